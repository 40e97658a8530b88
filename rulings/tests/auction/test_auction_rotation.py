"""Calls out of rotation (Laws 28-32), changes of call at the left-hand opponent's turn (25B,
30B2, 31C, 32C) and a pass out of rotation that skipped a player (17D3, 34), each test deciding
one paragraph from its text."""

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


# ---------------------------------------------------------------- Law 28
def test_28a_a_call_at_the_turn_of_an_opponent_required_to_pass_is_in_rotation():
    """28A: "A call made when it is the turn of the player's right-hand opponent to call is
    considered to be in rotation if that opponent is required by Law to pass.\""""
    calls = ["N:1S", "E:1H", reject("S"), "E:2D", "S:pass"]  # 27B2: West must pass throughout
    assert auction(calls)["turn"] == "W"
    got = auction([*calls, "N:2S"])
    assert got["decision"] is None and got["turn"] == "E"
    assert got["laws"][0] == "28A"


def test_28b_the_correct_player_calling_cancels_an_opponents_call_out_of_rotation():
    """28B (WBF): "A call is considered to be in rotation when made by a player whose turn it
    was to call before rectification has been assessed for a call out of rotation by an
    opponent. ... The auction proceeds as though the opponent had not called at that turn. Law
    26 does not apply." Turkish: "... rakibin sırasız konuşması için bir onarma belirlenmeden
    önce yapıldığında sıra olarak doğru yapılmış kabul edilir ... artırım rakip o konuşmayı
    yapmamış gibi devam eder. Yasa 26 geçerli değildir\""""
    got = auction(["N:1S", "S:2S", "E:pass"])  # South bid at East's turn; East is his opponent
    assert got["decision"] is None and got["turn"] == "S" and got["must_pass"] == []
    assert got["laws"] == ["28B"]
    got = auction(["N:1S", "S:2S", "E:pass", "S:2S", *passes("W", "N", "E")])
    assert got["over"] and got["contract"] == "2S" and got["lead_restriction"] is None


def test_28b_is_not_for_the_offenders_partner_31b_governs():
    """28B speaks of a call out of rotation "by an opponent" ("rakibin sırasız konuşması"): the
    offender's partner calling at his own turn forfeits nothing. 29A did not apply, so 29B:
    "a call out of rotation is cancelled and the auction reverts to the player whose turn it
    was" ("sırasız konuşma iptal edilir"), and 31B: "When the offender has bid at his partner's
    turn to call ... 1. Offender's partner may make any legal call at his proper turn, but Law
    16C2 applies. 2. Offender may make any legal call at his correct turn and the Director
    rules as in A2(a) or A2(b) above." Turkish 31B1: "kurallar çerçevesinde herhangi bir yeterli
    konuşma yapabilir, ancak Yasa 16C2 uygulanabilir"; 31B2: "herhangi yasal bir konuşmayı
    yapabilir ve Hakem yukarıdaki A2(a) veya A2(b) Maddelerine göre hüküm verir"."""
    calls = ["N:1S", "W:2H", "E:pass"]  # West bid at his partner East's turn; East then passed
    got = auction(calls)
    assert got["decision"] is None and got["turn"] == "S" and got["must_pass"] == []
    assert got["laws"] == ["31B", "31B1", "29B"] and "28B" not in got["laws"]
    assert "2C" in got["legal"]  # West's 2H is cancelled: it is not in the auction
    got = auction([*calls, "S:pass", "W:3C"])  # not comparable: East passes at his next turn
    assert got["laws"][:2] == ["31A2(b)", "31B2"] and must_pass(got) == {"E": "next_turn"}
    got = auction([*calls, "S:pass", comparable("W", "2H")])
    assert got["laws"][:3] == ["31A2(a)", "31B2", "23A"] and got["must_pass"] == []
    got = auction([*calls, "S:pass", "W:3C", "N:3S", *passes("E", "S", "W")])
    assert got["lead_restriction"] == {"seat": "E", "declarer_may_forbid_one_of": ["D", "H", "S"]}


