"""Correcting a revoke with the `correct` and `replace` acts (Laws 62A-62C), up to the moment
it is established (63A1), on the trick in progress or on a trick whose four cards are played."""

from __future__ import annotations

from rulings import answer
from rulings.tests.helpers import deal, result, state, tricks

# South declares 4H; West leads. N: S AK52 H QJ3 D K84 C Q96; E: S QJ98 H 765 D AQ7 C K85;
# S: S 73 H AKT984 D J6 C AJ4; W: S T64 H 2 D T9532 C T732.
DEAL = deal("AK52.QJ3.K84.Q96", "QJ98.765.AQ7.K85", "73.AKT984.J6.AJ4", "T64.2.T9532.T732")
FIRST = tricks("W:D2 N:D4 E:DA S:D6")  # East wins the first trick
# Trick 2: East leads a heart, South wins the ace; West, holding the H2, discards the C2.
WEST_REVOKES = FIRST + tricks("E:H5 S:HA W:C2 N:H3")
# Trick 2: East leads the spade queen; West, holding spades, ruffs with the H2 and wins.
WEST_RUFFS = FIRST + tricks("E:SQ S:S3 W:H2 N:SA")
# Trick 2: East leads the diamond queen; South, holding the DJ, discards the C4.
SOUTH_REVOKES = FIRST + tricks("E:DQ S:C4 W:D3 N:D8")


def st(*play) -> dict:
    return state(DEAL, "4H", "S", list(play))


def refused(*play) -> str:
    got = answer({"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": list(play)})
    assert set(got) == {"error"}, got
    return got["error"]


def correct(seat: str, card: str) -> dict:
    return {"act": "correct", "seat": seat, "card": card}


def replace(seat: str, card: str) -> dict:
    return {"act": "replace", "seat": seat, "card": card}


def test_law_63a1_four_cards_on_the_revoke_trick_do_not_establish_it():
    """63A1: established "when the offender or his partner leads or plays to the following
    trick"; the fourth card of the revoke trick is not such a play."""
    now = st(*WEST_REVOKES)
    assert now["trick"] == 3 and now["turn"] == "S"
    assert now["revokes"] == [{"seat": "W", "trick": 2, "established": False}]
    assert "62A" in now["laws"]


def test_law_62a_62b1_a_defenders_revoke_corrected_after_the_fourth_card():
    """62A: "the player must correct his revoke"; 62B: he "withdraws the card he played and
    substitutes a legal card"; 62B1: the card withdrawn from a defender's unfaced hand becomes
    a major penalty card (50B: "in revoking and then correcting")."""
    now = st(*WEST_REVOKES, correct("W", "H2"))
    assert now["revokes"] == [{"seat": "W", "trick": 2, "established": False, "corrected": True}]
    assert now["penalty_cards"] == [{"seat": "W", "card": "C2", "kind": "major"}]
    assert now["laws"][:3] == ["62B1", "62A", "50B"]
    assert now["trick"] == 3 and now["turn"] == "S" and now["tricks"] == {"NS": 1, "EW": 1}
    # The H2 is on trick 2 now: West has no heart left, the C2 waits on the table (50D1).
    later = st(*WEST_REVOKES, correct("W", "H2"), "S:HK")
    assert later["turn"] == "W" and later["legal"] == ["C2"]


def test_a_corrected_revoke_trick_is_won_by_the_cards_that_stand_on_it():
    """62B: the legal card substitutes the revoke card; the trick is then won under 44E/44F
    by the cards on it. West's ruff won trick 2; corrected with a spade, dummy's ace wins."""
    ruffed = st(*WEST_RUFFS)
    assert ruffed["turn"] == "W" and ruffed["tricks"] == {"NS": 0, "EW": 2}
    now = st(*WEST_RUFFS, correct("W", "S4"))
    assert now["turn"] == "N" and now["tricks"] == {"NS": 1, "EW": 1}
    assert now["penalty_cards"] == [{"seat": "W", "card": "H2", "kind": "major"}]  # 62B1


