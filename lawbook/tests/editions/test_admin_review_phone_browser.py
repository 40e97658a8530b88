"""A publisher reviewing a draft on a 390 px phone, in real Chromium: the publish page's changes and
a paragraph's history show their diffs within the screen. Both tables (four columns on the publish
page, six in the history, each diff at least 20em wide) were wider than a phone: the diffs, what a
reviewer reads before publishing, ran off the right edge, and the page scrolled sideways (polish72).
On a narrow screen each row is now a block of cells, each after its column's name
(static/css/admin_edition.css)."""

from __future__ import annotations

import re

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission
from django.test import Client

from lawbook.editions import editions
from lawbook.models import Edition, Paragraph
from tests.chromium import needs_chromium

pytestmark = [pytest.mark.browser, needs_chromium]

WIDTH = 390
ADMIN = "/tr/admin/lawbook"
# 64B3, corrected as the editor's walk corrects it: a word that is in no 2017 text, so that it is
# the diff's inserted word (test_editor_walk_browser).
CORRECTION = (
    "Rönons, cezalı bir kartın ya da yere ait kartlardan herhangi birinin gözden kaçırılmış "
    "olması nedeniyle oynanmaması sonucu meydana gelmişse."
)
INSERTED = "kaçırılmış"


@pytest.fixture
def phone(live_server, imported_laws, chromium_windows):
    # After the live server and its Laws: the window goes first (tests/chromium.py).
    with chromium_windows.window("admin-review-phone-", WIDTH, 844, phone=True) as driver:
        yield driver


def publisher_with_a_corrected_draft() -> tuple[Client, Paragraph]:
    """An Editor and Publisher who opened draft 2017.1 and corrected its 64B3 through the admin."""
    user = get_user_model().objects.create_user("yayin", "yayin@example.org", "a-long-password", is_staff=True)
    for name in ("Editor", "Publisher"):
        # A live-server test empties the tables after it: the groups of the migrations are made again.
        group, _ = Group.objects.get_or_create(name=name)
        group.permissions.add(*Permission.objects.filter(content_type__app_label="lawbook"))
        user.groups.add(group)
    client = Client()
    client.force_login(user)
    editions.open_draft("2017.1", user=user)
    paragraph = Paragraph.objects.get(law__edition="2017.1", label="64B3")
    form = client.get(f"{ADMIN}/paragraph/{paragraph.pk}/change/").content.decode()
    seen = re.search(r'name="seen_version" value="(\d+)"', form).group(1)
    data = {
        f"{f}_{lang}": getattr(paragraph, f"{f}_{lang}") or ""
        for f in ("heading", "text", "tail")
        for lang in ("tr", "en")
    }
    data |= {"text_tr": CORRECTION, "seen_version": seen}
    assert client.post(f"{ADMIN}/paragraph/{paragraph.pk}/change/", data).status_code == 302
    return client, paragraph


def test_the_publish_page_and_the_history_show_their_diffs_on_a_phone(phone, live_server, imported_laws):
    from selenium.webdriver.common.by import By

    client, paragraph = publisher_with_a_corrected_draft()
    phone.get(live_server.url + "/tr/")
    phone.add_cookie(
        {"name": settings.SESSION_COOKIE_NAME, "value": client.cookies[settings.SESSION_COOKIE_NAME].value}
    )
    draft = Edition.objects.get(code="2017.1")
    pages = {
        "publish": (f"{ADMIN}/edition/{draft.pk}/publish/", "#changes-to-publish"),
        "history": (f"{ADMIN}/paragraph/{paragraph.pk}/history/", "#change-history"),
    }
    for name, (path, table) in pages.items():
        phone.get(live_server.url + path)
        laid_out = phone.execute_script("return window.innerWidth")
        assert laid_out == WIDTH, f"the {name} page is laid out {laid_out} px wide"
        width = phone.execute_script("return document.documentElement.scrollWidth")
        assert width <= WIDTH, f"the {name} page is {width} px wide"
        inserted = [e for e in phone.find_elements(By.CSS_SELECTOR, f"{table} ins") if INSERTED in e.text]
        assert inserted, f"the {name} page shows the inserted word"
        right = phone.execute_script("return arguments[0].getBoundingClientRect().right", inserted[0])
        assert right <= WIDTH, f"the {name} page's inserted word ends at {right} px"
        # Each cell says which column it is: the Turkish diff is labelled as such.
        diff = phone.find_element(By.CSS_SELECTOR, f"{table} td.diff")
        label = phone.execute_script("return getComputedStyle(arguments[0], '::before').content", diff)
        assert label.strip('"').rstrip(": ") in {"Türkçe", "Değişiklikler"}, (name, label)
        if name == "publish":  # its buttons are within reach too (read here, not on the page loaded again)
            confirm = phone.find_element(By.CSS_SELECTOR, '.publish-confirmation input[type="submit"]')
            assert confirm.is_displayed() and confirm.rect["x"] + confirm.rect["width"] <= WIDTH
