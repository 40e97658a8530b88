"""A result or remark overheard once the auction has begun, read as 16D3's "after the first call has been made"
(session 85, search117; lawbook.search.story_words.auction_begun).

16D3 "Söz konusu izinsiz bilginin ilk konuşmanın yapılmasından sonra ve bordun oynanmasının tamamlanmasından önce
alınması durumunda hakem yukarıdaki 2(c) veya 2(d) maddelerine uygun şekilde hareket eder" / WBF "If such
extraneous information is received after the first call in the auction has been made and before completion of the
play of the board the Director proceeds as in 2(c) or 2(d) above". The phrasings are fresh, not the bench's.
"""

import pytest

from lawbook.search.analysis import exact_form, words
from lawbook.search.story_words import auction_begun
from tests.search_index import search_index, search_index_dir  # noqa: F401

from .ranks import paragraph_labels, rank_of


def _folded(query: str) -> list[str]:
    return [exact_form(word.text) for word in words(query)]


@pytest.mark.parametrize(
    "query, span",
    [
        ("during the bidding we overheard the result", ["during", "the", "bidding"]),
        ("after the auction had started I heard the result", ["after", "the", "auction", "had", "started"]),
        ("artırım başladıktan sonra sonucu duyduk", ["artirim", "basladiktan"]),
        ("biz artırımdayken yan masanın sonucunu duydum", ["artirimdayken"]),
    ],
)
def test_the_auction_begun_is_read_in_a_story_of_a_result_heard(query, span):
    folded = _folded(query)
    [(start, end)] = auction_begun.find(folded)
    assert folded[start:end] == span


@pytest.mark.parametrize(
    "query",
    [
        # No result or remark heard: the auction's own Laws.
        "during the auction partner hesitated for a long time",
        "artırım sırasında ortağım uzun süre düşündü",
        # Heard, but not said when.
        "I overheard the result of this board at the bar",
    ],
)
def test_nothing_else_is_read(query):
    assert auction_begun.find(_folded(query)) == []


@pytest.mark.parametrize(
    "query, lang",
    [
        # Before, 16D1, 90B3, 15B2, 24C, 13B1: no 16D3 among the first ten.
        ("during the bidding we overheard the result of this board from the next table", "en"),
        # Before, 16D1, 90B3, 15B, 17A, 87A: no 16D3 among the first ten.
        ("after the auction had started I heard them discussing the result of our board", "en"),
        # Before, 16D1, 6D1, 17A, 15B1, 90B3: no 16D3 among the first ten.
        ("artırım başladıktan sonra biri bordun sonucunu söyledi, duyduk", "tr"),
    ],
)
def test_a_result_heard_in_the_auction_puts_16d3_among_the_first_three_paragraphs(search_index, query, lang):
    assert rank_of("16D3", paragraph_labels(query, lang)) <= 3