def test_law_50d2_follows_a_correction_that_gives_the_lead_to_the_penalty_card_holders_partner():
    """After the correction East wins trick 2 and is to lead while West has a major penalty
    card: declarer first chooses (50D2: "he may not lead until declarer has stated...")."""
    play = FIRST + tricks("E:SQ S:S3 W:H2 N:S2")
    assert st(*play)["turn"] == "W"
    now = st(*play, correct("W", "S4"))
    assert now["turn"] == "E"
    assert now["decision"] == {"by": "S", "options": ["require_lead", "forbid_lead", "no_restriction"]}


def test_law_62b2_declarers_revoke_card_goes_back_to_his_hand():
    """62B2: "The card may be replaced without further rectification if it was played from
    declarer's hand"; 48A: declarer's exposed cards are no penalty cards."""
    now = st(*SOUTH_REVOKES, correct("S", "DJ"))
    assert now["penalty_cards"] == [] and now["laws"][:2] == ["62B2", "62A"]
    assert now["turn"] == "E" and now["tricks"] == {"NS": 0, "EW": 2}
    club = st(*SOUTH_REVOKES, correct("S", "DJ"), "E:C5")
    assert "C4" in club["legal"]


def test_law_62b2_dummys_revoke_card_goes_back_to_dummy():
    """62B2: "... or from dummy's hand"."""
    play = tricks("W:D2 N:C6 E:DA S:D6")
    now = st(*play, correct("N", "D4"))
    assert now["penalty_cards"] == [] and now["laws"][0] == "62B2"
    assert now["revokes"] == [{"seat": "N", "trick": 1, "established": False, "corrected": True}]


def test_law_62b2_a_defenders_exposed_card_is_replaced_without_further_rectification():
    """62B2: "... or if it was a defender's exposed card": the faced C3 was a minor penalty
    card before West revoked with it, and stays one."""
    play = [{"act": "expose", "seat": "W", "card": "C3"}, *FIRST, *tricks("E:H5 S:HA W:C3 N:H3")]
    now = st(*play, correct("W", "H2"))
    assert now["penalty_cards"] == [{"seat": "W", "card": "C3", "kind": "minor"}]
    assert now["laws"][:2] == ["62B2", "62A"]


# 62C1, TR "Kusursuz tarafın her iki üyesi rönonstan sonra buna dikkat çekilmeden önce oynamış
# olabileceği her kartı geri alabilir ve eline geri koyar"; WBF "Each member of the non-offending
# side may withdraw and return to his hand any card he may have played after the revoke but before
# attention was drawn to it". 47A, TR "Oynanmış bir kart bir usulsüzlükten sonraki onarmayı yerine
# getirmek için geri alınabilir"; WBF "A card once played may be withdrawn when required by
# rectification following an irregularity". The non-offender may withdraw (TR "geri alabilir"):
# his lead to the next trick is his to take back, not the correction's.
def withdraw(seat: str) -> dict:
    return {"act": "withdraw", "seat": seat}


def test_law_62c1_a_non_offenders_lead_to_the_next_trick_stays_unless_he_withdraws_it():
    """Declarer has led the S3 to trick 3; the revoke is not established (only the offender or his
    partner establishes it, 63A1), so West corrects it. South still wins trick 2, so his lead
    stands unless he takes it back (62C1, quoted above): West is to follow to the spade."""
    now = st(*WEST_REVOKES, "S:S3", correct("W", "H2"))
    assert now["trick"] == 3 and now["turn"] == "W" and now["legal"] == ["ST", "S6", "S4"]
    assert "62C1" in now["laws"] and "47A" not in now["laws"] and now["laws"][1] == "62B1"
    assert now["tricks"] == {"NS": 1, "EW": 1}


