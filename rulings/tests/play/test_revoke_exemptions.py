"""Law 64B: the revokes a play record shows need no trick transfer, and Law 64C named for
them; Law 64B2's repeated revoke; establishment at the end of play (63A1)."""

from __future__ import annotations

from rulings import answer
from rulings.tests.helpers import deal, finish, result, state

# South declares 4H; West leads. N: S AK52 H QJ3 D K84 C Q96; W: S T64 H 2 D T9532 C T732.
DEAL = deal("AK52.QJ3.K84.Q96", "QJ98.765.AQ7.K85", "73.AKT984.J6.AJ4", "T64.2.T9532.T732")


def played_out(play: list) -> dict:
    return result(DEAL, "4H", "S", finish(DEAL, "4H", "S", play))


def test_law_64b3_a_revoke_by_dummy_transfers_nothing():
    got = played_out(["W:D2", "N:C6"])  # dummy holds three diamonds
    assert got["revokes"] == [{"seat": "N", "trick": 1, "established": True, "transfer": 0}]
    assert got["transfer"] == {"to": None, "tricks": 0}
    assert got["tricks"] == got["tricks_played"]
    assert got["laws"] == ["64B3", "64C"]


def test_law_64b3_a_revoke_in_failing_to_play_a_penalty_card_transfers_nothing():
    # West's only heart is the H2, on the table as a penalty card; he discards on a heart.
    play = [{"act": "expose", "seat": "W", "card": "H2"}, "W:D2", "N:D4", "E:DA", "S:D6", "E:H5", "S:HA", "W:C2"]
    got = played_out(play)
    assert got["revokes"][0] == {"seat": "W", "trick": 2, "established": True, "transfer": 0}
    assert got["laws"][:2] == ["64B3", "64C"]


def test_law_64b6_a_revoke_on_the_twelfth_trick_transfers_nothing():
    play = finish(DEAL, "4H", "S", [], until_trick=12)
    before = state(DEAL, "4H", "S", play)
    assert before["trick"] == 12 and before["turn"] == "E"
    play += ["E:SQ", "S:HA", "W:DT", "N:SA"]  # West keeps the ST back
    got = played_out(play)
    assert got["revokes"] == [{"seat": "W", "trick": 12, "established": True, "transfer": 0}]
    assert got["laws"][:2] == ["64B6", "64C"]


def test_law_64b7_both_sides_revoked_no_transfer():
    play = [
        "W:D2",
        "N:C6",
        "E:DA",
        "S:D6",  # dummy revokes (three diamonds held)
        "E:H5",
        "S:HA",
        "W:C2",
    ]  # West revokes (he holds the H2)
    got = played_out(play)
    assert [r["transfer"] for r in got["revokes"]] == [0, 0]
    assert got["transfer"] == {"to": None, "tricks": 0}
    assert got["laws"][:2] == ["64B7", "64C"]


def test_law_64b2_a_second_revoke_in_the_same_suit_by_the_same_player():
    play = [
        "W:D2",
        "N:DK",
        "E:DA",
        "S:D6",
        "E:SQ",
        "S:S3",
        "W:C2",
        "N:SA",  # West revokes in spades
        "N:SK",
        "E:SJ",
        "S:S7",
        "W:C3",
    ]  # and again: the first is now established
    got = played_out(play)
    first, second = got["revokes"]
    assert (first["trick"], second["trick"]) == (2, 3)
    assert second["transfer"] == 0
    assert "64B2" in got["laws"] and "64C" in got["laws"]


# West holds twelve clubs and the heart ace and wins every trick; South, holding the club two,
# discards a heart on the first club.
ALL_TO_WEST = deal("AKQJT98765432...", "..AKQJT98765432.", ".KQJT98765432..2", ".A..AKQJT9876543")


def test_law_64b1_offending_side_won_no_trick_from_the_revoke_on():
    play = finish(ALL_TO_WEST, "1NT", "S", ["W:CA", "N:S2", "E:D2", "S:H2"])
    got = result(ALL_TO_WEST, "1NT", "S", play)
    assert got["tricks_played"] == 0
    assert got["revokes"] == [{"seat": "S", "trick": 1, "established": True, "transfer": 0}]
    assert got["score"] == -350
    assert got["laws"] == ["64B1", "64C"]


