"""Whose partner leads, on the exposed-card guide's major penalty card (audit327, session 96).

The Ending "Major penalty card" (a defender's honour, a card shown meaning to play it, or a second
penalty card) opens with the card ("The card stays face up ...") and then said "When his partner is on
lead, he may not lead until declarer has chosen" / "Ortağı çıkışa geldiğinde, deklaran seçimini
söyleyene kadar çıkamaz", and later "If there are two or more penalty cards when his partner is on lead,
see Law 51B" / "Ortağı çıkışa geldiğinde iki ya da daha fazla cezalı kart varsa": a "his" with no one
named before it, and an English "he" that reads as the owner of the card. The one who may not lead is the
offender's partner, the defender on lead:

50D2, TR (official): "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna
geldiğinde, deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz";
WBF: "When a defender has the lead while his partner has a major penalty card, he may not lead until
declarer has stated which of the options below is selected".
50D, TR: "hem kusurlu oyuncunun kendisi hem de ortağı kısıtlama altındadır"; WBF: "both the offender and
his partner may be subject to restriction".
50D2(a), TR: "(iki veya daha fazla cezalı kart için, bkz. Yasa 51)"; WBF: "(for two or more penalty
cards, see Law 51)"; 51B (TR "Kusurlu Oyuncunun Ortağının Çıkışı", WBF "Offender's Partner to Lead")
opens "When a defender has two or more penalty cards" / "Bir defans oyuncusunun ... iki veya daha fazla
cezalı kartı varken".

The lines now name the offender's partner, as the chooser ("when the offender's partner is on lead")
and the revoke guide (audit292) do."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

SLUG, KEYS = "exposed-card", ["defender", "honour-or-intended"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
SAID = {
    "tr": (
        "Kusurlu oyuncunun ortağı çıkışa geldiğinde, deklaran seçimini söyleyene kadar çıkamaz; zamanından önce çıkarsa Yasa 49'a göre yaptırım uygulanabilir (Yasa 50D2).",
        "Kusurlu oyuncunun iki ya da daha fazla cezalı kartı varken ortağı çıkışa gelirse bkz. Yasa 51B (Yasa 50D2(a))",
    ),
    "en": (
        "When the offender's partner is on lead, he may not lead until declarer has chosen; if he leads prematurely, rectification under Law 49 may apply (Law 50D2;",
        "If the offender has two or more penalty cards when his partner is on lead, see Law 51B (Law 50D2(a))",
    ),
}
OLD = {
    "tr": ("Ortağı çıkışa geldiğinde,", "Ortağı çıkışa geldiğinde iki ya da daha fazla cezalı kart varsa"),
    "en": ("When his partner is on lead, he may not lead", "If there are two or more penalty cards when his partner"),
}


def test_50d2_in_both_texts_is_the_lead_of_the_offender_s_partner():
    tr = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["50D2"].text
    assert "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna geldiğinde" in tr


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_major_penalty_card_names_the_offender_s_partner(client, lang):
    says(client, SLUG, KEYS, lang, *SAID[lang])
    never_says(client, SLUG, KEYS, lang, *OLD[lang])
