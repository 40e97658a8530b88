"""Two paragraphs where the official Turkish and the WBF's English differ in meaning, each with an
editor's note under it on the Law page (docs/translation-notes.md, "Editor's notes shown"; qa163).

9B2, the official Turkish (fixtures/laws_tr.txt): "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın
belirlenmesi konusundaki tüm olası durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde
bulunmayacaktır." The WBF English: "No player shall take any action until the Director has explained
all matters in regard to rectification." The Turkish makes the Director explain the determination of
a penalty too before anyone acts; the WBF names rectification only.

40B5(b), the official Turkish: "Hakem, rakiplerinin seçimi için önemli bir bilginin açıklama sırasında
verilmemesi ve bundan zarar görülmesi halinde skoru ayarlar." The WBF English: "The Director adjusts
the score if information not given in an explanation is crucial for an opponent's choice of action
and the opponent is thereby damaged." Information "önemli" (important) to the choice is a wider test
than information "crucial" to it, as "could" is wider than "could well" (the notes on 16B2, 21B1(a),
27D)."""

import json
from pathlib import Path

import pytest

from lawbook.tests.editions.law_pages import note_on_page

pytestmark = pytest.mark.django_db

FIXTURES = Path(__file__).resolve().parents[3] / "fixtures"


def official(words: str) -> bool:
    return words in (FIXTURES / "laws_tr.txt").read_text(encoding="utf-8")


def test_the_official_turkish_and_our_english_of_9b2_name_the_penalty():
    assert official("Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası durumları")
    english = json.loads((FIXTURES / "laws_en.json").read_text(encoding="utf-8"))["paragraphs"]["9B2"]["text"]
    assert "the correction of the irregularity and the assessment of a penalty" in english  # our English


@pytest.mark.parametrize(
    "lang, words",
    [
        (
            "en",
            (
                "Editor's note:",
                "the correction of the irregularity and the assessment of a penalty",
                "usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi",
                '"No player shall take any action until the Director has explained all matters in regard to rectification"',
                "names no penalty",
                "The guides follow the Turkish. The Turkish is the official text.",
            ),
        ),
        (
            "tr",
            (
                "Editörün notu:",
                "usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası durumları",
                "No player shall take any action until the Director has explained all matters in regard to rectification",
                "cezanın belirlenmesini anmaz",
                "Rehberler Türkçeyi izler. Resmî metin Türkçedir.",
            ),
        ),
    ],
)
def test_the_law_9_page_shows_the_9b2_note(client, lang, words):
    note = note_on_page(client, 9, "9B2", lang)
    assert [w for w in words if w not in note] == []


@pytest.mark.parametrize(
    "lang, words",
    [
        (
            "en",
            (
                "Editor's note:",
                "information important (önemli) to the opponents' choice",
                '"The Director adjusts the score if information not given in an explanation is crucial for an'
                " opponent's choice of action and the opponent is thereby damaged\"",
                "a narrower test",
                "The Turkish is the official text.",
            ),
        ),
        (
            "tr",
            (
                "Editörün notu:",
                'rakiplerinin seçimi için "önemli" bir bilginin açıklama sırasında verilmemesi',
                "crucial for an opponent's choice of action",
                "daha dar bir ölçüt",
                "Resmî metin Türkçedir.",
            ),
        ),
    ],
)
def test_the_law_40_page_shows_the_40b5b_note(client, lang, words):
    assert official("Hakem, rakiplerinin seçimi için önemli bir bilginin açıklama sırasında verilmemesi")
    note = note_on_page(client, 40, "40B5(b)", lang)
    assert [w for w in words if w not in note] == []
