"""A player on a 390 px phone opens, from a bookmark, addresses that take only a form: the answer's
(the explanation's page he saved), an exam's start, and the log-out button's. Real Chromium showed
its bare "HTTP ERROR 405" page at each (polish73); now the answer and the exam lead to the quizzes'
home (at its exam form), and the log-out shows the site's page with words and a way on, each in
the page's language and without sideways scroll."""

import pytest

from tests.chromium import needs_chromium

pytestmark = [pytest.mark.browser, needs_chromium]

WIDTH = 390


@pytest.fixture
def phone(live_server, imported_laws, chromium_windows):
    # After the live server and its Laws: the window goes first (tests/chromium.py).
    with chromium_windows.window("form-get-phone-", WIDTH, 844, phone=True) as driver:
        yield driver


def _shown(driver) -> str:
    from selenium.webdriver.common.by import By

    assert driver.execute_script("return document.documentElement.scrollWidth") <= WIDTH
    return " ".join(driver.find_element(By.TAG_NAME, "body").text.split())


@pytest.mark.parametrize(
    "address,lands_on,words",
    [
        ("/tr/testler/cevap/", "/tr/testler/", "Alıştırmaya başla"),
        ("/en/quiz/answer/", "/en/quiz/", "Start practising"),
        ("/tr/testler/sinav/", "/tr/testler/#exam", "Sınav"),
        ("/en/quiz/exam/", "/en/quiz/#exam", "Exam"),
    ],
)
def test_a_bookmarked_quiz_form_address_opens_the_quizzes(phone, live_server, address, lands_on, words):
    phone.get(live_server.url + address)
    assert phone.current_url == live_server.url + lands_on
    shown = _shown(phone)
    assert "405" not in shown
    assert words in shown


@pytest.mark.parametrize(
    "address,lang,words",
    [
        ("/tr/hesap/logout/", "tr", "Bu adreste gösterilecek bir şey yok"),
        ("/en/accounts/logout/", "en", "Nothing to show at this address"),
    ],
)
def test_a_bookmarked_log_out_shows_the_sites_page_with_a_way_on(phone, live_server, address, lang, words):
    from selenium.webdriver.common.by import By

    phone.get(live_server.url + address)
    assert phone.find_element(By.TAG_NAME, "html").get_attribute("lang") == lang
    shown = _shown(phone)
    assert words in shown and "HTTP ERROR" not in shown
    links = [a.get_attribute("href") for a in phone.find_elements(By.CSS_SELECTOR, "main a")]
    assert live_server.url + f"/{lang}/" in links
