"""audit332: the guides' shared 26B line (situations/content/common.py LEAD_BAN_26B), on the insufficient-bid,
call-out-of-rotation and (its Turkish) inadmissible-call pages, said "If the offender becomes a defender, declarer
may forbid his partner, at his first lead ..." / "Kusurlu oyuncu defans oyuncusu olursa deklaran, ortağının ilk
çıkışında (atak dahil) ...": the sentence's subject is declarer, so "his partner" / "ortağının" can be read as
declarer's partner, dummy. It now names the one 26B restricts, the offender's partner ("declarer may forbid the
offender's partner, at his first lead" / "deklaran, kusurlu oyuncunun ortağının ilk çıkışında"), as the choosers
beside it do (test_guides_call_out_of_rotation_26b_choosers_name_the_offender_s_partner.py).

26B, the official Turkish: "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma ile değiştirmezse,
ve daha sonra da defans oyuncusu olursa, deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak
dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi
oynamasını yasaklayabilir. Bu yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece devam eder."
26B, the WBF English: "... declarer may, at the offender's partner's first turn to lead (which may be the
opening lead), prohibit offender's partner from leading any (one) suit which has not been specified in the legal
auction by the offender. Such prohibition continues for as long as the offender's partner retains the lead."
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.content import SITUATIONS
from situations.content.common import LEAD_BAN_26B
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
NEW = {
    "tr": "Kusurlu oyuncu defans oyuncusu olursa deklaran, kusurlu oyuncunun ortağının ilk çıkışında (atak dahil), artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi yasaklayabilir",
    "en": "If the offender becomes a defender, declarer may forbid the offender's partner, at his first lead (which may be the opening lead), any one suit the offender did not specify in the legal auction",
}
OLD = {
    "tr": "olursa deklaran, ortağının ilk çıkışında (atak dahil)",
    "en": "declarer may forbid his partner, at his first lead",
}


def _showing(lang: str) -> list[tuple[str, list[str]]]:
    """Every (slug, keys) whose Ending's `now` shows the shared line in `lang`."""
    line = getattr(LEAD_BAN_26B, lang)
    return [
        (situation.slug, keys)
        for situation in SITUATIONS
        for keys, ending in situation.endings()
        if any(getattr(text, lang) == line for text in ending.now)
    ]


PAGES = [(lang, slug, keys) for lang in ("tr", "en") for slug, keys in _showing(lang)]


def test_the_official_turkish_26b_names_the_offender_s_partner():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["26B"].text
    assert "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil)" in text


def test_the_walk_finds_the_three_guides():
    assert {slug for _, slug, _ in PAGES} == {"insufficient-bid", "call-out-of-rotation", "inadmissible-call"}
    assert len(PAGES) >= 15


@pytest.mark.parametrize("lang, slug, keys", PAGES, ids=lambda v: "/".join(v) if isinstance(v, list) else v)
def test_the_shared_26b_line_names_the_offender_s_partner(client, lang, slug, keys):
    says(client, slug, keys, lang, NEW[lang])
    never_says(client, slug, keys, lang, OLD[lang])
