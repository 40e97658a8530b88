"""Inadmissible calls (Laws 35-39): a double or redouble Law 19 does not permit (36), a call by
a player required to pass (37), a bid above seven (38), a call after the final pass (39)."""

from __future__ import annotations

from rulings.tests.auction.auction_helpers import accept, auction, error, must_pass, passes, reject

PARTNERS_DOUBLE = ["N:1H", "E:pass", "S:X"]  # South doubles his partner's bid (19A1)


def test_35a_36_a_double_not_permitted_by_law_19_is_inadmissible():
    """35A: "A double or redouble not permitted by Law 19. Law 36 applies." It is answered, not
    an error of the query; West (the left-hand opponent) may call, or the Director is called."""
    got = auction(PARTNERS_DOUBLE)
    assert got["decision"] == {"by": "W", "options": ["reject"]}
    assert got["turn"] == "W" and got["legal"] == []
    assert got["laws"] == ["36B", "36A", "35A"]
    assert "cannot be accepted (Law 36)" in error([*PARTNERS_DOUBLE, accept("W")])


def test_36a_lho_calls_before_rectification_everything_is_cancelled():
    """36A: "If the left-hand opponent calls before rectification of an inadmissible double or
    redouble, the inadmissible call and all subsequent calls are cancelled. The auction reverts
    to the player whose turn it was to call and continues as though there had been no
    irregularity. The lead restrictions of Law 26B do not apply.\""""
    got = auction([*PARTNERS_DOUBLE, "W:2C"])
    assert got["turn"] == "S" and got["must_pass"] == [] and got["laws"] == ["36A"]
    assert "1S" in got["legal"]  # W's 2C is cancelled too
    got = auction([*PARTNERS_DOUBLE, "W:2C", "S:4H", *passes("W", "N", "E")])
    assert got["lead_restriction"] is None


def test_36b1_36b2_36b3_rectified_partner_passes_throughout_26b():
    """36B1: "Any double or redouble not permitted by Law 19 is cancelled." 36B2: "The offender
    must replace his call with a legal call, the auction continues, and the offender's partner
    must pass whenever it is his turn to call." 36B3: "The lead restrictions of Law 26B may apply.\""""
    got = auction([*PARTNERS_DOUBLE, reject("W")])
    assert got["turn"] == "S" and must_pass(got) == {"N": "end"}
    assert got["laws"][:3] == ["36B1", "36B2", "36B3"]
    assert "X" not in got["legal"] and "2H" in got["legal"]


def test_36b2_the_offenders_own_call_straight_after_is_the_replacement():
    """36B2 (WBF): "the offender must substitute a legal call, the auction continues, and the
    offender's partner must pass whenever it is his turn to call." Turkish: "Kusurlu oyuncu
    konuşmasını yasal bir konuşma ile değiştirmelidir, artırım devam eder ve kusurlu oyuncunun
    ortağı konuşma sırası her kendine geldiğinde pas geçmek zorundadır." South's own call
    before West called is that substitute, as though the Director had been called first."""
    got = auction([*PARTNERS_DOUBLE, "S:2H"])
    assert got["decision"] is None and got["turn"] == "W"
    assert must_pass(got) == {"N": "end"} and got["laws"][:3] == ["36B1", "36B2", "36B3"]
    # As though the Director had been called first; the cancellation, which no event says, is
    # named in `ruled_calls` (grid76).
    assert got.pop("ruled_calls") == [
        {
            "at": 2,
            "seat": "S",
            "call": "X",
            "ruling": "cancelled",
            "how": "offender_called",
            "laws": ["36B1", "36B2"],
            "pass_to_end": ["N"],
        }
    ]
    assert got == auction([*PARTNERS_DOUBLE, reject("W"), "S:2H"])
    got = auction([*PARTNERS_DOUBLE, "S:2H", "W:pass", "N:pass", "E:pass"])
    assert got["over"] and got["contract"] == "2H" and got["declarer"] == "N"


def test_36b4_out_of_rotation_the_auction_reverts():
    """36B4: "If this call was out of rotation, the auction reverts to the player whose turn it
    was to call, the offender may make any legal call at his turn, and his partner must pass
    whenever it is his turn to call.\""""
    got = auction(["N:1H", "S:X", reject("W")])  # at East's turn
    assert got["turn"] == "E" and must_pass(got) == {"N": "end"}
    assert got["laws"][:2] == ["36B4", "36B1"]
    got = auction(["N:1H", "S:X", reject("W"), "E:1S", "S:2C", "W:pass"])
    assert got["turn"] == "N" and got["legal"] == ["pass"]


