"""Law 47D after a 58B3 change: the offender's partner, who played after the card an opponent has
changed, may change his card too (`substitute`, citing 47D).

47D (TR, official): "D. Rakibin Oynadığı Kartı Değiştirmesini Takiben — Rakibin oynadığı kartı
değiştirmesinden sonra, oynanmış bir kart geri alınabilir ve yerine başka bir kart herhangi bir onarma
olmaksızın oynanabilir (Yasa 16C ve Yasa 62C2 uygulanabilir.)"
(WBF): "D. Following Opponent's Change of Play — After an opponent's change of play a played card may be
withdrawn and returned to the hand without further rectification and another card may be substituted.
(Laws 16C and 62C2 may apply.)"

58B3 (TR): "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra, bu kart üzerine daha sonra oynamış
olan rakip kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir. (Ancak bkz. Yasa 16C.)"
(WBF): "After an offending player withdraws a visible card, an opponent who subsequently played to that
trick may withdraw his play and substitute another card without further rectification (but see Law
16C)."

An opponent's 58B3 change is a change of play by an opponent of the offender's partner: neither text
limits 47D to a change under a named Law. Which played card 47D frees neither says in 47D itself; where
the Laws send to it or do as it does, it is a card played after the changed one (45C4(b), WBF "If an
opponent has, in turn, played a card that was legal before the change in designation, that opponent may
withdraw the card so played ... (see Laws 47D and 16C1)", TR "Deklaranın istemsiz belirttiği kartın
üzerine yasal bir kart oynamış olan defans oyuncusu ... (bkz. Yasalar 47D ve 16C1"; 45D1, WBF "if
declarer's RHO changes his play, declarer may withdraw a card he had subsequently played to that
trick"). The engine gives 47D to that card only: played after the changed card, before the change.

16C2 (TR): "Kusurlu taraf için, geri alınmış eylemden – gerek kendileri gerekse rakipleri tarafından
yapılmış olsun – kaynaklanan tüm bilgiler izinsizdir."; (WBF) "For an offending side, information
arising from its own withdrawn action and from withdrawn actions of the non-offending side is
unauthorized."
"""

from __future__ import annotations

from rulings import answer
from rulings.queries import Refusal
from rulings.tests.helpers import deal

# South declares 4H, West leads; North is dummy. W: D T9532; N: D K84; E: D AQ7; S: D J6.
DEAL = deal("AK52.QJ3.K84.Q96", "QJ98.765.AQ7.K85", "73.AKT984.J6.AJ4", "T64.2.T9532.T732")
AT_ONCE = {"act": "simultaneous", "seat": "W", "cards": ["D9", "D5"], "visible": ["D9", "D5"], "plays": "D9"}


def ask(*play) -> dict:
    return answer({"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": list(play)})


def problem(got: dict) -> str:
    assert isinstance(got, Refusal), got
    return got.refused.problem


def substitute(seat: str, card: str) -> dict:
    return {"act": "substitute", "seat": seat, "card": card}


def test_the_offenders_partner_changes_his_card_after_the_opponents_change():
    """West led ♦9 and ♦5 at once, both seen, and plays ♦9 (58B2: ♦5 a penalty card). North (dummy,
    declarer plays it) played ♦4 after them, East ♦7, South ♦6. North changes ♦4 to ♦K (58B3): an
    opponent's change of play for East, whose ♦7 followed North's ♦4. 47D: East's ♦7 "may be withdrawn
    and returned to the hand without further rectification" / "geri alınabilir ... herhangi bir onarma
    olmaksızın": he plays ♦A, which wins the trick; ♦7 is no penalty card; 47D and 16C are cited."""
    opponent = ask(AT_ONCE, "N:D4", "E:D7", "S:D6", substitute("N", "DK"))
    assert opponent["tricks"] == {"NS": 1, "EW": 0} and opponent["turn"] == "N"
    now = ask(AT_ONCE, "N:D4", "E:D7", "S:D6", substitute("N", "DK"), substitute("E", "DA"))
    assert "error" not in now, now
    assert now["laws"][:2] == ["47D", "16C"]
    assert now["penalty_cards"] == [{"seat": "W", "card": "D5", "kind": "minor"}]  # West's alone, by 58B2
    assert now["tricks"] == {"NS": 0, "EW": 1} and now["turn"] == "E"
    later = ask(AT_ONCE, "N:D4", "E:D7", "S:D6", substitute("N", "DK"), substitute("E", "DA"), "E:D7")
    assert "error" not in later, later  # ♦7 went back to East's hand


