"""Dummy telling declarer how to play, read as 43A1(c)'s communication about the play (session 86, search119;
lawbook.search.story_words.dummy_advice).

43A1(c) "Yer oyuna katılmamalıdır veya oyun hakkında deklaranla hiçbir iletişimde bulunmamalıdır" / WBF "Dummy must
not participate in the play, nor may he communicate anything about the play to declarer". The phrasings are fresh,
not the bench's.
"""

import pytest

from lawbook.search.analysis import exact_form, words
from lawbook.search.story_words import dummy_advice
from tests.search_index import search_index, search_index_dir  # noqa: F401

from .ranks import paragraph_labels, rank_of


def _folded(query: str) -> list[str]:
    return [exact_form(word.text) for word in words(query)]


@pytest.mark.parametrize(
    "query, span",
    [
        ("dummy told declarer to cash the ace", ["told"]),
        ("dummy whispered to declarer that the finesse loses", ["whispered"]),
        ("yer deklarana koz çek dedi", ["dedi"]),
    ],
)
def test_dummy_telling_declarer_is_read(query, span):
    folded = _folded(query)
    [(start, end)] = dummy_advice.find(folded)
    assert folded[start:end] == span


@pytest.mark.parametrize(
    "query",
    [
        # Declarer speaks to dummy: a designation (46B), not dummy's word.
        "declarer told dummy to play the ace",
        "deklaran yere küçük dedi",
        # Dummy's question to declarer is his right (42B1); dummy speaking to a defender is not to declarer.
        "dummy asked declarer whether he had no hearts",
        "dummy told the defender he had revoked",
    ],
)
def test_nothing_else_is_read(query):
    assert dummy_advice.find(_folded(query)) == []


@pytest.mark.parametrize(
    "query, lang",
    [
        # Before: 45D2, 55A; no 43A1 among the first ten.
        ("dummy whispered to declarer that the finesse was wrong", "en"),
        # Before: 43B2(a), 24D.
        ("during the hand dummy told declarer to cash his aces", "en"),
        # Before: 46B1(b) ("al dedi" read as declarer's designation), 45D1.
        ("yer deklarana önce asları al dedi", "tr"),
        # Before: 41D, 42B1.
        ("oyun sırasında yer deklarana koz çekme diye fısıldadı", "tr"),
    ],
)
def test_dummy_telling_declarer_finds_43a1c_first(search_index, query, lang):
    assert rank_of("43A1(c)", paragraph_labels(query, lang)) == 1
