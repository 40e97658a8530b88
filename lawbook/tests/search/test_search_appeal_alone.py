"""A player who would appeal without his partner, read as 92D1's concurrence of both members of the pair (session 86,
search119; lawbook.search.story_words.appeal_alone).

92D1 "İkili turnuvada, başvuran çiftin her iki üyesinin (bireysel yarışmalar hariç) itiraz konusunda hemfikir
olmaları gereklidir" / WBF "in a pairs event both members of the partnership concur in making the appeal". The
phrasings are fresh, not the bench's.
"""

import pytest

from lawbook.search.analysis import exact_form, words
from lawbook.search.story_words import appeal_alone
from tests.search_index import search_index, search_index_dir  # noqa: F401

from .ranks import paragraph_labels, rank_of


def _folded(query: str) -> list[str]:
    return [exact_form(word.text) for word in words(query)]


@pytest.mark.parametrize(
    "query, span",
    [
        ("I want to appeal and my partner says no", ["partner", "says", "no"]),
        ("can I appeal on my own", ["on", "my", "own"]),
        ("ortağım itiraz etmek istemiyor", ["istemiyor"]),
        ("komiteye gidelim dedim, ortağım boşver diyor", ["ortagim", "bosver", "diyor"]),
        ("itirazı tek başıma yapabilir miyim", ["tek", "basima"]),
    ],
)
def test_the_partner_not_concurring_is_read(query, span):
    folded = _folded(query)
    [(start, end)] = appeal_alone.find(folded)
    assert folded[start:end] == span


@pytest.mark.parametrize(
    "query",
    [
        # No appeal told: partner's "no" is any answer, "tek başıma" any deed done alone.
        "partner says no to my claim",
        "tek başıma oynadım, ortağım istemiyor",
        # The opponents, not partner, said no.
        "I want to appeal, the opponents said no to the adjusted score",
    ],
)
def test_nothing_else_is_read(query):
    assert appeal_alone.find(_folded(query)) == []


@pytest.mark.parametrize(
    "query, lang",
    [
        # Before: 92A, 93A, 93B1 (the appeal's words alone).
        ("ortağım razı değil, itirazı tek başıma yapabilir miyim", "tr"),
        # Before: 92B, 93B2, then 92A.
        ("kararı komiteye götürmek istiyorum ama ortağım istemiyor", "tr"),
    ],
)
def test_a_partner_not_concurring_finds_92d1_first(search_index, query, lang):
    assert rank_of("92D1", paragraph_labels(query, lang)) == 1


@pytest.mark.parametrize(
    "query",
    [
        # Before: 93B1, 40A4, 30B1(a) (partner's "want" read as typed); no 92D1 among the first ten paragraphs.
        "my partner does not want to appeal the ruling, can I go ahead",
        # Before: 92A, 93B1, 92B, 93A; no 92D1 among the first ten paragraphs.
        "I'm going to appeal the ruling without my partner",
    ],
)
def test_a_partner_not_concurring_finds_92d1_first_in_english(search_index, query):
    assert rank_of("92D1", paragraph_labels(query, "en")) == 1
