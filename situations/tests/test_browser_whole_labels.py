"""A label is never broken across lines on a guide's page at 390 px (Chromium), as on the Law pages
and in the book (lawbook/text/whole_labels.py, docs/benchmarks.md's book1). Before polish71 a
guide's citation link broke after its "Law"/"Yasa" ("Law" | "27B1(a)"), and inside its label too
("Law 30B1(b)" | "(ii)"), and the read-out page's "Yasa 30B1(b)" | "(i)" in plain words: 231 links
and 1 label broken on 287 English pages, 351 and 2 on 476 Turkish ones (a crawl of every guide page)."""

import pytest

from tests.chromium import needs_chromium

pytestmark = [pytest.mark.browser, needs_chromium]

PAGES = {
    "en": [
        "/en/what-happened/call-out-of-rotation/not-accepted/pass/partner/other/",  # "Law 30B1(b)(ii)"
        "/en/what-happened/insufficient-bid/not-accepted/lowest-same/",  # "Law 27B1(a)"
        "/en/what-happened/call-out-of-rotation/not-accepted/pass/partner/comparable/read-out/",
    ],
    "tr": [
        "/tr/ne-oldu/insufficient-bid/not-accepted/lowest-same/",  # "Yasa 27B1(a)"
        "/tr/ne-oldu/call-out-of-rotation/not-accepted/pass/partner/comparable/masada-oku/",  # "Yasa 30B1(b)(i)"
        "/tr/ne-oldu/call-out-of-rotation/right-player-called/partner/pass/masada-oku/",
    ],
}

# Each label in the page's text (a Range over its characters, so a label in plain words counts as one
# in a link) and each citation link: the distinct tops of their boxes, more than one where it broke.
BROKEN = r"""
const broken = [];
const label = /\b\d{1,2}[A-H]\d{0,2}(?:\([a-z]\))?(?:\([ivx]+\))?/g;
const tops = rects => new Set([...rects].filter(r => r.width > 0).map(r => Math.round(r.top))).size;
const walker = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_TEXT);
for (let node; (node = walker.nextNode()); ) {
  for (const found of node.textContent.matchAll(label)) {
    const range = document.createRange();
    range.setStart(node, found.index);
    range.setEnd(node, found.index + found[0].length);
    if (tops(range.getClientRects()) > 1) broken.push(found[0]);
  }
}
for (const link of document.querySelectorAll('main a.guide-cite')) {
  if (tops(link.getClientRects()) > 1) broken.push(link.textContent);
}
return [broken, document.querySelectorAll('main a.guide-cite, main .whole-label').length];
"""


@pytest.fixture
def phone(lawbook_server, chromium_windows):
    # After the live server and its Laws: torn down first (test_browser.py's `browser` says why).
    with chromium_windows.window("situations-labels-", 390, 844, phone=True) as driver:
        yield driver


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_no_label_of_a_guide_breaks_across_lines_on_a_phone(lawbook_server, phone, lang):
    for page in PAGES[lang]:
        phone.get(lawbook_server.url + page)
        broken, kept = phone.execute_script(BROKEN)
        assert kept, page  # the page has labels to keep whole
        assert broken == [], page
        assert phone.execute_script("return document.documentElement.scrollWidth") <= 390, page
