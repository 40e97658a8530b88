"""Real Chromium on a 390 px phone records an insufficient bid at the auction table by tapping the
bidding box and the left-hand opponent's choice, as a Director does at the table; every step a GET
URL, no sideways scrolling, each call a thumb-sized target. The ruling is the engine's: 27B1(a)
(TR "yetersiz deklare, geri alınan konuşma ile aynı tür(ler)i belirten en düşük yeterli deklare ile
düzeltilirse, artırım başka bir onarma yapılmaksızın devam eder"; WBF "if the insufficient bid is
corrected by the lowest sufficient bid which specifies the same denomination(s) as that specified by
the withdrawn call, the auction proceeds without further rectification")."""

import pytest

from tests.chromium import needs_chromium, wait_for_new_page

pytestmark = [pytest.mark.browser, needs_chromium]

PATH = {"tr": "/tr/masa/artirim/", "en": "/en/table/auction/"}
REFUSES = {"tr": "Güney kabul etmiyor", "en": "South does not accept"}


@pytest.fixture
def browser(lawbook_server, chromium_windows):
    # The session's window (conftest.chromium_windows), as chromium(..., saves_offline=False) opens one.
    with chromium_windows.window("auction-table-chrome-", 390, 844, phone=True) as driver:
        yield driver


def tap_call(driver, code: str):
    from selenium.webdriver.common.by import By

    button = driver.find_element(By.CSS_SELECTOR, f'button[name="call"][value="{code}"]')
    assert button.size["height"] >= 44 and button.size["width"] >= 44  # a thumb-sized target
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    old = driver.find_element(By.TAG_NAME, "html")
    button.click()
    wait_for_new_page(driver, old, 30)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_an_insufficient_bid_recorded_by_tapping(browser, lawbook_server, lang):
    from selenium.webdriver.common.by import By

    browser.get(lawbook_server.url + PATH[lang] + "?dealer=N")
    tap_call(browser, "1S")  # North, in turn
    tap_call(browser, "1H")  # East, insufficient
    refuse = [a for a in browser.find_elements(By.CSS_SELECTOR, ".decision a.big-button") if a.text == REFUSES[lang]]
    assert refuse and refuse[0].size["height"] >= 48
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", refuse[0])
    refuse[0].click()
    tap_call(browser, "2H")  # East corrects with the lowest sufficient bid in hearts
    assert "calls=N:1S,E:1H,S:reject,E:2H" in browser.current_url
    first = browser.find_element(By.CSS_SELECTOR, "details.cited").get_attribute("data-label")
    assert first == "27B1(a)"
    assert browser.execute_script("return document.documentElement.scrollWidth") <= 390  # no sideways scrolling
    events = [li.text for li in browser.find_elements(By.CSS_SELECTOR, ".auction-events li")]
    assert len(events) == 4


# qa93: the grid's cells on a 390 px phone cut Turkish and English words mid-word, with no hyphen
# ("uygulanma" / "z:", "comparabl" / "e", "(unintende" / "d:"): `overflow-wrap: anywhere` broke any
# word wider than a quarter of the grid at 13 px. A record with the grid's longer marks: an
# insufficient bid not accepted and replaced by an artificial comparable call (27B1(b): "Law 16C
# does not apply"), an artificial 2NT and an unintended call replaced (25A).
MARKED = "?dealer=N&vul=None&calls=N:1S,E:1H,S:reject,E:2C.ac,S:pass,W:2NT.a,N:pass,E:pass,S:2S,S:3S.i"

# Each word of the grid's visible text whose letters sit on more than one line (a word that the cell
# broke), and the grid's overflow past its box. The suit's spoken name is for screen readers only.
SPLIT_WORDS = """
var found = [];
document.querySelectorAll('.auction-grid td').forEach(function (td) {
  var walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
  for (var node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement.closest('.visually-hidden')) continue;
    var re = /\\S+/g, m;
    while ((m = re.exec(node.data))) {
      var range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      var tops = Array.from(range.getClientRects()).filter(function (r) { return r.width > 0; })
        .map(function (r) { return Math.round(r.top); });
      if (tops.some(function (t) { return Math.abs(t - tops[0]) > 2; })) found.push(m[0]);
    }
  }
});
var wrap = document.querySelector('.auction-grid').parentElement;
return [found, wrap.scrollWidth - wrap.clientWidth];
"""

# The longest words the grid's marks can hold (situations/auction_table_views.py's marks and their
# Turkish in locale/tr), each measured in a call's marks: its width against the cell's own.
LONGEST = [
    "konuşmasıyla",
    "çerçevesinde",
    "değiştirildi)",
    "uygulanmaz:",
    "(inadmissible",
    "(unintended:",
    "comparable)",
]
TOO_WIDE = """
var marks = document.querySelector('.auction-grid .call-marks'), td = marks.closest('td'), style = getComputedStyle(td);
var room = td.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
return arguments[0].filter(function (word) {
  var span = document.createElement('span');
  span.style.whiteSpace = 'nowrap';
  span.textContent = word;
  marks.appendChild(span);
  var width = span.getBoundingClientRect().width;
  span.remove();
  return width > room;
});
"""


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_grid_breaks_lines_between_words_on_a_phone(browser, lawbook_server, lang):
    browser.get(lawbook_server.url + PATH[lang] + MARKED)
    split, overflow = browser.execute_script(SPLIT_WORDS)
    assert split == [] and overflow <= 0, (split, overflow)
    assert browser.execute_script(TOO_WIDE, LONGEST) == []