def test_law_62c1_the_non_offender_withdraws_his_lead_and_leads_again():
    """62C1: he "may withdraw and return to his hand" the card: South takes the S3 back and leads
    the club ace instead."""
    now = st(*WEST_REVOKES, "S:S3", correct("W", "H2"), withdraw("S"))
    assert now["turn"] == "S" and "S3" in now["legal"] and "CA" in now["legal"]
    assert now["laws"][:2] == ["62C1", "16C"]  # 62C1 "(Bkz. Yasa 16C.)", "(see Law 16C)"
    club = st(*WEST_REVOKES, "S:S3", correct("W", "H2"), withdraw("S"), "S:CA")
    assert club["turn"] == "W" and club["legal"] == ["C2"]  # the major penalty card (50D1)


def test_law_62c1_the_lead_is_withdrawn_at_once_or_not_at_all():
    """62C1 speaks of a card played "before attention was drawn to it": once West has played to
    the lead the correction left, it is no longer a card to withdraw; nor may West, an offender,
    withdraw South's lead."""
    later = refused(*WEST_REVOKES, "S:S3", correct("W", "H2"), "W:S4", withdraw("S"))
    assert later.startswith("play[11]: S has no lead to withdraw") and "(Law 62C1)" in later
    other = refused(*WEST_REVOKES, "S:S3", correct("W", "H2"), withdraw("W"))
    assert other == "play[10]: the lead to trick 3 is S's: only he may withdraw it (Law 62C1)"


def test_law_62c1_a_lead_the_corrected_trick_gives_to_another_player_goes_back_to_his_hand():
    """West wins trick 2 with the D9 over East's D7 while South discards the C4 holding the DJ,
    and West leads the S4 to trick 3. Corrected with the DJ, trick 2 is South's and South leads
    (44G, TR "Löveyi kazanmış olan oyuncunun elinden sonraki löveye çıkış yapılır"; WBF "The
    lead to the next trick is from the hand in which the last trick was won"). West's S4 was played after the
    revoke: 62C1 (quoted above) returns it to his hand, with no penalty card (47A alone, "a
    defender's withdrawn card may become a penalty card", would not say so), and "see Law 16C":
    16C1 TR "Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm bilgiler ... yasaldır",
    WBF "For a non-offending side, all information arising from a withdrawn action is
    authorized"; 16C2 makes it unauthorized for North-South. The paragraphs say so."""
    play = FIRST + tricks("E:D7 S:C4 W:D9 N:D8")
    now = st(*play, "W:S4", correct("S", "DJ"))
    assert now["turn"] == "S" and now["tricks"] == {"NS": 1, "EW": 1}
    assert now["penalty_cards"] == []
    assert now["laws"][:5] == ["62B2", "62A", "62C1", "16C", "47A"]


def test_law_62c1_replacing_a_card_on_the_revoke_trick_takes_the_lead_back_first():
    """North played the H3 to trick 2 after West's revoke card; he may withdraw it too (62C1).
    Trick 2, and who leads after it, may then change, so South's lead goes back first (47A). 62C1
    ends "(see Law 16C)" (TR "(Bkz. Yasa 16C.)"): named beside it, as for `withdraw`."""
    now = st(*WEST_REVOKES, "S:S3", correct("W", "H2"), replace("N", "HJ"))
    assert now["turn"] == "S" and "S3" in now["legal"]
    assert now["laws"][:3] == ["62C1", "16C", "47A"]


def test_law_63b_an_established_revoke_may_no_longer_be_corrected():
    """63A1: West's partner plays to the following trick; 63B: "it may no longer be corrected".
    The refusal gives 63A1's reason only: 63A1 (TR) "Kusurlu oyuncu veya ortağı bir sonraki löveye
    çıkış yaptığı ya da kart oynadığında" / (WBF) "when the offender or his partner leads or plays
    to the following trick" names no end of play."""
    error = refused(*WEST_REVOKES, "S:S3", "W:S4", correct("W", "H2"))
    assert error == (
        "play[10]: W's revoke on trick 2 is established (Law 63A1: W or his partner "
        "has played to a later trick) and may no longer be corrected (Law 63B)"
    )
    led = refused(*WEST_RUFFS, "W:S4", correct("W", "S6"))  # the revoker led to trick 3
    assert "established (Law 63A1" in led