def test_28b_is_not_for_the_offenders_partner_after_a_pass_30b1():
    """30B1 (WBF): "When the offender has passed at his partner's turn to call ... (a)
    Offender's partner may make any legal call at his proper turn, but Law 16C2 applies. (b)
    Offender may make any legal call at his correct turn and: (i.) When the call is a
    comparable call ... no further rectification ... (ii.) ... offender's partner must pass
    when next it is his turn to call." Turkish 30B1(a): "Kusurlu oyuncunun ortağı, sıra
    kendisine geldiğinde kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir\""""
    calls = ["N:pass", "W:pass", "E:1C"]  # West passed at East's turn; East then bid 1C
    got = auction(calls)
    assert got["turn"] == "S" and got["must_pass"] == [] and got["laws"] == ["30B1", "30B1(a)", "29B"]
    got = auction([*calls, "S:pass", "W:1S"])
    assert got["laws"][0] == "30B1(b)(ii)" and must_pass(got) == {"E": "next_turn"}
    got = auction([*calls, "S:pass", comparable("W", "pass")])
    assert got["laws"][:2] == ["30B1(b)(i)", "23A"] and got["must_pass"] == []


def test_28b_is_not_for_the_offenders_partner_after_a_double_32b():
    """32B (WBF): "If a double or redouble out of rotation has been made when it was the
    offender's partner's turn to call, then: 1. Offender's partner may make any legal call, but
    Law 16C2 applies. 2. Offender may make any legal call at his proper turn and the Director
    rules as in A2(a) or A2(b) above." Turkish 32B1: "Kusurlu oyuncunun ortağı herhangi yasal
    bir konuşmayı yapabilir, ancak Yasa 16C2 geçerlidir.\""""
    calls = ["N:1H", "W:X", "E:pass"]  # West doubled at his partner East's turn; East passed
    got = auction(calls)
    assert got["turn"] == "S" and got["laws"] == ["32B", "32B1", "29B"]
    got = auction([*calls, "S:pass", "W:2C"])
    assert got["laws"][:2] == ["32A2(b)", "32B2"] and must_pass(got) == {"E": "next_turn"}


def test_28b_is_preferred_to_29a_when_the_correct_player_is_the_offenders_lho():
    """Contract: a call out of rotation at the LHO's turn, followed by that opponent's call, is
    cancelled under 28B (the more specific law), not accepted under 29A."""
    got = auction(["N:pass", "S:1H", "E:1S"])  # S called at E's turn; E is S's LHO
    assert got["laws"] == ["28B"] and got["turn"] == "S"
    assert "1NT" in got["legal"] and "1H" not in got["legal"]  # S's 1H never stood


# ---------------------------------------------------------------- Law 29
def test_29a_the_left_hand_opponent_may_accept_by_calling():
    """29A: "Following a call out of rotation, the offender's left-hand opponent may elect to
    call, thereby forfeiting the right to rectification.\""""
    got = auction(["S:1H"])  # at North's (partner's) turn
    assert got["decision"] == {"by": "W", "options": ["accept", "reject"]}
    assert got["turn"] == "W" and got["legal"] == []
    got = auction(["S:1H", "W:1S"])
    assert got["turn"] == "N" and got["decision"] is None and got["laws"][0] == "29A"
    got = auction(["S:1H", accept("W")])
    assert got["turn"] == "W" and "1H" not in got["legal"]


def test_29b_otherwise_the_call_is_cancelled_and_the_auction_reverts():
    """29B: "the call out of rotation is cancelled and the auction reverts to the player whose
    turn it was to call.\""""
    got = auction(["S:1H", reject("W")])
    assert got["turn"] == "N" and "1C" in got["legal"] and "29B" in got["laws"]


