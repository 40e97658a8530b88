"""An opponent telling a player it was his turn to lead, read as 47E1's "misinformed" (session 83, search115;
lawbook.search.story_words.told_turn).

47E1 "Sırasız bir çıkış (veya bir kartın oynanması), çıkış yapan oyuncu çıkış sırasının kendisinde olduğu
konusunda rakipleri tarafından yanlış bilgilendirilmişse herhangi bir yaptırım uygulanmaksızın geri
alınabilir" / "A lead out of turn (or play of a card) is retracted without further rectification if the player
was mistakenly informed by an opponent that it was his turn to lead or play". A player says the opponent "told" him
or "said" so. The phrasings are fresh, not the bench's.
"""

import pytest

from lawbook.search.analysis import exact_form, words
from lawbook.search.story_words import told_turn
from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401


def _folded(query: str) -> list[str]:
    return [exact_form(word.text) for word in words(query)]


@pytest.mark.parametrize(
    "query, verb",
    [
        ("LHO told me it was my lead", "told"),
        ("whose lead is it, I asked, and declarer said mine", "said"),
        ("declarer told me to lead", "told"),
        ("rakibim atak bende dedi", "dedi"),
        ("deklaran çıkış sırası sende dedi", "dedi"),
    ],
)
def test_the_verb_an_opponent_tells_the_turn_with_is_read(query, verb):
    folded = _folded(query)
    [(start, end)] = told_turn.find(folded)
    assert folded[start:end] == [verb]


@pytest.mark.parametrize(
    "query",
    [
        # Partner is no opponent: 47E1 is about the opponents' misinformation.
        "partner told me it was my lead so I led",
        "ortağım atak sende dedi",
        # Not about whose turn to lead it was.
        "declarer told me the ace was a penalty card",
        "declarer said my lead of hearts was forbidden",
    ],
)
def test_nothing_else_is_read(query):
    assert told_turn.find(_folded(query)) == []


@pytest.mark.parametrize(
    "query, lang",
    [
        # Before, 53A first (the lead out of turn accepted or not) and 47E1 second.
        ("LHO told me it was my lead so I led the ace, but it was my partner's lead", "en"),
        # Before, 41A first, 47E1 third.
        ("rakibim atak bende dedi, ben de çıktım ama atak ortağımdaydı", "tr"),
        # Before, 54A first, 47E1 fourth.
        ("deklaran çıkış sırası sende dedi, kartımı açtım, sonra sıranın ortağımda olduğu anlaşıldı", "tr"),
    ],
)
def test_the_opponents_word_finds_47e1_first(search_index, query, lang):
    assert_first_within(query, lang, "47E1")
