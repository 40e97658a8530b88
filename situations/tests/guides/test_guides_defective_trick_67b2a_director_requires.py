"""The defective-trick guide's Ending of too many cards found late says who acts in 67B2(a): the
Director inspects the played cards and *requires* the offender to restore the extra cards.

67B2(a), TR (official): "Kusurlu oyuncu özürlü löveye birden fazla kart oynadığı zaman, hakem
oynanmış kartları inceler ve kusurlu oyuncudan özürlü löveye oynarken görünen kartını oynanan kartlar
arasında bırakarak, bütün fazla kartları eline geri koymasını ister".
67B2(a), WBF: "When the offender has played more than one card to the defective trick, the Director
inspects the played cards and requires the offender to restore to his hand all extra cards, leaving
among the played cards the one faced in playing to the defective trick".

The page said "Hakem oynanmış kartları inceler; kusurlu oyuncu ... bırakır ve bütün fazla kartları
eline geri koyar" / "The Director inspects the played cards; the offender leaves among them ... and
restores all extra cards to his hand": the offender acting of himself, where both texts have the
Director require it (audit333). The verb is the present in both texts ("ister", "requires")."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
KEYS = ["wrong-count", "later", "too-many"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

REQUIRES = {
    "tr": "Hakem oynanmış kartları inceler ve kusurlu oyuncudan, löveye oynarken yüzü görünen kartını oynanmış kartlar arasında bırakarak bütün fazla kartları eline geri koymasını ister (Yasa 67B2(a)).",
    "en": "The Director inspects the played cards and requires the offender to restore all extra cards to his hand, leaving among the played cards the card he faced in playing to the defective trick (Law 67B2(a)).",
}
OLD = {
    "tr": "kusurlu oyuncu, löveye oynarken yüzü görünen kartı oynanmış kartlar arasında bırakır",
    "en": "the offender leaves among them the card he faced",
}


def test_the_official_turkish_67b2a_has_the_director_require_it():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["67B2(a)"].text
    assert "hakem oynanmış kartları inceler ve kusurlu oyuncudan" in text
    assert "bütün fazla kartları eline geri koymasını ister" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_says_the_director_requires_the_offender_to_restore(client, lang):
    guide_pages.says(client, SLUG, KEYS, lang, REQUIRES[lang])
    guide_pages.never_says(client, SLUG, KEYS, lang, OLD[lang])
