"""trans96: Laws 40-60 (the play, exposed and penalty cards, leads out of turn) read in three texts,
the official Turkish (fixtures/laws_tr.txt), our English (fixtures/laws_en.json) and the WBF's
English (the 2017 Laws as printed by the ACBL).

Each note below stands where the Turkish differs in meaning from the WBF's English; each is shown
under its paragraph on the Law page, in both languages (docs/translation-notes.md)."""

import pytest

from lawbook.tests.editions.law_pages import note_on_page

pytestmark = pytest.mark.django_db


# Each: (Law, label, words the English note quotes, words the Turkish note quotes).
NOTES = [
    # TR 40B1(c): "Yetkili Federasyon aksine karar vermedikçe, bir konvansiyon, yapay anlamı olan
    # herhangi bir konuşma gibi, diğer uzlaşma ve uygulamalarla birlikte özel ortaklık anlaşmalarını
    # oluşturur." WBF 40B1(c): "Unless the Regulating Authority decides otherwise, any call that has
    # an artificial meaning constitutes a special partnership understanding."
    (
        40,
        "40B1(c)",
        (
            "a convention, like any call that has an artificial meaning",
            "diğer uzlaşma ve uygulamalarla birlikte",
            "any call that has an artificial meaning constitutes a special partnership understanding",
        ),
        (
            "bir konvansiyon, yapay anlamı olan herhangi bir konuşma gibi",
            "any call that has an artificial meaning constitutes a special partnership understanding",
        ),
    ),
]


@pytest.mark.parametrize("number, label, english_words, turkish_words", NOTES)
def test_each_trans96_note_stands_under_its_paragraph_in_both_languages(
    client, number, label, english_words, turkish_words
):
    english = note_on_page(client, number, label, "en")
    turkish = note_on_page(client, number, label, "tr")
    assert english.lstrip(">\n ").count("Editor's note:") == 1 and "WBF" in english
    assert "Editörün notu:" in turkish and "WBF" in turkish
    for words in english_words:
        assert words in english
    for words in turkish_words:
        assert words in turkish
