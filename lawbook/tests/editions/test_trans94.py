"""trans94: Laws 1-15 and 17-22 read in the official Turkish, our English and the WBF's English
(the 2017 Laws as printed by the ACBL). Three paragraphs where the Turkish differs in meaning from
the WBF's English now carry an editor's note, shown on the Law page in both languages."""

import pytest

from lawbook.tests.editions.law_pages import note_on_page

pytestmark = pytest.mark.django_db


# (law, label, words of the official Turkish, words of the WBF's English)
NOTES = (
    # TR 12C1(b): "Hakem, ayarlı skoru belirlerken, yasa ihlali olmasa idi, masada gerçekleşmesi
    # muhtemel sonuca en yakın skora ulaşmayı hedeflemelidir." WBF 12C1(b): "The Director in
    # awarding an assigned adjusted score should seek to recover as nearly as possible the
    # probable outcome of the board had the infraction not occurred."
    (12, "12C1(b)", "ayarlı skoru belirlerken", "in awarding an assigned adjusted score"),
    # TR 13B1: "Eğer Hakem bordun düzeltilerek oynanabileceğine kanaat getirirse, bord gerekli
    # düzeltme yapıldıktan sonra, başka bir değişiklik olmaksızın oynanır." WBF 13B1: "If the
    # Director judges that the deal can be corrected and played, then the deal may be so played
    # with no change of call."
    (13, "13B1", "oynanır", "may be so played with no change of call"),
    # TR 20F4(a): "Bir oyuncu, artırım esnasında yapmış olduğu açıklamanın yanlış ya da eksik
    # olduğunu fark ederse, Belirginleştirme Süreci'nin bitiminden önce hakemi çağırmalı ..."
    # WBF 20F4(a): "If a player realizes during the auction that his own explanation was
    # erroneous or incomplete, he must summon the Director before the end of the Clarification
    # Period ..."
    (20, "20F4(a)", "artırım esnasında yapmış olduğu açıklamanın", "realizes during the auction"),
    # Session 64 (lead), desk97's question. TR 15A1: "Bir oyuncunun yanlış borddan aldığı kartlar ile
    # vermiş olduğu konuşma (ve daha sonra yaptığı tüm konuşmalar) iptal edilir." ("yaptığı": the
    # calls *he* made, as "vermiş olduğu" is his; an impersonal reading would say "yapılan"). WBF
    # 15A1: "A call is cancelled (together with any subsequent call) if it is made by a player
    # holding cards that he has picked up from a wrong board."
    (15, "15A1", "daha sonra yaptığı tüm konuşmalar", "together with any subsequent call"),
)


@pytest.mark.parametrize("number,label,turkish,wbf", NOTES)
def test_the_note_quotes_both_texts_on_the_law_page_in_both_languages(client, number, label, turkish, wbf):
    english = note_on_page(client, number, label, "en")
    turkish_page = note_on_page(client, number, label, "tr")
    assert "Editor's note" in english and "Editörün notu" in turkish_page
    for page in (english, turkish_page):
        assert turkish in page and wbf in page and "WBF" in page


def test_our_english_of_15a1_cancels_the_offenders_own_later_calls(client):
    """Our English translates the official Turkish "(ve daha sonra yaptığı tüm konuşmalar)": the
    calls he made subsequently, not "all calls made subsequently" (the WBF's reading, any player's)."""
    english = client.get("/api/paragraphs/15A1/").json()["text_en"]
    assert "(and all calls he made subsequently)" in english
