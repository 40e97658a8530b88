"""15B1 in the official Turkish's future where the wrong-board guide states it: the wrong-table
Ending's `now` and its read-out (qa275, session 92; qa263's list).

15B1, TR (official): "Eğer masadaki bir veya daha fazla sayıda oyuncu o bordu, doğru rakibe karşı olsun
veya olmasın, daha önceden oynamış ise, bord her iki taraf için iptal edilecektir."
15B1, WBF: "if one or more players at the table have previously played the board, with the correct
opponents or otherwise, the board is cancelled for both his side and his opponents."

The WBF says the present; the official Turkish the future (the same rule, a difference of mood, not of
meaning: no editor's note). The guide follows the Turkish: "iptal edilir" -> "iptal edilecektir". The
English keeps "is cancelled", which is the WBF's own.
"""

from pathlib import Path

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
KEYS = ["wrong-table"]
OLD = "bord iki taraf için de iptal edilir (Yasa 15B1)"
NEW = "bord iki taraf için de iptal edilecektir (Yasa 15B1)."


def test_15b1_in_the_official_future_on_the_page(client):
    says(client, "wrong-board", KEYS, "tr", "daha önce oynadıysa " + NEW)
    never_says(client, "wrong-board", KEYS, "tr", OLD)


def test_15b1_in_the_official_future_in_the_read_out(client):
    reads(client, "wrong-board", KEYS, "tr", "biriniz bordu daha önce oynadıysa " + NEW)
    never_reads(client, "wrong-board", KEYS, "tr", OLD)


def test_15b1_english_keeps_the_wbf_present(client):
    says(client, "wrong-board", KEYS, "en", "it is cancelled for both sides (Law 15B1).")


def test_the_official_turkish_says_iptal_edilecektir():
    assert "bord her iki taraf için iptal edilecektir." in TURKISH.read_text(encoding="utf-8")