def test_law_61a_a_card_that_follows_suit_is_no_revoke_to_correct():
    error = refused(*WEST_REVOKES, correct("S", "HK"))
    assert error.startswith("play[8]: S has no revoke to correct on trick 2")
    assert "(Law 61A)" in error
    assert refused(*FIRST, correct("E", "DQ")).startswith("play[4]: E has no revoke to correct")


def test_law_62b_the_substitute_must_be_a_legal_card():
    """62B: the offender "substitutes a legal card": one of the suit led."""
    error = refused(*WEST_REVOKES, correct("W", "D3"))
    assert error == ("play[8]: the revoke must be corrected with a card that complies (Law 62B): D3 does not")


def test_a_revoke_is_corrected_once():
    error = refused(*WEST_REVOKES, correct("W", "H2"), correct("W", "H2"))
    assert error == "play[9]: W's revoke on trick 2 is already corrected"


def test_law_62a_correct_act_on_the_trick_in_progress():
    now = st(*WEST_REVOKES[:7], correct("W", "H2"))
    assert now["turn"] == "N" and now["legal"] == ["HQ", "HJ", "H3"]
    assert now["penalty_cards"] == [{"seat": "W", "card": "C2", "kind": "major"}]


def test_law_62c1_a_non_offender_takes_back_the_card_he_played_after_the_revoke():
    """62C1: "Each member of the non-offending side may withdraw any card he may have played
    after the revoke ... and restores it to his hand". Dummy's SA is replaced by the S2: East's
    queen now wins the trick."""
    play = [*WEST_RUFFS, correct("W", "S4")]
    now = st(*play, replace("N", "S2"))
    assert "62C1" in now["laws"]
    assert now["turn"] == "E" and now["tricks"] == {"NS": 0, "EW": 2}
    # The H2 is a major penalty card and East is on lead: declarer chooses first (50D2).
    assert now["decision"]["by"] == "S"
    later = st(*play, replace("N", "S2"), {"act": "no_restriction", "seat": "S"}, "E:SJ")
    assert later["turn"] == "S"
    dummy = st(*play, replace("N", "S2"), {"act": "no_restriction", "seat": "S"}, "E:SJ", "S:S7", "W:S6")
    assert "SA" in dummy["legal"]  # the ace went back to dummy


def test_law_62c2_the_offenders_partner_may_change_his_card_after_a_non_offender_did():
    """62C2: "After a non-offending player has so withdrawn a card, the next player of the
    offending side in turn may also change his card". South revoked; West (non-offending)
    takes back the D3, then dummy changes the D8 for the king, which now wins the trick. A
    card of dummy's is not a penalty card (48A)."""
    play = [*SOUTH_REVOKES, correct("S", "DJ"), replace("W", "D5")]
    now = st(*play, replace("N", "DK"))
    assert now["laws"][0] == "62C2" and now["penalty_cards"] == []
    assert now["turn"] == "N" and now["tricks"] == {"NS": 1, "EW": 1}
    back = st(*play, replace("N", "DK"), "N:D8", "E:D7", "S:C4")  # the D8 went back to dummy
    assert back["turn"] == "W" and "D3" in back["legal"]  # and the D3 to West


def test_law_62c2_the_offending_side_changes_only_after_a_non_offender_did():
    error = refused(*SOUTH_REVOKES, correct("S", "DJ"), replace("N", "DK"))
    assert error == (
        "play[9]: N has already played to trick 2 (Law 62C2: he may change his card only after a non-offender has)"
    )


def test_law_62c1_only_cards_played_after_the_revoke_card():
    error = refused(*WEST_RUFFS, correct("W", "S4"), replace("S", "S7"))  # South played before
    assert error == "play[9]: S did not play to trick 2 after the revoke card (Law 62C1)"


def test_replace_needs_a_corrected_revoke():
    error = refused(*WEST_RUFFS, replace("N", "S2"))
    assert error == (
        "play[8]: there is no corrected revoke on this trick or the last one: a card "
        "may be replaced only after a revoke is corrected (Law 62C1)"
    )


