"""Real Chromium on a 390 px phone records an insufficient bid at the auction table by tapping the
bidding box and the left-hand opponent's choice, as a Director does at the table; every step a GET
URL, no sideways scrolling, each call a thumb-sized target. The ruling is the engine's: 27B1(a)
(TR "yetersiz deklare, geri alınan konuşma ile aynı tür(ler)i belirten en düşük yeterli deklare ile
düzeltilirse, artırım başka bir onarma yapılmaksızın devam eder"; WBF "if the insufficient bid is
corrected by the lowest sufficient bid which specifies the same denomination(s) as that specified by
the withdrawn call, the auction proceeds without further rectification")."""

import pytest

from tests.chromium import chromium, needs_chromium, wait_for_new_page

pytestmark = [pytest.mark.browser, needs_chromium]

PATH = {"tr": "/tr/masa/artirim/", "en": "/en/table/auction/"}
REFUSES = {"tr": "Güney kabul etmiyor", "en": "South does not accept"}


@pytest.fixture
def browser(lawbook_server):
    with chromium("auction-table-chrome-", 390, 844, phone=True, saves_offline=False) as driver:
        yield driver


def tap_call(driver, code: str):
    from selenium.webdriver.common.by import By

    button = driver.find_element(By.CSS_SELECTOR, f'button[name="call"][value="{code}"]')
    assert button.size["height"] >= 44 and button.size["width"] >= 44  # a thumb-sized target
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    old = driver.find_element(By.TAG_NAME, "html")
    button.click()
    wait_for_new_page(driver, old, 30)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_an_insufficient_bid_recorded_by_tapping(browser, lawbook_server, lang):
    from selenium.webdriver.common.by import By

    browser.get(lawbook_server.url + PATH[lang] + "?dealer=N")
    tap_call(browser, "1S")  # North, in turn
    tap_call(browser, "1H")  # East, insufficient
    refuse = [a for a in browser.find_elements(By.CSS_SELECTOR, ".decision a.big-button") if a.text == REFUSES[lang]]
    assert refuse and refuse[0].size["height"] >= 48
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", refuse[0])
    refuse[0].click()
    tap_call(browser, "2H")  # East corrects with the lowest sufficient bid in hearts
    assert "calls=N:1S,E:1H,S:reject,E:2H" in browser.current_url
    first = browser.find_element(By.CSS_SELECTOR, "details.cited").get_attribute("data-label")
    assert first == "27B1(a)"
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 390  # no sideways scrolling
    events = [li.text for li in browser.find_elements(By.CSS_SELECTOR, ".auction-events li")]
    assert len(events) == 4
