"""English verbs players tell a story with, read as the Laws' words; "won't" is not "won" (issue 22, search123).

- 43A2(a) TR "Yer deklaranla ellerini değiştiremez" / WBF "Dummy may not exchange hands with declarer": a
  player says dummy wanted to "swap places" with declarer.
- 67A TR "Bir oyuncu bir löveye kart oynamayı atladığı ... zaman" / WBF "When a player has omitted to play a
  card to a trick": a player says an opponent "forgot to play" to a trick.
- 45A TR "Yer hariç her oyuncu kartını elinden çıkarıp ... koyarak oynar" / WBF "Each player except dummy
  plays a card by detaching it from his hand": a player "threw" the card he played; 45E TR "Bir löveye
  oynanan beşinci kart" / WBF "Fifth Card Played to a Trick".
- 42A2 TR "Kazanılmış ve kaybedilmiş lövelerin sayısını takip edebilir" / WBF "He may keep count of the
  number of tricks won and lost": its "won" is not the first part of "won't".
The vocabulary cases fail with main's fixtures/search_vocabulary.tsv, the contraction's with main's
lawbook/search/analysis.py (which cut "won't" at the apostrophe to "won").
"""

import pytest

from lawbook.search.analysis import analyze
from lawbook.search.query import plan
from lawbook.search.vocabulary import load
from tests.search_index import search_index, search_index_dir  # noqa: F401
from tests.search_index import top_labels as labels


def _alternatives(query: str) -> set[tuple[str, ...]]:
    return {alternative.words for concept in plan(query, load(), "en").concepts for alternative in concept.alternatives}


@pytest.mark.parametrize(
    "query, law_words",
    [
        ("dummy wanted to swap places with declarer", ("exchange", "hands")),
        ("my opponent forgot to play to the last trick", ("omitted", "to", "play")),
        ("i threw my card too early", ("played",)),
    ],
)
def test_the_players_verb_searches_the_laws_words(query, law_words):
    alternatives = _alternatives(query)
    assert law_words in alternatives, alternatives


def test_played_does_not_search_threw():
    # "threw" is a kind of playing, not the other way: "played" is the Laws' word everywhere.
    assert not any("threw" in words for words in _alternatives("declarer played a card from dummy"))


def test_wont_is_not_won():
    assert analyze("partner won't play", "en", "stem") == ["partner", "wont", "play"]
    assert "won" not in analyze("it can't be won't", "en", "exact")
    # The other contractions keep their reading: "didn't follow suit" is a term of the vocabulary.
    assert analyze("didn't", "en", "exact") == ["didn"]


def test_dummy_swapping_places_finds_43a2(search_index):
    found = labels("dummy wanted to swap places with declarer, is that allowed", "en", 3)
    assert any(label.startswith("43A2") for label in found), found
