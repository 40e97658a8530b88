"""The defective-trick guide's read-out for declarer's fifth card: it goes back to the hand it came
from, which may be dummy's, not to "your hand".

45E2: TR "Deklaran kendi veya yerin elinden bir löveye beşinci kartı oynandığında, hakem bu kartın
çıkılmış olmadığına karar verirse bu kart başka bir onarma olmaksızın ele geri döner, aksi halde Yasa
55 uygulanır." WBF "When declarer contributes a fifth card to a trick from his own hand or dummy, it is
returned to the hand without further rectification unless the Director deems that it was led, in which
case Law 55 applies." The read-out is read to declarer and said "löveye verdiğiniz beşinci kart ...
elinize döner" / "the fifth card you contributed goes back to your hand": a card declarer contributed
from dummy goes back to dummy's hand. Both texts say "the hand" (ele): the one it was played from, as the
read-out now says; the condition stays the Turkish's (the editor's note on 45E2)."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
KEYS = ["wrong-count", "in-time", "fifth-card", "declarer"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

RETURNED = {
    "tr": "başka bir onarma olmaksızın oynandığı ele geri döner (Yasa 45E2)",
    "en": "is returned to the hand it was played from without further rectification (Law 45E2)",
}
YOUR_HAND = {"tr": "elinize döner", "en": "goes back to your hand"}


def test_the_official_turkish_returns_the_card_to_the_hand_from_either_of_declarer_s_hands():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["45E2"].text
    assert "Deklaran kendi veya yerin elinden" in text
    assert "başka bir onarma olmaksızın ele geri döner" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_returns_the_fifth_card_to_the_hand_it_came_from(client, lang):
    guide_pages.reads(client, SLUG, KEYS, lang, RETURNED[lang])
    guide_pages.never_reads(client, SLUG, KEYS, lang, YOUR_HAND[lang])
