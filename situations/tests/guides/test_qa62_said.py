"""qa62: a player at the table describes what happened in the search box on a phone, in his own
words, and the guide that tells him what happens now must be among the first three results. One
description missed it; its ending now says it (Ending.said, situations.search_paths)."""

from lawbook.search.guides import KIND as GUIDE
from lawbook.search.service import search
from tests.search_index import search_index, search_index_dir  # noqa: F401


def first_three(query: str, lang: str) -> list[tuple[str, str]]:
    return [(hit.kind, hit.label) for hit in search(query, lang).hits[:3]]


def test_twelve_cards_in_one_hand_finds_the_wrong_number_of_cards_guide(search_index):
    """Law 14A: "Atak kartının yüzü açılmadan önce bir veya daha fazla elde 13'ten az sayıda kart
    olduğu ve başka ellerde 13'ten fazla sayıda kart olmadığı saptanırsa, hakem her kayıp kart için
    arama yapar" / "When one or more hands are found to contain fewer than 13 cards, with no hand
    having more than 13, before the opening lead is faced, the Director makes a search for any
    missing card". In English the guide "Wrong number of cards or a fouled board" came sixth,
    after 6B (the deal), 13A2, 58B1, 7C and 87A."""
    found = first_three("the board has 12 cards in one hand", "en")
    assert (GUIDE, "wrong-number-of-cards") in found, found