def test_29c_an_artificial_call_out_of_rotation_is_judged_for_the_strains_it_specifies():
    """29C: "If the call out of rotation is artificial, the provisions of Laws 30, 31 and 32
    apply to the strain(s) specified, not to the strain named." Which strains an artificial
    call specifies is the Director's judgement: the query carries `comparable`."""
    calls = ["N:1NT", artificial("W", "2C"), reject("N")]  # at East's (partner's) turn
    got = auction(calls)
    assert "29C" in got["laws"] and got["turn"] == "E"
    got = auction([*calls, "E:pass", "S:pass", {"seat": "W", "call": "2D", "comparable": True}])
    assert got["laws"][:3] == ["31A2(a)", "31B2", "23A"] and got["must_pass"] == []


# ---------------------------------------------------------------- Law 30
def test_30a_pass_at_rho_turn_the_offender_passes_at_his_next_turn():
    """30A: "If a player has passed when it was his right-hand opponent's turn to call, the
    offender must pass when next it is his turn to call.\""""
    calls = ["E:pass", reject("S")]  # dealer N; E is N's left
    got = auction(calls)
    assert got["turn"] == "N" and must_pass(got) == {"E": "next_turn"}
    assert got["laws"][:2] == ["30A", "29B"]
    got = auction([*calls, "N:1H"])
    assert got["legal"] == ["pass"]
    got = auction([*calls, "N:1H", "E:pass", "S:2H", "W:pass", "N:pass"])
    assert got["turn"] == "E" and "X" in got["legal"]  # next turn only
    assert auction([*calls, "N:1H", "E:pass", "S:2H", "W:pass", "N:pass", "E:pass"])["over"]


def test_30a_no_lead_restriction():
    got = auction(["E:pass", reject("S"), "N:1H", *passes("E", "S", "W")])
    assert got["lead_restriction"] is None and "26B" not in got["laws"]


def test_30a_does_not_lift_an_obligation_to_pass_whenever_it_is_his_turn():
    """A player already bound to pass "whenever it is his turn to call" (36B2, WBF: "the
    offender's partner must pass whenever it is his turn to call"; Turkish: "kusurlu oyuncunun
    ortağı konuşma sırası her kendine geldiğinde pas geçmek zorundadır") passes out of rotation
    at his right-hand opponent's turn. 30A adds "the offender must pass when next it is his turn
    to call" (Turkish: "kusurlu oyuncu konuşma sırası kendisine ilk geldiğinde pas geçmek
    zorundadır"): one turn more, not one turn only. The 36B2 obligation still binds him after
    that turn, and a bid then is Law 37 (35B: "A bid, double or redouble by a player required
    to pass")."""
    calls = ["N:1S", "E:pass", "S:X", reject("W"), "S:pass"]  # 36B2: North passes throughout
    calls += ["N:pass", reject("E")]  # North passes at West's turn: 30A
    got = auction(calls)
    assert got["laws"][:2] == ["30A", "29B"] and must_pass(got) == {"N": "end"}
    calls += ["W:2H", "N:pass", "E:3H", "S:pass", "W:pass"]
    got = auction(calls)
    assert got["turn"] == "N" and got["legal"] == ["pass"] and must_pass(got) == {"N": "end"}
    got = auction([*calls, "N:3S"])
    assert got["decision"] == {"by": "E", "options": ["reject"]} and got["laws"][0] == "37B"
    # The same for 27B2 ("must pass whenever it is his turn to call"; "konuşma sırası kendisine
    # her geldiğinde pas geçmek zorundadır"): West, silenced by his partner's insufficient bid.
    calls = ["N:1S", "E:1H", reject("S"), "E:2C", "W:pass", reject("N")]
    calls += ["S:2S", "W:pass", "N:3S", "E:pass", "S:pass"]
    got = auction(calls)
    assert got["turn"] == "W" and got["legal"] == ["pass"] and must_pass(got) == {"W": "end"}


def test_30b1a_pass_at_partners_turn_partner_may_make_any_legal_call():
    """30B1(a) (WBF): "Offender's partner may make any legal call at his proper turn, but Law
    16C2 applies." Turkish: "kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir"
    ("any sufficient call within the rules"): a pass, a sufficient bid, a double Law 19 permits."""
    got = auction(["S:pass", reject("W")])  # dealer N: South passed at his partner's turn
    assert got["turn"] == "N" and got["must_pass"] == [] and "1C" in got["legal"]
    assert got["laws"][:3] == ["30B1", "30B1(a)", "29B"]


