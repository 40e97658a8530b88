"""The engine's 26B line said "If the offender becomes a defender, declarer may ... prohibit the
partner ...", and on the call-out-of-rotation guide's rho-had-to-pass Ending that line is about
East's earlier insufficient bid (27B2), while the page's "offender" is North, whose call at West's
turn counts as in rotation (28A). A reader took "the offender" for North. 26B speaks of one offender
and his partner:

26B, TR "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma ile değiştirmezse, ve daha
sonra da defans oyuncusu olursa, deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak
dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir
rengi oynamasını yasaklayabilir."; WBF "When an offending player's call is withdrawn and it is not
replaced by a comparable call, then if he becomes a defender, declarer may, at the offender's
partner's first turn to lead (which may be the opening lead), prohibit offender's partner from
leading any (one) suit which has not been specified in the legal auction by the offender."

The line now names the engine's 26B offender and his partner by seat (the auction answer's
`lead_offenders`, docs/rulings-cli.md, Additions), not the page's."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
KEYS = ["rho-had-to-pass"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
SAID = {
    "tr": "Doğu (Yasa 26B'nin kusurlu oyuncusu) defans oyuncusu olursa deklaran, Batı'nın ilk oynaması sırasında "
    "(atak dahil), artırımda Doğu tarafından konuşulmamış herhangi bir rengi oynamasını yasaklayabilir (Yasa 26B).",
    "en": "If East (Law 26B's offender) becomes a defender, declarer may, at West's first turn to lead (which may be "
    "the opening lead), prohibit West from leading any one suit which has not been specified in the legal auction "
    "by East (Law 26B).",
}
OLD = {
    "tr": "Kusurlu oyuncu defans oyuncusu olursa deklaran, ortağının ilk oynaması",
    "en": "If the offender becomes a defender, declarer may, at his partner's first turn to lead",
}


def test_the_official_turkish_26b_speaks_of_the_offender_and_his_partner():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["26B"].text
    assert "kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil)" in text
    assert "artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_rho_had_to_pass_ending_names_east_not_the_pages_offender(client, lang):
    says(client, SLUG, KEYS, lang, SAID[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])
