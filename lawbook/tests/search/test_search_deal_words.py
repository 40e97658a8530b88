"""A player's story is told with the deal's seats, suits and ranks; they are its scene, not what
it asks (lawbook.search.story_words.deal_words).

Law 1A names the suits and the ranks ("Renkler büyükten küçüğe pik (♠), kör (♥), karo (♦), trefl
(♣) diye sıralanır. Her rengin kartları büyükten küçüğe As, Rua, Dam, Vale, 10, ... 2" / "The suits
rank downward in the order spades, hearts, diamonds, clubs. The cards of each suit rank downward in
the order ace, king, queen, jack, 10, ... 2"), Law 2 the seats ("Kuzey, Doğu, Güney, Batı" / "North,
East, South and West"), Law 3 "Hakem bir yönü Kuzey olarak belirler" / "He designates one direction
as North". A story of a card named to dummy is Law 46B: 46B2 "Eğer deklaran rengi belirtir ancak
dereceyi belirtmezse" / "If declarer designates a suit but not a rank", 46B3 "Eğer deklaran bir
derece belirtir ancak renk belirtmezse" / "If declarer designates a rank but not a suit".
"""

import pytest

from lawbook.labels import parse_label
from lawbook.search.query import plan
from lawbook.search.service import search
from lawbook.search.vocabulary import load
from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401

DECK_AND_BOARDS = [parse_label(law) for law in ("1", "2", "3", "4")]


def paragraphs(query: str, lang: str, n: int) -> list[str]:
    return [hit.label for hit in search(query, lang).hits if hit.kind == "paragraph"][:n]


def in_deck_laws(label: str) -> bool:
    return any(parse_label(label).is_within(law) for law in DECK_AND_BOARDS)


@pytest.mark.parametrize(
    "query, lang, expected",
    [
        # Before, Law 1A first: its "king", "spades", "hearts" (and Law 2's "north") all at once.
        (
            "declarer just said king from dummy while north holds the king of spades and the king of hearts",
            "en",
            "46B3",
        ),
        ("declarer named only the suit, spades, and north has the ace, ten and three of spades", "en", "46B2"),
    ],
)
def test_a_card_named_to_dummy_finds_law_46_not_the_deck(search_index, query, lang, expected):
    assert_first_within(query, lang, expected)


@pytest.mark.parametrize(
    "query",
    [
        # Before, Law 1A second: "karo", "papaz", "10", "2", "as", "pik", "trefl", "kuzey".
        "deklaran yere sadece karo dedi, kuzeyde karo papaz, 10 ve 2 var, yer hangisini koymalı",
        "deklaran rengini söylemeden yerden as istedi, kuzeyde pik ası ve trefl ası var",
    ],
)
def test_a_story_told_with_the_deal_does_not_find_the_deck(search_index, query):
    found = paragraphs(query, "tr", 5)
    assert found and not any(in_deck_laws(label) for label in found), found


# A question about the deck, the boards or the seating is about them: its suits and seats are
# searched there (it names the order, the boards, the vulnerability, the direction, or is short).
@pytest.mark.parametrize(
    "query, lang, expected",
    [
        ("renkler hangi sırayla büyükten küçüğe sıralanır, pik mi kupa mı büyük", "tr", "1A"),
        ("which suit ranks highest, spades or hearts", "en", "1A"),
        ("kuzey güney hangi bordlarda zonda", "tr", "2"),
        ("on which boards is north the dealer", "en", "2"),
        ("who decides which direction is north at a table", "en", "3"),
    ],
)
def test_a_question_about_the_deck_or_the_boards_still_finds_laws_1_to_3(search_index, query, lang, expected):
    assert_first_within(query, lang, expected)


def test_the_scene_is_marked_only_in_a_story():
    vocabulary = load()
    story = plan("declarer just said king to dummy, north has the king of spades", vocabulary, "en")
    assert [c.scene for c in story.concepts] == [False, False, False, True, True, True]
    # Two other concepts: a question about the ranks ("is the ace the highest card", Law 1A), not a
    # story told with them.
    assert not any(c.scene for c in plan("as en büyük kart mı", vocabulary, "tr").concepts)
    assert not any(c.scene for c in plan("pik kupadan büyük mü", vocabulary, "tr").concepts)


# Law 3, TR "Hakem bir yönü Kuzey olarak belirler" / WBF "He designates one direction as North": a
# question of who sits where names the seating by "sit"/"seat" ("otur-"), not by "direction", and is
# about Law 3. With the seat words read as a story's scene there, Law 3 fell out of the first eight.
def test_who_sits_north_still_finds_law_3(search_index):
    assert "3" in paragraphs("who decides which player sits north", "en", 3)
