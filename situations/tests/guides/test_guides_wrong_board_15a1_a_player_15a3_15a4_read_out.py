"""The wrong-board guide's wrong-cards Ending names the player whose call 15A1 cancels as the paragraph
does, and its read-out says 15A3 and 15A4 (qa208 noticed both).

15A1 (TR): "Bir oyuncunun yanlış borddan aldığı kartlar ile vermiş olduğu konuşma (ve daha sonra yaptığı
tüm konuşmalar) iptal edilir."; (WBF) "A call is cancelled (together with any subsequent call) if it is
made by a player holding cards that he has picked up from a wrong board."
15A3 (TR): "Kusurlu oyuncu, daha önce yanlışlıkla kartlarını aldığı bordun oynanma sırası geldiğinde,
önceden yaptığı konuşmayı aynen tekrarlarsa, Hakem bordun normal olarak oynanmaya devam edilmesine izin
verebilir. Ancak kusurlu oyuncu daha önceki konuşmasından farklı bir konuşma yaparsa Hakem ayarlı skor
verecektir."; (WBF) "If the offender subsequently repeats his call on the board from which he mistakenly
drew his cards the Director may allow that board to be played normally, but the Director shall award an
adjusted score when offender's call differs from his original cancelled call."
15A4 (TR): "Yukarıda belirtilen onarmalara ek olarak, bir prosedür cezası (Yasa 90) öngörülebilir.";
(WBF) "A procedural penalty (Law 90) may be assessed in addition to the rectifications above."

The Ending's first sentence began "His call is cancelled" / "O oyuncunun ... konuşma", a "his" and a
"that player" with no one before them on the page (the title names a call, not a player). The read-out,
what the Director reads at the table, stopped at 15A2: the offender was not told that his call on the
board he took the cards from decides whether that board is played normally, nor that a procedural
penalty may be assessed; the Ending's `now` says both."""

import pytest

from situations.tests.guides.guide_pages import never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "wrong-board"
KEYS = ["wrong-cards"]

NAMED = {
    "tr": "Bir oyuncunun yanlış borddan aldığı kartlarla yaptığı konuşma ve daha sonra yaptığı tüm konuşmalar iptal edilir (Yasa 15A1).",
    "en": "A call made by a player holding cards he picked up from another board is cancelled, and in the official Turkish so are all the calls he made after it (Law 15A1).",
}
UNNAMED = {"tr": "O oyuncunun yanlış borddan", "en": "His call is cancelled"}
READ_15A3_15A4 = {
    "tr": (
        "önceki konuşmanızı aynen tekrarlarsanız hakem bordun normal oynanmasına izin verebilir; farklı bir konuşma yaparsanız hakem ayarlı skor verecektir (Yasa 15A3).",
        "Bu onarmalara ek olarak bir prosedür cezası (Yasa 90) öngörülebilir (Yasa 15A4).",
    ),
    "en": (
        "If you repeat your call on that board, the Director may allow normal play; if it differs, he shall award an adjusted score (Law 15A3).",
        "A procedural penalty may also be assessed (Law 15A4).",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_15a1_names_a_player_as_the_paragraph_does(client, lang):
    says(client, SLUG, KEYS, lang, NAMED[lang])
    never_says(client, SLUG, KEYS, lang, UNNAMED[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_15a3_and_15a4(client, lang):
    reads(client, SLUG, KEYS, lang, *READ_15A3_15A4[lang])
