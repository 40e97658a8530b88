"""The card-played-on-misinformation read-out that offers the retraction (explanation-corrected/
nothing-since) gave 47E2(a)'s grounds as "you played because of a mistaken explanation, before the
corrected one, and nobody has played to that trick since", and left out the paragraph's own exception
for an opening lead.

47E2(a), TR "Bir oyuncu bir rakibinin konuşması veya oyununun yanlış açıklanması sebebiyle ve
düzeltilmiş bir açıklamadan önce oynadığı bir kartı, sadece o löveye daha sonra başka kart
oynanmamışsa herhangi bir onarma olmaksızın geri alabilir. (Bkz. Yasa 16C) Yer herhangi bir kartını
gösterdikten sonra atak geri alınamaz."; WBF "A player may retract the card he has played because of a
mistaken explanation of an opponent's call or play and before a corrected explanation, without further
rectification, but only if no card was subsequently played (see Law 16C). An opening lead may not be
retracted after dummy has faced any card."

After an opening lead, dummy faces his cards before anyone plays to the first trick (41D), so "nobody
has played to that trick since" can be true of an opening lead that may no longer be retracted. The
step asks it ("for an opening lead: has dummy faced a card"), the page says it; the read-out, shown
alone at its own address for the Director to read at the table, now says it too. The page's words for
"gösterdikten" stay "açtı" / "faced" (qa72; docs/legal-review.md)."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-played-on-misinformation"
KEYS = ["explanation-corrected", "nothing-since"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
READ = {
    "tr": "atak yaptıysanız yer de henüz hiçbir kartını açmadı",
    "en": "if it was your opening lead, dummy has faced no card either",
}


def test_the_official_turkish_47e2a_bars_an_opening_lead_once_dummy_has_shown_a_card():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["47E2(a)"].text
    assert "Yer herhangi bir kartını gösterdikten sonra atak geri alınamaz." in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_gives_the_opening_lead_s_condition_with_the_others(client, lang):
    guide_pages.reads(client, SLUG, KEYS, lang, READ[lang])
