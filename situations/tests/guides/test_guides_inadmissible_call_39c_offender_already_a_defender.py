"""The inadmissible-call guide's page for a defender's bid, double or redouble after the final pass (39C)
says the lead restriction of the offender as the defender he already is, not "If the offender becomes a
defender" (26B's words for a call made during the auction; qa166, qa199, qa205).

39C (TR, official): "Eğer kusurlu oyuncunun solundaki rakip usulsüzlükten sonra bir konuşma yapmazsa ve bu
usulsüzlük bir defans oyuncusunun deklaresi, kontru veya sürkontru ise Yasa 26B'deki çıkış kısıtlamaları
uygulanabilir."
39C (WBF): "If offender's LHO has not called subsequent to the infraction and the infraction is a bid, double
or redouble by a defender, then the lead restrictions in Law 26B may apply."

The auction is over when 39C applies, and its offender is "a defender" in both texts; the page said "If the
offender becomes a defender", a condition still to come. The other Endings, where the call was made during the
auction, keep 26B's "if he becomes a defender" (TR "ve daha sonra da defans oyuncusu olursa"; WBF "then if he
becomes a defender")."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "inadmissible-call"
KEYS_39C = ["after-final-pass", "defender-call", "not-yet"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

BECOMES = {"tr": "Kusurlu oyuncu defans oyuncusu olursa", "en": "If the offender becomes a defender"}
IS_ONE = {
    "tr": "Kusurlu oyuncu defans oyuncusu olduğundan deklaran, kusurlu oyuncunun ortağının ilk çıkışında (atak dahil)",
    "en": "As the offender is a defender, his partner may be forbidden, at his first turn to lead",
}


def test_the_official_turkish_39c_is_a_defender_s_call_and_26b_a_defender_to_be():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "bu usulsüzlük bir defans oyuncusunun deklaresi, kontru veya sürkontru ise" in paragraphs["39C"].text
    assert "ve daha sonra da defans oyuncusu olursa" in paragraphs["26B"].text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_39c_page_says_the_offender_is_a_defender(client, lang):
    says(client, SLUG, KEYS_39C, lang, IS_ONE[lang])
    never_says(client, SLUG, KEYS_39C, lang, BECOMES[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_36b_page_keeps_26b_s_defender_to_be(client, lang):
    says(client, SLUG, ["double", "in-turn"], lang, BECOMES[lang])


# 26B (TR): "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil)"; WBF "declarer may, at
# the offender's partner's first turn to lead": the Turkish line said "deklaran, ortağının", which reads as
# declarer's own partner (audit332 named him on the insufficient-bid guide and the shared 26B line).
def test_the_39c_page_names_the_offender_s_partner_in_turkish(client):
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil)" in paragraphs["26B"].text
    says(client, SLUG, KEYS_39C, "tr", "deklaran, kusurlu oyuncunun ortağının ilk çıkışında")
    never_says(client, SLUG, KEYS_39C, "tr", "deklaran, ortağının ilk çıkışında")
