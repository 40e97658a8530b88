"""The Content-Security-Policy allows scripts and styles from our static files only: every page
must work without inline script, event handler or style (issue 10)."""

import re
from pathlib import Path

import pytest
from django.test import Client

from tests.search_index import search_index, search_index_dir  # noqa: F401

pytestmark = pytest.mark.django_db

PAGES = [
    "/tr/",
    "/tr/yasa/50/",
    "/en/law/64/?view=both",
    "/tr/tanimlar/",
    "/tr/ara/?q=rönons",
    "/en/quiz/",
    "/en/quiz/practice/",
    "/en/quiz/progress/",
    "/en/accounts/login/",
    "/en/accounts/signup/",
    "/tr/admin/login/",
    "/tr/yasa/99/",
    "/en/offline/",
    "/tr/ne-oldu/revoke/",
    "/en/table/",
]
INLINE = {
    "script without src": re.compile(r"<script(?![^>]*\ssrc=)[^>]*>", re.IGNORECASE),
    "event handler": re.compile(r"<[^>]+\son[a-z]+\s*=", re.IGNORECASE),
    "style attribute": re.compile(r"<[^>]+\sstyle\s*=", re.IGNORECASE),
    "style element": re.compile(r"<style[\s>]", re.IGNORECASE),
    "javascript: URL": re.compile(r"javascript:", re.IGNORECASE),
}


@pytest.mark.parametrize("url", PAGES)
def test_pages_send_the_policy_and_hold_nothing_it_would_block(url, search_index):
    response = Client().get(url, follow=True)
    assert response.status_code in (200, 404)
    policy = response.headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "style-src 'self'" in policy and "unsafe-inline" not in policy
    html = response.content.decode()
    found = {name: pattern.findall(html)[:3] for name, pattern in INLINE.items() if pattern.search(html)}
    assert found == {}


@pytest.mark.parametrize("path", ["/static/css/site.css", "/static/js/law.js", "/static/icons/icon-48.png"])
def test_static_files_carry_the_policy_and_refuse_to_be_framed(path, settings):
    """WhiteNoise answers a static file before the middleware that sends these headers on pages."""
    settings.WHITENOISE_USE_FINDERS = True  # read by the middleware a new Client builds
    settings.WHITENOISE_AUTOREFRESH = True  # the files from static/, as no collectstatic ran
    response = Client().get(path)
    assert response.status_code == 200
    assert response.headers["Content-Security-Policy"] == settings.CONTENT_SECURITY_POLICY
    assert "frame-ancestors 'none'" in response.headers["Content-Security-Policy"]
    assert response.headers["X-Frame-Options"] == "DENY"


def test_the_admins_history_pages_hold_nothing_the_policy_would_block(draft):
    """django-simple-history's history list writes `<p class="paginator" style="border-top: 0">`:
    the policy blocks that style attribute, so the page the editor reads who changed what (and its
    revert form) must carry none; its rule is in a stylesheet of our own."""
    from django.contrib.auth import get_user_model
    from django.contrib.auth.models import Group

    from lawbook.models import Paragraph

    user = get_user_model().objects.create_user("editor", "editor@example.org", "a-long-password", is_staff=True)
    user.groups.add(Group.objects.get(name="Editor"))
    client = Client()
    client.force_login(user)
    paragraph = Paragraph.objects.get(law__edition=draft.code, label="64B3")
    record = paragraph.history.first()
    for url in (
        f"/tr/admin/lawbook/paragraph/{paragraph.pk}/history/",
        f"/tr/admin/lawbook/paragraph/{paragraph.pk}/history/{record.history_id}/",
    ):
        response = client.get(url)
        assert response.status_code == 200, url
        html = response.content.decode()
        found = {name: pattern.findall(html)[:3] for name, pattern in INLINE.items() if pattern.search(html)}
        assert found == {}, url
    history = client.get(f"/tr/admin/lawbook/paragraph/{paragraph.pk}/history/").content.decode()
    assert 'class="paginator history-paginator"' in history and "css/admin_history.css" in history
    from django.contrib.staticfiles import finders

    stylesheet = finders.find("css/admin_history.css")
    assert stylesheet and ".paginator.history-paginator" in Path(stylesheet).read_text(encoding="utf-8")


def test_the_edition_page_and_the_publish_page_hold_nothing_the_policy_would_block(draft):
    """The edition's page ("Publish…", "Open a draft copy") and the publish page style their
    buttons and diffs from static/css/admin_edition.css, not inline."""
    from django.contrib.auth import get_user_model
    from django.contrib.auth.models import Group

    user = get_user_model().objects.create_user("publisher", "p@example.org", "a-long-password", is_staff=True)
    user.groups.add(Group.objects.get(name="Publisher"))
    client = Client()
    client.force_login(user)
    for url in (f"/tr/admin/lawbook/edition/{draft.pk}/change/", f"/tr/admin/lawbook/edition/{draft.pk}/publish/"):
        response = client.get(url)
        assert response.status_code == 200, url
        html = response.content.decode()
        found = {name: pattern.findall(html)[:3] for name, pattern in INLINE.items() if pattern.search(html)}
        assert found == {}, url
        assert "css/admin_edition.css" in html, url
