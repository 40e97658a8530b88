"""Law 16D1 and 16D3 read in three texts: the official Turkish (fixtures/laws_tr.txt) calls the
information a player obtains by accident "izinsiz bilgi" (unauthorised information), our English
translates it so, and the WBF's English says "extraneous information", the word of 16D's heading in
both texts (TR "D. Diğer Kaynaklardan Gelen Harici Bilgi"; WBF "D. Extraneous Information from Other
Sources"). Each note stands under its paragraph on the Law page, in both languages."""

import pytest

from lawbook.tests.editions.law_pages import note_on_page

pytestmark = pytest.mark.django_db


def test_16d1_note_gives_both_texts_words_and_says_the_turkish_is_official(client):
    """TR 16D1: "... izinsiz bilgi edindiği zaman, hakem masaya, tercihen bilginin alıcısı tarafından,
    derhal çağrılmalıdır." WBF 16D1: "When a player accidentally receives extraneous information ...
    the Director should be notified forthwith, preferably by the recipient of the information." """
    english = note_on_page(client, 16, "16D1", "en")
    turkish = note_on_page(client, 16, "16D1", "tr")
    for words in (
        "unauthorised information",
        "izinsiz bilgi",
        "extraneous information",
        "the Director should be notified forthwith",
        "The Turkish is the official text",
    ):
        assert words in english
    for words in (
        "izinsiz bilgi",
        "extraneous information",
        "derhal çağrılmalıdır",
        "the Director should be notified forthwith",
        "Resmî metin Türkçedir",
    ):
        assert words in turkish


def test_16d3_note_gives_both_texts_words(client):
    """TR 16D3: "Söz konusu izinsiz bilginin ilk konuşmanın yapılmasından sonra ... alınması
    durumunda ..."; WBF 16D3: "If such extraneous information is received after the first call in the
    auction has been made ..." """
    english = note_on_page(client, 16, "16D3", "en")
    turkish = note_on_page(client, 16, "16D3", "tr")
    assert "izinsiz bilgi" in english and "extraneous information" in english
    assert "izinsiz bilgi" in turkish and "extraneous information" in turkish
    assert english.lstrip(">\n ").count("Editor's note:") == 1 and "Editörün notu:" in turkish
