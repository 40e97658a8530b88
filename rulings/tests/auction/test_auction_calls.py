"""Laws 17, 18, 19 and 22: rotation, sufficient bids, the doubles and redoubles Law 19 permits,
the end of the auction, the contract and declarer."""

from __future__ import annotations

import pytest

from rulings.auction.calls import Call, Made, legal_calls, permitted_by_law_19
from rulings.tests.auction.auction_helpers import auction, error, passes


def made(seat: str, call: str) -> Made:
    return Made("NESW".index(seat), Call.parse(call))


def test_17b_the_dealer_makes_the_first_call():
    """17B: "The player designated by the board as dealer makes the first call.\""""
    got = auction([], dealer="W")
    assert got["turn"] == "W"
    assert got["laws"] == ["17B"]
    assert got["legal"][:2] == ["pass", "1C"] and got["legal"][-1] == "7NT" and len(got["legal"]) == 36


def test_17c_then_each_player_calls_in_rotation():
    """17C: the player to dealer's left makes the second call, then each in rotation clockwise."""
    got = auction(["E:pass", "S:1C"], dealer="E")
    assert got["turn"] == "W"
    assert got["laws"] == ["17C"]


def test_18b_18e_a_bid_supersedes_a_lower_one_in_the_order_of_strains():
    """18B-18E: a bid supersedes when it names more odd tricks, or as many in a higher strain
    (NT, spades, hearts, diamonds, clubs)."""
    got = auction(["N:1H"])
    assert got["legal"][:4] == ["pass", "X", "1S", "1NT"]
    assert "1D" not in got["legal"] and "1H" not in got["legal"]


@pytest.mark.parametrize(
    "calls, seat, call, permitted",
    [
        ([("N", "1H")], "E", "X", True),  # the last bid, by an opponent
        ([("N", "1H")], "S", "X", False),  # partner's bid
        ([("N", "1H"), ("E", "pass"), ("S", "pass")], "W", "X", True),  # only passes since
        ([("N", "1H"), ("E", "1S")], "W", "X", False),  # an opponent's? no: partner's
        ([("N", "1H"), ("E", "1S")], "S", "X", True),
        ([("N", "1H"), ("E", "X")], "S", "X", False),  # not a bid
        ([("N", "1H"), ("E", "X")], "S", "XX", True),  # 19B1
        ([("N", "1H"), ("E", "X")], "W", "XX", False),  # partner's double
        ([("N", "1H"), ("E", "X"), ("S", "pass"), ("W", "pass")], "N", "XX", True),
        ([("N", "1H"), ("E", "X"), ("S", "XX")], "W", "XX", False),
        ([], "N", "X", False),
    ],
)
def test_19a1_19b1_which_doubles_and_redoubles_are_permitted(calls, seat, call, permitted):
    """19A1: "A player may double only the last bid. That bid must have been made by an
    opponent; no call other than pass may have intervened." 19B1: the same for a redouble of
    the last double."""
    history = [made(s, c) for s, c in calls]
    assert permitted_by_law_19("NESW".index(seat), Call.parse(call), history) is permitted
    assert (Call.parse(call) in legal_calls("NESW".index(seat), history)) is permitted


def test_22a_three_passes_after_a_bid_end_the_auction_and_the_last_bid_is_the_contract():
    """22A: the auction ends when three passes in rotation follow the last call; the last bid
    becomes the contract (19D: doubled or redoubled if so)."""
    got = auction(["N:1H", "E:X", "S:XX", *passes("W", "N", "E")])
    assert (got["over"], got["contract"], got["declarer"], got["turn"]) == (True, "1HXX", "N", None)
    assert got["laws"] == ["22A"]
    assert got["legal"] == [] and got["must_pass"] == []


def test_19c_a_later_bid_supersedes_a_double():
    """19C: "A subsequent legal bid supersedes a double or redouble.\""""
    got = auction(["N:1H", "E:X", "S:2H", *passes("W", "N", "E")])
    assert got["contract"] == "2H"


def test_22b_four_passes_and_the_board_is_passed_out():
    """22B: if all four players pass, the hands are returned to the board without play."""
    got = auction(passes("S", "W", "N", "E"), dealer="S")
    assert (got["over"], got["contract"], got["declarer"]) == (True, "pass", None)
    assert got["laws"] == ["22B"]


def test_three_passes_at_the_start_do_not_end_the_auction():
    got = auction(passes("N", "E", "S"))
    assert got["over"] is False and got["turn"] == "W"


def test_declarer_is_the_first_of_the_side_to_name_the_strain():
    """Definition of declarer: the player who, for the side that makes the final contract,
    first bid the denomination named in the final contract."""
    got = auction(["N:1H", "E:pass", "S:2C", "W:pass", "N:2D", "E:pass", "S:4H", *passes("W", "N", "E")])
    assert (got["contract"], got["declarer"]) == ("4H", "N")
    got = auction(["N:1H", "E:1S", "S:pass", "W:4S", "N:X", *passes("E", "S", "W")])
    assert (got["contract"], got["declarer"]) == ("4SX", "E")


@pytest.mark.parametrize(
    "event, message",
    [
        ("Q:1H", "calls[0]: unknown seat 'Q' (N, E, S or W)"),
        ("N:1X", "calls[0]: '1X' is not a call"),
        ("N:0H", "calls[0]: '0H' is not a call"),
        ("N:8NT", "calls[0]: '8NT' is a bid above seven"),
        ("1H", "calls[0]: '1H' is not a call event like \"E:1H\""),
        (7, 'calls[0]: must be a string like "E:1H"'),
        ({"seat": "N"}, 'calls[0]: an object needs "call"'),
        ({"seat": "N", "call": "1H", "comparable": "yes"}, "calls[0].comparable: must be true or false"),
        ({"seat": "N", "call": "9C"}, "calls[0].call: '9C' is a bid above seven"),
        ({"act": "accept", "seat": "Z"}, "calls[0].seat: must be a seat"),
        ({"act": "claim", "seat": "N"}, "calls[0].act: must be accept or reject"),
        ({"act": "accept", "seat": "E"}, "calls[0]: accept: there is no insufficient bid"),
        ({"act": "reject", "seat": "E"}, "calls[0]: reject: there is no insufficient bid"),
    ],
)
def test_malformed_events_are_errors_naming_the_field(event, message):
    assert error([event]).startswith(message)


def test_malformed_query_fields():
    from rulings import answer

    assert answer({"q": "auction", "calls": []}) == {"error": "dealer: missing"}
    assert answer({"q": "auction", "dealer": "N"}) == {"error": "calls: missing"}
    assert answer({"q": "auction", "dealer": "N", "calls": "N:1H"}) == {"error": "calls: must be a list of events"}
    assert answer({"q": "auction", "dealer": "N", "calls": [], "vul": "both"})["error"].startswith("vul:")


def test_vul_is_optional_and_echoed_and_extra_fields_are_ignored():
    assert auction([], vul="EW", board=7)["vul"] == "EW"
    assert "vul" not in auction([])


def test_only_the_player_entitled_may_accept():
    message = error(["N:1S", "E:1H", {"act": "accept", "seat": "W"}])
    assert message.startswith("calls[2]: accept: S must first accept or reject E's 1H")
