"""A guide whose Endings' phrasings describe a player's story is placed as a guide named by its title.

Law 24: TR "Hakem, artırım sırasında, bir oyuncunun kendi hatası nedeniyle o oyuncunun elindeki bir
veya birkaç kartın yüzlerinin oyuncunun ortağı tarafından görülebilecek konuma gelmiş bulunduğunu
belirlerse"; WBF "When the Director determines that during the auction, because of a player's own
error, one or more cards of that player's hand were in position for the face to be seen by his
partner". A card that fell on the table during the auction is that, and the guide for it (Card
exposed during the auction) says so in its Endings' players' phrasings ("a low card fell face up
from my hand during the bidding"), while its title and summary say it in the Laws' words
("exposed", "could be seen"). Before, only the title and summary could make a guide describe the
query: "a card fell on the table during the auction" and "I dropped a card while bidding" listed the
guide for a card dropped during the play first and this one below the first four, or not at all.
"""

import pytest

from lawbook.search.service import search
from tests.search_index import search_index, search_index_dir  # noqa: F401

GUIDE = "card-exposed-in-auction"


def guides_among_the_first(typed: str, lang: str, n: int = 4) -> list[str]:
    return [hit.label for hit in search(typed, lang).hits[:n] if hit.kind == "guide"]


@pytest.mark.parametrize(
    "typed, lang",
    [
        ("a card fell on the table during the auction", "en"),
        ("I dropped a card while bidding", "en"),
        ("kart masaya düştü artırım sırasında", "tr"),
        ("a card fell on the table during the auction", "tr"),  # on the Turkish page
    ],
)
def test_a_card_dropped_during_the_auction_finds_its_guide_first(search_index, typed, lang):
    assert guides_among_the_first(typed, lang)[:1] == [GUIDE]


def test_law_24_stays_among_the_first_results(search_index):
    labels = [hit.label for hit in search("a card fell on the table during the auction", "en").hits[:4]]
    assert any(label.startswith("24") for label in labels), labels


@pytest.mark.parametrize(
    "typed, lang, guide",
    [
        ("rönons yaptım", "tr", "revoke"),  # named by its title
        ("I dropped a card while declarer was playing", "en", "exposed-card"),  # during the play
    ],
)
def test_a_guide_its_title_names_or_the_play_keeps_its_place(search_index, typed, lang, guide):
    assert guides_among_the_first(typed, lang)[:1] == [guide]
