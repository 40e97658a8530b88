"""Five cards on one trick told as a count, read as 45E's fifth card (search252; lawbook.search.story_words.five_cards).

45E TR "Löveye Oynanan Beşinci Kart" / WBF "Fifth Card Played to a Trick"; 45E1 TR "Bir defans oyuncusunun bir
löveye oynadığı beşinci kart, Yasa 50 hükmünce cezalı karta dönüşür, ancak hakem bu kartın çıkılmış olduğuna karar
verirse Yasa 53 veya 56 uygulanır." / WBF "A fifth card played to a trick by a defender becomes a penalty card
under Law 50, but if the Director judges that the card was led, Law 53 or 56 applies." A player counts the cards
("5 kart", "five cards") where the Laws write the ordinal. The phrasings are fresh, not the bench's.
"""

import pytest

from lawbook.search.analysis import exact_form, words
from lawbook.search.story_words import five_cards
from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401


def _folded(query: str) -> list[str]:
    return [exact_form(word.text) for word in words(query)]


@pytest.mark.parametrize(
    "query, count",
    [
        ("3. lövede 5 kart vardı, biri benimdi", ["5", "kart"]),
        ("lövede beş kart duruyor", ["bes", "kart"]),
        ("there were five cards on that trick", ["five", "cards"]),
    ],
)
def test_a_count_of_five_cards_on_a_trick_is_read(query, count):
    folded = _folded(query)
    [(start, end)] = five_cards.find(folded)
    assert folded[start:end] == count


@pytest.mark.parametrize(
    "query",
    [
        # No trick: a hand's count (67B's too many or too few).
        "elimde 5 kart kaldı, ortağımda 7",
        "I had five cards left at the end",
        # A suit's length.
        "5 kartlı majörle açtım, ilk lövede rönons oldu",
    ],
)
def test_nothing_else_is_read(query):
    assert five_cards.find(_folded(query)) == []


@pytest.mark.parametrize(
    "query, lang",
    [
        # Before: 13C (a card count) first, 45E1 second.
        ("eşim bir kart daha attı, lövede 5 kart oldu, ne olacak", "tr"),
        # Before: 51B2(b) first, 45E1 second.
        ("son lövede 5 kart vardı, fazlası defanstan", "tr"),
        ("there were five cards on the trick, one of them was my partner's", "en"),
        # Before: 50B, 66A; 45E beyond the tenth.
        ("trick had five cards when we turned it", "en"),
    ],
)
def test_the_count_finds_45e_first(search_index, query, lang):
    assert_first_within(query, lang, "45E")
