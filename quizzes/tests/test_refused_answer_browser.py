"""A player on a 390 px phone answers a quiz question from a page opened before he logged in in
another tab, which changed the site's CSRF cookie: real Chromium showed Django's English "Forbidden
(403) CSRF verification failed" page (polish73). Now he reads why in Turkish, with nothing cut or
scrolling sideways, and a tap takes him back to the question."""

import pytest

from tests.chromium import needs_chromium, tap_to_new_page

pytestmark = [pytest.mark.browser, needs_chromium]


@pytest.fixture
def phone(live_server, imported_laws, chromium_windows):
    # After the live server and its Laws: the window goes first (tests/chromium.py).
    with chromium_windows.window("refused-answer-phone-", 390, 844, phone=True) as driver:
        yield driver


def test_an_answer_refused_by_the_csrf_check_says_why_in_turkish_and_leads_back(phone, live_server):
    from django.middleware.csrf import _get_new_csrf_string
    from selenium.webdriver.common.by import By

    question = live_server.url + "/tr/testler/soru/board/1/"
    phone.get(question)
    # What a log-in in another tab does: Django gives the browser a new CSRF secret.
    phone.delete_cookie("csrftoken")
    phone.add_cookie({"name": "csrftoken", "value": _get_new_csrf_string(), "path": "/"})
    choice = phone.find_element(By.CSS_SELECTOR, "label.choice")
    phone.execute_script("arguments[0].scrollIntoView({block: 'center'})", choice)
    choice.click()
    tap_to_new_page(phone, phone.find_element(By.CSS_SELECTOR, ".answer-form button[type=submit]"))
    main = " ".join(phone.find_element(By.TAG_NAME, "main").text.split())
    assert "Form kabul edilmedi" in main and "CSRF" not in main
    assert phone.execute_script("return document.documentElement.scrollWidth") <= 390
    tap_to_new_page(phone, phone.find_element(By.LINK_TEXT, "Sayfayı yeniden aç"))
    assert phone.current_url == question
    assert phone.find_elements(By.CSS_SELECTOR, ".answer-form button[type=submit]"), "and it can be answered"
