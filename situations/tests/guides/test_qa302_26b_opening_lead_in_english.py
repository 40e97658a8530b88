"""The shared 26B line (situations/content/common.py LEAD_BAN_26B): the English says that the
partner's first lead may be the opening lead, as the WBF and the Turkish line say (qa302, session 94;
audit293 left it).

26B, Turkish (official): "... deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil)
Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi
oynamasını yasaklayabilir. Bu yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece devam eder."
WBF English: "... declarer may, at the offender's partner's first turn to lead (which may be the opening
lead), prohibit offender's partner from leading any (one) suit which has not been specified in the legal
auction by the offender. Such prohibition continues for as long as the offender's partner retains the
lead."

The Turkish line says "ortağının ilk çıkışında (atak dahil)"; the English said "at his first lead" with
nothing of the opening lead. Every Ending that shows the shared line is walked, in both languages.
(The read-out's English, READ_LEAD_BAN_26B, says it since qa309: test_qa309_26b_opening_lead_in_read_outs.py.)"""

import pytest

from situations.content import SITUATIONS
from situations.content.common import LEAD_BAN_26B
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

PAGE = {
    "tr": "ortağının ilk çıkışında (atak dahil), artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi yasaklayabilir",
    "en": "declarer may forbid the offender's partner, at his first lead (which may be the opening lead), any one suit the offender did not specify in the legal auction",
}
PAGE_OLD_EN = "declarer may forbid his partner, at his first lead, any one suit"


def _showing(line):
    """Every (slug, keys) whose Ending's `now` holds `line`."""
    found = []
    for situation in SITUATIONS:
        for keys, ending in situation.endings():
            if any(text is line for text in ending.now):
                found.append((situation.slug, keys))
    return found


PAGES = _showing(LEAD_BAN_26B)


def test_the_walk_finds_the_guides_that_show_the_line():
    slugs = {slug for slug, _ in PAGES}
    assert {"call-out-of-rotation", "insufficient-bid"} <= slugs
    assert len(PAGES) >= 6


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("slug, keys", PAGES, ids=lambda v: v if isinstance(v, str) else "/".join(v))
def test_the_page_says_the_first_lead_may_be_the_opening_lead(client, slug, keys, lang):
    says(client, slug, keys, lang, PAGE[lang])
    if lang == "en":
        never_says(client, slug, keys, lang, PAGE_OLD_EN)
