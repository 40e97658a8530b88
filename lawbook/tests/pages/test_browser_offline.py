"""The book at the table without a connection, on a 390 px phone in a real Chromium (issue 25): the
page says that the Laws are being saved and when they are ready, and a paragraph permalink
(/tr/yasa/64B3/, the links of the situation guides) opens at its paragraph in the saved Law page
once the connection is gone, in both languages; a citation typed in the search box opens its saved
paragraph, and one of a paragraph the Laws do not have ("50Z") the nearest one with the online page's
words (fix58; `_missing_paragraphs_offline`).

Selenium drives Debian's chromium and chromedriver against pytest-django's live server; the
connection is cut with Chrome DevTools' network emulation."""

from __future__ import annotations

import json
import re
import time
import urllib.request

import pytest

from tests.chromium import chromium, needs_chromium

pytestmark = [pytest.mark.browser, needs_chromium]

WIDTH, HEIGHT = 390, 844
# The first visit saves some 1 250 addresses (the situation guides 476 in each language: docs/benchmarks.md,
# suite39); on a busy test machine that takes minutes, not seconds.
SAVING_TIMEOUT = 240


@pytest.fixture
def lawbook_live(live_server, imported_laws):
    """The live server with the Laws in its database (conftest.imported_laws)."""
    return live_server


@pytest.fixture
def phone():
    with chromium("chromium-offline-", WIDTH, HEIGHT, phone=True) as driver:
        driver.implicitly_wait(0)
        yield driver


def wait_until(driver, condition, timeout=10):
    # Every 0.2 s, not tests/chromium.POLL_INTERVAL: the saved page a jump opens (the worker's
    # answer, once the book is saved) is mostly there at the first look. The long wait, the whole
    # book being saved, is wait_for_status's.
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout, poll_frequency=0.2).until(lambda d: condition(d))


def status_text(driver) -> str:
    return driver.execute_script("var s = document.getElementById('offline-status'); return s ? s.textContent : ''")


# The status line's text once it is no longer arguments[0]: told by the page when it changes (a
# MutationObserver), not asked for every 0.2 s. static/js/offline.js changes it at most every 2 s
# while the book is saved (QUIET_MS), then once for "ready": some 30 answers where the polls were
# some 300 scripts run in the page Chromium is busy saving (docs/benchmarks.md, suite51).
STATUS_CHANGED = """
var before = arguments[0], done = arguments[arguments.length - 1];
var status = document.getElementById('offline-status');
if (!status || status.textContent !== before) { done(status ? status.textContent : ''); return; }
new MutationObserver(function (changes, observer) {
  if (status.textContent !== before) { observer.disconnect(); done(status.textContent); }
}).observe(status, {childList: true, characterData: true, subtree: true});
"""
# Each wait a script of its own, within Selenium's 120 s for an answer from chromedriver.
STATUS_WAIT_AT_MOST = 60


def wait_for_status(driver, condition, timeout: float) -> str:
    """The status line's text once `condition` holds for it, read at each of its changes."""
    from selenium.common.exceptions import TimeoutException

    deadline = time.monotonic() + timeout
    text = status_text(driver)
    try:
        while not condition(text):
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutException(f"the status line still says {text!r} after {timeout} s")
            driver.set_script_timeout(min(left, STATUS_WAIT_AT_MOST))
            try:
                text = driver.execute_async_script(STATUS_CHANGED, text)
            except TimeoutException:
                text = status_text(driver)
    finally:
        driver.set_script_timeout(30)  # tests/chromium.py's, for the scripts after
    return text


def translated(lang: str, msgid: str) -> str:
    from django.utils import translation
    from django.utils.translation import gettext

    with translation.override(lang):
        return gettext(msgid)


class DevTools:
    """The browser's own DevTools connection (Selenium's execute_cdp_cmd reaches the page only).
    Cutting the page's connection is not enough: the service worker fetches in its own target, and
    it must find no network either, as at a table without signal."""

    def __init__(self, driver):
        import websocket

        address = driver.capabilities["goog:chromeOptions"]["debuggerAddress"]
        with urllib.request.urlopen(f"http://{address}/json/version") as response:
            endpoint = json.load(response)["webSocketDebuggerUrl"]
        self.socket = websocket.create_connection(endpoint, timeout=20, suppress_origin=True)
        self.last_id = 0

    def send(self, method: str, params: dict | None = None, session: str | None = None) -> dict:
        self.last_id += 1
        message = {"id": self.last_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.socket.send(json.dumps(message))
        while True:  # events of the attached targets come in between
            reply = json.loads(self.socket.recv())
            if reply.get("id") == self.last_id:
                assert "error" not in reply, reply
                return reply.get("result", {})

    def go_offline(self) -> list[str]:
        """Every page and worker of the browser without a network; the kinds of targets cut off."""
        cut = []
        for target in self.send("Target.getTargets")["targetInfos"]:
            if target["type"] not in ("page", "service_worker"):
                continue
            session = self.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})["sessionId"]
            self.send("Network.enable", session=session)
            self.send("Network.emulateNetworkConditions", OFFLINE, session=session)
            cut.append(target["type"])
        return cut

    def close(self):
        self.socket.close()