def test_30b1bi_a_comparable_call_no_rectification():
    """30B1(b)(i): "If the call he makes is a comparable call (see Law 23A), no rectification
    applies. Law 26B does not apply.\""""
    calls = ["S:pass", reject("W"), "N:1H", "E:pass", comparable("S", "pass")]
    got = auction(calls)
    assert got["must_pass"] == [] and got["laws"][:2] == ["30B1(b)(i)", "23A"]
    got = auction([*calls, "W:1S", *passes("N", "E", "S")])
    assert got["declarer"] == "W" and got["lead_restriction"] is None


def test_30b1bii_not_comparable_partner_passes_at_his_next_turn_and_26b():
    """30B1(b)(ii): "If the call he makes is not a comparable call (see Law 23A), the offender's
    partner must pass when next it is his turn to call. Laws 16C, 26B and 72C may apply.\""""
    calls = ["S:pass", reject("W"), "N:1H", "E:pass", "S:2D"]
    got = auction(calls)
    assert must_pass(got) == {"N": "next_turn"} and got["laws"][0] == "30B1(b)(ii)"
    assert "26B" in got["laws"]
    got = auction([*calls, "W:2S", "N:pass", "E:pass", "S:pass"])
    assert got["over"] and got["declarer"] == "W"
    assert got["lead_restriction"] == {"seat": "N", "declarer_may_forbid_one_of": ["C", "H", "S"]}


def test_30b1_pass_at_lho_turn_before_any_call_of_his_own():
    """30B1: "or, the offender not having previously made any call, has passed when it was his
    left-hand opponent's turn to call.\""""
    got = auction(["W:pass", reject("N")])  # dealer N; W had not called
    assert got["turn"] == "N" and got["laws"][:2] == ["30B1", "30B1(a)"]


def test_30b2_pass_at_lho_turn_after_a_call_is_a_change_of_call():
    """30B2: "If the offender has previously made a call and subsequently passes out of
    rotation when it is his left-hand opponent's turn to call, the provisions relating to a
    change of call under Law 25 apply.\""""
    got = auction(["N:1H", "E:1S", "E:pass"])  # E changes 1S to pass at S's turn
    assert got["decision"] == {"by": "S", "options": ["accept", "reject"]}
    assert got["laws"] == ["25B1", "25B2", "30B2", "25"]


def test_30c_an_artificial_pass_is_law_31():
    """30C: "If the pass out of rotation is artificial, or is a pass of an artificial call,
    Law 31 applies, not this Law.\""""
    got = auction([artificial("S", "pass"), reject("W")])
    assert got["laws"][:4] == ["31B", "31B1", "30C", "29C"] and got["must_pass"] == []
    got = auction([artificial("N", "2C"), "S:pass", reject("W")])  # S passes partner's 2C at E's turn
    assert got["laws"][:2] == ["31A", "30C"] and got["turn"] == "E"


# ---------------------------------------------------------------- Law 31
BID_AT_RHO_TURN = ["E:1H", reject("S")]  # dealer N: East bid at North's turn


def test_31a1_rho_passes_the_offender_must_repeat_his_call():
    """31A1: "If that opponent passes, the offender must repeat his call out of rotation, and
    if that call is legal there is no further rectification.\""""
    got = auction([*BID_AT_RHO_TURN, "N:pass"])
    assert got["turn"] == "E" and got["legal"] == ["1H"]
    # The paragraph that decides now is 31A1, not the heading 31A (the most specific).
    assert got["laws"] == ["31A1", "29B"]
    got = auction([*BID_AT_RHO_TURN, "N:pass", "E:1H"])
    assert got["must_pass"] == [] and got["laws"][0] == "31A1"
    assert error([*BID_AT_RHO_TURN, "N:pass", "E:2H"]) == ("calls[3]: E must repeat his call 1H (Law 31A1)")


