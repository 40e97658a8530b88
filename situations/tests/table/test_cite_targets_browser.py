"""A form label's citation, linked beside the <label> (situations/citation_links.py, `split_label`),
is a target on a 390 px phone: the calculator's scoring choice ("Matchpoints (Law 78A)", desklinks2)
and the auction table's findings ("The call is artificial (Laws 27B1(a), 29C, 30C)", "(Law 23A)",
"(Law 25A)", links3). Each link is 18 px high, under WCAG 2.5.8's 24 px, so each must pass its
spacing exception: a 24 px circle centred on the link's box meets no other target (its line boxes,
as a wrapped label has several) and no other undersized target's circle. At the findings' line
height of 1.6, English "30C" came 22.9 px from the next row's checkbox (links3 measured it): the rows
are now 27 px apart. (The session field's "(Law 12C2(c))" ends a label wrapped over two or three
lines and continues its sentence: WCAG 2.5.8's inline exception, not measured here.)"""

import pytest

from tests.chromium import needs_chromium

pytestmark = [pytest.mark.browser, needs_chromium]

PAGES = {
    "tr": ("/tr/hakem/skor/", "/tr/masa/artirim/?dealer=N"),
    "en": ("/en/director/score/", "/en/table/auction/?dealer=N"),
}
CITED = ".cited-choice a.guide-cite, .box-findings a.guide-cite"
# Each citation link's size, the least distance from its centre to another target's line boxes, and
# to another undersized target's centre.
SPACING = r"""
const targets = [...document.querySelectorAll('a[href], input:not([type=hidden]), label, select, textarea, button, summary')]
  .filter(e => e.getClientRects().length);
return [...document.querySelectorAll(arguments[0])].map(link => {
  const b = link.getBoundingClientRect(), cx = b.left + b.width / 2, cy = b.top + b.height / 2;
  let box = Infinity, circle = Infinity;
  for (const t of targets) {
    if (t === link || t.contains(link) || link.contains(t)) continue;
    for (const r of t.getClientRects()) {
      box = Math.min(box, Math.hypot(Math.max(r.left - cx, 0, cx - r.right), Math.max(r.top - cy, 0, cy - r.bottom)));
    }
    const o = t.getBoundingClientRect();
    if (o.width < 24 || o.height < 24) {
      circle = Math.min(circle, Math.hypot(o.left + o.width / 2 - cx, o.top + o.height / 2 - cy));
    }
  }
  return {text: link.textContent, width: b.width, height: b.height, box: box, circle: circle};
});
"""


@pytest.fixture
def browser(lawbook_server, chromium_windows):
    # The session's window (conftest.chromium_windows), as chromium(..., saves_offline=False) opens one.
    with chromium_windows.window("cite-targets-chrome-", 390, 844, phone=True) as driver:
        yield driver


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_each_label_s_citation_is_24_px_high_or_spaced_as_one(browser, lawbook_server, lang):
    measured = []
    for path in PAGES[lang]:
        browser.get(lawbook_server.url + path)
        measured += browser.execute_script(SPACING, CITED)
    # the calculator's 78A and 78B (in both its forms) and the findings' five links
    assert len(measured) >= 9, measured
    for link in measured:
        spaced = link["box"] >= 12 and link["circle"] >= 24
        assert link["height"] >= 24 or spaced, link
