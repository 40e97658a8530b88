"""The defective-trick guide's option "Çıkışı geri aldırmak" on declarer's fifth card, in 55B2's modal:
declarer *must* lead from the correct hand.

55B2: TR "Eğer deklaran çıkış sırası kendisinin veya yerin elindeyken yanlış elden çıkış yapmışsa ve
Yasa 55A uyarınca çıkışı geri alması istenirse, hatalı çıkılan kartı geri alır. Deklaran doğru elden
çıkış yapmak zorundadır." WBF "If declarer has led from the wrong hand when it was his turn to lead from
his hand or dummy's, and has been required to retract the lead per Law 55A, he withdraws the card led
in error. He must lead from the correct hand."

The Turkish option said "sıra kendisinde ya da yerdeyse doğru elden çıkar" (he leads from the correct
hand), a description where both texts say must; the English already said "he must lead from the
correct hand"."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
KEYS = ["wrong-count", "in-time", "fifth-card", "declarer"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

MUST = {
    "tr": "sıra kendisinde ya da yerdeyse doğru elden çıkış yapmak zorundadır (Yasa 55B1, 55B2)",
    "en": "he must lead from the correct hand (Laws 55B1, 55B2)",
}


def test_the_official_turkish_55b2_says_must():
    assert "Deklaran doğru elden çıkış yapmak zorundadır." in (
        parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["55B2"].text
    )


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_retraction_option_says_declarer_must_lead_from_the_correct_hand(client, lang):
    guide_pages.says(client, SLUG, KEYS, lang, MUST[lang])
    guide_pages.never_says(client, SLUG, KEYS, lang, "doğru elden çıkar (Yasa")
