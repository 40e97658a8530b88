"""A player on a 390 px phone answers a question, then goes Back to it: Chromium brings the page
back from its back-forward cache as it was left, with "Cevabımı kontrol et" disabled by the
script that stops a double submission, so a tap on it did nothing and said nothing (polish76).
Now the button works again, and a second answer leads to a page that says why it is refused,
which a reload shows again."""

import pytest

from tests.chromium import needs_chromium, tap_to_new_page

pytestmark = [pytest.mark.browser, needs_chromium]


@pytest.fixture
def phone(live_server, imported_laws, chromium_windows):
    # After the live server and its Laws: the window goes first (tests/chromium.py).
    with chromium_windows.window("back-to-answered-phone-", 390, 844, phone=True) as driver:
        yield driver


def _answer(phone):
    """Answer the question shown: a choice where it has choices, else a number (an exam draws its
    questions at random, and a scoring question asks for a number: CI F failed on one)."""
    from selenium.webdriver.common.by import By

    choices = phone.find_elements(By.CSS_SELECTOR, "label.choice")
    if choices:
        phone.execute_script("arguments[0].scrollIntoView({block: 'center'})", choices[0])
        choices[0].click()
    else:
        number = phone.find_element(By.CSS_SELECTOR, ".answer-form input[name=number]")
        phone.execute_script("arguments[0].scrollIntoView({block: 'center'})", number)
        number.send_keys("0")
    tap_to_new_page(phone, phone.find_element(By.CSS_SELECTOR, ".answer-form button[type=submit]"))


def _start_timed_exam(phone, base_url):
    """Start a timed exam of two questions and ten minutes from the exams page's settings."""
    from selenium.webdriver.common.by import By

    phone.get(base_url + "/tr/testler/")
    phone.find_element(By.CSS_SELECTOR, ".exam-settings summary").click()
    for name, value in (("count", "2"), ("time_limit", "10")):
        field = phone.find_element(By.NAME, name)
        phone.execute_script("arguments[0].scrollIntoView({block: 'center'})", field)
        field.clear()
        field.send_keys(value)
    tap_to_new_page(phone, phone.find_element(By.CSS_SELECTOR, ".exam-form button[type=submit]"))


def test_back_to_an_answered_question_its_button_answers_and_is_refused_with_a_reason(phone, live_server):
    from selenium.webdriver.common.by import By

    question = live_server.url + "/tr/testler/soru/board/1/"
    phone.get(question)
    _answer(phone)
    assert "/tr/testler/cevaplanan/" in phone.current_url
    phone.back()
    button = phone.find_element(By.CSS_SELECTOR, ".answer-form button[type=submit]")
    assert phone.current_url == question
    assert button.is_enabled(), "the button of the page Back returned to is disabled"
    _answer(phone)
    said = "Bu soru zaten cevaplandı; bir cevap yalnızca bir kez değerlendirilir."
    assert "/tr/testler/reddedilen/answered/" in phone.current_url
    assert said in " ".join(phone.find_element(By.TAG_NAME, "main").text.split())
    phone.refresh()
    assert said in " ".join(phone.find_element(By.TAG_NAME, "main").text.split())
    assert phone.execute_script("return document.documentElement.scrollWidth") <= 390


def test_back_to_a_timed_exams_answered_question_shows_the_exam_as_it_stands(phone, live_server):
    """The same in a timed exam: the page Back returned to showed the question answered, its
    countdown stopped where it was left; it is asked for again, and the exam's next question shows."""
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    _start_timed_exam(phone, live_server.url)
    assert "Soru 1 / 2" in phone.find_element(By.TAG_NAME, "main").text
    _answer(phone)
    assert "Soru 2 / 2" in phone.find_element(By.TAG_NAME, "main").text
    phone.back()
    try:  # the page from the cache first, then the exam asked for again
        WebDriverWait(phone, 60).until(lambda d: "Soru 2 / 2" in d.find_element(By.TAG_NAME, "main").text)
    except TimeoutException:
        pytest.fail("Back showed the question answered: " + phone.find_element(By.TAG_NAME, "main").text[:80])


def _seconds_left(phone) -> int:
    from selenium.webdriver.common.by import By

    minutes, seconds = phone.find_element(By.CSS_SELECTOR, ".timer").text.rsplit(" ", 1)[-1].split(":")
    return int(minutes) * 60 + int(seconds)


def test_back_to_a_timed_exam_without_a_back_forward_cache_shows_the_time_as_it_stands(live_server, imported_laws):
    """A phone short of memory keeps no page in its back-forward cache: Back drew the exam's page
    from the HTTP cache, as it was when fetched, its countdown showing the minutes the player had
    then, however long he had been away (polish77; the exam's page is now never stored)."""
    import time

    from selenium.webdriver.common.by import By

    from tests.chromium import chromium, wait_for_new_page

    without_cache = ("--disable-back-forward-cache",)
    with chromium("exam-no-bfcache-", 390, 844, phone=True, saves_offline=False, arguments=without_cache) as phone:
        _start_timed_exam(phone, live_server.url)
        _answer(phone)
        assert "Soru 2 / 2" in phone.find_element(By.TAG_NAME, "main").text
        shown = _seconds_left(phone)
        away = 8
        phone.get(live_server.url + "/tr/")
        time.sleep(away)
        old = phone.find_element(By.TAG_NAME, "html")
        phone.back()
        wait_for_new_page(phone, old, 60)
        assert "Soru 2 / 2" in phone.find_element(By.TAG_NAME, "main").text
        assert _seconds_left(phone) <= shown - away + 2, "Back showed the time left before the player went away"
