"""audit332: on the insufficient-bid guide, two lines that give declarer 26B's choice named the player he
may restrict as "his partner" / "ortağının", in a sentence whose subject is declarer, so readable as
declarer's own partner (dummy). audit328 named him so on the unintended-call guide.

- The chooser of "Another bid, or a pass" (not-accepted/other/not-over): "declarer chooses at his partner's
  first lead whether to forbid a suit" / "Kusurlu oyuncu defans oyuncusu olursa, ortağının ilk çıkışında
  ... deklaran seçer".
- The pro of accepting the second insufficient bid (not-accepted/insufficient), written to the left-hand
  opponent: "declarer may forbid his partner a suit at his first lead" / "deklaran, ortağının ilk
  çıkışında bir rengi yasaklayabilir".

Both now name the offender's partner, as 26B does.
26B, the official Turkish: "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma ile
değiştirmezse, ve daha sonra da defans oyuncusu olursa, deklaran, kusurlu oyuncunun ortağının ilk oynaması
sırasında (atak dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış
herhangi bir rengi oynamasını yasaklayabilir."
26B, the WBF English: "When an offending player's call is withdrawn and it is not replaced by a comparable
call, then if he becomes a defender, declarer may, at the offender's partner's first turn to lead (which may
be the opening lead), prohibit offender's partner from leading any (one) suit which has not been specified
in the legal auction by the offender."
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
KEYS = {"chooser": ["not-accepted", "other", "not-over"], "pro": ["not-accepted", "insufficient"]}
NEW = {
    (
        "chooser",
        "tr",
    ): "Kusurlu oyuncu defans oyuncusu olursa, kusurlu oyuncunun ortağının ilk çıkışında bir rengi yasaklayıp yasaklamayacağını deklaran seçer (Yasa 26B).",
    (
        "chooser",
        "en",
    ): "If the offender becomes a defender, declarer chooses at the offender's partner's first lead whether to forbid a suit (Law 26B).",
    (
        "pro",
        "tr",
    ): "kusurlu oyuncu defans oyuncusu olursa deklaran, kusurlu oyuncunun ortağının ilk çıkışında bir rengi yasaklayabilir (Yasa 26B).",
    (
        "pro",
        "en",
    ): "if the offender becomes a defender, declarer may forbid the offender's partner a suit at his first lead (Law 26B).",
}
OLD = {
    ("chooser", "tr"): "defans oyuncusu olursa, ortağının ilk çıkışında",
    ("chooser", "en"): "at his partner's first lead",
    ("pro", "tr"): "deklaran, ortağının ilk çıkışında",
    ("pro", "en"): "declarer may forbid his partner a suit",
}


def test_the_official_turkish_26b_names_the_offender_s_partner():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["26B"].text
    assert "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil)" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("line", ["chooser", "pro"])
def test_declarer_s_26b_choice_names_the_offender_s_partner(client, line, lang):
    says(client, SLUG, KEYS[line], lang, NEW[(line, lang)])
    never_says(client, SLUG, KEYS[line], lang, OLD[(line, lang)])
