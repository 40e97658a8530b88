"""Nobody has called yet, read as the Laws' auction not begun (search109).

16D1 "artırım başlamadan (Ayrıca bkz. Yasa 13A) kendi masasındaki başka bir oyuncuya ait bir kartı
görmek gibi yollardan izinsiz bilgi edindiği zaman, hakem masaya ... derhal çağrılmalıdır" / "by
seeing a card belonging to another player at his own table before the auction begins (see also Law
13A), the Director should be notified forthwith"; 16D2 "herhangi bir konuşma olmadan" / "before any
call has been made". A player says "before anyone bid", "daha kimse konuşmadan".
"""

import pytest

from lawbook.search.query import plan
from lawbook.search.story_words import auction_not_begun
from lawbook.search.vocabulary import load
from tests.search_index import assert_first_within, search_index, search_index_dir, top_labels  # noqa: F401


def _searched(query: str, lang: str) -> set[tuple[str, ...]]:
    return {a.words for c in plan(query, load(), lang).concepts for a in c.alternatives}


def test_a_card_seen_before_anyone_called_finds_16d1_first(search_index):
    # Before, 30A (a pass out of rotation) first, 16D1 not among the first five.
    assert_first_within("daha kimse konuşmadan sağdakinin kartlarından birini gördüm", "tr", "16D1")


def test_a_card_seen_before_anyone_called_finds_16d1_among_the_first_two(search_index):
    # Before, 15A3, 13A2, 23C, 25A6, 15A1: 16D1 not among the first five.
    query = "kartları bordan alırken soldakinin pik ası göründü, kimse konuşmadan hakemi çağırdık"
    paragraphs = [label for label in top_labels(query, "tr", 10) if label[:1].isdigit()]
    assert "16D1" in paragraphs[:2], paragraphs


@pytest.mark.parametrize(
    "query, lang",
    [
        ("I spotted his king before anyone bid", "en"),
        ("partner's ace fell face up before anybody called", "en"),
        ("daha kimse konuşmadı, kartını gördüm", "tr"),
    ],
)
def test_nobody_has_called_yet_is_searched_as_the_auction_not_begun(query, lang):
    assert ("before", "the", "auction", "begins") in _searched(query, lang)


@pytest.mark.parametrize(
    "query, lang",
    [
        # A bid told before: the auction has begun (Law 25, a call changed before the next one).
        ("1 sa açtım sonra vazgeçip kimse konuşmadan üstüne 1 pik koydum", "tr"),
        ("I opened 1NT, then changed it to 2NT before anyone called", "en"),
    ],
)
def test_before_anyone_called_after_a_bid_told_is_not_the_auction_not_begun(query, lang):
    assert ("before", "the", "auction", "begins") not in _searched(query, lang)


def test_only_before_anyone_and_kimse_are_read():
    assert auction_not_begun.find(["nobody", "has", "called", "since"]) == []
    assert auction_not_begun.find(["before", "anyone", "bid"]) == [(0, 3)]
