"""The defective-trick guide's read-out for too many cards found late: a defender's exposed extra card
becomes a penalty card (67B2(a)'s footnote), it does not simply go back to his hand.

67B2(a): TR "hakem oynanmış kartları inceler ve kusurlu oyuncudan özürlü löveye oynarken görünen
kartını oynanan kartlar arasında bırakarak, bütün fazla kartları eline geri koymasını ister20"; WBF "the
Director inspects the played cards and requires the offender to restore to his hand all extra cards20,
leaving among the played cards the one faced in playing to the defective trick". Footnote 20: TR "Hakem,
mümkün olduğunca, defans oyuncusunun oynanmış kartlarını göstermekten kaçınmalıdır, ancak bir defans
oyuncusunun eline geri konulacak fazladan bir kart gözükürse, bu kart cezalı karta dönüşür (bkz. Yasa
50)."; WBF "The Director should avoid, when possible, exposing a defender's played cards, but if an extra
card to be restored to a defender's hand has been exposed, it becomes a penalty card (see Law 50)."

The read-out told the offender "fazla kartlar elinize döner" / "the extra cards go back to your hand"
and nothing more; the Ending's `now` states the footnote, the read-out left it out. It now says it to a
defender, after the sentence it qualifies."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
KEYS = ["wrong-count", "later", "too-many"]
FOOTNOTES = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

PENALTY_CARD = {
    "tr": "Defans oyuncusuysanız, elinize geri konacak fazla bir kart görünmüşse cezalı kart olur (Yasa 67B2(a) dipnotu)",
    "en": "If you are a defender, an extra card to be restored to your hand that has been exposed becomes a penalty card (footnote to Law 67B2(a))",
}


def test_the_official_turkish_footnote_makes_a_defender_s_exposed_extra_card_a_penalty_card():
    text = FOOTNOTES.read_text(encoding="utf-8")
    assert (
        "bir defans oyuncusunun eline geri konulacak fazladan bir kart gözükürse, bu kart cezalı karta dönüşür" in text
    )
    assert "bütün fazla kartları eline geri koymasını ister" in parse_lawbook(text).paragraph_map()["67B2(a)"].text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_tells_a_defender_his_exposed_extra_card_is_a_penalty_card(client, lang):
    guide_pages.reads(client, SLUG, KEYS, lang, PENALTY_CARD[lang])
