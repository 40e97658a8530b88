"""A director answers a practice question in Turkish on a 390 px phone, reads why, and taps
"English" in the header: real Chromium shows the question in English. The switch led to the
answer's address by GET, which takes only the form: Chromium's "HTTP ERROR 405" page (polish72;
the links themselves: test_language_switch_after_a_form)."""

import pytest

from quizzes import bank
from tests.chromium import needs_chromium, tap_to_new_page

pytestmark = [pytest.mark.browser, needs_chromium]


@pytest.fixture
def phone(live_server, imported_laws, chromium_windows):
    # After the live server and its Laws: the window goes first (tests/chromium.py).
    with chromium_windows.window("switch-phone-", 390, 844, phone=True) as driver:
        yield driver


def test_english_from_an_answers_explanation_shows_the_question_in_english(phone, live_server, imported_laws):
    from selenium.webdriver.common.by import By

    phone.get(live_server.url + "/tr/testler/soru/board/1/")
    choice = phone.find_element(By.CSS_SELECTOR, "label.choice")
    phone.execute_script("arguments[0].scrollIntoView({block: 'center'})", choice)
    choice.click()
    tap_to_new_page(phone, phone.find_element(By.CSS_SELECTOR, ".answer-form button[type=submit]"))
    assert phone.find_elements(By.CSS_SELECTOR, ".verdict"), "the answer's explanation is shown"
    switch = phone.find_element(By.CSS_SELECTOR, ".language-switch a")
    assert switch.text == "English"
    tap_to_new_page(phone, switch)
    assert phone.current_url == live_server.url + "/en/quiz/question/board/1/"
    prompt = " ".join(bank.question("board", "1").prompt("en").split())
    assert prompt in " ".join(phone.find_element(By.TAG_NAME, "main").text.split())
    assert phone.find_elements(By.CSS_SELECTOR, ".answer-form button[type=submit]"), "and it can be answered"