def test_36b4_the_offenders_own_next_call_is_not_a_replacement():
    """36B4, TR "Bu konuşma sırasız ise artırım sıra kendinde olan oyuncuya geri döner, kusurlu
    oyuncu sıra kendisine geldiğinde herhangi bir yasal konuşma yapabilir"; WBF "If this call was
    out of rotation, the auction reverts to the player whose turn it was to call, the offender may
    make any legal call at his turn". Unlike 36B2's substitute, South's pass before anyone else
    called is made at East's turn, not South's: a call out of rotation of its own (29A: West, the
    offender's left-hand opponent, may accept it by calling), the double cancelled (36B1)."""
    got = auction(["N:1H", "S:X", "S:pass"])  # both at East's turn
    (double,) = got["ruled_calls"]
    assert (double["seat"], double["call"], double["ruling"]) == ("S", "X", "cancelled")
    assert double["laws"] == ["36B1", "36B4"] and double["pass_to_end"] == ["N"]
    assert got["decision"] == {"by": "W", "options": ["accept", "reject"]}
    assert got["laws"][:2] == ["29A", "29B"] and must_pass(got) == {"N": "end"}
    # Had South's first double been at his own turn, his pass would be 36B2's substitute.
    in_turn = auction(["N:1H", "E:pass", "S:X", "S:pass"])
    assert in_turn["decision"] is None and in_turn["turn"] == "W"


def test_36b3_a_comparable_replacement_leaves_no_lead_restriction_26a():
    """36B3: "Yasa 26B'deki çıkış kısıtlamaları uygulanabilir" / "The lead restrictions of Law 26B
    may apply"; 26B applies when the offender's call is "not replaced by a comparable call" (TR
    "eşdeğer bir konuşma ile değiştirmezse"), and 26A: "replaced by a comparable call (see Law
    23A) ... there are no lead restrictions" (TR "eşdeğer bir konuşma (bkz. Yasa 23A) ile
    değiştirirse ... herhangi bir çıkış kısıtlaması söz konusu değildir"). The Director's 23A
    judgement comes with the replacement (`comparable`); without it, 26B stands."""
    end = [*passes("W", "N", "E")]
    judged = {"seat": "S", "call": "2S", "comparable": True}
    got = auction([*PARTNERS_DOUBLE, reject("W"), judged, *end])
    assert got["over"] and got["declarer"] == "S" and got["lead_restriction"] is None
    got = auction([*PARTNERS_DOUBLE, reject("W"), "S:2S", "W:3C", *passes("N", "E"), "S:pass"])
    assert got["over"] and got["declarer"] == "W"
    assert got["lead_restriction"] is not None and got["lead_restriction"]["seat"] == "N"
    judged_then_defends = {"seat": "S", "call": "2S", "comparable": True}
    got = auction([*PARTNERS_DOUBLE, reject("W"), judged_then_defends, "W:3C", *passes("N", "E"), "S:pass"])
    assert got["over"] and got["declarer"] == "W" and got["lead_restriction"] is None
    assert "26A" in got["laws"]


def test_36_an_inadmissible_redouble():
    got = auction(["N:1H", "E:X", "W:XX"])  # W redoubles his partner's double, at S's turn
    assert got["decision"] == {"by": "N", "options": ["reject"]}


def test_35b_37_a_bid_by_a_player_required_to_pass():
    """35B: "A bid, double or redouble by a player required to pass. Law 37 applies.\""""
    calls = ["N:1S", "E:1H", reject("S"), "E:2D", "S:pass", "W:2S"]  # W must pass (27B2)
    got = auction(calls)
    assert got["decision"] == {"by": "N", "options": ["reject"]}
    assert got["laws"][:3] == ["37B", "37A", "35B"]


def test_37a_lho_calls_before_rectification_the_calls_stand_and_he_still_passes():
    """37A: "... and the left-hand opponent calls before the Director has determined a
    rectification, that call and all subsequent legal calls stand. If the offender was required
    to pass for the remainder of the auction, he must still pass at subsequent turns. The lead
    restrictions of Law 26B do not apply.\""""
    calls = ["N:1S", "E:1H", reject("S"), "E:2D", "S:pass", "W:2S", "N:3S"]
    got = auction(calls)
    assert got["turn"] == "E" and got["laws"][0] == "37A"
    assert must_pass(got) == {"W": "end"}
    got = auction([*calls, "E:pass", "S:pass", "W:pass"])
    assert got["over"] and got["contract"] == "3S" and got["declarer"] == "N"


def test_37b1_37b2_rectified_both_of_the_offending_side_pass_throughout():
    """37B1: "A bid, double or redouble by a player required by law to pass is cancelled."
    37B2: "The offender must replace his call with a pass, the auction continues, and each
    member of the offending side must pass whenever it is his turn to call. ... The lead
    restrictions of Law 26B may apply.\""""
    calls = ["N:1S", "E:1H", reject("S"), "E:2D", "S:pass", "W:2S", reject("N")]
    got = auction(calls)
    assert got["turn"] == "W" and got["legal"] == ["pass"]
    assert must_pass(got) == {"E": "end", "W": "end"}
    assert got["laws"][:2] == ["37B1", "37B2"]
    got = auction([*calls, "W:pass", "N:2S", "E:pass", "S:pass", "W:pass"])
    assert got["over"] and got["contract"] == "2S"
    # Both defenders offended (E: 27B2, W: 37B); the restriction given is for the opening
    # leader E, West's partner; West's cancelled 2S names nothing.
    assert got["lead_restriction"] == {"seat": "E", "declarer_may_forbid_one_of": ["C", "D", "H", "S"]}