def test_law_63a1_a_revoke_is_established_at_the_end_of_play_at_the_latest():
    play = finish(DEAL, "4H", "S", [], until_trick=12) + ["E:SQ", "S:HA", "W:DT", "N:SA"]
    before_end = state(DEAL, "4H", "S", play)
    assert before_end["revokes"] == [{"seat": "W", "trick": 12, "established": False}]
    full = finish(DEAL, "4H", "S", play)
    assert state(DEAL, "4H", "S", full)["revokes"][0]["established"] is True


def test_a_corrected_revoke_transfers_nothing():
    play = ["W:D2", "N:C6", "N:D4"]  # dummy's revoke corrected at once (62B2)
    now = state(DEAL, "4H", "S", play)
    assert now["revokes"] == [{"seat": "N", "trick": 1, "established": False, "corrected": True}]
    assert now["penalty_cards"] == [] and now["laws"][0] == "62B2"
    got = played_out(play)
    assert got["transfer"]["tricks"] == 0 and got["laws"] == ["62A"]


def test_result_needs_the_whole_play():
    got = answer({"q": "result", "deal": DEAL, "contract": "4H", "declarer": "S", "vul": False, "play": ["W:D2"]})
    assert got == {"error": "play: the play is not complete: trick 1 of 13 is being played"}


def test_law_62c1_a_non_offender_may_withdraw_the_card_he_played_after_the_revoke():
    play = [
        "W:H2",
        "N:H3",
        "E:H5",
        "S:HA",  # South on lead
        "S:D6",
        "W:C2",
        "N:D4",  # West revokes (he holds diamonds); dummy plays
        "W:D3",  # the revoke corrected: C2 a major penalty card
        "N:DK",
    ]  # 62C1: declarer takes dummy's card back
    now = state(DEAL, "4H", "S", play)
    assert now["laws"][0] == "62C1"
    assert now["penalty_cards"] == [{"seat": "W", "card": "C2", "kind": "major"}]
    assert now["turn"] == "E" and now["legal"] == ["DA", "DQ", "D7"]
    refused = answer({"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": play[:7] + ["N:DK"]})
    assert refused["error"] == "play[7]: N has already played to trick 2"


def test_law_59_a_required_suit_he_does_not_hold_any_card_may_be_led():
    # West holds no spade; East's spade queen is a major penalty card; declarer requires spades.
    void = deal("AK52.QJ3.K84.Q96", "QJT9864.765.AQ7.", "73.AKT984.J6.AJ4", ".2.T9532.KT87532")
    play = [{"act": "expose", "seat": "E", "card": "SQ"}, {"act": "require_lead", "seat": "S", "suit": "S"}]
    now = state(void, "4H", "S", play)
    assert now["lead_restriction"] == {"seat": "W", "require": "S"}
    assert len(now["legal"]) == 13 and now["penalty_cards"] == []
    assert now["laws"][:2] == ["50D2(a)", "59"]


def test_law_61a_leading_against_a_lead_restriction_when_able_is_a_revoke():
    play = [{"act": "expose", "seat": "E", "card": "SQ"}, {"act": "require_lead", "seat": "S", "suit": "S"}, "W:H2"]
    now = state(DEAL, "4H", "S", play)
    assert now["revokes"] == [{"seat": "W", "trick": 1, "established": False}]
    corrected = state(DEAL, "4H", "S", play + ["W:S4"])
    assert corrected["penalty_cards"] == [{"seat": "W", "card": "H2", "kind": "major"}]


def test_law_62b2_a_revoke_with_a_faced_card_is_corrected_without_further_rectification():
    """62B1 makes a card withdrawn from a defender's unfaced hand a major penalty card; 62B2: a
    defender's faced card (here the minor penalty card C3) is replaced without further
    rectification, so it stays the minor penalty card it was."""
    play = [
        {"act": "expose", "seat": "W", "card": "C3"},
        "W:D2",
        "N:D4",
        "E:DA",
        "S:D6",
        "E:D7",
        "S:DJ",
        "W:C3",
    ]  # West revokes with his penalty card
    revoked = state(DEAL, "4H", "S", play)
    assert revoked["revokes"] == [{"seat": "W", "trick": 2, "established": False}]
    assert revoked["penalty_cards"] == []
    corrected = state(DEAL, "4H", "S", play + ["W:D3"])
    assert corrected["penalty_cards"] == [{"seat": "W", "card": "C3", "kind": "minor"}]
    assert corrected["laws"][:2] == ["62B2", "62A"]
