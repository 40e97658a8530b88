"""The card-played-on-misinformation guide's "an opponent told me it was my turn" page says 47E1's
"Law 63A1 does not apply" in the official Turkish's words, "Yasa 63A1 geçerli değildir", as its
read-out does (qa203), not "uygulanmaz" (the same meaning: the search sets did not move, qa205).

47E1 (TR, official): "... Bu durumda yapılan bir çıkış veya oyun, soldaki rakip tarafından kabul
edilemez ve Yasa 63A1geçerli değildir."
47E1 (WBF): "... A lead or play may not be accepted by his LHO in these circumstances and Law 63A1
does not apply."
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "card-played-on-misinformation"
KEYS = ["told-my-turn", "opponent"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"


def test_the_official_turkish_47e1_says_gecerli_degildir():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert paragraphs["47E1"].text.endswith("kabul edilemez ve Yasa 63A1geçerli değildir.")


def test_the_page_says_the_official_words(client):
    says(client, SLUG, KEYS, "tr", "soldaki rakip tarafından kabul edilemez ve Yasa 63A1 geçerli değildir (Yasa 47E1)")
    # The sentence's old words (the editor's note on 47E1, also on the page, says the official words
    # since qa211: lawbook/tests/editions/test_note_47e1_63a1_official_words.py).
    never_says(client, SLUG, KEYS, "tr", "kabul edilemez ve Yasa 63A1 uygulanmaz (Yasa 47E1)")


def test_the_english_page_keeps_the_wbf_words(client):
    says(client, SLUG, KEYS, "en", "and Law 63A1 does not apply (Law 47E1)")