def test_31a1_a_repeated_insufficient_bid_not_accepted_is_corrected_by_a_legal_call():
    """31A1 TR "Bu rakip pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır
    ve bu konuşma yasal ise başka bir onarma yapılmaz." WBF "If that opponent passes, offender
    must repeat the call out of rotation, and when that call is legal there is no
    rectification." Repeated, an insufficient bid is not legal; it is an insufficient bid in
    rotation. 27B TR "Sıra olarak doğru yapılmış bir yetersiz deklare kabul edilmezse (bkz. A),
    bu deklare yasal bir konuşma ile değiştirilerek (ancak bkz. aşağıda Madde 3) düzeltilmelidir."
    WBF "If an insufficient bid in rotation is not accepted (see A) it must be corrected by the
    substitution of a legal call (but see 3 following)."

    Dealer N: N 1S, E pass, W 1H at S's turn (his right-hand opponent's; 27A2 sends it to Law
    31), not accepted; S passes; W repeats 1H; N does not accept it. The answer used to give W
    the insufficient 1H as his only legal call."""
    calls = ["N:1S", "E:pass", "W:1H", reject("N"), "S:pass"]
    assert auction(calls)["legal"] == ["1H"]  # 31A1: he must repeat it
    got = auction([*calls, "W:1H"])
    assert got["decision"] == {"by": "N", "options": ["accept", "reject"]}
    assert got["laws"][:2] == ["27A1", "27B"]
    got = auction([*calls, "W:1H", reject("N")])
    assert got["turn"] == "W" and got["decision"] is None
    assert "1H" not in got["legal"] and got["legal"][:3] == ["pass", "X", "1NT"]
    assert got["laws"][0] == "27B"
    got = auction([*calls, "W:1H", reject("N"), "W:2H"])  # the lowest sufficient heart bid
    assert got["turn"] == "N" and got["must_pass"] == [] and got["laws"][0] == "27B1(a)"
    # Another insufficient bid is not the repetition 31A1 requires: an error, as another
    # sufficient one already was (before, it opened Law 27 and left "1H" the only legal call).
    assert error([*calls, "W:1D"]) == "calls[5]: W must repeat his call 1H (Law 31A1)"


def test_31a2a_rho_bids_and_the_offender_makes_a_comparable_call():
    """31A2(a): "If that opponent makes a legal bid, double or redouble, the offender may make
    any legal call; if this call is a comparable call (see Law 23A), no rectification is
    required. Law 26B does not apply.\""""
    got = auction([*BID_AT_RHO_TURN, "N:1C"])
    assert got["turn"] == "E" and "1D" in got["legal"] and "X" in got["legal"]
    assert got["laws"] == ["31A2", "29B"]  # "offender may make any legal call"
    got = auction([*BID_AT_RHO_TURN, "N:1C", comparable("E", "1H")])
    assert got["must_pass"] == [] and got["laws"][:2] == ["31A2(a)", "23A"]


def test_31a2b_not_comparable_partner_passes_next_and_26b():
    """31A2(b): "is not a comparable call (see Law 23A), the offender's partner must pass when
    next it is his turn to call. Laws 16C, 26B and 72C may apply.\""""
    calls = [*BID_AT_RHO_TURN, "N:1C", "E:pass", "S:1S"]
    got = auction(calls)
    assert got["turn"] == "W" and got["legal"] == ["pass"] and must_pass(got) == {"W": "next_turn"}
    got = auction([*calls, "W:pass", "N:4S", *passes("E", "S", "W")])
    assert got["lead_restriction"] == {"seat": "W", "declarer_may_forbid_one_of": ["C", "D", "H", "S"]}
    assert "31A2(b)" in got["laws"] and "26B" in got["laws"]


def test_31b1_31b2_bid_at_partners_turn():
    """31B1 (WBF): "Offender's partner may make any legal call at his proper turn" (Turkish:
    "kurallar çerçevesinde herhangi bir yeterli konuşma"); 31B2: "Offender may make any legal
    call at his correct turn and the Director rules as in A2(a) or A2(b) above.\""""
    calls = ["S:1H", reject("W")]
    got = auction(calls)
    assert got["turn"] == "N" and got["must_pass"] == [] and got["laws"][:2] == ["31B", "31B1"]
    got = auction([*calls, "N:1C", "E:pass", "S:1S"])
    assert got["laws"][:2] == ["31A2(b)", "31B2"]
    assert must_pass(got) == {"N": "next_turn"}


