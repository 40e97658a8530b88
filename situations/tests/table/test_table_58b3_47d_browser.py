"""Real Chromium on a 390 px phone taps the table page's change links after cards played at once
(eng264's 58B3 and 47D lines, situations/table_views._changes), as a Director does at the table, and
the page then shows the engine's ruling: the paragraph it cites for the change, with 16C.

58B3 (TR, official): "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra, bu kart üzerine daha
sonra oynamış olan rakip kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir. (Ancak
bkz. Yasa 16C.)"
(WBF): "After an offending player withdraws a visible card, an opponent who subsequently played to
that trick may withdraw his play and substitute another card without further rectification (but see
Law 16C)."

47D (TR, official): "Rakibin oynadığı kartı değiştirmesinden sonra, oynanmış bir kart geri alınabilir
ve yerine başka bir kart herhangi bir onarma olmaksızın oynanabilir (Yasa 16C ve Yasa 62C2
uygulanabilir.)"
(WBF): "After an opponent's change of play a played card may be withdrawn and returned to the hand
without further rectification and another card may be substituted. (Laws 16C and 62C2 may apply.)"

test_table's deal, 4H by South: West leads ♦2 and ♦3 at once, both faces seen (58B2); from there every
step is a tap: West designates ♦2, North (dummy) plays ♦Q, East ♦9, South ♦8; North changes ♦Q to ♦A
(58B3), then East ♦9 to ♦J (47D: after North's change). East's line, as the phone shows it, says 16C2 for
his side of his own card and of North's withdrawn ♦Q (qa297: 16C2, TR "Kusurlu taraf için, geri alınmış
eylemden – gerek kendileri gerekse rakipleri tarafından yapılmış olsun – kaynaklanan tüm bilgiler
izinsizdir."; WBF "For an offending side, information arising from its own withdrawn action and from
withdrawn actions of the non-offending side is unauthorized.")."""

from urllib.parse import parse_qs, urlencode, urlsplit

import pytest

from situations.tests.table.test_qa297_table_16c_opponents_withdrawn_cards import OFFENDING
from situations.tests.table.test_table import DEAL
from tests.chromium import needs_chromium, tap_to_new_page

pytestmark = [pytest.mark.browser, needs_chromium]

PATH = {"tr": "/tr/masa/", "en": "/en/table/"}
EAST = {"tr": "Doğu", "en": "East"}
NORTH = {"tr": "Kuzey", "en": "North"}
JACK = {"tr": "♦V", "en": "♦J"}


@pytest.fixture
def browser(lawbook_server, chromium_windows):
    # The session's window (conftest.chromium_windows), as chromium(..., saves_offline=False) opens one.
    with chromium_windows.window("table-58b3-47d-chrome-", 390, 844, phone=True) as driver:
        yield driver


def record(driver) -> str:
    return parse_qs(urlsplit(driver.current_url).query)["play"][0]


def cited(driver) -> list[str]:
    from selenium.webdriver.common.by import By

    return [d.get_attribute("data-label") for d in driver.find_elements(By.CSS_SELECTOR, "details.cited")]


def change_line(driver, seat: str):
    """The change line of `seat` (it begins with his name)."""
    from selenium.webdriver.common.by import By

    lines = [p for p in driver.find_elements(By.CSS_SELECTOR, "p.modes.substitute") if p.text.startswith(seat)]
    assert len(lines) == 1, [p.text for p in driver.find_elements(By.CSS_SELECTOR, "p.modes.substitute")]
    return lines[0]


def change_link(driver, seat: str, card: str):
    """The link of `card` on the change line of `seat`."""
    from selenium.webdriver.common.by import By

    lines = [change_line(driver, seat)]
    links = [a for a in lines[0].find_elements(By.TAG_NAME, "a") if a.text == card]
    assert len(links) == 1, lines[0].text
    return links[0]


def tap_card(driver, code: str):
    from selenium.webdriver.common.by import By

    tap_to_new_page(driver, driver.find_element(By.CSS_SELECTOR, f'a.card[data-card="{code}"]'), 60)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_58b3_and_47d_change_links_tapped_show_the_engine_s_ruling(browser, lawbook_server, lang):
    from selenium.webdriver.common.by import By

    query = {"deal": DEAL, "contract": "4H", "declarer": "S", "vul": "0", "play": "simultaneous:W:D2+D3"}
    browser.get(lawbook_server.url + PATH[lang] + "?" + urlencode(query))
    designate = [a for a in browser.find_elements(By.CSS_SELECTOR, ".decision a.big-button") if a.text.endswith("♦2")]
    assert len(designate) == 1
    tap_to_new_page(browser, designate[0], 60)  # 58B2: West designates ♦2
    tap_card(browser, "DQ")  # North follows
    tap_card(browser, "D9")  # East
    tap_card(browser, "D8")  # South: the trick is complete
    assert record(browser) == "simultaneous:W:D2+D3,choose_card:W:D2,N:DQ,E:D9,S:D8"

    tap_to_new_page(browser, change_link(browser, NORTH[lang], "♦A"), 60)
    assert record(browser).endswith(",S:D8,substitute:N:DA")
    assert cited(browser)[:2] == ["58B3", "16C"]  # the engine's paragraphs for the change, first
    assert change_line(browser, EAST[lang]).text.endswith(OFFENDING[lang])  # 16C2, both halves

    tap_to_new_page(browser, change_link(browser, EAST[lang], JACK[lang]), 60)
    assert record(browser).endswith(",S:D8,substitute:N:DA,substitute:E:DJ")
    assert cited(browser)[:2] == ["47D", "16C"]
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 390  # no sideways scrolling
