"""A bid typed by its level and strain is searched as a bid (lawbook.search.story_words.bids).

Law 18A: "Bir deklare birden yediye kadar bir artı löve sayısı ... ve bir tür belirtir" / "A bid
designates a number of odd tricks ..., from one to seven, and a strain". Law 38B: "Yediden yüksek
bir deklare sonraki konuşmalarla birlikte iptal edilir" / "A bid of more than seven is cancelled
together with any subsequent calls" (WBF, Law 38 "Bid of More Than Seven")."""

import pytest

from lawbook.labels import parse_label
from lawbook.search import query
from lawbook.search.analysis import exact_form, words
from lawbook.search.query import plan
from lawbook.search.story_words import bids
from lawbook.search.vocabulary import load
from tests.search_index import first_paragraph, search_index, search_index_dir  # noqa: F401


def folded(text: str) -> list[str]:
    return [exact_form(word) for word in text.split()]


@pytest.mark.parametrize(
    "text, found",
    [
        ("2 kupa yerine 2 pik", [(0, 2, 2), (3, 5, 2)]),
        ("rakip 8 sanzatu dedi", [(1, 3, 8)]),
        ("I bid four no trump", [(2, 5, 4)]),
        ("opponent opened 3 Hearts", [(2, 4, 3)]),
    ],
)
def test_a_level_and_a_strain_are_a_bid(text, found):
    assert [(b.start, b.end, b.level) for b in bids.find(folded(text))] == found


# A bid written in one word, as on a scorecard or a bidding card ("grabbed 1s instead of 1h", "7sa
# üstüne 8p"): the level and the strain's letter.
@pytest.mark.parametrize(
    "text, found",
    [("grabbed 1s instead of 1h", [(1, 2, 1), (4, 5, 1)]), ("rakip 7sa üstüne 8p dedi", [(1, 2, 7), (3, 4, 8)])],
)
def test_a_bid_written_in_one_word_is_a_bid(text, found):
    assert [(b.start, b.end, b.level) for b in bids.find(folded(text))] == found


@pytest.mark.parametrize(
    "text", ["I have 4 trumps", "the 2 of spades", "pik ası", "10 kupa", "the 1st trick", "2nd board"]
)
def test_a_card_or_a_count_is_no_bid(text):
    assert bids.find(folded(text)) == []


# str.isdigit() is true of a circled digit, which int() refuses (and folding leaves): the property
# test of the search view found "0:❶:0" answered with a server error.
def test_a_circled_digit_is_no_level():
    assert bids.find(folded("❶ kupa")) == []


def test_a_bid_is_one_concept_searched_by_the_laws_words():
    concepts = plan("2 kupa yerine 2 pik dedim", load()).concepts
    words = [[alternative.words for alternative in concept.alternatives] for concept in concepts]
    # The two bids are one concept (a bid), not "kupa" and "pik", which only Law 1A lists.
    assert words.count([("deklare",), ("bid",), ("call",)]) == 1
    assert not any(("kupa",) in w or ("pik",) in w for w in words)


def test_a_level_above_seven_is_a_bid_of_more_than_seven():
    (concept,) = plan("8 pik", load()).concepts
    assert ("yediden", "yüksek", "deklare") in [a.words for a in concept.alternatives]


@pytest.mark.parametrize("query, lang", [("soldaki oyuncu 9 pik açtı", "tr"), ("my opponent bid 8 hearts", "en")])
def test_a_bid_above_seven_finds_law_38_first(search_index, query, lang):
    assert parse_label(first_paragraph(query, lang)).is_within(parse_label("38"))


