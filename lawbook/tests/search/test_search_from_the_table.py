"""Dummy's hand told as "the table" or "the board" an English player plays from, read as dummy (session 85,
search117; lawbook.search.story_words.from_the_table).

45B "Deklaran kartın adını söyleyerek yerden kart oynar" / WBF "Declarer plays a card from dummy by naming the card".
The query read "board" as the duplicate board (Laws 2, 6, 7) and drew those Laws into a story of a card played from
dummy. The phrasings are fresh, not the bench's.
"""

import pytest

from lawbook.labels import parse_label
from lawbook.search.analysis import exact_form, words
from lawbook.search.story_words import from_the_table
from tests.search_index import search_index, search_index_dir  # noqa: F401

from .ranks import paragraph_labels, rank_of

# The Laws of the deck, the boards and the seating (1-7): none is what a card played from dummy asks about.
_BOARD_LAWS = {str(law) for law in range(1, 8)}


def _folded(query: str) -> list[str]:
    return [exact_form(word.text) for word in words(query)]


@pytest.mark.parametrize(
    "query, span",
    [
        ("declarer said jack from the table", ["from", "the", "table"]),
        ("called the 7 of clubs from board and then changed it", ["from", "board"]),
        ("as declarer I played a small club from the board", ["from", "the", "board"]),
    ],
)
def test_the_table_a_card_is_played_from_is_read(query, span):
    folded = _folded(query)
    [(start, end)] = from_the_table.find(folded)
    assert folded[start:end] == span


@pytest.mark.parametrize(
    "query",
    [
        # The hands taken out of the board (16D1), a card held near the table (45C2): no verb of playing.
        "when we took our cards from the board I saw his ace",
        "his card was face up an inch from the table",
        # The story names dummy itself: "the table" adds nothing.
        "dummy said you are playing from the table",
    ],
)
def test_nothing_else_is_read(query):
    assert from_the_table.find(_folded(query)) == []


def test_a_rank_called_from_the_table_finds_46b3_among_the_first_three_paragraphs(search_index):
    # 46B3(b) "declarer must designate which is intended". Before, 77, 51B2(c), 46B2: no paragraph of 46B3 among
    # the first ten.
    labels = paragraph_labels("declarer called the eight from the table but there were two eights", "en")
    assert rank_of("46B3", labels) <= 3


@pytest.mark.parametrize(
    "query",
    [
        # Before, 2, 15B, 79A1, 7C, 1A: the duplicate board first.
        "played the 4 of spades from board and noticed I should have won in hand",
        # Before, 46B2 then 7B3 (the boards' control) second.
        "declarer said just diamond from board",
    ],
)
def test_a_card_from_board_draws_no_law_of_the_boards(search_index, query):
    first = paragraph_labels(query, "en")[:5]
    assert not {str(parse_label(label).law) for label in first} & _BOARD_LAWS, first
