"""15B1 in the official Turkish's future on the judgement desk's wrong-board path: the ARTIFICIAL step's
lede after "a player at the table has played the board before" (qa278, session 93; qa275 noticed it).

15B1, TR (official): "Eğer masadaki bir veya daha fazla sayıda oyuncu o bordu, doğru rakibe karşı olsun
veya olmasın, daha önceden oynamış ise, bord her iki taraf için iptal edilecektir."
15B1, WBF: "if one or more players at the table have previously played the board, with the correct
opponents or otherwise, the board is cancelled for both his side and his opponents."

The lede said "bord her iki taraf için iptal edilir (Yasa 15B1)" (the present); it takes the official
future "iptal edilecektir", as the wrong-board guide did in qa275. The English keeps "is cancelled" (the
WBF's present). 15A1 is the official present in both texts (TR "... iptal edilir."; WBF "A call is
cancelled ...") and the desk's 15A1 sentence stays "iptal edilir".
"""

import pytest

from .test_desk95 import WRONG, _walk
from .test_judgement import text_of

pytestmark = pytest.mark.django_db


def test_15b1_in_the_official_future_on_the_desk(director_client):
    page = _walk(director_client, "tr", WRONG, ("pairs", "yes"))
    assert page.status_code == 200
    text = text_of(page)
    assert "daha önceden oynamış olduğundan bord her iki taraf için iptal edilecektir (Yasa 15B1)." in text
    assert "iptal edilir (Yasa 15B1)" not in text


def test_15a1_stays_in_the_official_present_on_the_desk():
    from desk.judgement import _15A1_SAID

    assert "konuşmalar iptal edilir (Yasa 15A1)." in _15A1_SAID.tr