def test_31c_a_later_bid_at_lho_turn_is_a_change_of_call():
    """31C: "If a player bids out of rotation at a later stage of the auction when it is his
    left-hand opponent's turn to call, this is treated as a change of call and Law 25 applies.\""""
    got = auction(["N:1H", "E:pass", "S:2H", "S:3H"])
    assert got["decision"] == {"by": "W", "options": ["accept", "reject"]}
    assert got["laws"] == ["25B1", "25B2", "31C", "25"]


# ---------------------------------------------------------------- Law 32
DOUBLE_AT_RHO_TURN = ["N:1H", "E:pass", "W:X"]  # at South's turn; W is South's left


def test_32_a_double_out_of_rotation_may_be_accepted():
    """32: "A double or redouble out of rotation, unless it is an inadmissible double or
    redouble (see Law 36), may be accepted at the option of the left-hand opponent.\""""
    got = auction(DOUBLE_AT_RHO_TURN)
    assert got["decision"] == {"by": "N", "options": ["accept", "reject"]}
    got = auction([*DOUBLE_AT_RHO_TURN, accept("N")])
    assert got["turn"] == "N" and "XX" in got["legal"]


def test_32_an_inadmissible_double_out_of_rotation_is_law_36():
    got = auction(["N:1H", "S:X"])  # South doubles his partner at East's turn
    assert got["decision"] == {"by": "W", "options": ["reject"]}
    assert got["laws"][0] == "36B"


def test_32a1_rho_passes_the_offender_must_repeat_his_double():
    """32A1: "If the offender's right-hand opponent passes, the offender must repeat his double
    or redouble out of rotation, and if the double or redouble is not inadmissible there is no
    further rectification.\""""
    calls = [*DOUBLE_AT_RHO_TURN, reject("N"), "S:pass"]
    assert auction(calls)["legal"] == ["X"]
    assert auction(calls)["laws"] == ["32A1", "29B"]  # not the heading 32A
    got = auction([*calls, "W:X"])
    assert got["laws"][0] == "32A1" and got["must_pass"] == [] and got["turn"] == "N"


def test_32a2_rho_bids_comparable_or_not():
    """32A2(a): a comparable call, no rectification; 32A2(b): not comparable, "the offender's
    partner must pass when next it is his turn to call.\""""
    calls = [*DOUBLE_AT_RHO_TURN, reject("N"), "S:2H"]
    assert auction(calls)["laws"] == ["32A2", "29B"]
    got = auction([*calls, comparable("W", "X")])
    assert got["laws"][:2] == ["32A2(a)", "23A"] and got["must_pass"] == []
    got = auction([*calls, "W:pass"])
    assert got["laws"][0] == "32A2(b)" and must_pass(got) == {"E": "next_turn"}


def test_32b1_32b2_double_at_partners_turn():
    """32B1: "The offender's partner may make any legal call, but Law 16C2 applies." 32B2: the
    offender at his turn, ruled under A2(a) or A2(b)."""
    calls = ["N:1H", "W:X", reject("N")]  # at East's (partner's) turn
    got = auction(calls)
    assert got["turn"] == "E" and "X" in got["legal"] and got["laws"][:2] == ["32B", "32B1"]
    got = auction([*calls, "E:pass", "S:pass", "W:1S"])
    assert got["laws"][:2] == ["32A2(b)", "32B2"] and must_pass(got) == {"E": "next_turn"}


def test_32c_a_later_double_at_lho_turn_is_a_change_of_call():
    """32C: "If a player doubles or redoubles out of rotation at a later stage of the auction
    when it is his left-hand opponent's turn to call, this is treated as a change of call.\""""
    got = auction(["N:pass", "E:1H", "S:pass", "S:X"])
    assert got["decision"] == {"by": "W", "options": ["accept", "reject"]}
    assert got["laws"] == ["25B1", "25B2", "32C", "25"]


