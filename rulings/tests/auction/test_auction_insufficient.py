"""Law 27 (insufficient bid) and the lead restrictions of Law 26 that may follow, each test
deciding one paragraph from its text (English quoted; Turkish in fixtures/laws_tr.txt)."""

from __future__ import annotations

from rulings.tests.auction.auction_helpers import (
    accept,
    artificial,
    auction,
    comparable,
    error,
    must_pass,
    passes,
    reject,
)

INSUFFICIENT = ["N:1S", "E:1H"]  # East's 1H does not supersede North's 1S (18D)


def test_27a1_the_left_hand_opponent_may_accept_an_insufficient_bid():
    """27A1: "Any insufficient bid may be accepted (treated as legal) at the option of the
    offender's left-hand opponent.\""""
    got = auction(INSUFFICIENT)
    assert got["decision"] == {"by": "S", "options": ["accept", "reject"]}
    assert got["turn"] == "S" and got["legal"] == []
    assert got["laws"][:2] == ["27A1", "27B"]
    got = auction([*INSUFFICIENT, accept("S")])
    assert got["decision"] is None and got["turn"] == "S"
    assert "1S" in got["legal"]  # treated as legal: 1S now supersedes 1H
    assert got["laws"][0] == "27A1"


def test_27a1_if_that_player_calls_the_bid_is_accepted():
    """27A1: "If that player calls, the bid is accepted.\""""
    got = auction([*INSUFFICIENT, "S:1S", *passes("W", "N", "E")])
    assert (got["over"], got["contract"], got["declarer"]) == (True, "1S", "N")
    assert got["lead_restriction"] is None and "27A1" in got["laws"]


def test_27a2_an_insufficient_bid_out_of_rotation_is_law_31():
    """27A2: "If a player makes an insufficient bid out of rotation, Law 31 applies.\""""
    got = auction(["N:1S", "W:1H"])  # at East's turn, West's partner
    assert got["decision"] == {"by": "N", "options": ["accept", "reject"]}
    assert "27A2" in got["laws"]
    got = auction(["N:1S", "W:1H", reject("N")])
    assert got["turn"] == "E" and got["laws"][:2] == ["31B", "31B1"]


def test_27b1a_the_lowest_sufficient_bid_in_the_same_strain_no_rectification():
    """27B1(a): corrected "by the lowest sufficient bid that specifies the same strain(s) as the
    withdrawn call, the auction continues without rectification. Laws 26B and 16C do not apply.\""""
    got = auction([*INSUFFICIENT, reject("S"), "E:2H"])
    assert got["must_pass"] == [] and got["turn"] == "S"
    assert got["laws"][0] == "27B1(a)"
    got = auction([*INSUFFICIENT, reject("S"), "E:2H", *passes("S", "W", "N")])
    assert (got["contract"], got["declarer"], got["lead_restriction"]) == ("2H", "E", None)


def test_27b1a_a_higher_bid_in_the_same_strain_is_not_the_lowest():
    got = auction([*INSUFFICIENT, reject("S"), "E:3H"])
    assert got["laws"][0] == "27B2" and must_pass(got) == {"W": "end"}


def test_27b1a_needs_natural_calls_an_artificial_one_is_the_directors_judgement():
    """27B1(a) speaks of the strain(s) the call specifies; for an artificial call that is the
    Director's judgement, which the query carries as `comparable` (27B1(b))."""
    got = auction(["N:1NT", artificial("E", "1S"), reject("S"), "E:2S"])
    assert got["laws"][0] == "27B2"
    got = auction(["N:1NT", artificial("E", "1S"), reject("S"), comparable("E", "2S")])
    assert got["laws"][:2] == ["27B1(b)", "23A"] and got["must_pass"] == []


def test_27b1b_a_comparable_call_no_rectification_but_26b_is_not_excluded_by_text():
    """27B1(b): "if the insufficient bid is replaced by a comparable call (see Law 23A), the
    auction continues without rectification.\" 26A: no lead restriction after a comparable call."""
    calls = [*INSUFFICIENT, reject("S"), comparable("E", "2D")]
    got = auction(calls)
    assert got["must_pass"] == [] and got["laws"] == ["27B1(b)", "23A"]
    got = auction([*calls, *passes("S", "W", "N")])
    assert got["lead_restriction"] is None and "26B" not in got["laws"]


