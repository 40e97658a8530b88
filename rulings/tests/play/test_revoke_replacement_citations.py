"""The paragraphs a card replaced after a revoke's correction rests on (the `replace` act), as the
lead a correction leaves on the next trick, withdrawn (`withdraw`), already cited them.

62C1, TR "Kusursuz tarafın her iki üyesi rönonstan sonra buna dikkat çekilmeden önce oynamış
olabileceği her kartı geri alabilir ve eline geri koyar. (Bkz. Yasa 16C.)"; WBF "Each member of the
non-offending side may withdraw and return to his hand any card he may have played after the revoke
but before attention was drawn to it (see Law 16C)."
62C2, TR "Kusursuz bir oyuncu bir kartı bu şekilde geri aldıktan sonra, kusurlu tarafın sıradaki
oyuncusu da kartı değiştirebilir, bu oyuncu defans oyuncusu ise bu kart cezalı karta dönüşür. (Bkz.
Yasa 16C.)"; WBF "After a non-offender so withdraws a card, the player of the offending side next in
rotation may withdraw his played card, which becomes a penalty card if the player is a defender (see
Law 16C)."
16C, TR "1. Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm bilgiler ... yasaldır. 2.
Kusurlu taraf için, geri alınmış eylemden ... kaynaklanan tüm bilgiler izinsizdir"; WBF "For a
non-offending side, all information arising from a withdrawn action is authorized ... For an
offending side, information arising from its own withdrawn action and from withdrawn actions of the
non-offending side is unauthorized."
50B, TR "oynamak maksadıyla gösterilen her kart (örneğin sırasız atak veya rönons yapılması ve daha
sonra düzeltilmesinde olduğu gibi), majör cezalı karta dönüşür"; WBF "any card exposed through
deliberate play (for example in leading out of turn, or in revoking and then correcting), becomes a
major penalty card".
"""

from __future__ import annotations

from rulings.tests.helpers import deal, state, tricks

# South declares 4H. N: S AK52 H QJ3 D K84 C Q96; E: S QJ98 H 765 D AQ7 C K85;
# S: S 73 H AKT984 D J6 C AJ4; W: S T64 H 2 D T9532 C T732.
DEAL = deal("AK52.QJ3.K84.Q96", "QJ98.765.AQ7.K85", "73.AKT984.J6.AJ4", "T64.2.T9532.T732")
EAST_WINS_FIRST = tricks("W:D2 N:D4 E:DA S:D6")
# Trick 2: East leads the spade queen; West, holding spades, ruffs with the H2; dummy plays the ace.
WEST_RUFFS = EAST_WINS_FIRST + tricks("E:SQ S:S3 W:H2 N:SA")
# Trick 2: East leads the diamond queen; South, holding the DJ, discards the C4; West, dummy follow.
SOUTH_REVOKES = EAST_WINS_FIRST + tricks("E:DQ S:C4 W:D3 N:D8")
# South wins trick 1 and leads the S3; West, holding spades, discards the D2; dummy's ace, East's 8.
WEST_DISCARDS = tricks("W:C2 N:C6 E:CK S:CA") + tricks("S:S3 W:D2 N:SA E:S8")


def act(name: str, seat: str, card: str) -> dict:
    return {"act": name, "seat": seat, "card": card}


def st(*play) -> dict:
    return state(DEAL, "4H", "S", list(play))


def test_a_non_offenders_replaced_card_cites_62c1_and_the_16c_it_sends_to():
    """Dummy takes back the SA he played after West's revoke (62C1) and plays the S2: the answer
    names 16C beside 62C1, as the lead a correction leaves on the table does when withdrawn."""
    now = st(*WEST_RUFFS, act("correct", "W", "S4"), act("replace", "N", "S2"))
    assert "62C1" in now["laws"] and "16C" in now["laws"]
    assert "62C2" not in now["laws"]
    assert now["laws"].index("16C") == now["laws"].index("62C1") + 1


def test_the_offending_sides_change_of_dummys_card_cites_62c2_and_16c_and_no_penalty_card():
    """South revoked; West takes back the D3 (62C1), then dummy changes the D8 for the king (62C2):
    not a defender, so no penalty card and no 50B."""
    play = [*SOUTH_REVOKES, act("correct", "S", "DJ"), act("replace", "W", "D5")]
    now = st(*play, act("replace", "N", "DK"))
    assert now["laws"][:2] == ["62C2", "16C"]
    assert now["penalty_cards"] == [] and "50B" not in now["laws"]


def test_a_defenders_change_under_62c2_cites_16c_and_50b_for_his_major_penalty_card():
    """West revoked; dummy takes back the SA (62C1), then East, the offending side's player next
    in rotation, changes his S8 for the queen: the S8 becomes a penalty card (62C2), major as a card
    exposed through deliberate play (50B)."""
    play = [*WEST_DISCARDS, act("correct", "W", "S4"), act("replace", "N", "S2")]
    now = st(*play, act("replace", "E", "SQ"))
    assert {"seat": "E", "card": "S8", "kind": "major"} in now["penalty_cards"]
    cited = now["laws"]
    assert "62C2" in cited and "16C" in cited and "50B" in cited and "62C1" not in cited
