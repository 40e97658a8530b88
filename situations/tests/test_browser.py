"""Real Chromium (Debian's chromium + chromedriver, through Selenium) on a 390 px window walks three
situation guides in both languages by tapping their buttons, opens a paragraph's text in place and
checks the page does not scroll sideways. Skipped, saying why, only where Chromium is absent."""

import pytest

from tests.chromium import needs_chromium

pytestmark = [pytest.mark.browser, needs_chromium]

WALKS = {
    "tr": [
        (
            "/tr/ne-oldu/",
            ["Rönons (renge uymamak)", "Bir defans oyuncusu", "Evet", "Hayır, hiçbiri", "Rönonsu yapan oyuncu"],
            "Resmileşmiş rönons",
            "64A1",
        ),
        (
            "/tr/ne-oldu/",
            ["Sırasız çıkış", "İlk atakta", "Atak sırası kendisinde olmayan defans oyuncusu", "Evet, yüzü açık"],
            "Yanlış defans oyuncusunun yüzü açık atağı",
            "54A",
        ),
        (
            "/tr/ne-oldu/",
            [
                "Yetersiz deklare",
                "Soldaki rakip kabul etmedi, kusurlu oyuncu düzeltiyor",
                "Başka bir deklare ya da pas",
                "Bitti; kusurlu oyuncu defansta",
            ],
            "Artırım bitti, kusurlu oyuncu defansta",
            "26B",
        ),
    ],
    "en": [
        (
            "/en/what-happened/",
            ["Revoke", "A defender", "Yes", "No, none of them", "The player who revoked"],
            "Established revoke",
            "64A1",
        ),
        (
            "/en/what-happened/",
            ["Lead out of turn", "On the opening lead", "The defender who was not on lead", "Yes, face up"],
            "Faced opening lead by the wrong defender",
            "54A",
        ),
        (
            "/en/what-happened/",
            [
                "Insufficient bid",
                "The left-hand opponent did not accept; the offender corrects",
                "Another bid, or a pass",
                "Yes; the offender is a defender",
            ],
            "The auction is over, the offender defends",
            "26B",
        ),
    ],
}


@pytest.fixture
def browser(lawbook_server, chromium_windows):
    # After the live server and its Laws (the fixture asks for them): torn down first, so the
    # tables' teardown (conftest.imported_laws) does not wait out a window's open connections.
    # The session's window (conftest.chromium_windows), as chromium(..., saves_offline=False) opens one.
    with chromium_windows.window("situations-chrome-", 390, 844, phone=True) as driver:
        yield driver


def tap(driver, text: str):
    from selenium.webdriver.common.by import By

    buttons = [
        b for b in driver.find_elements(By.CSS_SELECTOR, "a.big-button") if b.text.split("\n")[0].strip() == text
    ]
    assert buttons, f"no button {text!r} on {driver.current_url}"
    button = buttons[0]
    assert button.size["height"] >= 48  # a thumb-sized target
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_walk_three_situations_on_a_phone(browser, lawbook_server, lang):
    from selenium.webdriver.common.by import By

    for start, answers, title, label in WALKS[lang]:
        browser.get(lawbook_server.url + start)
        for answer in answers:
            tap(browser, answer)
        assert browser.find_element(By.TAG_NAME, "h1").text == title
        assert browser.execute_script("return window.innerWidth") == 390
        assert browser.execute_script("return document.documentElement.scrollWidth") <= 390  # no sideways scrolling
        details = browser.find_element(By.CSS_SELECTOR, f'details.cited[data-label="{label}"]')
        text = details.find_elements(By.CSS_SELECTOR, "p")
        assert not any(p.is_displayed() for p in text)
        summary = details.find_element(By.TAG_NAME, "summary")
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
        summary.click()
        assert details.get_attribute("open") is not None
        assert any(p.is_displayed() and len(p.text) > 20 for p in text)  # the paragraph's text, in place
        assert browser.current_url.startswith(lawbook_server.url + start)  # every step was a GET URL


@pytest.mark.parametrize("lang, home, index_title", [("tr", "/tr/", "Ne oldu?"), ("en", "/en/", "What happened?")])
def test_what_happened_is_on_a_phone_screen_without_scrolling(browser, lawbook_server, lang, home, index_title):
    """Issue 22: "one large 'Ne oldu? / What happened?' entry and the most frequent situations,
    above the table of contents, on a 390 px phone without scrolling"."""
    from selenium.webdriver.common.by import By

    browser.get(lawbook_server.url + home)
    height = browser.execute_script("return window.innerHeight")
    main = browser.find_element(By.CSS_SELECTOR, ".home-entries a.home-main")
    frequent = browser.find_elements(By.CSS_SELECTOR, ".home-entries .home-frequent a")
    assert len(frequent) == 6
    bottoms = [
        browser.execute_script("return arguments[0].getBoundingClientRect().bottom", a) for a in [main, *frequent]
    ]
    assert max(bottoms) <= height, (bottoms, height)
    assert main.size["height"] >= 48 and all(a.size["height"] >= 24 for a in frequent)  # targets a thumb can hit
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 390
    main.click()
    assert browser.find_element(By.TAG_NAME, "h1").text == index_title


@pytest.mark.parametrize("lang, path", [("tr", "/tr/masa/"), ("en", "/en/table/")])
def test_the_claims_ruling_is_in_view_after_rule_on_the_claim(browser, lawbook_server, lang, path):
    """On a phone the claim section's form ends some 1 400 px down the table page; the ruling comes
    below it. The form's page opened at the top, so after "Rule on the claim" the Director saw the
    page's header and the trick count, as if the button had done nothing. Now it opens at the
    ruling. (The ruling itself is the engine's: 70D1 here, TR "normal fakat daha az başarılı bir oyun
    tarzı", EN "an alternative normal line of play that would be less successful".)"""
    from urllib.parse import urlencode

    from selenium.webdriver.common.by import By

    from situations.tests.table.test_table_claim import AGREED_BOARD, NINE_HEARTS
    from tests.chromium import wait_for_new_page

    query = {**AGREED_BOARD, "play": ",".join(NINE_HEARTS), "mode": "claim", "claimer": "S"}
    browser.get(lawbook_server.url + path + "?" + urlencode(query))
    box = browser.find_element(By.ID, "tricks")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)
    box.send_keys("2")
    old = browser.find_element(By.TAG_NAME, "html")
    browser.find_element(By.CSS_SELECTOR, ".claim-form button[type=submit]").click()
    wait_for_new_page(browser, old, 30)
    first = browser.find_element(By.CSS_SELECTOR, "section.claim .engine-says li")
    top, bottom = browser.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.top, r.bottom]", first
    )
    header = browser.execute_script("return document.querySelector('header').getBoundingClientRect().bottom")
    assert header <= top and bottom <= browser.execute_script("return window.innerHeight"), (header, top, bottom)