OFFLINE = {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}


def first_words(paragraph, lang: str, count: int = 5) -> str:
    return " ".join((getattr(paragraph, f"text_{lang}") or paragraph.text_tr).split()[:count])


def test_the_book_says_it_is_saved_and_permalinks_open_at_their_paragraph_without_a_connection(
    lawbook_live, phone, request
):
    from selenium.webdriver.common.by import By

    from lawbook import queries

    phone.get(lawbook_live.url + "/tr/yasa/64/")
    status = phone.find_element(By.ID, "offline-status")
    assert status.get_attribute("role") == "status" and status.get_attribute("aria-live") == "polite"

    # While the worker saves the book the page counts, in the page's language ("… 120 / 440").
    saving = translated("tr", "Saving the Laws for use offline: %(done)s of %(total)s")
    assert saving != "Saving the Laws for use offline: %(done)s of %(total)s"  # the Turkish catalogue has it
    counting = re.compile(
        re.escape(saving).replace(re.escape("%(done)s"), r"(\d+)").replace(re.escape("%(total)s"), r"(\d+)")
    )
    shown = wait_for_status(phone, counting.fullmatch, timeout=60)
    done, total = map(int, counting.fullmatch(shown).groups())
    assert 0 <= done <= total and total > 2 * 93  # every Law in both languages, and more
    # Small and out of the way on a phone: one line at the foot of the screen that taps pass through.
    box = phone.execute_script(
        "var b = arguments[0].getBoundingClientRect(); return [b.left, b.right, b.top, b.bottom]", status
    )
    assert box[0] >= 0 and box[1] <= WIDTH and box[3] <= HEIGHT and box[3] - box[2] < 32  # one line
    assert status.value_of_css_property("pointer-events") == "none"

    ready = translated("tr", "Ready to use without a connection")
    wait_for_status(phone, lambda text: text == ready, timeout=SAVING_TIMEOUT)
    assert phone.execute_script("return !!navigator.serviceWorker.controller")

    devtools = DevTools(phone)
    request.addfinalizer(devtools.close)
    assert sorted(devtools.go_offline()) == ["page", "service_worker"]
    # Really without a connection, the worker too: a page it did not save is the offline page.
    phone.get(lawbook_live.url + "/tr/ara/?q=revoke")
    assert translated("tr", "No connection") in phone.find_element(By.TAG_NAME, "h1").text
    # A citation typed in the search box is a jump, as online: to the saved Law page at the
    # paragraph (it was "No connection", the look-up made most at the table).
    for typed, law_page, anchor in (
        ("/tr/ara/?q=yasa+50d2a", "/tr/yasa/50/", "50D2a"),
        ("/en/search/?q=Law%2027B-1-b", "/en/law/27/", "27B1b"),
        ("/tr/ara/?q=64", "/tr/yasa/64/", "64"),  # online too: /tr/yasa/64/#64
        # qa82: what the online search also reads (lawbook.search.query.citation), which fell to "No
        # connection": an abbreviation before the number, a Turkish case ending after an apostrophe.
        ("/en/search/?q=L64B2", "/en/law/64/", "64B2"),
        ("/tr/ara/?q=Y.50D", "/tr/yasa/50/", "50D"),
        ("/tr/ara/?q=md.%2012", "/tr/yasa/12/", "12"),
        ("/tr/ara/?q=Yasa%2064%E2%80%99e", "/tr/yasa/64/", "64"),
        ("/tr/ara/?q=50D2a%27da", "/tr/yasa/50/", "50D2a"),
    ):
        phone.get(lawbook_live.url + typed)
        wait_until(phone, lambda d, law_page=law_page: d.current_url.split("#")[0].endswith(law_page))
        assert phone.current_url.endswith(f"{law_page}#{anchor}"), typed
        assert translated("tr", "No connection") not in phone.find_element(By.TAG_NAME, "h1").text
    _missing_paragraphs_offline(phone, lawbook_live.url)

    # Law 64B3 as the guides link it; each paragraph's text is read from the database and looked for
    # on the page.
    revoke = queries.paragraphs().get(law__number=64, anchor="64B3")
    with_item = queries.paragraphs().filter(label__contains="(").order_by("law__number", "position").first()
    visits = [
        ("tr", "/tr/yasa/64B3/", revoke),
        ("en", "/en/law/64B3/", revoke),
        ("en", "/en/law/Law%2064b3/", revoke),  # the view also reads what people type
        ("tr", f"/tr/yasa/{with_item.label}/", with_item),  # a label with its parentheses
        ("en", f"/en/law/{with_item.anchor}/", with_item),  # and without them
    ]
    for lang, permalink, paragraph in visits:
        phone.get(lawbook_live.url + permalink)
        law_page = {"tr": "/tr/yasa/", "en": "/en/law/"}[lang] + f"{paragraph.law.number}/"
        wait_until(phone, lambda d, law_page=law_page: d.current_url.split("#")[0].endswith(law_page))
        assert phone.current_url.endswith(f"{law_page}#{paragraph.anchor}"), permalink
        assert translated(lang, "No connection") not in phone.find_element(By.TAG_NAME, "body").text
        shown = phone.find_element(By.ID, paragraph.anchor)
        assert first_words(paragraph, lang) in " ".join(shown.text.split()), permalink
        # At the paragraph: on the screen, not at the top of the Law.
        top = phone.execute_script("return arguments[0].getBoundingClientRect().top", shown)
        assert 0 <= top < HEIGHT / 2, permalink


