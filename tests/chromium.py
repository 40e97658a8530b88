"""Debian's Chromium under Selenium, for the tests of what a person clicks (issues 11 and 12):
where the binaries are, the flags that let it start on this machine's closed network, a window of
a given size (a phone's viewport emulated where asked: headless Chromium keeps a window at least
500 px wide whatever --window-size says), and how a test knows the page it clicked away from has
gone. `make browser` installs chromium and chromedriver where missing.

A live-server test's window fixture asks for the live server and `imported_laws` itself (or comes
after them in the test's arguments), so that the window is closed before the tables' teardown
waits for the server's requests to end (conftest.py): an open window keeps idle connections, each
a request thread of the live server, and that wait then lasted its whole 30 s.
"""

from __future__ import annotations

import contextlib
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from config.memory_folder import in_memory

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
INSTALLED = Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()
needs_chromium = pytest.mark.skipif(
    not INSTALLED, reason="Debian's chromium and chromedriver are not installed (make browser installs them)"
)

# Without the background-networking flags Chromium's own connections are refused by the closed
# network, many at a time; /dev/shm is small in containers.
ARGUMENTS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
)


# The windows' profiles in memory where /dev/shm is a tmpfs: a profile that saved the offline book
# holds some 2 700 files, and removing them from this machine's disk took 4-8 s of the test's
# teardown, in memory under one (docs/benchmarks.md, suite39). Elsewhere the system's temporary folder.
PROFILES = in_memory()

# Chromium predicts connections as a reader's does (its "preload pages" setting on): the
# connections it opens ahead of need and leaves idle wait on gunicorn's poller, not in a worker
# (config/gunicorn_worker.py), so the walks meet what a reader meets.

# A page sees no service worker API, as in a browser that offers none: static/js/offline.js then
# installs nothing. A walk that does not read the offline book asks for this: otherwise each fresh
# profile's worker saves the whole book (some 1 000 pages in both languages) in the background,
# about a minute of the server's CPU and some of Chromium's, taken from the walk on two cores.
WITHOUT_SERVICE_WORKERS = "delete Navigator.prototype.serviceWorker;"


def start(
    profile: str,
    width: int,
    height: int,
    *,
    phone: bool = False,
    console_log: bool = False,
    saves_offline: bool = True,
    arguments: tuple[str, ...] = (),
):
    """A Chromium window of width x height on a fresh profile; `phone` lays pages out in a
    mobile viewport of that size, `console_log` keeps the console for driver.get_log("browser"),
    `saves_offline=False` offers pages no service worker (WITHOUT_SERVICE_WORKERS), `arguments`
    are Chromium's flags besides ARGUMENTS (a browser without a back-forward cache, as many a
    phone is short of memory)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in (*ARGUMENTS, *arguments, f"--user-data-dir={profile}", f"--window-size={width},{height}"):
        options.add_argument(argument)
    if console_log:
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    _set_up_tab(driver, width, height, phone=phone, saves_offline=saves_offline)
    return driver


def _set_up_tab(driver, width: int, height: int, *, phone: bool, saves_offline: bool) -> None:
    """What `start` sets in the window's tab (DevTools' emulation and scripts belong to a tab)."""
    if phone:
        metrics = {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": True}
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
    if not saves_offline:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WITHOUT_SERVICE_WORKERS})
    driver.implicitly_wait(0)
    driver.set_page_load_timeout(60)
    driver.set_script_timeout(30)


@contextlib.contextmanager
def chromium(prefix: str, width: int, height: int, **how) -> Iterator:
    """`start`'s window for the length of a block; quit, and its profile removed, whatever happens."""
    profile = tempfile.mkdtemp(prefix=prefix, dir=PROFILES)
    driver = None
    try:
        driver = start(profile, width, height, **how)
        yield driver
    finally:
        if driver is not None:
            with contextlib.suppress(Exception):  # a crashed Chromium: the profile still goes
                driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


# Headless Chromium starts a window at least this wide whatever --window-size asks (a phone's
# 390 px is a 500 px window, its viewport emulated). Resized later, a window takes any width: a
# page in one resized to 390 px saw a 390 px viewport and a 500 px outerWidth, which no started
# window shows (tests/test_chromium_windows.py).
HEADLESS_MIN_WIDTH = 500


def started_size(width: int, height: int) -> dict:
    """The size of a window `start` starts at width x height."""
    return {"width": max(width, HEADLESS_MIN_WIDTH), "height": height}


