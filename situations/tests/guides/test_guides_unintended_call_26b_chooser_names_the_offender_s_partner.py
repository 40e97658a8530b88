"""audit328: the chooser of "The changed call is accepted" (meant-it/lho-called) names whose first lead
declarer may restrict: the offender's partner's, as 26B says. It said "declarer chooses at his partner's first
lead" / "kusurlu oyuncu defans oyuncusu olursa, ortağının ilk çıkışında ... deklaran seçer", where "his" /
"ortağının" may be read as declarer's, the subject of the sentence, and no line of the Ending names the
offender's partner (qa310 named him in 25A5's and 51B's lines the same way).

26B, the official Turkish: "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma ile değiştirmezse,
ve daha sonra da defans oyuncusu olursa, deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak
dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi
oynamasını yasaklayabilir."
26B, the WBF English: "When an offending player's call is withdrawn and it is not replaced by a comparable
call, then if he becomes a defender, declarer may, at the offender's partner's first turn to lead (which may
be the opening lead), prohibit offender's partner from leading any (one) suit which has not been specified in
the legal auction by the offender."
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "unintended-call"
KEYS = ["meant-it", "lho-called"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
NEW = {
    "tr": "Geri alınan konuşma eşdeğer bir konuşmayla değiştirilmediyse ve kusurlu oyuncu defans oyuncusu olursa, kusurlu oyuncunun ortağının ilk çıkışında bir rengi yasaklayıp yasaklamayacağını deklaran seçer (Yasa 26B).",
    "en": "If the withdrawn call was not replaced by a comparable call and the offender becomes a defender, declarer chooses at the offender's partner's first lead whether to forbid a suit (Law 26B).",
}
OLD = {"tr": "defans oyuncusu olursa, ortağının ilk çıkışında", "en": "at his partner's first lead"}


def test_the_official_turkish_26b_names_the_offender_s_partner():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["26B"].text
    assert "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil)" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_chooser_names_the_offender_s_partner(client, lang):
    says(client, SLUG, KEYS, lang, NEW[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])
