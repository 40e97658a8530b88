"""The editor's note on 47E1, shown under the paragraph on the Law 47 page and wherever 47E1 is quoted (the
card-played-on-misinformation guide's "an opponent told me it was my turn" page), says the sentence both texts
share in the official Turkish's words: "Yasa 63A1 geçerli değildir", not "Yasa 63A1 uygulanmaz" (qa205 put the
official words in the guide's own line; qa211 the note).

47E1 (TR, official): "... Bu durumda yapılan bir çıkış veya oyun, soldaki rakip tarafından kabul edilemez ve
Yasa 63A1geçerli değildir."
47E1 (WBF): "... A lead or play may not be accepted by his LHO in these circumstances and Law 63A1 does not
apply."
"""

from pathlib import Path

import pytest

from lawbook.tests.editions.law_pages import note_on_page
from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, page

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
NOTE_SAYS = "İki metinde de soldaki rakip bu çıkışı veya oyunu kabul edemez ve Yasa 63A1 geçerli değildir."


def test_the_official_turkish_47e1_says_gecerli_degildir():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert paragraphs["47E1"].text.endswith("kabul edilemez ve Yasa 63A1geçerli değildir.")


def test_the_law_47_page_s_note_says_the_official_words(client):
    note = note_on_page(client, 47, "47E1", "tr")
    assert NOTE_SAYS in note
    assert "63A1 uygulanmaz" not in note


def test_the_guide_page_quoting_47e1_says_them_too(client):
    keys = ["told-my-turn", "opponent"]
    assert NOTE_SAYS in page(client, "card-played-on-misinformation", keys, "tr")
    never_says(client, "card-played-on-misinformation", keys, "tr", "63A1 uygulanmaz")


def test_the_english_note_keeps_the_wbf_words(client):
    assert "and Law 63A1 does not apply." in note_on_page(client, 47, "47E1", "en")
