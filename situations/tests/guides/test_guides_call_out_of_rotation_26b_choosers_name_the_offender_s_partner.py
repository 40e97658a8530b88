"""audit332: the call-out-of-rotation guide's five choosers that give declarer 26B's choice (REJECTED_DECLARER_LATER,
the 30A pass Ending's, the 31A repeated-bid's, the 32A repeated-double's and _partner_first_chooser's; eleven
Endings) said "declarer chooses at his partner's first lead whether to forbid a suit" / "kusurlu oyuncu defans
oyuncusu olursa (olduğunda), ortağının ilk çıkışında ... deklaran seçer": "his" / "ortağının" can be read as
declarer's, the subject of the sentence. They now name the offender's partner, as 26B does and as audit328 did on
the unintended-call guide ("at the offender's partner's first lead" / "kusurlu oyuncunun ortağının ilk çıkışında").

26B, the official Turkish: "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma ile değiştirmezse,
ve daha sonra da defans oyuncusu olursa, deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak
dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi
oynamasını yasaklayabilir."
26B, the WBF English: "When an offending player's call is withdrawn and it is not replaced by a comparable
call, then if he becomes a defender, declarer may, at the offender's partner's first turn to lead (which may
be the opening lead), prohibit offender's partner from leading any (one) suit which has not been specified in
the legal auction by the offender."
"""

import re
from html import unescape
from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import page

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
ENDINGS = [
    "right-player-called/partner/pass",
    "right-player-called/partner/bid",
    "right-player-called/partner/double",
    "not-accepted/pass/rho",
    "not-accepted/pass/partner/other",
    "not-accepted/bid/rho/rho-passed",
    "not-accepted/bid/rho/other",
    "not-accepted/bid/partner/other",
    "not-accepted/double/rho/rho-passed",
    "not-accepted/double/rho/other",
    "not-accepted/double/partner/other",
]
# The chooser's clause, with whose partner it names.
CLAUSE = {
    "tr": re.compile(
        r"(kusurlu oyuncunun )?ortağının ilk çıkışında bir rengi yasaklayıp yasaklamayacağını deklaran seçer"
    ),
    "en": re.compile(
        r"declarer chooses(?:, if the offender becomes a defender,)? at (the offender's |his )partner's first lead"
    ),
}
WHOSE = {"tr": "kusurlu oyuncunun ", "en": "the offender's "}


def test_the_official_turkish_26b_names_the_offender_s_partner():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["26B"].text
    assert "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil)" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", ENDINGS)
def test_declarer_s_26b_choice_names_the_offender_s_partner(client, keys, lang):
    text = unescape(page(client, SLUG, keys.split("/"), lang))
    whose = CLAUSE[lang].findall(text)
    assert whose, (keys, lang)
    assert whose == [WHOSE[lang]] * len(whose), (keys, lang, whose)
