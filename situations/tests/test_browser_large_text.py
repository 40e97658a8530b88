"""The table's pages at large text on a phone, in a real Chromium (qa59): many players read at
200 % text. The page at 200 % zoom on a 390 px phone (a layout 195 CSS px wide) must fit the
screen: nothing runs off its right edge, no sideways scrolling."""

from __future__ import annotations

import urllib.parse

import pytest

from situations.tests.table.test_table import DEAL
from tests.chromium import needs_chromium

pytestmark = [pytest.mark.browser, needs_chromium]


@pytest.fixture
def phone(lawbook_server, chromium_windows):
    # After the live server and its Laws: torn down first (tests/chromium.py). The session's
    # window (conftest.chromium_windows); the 200 % is the page's own zoom, gone with the page.
    with chromium_windows.window("situations-large-", 390, 844, phone=True) as driver:
        yield driver


# What runs off the right edge of the window, outside any box that scrolls sideways on purpose.
OVERFLOWING = """
var width = document.documentElement.clientWidth, found = [];
document.querySelectorAll('body *').forEach(function (e) {
  var box = e.getBoundingClientRect();
  if (box.width === 0 || box.right <= width + 1) return;
  for (var p = e.parentElement; p; p = p.parentElement) {
    var x = getComputedStyle(p).overflowX;
    if (x === 'auto' || x === 'scroll' || x === 'hidden') return;
  }
  found.push(e.tagName + (e.id ? '#' + e.id : '') + ' right=' + Math.round(box.right));
});
return [document.documentElement.scrollWidth - width, found];
"""

TABLE = urllib.parse.urlencode({"deal": DEAL, "contract": "4H", "declarer": "S", "vul": "0", "play": "W:S2"})


@pytest.mark.parametrize("path", ["/tr/masa/", "/en/table/", "/tr/masa/?" + TABLE])
def test_the_table_pages_fit_a_phone_at_200_percent(phone, lawbook_server, path):
    """The start page's "PBN or LIN file" field ran 147 px off a 390 px phone at 200 %: a reader
    scrolled sideways to reach its button. The deal page is checked beside it."""
    phone.get(lawbook_server.url + path)
    phone.execute_script("document.documentElement.style.zoom = '2'")
    extra, found = phone.execute_script(OVERFLOWING)
    assert extra <= 0 and found == [], (extra, found)


# The auction table with a record (table74): its box's findings, "Unintended call" among them, and
# the "A new auction" form, each input's right edge (a select inside its row is not an overflow the
# page's scrollWidth shows); the whole page is checked below.
AUCTION = urllib.parse.urlencode({"dealer": "N", "vul": "None", "calls": "N:1H,E:pass,S:2H,S:2S.i"})
INPUTS_RIGHT = """
var width = document.documentElement.clientWidth, found = [];
['input[name=intended]', 'input[name=artificial]', 'input[name=comparable]', '#a-dealer', '#a-vul'].forEach(function (s) {
  var input = document.querySelector(s), label = input.closest('label') || input;
  [input, label, input.parentElement].forEach(function (e) {
    var box = e.getBoundingClientRect();
    if (box.right > width + 1) found.push(s + ' ' + e.tagName + ' right=' + Math.round(box.right));
  });
});
return found;
"""


@pytest.mark.parametrize("path", ["/tr/masa/artirim/?" + AUCTION, "/en/table/auction/?" + AUCTION])
def test_the_auction_tables_inputs_fit_a_phone_at_200_percent(phone, lawbook_server, path):
    """The vulnerability's select (its longest option) ran 44 px off the screen: now at most its
    row's width (static/css/situations.css)."""
    phone.get(lawbook_server.url + path)
    phone.execute_script("document.documentElement.style.zoom = '2'")
    assert phone.execute_script(INPUTS_RIGHT) == []


@pytest.mark.parametrize("path", ["/tr/masa/artirim/?" + AUCTION, "/en/table/auction/?" + AUCTION])
def test_the_auction_table_fits_a_phone_at_200_percent(phone, lawbook_server, path):
    """The whole auction page, its bidding box and grid too: five bids a row ("7NT" in a fifth of
    195 CSS px) and the grid's marks ("konuşmasıyla" in a quarter) ran up to 44 px off the screen
    (table74); a reader at 200 % scrolled sideways to reach the last strain."""
    phone.get(lawbook_server.url + path)
    phone.execute_script("document.documentElement.style.zoom = '2'")
    extra, found = phone.execute_script(OVERFLOWING)
    assert extra <= 0 and found == [], (extra, found)
