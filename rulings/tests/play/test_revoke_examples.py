"""The four worked revoke rulings of the seed text on revokes (Örnek 1-4), Laws 61-64,
encoded as deals and play records that tell their story."""

from __future__ import annotations

from rulings.tests.helpers import deal, result, state, tricks

# Örnek 1. The text has "Güney 3NT" with East on lead; the opening leader is declarer's left
# hand opponent, so North declares here. East leads the spade king, declarer starts on the
# diamonds and East discards a heart on the second round while holding a diamond. Believing
# the diamonds 4-1, declarer takes the club finesse; East wins and cashes five spades: two down.
ORNEK_1 = deal("A32.AK4.853.AQ32", "KQJT98.J32.64.K7", "54.Q65.AKQ72.654", "76.T987.JT9.JT98")
ORNEK_1_PLAY = tricks(
    "E:SK S:S4 W:S6 N:SA",
    "N:D3 E:D4 S:DA W:D9",
    "S:DK W:DT N:D5 E:H2",  # the revoke: East still holds D6
    "S:C4 W:C8 N:CQ E:CK",  # East plays to a later trick: established (63A1)
    "E:SQ S:S5 W:S7 N:S2",
    "E:SJ S:C5 W:C9 N:S3",
    "E:ST S:D2 W:CT N:C2",
    "E:S9 S:D7 W:CJ N:C3",
    "E:S8 S:C6 W:H7 N:D8",
    "E:C7 S:H5 W:H8 N:CA",
    "N:HA E:H3 S:H6 W:H9",
    "N:HK E:HJ S:HQ W:HT",
    "N:H4 E:D6 S:DQ W:DJ",
)


def test_ornek_1_law_64a2_transfer_and_64c_for_the_false_count():
    """64A2: East did not win the revoke trick, his side won later tricks: one trick. 64C: the
    revoke hid a running diamond suit; the Director may give more (he rules 3NT made)."""
    got = result(ORNEK_1, "3NT", "N", ORNEK_1_PLAY)
    assert got["tricks_played"] == 7
    assert got["transfer"] == {"to": "NS", "tricks": 1}
    assert got["tricks"] == 8
    assert got["score"] == -50
    assert got["revokes"] == [{"seat": "E", "trick": 3, "established": True, "transfer": 1}]
    assert got["laws"][:2] == ["64A2", "64C"]


def test_ornek_1_law_63a1_not_established_until_offender_plays_to_a_later_trick():
    before = state(ORNEK_1, "3NT", "N", ORNEK_1_PLAY[:13])  # South has led to trick 4
    assert before["revokes"] == [{"seat": "E", "trick": 3, "established": False}]
    assert "62A" in before["laws"]
    after = state(ORNEK_1, "3NT", "N", ORNEK_1_PLAY[:16])
    assert after["revokes"] == [{"seat": "E", "trick": 3, "established": True}]
    assert "63A1" in after["laws"]


# Örnek 2. 4H by South, the spade king led; declarer ruffs in hand holding the spade ace,
# crosses to the heart ace, finesses the heart ten, goes to the diamond ace, loses a heart to
# East's king, wins the spade return with the ace, draws the last trump and takes the club
# finesse: twelve tricks.
ORNEK_2 = deal("5432.A76.AQ5.654", "876.K543.8764.K3", "A.QJT98.K32.AQJT", "KQJT9.2.JT9.9872")
ORNEK_2_PLAY = tricks(
    "W:SK N:S2 E:S6 S:H8",  # the revoke: South ruffs holding SA, and wins the trick
    "S:H9 W:H2 N:HA E:H3",
    "N:H6 E:H4 S:HT W:S9",
    "S:D2 W:D9 N:DA E:D4",
    "N:H7 E:HK S:HJ W:ST",
    "E:S8 S:SA W:SJ N:S3",
    "S:HQ W:SQ N:S4 E:H5",
    "S:D3 W:DT N:DQ E:D6",
    "N:C4 E:C3 S:CT W:C2",
    "S:CA W:C7 N:C5 E:CK",
    "S:CQ W:C8 N:C6 E:D7",
    "S:CJ W:C9 N:S5 E:D8",
    "S:DK W:DJ N:D5 E:S7",
)


def test_ornek_2_law_64a1_revoker_won_the_trick_two_tricks_transferred():
    """64A1: the revoke trick and one later trick won by the offending side: 4H made."""
    got = result(ORNEK_2, "4H", "S", ORNEK_2_PLAY)
    assert got["tricks_played"] == 12
    assert got["transfer"] == {"to": "EW", "tricks": 2}
    assert got["tricks"] == 10
    assert got["score"] == 420
    assert got["revokes"] == [{"seat": "S", "trick": 1, "established": True, "transfer": 2}]
    assert got["laws"] == ["64A1"]


