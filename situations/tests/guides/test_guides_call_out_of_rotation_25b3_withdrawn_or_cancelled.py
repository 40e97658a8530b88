"""The call-out-of-rotation Endings of a later call at the left-hand opponent's turn (a change of call:
30B2, 31C, 32C, then 25B) said that "the cancelled call" was unauthorised information. They are read
before the left-hand opponent chooses, and whichever he chooses a call goes: the first, withdrawn, if
he accepts; the second, cancelled, if not. 25B3 names both:

25B1, TR "Bu durumda ilk konuşma geri alınır ve ikinci konuşma kalır"; WBF "The first call is then
withdrawn, the second call stands".
25B3, TR "Geri alınan ya da iptal edilen herhangi bir konuşma ile ilgili olarak Yasa 16C uygulanır.";
WBF "Law 16C applies to any call withdrawn or cancelled."
16C2, TR "Kusurlu taraf için, geri alınmış eylemden ... kaynaklanan tüm bilgiler izinsizdir."; WBF "For
an offending side, information arising from its own withdrawn action ... is unauthorized."."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
CHANGES = [["not-accepted", call, "lho-later"] for call in ("pass", "bid", "double")]
SAID = {
    "tr": "Geri alınan ya da iptal edilen konuşmanın bilgisi kusurlu taraf için izinsizdir (Yasa 25B3, 16C)",
    "en": "What the withdrawn or cancelled call told is unauthorised for the offending side (Laws 25B3, 16C)",
}
OLD = {
    "tr": "İptal edilen konuşmanın bilgisi kusurlu taraf için izinsizdir (Yasa 16C)",
    "en": "What the cancelled call told is unauthorised for the offending side (Law 16C)",
}


def test_the_official_turkish_25b3_names_withdrawn_and_cancelled_calls():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "Geri alınan ya da iptal edilen herhangi bir konuşma ile ilgili olarak Yasa 16C uygulanır" in (
        paragraphs["25B3"].text
    )


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", CHANGES, ids=lambda keys: keys[1])
def test_the_change_of_call_endings_name_the_withdrawn_call_too(client, keys, lang):
    says(client, SLUG, keys, lang, SAID[lang])
    never_says(client, SLUG, keys, lang, OLD[lang])
    reads(client, SLUG, keys, lang, SAID[lang])
    never_reads(client, SLUG, keys, lang, OLD[lang])
