"""The session's Chromium windows (tests/chromium.py, Windows; conftest.chromium_windows): a window
lent again to a test is, as far as a page can tell, the fresh window `chromium` would have started:
none of the last test's cookies, local or session storage, IndexedDB or history, the phone's
viewport and no service worker API, the tab focused (a focus() fires its events: the citation
preview of lawbook/tests/pages/test_browser_reading.py opens on it), the size it was started at,
screen media (situations' 16C grid test emulates print). A window lent at one size and then at
another is a fresh window of the second size, and a console read at a loan holds nothing of the
last. Two windows lent at once (the walks' two people) are two Chromiums, neither seeing the
other's cookies."""

from __future__ import annotations

import http.server
import threading

import pytest

from tests.chromium import chromium, needs_chromium

pytestmark = [pytest.mark.browser, needs_chromium]

PAGE = b"<!doctype html><meta name=viewport content='width=device-width'><input id=field><p>page</p>"

# What a page sees of the window it is in.
STATE = """
return {
  cookie: document.cookie,
  local: localStorage.length,
  session: sessionStorage.length,
  history: history.length,
  width: window.innerWidth,
  serviceWorker: 'serviceWorker' in navigator,
  focused: document.hasFocus(),
  outer: [window.outerWidth, window.outerHeight],
  print: matchMedia('print').matches,
};
"""
LEAVE_BEHIND = """
localStorage.setItem('left', '1');
sessionStorage.setItem('left', '1');
document.cookie = 'left=1; path=/; max-age=3600';
history.pushState({}, '', '#moved');
indexedDB.open('left');
"""


class Page(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.end_headers()
        self.wfile.write(PAGE)

    def log_message(self, *args):
        pass


@pytest.fixture
def page_url():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Page)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()


def seen(driver, url: str) -> dict:
    driver.get(url)
    return driver.execute_script(STATE)


def databases(driver) -> list:
    return driver.execute_async_script(
        "var done = arguments[0]; indexedDB.databases().then(function (d) { done(d.map(function (x) { return x.name; })); });"
    )


def test_a_window_lent_again_is_as_a_fresh_one(page_url, chromium_windows):
    # The session's windows (the exam's and the older terms' phone windows may have been lent
    # before): one fresh window started as the reference, no more.
    with chromium("fresh-", 390, 844, phone=True, saves_offline=False) as fresh:
        expected = seen(fresh, page_url)
    with chromium_windows.window("lent-", 390, 844, phone=True) as first:
        assert seen(first, page_url) == expected
        first.execute_script(LEAVE_BEHIND)
        first.set_window_size(800, 600)
        first.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        assert first.execute_script(STATE)["print"]
        first.switch_to.new_window("tab")  # a test that opened a second tab
    with chromium_windows.window("lent-", 390, 844, phone=True) as again:
        assert again is first  # the same Chromium, not another started
        assert seen(again, page_url) == expected
        assert databases(again) == []


def test_two_windows_lent_at_once_are_two_people(page_url, chromium_windows):
    """The walks' director and pollee (or two editors) each have a window of their own."""
    with chromium_windows.window("lent-", 1280, 1000) as one, chromium_windows.window("lent-", 1280, 1000) as other:
        assert one is not other
        one.get(page_url)
        one.execute_script(LEAVE_BEHIND)
        assert seen(other, page_url)["cookie"] == ""
    with chromium_windows.window("lent-", 1280, 1000) as again, chromium_windows.window("lent-", 1280, 1000) as second:
        assert {id(again), id(second)} == {id(one), id(other)}  # both lent again, none started
        assert seen(again, page_url)["cookie"] == seen(second, page_url)["cookie"] == ""


def test_a_window_lent_at_another_size_is_as_a_fresh_one_of_that_size(page_url, chromium_windows):
    """One window serves every size: a desk's 1280 x 1000, then a 390 px window that is no phone
    (lawbook/tests/pages/test_browser_reading.py's, with its console), which headless Chromium
    starts 500 px wide; a page there sees what it sees in a window started at that size."""
    with chromium("fresh-", 390, 844, saves_offline=False) as fresh:
        expected = seen(fresh, page_url)
    with chromium_windows.window("lent-", 1280, 1000) as desk:
        assert seen(desk, page_url)["width"] == 1280
        desk.execute_script("console.log('left behind')")
    with chromium_windows.window("lent-", 390, 844, console_log=True) as narrow:
        assert narrow is desk  # the same Chromium, not another started
        assert seen(narrow, page_url) == expected
        assert not [entry for entry in narrow.get_log("browser") if "left behind" in entry["message"]]