class Windows:
    """Chromium windows kept for a test session, each lent to one test at a time, as a fresh tab
    on an emptied profile at the size asked. Starting and quitting Chromium is some 1-1.5 s of CPU
    and 1-2.5 s of wall time (docs/benchmarks.md, suite27, suite49, suite51), and some twenty
    browser tests open a window. What a test leaves behind does not reach the next: its tab is
    closed for a new one as the test ends, and at the next loan the new tab gets `start`'s
    settings, the window the size `start` would have started it at, and every origin's cookies,
    storage and cache are emptied. Any idle window serves any loan, whatever size, phone or console
    it was started or last lent for: kept by those, a worker started a Chromium for each of four
    kinds (a phone, 1280 x 900, two of 1280 x 1000 for the walks, 390 px with its console), where
    now it starts as many as a test borrows at once (two, in the walks).

    Every window keeps its console (`console_log`), read and dropped at each loan: a test that
    reads it sees its own page's only.

    A window that saves the offline book (`saves_offline`, the default of `chromium`) is never
    lent: its service worker and the book it saved belong to its test, so such a test calls
    `chromium` and gets a fresh profile."""

    def __init__(self) -> None:
        self._idle: list[object] = []
        self._open: list[tuple[object, str]] = []

    @contextlib.contextmanager
    def window(self, prefix: str, width: int, height: int, *, phone: bool = False, console_log: bool = False):
        """A window as `chromium(prefix, width, height, phone=..., console_log=..., saves_offline=False)`
        gives, for the length of a block; left on a blank page at its end, for the next test."""
        how = {"phone": phone, "saves_offline": False}
        driver = self._lend(width, height, how)
        if driver is None:
            profile = tempfile.mkdtemp(prefix=prefix, dir=PROFILES)
            driver = start(profile, width, height, console_log=True, **how)
            self._open.append((driver, profile))
        try:
            yield driver
        finally:
            # Nothing of the page goes on loading or asking the server once the test is over
            # (the live server's tables are emptied after it: conftest.py): its tab is closed,
            # and the blank tab opened instead is the one the next loan sets up. Closing it here
            # rather than first loading about:blank in it spares a renderer started and stopped
            # a loan (some 0.1 s of Chromium's CPU: docs/benchmarks.md, suite32).
            with contextlib.suppress(Exception):
                _new_tab(driver)
                self._idle.append(driver)

    def _lend(self, width: int, height: int, how: dict):
        while self._idle:
            driver = self._idle.pop()
            try:
                _fresh_tab(driver, width, height, **how)
                driver.get_log("browser")  # the last test's console, read and gone
                return driver
            except Exception:  # a crashed Chromium: another is started
                continue
        return None

    def close(self) -> None:
        for driver, profile in self._open:
            with contextlib.suppress(Exception):
                driver.quit()
            shutil.rmtree(profile, ignore_errors=True)
        self._open.clear()
        self._idle.clear()


def _new_tab(driver) -> None:
    """The window's tabs closed for a new, blank one (it has no history nor session storage)."""
    old = driver.window_handles
    driver.switch_to.new_window("tab")
    fresh = driver.current_window_handle
    for handle in old:
        driver.switch_to.window(handle)
        driver.close()
    driver.switch_to.window(fresh)


def _fresh_tab(driver, width: int, height: int, **how) -> None:
    """The blank tab the last loan left (`_new_tab`) set up as `start` sets its first, the window
    at the size `start` starts it at, and every origin's cookies, storage and cache emptied."""
    driver.execute_cdp_cmd("Page.bringToFront", {})  # focused, as a first tab is (focus events)
    driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
    driver.execute_cdp_cmd("Network.clearBrowserCache", {})
    driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": "*", "storageTypes": "all"})
    size = started_size(width, height)
    if driver.get_window_size() != size:  # another loan's size, or a test resized it
        driver.set_window_size(size["width"], size["height"])
    _set_up_tab(driver, width, height, **how)


# How often a test asks Chromium whether what it waits for has come (a new page, a preview shown).
# Selenium's WebDriverWait asks at once, then every half second by default: a preview shown 0.1 s
# after the first look was seen 0.4 s late. Each question is one chromedriver command, a few
# milliseconds.
POLL_INTERVAL = 0.05


def waiting(driver, seconds: float):
    """Selenium's WebDriverWait for up to `seconds`, asking every POLL_INTERVAL."""
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, seconds, poll_frequency=POLL_INTERVAL)


def page_left(element) -> bool:
    """Whether the page `element` belongs to has gone. Chromedriver says so with a
    StaleElementReference or, under load, with a plain "Node with given id does not belong to the
    document" error, which Selenium's staleness_of does not catch."""
    from selenium.common.exceptions import WebDriverException

    try:
        element.is_enabled()
    except WebDriverException:
        return True
    return False


def wait_for_new_page(driver, old, seconds: float) -> None:
    """Until the page whose <html> element is `old` has gone and the next one has loaded: a click
    that loads a page returns before the browser has left the old one."""
    wait = waiting(driver, seconds)
    wait.until(lambda _: page_left(old))
    wait.until(lambda d: d.execute_script("return document.readyState") == "complete")


def tap_to_new_page(driver, element, seconds: float = 90) -> None:
    """Tap `element` (scrolled into the middle of the screen first, as a thumb would reach it) and
    wait for the page it loads (wait_for_new_page)."""
    from selenium.webdriver.common.by import By

    old = driver.find_element(By.TAG_NAME, "html")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()
    wait_for_new_page(driver, old, seconds)