def test_without_reading_bids_the_suits_found_other_laws_first(search_index, monkeypatch):
    """The same queries with the bids read as words: Law 37A and 27A1 came first. (Since the guides'
    Endings are scored among themselves, lawbook.search.endings, the English one finds the Ending
    for a bid above seven by its own words and 38D first even so.)"""
    monkeypatch.setattr(bids, "find", lambda folded: [])
    # Plans are kept by their text (query.PLANS_KEPT): planned anew while bids are not read.
    monkeypatch.setattr(query, "_plan", query._plan.__wrapped__)
    assert not parse_label(first_paragraph("soldaki oyuncu 9 pik açtı", "tr")).is_within(parse_label("38"))


# Definitions: "Konuşma" / "Call": "any bid, double, redouble or pass"; Law 25A "İstem Dışı Konuşma"
# / "Unintended Call": "a player may substitute his intended call for an unintended call". A player
# tells of the bids he put down and meant; searched as a bid alone, they found Law 27 (the
# insufficient bid) first.
@pytest.mark.parametrize(
    "query", ["wanted 4 hearts but pulled 4 spades from the box", "said 2 clubs by accident meant 2 diamonds"]
)
def test_a_bid_put_down_by_mistake_finds_the_unintended_call(search_index, query):
    assert first_paragraph(query, "en").startswith("25A")


# Law 38B: "Yediden yüksek bir deklare sonraki konuşmalarla birlikte iptal edilir" / "A bid of more
# than seven is cancelled". Written in one word ("8p", pik), the bid above seven was read as an
# unknown word and the question found another Law first.
def test_a_bid_above_seven_in_one_word_finds_law_38_first(search_index):
    assert parse_label(first_paragraph("rakip 7sa üstüne 8p dedi", "tr")).is_within(parse_label("38"))


# A bid written with its suit's symbol, as a player copies it from a bidding card ("1♠", "2 ♥"):
# the symbol is no letter and the query's words dropped it, leaving the level a number of its own.
# A card is written the other way round ("♦9", "♠K") and is no bid.
@pytest.mark.parametrize(
    "text, found",
    [("1♠ yerine 1♥ kartını koydum", [(0, 1, 1), (2, 4, 1)]), ("opened 4 ♥ and then 7♣", [(1, 2, 4), (4, 5, 7)])],
)
def test_a_bid_written_with_the_suit_symbol_is_a_bid(text, found):
    typed = [w.text for w in words(bids.with_strain_letters(text))]
    assert [(b.start, b.end, b.level) for b in bids.find(folded(" ".join(typed)))] == found


@pytest.mark.parametrize("text", ["declarer asked for the ♣8 from dummy", "I saw his ♠K", "10♥ kartı"])
def test_a_card_written_with_the_suit_symbol_is_no_bid(text):
    assert bids.find(folded(" ".join(w.text for w in words(bids.with_strain_letters(text))))) == []


# Law 25A1 "İstem dışı konuşma" / "Unintended Call": the card a bid is written on ("1♥ kartını
# koydum", "the 2♥ card") is the bidding box's. Read as a playing card, the story found 20F2 first
# (the symbols dropped, "kartını" a word of its own).
def test_a_bid_card_put_down_by_mistake_finds_the_unintended_call(search_index):
    query = "ortağım 1♦ açtı, ben 1♠ yerine yanlışlıkla 1♥ kartını koydum, sonra fark ettim"
    assert first_paragraph(query, "tr").startswith("25A")


def test_the_card_of_a_bid_is_part_of_the_bid():
    concepts = plan("2 kupa kartını koydum", load()).concepts
    assert [(c.start, c.end) for c in concepts][0] == (0, 3)
    assert not any(("kartını",) in [a.words for a in c.alternatives] for c in concepts)


# The bidding box's card with a case ending after its possessive ("pas kartına"): the vocabulary's
# "deklare kartı" takes "-na" after its back vowel, which the folded "karti" refused, so "kartına"
# was searched as a playing card beside the box.
def test_the_bidding_card_with_a_case_ending_beside_the_box_is_no_concept():
    concepts = plan("kutudaki pas kartına uzanırken kontr kartını çektim", load()).concepts
    assert not any(("kartına",) in [a.words for a in c.alternatives] for c in concepts)
