"""Declarer's incomplete designation of a card from dummy, as a player tells it, read as the words of the
paragraph of Law 46B that rules it (session 84, search116; lawbook.search.story_words.designations).

46B2 "Eğer deklaran rengi belirtir ancak dereceyi belirtmezse, belirtilen rengin en küçük kartını çağırmış
sayılır" / WBF "If declarer designates a suit but not a rank he is deemed to have called the lowest card of the
suit indicated"; 46B1(a) "“büyük” veya benzer anlamlı kelimeler kullanırsa, en büyük kartı tanımlamış sayılır" /
"If declarer in playing from dummy calls `high', or words of like meaning, he is deemed to have called the
highest card of the suit led"; 46B1(b) "Eğer yerin ‘kazan’masını isterse" / "If he directs dummy to `win' the
trick"; 46B1(c) "Eğer “küçük” veya benzer anlamlı kelimeler ile çağrı yaparsa" / "If he calls `low', or words of
like meaning". The phrasings are fresh, not the bench's.
"""

import pytest

from lawbook.search.analysis import exact_form, words
from lawbook.search.story_words import designations
from lawbook.tests.search.ranks import paragraph_labels
from tests.search_index import search_index, search_index_dir  # noqa: F401


def _folded(query: str) -> list[str]:
    return [exact_form(word.text) for word in words(query)]


@pytest.mark.parametrize(
    "query, word, kind",
    [
        ("declarer said spade and dummy has three of them", "spade", designations.SUIT),
        ("deklaran yerden maça ver dedi", "maca", designations.SUIT),
        ("declarer told dummy to take it", "take", designations.WIN),
        ("deklaran yere al dedi", "al", designations.WIN),
        ("deklaran yerden küçük dedi", "kucuk", designations.LOW),
        ("declarer asked for a small one", "small", designations.LOW),
        ("declarer said the big one", "big", designations.HIGH),
        ("deklaran yerden büyüğü oyna dedi", "buyugu", designations.HIGH),
        # A high, win or low word with the suit names the suit's card: the word, not the suit.
        ("deklaran yerden büyük karo dedi", "buyuk", designations.HIGH),
    ],
)
def test_the_designation_is_read(query, word, kind):
    folded = _folded(query)
    [(start, end, found)] = designations.find(folded)
    assert (folded[start:end], found) == ([word], kind)


@pytest.mark.parametrize(
    "query",
    [
        # A card designated by suit and rank.
        "declarer said the ace of spades",
        "deklaran karo as dedi",
        # Taking a card back is Law 47's, not winning the trick.
        "declarer told me to take it back",
        "deklaran geri al dedi",
        # Not declarer who says it.
        "partner said spade",
        # A suit named to lead: left to the vocabulary's suit (46B3(a)'s "in leading" shares the story's words).
        "declarer said lead a heart",
        # Declarer asking a defender for a lead (51B1(a)), not a card from dummy.
        "ortağımın iki cezalı kartı var, deklaran bana pik çık dedi",
        # Declarer speaking to a defender after a premature play (57A's choice), not designating from dummy
        # (session 85, search117).
        "declarer told me to play low",
        "declarer said play your highest heart",
        "deklaran en büyük kupanı oyna dedi",
        "deklaran bana küçük oyna dedi",
    ],
)
def test_nothing_else_is_read(query):
    assert designations.find(_folded(query)) == []


@pytest.mark.parametrize(
    "query, lang",
    [
        # Before, 46B4 first (a card not in dummy), 46B2 not among the first ten.
        ('declarer told dummy "a diamond", dummy has the king and the four', "en"),
        # Before, 46B3(b) first (a rank without a suit).
        ("deklaran yerden sadece kupa oyna dedi, yerde papaz ve üçlü var", "tr"),
        # Before, 46B4 first.
        ("deklaran yere pik ver dedi, hangi pik oynanır", "tr"),
    ],
)
def test_a_suit_named_alone_finds_46b2_first(search_index, query, lang):
    assert paragraph_labels(query, lang)[0] == "46B2"


def test_the_big_one_finds_46b1a_among_the_first_three(search_index):
    # Before, 46B1(a) was not among the first ten.
    assert "46B1(a)" in paragraph_labels("declarer said the big one, dummy holds ace and queen", "en")[:3]