def test_37b2_the_offenders_own_pass_straight_after_is_the_substituted_pass():
    """37B2 (WBF): "a pass is substituted, the auction continues and each member of the
    offending side must pass whenever it is his turn to call." Turkish: "Kusurlu oyuncu
    konuşmasını pas ile değiştirmelidir, artırım devam eder ve kusurlu tarafın her üyesi
    konuşma sırası her kendilerine geldiğinde pas geçmek zorundadır." West's own pass before
    North called is that pass: both East and West must pass to the end."""
    calls = ["N:1S", "E:1H", reject("S"), "E:2D", "S:pass", "W:2S"]
    got = auction([*calls, "W:pass"])
    assert got["decision"] is None and got["turn"] == "N"
    assert must_pass(got) == {"E": "end", "W": "end"} and got["laws"][:2] == ["37B1", "37B2"]
    assert got.pop("ruled_calls")[0]["laws"] == ["37B1", "37B2"]  # grid76
    assert got == auction([*calls, reject("N"), "W:pass"])


def test_37b_a_player_required_to_pass_only_at_his_next_turn_then_both_pass_to_the_end():
    """30A makes East pass at his next turn; his bid there is Law 37 (35B). After 37B the
    answer asks East for the pass (`turn` East, `legal` pass) and 37B2 silences both East and
    West "whenever it is his turn to call" ("kusurlu tarafın her üyesi")."""
    calls = ["E:pass", reject("S"), "N:1H", "E:1S"]  # dealer N: East passed at North's turn
    got = auction([*calls, reject("S")])
    assert got["turn"] == "E" and got["legal"] == ["pass"]
    assert must_pass(got) == {"E": "end", "W": "end"}
    got = auction([*calls, "E:pass"])  # his own pass, before South called: the same
    assert got["turn"] == "S" and must_pass(got) == {"E": "end", "W": "end"}
    got = auction([*calls, "E:pass", "S:2H"])
    assert got["turn"] == "W" and got["legal"] == ["pass"]


def test_37_does_not_cover_a_double_contrary_to_law_19():
    """37A: "(but not an action contrary to Law 19A1 or 19B1)": that is Law 36."""
    calls = ["N:1S", "E:1H", reject("S"), "E:2D", "S:pass", "W:X"]  # W must pass; doubles partner
    assert auction(calls)["laws"][0] == "36B"


def test_35c_38_a_bid_above_seven_cannot_be_written():
    """35C, 38: a bid above seven; the contract's notation cannot write it: an error."""
    assert error(["N:8C"]).startswith("calls[0]: '8C' is a bid above seven")


CONTRACT_4S = ["N:1S", "E:pass", "S:4S", *passes("W", "N", "E")]


def test_35d_39a_39b_a_call_after_the_final_pass_by_the_declaring_side_or_a_defenders_pass():
    """39A: "All calls after the final pass of the auction are cancelled." 39B: "... or if the
    infraction is a pass by a defender or any call by the future declarer or dummy, then there is no
    further rectification.\""""
    got = auction([*CONTRACT_4S, "S:5S"])
    assert got["over"] and got["contract"] == "4S" and got["decision"] is None
    assert got["laws"][:2] == ["39A", "39B"]
    got = auction([*CONTRACT_4S, "W:pass"])
    assert got["laws"][:2] == ["39A", "39B"] and got["lead_restriction"] is None


def test_39b_39c_a_defenders_bid_after_the_final_pass():
    """39C: "If the offender's left-hand opponent has not called after the irregularity, and the
    irregularity is a bid, double or redouble by a defender, the lead restrictions of Law 26B
    may apply." 39B: no sanction if the left-hand opponent calls before rectification."""
    got = auction([*CONTRACT_4S, "W:5H"])
    assert got["decision"] == {"by": "N", "options": ["reject"]} and got["turn"] is None
    got = auction([*CONTRACT_4S, "W:5H", reject("N")])
    assert got["lead_restriction"] == {"seat": "E", "declarer_may_forbid_one_of": ["C", "D", "H", "S"]}
    assert got["laws"][:2] == ["39A", "39C"] and got["contract"] == "4S"
    got = auction([*CONTRACT_4S, "W:5H", "N:pass"])
    assert got["lead_restriction"] is None and got["laws"][:2] == ["39A", "39B"]


def test_39_after_a_passed_out_board_calls_are_cancelled():
    got = auction([*passes("N", "E", "S", "W"), "N:1NT"])
    assert got["contract"] == "pass" and got["laws"][0] == "39A"
