"""A director on a 390 px phone pastes a long Turkish passage into the search box of the header or
of the home page. Those boxes took any length, and a GET of some 700 Turkish letters (six bytes each
in the address: %C5%9F) passes gunicorn's request line limit (4094 bytes, its default): the
server's bare English "URI Too Long" page, not the site's (polish73). The search reads only its
first MAX_QUERY_CHARS characters anyway, and the search page's own box has always held no more:
now every search box holds that many, and the address stays well inside the limit."""

import pytest

from lawbook.search.query import MAX_QUERY_CHARS
from tests.chromium import needs_chromium, wait_for_new_page

pytestmark = [pytest.mark.browser, needs_chromium]

GUNICORN_REQUEST_LINE = 4094  # gunicorn's limit_request_line; gunicorn.conf.py keeps the default


@pytest.fixture
def phone(live_server, imported_laws, chromium_windows):
    # After the live server and its Laws: the window goes first (tests/chromium.py).
    with chromium_windows.window("search-box-phone-", 390, 844, phone=True) as driver:
        yield driver


@pytest.mark.parametrize(
    "page,box", [("/tr/", "home-q"), ("/tr/yasa/64/", "site-q"), ("/tr/ara/?q=rönons", "search-q")]
)
def test_a_long_passage_pasted_into_a_search_box_is_searched_and_not_refused(phone, live_server, page, box):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    phone.get(live_server.url + page)
    field = phone.find_element(By.ID, box)
    field.clear()
    field.send_keys("ş" * 800)
    assert len(field.get_attribute("value")) == MAX_QUERY_CHARS
    old = phone.find_element(By.TAG_NAME, "html")
    field.send_keys(Keys.ENTER)
    wait_for_new_page(phone, old, 90)
    address = phone.current_url[len(live_server.url) :]
    assert address.startswith("/tr/ara/?")
    assert len(f"GET {address} HTTP/1.1") < GUNICORN_REQUEST_LINE
