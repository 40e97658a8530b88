"""The table page from a keyboard alone, in a real Chromium (qa59): a Director who plays a card
with Enter goes on from the next card, told what the engine says now."""

from __future__ import annotations

import urllib.parse

import pytest

from situations.tests.table.test_table import DEAL
from tests.chromium import needs_chromium, wait_for_new_page

pytestmark = [pytest.mark.browser, needs_chromium]


@pytest.fixture
def desk(lawbook_server, chromium_windows):
    # After the live server and its Laws: torn down first (tests/chromium.py). The session's
    # window (conftest.chromium_windows), its tab in front as a fresh one's: the focus is tested.
    with chromium_windows.window("situations-keys-", 1280, 900) as driver:
        yield driver


def focused(driver) -> dict:
    return driver.execute_script(
        "var e = document.activeElement; return {card: e.dataset.card || '', classes: e.className,"
        " described: e.getAttribute('aria-describedby') || '', outline: getComputedStyle(e).outlineStyle,"
        " hand: (e.closest('section.hand') || {}).ariaLabel || ''}"
    )


@pytest.mark.parametrize("lang, path, north", [("tr", "/tr/masa/", "Kuzey"), ("en", "/en/table/", "North")])
def test_a_card_played_with_enter_leaves_the_focus_on_the_next_card_to_play(desk, lawbook_server, lang, path, north):
    """West leads ♠2 with the keyboard (the card focused, Enter); the next page has North, dummy,
    to play (Law 44B: "Çıkıştan sonra, diğer her oyuncu sırayla bir kart oynar" / "After the lead,
    each other player in turn plays a card"). Before, the focus was at the top of the new page: the menu, the modes and the
    words of a 46B call came first, some twenty Tab stops. Now it is on North's first legal card,
    drawn with its focus ring and described by the trick line and the engine's sentences."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    query = urllib.parse.urlencode({"deal": DEAL, "contract": "4H", "declarer": "S", "vul": "0"})
    desk.get(lawbook_server.url + path + "?" + query)
    two = desk.find_element(By.CSS_SELECTOR, 'a.card.legal[data-card="S2"]')
    desk.execute_script("arguments[0].focus()", two)
    old = desk.find_element(By.TAG_NAME, "html")
    two.send_keys(Keys.ENTER)
    wait_for_new_page(desk, old, 30)
    now = focused(desk)
    assert now["card"] and "legal" in now["classes"].split(), now
    assert now["hand"] == north, now
    assert now["described"].split() == ["table-status", "engine-now"], now
    assert now["outline"] != "none", now


def test_a_card_played_by_a_click_leaves_the_focus_alone(desk, lawbook_server):
    """A mouse or a finger gets what it had: the place kept, no focus moved (no ring drawn)."""
    from selenium.webdriver.common.by import By

    query = urllib.parse.urlencode({"deal": DEAL, "contract": "4H", "declarer": "S", "vul": "0"})
    desk.get(lawbook_server.url + "/en/table/?" + query)
    old = desk.find_element(By.TAG_NAME, "html")
    desk.find_element(By.CSS_SELECTOR, 'a.card.legal[data-card="S2"]').click()
    wait_for_new_page(desk, old, 30)
    assert focused(desk)["card"] == ""
