"""The defective-trick guide's read-out for several cards at once: under 58B2 a defender's other
*exposed* cards become penalty cards, not every other card.

58B2: TR "Eğer birden fazla kart görünmüşse, kusurlu oyuncu oynamak istediği kartı belirtir; bu bir
defans oyuncusuysa, görünen diğer her kart cezalı karta dönüşür (bkz. Yasa 50)." WBF "If the face of
more than one card is visible, the offending player designates the card he proposes to play; when he is
a defender, each other card exposed becomes a penalty card (see Law 50)." The read-out said
"defans oyuncusuysanız diğerleri cezalı kart olur" / "if you are a defender the others become penalty
cards": of three cards played at once with two faces seen, the third, unseen, is no penalty card. The
engine says the same ("A defender's other visible cards become penalty cards", docs/rulings-cli.md),
and so does the Ending's `now` ("görünen diğer kartlar" / "each other card exposed")."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
KEYS = ["wrong-count", "in-time", "at-once"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

EXPOSED_ONLY = {
    "tr": "defans oyuncusuysanız görünen diğer kartlar cezalı kart olur (Yasa 58B2)",
    "en": "if you are a defender each other card exposed becomes a penalty card (Law 58B2)",
}
EVERY_OTHER = {"tr": "diğerleri cezalı kart olur", "en": "the others become penalty cards"}


def test_the_official_turkish_makes_only_the_other_visible_cards_penalty_cards():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["58B2"].text
    assert "görünen diğer her kart cezalı karta dönüşür" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_names_only_the_exposed_cards(client, lang):
    guide_pages.reads(client, SLUG, KEYS, lang, EXPOSED_ONLY[lang])
    guide_pages.never_reads(client, SLUG, KEYS, lang, EVERY_OTHER[lang])
