"""Cards, seats and deals: names in Turkish and English, rotation, PBN read and write, and the
typed library calls."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import rulings
from rulings.cards import Card, Rank, Suit
from rulings.deal import Deal, Seat, parse_pbn


def test_card_names_in_turkish_and_english():
    assert Card.parse("SA").long_name("tr") == "Pik As"
    assert Card.parse("HK").long_name("tr") == "Kör Rua"
    assert Card.parse("DQ").display("tr") == "♦D" and Card.parse("CJ").display("tr") == "♣V"
    assert Card.parse("ST").display("tr") == "♠10"
    assert Card.parse("HK").long_name("en") == "King of hearts"
    assert [Rank(r).name_in("tr") for r in (12, 11, 10, 9, 8)] == ["As", "Rua", "Dam", "Vale", "10"]
    assert Card.parse("C2").code == "C2" and Card(Suit.SPADES, Rank.TEN).code == "ST"


def test_honour_rank_is_ace_to_ten():
    """Definitions, Onör: any Ace, King, Queen, Jack or 10 (used by Laws 24 and 50B)."""
    assert [c for c in "AKQJT98" if Card.parse("S" + c).is_honour] == list("AKQJT")


def test_rotation_is_clockwise():
    assert Seat.N.lho == Seat.E and Seat.N.rho == Seat.W and Seat.N.partner == Seat.S
    assert Seat.E.side == "EW" and Seat.S.side == "NS"


def hands_from(seed: int) -> tuple[int, int, int, int]:
    cards = list(range(52))
    random.Random(seed).shuffle(cards)
    n, e, s, w = (sum(1 << c for c in cards[i * 13 : (i + 1) * 13]) for i in range(4))
    return n, e, s, w


@given(st.integers(0, 2**32), st.sampled_from(list(Seat)))
def test_pbn_written_and_read_back_is_the_same_deal(seed, first):
    deal = Deal(hands_from(seed))
    assert Deal.from_pbn(deal.pbn(first)) == deal


def test_pbn_with_voids_and_another_first_seat():
    value = "E:AKQJT98765432... ..AKQJT98765432. .KQJT98765432..2 .A..AKQJT9876543"
    hands = parse_pbn(value)
    assert Deal(hands).hand(Seat.E).codes[0] == "SA"
    assert Deal(hands).pbn(Seat.E) == value


@pytest.mark.parametrize(
    "bad, says",
    [("N:", "four hands, found 0"), ("X:... ... ... ...", "first seat"), ("N:AKQ.J93.T8.7654", "four hands, found 1")],
)
def test_bad_pbn_is_refused(bad, says):
    with pytest.raises(ValueError, match=says):
        parse_pbn(bad)


def test_typed_library_calls():
    assert rulings.score("1NTXX", True, 8) == 1160
    assert rulings.board_info(16).vul == "EW"
    # Law 2's table: board 16 "Doğu-Batı Zonda" (East-West vulnerable), 4 "Herkes Zonda", 1 "Herkes Zonsuz".
    assert [rulings.side_vulnerable(rulings.board_info(16).vul, side) for side in ("NS", "EW")] == [False, True]
    assert [rulings.side_vulnerable(rulings.board_info(4).vul, side) for side in ("NS", "EW")] == [True, True]
    assert [rulings.side_vulnerable(rulings.board_info(1).vul, side) for side in ("NS", "EW")] == [False, False]
    assert not rulings.side_vulnerable(None, "NS")  # a record that does not say
    assert rulings.imps(-4000) == -24
    assert rulings.matchpoints([1, 2]) == [0, 2]
    exposed = rulings.auction_exposure([Card.parse("S5").index, Card.parse("H2").index], False)
    assert exposed.partner_must_pass and [k for _, k in exposed.if_defender] == ["major", "major"]
    assert exposed.laws[0] == "24C"
    state = rulings.play_state("N:AK52.QJ3.K84.Q96 QJ98.765.AQ7.K85 73.AKT984.J6.AJ4 T64.2.T9532.T732", "4H", "S", [])
    assert state.turn == Seat.W and len(state.legal) == 13
    with pytest.raises(ValueError, match="declarer: must be a seat"):
        rulings.play_state("N:AK52.QJ3.K84.Q96 QJ98.765.AQ7.K85 73.AKT984.J6.AJ4 T64.2.T9532.T732", "4H", "Z", [])


@pytest.mark.parametrize(
    "cards, led, must_pass, kinds, first_law",
    [
        (["S5"], False, False, ["minor"], "24A"),  # a single small card, not led
        (["S5"], True, True, ["major"], "24B"),  # led prematurely: exposed with intent to play
        (["SK"], False, True, ["major"], "24B"),  # an honour
        (["S5", "H2"], False, True, ["major", "major"], "24C"),
    ],
)
def test_law_24_cards_exposed_during_the_auction(cards, led, must_pass, kinds, first_law):
    got = rulings.answer({"q": "auction_exposure", "cards": cards, "led": led})
    assert got["partner_must_pass"] is must_pass
    assert [c["kind"] for c in got["if_defender"]] == kinds
    assert got["laws"] == [first_law, "24E", "50B"]


def test_one_hand_is_read_as_a_deal_reads_each_of_its_hands():
    """A player poll gives one hand (desk.polls): thirteen cards, spades first, as in a Deal value."""
    from rulings.deal import DealError, parse_hand

    assert parse_hand("AK32.KQJ54.A7.82") == parse_pbn(DEAL_FOR_HAND)[0]
    with pytest.raises(DealError) as short:
        parse_hand("AK32.KQJ54.A7.8", "W")
    assert (short.value.problem, short.value.values) == ("thirteen", {"seat": "W", "found": 12})
    with pytest.raises(DealError) as not_text:
        parse_hand(None)
    assert not_text.value.problem == "not_text"


DEAL_FOR_HAND = "N:AK32.KQJ54.A7.82 QJ9.A82.KQJ5.KJ7 854.T963.932.AQ5 T76.7.T864.T9643"