def test_on_the_trick_in_progress_too():
    now = ask(AT_ONCE, "N:D4", "E:D7", substitute("N", "DK"), substitute("E", "DA"))
    assert "error" not in now, now
    assert now["laws"][:2] == ["47D", "16C"]
    assert now["turn"] == "S"


def test_without_an_opponents_change_the_partner_may_not_change():
    """47D applies "after an opponent's change of play" / "Rakibin oynadığı kartı değiştirmesinden
    sonra"; 58B3 gives the change to "an opponent" / "rakip", not to the offender's partner."""
    now = ask(AT_ONCE, "N:D4", "E:D7", substitute("E", "DA"))
    assert problem(now) == "substitute_not_opponent"
    assert now["error"].startswith("play[3]: seat: E is not an opponent of W")
    assert "Law 47D" in now["error"]


def test_a_card_played_after_the_change_is_not_changed():
    """North changed ♦4 to ♦K before East played: East played ♦7 knowing the new card, after the
    change, and 47D's "played card" is not his."""
    now = ask(AT_ONCE, "N:D4", substitute("N", "DK"), "E:D7", substitute("E", "DA"))
    assert problem(now) == "substitute_not_opponent"


def test_a_card_played_before_the_changed_card_is_not_changed():
    """East plays ♦A and ♦Q at once, both seen, plays ♦A; West (his partner) led ♦2 before them and
    before South's ♦6, which South changes (58B3). West's ♦2 came before the changed card: the Laws
    that send to 47D give it to a card played after (45C4(b), 45D1); the engine refuses West's."""
    at_once = {"act": "simultaneous", "seat": "E", "cards": ["DA", "DQ"], "visible": ["DA", "DQ"], "plays": "DA"}
    changed = ask("W:D2", "N:D4", at_once, "S:D6", substitute("S", "DJ"))
    assert "error" not in changed, changed
    now = ask("W:D2", "N:D4", at_once, "S:D6", substitute("S", "DJ"), substitute("W", "D3"))
    assert problem(now) == "substitute_not_opponent"


def test_after_the_partners_change_a_later_opponent_may_change_again():
    """South changed ♦6 to ♦J under 58B3, then North ♦4 to ♦K (58B3), then East ♦7 to ♦A (47D). East's
    change is an opponent's change of play for South, whose card followed East's: 47D lets South
    change again, citing 47D. North, before East, may not."""
    play = [AT_ONCE, "N:D4", "E:D7", "S:D6", substitute("S", "DJ"), substitute("N", "DK"), substitute("E", "DA")]
    assert ask(*play)["laws"][:2] == ["47D", "16C"]
    south = ask(*play, substitute("S", "D6"))
    assert "error" not in south, south
    assert south["laws"][:2] == ["47D", "16C"]
    north = ask(*play, substitute("N", "D8"))
    assert problem(north) == "substitute_twice"
    twice = ask(*play, substitute("E", "DQ"))  # no opponent has changed a card before East's since
    assert problem(twice) == "substitute_not_opponent"


def test_dummy_after_declarers_cards_at_once_and_a_defenders_change():
    """The offender is declarer: South plays ♦J and ♦6 at once, both seen, plays ♦J (58B2; his ♦6
    goes back, 48A); West played ♦2 after them and changes it to ♦3 (58B3); dummy's ♦4 followed
    West's card: 47D lets declarer change it (dummy's cards are declarer's to play, 45B)."""
    at_once = {"act": "simultaneous", "seat": "S", "cards": ["DJ", "D6"], "visible": ["DJ", "D6"], "plays": "DJ"}
    play = ["W:S4", "N:S2", "E:S8", "S:S3", "E:D7", at_once, "W:D2", "N:D4"]
    assert "error" not in ask(*play)
    now = ask(*play, substitute("W", "D3"), substitute("N", "DK"))
    assert "error" not in now, now
    assert now["laws"][:2] == ["47D", "16C"]
