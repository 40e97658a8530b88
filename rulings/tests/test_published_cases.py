"""The published rulings the engine got wrong (issue 13), decided from the Laws' text: Law 54
when declarer or dummy faces cards after a faced opening lead out of turn, Law 52B2 with a minor
penalty card, and Law 64A with two revokes and too few tricks to transfer. (The fourth, a revoke
corrected after the fourth card of its trick, is in test_revoke_corrections.py.)"""

from __future__ import annotations

from rulings import answer

from .helpers import deal, result, state, tricks

# South declares 4H; West should make the opening lead. W: S T64 H 2 D T9532 C T732.
DEAL = deal("AK52.QJ3.K84.Q96", "QJ98.765.AQ7.K85", "73.AKT984.J6.AJ4", "T64.2.T9532.T732")


def st(*play) -> dict:
    return state(DEAL, "4H", "S", list(play))


def expose(seat: str, card: str) -> dict:
    return {"act": "expose", "seat": seat, "card": card}


def act(name: str, seat: str = "S") -> dict:
    return {"act": name, "seat": seat}


def test_law_54c_dummy_begins_to_spread_after_a_faced_opening_lead_out_of_turn():
    """54C: "If declarer could have seen any of dummy's cards ..., he must accept the opening
    lead"; dummy facing his cards lets declarer see them."""
    now = st("E:SQ", expose("N", "SA"))
    assert now["decision"] == {"by": "S", "options": ["accept"]}
    assert now["laws"] == ["54C"] and now["turn"] == "W" and now["legal"] == []
    # "... and the player who should have become declarer according to the auction becomes
    # declarer": South stays declarer, and plays second (54B1).
    accepted = st("E:SQ", expose("N", "SA"), act("accept"))
    assert accepted["declarer"] == "S" and accepted["turn"] == "S"
    spread = answer(
        {
            "q": "state",
            "deal": DEAL,
            "contract": "4H",
            "declarer": "S",
            "play": ["E:SQ", expose("N", "SA"), act("spread")],
        }
    )
    assert spread == {"error": "play[2]: act: 'spread' is not an option now (accept)"}


def test_law_54a_declarer_who_faces_a_card_has_begun_to_spread_his_hand():
    """54A: "If declarer begins to spread his hand and, in doing so, exposes one or more of his
    cards, he must spread his entire hand. Dummy becomes declarer." """
    now = st("E:SQ", expose("S", "HA"))
    assert now["declarer"] == "N" and now["decision"] is None
    assert now["laws"][0] == "54A" and "48A" not in now["laws"]
    # The lead is accepted; South, dummy now, plays second to it from his spread hand.
    assert now["turn"] == "S" and now["legal"] == ["S7", "S3"]
    assert now == st("E:SQ", act("spread"))


def test_law_54c_binds_declarer_before_he_faces_a_card():
    """Once 54C applies declarer may not spread: a card he then faces is only exposed (48A)."""
    now = st("E:SQ", expose("N", "SA"), expose("S", "HA"))
    assert now["decision"] == {"by": "S", "options": ["accept"]} and now["declarer"] == "S"
    assert "48A" in now["laws"]


def test_declarer_exposing_a_card_later_in_the_play_is_law_48a():
    """Outside Law 54 a card declarer exposes is no penalty card (48A) and changes nothing."""
    play = tricks("W:D2 N:D4 E:DA S:D6") + ["E:SQ"]  # East's lead is in turn
    now = st(*play, expose("S", "HA"))
    assert now["declarer"] == "S" and now["turn"] == "S" and now["laws"][0] == "48A"


def test_law_52b2_a_rejected_card_is_replaced_by_the_minor_penalty_card_not_an_honour():
    """West's S4 is a minor penalty card (50B); 50C bars "any card of the same suit below the
    rank of an honour" until it is played. He leads the S6; declarer does not accept it; 52B2:
    "the defender must replace that card with the penalty card" - the S4, not the honour ST
    that 50C would have allowed."""
    pending = st(expose("W", "S4"), "W:S6")
    assert pending["decision"] == {"by": "S", "options": ["accept", "reject"]}
    now = st(expose("W", "S4"), "W:S6", act("reject"))
    assert now["turn"] == "W" and now["legal"] == ["S4"]
    assert now["laws"][0] == "52B2"
    # "Any card illegally led or played ... becomes a major penalty card", and with two
    # penalty cards both are major (50B).
    assert now["penalty_cards"] == [
        {"seat": "W", "card": "S6", "kind": "major"},
        {"seat": "W", "card": "S4", "kind": "major"},
    ]


def test_law_52b2_following_suit_with_a_minor_penalty_card():
    """The same when West follows to a spade: the S6 played, rejected, the S4 must replace it."""
    play = [expose("W", "S4"), *tricks("W:D2 N:D4 E:DA S:D6", "E:SQ S:S3"), "W:S6"]
    assert st(*play)["decision"] == {"by": "S", "options": ["accept", "reject"]}
    now = st(*play, act("reject"))
    assert now["turn"] == "W" and now["legal"] == ["S4"]


def test_law_52b2_with_a_major_penalty_card_unchanged():
    now = st(expose("W", "ST"), "W:S6", act("reject"))
    assert now["legal"] == ["ST"]


# Two East-West revokes, both after the last East-West trick but one: East discards a club on
# a diamond on trick 3 (holding the DQ 7), West a club on a heart on trick 4 (holding the H2);
# East-West then win only trick 8. The first revoke takes trick 8 (64A2); none is left.
TWO_REVOKES = tricks(
    "W:D2 N:D4 E:DA S:D6",
    "E:SQ S:S3 W:S4 N:SA",
    "N:D8 E:C5 S:DJ W:D3",
    "S:HA W:C2 N:H3 E:H5",
    "S:HK W:H2 N:HJ E:H6",
    "S:HT W:D5 N:HQ E:H7",
    "S:CA W:C3 N:C6 E:C8",
    "S:C4 W:C7 N:CQ E:CK",
    "E:DQ S:H9 W:D9 N:DK",
    "S:H8 W:DT N:C9 E:D7",
    "S:CJ W:CT N:S2 E:S8",
    "S:S7 W:S6 N:SK E:S9",
    "N:S5 E:SJ S:H4 W:ST",
)


def test_law_64a2_a_second_revoke_whose_transfer_finds_no_trick_left_is_not_64b1():
    """64B1 is for a side that "did not win the revoke trick or any subsequent trick";
    East-West won trick 8 after West's revoke, so 64A2 rules it ("if the offending side won
    that trick or any subsequent trick, one trick is transferred") - but the one trick left
    has gone to East's revoke: transfer 0."""
    got = result(DEAL, "4H", "S", TWO_REVOKES)
    assert got["tricks_played"] == 11
    assert got["revokes"] == [
        {"seat": "E", "trick": 3, "established": True, "transfer": 1},
        {"seat": "W", "trick": 4, "established": True, "transfer": 0},
    ]
    assert got["transfer"] == {"to": "NS", "tricks": 1} and got["tricks"] == 12
    assert "64B1" not in got["laws"] and got["laws"][0] == "64A2"
    # 64C1: after "any established revoke" the Director adjusts if the non-offending side "is
    # insufficiently compensated by this Law": West's revoke was not compensated at all.
    assert got["laws"] == ["64A2", "64C"]
