"""Law 24's opening in the extraneous-information read-out for partner's card seen during the
auction: the WBF's words in English, the official Turkish's in Turkish.

24, TR (official): "... bu durumdaki her bir kartın artırım süreci bitene kadar masanın üzerinde açık
bırakılmasını isteyecektir."
24, WBF: "... the Director shall require that every such card be placed face up on the table until
the auction ends."

The read-out said "he shall require that it be left face up on the table" (the site's English of 24,
fixtures/laws_en.json: "be left face up on the table until the auction period has ended"), where the
WBF says "placed face up": the card may still be in the player's hand (this Ending's own phrasing:
"my partner held his cards carelessly and I saw one"). The Turkish said "masada açık bırakılmasını"
for the official "masanın üzerinde açık bırakılmasını". "Until the auction period ends" stays, the
Turkish's time, which the guide follows (translation-24; the page shows the note).
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, reads, says

pytestmark = pytest.mark.django_db
SLUG, KEYS = "extraneous-information", ["card-seen-during", "partner-auction"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

READ = {
    "tr": "hakem belirlerse kartın artırım süreci bitene kadar masanın üzerinde açık bırakılmasını isteyecektir (Yasa 24).",
    "en": "if the Director so determines, he shall require that it be placed face up on the table until the auction period ends (Law 24).",
}
OLD = {
    "tr": "masada açık bırakılmasını",
    "en": "left face up",
}


def test_the_official_turkish_says_what_the_read_out_says():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["24"].text
    assert "her bir kartın artırım süreci bitene kadar masanın üzerinde açık bırakılmasını isteyecektir" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_24_in_each_text_s_words(client, lang):
    reads(client, SLUG, KEYS, lang, READ[lang])
    never_reads(client, SLUG, KEYS, lang, OLD[lang])


def test_the_page_already_says_placed_in_english_and_the_official_words_in_turkish(client):
    says(client, SLUG, KEYS, "en", "the Director shall require that every such card be placed face up on the table")
    says(client, SLUG, KEYS, "tr", "masanın üzerinde açık bırakılmasını isteyecektir (Yasa 24).")
