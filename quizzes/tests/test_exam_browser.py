"""Real Chromium (Debian's chromium + chromedriver, through Selenium) on a 390 px window takes an
exam in each language: skips a question and flags another, sees the countdown still on screen
after scrolling, comes back to the skipped question from the overview, submits, and finds the
pass mark and the past exams on the results. Skipped, saying why, only where Chromium is absent."""

import pytest

from tests.chromium import needs_chromium, wait_for_new_page

pytestmark = [pytest.mark.browser, needs_chromium]

WORDS = {
    "tr": {
        "home": "/tr/testler/",
        "skip": "Şimdilik geç",
        "flag": "İşaretle, sonra dön",
        "overview": "Teslim etmeden önce",
        "skipped": "geçildi",
        "flagged": "işaretli",
        "submit": "Sınavı teslim et",
        "pass_mark": "geçme notu %65",
        "past": "Geçmiş sınavlar",
        "timer": "Kalan süre",
    },
    "en": {
        "home": "/en/quiz/",
        "skip": "Skip for now",
        "flag": "Flag and come back later",
        "overview": "Before you submit",
        "skipped": "skipped",
        "flagged": "flagged",
        "submit": "Submit the exam",
        "pass_mark": "the pass mark is 65 %",
        "past": "Past exams",
        "timer": "Time left",
    },
}


@pytest.fixture
def browser(quiz_server, chromium_windows):
    # After the live server and its Laws (the fixture asks for them): torn down first, so the
    # tables' teardown (conftest.imported_laws) does not wait out a window's open connections.
    # The session's window (conftest.chromium_windows), as chromium(..., saves_offline=False) opens one.
    with chromium_windows.window("exam-chrome-", 390, 844, phone=True) as driver:
        yield driver


@pytest.fixture
def quiz_server(live_server, imported_laws):
    # imported_laws: the paragraphs the explanations quote
    from io import StringIO

    from django.core.management import call_command

    call_command("load_quiz_fixtures", stdout=StringIO())
    return live_server


def _tap(driver, find):
    """Tap the element `find(driver)` returns, which loads a page, and wait for the new page to
    be complete. Found again if the page changed under it (a loaded machine is slow to settle)."""
    from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
    from selenium.webdriver.common.by import By

    for attempt in range(3):
        old = driver.find_element(By.TAG_NAME, "html")
        try:
            element = find(driver)
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
            element.click()
            break
        except (StaleElementReferenceException, WebDriverException):
            if attempt == 2:
                raise
    wait_for_new_page(driver, old, 90)


def _button(driver, text: str):
    from selenium.webdriver.common.by import By

    found = [b for b in driver.find_elements(By.CSS_SELECTOR, "button") if b.text.strip() == text]
    assert found, f"no button {text!r} on {driver.current_url}"
    assert found[0].size["height"] >= 40  # a thumb-sized target
    return found[0]


def _answer_first_choice(driver):
    from selenium.webdriver.common.by import By

    choice = driver.find_element(By.CSS_SELECTOR, "label.choice")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", choice)
    choice.click()
    _tap(driver, lambda d: d.find_element(By.CSS_SELECTOR, ".answer-form button[type=submit]"))


def _no_sideways_scroll(driver):
    assert driver.execute_script("return window.innerWidth") == 390
    assert driver.execute_script("return document.documentElement.scrollWidth") <= 390


