"""A player's own call over an opponent's changed call, read as 25A6's call he may withdraw (session 85,
search117; lawbook.search.story_words.call_over_change).

25A6 "Eğer bir değişiklik yapılmasına izin verilirse, soldaki oyuncu ilk konuşmanın üzerine yapmış olduğu herhangi
bir konuşmasını geri alabilir" / WBF "If a substitution is allowed the LHO may withdraw any call he made over the
first call" (the site's English: "If a change is allowed, the player on the left may withdraw any call he made over
the first call"). A player asks about "my double", "kontrum". The phrasings are fresh, not the bench's.
"""

import pytest

from lawbook.search.analysis import exact_form, words
from lawbook.search.story_words import call_over_change
from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401

from .ranks import paragraph_labels, rank_of


def _folded(query: str) -> list[str]:
    return [exact_form(word.text) for word in words(query)]


@pytest.mark.parametrize(
    "query, call, verb",
    [
        (
            "RHO corrected his slip from 3♣ to 3♦ after I had already doubled, can I take my double back",
            ["my", "double"],
            "corrected",
        ),
        (
            "opponent changed his bid by mistake to 2♠ and I had passed over it, what happens to my pass",
            ["my", "pass"],
            "changed",
        ),
        (
            "sağımdaki oyuncu konuşmasını düzeltti, ben daha önce kontr atmıştım, kontrum kalıyor mu",
            ["kontrum"],
            "duzeltti",
        ),
        (
            "rakip istemeden çektiği kartı değiştirdi, ben üstüne 2 kupa demiştim, konuşmamı geri alabilir miyim",
            ["konusmami"],
            "degistirdi",
        ),
    ],
)
def test_the_players_call_and_the_opponents_change_are_read(query, call, verb):
    folded = _folded(query)
    [(start, end)] = call_over_change.find(folded)
    assert folded[start:end] == call
    [(start, end)] = call_over_change.changes(folded)
    assert folded[start:end] == [verb]


@pytest.mark.parametrize(
    "query",
    [
        # The player's own change is 25A1 or 25B, not the call over another's.
        "can I change my pass, I meant to double",
        "I changed my mind and replaced my bid with 3♠, the opponents did not accept it",
        "pasımı değiştirebilir miyim",
        "fikrimi değiştirdim, pasımı kontra çevirmek istiyorum",
        # Partner's change: the call over it is an opponent's, not the player's.
        "partner corrected his 1♣ to 1♦, what happens to my double",
        "ortağım deklaresini düzeltti, kontrum ne olacak",
        # No call of the player's own.
        "RHO changed his bid from 2♣ to 2♦, is that allowed",
    ],
)
def test_nothing_else_is_read(query):
    folded = _folded(query)
    assert call_over_change.find(folded) == []
    assert call_over_change.changes(folded) == []


@pytest.mark.parametrize(
    "query, lang",
    [
        # Before, 47E2(a) first (a card taken back); 25A6 not among the first ten paragraphs.
        ("RHO corrected his slip from 3♣ to 3♦ after I had already doubled, can I take my double back", "en"),
        # Before, 25B1 first (the player's own change), 47E2(a) second, 25A6 fifth.
        ("rakip istemeden çektiği kartı değiştirdi, ben üstüne 2 kupa demiştim, konuşmamı geri alabilir miyim", "tr"),
    ],
)
def test_the_call_over_a_change_finds_25a6_first(search_index, query, lang):
    assert_first_within(query, lang, "25A6")


def test_a_double_over_a_correction_puts_25a6_among_the_first_two_paragraphs(search_index):
    # Before, 32A1, 36A, 31A2, 19A1 (doubles out of rotation, inadmissible doubles): 25A6 not among the first ten.
    query = "sağımdaki oyuncu konuşmasını düzeltti, ben daha önce kontr atmıştım, kontrum kalıyor mu"
    assert rank_of("25A6", paragraph_labels(query, "tr")) <= 2
