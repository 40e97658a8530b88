"""A guide Ending's quoted footnote on a 390 px phone (Chromium), foot90: the footnote's marker stands
in the quoted words (16B3, TR "... hakemi çağırmalıdır⁵"; WBF "... he should call the Director when
play has ended"; footnote 5, TR "Hakemi hemen veya daha sonra çağırmak bir usulsüzlük oluşturmaz",
WBF "It is not an infraction to call the Director earlier or later"), the footnote's aside below
the quote does not overflow the screen, and the marker's link leads to it. (The desk's ruling page
at 390 px is not covered here.)"""

import pytest

from tests.chromium import needs_chromium

pytestmark = [pytest.mark.browser, needs_chromium]

PAGES = {"en": "/en/what-happened/hesitation/opponent/", "tr": "/tr/ne-oldu/hesitation/opponent/"}

OPEN_AND_MEASURE = r"""
const details = document.querySelector('details.cited[data-label="16B3"]');
details.open = true;
const aside = document.getElementById('quoted-fn-16B3-5');
const marker = details.querySelector('a.fn-ref[href="#quoted-fn-16B3-5"]');
const box = aside.getBoundingClientRect();
return [!!marker, Math.round(box.left), Math.round(box.right), document.documentElement.scrollWidth];
"""


@pytest.fixture
def phone(lawbook_server, chromium_windows):
    # After the live server and its Laws: torn down first (test_browser.py's `browser` says why).
    with chromium_windows.window("situations-footnote-", 390, 844, phone=True) as driver:
        yield driver


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_quoted_footnote_fits_a_phone_and_its_marker_leads_to_it(lawbook_server, phone, lang):
    phone.get(lawbook_server.url + PAGES[lang])
    marker, left, right, width = phone.execute_script(OPEN_AND_MEASURE)
    assert marker
    assert left >= 0 and right <= 390 and width <= 390
    phone.execute_script("document.querySelector('a.fn-ref[href=\"#quoted-fn-16B3-5\"]').click()")
    assert phone.execute_script("return location.hash") == "#quoted-fn-16B3-5"
    top, _bottom = phone.execute_script(
        "const b = document.getElementById('quoted-fn-16B3-5').getBoundingClientRect(); return [b.top, b.bottom];"
    )
    assert 0 <= top < 844  # scrolled into view
