"""The inadmissible-call guide's 39C Ending (a defender's bid, double or redouble after the final pass,
his left-hand opponent not having called since) states declarer's 26B option without 26B's "if he
becomes a defender": 39C's offender is a defender already.

39C (TR, official): "Eğer kusurlu oyuncunun solundaki rakip usulsüzlükten sonra bir konuşma yapmazsa
ve bu usulsüzlük bir defans oyuncusunun deklaresi, kontru veya sürkontru ise Yasa 26B'deki çıkış
kısıtlamaları uygulanabilir." WBF: "If offender's LHO has not called subsequent to the infraction and
the infraction is a bid, double or redouble by a defender, then the lead restrictions in Law 26B may
apply."
26B (TR): "... ve daha sonra da defans oyuncusu olursa, deklaran, kusurlu oyuncunun ortağının ilk
oynaması sırasında (atak dahil) ..."; (WBF) "... then if he becomes a defender, declarer may, at the
offender's partner's first turn to lead (which may be the opening lead), prohibit ...".

The page said "If the offender becomes a defender, declarer may ..." (the 36B/37B/38 Endings' shared
line, where the auction is still on), a condition still to come after the auction is over (qa166,
qa199)."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "inadmissible-call"
KEYS = ["after-final-pass", "defender-call", "not-yet"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

IS_A_DEFENDER = {
    "tr": "Kusurlu oyuncu defans oyuncusudur: deklaran, ortağının ilk çıkışında (atak dahil), artırımda kusurlu "
    "oyuncu tarafından konuşulmamış herhangi bir rengi yasaklayabilir (Yasa 26B).",
    "en": "The offender is a defender: declarer may forbid his partner, at his first turn to lead (the opening lead "
    "included), any one suit the offender did not specify in the legal auction (Law 26B).",
}
# How long the ban lasts: the option's effect beside it (LEAD_OPTIONS).
LASTS = {
    "tr": "Kusurlu oyuncunun ortağı, çıkış kendisinde kaldığı sürece o rengi çıkamaz.",
    "en": "The offender's partner may not lead that suit for as long as he keeps the lead.",
}
BECOMES = {
    "tr": "Kusurlu oyuncu defans oyuncusu olursa",
    "en": "If the offender becomes a defender",
}


def test_the_official_turkish_39c_is_a_defenders_call():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "bu usulsüzlük bir defans oyuncusunun deklaresi, kontru veya sürkontru ise" in paragraphs["39C"].text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_39c_page_says_the_offender_is_a_defender(client, lang):
    says(client, SLUG, KEYS, lang, IS_A_DEFENDER[lang], LASTS[lang])
    never_says(client, SLUG, KEYS, lang, BECOMES[lang])
