"""Law 15 in the WBF's own modal verbs wherever the wrong-board guide's English states it: 15A2(a) and
15B3 take the WBF's "shall", 15A3 already had it, and 15B1 keeps the WBF's present (qa280, session 93;
CONTRIBUTING.md: a sentence that states what a paragraph requires uses that paragraph's modal verb; the
WBF Introduction: "shall" do "(a violation will incur a penalty more often than not)", "does"
"(establishes procedure without suggesting that violation be penalized)").

15A2(a), WBF: "If the offender's partner has subsequently called, the Director shall award an adjusted
score." TR (official): "Kusurlu oyuncunun ortağı daha sonra konuşmuşsa, Hakem ayarlı skor
atayacaktır."
15A3, WBF: "... the Director may allow that board to be played normally, but the Director shall award an
adjusted score when offender's call differs from his original cancelled call." TR (official): "...
farklı bir konuşma yaparsa Hakem ayarlı skor verecektir."
15B1, WBF: "if one or more players at the table have previously played the board, with the correct
opponents or otherwise, the board is cancelled for both his side and his opponents." TR (official):
"... bord her iki taraf için iptal edilecektir."
15B3, WBF: "The Director shall award an artificial adjusted score [see Law 12C2(a)] to any contestant
deprived of the opportunity to earn a valid score." TR (official): "Hakem ... yapay bir ayarlı skor
verecektir [bkz. Yasa 12C2(a)]."

The Turkish took the future in session 92 (qa275); the English said "the Director awards" (15A2(a))
and "get an artificial adjusted score" (15B3). Now "shall award" / "shall be awarded". 15B1's "is
cancelled" is the WBF's own present and stays (a difference of mood from the Turkish, not of meaning:
qa275).
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "wrong-board"
CARDS, TABLE = ["wrong-cards"], ["wrong-table"]


def test_15a2a_and_15a3_on_the_wrong_cards_ending(client):
    says(
        client,
        SLUG,
        CARDS,
        "en",
        "If his partner has called since, the Director shall award an adjusted score; otherwise",
        "if his call differs (much different in meaning, or psychic), he shall award an adjusted score (Law 15A3).",
    )
    never_says(client, SLUG, CARDS, "en", "the Director awards an adjusted score")


def test_15a2a_in_the_wrong_cards_read_out(client):
    reads(client, SLUG, CARDS, "en", "If your partner has called since, the Director shall award an adjusted score;")
    never_reads(client, SLUG, CARDS, "en", "the Director awards an adjusted score")


def test_15b3_and_15b1_on_the_wrong_table_ending(client):
    says(
        client,
        SLUG,
        TABLE,
        "en",
        "Contestants deprived of a valid score shall be awarded an artificial adjusted score (Law 15B3; see Law "
        "12C2(a)).",
        "it is cancelled for both sides (Law 15B1).",
    )
    never_says(client, SLUG, TABLE, "en", "get an artificial adjusted score")


def test_15b3_in_the_wrong_table_read_out(client):
    reads(
        client,
        SLUG,
        TABLE,
        "en",
        "Contestants deprived of a valid score shall be awarded an artificial adjusted score (Law 15B3).",
        "it is cancelled for both sides (Law 15B1).",
    )
    never_reads(client, SLUG, TABLE, "en", "get an artificial adjusted score")