def test_law_62c1_replacement_comes_before_play_goes_on():
    error = refused(*WEST_RUFFS, correct("W", "S4"), "N:S2", replace("N", "SK"))
    assert error == (
        "play[10]: play has gone on to trick 3: a card played to the revoke trick "
        "may be replaced only before (Law 62C1)"
    )


def test_a_corrected_revoke_transfers_nothing_at_the_end():
    """64A applies "when a revoke is established"; a corrected revoke never is."""
    play = [*WEST_REVOKES, correct("W", "H2")]
    done = finish_lowest(play)
    got = result(DEAL, "4H", "S", done)
    assert got["revokes"] == [{"seat": "W", "trick": 2, "established": False, "corrected": True, "transfer": 0}]
    assert got["transfer"] == {"to": None, "tricks": 0}


def finish_lowest(play: list) -> list:
    """The record continued with each player on turn playing his lowest legal card; declarer
    leaves the lead free when Law 50D2 asks."""
    play = list(play)
    while True:
        now = st(*play)
        if now["turn"] is None:
            return play
        if now["decision"] is not None:
            play.append({"act": "no_restriction", "seat": now["decision"]["by"]})
            continue
        play.append(f"{now['turn']}:{now['legal'][-1]}")


# South omits to play to trick 1 (67A) and so holds two cards at trick 13: the SQ is led, and South,
# holding the S3, plays the H8. No later trick follows the last one.
OMITTED_THEN_LAST_TRICK_REVOKE = [
    "W:D2", "N:D4", "E:D7", {"act": "omit", "seat": "S"},
    *tricks(
        "E:CK S:CJ W:C3 N:C6", "E:C5 S:CA W:C7 N:CQ", "S:C4 W:CT N:C9 E:C8", "W:D9 N:D8 E:DA S:D6",
        "E:SJ S:S7 W:ST N:SK", "N:HQ E:H6 S:HK W:H2", "S:HA W:S6 N:HJ E:H5", "S:HT W:DT N:H3 E:H7",
        "S:H9 W:D5 N:S5 E:S9", "S:H4 W:D3 N:SA E:DQ", "S:DJ W:S4 N:DK E:SQ",
    ),
    "N:S2", "E:S8", "S:H8", "W:C2",
]  # fmt: skip


def test_a_revoke_on_the_last_trick_is_not_said_to_be_established_by_law_63a1():
    """63A (TR) "Bir rönons aşağıdaki durumlarda resmileşmiş olur: 1. Kusurlu oyuncu veya ortağı bir
    sonraki löveye çıkış yaptığı ya da kart oynadığında ..." / (WBF) "A revoke becomes established:
    1. when the offender or his partner leads or plays to the following trick ...": A2 names a card
    designated to the following trick, A3 and A4 claims and concessions; none names the end of play.
    The engine holds a revoke still standing when play ends established (docs/rulings-cli.md: "or at
    the end of play"); only a revoke on the last trick, which has no following trick, is decided by
    that alone, and the answer no longer credits it to 63A1 (in `laws` or in the refusal)."""
    assert st(*OMITTED_THEN_LAST_TRICK_REVOKE[:-1])["revokes"] == [{"seat": "S", "trick": 13, "established": False}]
    end = st(*OMITTED_THEN_LAST_TRICK_REVOKE)
    assert end["turn"] is None
    assert end["revokes"] == [{"seat": "S", "trick": 13, "established": True}]
    assert "63A1" not in end["laws"]
    error = refused(*OMITTED_THEN_LAST_TRICK_REVOKE, correct("S", "S3"))
    assert error == (
        "play[52]: S's revoke on trick 13 was not corrected before play ended, and is held established "
        "from then on (no paragraph of Law 63A names the end of play: docs/rulings-cli.md); it may no "
        "longer be corrected (Law 63B)"
    )
    assert "63A1" not in error