def test_27b1b_a_comparable_double_is_allowed():
    """27B3 begins "Except as provided in B1(b) above": a comparable double stands."""
    got = auction([*INSUFFICIENT, reject("S"), comparable("E", "X")])
    assert got["turn"] == "S" and got["laws"][0] == "27B1(b)"
    assert "XX" in got["legal"]


def test_27b2_another_sufficient_bid_partner_must_pass_whenever_it_is_his_turn():
    """27B2: "if the insufficient bid is corrected by a sufficient bid or by a pass, the
    offender's partner must pass whenever it is his turn to call. The lead restrictions
    provided for in Law 26B may apply.\""""
    got = auction([*INSUFFICIENT, reject("S"), "E:2D"])
    assert must_pass(got) == {"W": "end"}
    assert got["laws"] == ["27B2", "26B"]  # as in the contract's example
    got = auction([*INSUFFICIENT, reject("S"), "E:2D", "S:2S"])
    assert got["turn"] == "W" and got["legal"] == ["pass"]
    got = auction(
        [*INSUFFICIENT, reject("S"), "E:2D", "S:2S", "W:pass", "N:3S", "E:pass", "S:pass", "W:pass"]
    )  # West passes at each turn, the second time too ("whenever")
    assert got["over"] and got["contract"] == "3S"


def test_27b2_a_pass_correction_is_the_same():
    got = auction([*INSUFFICIENT, reject("S"), "E:pass"])
    assert must_pass(got) == {"W": "end"} and got["laws"][0] == "27B2"


def test_26b_declarer_may_forbid_the_suits_the_offender_did_not_name():
    """26B: "declarer may, at the offender's partner's first turn to play (including the
    opening lead), prohibit the offender's partner from playing any suit not named by the
    offender during the auction." The withdrawn 1H names nothing; 2D names diamonds."""
    got = auction([*INSUFFICIENT, reject("S"), "E:2D", *passes("S", "W", "N")])
    assert got["contract"] == "2D" and got["declarer"] == "E"  # E declares: no restriction
    assert got["lead_restriction"] is None
    got = auction([*INSUFFICIENT, reject("S"), "E:2D", "S:2S", "W:pass", "N:4S", *passes("E", "S", "W")])
    assert got["lead_restriction"] == {"seat": "W", "declarer_may_forbid_one_of": ["C", "H", "S"]}
    assert got["laws"] == ["27B2", "26B", "22A"]


def test_26b_no_trump_and_passes_name_no_suit():
    got = auction([*INSUFFICIENT, reject("S"), "E:pass", "S:2S", "W:pass", "N:4S", *passes("E", "S", "W")])
    assert got["lead_restriction"] == {"seat": "W", "declarer_may_forbid_one_of": ["C", "D", "H", "S"]}
    got = auction([*INSUFFICIENT, reject("S"), "E:1NT", "S:2S", "W:pass", "N:4S", *passes("E", "S", "W")])
    assert got["lead_restriction"]["declarer_may_forbid_one_of"] == ["C", "D", "H", "S"]


def test_27b3_a_double_is_cancelled_the_offender_corrects_and_partner_passes():
    """27B3: "if the offender attempts to correct his insufficient bid by a double or redouble,
    the attempted call is cancelled. The offender must correct his call within the criteria laid
    down above, and his partner must pass whenever it is his turn to call.\""""
    got = auction([*INSUFFICIENT, reject("S"), "E:X"])
    assert got["turn"] == "E" and must_pass(got) == {"W": "end"}
    assert "X" not in got["legal"] and got["legal"][0] == "pass" and "1H" not in got["legal"]
    assert got["laws"][0] == "27B3"
    got = auction([*INSUFFICIENT, reject("S"), "E:X", "E:2H"])
    assert got["turn"] == "S" and must_pass(got) == {"W": "end"}
    assert error([*INSUFFICIENT, reject("S"), "E:X", "E:X"]).startswith(
        "calls[4]: E must correct with a sufficient bid or a pass (Law 27B3)"
    )


