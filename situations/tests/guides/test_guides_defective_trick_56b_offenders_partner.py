"""The defective-trick guide's option "Require the lead to be retracted" on a defender's fifth card
deemed led names whose lead gives declarer the options of 50D2: the offender's partner's.

The option is read by declarer (he chooses, 56). Its advantage said "Ortağı çıkışa geldiğinde Yasa
50D2'nin seçenekleri size geçer" / "When his partner is on lead, the options of Law 50D2 are yours",
with no one named before "his" ("Ortağı"): to declarer it could read as his own partner, dummy
(audit333).

56B, TR (official): "Defans oyuncusundan sırasız çıkışını geri almasını isteyebilir. Geri alınan kart
majör cezalı kart haline gelir ve Yasa 50D geçerlidir."; WBF: "Require the defender to retract his
faced lead out of turn. The withdrawn card becomes a major penalty card and Law 50D applies."
50D2, TR: "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna geldiğinde,
deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz ... Deklaran
aşağıdakilerden birini seçebilir"; WBF: "When a defender has the lead while his partner has a major
penalty card, he may not lead until declarer has stated which of the options below is selected ...
Declarer may choose"."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
KEYS = ["wrong-count", "in-time", "fifth-card", "defender"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

NAMED = {
    "tr": "Kusurlu oyuncunun ortağı çıkışa geldiğinde Yasa 50D2'nin seçenekleri size geçer.",
    "en": "When the offender's partner is on lead, the options of Law 50D2 are yours.",
}
OLD = {
    "tr": "Ortağı çıkışa geldiğinde Yasa 50D2",
    "en": "When his partner is on lead",
}


def test_the_official_turkish_50d2_gives_declarer_the_options_on_the_partners_lead():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["50D2"].text
    assert "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna geldiğinde" in text
    assert "Deklaran aşağıdakilerden birini seçebilir" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_retraction_option_names_the_offenders_partner(client, lang):
    guide_pages.says(client, SLUG, KEYS, lang, NAMED[lang])
    guide_pages.never_says(client, SLUG, KEYS, lang, OLD[lang])