# ---------------------------------------------------------------- Law 25B
def test_25b1_the_changed_call_accepted_the_first_is_withdrawn_and_26b():
    """25B1: "A changed call not permitted under A may be accepted by the left-hand opponent
    ... (it automatically becomes accepted if the left-hand opponent intentionally makes a
    call). In that case the first call is withdrawn, the second call stands ... (Law 26 may apply).\""""
    calls = ["N:1H", "E:1S", "E:pass"]
    got = auction([*calls, accept("S")])
    assert got["turn"] == "S" and "1S" in got["legal"] and got["laws"][0] == "25B1"
    got = auction([*calls, "S:2H", *passes("W", "N", "E")])
    assert got["contract"] == "2H"
    assert got["lead_restriction"] == {"seat": "W", "declarer_may_forbid_one_of": ["C", "D", "H", "S"]}


def test_25b1_with_a_comparable_change_26a():
    """26A: replaced by a comparable call, no lead restriction."""
    got = auction(["N:1H", "E:1S", comparable("E", "2S"), accept("S"), *passes("S", "W", "N")])
    assert got["contract"] == "2S" and got["lead_restriction"] is None
    assert "26A" in got["laws"]


def test_25b2_otherwise_the_changed_call_is_cancelled_and_the_first_stands():
    """25B2: "Except as in B1 above, a call not permitted by A is cancelled. The first call
    stands and the auction continues.\""""
    got = auction(["N:1H", "E:1S", "E:pass", reject("S")])
    assert got["turn"] == "S" and "1S" not in got["legal"] and got["laws"][0] == "25B2"


def test_25_a_change_that_could_not_replace_the_call_is_an_error():
    assert "change of call (Law 25)" in error(["N:1H", "E:1S", "E:1D"])


# ------------------------------------------------------------ Law 17D3, 34
def test_17d3_three_passes_after_a_pass_out_of_rotation_that_skipped_a_player():
    """17D3: "When three passes follow a call, the auction does not end if any of these passes
    was made out of rotation, thereby depriving a player whose turn it was of his right to
    call. In such a case the auction reverts to the player whose turn it was. All subsequent
    passes are cancelled and the auction proceeds normally." (Law 34 says the same.)"""
    calls = ["N:1H", "W:pass", accept("N"), "N:pass", "E:pass"]  # W passed at E's turn
    got = auction(calls)
    assert got["over"] is False and got["turn"] == "E"
    assert got["laws"][:2] == ["17D3", "34"]
    got = auction([*calls, "E:pass", "S:pass", "W:pass"])
    assert got["over"] and got["contract"] == "1H" and got["declarer"] == "N"


def test_17d3_a_further_pass_by_the_out_of_rotation_passers_lho_is_cancelled():
    """17D3 (WBF): "When a call has been followed by three passes the auction does not end if
    any of those passes was out of rotation ... the auction reverts to the player who missed
    his turn, all subsequent passes are cancelled". Turkish: "Bundan sonraki tüm paslar
    geçersiz kılınır". WBF Commentary on Law 17 (three passes after 1H, North's out of
    rotation at West's turn, then East passes): "East, passing after the pass out of rotation,
    is not an offender"."""
    calls = ["W:pass", "N:1H", "E:pass", "S:pass", "N:pass"]  # dealer W; North skipped West
    got = auction([*calls, "E:pass"], dealer="W")
    assert got["decision"] is None and got["turn"] == "W" and got["over"] is False
    assert got["laws"][:2] == ["17D3", "34"]
    got = auction([*calls, "E:pass", "W:pass", "N:pass", "E:pass"], dealer="W")
    assert got["over"] and got["contract"] == "1H" and got["declarer"] == "N"


def test_17d3_does_not_apply_to_passes_in_rotation():
    got = auction(["N:1H", *passes("E", "S", "W")])
    assert got["over"] and "17D3" not in got["laws"]