def test_27b4_an_insufficient_replacement_opens_a_new_decision():
    """27B4: "If the offender attempts to correct his insufficient bid by another insufficient
    bid and the offender's left-hand opponent does not accept the substituted insufficient bid
    as specified in A1, the Director applies the rules laid down in 3 above.\""""
    calls = ["N:2S", "E:2H", reject("S"), "E:1NT"]
    got = auction(calls)
    assert got["decision"] == {"by": "S", "options": ["accept", "reject"]}
    assert got["laws"][:3] == ["27B4", "27A1", "27B"]
    got = auction([*calls, reject("S")])
    assert got["turn"] == "E" and must_pass(got) == {"W": "end"}
    assert got["laws"][:2] == ["27B4", "27B3"] and "X" not in got["legal"]
    got = auction([*calls, accept("S")])
    assert got["turn"] == "S" and "1NT" not in got["legal"] and "2C" in got["legal"]  # 1NT stands


def test_27b4_an_insufficient_replacement_after_27b3_opens_a_new_decision_too():
    """27B3 TR "Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir
    ve ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır." WBF "The offender
    must replace it as the foregoing allows and his partner must then pass whenever it is his
    turn to call." 27B4 TR "Kusurlu oyuncu yetersiz deklaresini başka bir yetersiz deklare ile
    düzeltmeye çalışırsa ve kusurlu oyuncunun solundaki rakip değiştirilen yetersiz deklareyi
    Madde A1'de belirtilen şekilde kabul etmezse, Hakem Madde 3'te belirlenen kuralları uygular."
    WBF "if the offender attempts to replace the one insufficient bid with another insufficient
    bid the Director rules as in 3 if the LHO does not accept the substituted insufficient bid
    as A1 allows."

    After his double is cancelled (27B3), or after a first insufficient replacement is not
    accepted (27B4), the offender who tries yet another insufficient bid is still replacing
    the one insufficient bid: the left-hand opponent may accept it; the answer used to be an
    error of the query."""
    after_double = [*INSUFFICIENT, reject("S"), "E:X", "E:1D"]
    got = auction(after_double)
    assert got["decision"] == {"by": "S", "options": ["accept", "reject"]}
    assert got["laws"][:3] == ["27B4", "27A1", "27B"]
    assert must_pass(got) == {"W": "end"}  # 27B3's obligation stands either way
    got = auction([*after_double, accept("S")])
    assert got["turn"] == "S" and "1H" in got["legal"] and must_pass(got) == {"W": "end"}  # 1D stands
    got = auction([*after_double, reject("S")])
    assert got["turn"] == "E" and must_pass(got) == {"W": "end"}
    assert got["laws"][:2] == ["27B4", "27B3"] and "X" not in got["legal"] and "1D" not in got["legal"]
    twice = [*INSUFFICIENT, reject("S"), "E:1D", reject("S"), "E:1C"]
    assert auction(twice)["decision"] == {"by": "S", "options": ["accept", "reject"]}


def test_27c_a_premature_replacement_leaves_the_decision_to_the_left_hand_opponent():
    """27C: "If the offender corrects his insufficient bid before the Director has given a
    ruling, and if the earlier insufficient bid has not been accepted ..., the new bid stands,
    provided that it is legal. The Director applies the rules ... in respect of the substitution.\""""
    calls = [*INSUFFICIENT, "E:2H"]
    got = auction(calls)
    assert got["decision"] == {"by": "S", "options": ["accept", "reject"]}
    assert "27C" in got["laws"]
    got = auction([*calls, reject("S")])  # the replacement stands, judged under 27B1(a)
    assert got["turn"] == "S" and got["must_pass"] == []
    assert got["laws"][:2] == ["27B1(a)", "27C"]
    got = auction([*calls, accept("S")])  # the insufficient bid stands, the replacement goes
    assert got["turn"] == "S" and "1S" in got["legal"] and got["laws"][:2] == ["27A1", "27C"]


def test_27c_a_premature_double_is_judged_under_27b3():
    got = auction([*INSUFFICIENT, "E:X", reject("S")])
    assert got["turn"] == "E" and must_pass(got) == {"W": "end"} and "27B3" in got["laws"]


def test_27c_a_premature_insufficient_replacement_is_27b4():
    got = auction(["N:2S", "E:2H", "E:1NT", reject("S")])
    assert got["decision"] == {"by": "S", "options": ["accept", "reject"]}
    assert got["laws"][0] == "27B4"


def test_a_second_premature_replacement_is_an_error():
    assert "already replaced" in error([*INSUFFICIENT, "E:2H", "E:3H"])
