"""The paragraphs the `state` answer cites when nothing irregular has happened: Law 44's lead,
following suit and inability to follow, and Law 49 when a defender's card is seen. Each was
emitted by rulings/play.py and asserted by no test of the engine (a label count over
rulings/laws.py against rulings/tests, session 61)."""

from __future__ import annotations

from rulings.tests.helpers import state

DEAL = "N:AK52.QJ3.K84.Q96 QJ98.765.AQ7.K85 73.AKT984.J6.AJ4 T64.2.T9532.T732"
WEST = ["ST", "S6", "S4", "H2", "DT", "D9", "D5", "D3", "D2", "CT", "C7", "C3", "C2"]
HEART_TRICK = ["W:H2", "N:H3", "E:H5", "S:HA"]


def test_44a_the_player_on_lead_may_lead_any_card():
    """44A, TR "Löveye çıkış yapacak oyuncu elindeki herhangi bir kartı oynayabilir"; WBF "The
    player who is to lead to a trick may play any card in his hand"."""
    got = state(DEAL, "4H", "S", [])
    assert got["turn"] == "W" and got["legal"] == WEST and got["laws"] == ["44A"]
    got = state(DEAL, "4H", "S", HEART_TRICK)  # South's ace won: he leads to trick 2
    assert got["turn"] == "S" and len(got["legal"]) == 12 and got["laws"] == ["44A"]


def test_44c_a_player_who_can_follow_suit_must():
    """44C, TR "Bir löveye kart oynarken, her oyuncu eğer mümkünse renge uymak zorundadır"; WBF
    "In playing to a trick, each player must follow suit if possible"."""
    got = state(DEAL, "4H", "S", ["W:D2"])
    assert got["turn"] == "N" and got["legal"] == ["DK", "D8", "D4"] and got["laws"] == ["44C"]


def test_44d_a_player_unable_to_follow_may_play_any_card():
    """44D, TR "Eğer renge uyamıyorsa, bir oyuncu herhangi bir kartı oynayabilir"; WBF "If unable
    to follow suit, a player may play any card". West's only heart went to trick 1."""
    got = state(DEAL, "4H", "S", [*HEART_TRICK, "S:H4"])
    assert got["turn"] == "W" and got["legal"] == [c for c in WEST if c != "H2"]
    assert got["laws"] == ["44D"]


def test_49_a_defenders_card_seen_by_his_partner_becomes_a_penalty_card():
    """49, TR "bir defans oyuncusunun kartı yüzünü partnerinin görmesi olası bir pozisyona
    geldiğinde ... bu kartlar cezalı karta dönüşür (Yasa 50)"; WBF "when a defender's card is in a
    position in which its face could be seen by his partner ... such cards become penalty cards
    (Law 50)". East's queen of spades, dropped face up before the opening lead: a major penalty
    card (50B), and declarer's choice of lead before West leads (50D2)."""
    got = state(DEAL, "4H", "S", [{"act": "expose", "seat": "E", "card": "SQ"}])
    assert got["penalty_cards"] == [{"seat": "E", "card": "SQ", "kind": "major"}]
    assert {"49", "50B"} <= set(got["laws"])
    assert got["decision"] == {"by": "S", "options": ["require_lead", "forbid_lead", "no_restriction"]}