def _missing_paragraphs_offline(phone, url: str) -> None:
    """A citation of a paragraph the Laws do not have, typed without a connection (fix58): "50Z" fell
    to the "No connection" page, where online the results page says "Yasa 50 içinde Z paragrafı yok.
    Aşağıda Yasa 50 var." above Law 50 (search57). The worker opens the saved page of the nearest
    paragraph the Laws have, and the page says the same words. Law 50's sections run from A to E (TR
    "A. Cezalı Kart Açık Durur" ... "E. Cezalı Karttan Edinilen Bilgi"; WBF "A. Penalty Card Remains
    Exposed" ... "E. Information from a Penalty Card"), Law 12's from A to C (TR "C. Ayarlı Skor
    Verilmesi"; WBF "C. Awarding an Adjusted Score"), and the Laws end at Law 93 (TR "YASA 93 – İTİRAZ
    PROSEDÜRÜ", WBF "LAW 93 - PROCEDURES OF APPEAL"): no 50Z, no 12Q, no Law 99. Part of the walk
    above, which has saved the book and cut the connection: saving it a second time for this alone
    cost the suite a minute."""
    from selenium.webdriver.common.by import By

    for typed, law_page, anchor, says in (
        ("/tr/ara/?q=50Z", "/tr/yasa/50/", "50", "Yasa 50 içinde Z paragrafı yok. Aşağıda Yasa 50 var."),
        ("/en/search/?q=Law%2012Q", "/en/law/12/", "12", "Law 12 has no paragraph Q. Below is Law 12."),
        ("/en/search/?q=50D9", "/en/law/50/", "50D", "Paragraph 50D has no paragraph 9. Below is 50D."),
    ):
        phone.get(url + typed)
        wait_until(phone, lambda d, law_page=law_page: d.current_url.split("?")[0].split("#")[0].endswith(law_page))
        assert phone.current_url.endswith(f"#{anchor}"), (typed, phone.current_url)
        assert translated("tr", "No connection") not in phone.find_element(By.TAG_NAME, "h1").text
        notes = [p.text for p in phone.find_elements(By.CSS_SELECTOR, "article.law p.missing-paragraph")]
        assert notes == [says], (typed, notes)
        # Where the reader lands: in the paragraph shown, on the screen, not at the head of the page.
        note = phone.find_element(By.CSS_SELECTOR, f'[id="{anchor}"] > p.missing-paragraph')
        top = phone.execute_script("return arguments[0].getBoundingClientRect().top", note)
        assert 0 <= top < phone.execute_script("return window.innerHeight") / 2, (typed, top)

    # No Law 99: no nearest paragraph, the offline page as before.
    phone.get(url + "/tr/ara/?q=99Z")
    assert translated("tr", "No connection") in phone.find_element(By.TAG_NAME, "h1").text
    # A paragraph the Laws have is a jump with no such note.
    phone.get(url + "/tr/ara/?q=50D2")
    wait_until(phone, lambda d: d.current_url.endswith("/tr/yasa/50/#50D2"))
    assert not phone.find_elements(By.CSS_SELECTOR, "p.missing-paragraph")
