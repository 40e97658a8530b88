"""The Laws applied, picked by label with search (issue 23, ruling records), in real Chromium: a
director types everyday words in the record form's search box, taps a paragraph the site's search
found, and its label joins the "Laws applied" field; a second tap does not add it twice."""

import pytest
from django.conf import settings
from django.contrib.auth.models import Group, Permission, User
from django.test import Client

from tests.chromium import needs_chromium, waiting
from tests.search_index import search_index_dir  # noqa: F401 (the session's index, a fixture)

pytestmark = [pytest.mark.browser, needs_chromium]


@pytest.fixture
def browser(site, chromium_windows):
    # After the live server and its Laws (the fixture asks for them): torn down first, so the
    # tables' teardown (conftest.imported_laws) does not wait out a window's open connections.
    # The session's window (conftest.chromium_windows): the log-in's cookie goes before its next loan.
    with chromium_windows.window("desk-laws-chrome-", 1280, 900) as driver:
        yield driver


@pytest.fixture
def site(live_server, imported_laws, search_index_dir, settings):  # noqa: F811
    settings.SEARCH_INDEX_DIR = search_index_dir
    return live_server


def log_in_as_director(browser, site) -> None:
    director = User.objects.create_user("deniz", password="pw-deniz")
    # A live-server test empties the tables after it; on PostgreSQL the Laws are imported again
    # (conftest.imported_laws) but the group desk migration 0002 made is not: make it as it does.
    group, _ = Group.objects.get_or_create(name="Director")
    group.permissions.add(
        *Permission.objects.filter(
            content_type__app_label="desk",
            codename__in=("add_rulingrecord", "change_rulingrecord", "view_rulingrecord"),
        )
    )
    director.groups.add(group)
    client = Client()
    client.force_login(director)
    browser.get(site.url + "/tr/")
    browser.add_cookie(
        {"name": settings.SESSION_COOKIE_NAME, "value": client.cookies[settings.SESSION_COOKIE_NAME].value}
    )


def test_a_director_picks_16b1_by_searching_for_hesitation(browser, site):
    from selenium.webdriver.common.by import By

    log_in_as_director(browser, site)
    browser.get(site.url + "/en/director/records/new/")
    laws = browser.find_element(By.ID, "id_laws")
    laws.send_keys("12C1(c)")
    browser.find_element(By.ID, "law-search").send_keys("partner hesitated")

    def found(driver):
        return driver.find_elements(By.CSS_SELECTOR, "#law-search-results button[data-label]")

    buttons = waiting(browser, 30).until(found)
    labels = [b.get_attribute("data-label") for b in buttons]
    assert any(label.startswith("16B") for label in labels), labels
    pick = next(b for b in buttons if b.get_attribute("data-label").startswith("16B"))
    chosen = pick.get_attribute("data-label")
    pick.click()
    pick.click()
    assert laws.get_attribute("value") == f"12C1(c), {chosen}"