# Örnek 3. 2C by West, North leads the heart ace. (Trick 2 gives South the lead he has in the
# text.) South leads a diamond to North's king, declarer wins the diamond return with the
# queen, crosses to dummy's spade king and plays the diamond ace: South discards the heart
# three. North: "one of you must have a diamond". Not established, so South corrects.
ORNEK_3 = deal("876.AQJ4.K98.765", "KQJT.T765.A432.2", "A95.K32.T76.9843", "432.98.QJ5.AKQJT")
ORNEK_3_PLAY = tricks(
    "N:HA E:H5 S:H2 W:H8",
    "N:H4 E:H6 S:HK W:H9",
    "S:D6 W:D5 N:DK E:D2",
    "N:D8 E:D3 S:D7 W:DQ",
    "W:S2 N:S6 E:SK S:S5",
    "E:DA S:H3 W:DJ",  # the revoke: South holds DT
)


def test_ornek_3_law_62b1_corrected_revoke_becomes_major_penalty_card():
    """62A: noticed before it is established, the revoke is corrected; 62B1: the heart three,
    withdrawn by a defender, becomes a major penalty card (50B)."""
    revoked = state(ORNEK_3, "2C", "W", ORNEK_3_PLAY)
    assert revoked["revokes"] == [{"seat": "S", "trick": 6, "established": False}]
    corrected = state(ORNEK_3, "2C", "W", ORNEK_3_PLAY + ["S:DT"])
    assert corrected["penalty_cards"] == [{"seat": "S", "card": "H3", "kind": "major"}]
    assert corrected["revokes"] == [{"seat": "S", "trick": 6, "established": False, "corrected": True}]
    assert corrected["laws"][:2] == ["62B1", "62A"]
    assert corrected["turn"] == "N" and corrected["legal"] == ["D9"]


def test_ornek_3_law_50d1a_the_penalty_card_is_played_at_the_first_legal_opportunity():
    play = ORNEK_3_PLAY + ["S:DT", "N:D9"]  # dummy wins; a diamond now finds South void
    now = state(ORNEK_3, "2C", "W", play + ["E:D4"])
    assert now["turn"] == "S" and now["legal"] == ["H3"]
    assert now["laws"][0] == "50D1(a)"


def test_ornek_3_law_50d1b_following_suit_comes_before_the_penalty_card():
    play = ORNEK_3_PLAY + ["S:DT", "N:D9"]
    now = state(ORNEK_3, "2C", "W", play + ["E:SQ"])
    assert now["turn"] == "S" and now["legal"] == ["SA", "S9"]
    assert "50D1(b)" in now["laws"]


# Örnek 4. 4H by South, the diamond queen led and won by dummy's ace. The heart ace and king:
# West, not seeing his heart queen, discards a spade on the second. Declarer runs the club
# queen to West's king; West later wins the heart queen. Eleven tricks.
ORNEK_4 = deal("5432.A65.AK4.A32", "876.43.8765.9654", "AK.KJT987.32.QJT", "QJT9.Q2.QJT9.K87")
ORNEK_4_PLAY = tricks(
    "W:DQ N:DA E:D5 S:D2",
    "N:HA E:H3 S:H7 W:H2",
    "N:H5 E:H4 S:HK W:S9",  # the revoke: West holds HQ
    "S:D3 W:DT N:DK E:D6",
    "N:C2 E:C4 S:CQ W:CK",
    "W:SQ N:S2 E:S6 S:SA",
    "S:HJ W:HQ N:H6 E:C5",
    "W:SJ N:S3 E:S7 S:SK",
    "S:HT W:ST N:S4 E:S8",
    "S:H9 W:D9 N:S5 E:C6",
    "S:H8 W:DJ N:D4 E:D7",
    "S:CJ W:C7 N:CA E:C9",
    "N:C3 E:D8 S:CT W:C8",
)


def test_ornek_4_law_64a2_one_trick_transferred():
    """64A2: West did not win the revoke trick; his side won later tricks: one trick to
    declarer, eleven tricks become twelve."""
    got = result(ORNEK_4, "4H", "S", ORNEK_4_PLAY)
    assert got["tricks_played"] == 11
    assert got["transfer"] == {"to": "NS", "tricks": 1}
    assert got["tricks"] == 12
    assert got["score"] == 480
    assert got["laws"] == ["64A2"]
