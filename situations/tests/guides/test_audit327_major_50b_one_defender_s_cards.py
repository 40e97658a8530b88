"""Whose two penalty cards are all major, on the exposed-card guide's major penalty card (audit327,
session 96).

50B, TR (official): "... bir defans oyuncusunun iki veya daha fazla cezalı kartı olduğunda, bütün bu
kartlar majör cezalı karta dönüşür"; WBF: "when one defender has two or more penalty cards, all such
cards become major penalty cards".

The line said "İki ya da daha fazla cezalı kart varsa hepsi majördür (Yasa 50B)" / "With two or more
penalty cards, all are major (Law 50B)": read as "if there are two penalty cards on the table", it makes
each defender's single minor penalty card major, which 50B does not (each is "a single card below the
rank of an honor", TR "onör derecesinin altında tek bir kart"). Now the condition of 50B: one defender's
cards."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

SLUG, KEYS = "exposed-card", ["defender", "honour-or-intended"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
SAID = {
    "tr": "Bir defans oyuncusunun iki ya da daha fazla cezalı kartı varsa hepsi majördür (Yasa 50B);",
    "en": "When one defender has two or more penalty cards, all are major (Law 50B);",
}
OLD = {
    "tr": "İki ya da daha fazla cezalı kart varsa hepsi majördür",
    "en": "With two or more penalty cards, all are major",
}


def test_50b_in_the_official_turkish_is_one_defender_s_cards():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["50B"].text
    assert "bir defans oyuncusunun iki veya daha fazla cezalı kartı olduğunda, bütün bu kartlar majör" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_major_penalty_card_says_whose_two_cards(client, lang):
    says(client, SLUG, KEYS, lang, SAID[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])