def _start_exam(driver, topics: tuple[str, ...], count: str) -> None:
    """On the quiz home page: open the exam's settings, tick exactly `topics`, ask `count` questions
    with a 10-minute limit and start."""
    from selenium.webdriver.common.by import By

    driver.find_element(By.CSS_SELECTOR, ".exam-settings summary").click()
    for box in driver.find_elements(By.CSS_SELECTOR, ".exam-form input[name=topics]"):
        if box.is_selected() != (box.get_attribute("value") in topics):
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)
            box.click()
    for name, value in (("count", count), ("time_limit", "10")):
        field = driver.find_element(By.NAME, name)
        field.clear()
        field.send_keys(value)
    _tap(driver, lambda d: d.find_element(By.CSS_SELECTOR, ".exam-form button[type=submit]"))


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_take_an_exam_with_skip_and_flag_on_a_phone(browser, quiz_server, lang):
    from selenium.webdriver.common.by import By

    words = WORDS[lang]
    browser.get(quiz_server.url + words["home"])
    _start_exam(browser, ("insufficient_bid", "call_out_of_rotation"), count="3")

    # the countdown stays on screen after scrolling to the foot of a question
    browser.execute_script("window.scrollTo(0, document.documentElement.scrollHeight)")
    timer = browser.find_element(By.CSS_SELECTOR, ".timer")
    top, bottom = browser.execute_script(
        "var r = arguments[0].getBoundingClientRect(); return [r.top, r.bottom]", timer
    )
    assert browser.execute_script("return window.scrollY") > 0
    assert top >= 0 and bottom <= 844 and timer.is_displayed() and words["timer"] in timer.text
    _no_sideways_scroll(browser)

    _tap(browser, lambda d: _button(d, words["skip"]))
    _tap(browser, lambda d: _button(d, words["flag"]))
    _answer_first_choice(browser)

    # only the skipped and the flagged question are left: the overview before submitting
    assert browser.find_element(By.TAG_NAME, "h1").text == words["overview"]
    rows = [li.text for li in browser.find_elements(By.CSS_SELECTOR, ".exam-overview li")]
    assert len(rows) == 3 and rows[0].endswith(words["skipped"]) and rows[1].endswith(words["flagged"])
    _no_sideways_scroll(browser)
    _tap(browser, lambda d: d.find_element(By.CSS_SELECTOR, ".exam-overview li.skipped a"))
    _answer_first_choice(browser)
    rows = [li.text for li in browser.find_elements(By.CSS_SELECTOR, ".exam-overview li")]
    assert rows[1].endswith(words["flagged"]) and not rows[0].endswith(words["skipped"])
    _tap(browser, lambda d: _button(d, words["submit"]))

    page = browser.find_element(By.TAG_NAME, "main").text
    assert words["pass_mark"] in browser.find_element(By.CSS_SELECTOR, ".pass-mark").text
    past = browser.find_elements(By.CSS_SELECTOR, ".past-exam-list li")
    assert words["past"] in page and len(past) == 1 and "/ 3" in past[0].text
    _no_sideways_scroll(browser)


def test_the_last_button_scrolled_to_the_foot_of_the_screen_is_not_under_the_countdown(browser, quiz_server):
    """qa64 (f): on an exam question the countdown bar is fixed at the foot of the screen; the last
    button scrolled to the viewport's bottom edge (scrollIntoView's "end", as a link to it or a
    script scrolls) stood under the bar: a tap there hit the bar. The page now keeps the bar's
    height clear when it scrolls an element into view (scroll-padding-bottom). Claim questions:
    long enough on a 390 x 844 phone that the last button starts below the screen."""
    from selenium.webdriver.common.by import By

    browser.get(quiz_server.url + WORDS["en"]["home"])
    _start_exam(browser, ("claim",), count="2")

    last = browser.find_elements(By.CSS_SELECTOR, "main button")[-1]
    assert last.text.strip() == "End the exam now"
    browser.execute_script("window.scrollTo(0, 0)")
    assert browser.execute_script("return arguments[0].getBoundingClientRect().top", last) > 844
    browser.execute_script("arguments[0].scrollIntoView({block: 'end'})", last)
    bar_top = browser.execute_script("return document.querySelector('.timer-bar').getBoundingClientRect().top")
    button_bottom = browser.execute_script("return arguments[0].getBoundingClientRect().bottom", last)
    assert browser.execute_script("return window.scrollY") > 0
    assert button_bottom <= bar_top, (button_bottom, bar_top)

    old = browser.find_element(By.TAG_NAME, "html")
    last.click()  # where it stands: the bar would take the click
    wait_for_new_page(browser, old, 90)
    assert WORDS["en"]["pass_mark"] in browser.find_element(By.CSS_SELECTOR, ".pass-mark").text  # the exam ended
