"""Whose partner 50E3 speaks of, on the exposed-card guide's minor penalty card (audit327, session 96).

50E3, TR (official): "Bir cezalı kartın oynanmasından sonra, bu kartın cezalı hale gelmesine yol açan
koşullara ilişkin bilgi, cezalı karta sahip oyuncunun ortağı için izinsizdir"; WBF: "Once a penalty card
has been played, information derived from the circumstances under which it was created is unauthorized
for the partner of the player who had the card."

The `now` line said "... is unauthorised for partner (Law 50E3)" / "... bilgi ortağı için izinsizdir":
read by declarer (or the offender's partner) a bare "partner" / a "his partner" with no one named in the
sentence. qa306 mended 50C's "Partner" on the same page for the same reason; the options of the major
card (revoke.CARD_PLAYED_UNAUTHORISED) say "its owner's partner". Now the paragraph's own words."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

SLUG, KEYS = "exposed-card", ["defender", "small"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
SAID = {
    "tr": "Kart oynandıktan sonra, kartın cezalı hale gelmesine yol açan koşullara ilişkin bilgi, cezalı karta sahip oyuncunun ortağı için izinsizdir (Yasa 50E3).",
    "en": "Once the card has been played, information from the circumstances in which it became a penalty card is unauthorised for the partner of the player who had the card (Law 50E3).",
}
OLD = {"tr": "ilişkin bilgi ortağı için izinsizdir", "en": "is unauthorised for partner (Law 50E3)"}


def test_50e3_in_the_official_turkish_names_the_card_holder_s_partner():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["50E3"].text
    assert "cezalı karta sahip oyuncunun ortağı için izinsizdir" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_minor_penalty_card_names_whose_partner(client, lang):
    says(client, SLUG, KEYS, lang, SAID[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])
