"""Declarer calling for a card dummy does not hold, told by what dummy held or where the card was, read as 46B4's
"card that is not in dummy" (session 85, search117; lawbook.search.story_words.card_not_in_dummy).

46B4 "Eğer deklaran yerde olmayan bir kartı tanımlarsa, çağrı yok sayılır ve deklaran herhangi bir yasal kartı
belirtebilir" / WBF "If declarer calls for a card that is not in dummy the call is invalid and declarer may designate
any legal card". The phrasings are fresh, not the bench's.
"""

import pytest

from lawbook.search.analysis import exact_form, words
from lawbook.search.story_words import card_not_in_dummy
from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401

from .ranks import paragraph_labels, rank_of


def _folded(query: str) -> list[str]:
    return [exact_form(word.text) for word in words(query)]


@pytest.mark.parametrize(
    "query, span",
    [
        ("declarer asked for the king but dummy only had the queen", ["only", "had"]),
        ("declarer named the ten from dummy but the ten was in his own hand", ["in", "his", "own", "hand"]),
        ("declarer called for dummy's ace, it had already been played", ["already", "been", "played"]),
        ("deklaran pik valesi dedi, yerin piki sadece ikiliydi", ["sadece"]),
        ("yerdeki as iki löve önce gitmişti, deklaran onu istedi", ["gitmisti"]),
    ],
)
def test_the_card_not_in_dummy_is_read(query, span):
    folded = _folded(query)
    [(start, end)] = card_not_in_dummy.find(folded)
    assert folded[start:end] == span


@pytest.mark.parametrize(
    "query",
    [
        # The player's own card already played (45C4(b), 45D1), not dummy's.
        "declarer said diamond instead of heart, I'd already played",
        # "yerden sadece": declarer's designation from dummy (46B1, 46B2).
        "deklaran yerden sadece küçük dedi",
        # No card called for by declarer.
        "dummy only had two hearts and followed with a spade",
    ],
)
def test_nothing_else_is_read(query):
    assert card_not_in_dummy.find(_folded(query)) == []


def test_what_dummy_held_instead_finds_46b4_first_in_turkish(search_index):
    # Before, 48A, 41D, 54A, 45D1, 42A3: no 46B4 among the first ten.
    assert_first_within("deklaran pik valesi dedi, yerin piki sadece ikiliydi", "tr", "46B4")


def test_dummy_only_had_puts_46b4_among_the_first_five_paragraphs(search_index):
    # Before, 46B2, 45D1, 48A, 46B1(c), 41D: no 46B4 among the first ten ("small" read as 46B1(c)'s low).
    labels = paragraph_labels("declarer called for the queen of clubs but dummy only had small clubs", "en")
    assert rank_of("46B4", labels) <= 5
