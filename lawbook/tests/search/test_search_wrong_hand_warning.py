"""Dummy warning declarer about the hand he leads from, having broken no limit, read as 42B2's "prevent any
irregularity" (session 83, search115; lawbook.search.story_words.wrong_hand_warning).

42B2 "Herhangi bir usulsüzlüğü önlemeye çalışabilir" / "He may try to prevent any irregularity"; 43B2(a)
"Eğer yer, bundan önceki A2 bendinde sayılan kısıtlamaları ihlal ettikten sonra: (a) deklaranı yanlış elden
çıkış yapmaması hakkında uyarırsa" / "If dummy, after his violation of the limitations listed in A2: (a) warns
declarer not to lead from the wrong hand" applies only after such a breach. The phrasings are fresh, not the bench's.
"""

import pytest

from lawbook.search.analysis import exact_form, words
from lawbook.search.story_words import wrong_hand_warning
from lawbook.tests.search.ranks import paragraph_labels
from tests.search_index import search_index, search_index_dir  # noqa: F401


def _folded(query: str) -> list[str]:
    return [exact_form(word.text) for word in words(query)]


@pytest.mark.parametrize(
    "query, verb",
    [
        ("dummy said you're in dummy", "said"),
        ("dummy told declarer he was leading from the wrong hand", "told"),
        ("can dummy stop declarer leading from the wrong hand", "stop"),
        ("yer deklarana yanlış elden çıkıyorsun dedi", "dedi"),
        ("yer deklarana elden değil yerden çıkacaksın diye hatırlattı", "hatirlatti"),
    ],
)
def test_the_verb_of_dummys_warning_is_read(query, verb):
    folded = _folded(query)
    [(start, end)] = wrong_hand_warning.find(folded)
    assert folded[start:end] == [verb]


@pytest.mark.parametrize(
    "query",
    [
        # A breach of 43A2 told: 43B2(a)'s story, left to its words.
        "dummy peeked at east's hand and then told declarer he was in the wrong hand",
        "dummy wandered round the table, then said you're in dummy",
        "yer ayağa kalkıp rakibin kartlarına baktı, sonra deklarana yanlış elden çıkıyorsun dedi",
        # Nothing of the hand led from.
        "dummy said the rest of the tricks were good",
        # Not dummy who says it.
        "declarer said he had led from the wrong hand",
    ],
)
def test_nothing_else_is_read(query):
    assert wrong_hand_warning.find(_folded(query)) == []


@pytest.mark.parametrize(
    "query, lang",
    [
        # Before, 45C3 first and 42B2 not among the first five paragraphs.
        ("declarer reached for a card in his hand and dummy told him you're in dummy, may dummy do that", "en"),
        # Before, 43B2(a), 55B2, 54A: 42B2 not among the first five.
        ("dummy warned declarer he was in the wrong hand before he led", "en"),
        ("deklaran elden çıkmak üzereydi, yer ona yanlış elden çıkıyorsun dedi, olur mu", "tr"),
        # Before, 57C1 first and 42B2 not among the first five; now first.
        ("yer deklarana elden değil yerden çıkacaksın diye hatırlattı", "tr"),
    ],
)
def test_dummys_warning_finds_42b2_among_the_first_three(search_index, query, lang):
    assert "42B2" in paragraph_labels(query, lang)[:3]


@pytest.mark.parametrize(
    "query, hand",
    [
        ("can dummy stop declarer leading from the wrong hand", ["wrong", "hand"]),
        ("dummy said you're in dummy", ["you", "in", "dummy"]),
        ("dummy said not from his hand", ["not", "from", "his", "hand"]),
        ("yer deklarana yanlış elden çıkıyorsun dedi", ["yanlis", "elden"]),
        ("yer deklarana elden değil yerden çıkacaksın diye hatırlattı", ["elden", "degil"]),
    ],
)
def test_the_wrong_hand_of_dummys_warning_is_read(query, hand):
    folded = _folded(query)
    [(start, end)] = wrong_hand_warning.hands(folded)
    assert folded[start:end] == hand


@pytest.mark.parametrize(
    "query",
    [
        "dummy peeked at east's hand and then told declarer he was in the wrong hand",
        "yer ayağa kalkıp rakibin kartlarına baktı, sonra deklarana yanlış elden çıkıyorsun dedi",
        # The wrong hand told by declarer, not dummy's warning.
        "declarer said he had led from the wrong hand",
    ],
)
def test_no_wrong_hand_is_read_outside_a_warning_without_breach(query):
    assert wrong_hand_warning.hands(_folded(query)) == []


@pytest.mark.parametrize(
    "query, lang",
    [
        # Before, 43B2(a) was the first paragraph of each (a warning after a breach of 43A2, which none tells).
        ("dummy warned declarer that he was about to lead from the wrong hand, is that allowed", "en"),
        ("dummy told me not to lead from the wrong hand, can he do that", "en"),
        ("yer, deklaranın yanlış elden çıkmak üzere olduğunu görünce uyardı, kurallara uygun mu", "tr"),
    ],
)
def test_a_warning_without_breach_finds_42b2_above_43b2a(search_index, query, lang):
    # 42B2 "He may try to prevent any irregularity"; 9A3 "Any player, including dummy, may attempt to prevent
    # an irregularity" says the same.
    labels = paragraph_labels(query, lang)
    assert labels[0] in {"42B2", "9A3"}
    assert "42B2" in labels[:3]
    assert "43B2(a)" not in labels[: labels.index("42B2")]


@pytest.mark.parametrize(
    "query, lang",
    [
        ("dummy peeked at east's hand and then warned declarer not to lead from the wrong hand", "en"),
        ("yer ayağa kalkıp rakibin kartlarına baktı, sonra deklarana yanlış elden çıkıyorsun diye uyardı", "tr"),
    ],
)
def test_a_warning_after_a_breach_still_finds_43b2a_first(search_index, query, lang):
    assert paragraph_labels(query, lang)[0] == "43B2(a)"
