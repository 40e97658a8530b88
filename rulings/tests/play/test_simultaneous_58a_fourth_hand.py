"""Law 58A when fourth hand, a defender, plays at the moment declarer leads (qa162's reading,
docs/legal-review.md, Session 83; docs/rulings-cli.md, "Premature play by a defender").

58A, TR "Bir başka oyuncunun yasal çıkışı ya da oyunu ile eşzamanlı olarak yapılan bir çıkış ya da
oyun, ondan sonra yapılmış sayılır."; WBF "A lead or play made simultaneously with another player's
legal lead or play is deemed to be subsequent to it." A record lists the cards in the order the
Laws deem, so the simultaneous card comes after the lead. 58A gives no rectification of its own and,
unlike 58B1 (TR "başka bir onarma yoktur"; WBF "there is no further rectification"), excludes none.

57A, TR "Bir defans oyuncusu, ortağı o löveye kart oynamadan önce sırasız olarak kart oynadığında
... bu şekilde çıkılan veya oynanan kart majör cezalı karta dönüşür ve deklaran aşağıdaki
seçeneklerden birini seçer."; WBF "When a defender ... plays out of turn before his partner has
played, the card so led or played becomes a major penalty card, and declarer selects one of the
following options." Fourth hand's card, so ordered, comes after the lead and before his partner's
(second hand's) card: 57A's case. Second hand's card at the moment of the lead is, so ordered, in
turn (44B, TR "Çıkıştan sonra, diğer her oyuncu sırayla bir kart oynar"; WBF "After the lead, each
other player in turn plays a card").
"""

from __future__ import annotations

from rulings.tests.helpers import deal, state, tricks

OPTIONS = ["require_highest", "require_lowest", "require_suit", "forbid_suit"]
CLUB = deal("AK52.QJ3.K84.Q96", "QJ98.765.AQ7.K85", "73.AKT984.J6.AJ4", "T64.2.T9532.T732")
SOUTH_WINS = tricks("W:H2 N:H3 E:H5 S:HA")  # South to lead
DUMMY_WINS = tricks("W:D2 N:DK E:D7 S:D6")  # dummy to lead


def test_fourth_hand_with_declarer_s_lead_from_hand_is_57a():
    """South leads S7; East, on South's right, faces SQ at the same moment (58A: after the lead)."""
    now = state(CLUB, "4H", "S", [*SOUTH_WINS, "S:S7", "E:SQ"])
    assert now["penalty_cards"] == [{"seat": "E", "card": "SQ", "kind": "major"}]
    assert now["decision"] == {"by": "S", "options": OPTIONS}
    assert now["laws"][0] == "57A"
    assert now["turn"] == "W"


def test_fourth_hand_with_declarer_s_lead_from_dummy_is_57a():
    """Dummy leads SA; West, on dummy's right, faces S4 at the same moment."""
    now = state(CLUB, "4H", "S", [*DUMMY_WINS, "N:SA", "W:S4"])
    assert now["penalty_cards"] == [{"seat": "W", "card": "S4", "kind": "major"}]
    assert now["decision"] == {"by": "S", "options": OPTIONS}
    assert now["laws"][0] == "57A"
    assert now["turn"] == "E"


def test_second_hand_with_declarer_s_lead_is_in_turn():
    """South leads S7; West, next in turn, faces S4 at the same moment: deemed after the lead, in
    turn, nothing to rectify."""
    now = state(CLUB, "4H", "S", [*SOUTH_WINS, "S:S7", "W:S4"])
    assert now["penalty_cards"] == [] and now["decision"] is None
    assert now["turn"] == "N"
