"""A player thinking at every card, read as 90B2's unduly slow play (session 86, search119;
lawbook.search.story_words.slow_play).

90B2 "Bir yarışmacının nedensiz yere yavaş oynaması" / WBF "unduly slow play by a contestant" (90B, WBF "examples of
offenses subject to procedural penalty"). The phrasings are fresh, not the bench's.
"""

import pytest

from lawbook.search.analysis import exact_form, words
from lawbook.search.story_words import slow_play
from tests.search_index import search_index, search_index_dir  # noqa: F401

from .ranks import paragraph_labels, rank_of


def _folded(query: str) -> list[str]:
    return [exact_form(word.text) for word in words(query)]


@pytest.mark.parametrize(
    "query, span",
    [
        ("he thinks for two minutes on every card", ["every", "card"]),
        ("declarer takes ages over each trick", ["each", "trick"]),
        ("rakip her kartta iki dakika düşünüyor", ["her", "kartta"]),
        ("her oyunda dakikalarca bekletiyor", ["her", "oyunda"]),
    ],
)
def test_thinking_at_every_card_is_read(query, span):
    folded = _folded(query)
    [(start, end)] = slow_play.find(folded)
    assert folded[start:end] == span


@pytest.mark.parametrize(
    "query",
    [
        # One long think: 16B1's hesitation, not slow play.
        "partner thought for ages before passing",
        # Every card without the time taken.
        "declarer showed every card of the suit",
        "her kartı tek tek saydım",
    ],
)
def test_nothing_else_is_read(query):
    assert slow_play.find(_folded(query)) == []


@pytest.mark.parametrize(
    "query, lang",
    [
        # Before: 42B1, 44C, 45E2 ("trick" as typed); no 90B2 among the first ten.
        ("declarer takes three minutes over each trick, can we ask the director to act", "en"),
        # Before: 8C, 15B2, 15B1 ("board", "round"); no 90B2 among the first ten.
        ("the pair at our table thinks forever on every board and we can't finish the round", "en"),
        # Before: 68C, 62D2, 66A.
        ("solumdaki her lövede beş dakika düşünüyor, ne yapabiliriz", "tr"),
        # Before: 45D1, 57C1, 60B.
        ("deklaran her kartı oynamadan önce dakikalarca bekletiyor", "tr"),
    ],
)
def test_thinking_at_every_card_finds_90b2_first(search_index, query, lang):
    assert rank_of("90B2", paragraph_labels(query, lang)) == 1
