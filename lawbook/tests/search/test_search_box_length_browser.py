"""A director on a 390 px phone pastes a long story into the search box of the header, of the home
page or of the search page. The search reads its first MAX_QUERY_CHARS characters and says so
("Yalnızca ilk 200 karakter arandı."), but the boxes held no more than that many (polish73: a GET of
some 700 Turkish letters passed gunicorn's request line limit), so the paste was cut there by the
browser, unseen, and the page never said that the end of the story (often its question) was left
out (polish78). Now each box holds twice as many, still an address inside gunicorn's limit with
the dearest characters a box takes (three-byte ones such as "…", nine bytes each percent-encoded),
and the page says the story was cut."""

import pytest

from lawbook.search.query import MAX_QUERY_CHARS
from tests.chromium import needs_chromium, wait_for_new_page

pytestmark = [pytest.mark.browser, needs_chromium]

GUNICORN_REQUEST_LINE = 4094  # gunicorn's limit_request_line; gunicorn.conf.py keeps the default

STORY = (
    "Dün akşam ben kuzeydeydim, ortağım güneyde oyun yönetiyordu; batı pik papazı ile açtı, yer kartları "
    "açıldı ve ortağım yerden küçük kupa istedi ama ben yanlışlıkla karoyu oynadım, sonra doğu renge uymadı "
    "ve iki löve sonra hakem çağrıldı. Rakip bir kartı masaya düşürdüğünü söyledi: ceza kartı mı?"
)
assert MAX_QUERY_CHARS < len(STORY) < 2 * MAX_QUERY_CHARS


@pytest.fixture
def phone(live_server, imported_laws, chromium_windows):
    # After the live server and its Laws: the window goes first (tests/chromium.py).
    with chromium_windows.window("search-box-phone-", 390, 844, phone=True) as driver:
        yield driver


def _paste_and_search(phone, live_server, page, box, text):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    phone.get(live_server.url + page)
    field = phone.find_element(By.ID, box)
    field.clear()
    field.click()
    phone.execute_cdp_cmd("Input.insertText", {"text": text})  # as a paste: one insertion
    old = phone.find_element(By.TAG_NAME, "html")
    field.send_keys(Keys.ENTER)
    wait_for_new_page(phone, old, 90)
    return phone.current_url[len(live_server.url) :]


BOXES = [("/tr/", "home-q"), ("/tr/yasa/64/", "site-q"), ("/tr/ara/?q=rönons", "search-q")]


@pytest.mark.parametrize("page,box", BOXES)
def test_a_long_story_pasted_into_a_search_box_is_searched_and_the_page_says_it_was_cut(phone, live_server, page, box):
    from selenium.webdriver.common.by import By

    address = _paste_and_search(phone, live_server, page, box, STORY)
    assert address.startswith("/tr/ara/?")
    notes = [note.text for note in phone.find_elements(By.CSS_SELECTOR, ".search-note")]
    assert f"Yalnızca ilk {MAX_QUERY_CHARS} karakter arandı." in notes, notes


@pytest.mark.parametrize("page,box", BOXES)
def test_the_longest_paste_a_search_box_takes_is_an_address_inside_the_request_line_limit(
    phone, live_server, page, box
):
    address = _paste_and_search(phone, live_server, page, box, "…" * 2000)
    assert address.startswith("/tr/ara/?")
    assert len(f"GET {address} HTTP/1.1") < GUNICORN_REQUEST_LINE
