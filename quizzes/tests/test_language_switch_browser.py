"""A director answers a practice question in Turkish on a 390 px phone, reads why, and taps
"English" in the header: real Chromium shows the same answer in English. The switch led to the
answer's address by GET, which takes only the form: Chromium's "HTTP ERROR 405" page (polish72;
the links themselves: test_language_switch_after_a_form). Reload, Back and Forward after
answering show the pages again without asking to send the form again (the answer's page is a
GET, polish75)."""

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
    assert "/en/quiz/answered/" in phone.current_url
    prompt = " ".join(bank.question("board", "1").prompt("en").split())
    main = " ".join(phone.find_element(By.TAG_NAME, "main").text.split())
    assert prompt in main and "Next question" in main, "the same answer, explained in English"


def test_reload_back_and_forward_after_an_answer_resend_nothing(phone, live_server, imported_laws):
    from selenium.webdriver.common.by import By

    phone.get(live_server.url + "/tr/testler/soru/board/1/")
    choice = phone.find_element(By.CSS_SELECTOR, "label.choice")
    phone.execute_script("arguments[0].scrollIntoView({block: 'center'})", choice)
    choice.click()
    tap_to_new_page(phone, phone.find_element(By.CSS_SELECTOR, ".answer-form button[type=submit]"))
    answered_at = phone.current_url
    assert "/tr/testler/cevaplanan/" in answered_at, "the answer has an address of its own"
    phone.refresh()  # a POST's page would ask "Confirm Form Resubmission" (ERR_CACHE_MISS)
    assert phone.current_url == answered_at and phone.find_elements(By.CSS_SELECTOR, ".verdict")
    phone.back()
    assert phone.current_url == live_server.url + "/tr/testler/soru/board/1/"
    assert phone.find_elements(By.CSS_SELECTOR, ".answer-form button[type=submit]"), "the question again"
    phone.forward()
    assert phone.current_url == answered_at and phone.find_elements(By.CSS_SELECTOR, ".verdict")
