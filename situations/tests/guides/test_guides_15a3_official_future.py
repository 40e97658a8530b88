"""15A3 in the official Turkish's future where the wrong-board guide states it: the wrong-cards
Ending's `now` (its read-out already said "verecektir") (qa275, session 92; qa263's list).

15A3, TR (official): "... önceden yaptığı konuşmayı aynen tekrarlarsa, Hakem bordun normal olarak
oynanmaya devam edilmesine izin verebilir. Ancak kusurlu oyuncu daha önceki konuşmasından farklı bir
konuşma yaparsa Hakem ayarlı skor verecektir."
15A3, WBF: "... the Director may allow that board to be played normally, but the Director shall award an
adjusted score when offender's call differs from his original cancelled call."

The `now` said "farklı ... konuşursa hakem ayarlı skor verir" (the present); it takes the future. Its
first clause ("izin verebilir") is the official "may" and stays; the English already says "shall award".
"""

import pytest

from situations.tests.guides.guide_pages import never_says, reads, says

pytestmark = pytest.mark.django_db
KEYS = ["wrong-cards"]


def test_15a3_in_the_official_future_on_the_page(client):
    says(client, "wrong-board", KEYS, "tr", "konuşursa hakem ayarlı skor verecektir (Yasa 15A3).", "izin verebilir")
    never_says(client, "wrong-board", KEYS, "tr", "konuşursa hakem ayarlı skor verir (Yasa 15A3)")


def test_15a3_read_out_already_in_the_future(client):
    reads(client, "wrong-board", KEYS, "tr", "farklı bir konuşma yaparsanız hakem ayarlı skor verecektir (Yasa 15A3).")


def test_15a3_english_says_shall(client):
    says(client, "wrong-board", KEYS, "en", "he shall award an adjusted score (Law 15A3).")
