"""The wrong-table Ending of the wrong-board guide says 15B2 as the Director's instruction: in the
WBF's "shall require" in English, in the official present in Turkish.

15B2 (WBF): "if none of the four players have previously played the board the Director shall require
the auction and play to be completed. He allows the score to stand and may require both pairs to play
the correct board against one another later."
15B2 (TR): "Eğer masadaki oyuncuların hiçbiri o bordu daha önce oynamamış ise, Hakem artırma ve oyunun
normal olarak devam ederek tamamlanması talimatını verir. Hakem skoru geçerli sayar ve çiftlerin
oynaması gereken doğru bordun daha sonra oynanmasını isteyebilir."

The page and the read-out said "the auction and play go on to the end and the score stands" / "artırım
ve oyun normal biter, skor geçerlidir": what happens, with the Director's duty (WBF "shall require")
left out."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "wrong-board"
KEYS = ["wrong-table"]

NOW = {
    "en": "If nobody has, the Director shall require the auction and play to be completed; he allows the score to stand and may have the right board played later (Law 15B2).",
    "tr": "Kimse oynamadıysa hakem artırım ve oyunun normal olarak tamamlanması talimatını verir; skoru geçerli sayar ve doğru bordun sonra oynanmasını isteyebilir (Yasa 15B2).",
}
READ = {
    "en": "If nobody has, he shall require the auction and play to be completed; the score stands (Law 15B2).",
    "tr": "Kimse oynamadıysa hakem artırım ve oyunun normal olarak tamamlanması talimatını verir ve skor geçerlidir (Yasa 15B2).",
}
OLD = {"en": "the auction and play go on to the end", "tr": "artırım ve oyun normal biter"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_says_the_director_s_instruction(client, lang):
    says(client, SLUG, KEYS, lang, NOW[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_the_director_s_instruction(client, lang):
    reads(client, SLUG, KEYS, lang, READ[lang])
    never_reads(client, SLUG, KEYS, lang, OLD[lang])
