"""Two counts of the tricks won told in one story, read as the Laws' disagreement on tricks won
(session 82, search114).

79B "Kazanılmış Löveler Üzerinde Anlaşmazlık ... Bir anlaşmazlık çıkarsa, hakem çağrılmak zorundadır" /
"Disagreement on Tricks Won ... If a disagreement arises, the Director must be summoned". A player tells
both counts ("they wrote 10 tricks, partner says 9") and never writes "disagreement". A story that names
the score's record is 79C1's "error in recording or computing the agreed-upon score" / "Üzerinde
anlaşılan skoru hesaplarken veya kaydederken yapılan hatalar" instead. The phrasings are fresh, not the
bench's.
"""

import pytest

from lawbook.search.analysis import exact_form, words
from lawbook.search.query import plan
from lawbook.search.service import search
from lawbook.search.story_words import trick_counts
from lawbook.search.vocabulary import load
from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401


def _folded(query: str) -> list[str]:
    return [exact_form(word.text) for word in words(query)]


def _paragraphs(query: str, lang: str, n: int) -> list[str]:
    return [hit.label for hit in search(query, lang).hits if hit.kind == "paragraph"][:n]


@pytest.mark.parametrize(
    "query, other",
    [
        ("we think we made eleven tricks but the opponents say 10", "10"),
        ("rakipler 10 löve yaptık diyor, bizce 9", "9"),
        ("declarer says nine tricks, we say eight", "eight"),
    ],
)
def test_the_other_count_is_read(query, other):
    folded = _folded(query)
    [(start, end)] = trick_counts.find(folded)
    assert folded[start:end] == [other]


@pytest.mark.parametrize(
    "query",
    [
        # One count only.
        "we made 10 tricks in 3 notrump",
        # The same count twice.
        "they said 10 tricks and we said 10 too",
        # What the other number counts is not tricks: a claim's story.
        "declarer claimed 10 tricks with 3 trumps still out",
        "10 löve aldık, 2 kart kaldı",
        # The score's record: 79C1, not a disagreement.
        "the score sheet says 10 tricks but we made 9",
        "skor kağıdına 10 löve yazılmış biz 9 aldık",
        # "one" and "bir" are also the article.
        "we won 10 tricks, one of them with a revoke",
    ],
)
def test_no_second_count_of_the_tricks_won(query):
    assert trick_counts.find(_folded(query)) == []


def test_the_other_count_is_searched_as_the_laws_disagreement():
    searched = {
        a.words
        for c in plan("they wrote down 10 tricks, my partner says 9", load(), "en").concepts
        for a in c.alternatives
    }
    assert ("disagreement",) in searched
    assert ("anlaşmazlık",) in searched
    # The bare number is searched no more: it matched nothing of 79B.
    assert ("9",) not in searched


def test_two_counts_of_tricks_find_79b_first_in_turkish(search_index):
    # Before, 77 first, 79B1 second among the paragraphs.
    assert_first_within("rakipler 4 kupa yaptık 10 löve diyor, bizce 9", "tr", "79B")


def test_two_counts_of_tricks_find_79b_among_the_first_three_paragraphs(search_index):
    # Before, 79B not among the first ten (53B, 77, 66D, 21B2, 28B, ...).
    paragraphs = _paragraphs("we think we made eleven tricks but the opponents say 10", "en", 3)
    assert any(label.startswith("79B") for label in paragraphs), paragraphs
