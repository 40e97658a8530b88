"""Whose lead it is, read as the Laws' turn to lead (search109).

47E1 "Sırasız bir çıkış (veya bir kartın oynanması), çıkış yapan oyuncu çıkış sırasının kendisinde
olduğu konusunda rakipleri tarafından yanlış bilgilendirilmişse herhangi bir yaptırım olmaksızın geri
alınabilir" / "A lead out of turn (or play of a card) is retracted without further rectification if the
player was mistakenly informed by an opponent that it was his turn to lead or play"; 20C1 "Sonuncu
pastan sonra her bir defans oyuncusu, atağın kendisinde olup olmadığını sorma hakkına sahiptir" /
"After the final pass either defender has the right to ask if it is his opening lead"; 50D2 "Çıkış
sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna geldiğinde" / "When a defender
has the lead while his partner has a major penalty card". A player says "it was my lead", "partner was
on lead", "atak sende dedi": his turn to lead, not the card he led.
"""

import pytest

from lawbook.search.query import plan
from lawbook.search.service import search
from lawbook.search.story_words import turn_to_lead
from lawbook.search.vocabulary import load
from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401


def _paragraphs(query: str, lang: str, n: int) -> list[str]:
    return [hit.label for hit in search(query, lang).hits if hit.kind == "paragraph"][:n]


def test_told_it_was_my_lead_finds_47e1_first(search_index):
    # Before, 41A (the opening lead made face down) first, 47E1 second.
    assert_first_within(
        "the opponents told me it was my lead, I faced a card, it was really partner's lead, can I take it back",
        "en",
        "47E1",
    )


@pytest.mark.parametrize(
    "query, lang",
    [
        # Before, 47E1 not among the first five paragraphs (53B, 41A, 51B2(b), 54B, 24A).
        ("LHO said it was my lead so I led a spade, but it was my partner's lead", "en"),
        # Before, not among the first five (54A, 54B, 41A, 47E2(a), 50D1(a)).
        ("sağdaki rakip atak sende dedi, kartı açtım, meğer atak ortağımdaymış", "tr"),
        # Before, not among the first five (54A, 41A, 20C1, 54C, 26B).
        ("deklaran atak kimde diye sorunca sende dedi, açtım, sonra ortağımın olduğu anlaşıldı", "tr"),
    ],
)
def test_told_whose_lead_it_was_finds_47e1_among_the_first_two_paragraphs(search_index, query, lang):
    assert "47E1" in _paragraphs(query, lang, 2), _paragraphs(query, lang, 5)


@pytest.mark.parametrize(
    "query",
    [
        "it was my partner's lead",
        "it's your lead",
        "partner is on lead",
        "whose lead is it",
    ],
)
def test_whose_lead_it_is_is_searched_as_the_turn_to_lead(query):
    searched = {a.words for c in plan(query, load(), "en").concepts for a in c.alternatives}
    assert ("turn", "to", "lead") in searched, searched


@pytest.mark.parametrize(
    "query",
    [
        # The card led (50D2(a), 47E2), not whose turn it was.
        "declarer forbade my lead of hearts",
        "can I change my lead after the explanation",
    ],
)
def test_the_card_a_player_led_is_not_the_turn_to_lead(query):
    searched = {a.words for c in plan(query, load(), "en").concepts for a in c.alternatives}
    assert ("turn", "to", "lead") not in searched, searched


def test_two_sayings_of_one_turn_are_one_concept():
    spans = turn_to_lead.find(["whose", "lead", "it", "was", "partner", "lead"])
    assert spans == [(0, 2), (4, 6)], spans
    concepts = plan("i asked whose lead it was and he said mine but it was partner's lead", load(), "en").concepts
    turns = [c for c in concepts if any(a.words == ("turn", "to", "lead") for a in c.alternatives)]
    assert len(turns) == 1, concepts
