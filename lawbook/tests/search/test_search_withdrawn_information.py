"""Using what a call or card taken back showed, read as 16C's information from a withdrawn action (session 86,
search119; lawbook.search.story_words.withdrawn_information).

16C "Herhangi bir konuşma veya oyun bu yasaların hükümlerine uygun şekilde geri alınmış ise: 1. Kusursuz taraf için,
geri alınmış eylemden kaynaklanan tüm bilgiler ... yasaldır" / WBF "When a call or play has been withdrawn as these
laws provide: 1. For a non-offending side, all information arising from a withdrawn action is authorized". The
phrasings are fresh, not the bench's.
"""

import pytest

from lawbook.search.analysis import exact_form, words
from lawbook.search.story_words import withdrawn_information
from tests.search_index import search_index, search_index_dir  # noqa: F401

from .ranks import paragraph_labels, rank_of


def _folded(query: str) -> list[str]:
    return [exact_form(word.text) for word in words(query)]


@pytest.mark.parametrize(
    "query, span",
    [
        ("the opponent took his bid back, can I use it", ["use"]),
        ("partner replaced his bid, may I take into account the first one", ["take", "into", "account"]),
        ("rakip konuşmasını geri aldı, kullanabilir miyim", ["kullanabilir"]),
        ("ortağım deklaresini değiştirdi, ilkini dikkate alabilir miyim", ["dikkate", "alabilir"]),
    ],
)
def test_using_a_withdrawn_action_is_read(query, span):
    folded = _folded(query)
    [(start, end)] = withdrawn_information.find(folded)
    assert folded[start:end] == span


@pytest.mark.parametrize(
    "query",
    [
        # Nothing taken back: the bidding box used.
        "can I use the bidding box for a pass",
        "deklare kutusunu kullanabilir miyim",
        # Taken back, but nothing used.
        "the opponent took his bid back",
    ],
)
def test_nothing_else_is_read(query):
    assert withdrawn_information.find(_folded(query)) == []


@pytest.mark.parametrize(
    "query, lang",
    [
        # Before: 25B1, 31A, then 16C.
        ("RHO's bid was withdrawn, am I allowed to use what it told me", "en"),
        # Before: 47D, 47E1, then 16C.
        ("the opponent retracted his card, can I use it", "en"),
        # Before: 37A, 25A6, 36A; no 16C among the first ten.
        ("solumdaki 2 kupayı geri çekti, o konuşmadan öğrendiğimi kullanabilir miyim", "tr"),
        # Before: 47E2(a), 53B, 55B2.
        ("rakip çıkışını geri aldı, gördüğüm kartı hesaba katabilir miyim", "tr"),
    ],
)
def test_using_a_withdrawn_action_finds_16c_first(search_index, query, lang):
    assert rank_of("16C", paragraph_labels(query, lang)) == 1
