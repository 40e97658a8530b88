"""trans97: Laws 61-79 read in three texts, the official Turkish (fixtures/laws_tr.txt), our English
(fixtures/laws_en.json) and the WBF's English (the 2017 Laws as printed by the ACBL).

Each note below stands where the Turkish differs in meaning from the WBF's English; each is shown
under its paragraph on the Law page, in both languages (docs/translation-notes.md)."""

import re

import pytest

from lawbook.tests.editions.law_pages import law_page, note_on_page

pytestmark = pytest.mark.django_db


# Each: (Law, label, words the English note quotes, words the Turkish note quotes).
NOTES = [
    # TR 68B2: "bir defans oyuncusu bir veya daha fazla lövenin terki girişiminde bulunur ve ortağı
    # derhal itiraz ederse, terk gerçekleşmez." WBF 68B2: "if a defender attempts to concede one or
    # more tricks and his partner immediately objects; neither a concession nor a claim has occurred."
    (
        68,
        "68B2",
        ("terk gerçekleşmez", "neither a concession nor a claim has occurred"),
        ("terk gerçekleşmez", "neither a concession nor a claim has occurred"),
    ),
    # TR 73D2: "Bir oyuncu söz veya tavır, bir konuşma veya oyundaki acele veya duraksama ... yolu ile
    # rakibini aldatmaya çalışamaz." WBF 73D2: "A player may not attempt to mislead an opponent by
    # means of a question, remark or gesture; ..."
    (
        73,
        "73D2",
        ("söz veya tavır", "a question, remark or gesture"),
        ("söz veya tavır", "a question, remark or gesture"),
    ),
    # TR 74C5: "Artırım veya oyun sırasında kasıtlı olarak bir oyuncuya veya kartlarını görmek ...
    # amacıyla bir oyuncunun eline bakmak". WBF 74C5: "looking intently at any other player during
    # the auction and play, or at another player's hand as for the purpose of seeing his cards".
    (
        74,
        "74C5",
        ("kasıtlı olarak", "looking intently at any other player"),
        ("kasıtlı olarak", "looking intently at any other player"),
    ),
    # TR 75B3: "eğer daha sonra defansta kalırsa oyun sona erdikten sonra kesinlikle Hakem çağırmalı ve
    # açıklamayı düzeltmelidir". WBF 75B3: "if he subsequently becomes a defender, he must call the
    # Director and correct the explanation only after play ends."
    (
        75,
        "75B3",
        ("kesinlikle", "only after play ends"),
        ("oyun sona erdikten sonra kesinlikle", "only after play ends"),
    ),
]


@pytest.mark.parametrize("number, label, english_words, turkish_words", NOTES)
def test_each_trans97_note_stands_under_its_paragraph_in_both_languages(
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


def test_74c5_reads_deliberately_looking_on_the_english_law_page(client):
    """TR 74C5: "Artırım veya oyun sırasında kasıtlı olarak bir oyuncuya veya kartlarını görmek veya
    bir kartı nereden çıkardığını gözlemlemek amacıyla bir oyuncunun eline bakmak". "kasıtlı olarak"
    is "deliberately"; our English read the WBF's "Looking intently" (with fixed attention), which
    the Turkish does not say."""
    html = re.sub(r"<[^>]+>", "", law_page(client, 74, "en"))  # the words, without their term links
    assert "Deliberately looking at another player during the auction or play" in html
    assert "Looking intently at another player during the auction or play" not in html
