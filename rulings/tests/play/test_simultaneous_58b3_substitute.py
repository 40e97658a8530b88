"""Law 58B3: an opponent who played after cards played at once changes his card (`substitute`).

58B3 (TR, official): "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra, bu kart üzerine daha
sonra oynamış olan rakip kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir.
(Ancak bkz. Yasa 16C.)"
(WBF): "After an offending player withdraws a visible card, an opponent who subsequently played to
that trick may withdraw his play and substitute another card without further rectification (but see
Law 16C)."

The visible card is withdrawn under 58B2 (TR "Eğer birden fazla kart görünmüşse, kusurlu oyuncu
oynamak istediği kartı belirtir; bu bir defans oyuncusuysa, görünen diğer her kart cezalı karta
dönüşür"; WBF "If the face of more than one card is visible, the offending player designates the card
he proposes to play; when he is a defender, each other card exposed becomes a penalty card"). Under
58B1 only one face was seen (TR "Eğer yalnız bir kart görünmüşse, o kart oynanır; diğer bütün kartlar
ele geri döner"; WBF "If the face of only one card is visible, that card is played; all other cards
are picked up"): no visible card is withdrawn, and 58B3 does not apply.
"""

from __future__ import annotations

from rulings import answer
from rulings.queries import Refusal
from rulings.tests.helpers import deal

# South declares 4H, West leads; North is dummy. W: S T64, H 2, D T9532, C T732;
# N: D K84; E: D AQ7; S: D J6.
DEAL = deal("AK52.QJ3.K84.Q96", "QJ98.765.AQ7.K85", "73.AKT984.J6.AJ4", "T64.2.T9532.T732")
AT_ONCE = {"act": "simultaneous", "seat": "W", "cards": ["D9", "D5"], "visible": ["D9", "D5"], "plays": "D9"}


def ask(*play) -> dict:
    return answer({"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": list(play)})


def problem(got: dict) -> str:
    """The refusal's `problem`, as data (the words a page puts in its reader's language)."""
    assert isinstance(got, Refusal), got
    return got.refused.problem


def substitute(seat: str, card: str) -> dict:
    return {"act": "substitute", "seat": seat, "card": card}


def test_an_opponent_after_the_withdrawn_card_changes_his_card_without_rectification():
    """58B3: West led ♦9 and ♦5 at once, both seen; he plays ♦9 and withdraws ♦5 (a penalty card,
    58B2). North (dummy's card, played by declarer) had played ♦4 after them: he may take it back
    and play ♦K, "without further rectification" / "bir onarma olmaksızın": ♦4 is back in dummy's
    hand, no penalty card of his; "(but see Law 16C)" / "(Ancak bkz. Yasa 16C.)": 16C is named."""
    before = ask(AT_ONCE, "N:D4", "E:D7")
    now = ask(AT_ONCE, "N:D4", "E:D7", substitute("N", "DK"))
    assert "error" not in now, now
    assert now["laws"][:2] == ["58B3", "16C"]
    assert "58B3" not in before["laws"]
    assert now["penalty_cards"] == [{"seat": "W", "card": "D5", "kind": "minor"}]  # only West's, by 58B2
    after = ask(AT_ONCE, "N:D4", "E:D7", substitute("N", "DK"), "S:D6", "N:D4")
    assert "error" not in after, after  # ♦4 went back to North's hand; North won trick 1 with ♦K
    assert after["tricks"] == {"NS": 1, "EW": 0}


def test_after_the_fourth_card_the_change_plays_the_trick_again_and_may_change_who_won_it():
    """58B3 sets no time of its own ("may withdraw his play" / "kendi kartını geri alabilir"); 58B4
    ends 58B only when both sides have played to the next trick. With ♦4 West's ♦9 won trick 1;
    with ♦K North wins it and leads."""
    before = ask(AT_ONCE, "N:D4", "E:D7", "S:D6")
    assert before["tricks"] == {"NS": 0, "EW": 1} and before["turn"] == "W"
    now = ask(AT_ONCE, "N:D4", "E:D7", "S:D6", substitute("N", "DK"))
    assert now["tricks"] == {"NS": 1, "EW": 0}
    assert now["turn"] == "N"
    assert now["laws"][:2] == ["58B3", "16C"]


def test_each_opponent_who_played_after_may_change_once():
    """58B3's "an opponent who subsequently played to that trick" (TR "bu kart üzerine daha sonra
    oynamış olan rakip"): North and South both played after West's cards; each may change. A second
    change of the same player's card is not given: what he withdraws is "his play" made after the
    cards played at once, not the card he substituted after the withdrawal."""
    both = ask(AT_ONCE, "N:D4", "E:D7", "S:D6", substitute("N", "DK"), substitute("S", "DJ"))
    assert "error" not in both, both
    twice = ask(AT_ONCE, "N:D4", "E:D7", substitute("N", "DK"), substitute("N", "D8"))
    assert twice["error"].startswith("play[4]: N has already changed his card on trick 1")
    assert problem(twice) == "substitute_twice"


def test_the_offenders_partner_is_not_an_opponent():
    """58B3 gives the change to "an opponent" / "rakip": East, West's partner, played ♦7 after
    West's cards and may not change it under 58B3 (after an opponent's change, 47D may let him:
    test_simultaneous_47d_partner_changes.py)."""
    now = ask(AT_ONCE, "N:D4", "E:D7", substitute("E", "DA"))
    assert now["error"] == (
        "play[3]: seat: E is not an opponent of W, who played the cards at once: "
        "Law 58B3 lets an opponent change his card, and Law 47D a player whose card followed a card "
        "an opponent has since changed (none of E's on trick 1)"
    )


def test_a_player_who_played_before_the_cards_played_at_once_may_not_change():
    """58B3: an opponent who "subsequently played" / "daha sonra oynamış": East played ♦A and ♦Q at
    once, both seen, after North's ♦4; North played before them and may not change, South after
    them may."""
    at_once = {"act": "simultaneous", "seat": "E", "cards": ["DA", "DQ"], "visible": ["DA", "DQ"], "plays": "DA"}
    early = ask("W:D2", "N:D4", at_once, substitute("N", "DK"))
    assert problem(early) == "substitute_not_after"
    assert early["error"].startswith("play[3]: N did not play to trick 1 after E's cards played at once")
    late = ask("W:D2", "N:D4", at_once, "S:D6", substitute("S", "DJ"))
    assert "error" not in late, late


def test_no_visible_card_withdrawn_no_change():
    """58B3 applies "after an offending player withdraws a visible card" / "Kusurlu oyuncu görünen bir
    kartını geri aldıktan sonra". Under 58B1 (♦5's face unseen) the one visible card is played and
    no visible card is withdrawn; an ordinary trick has none either."""
    one_face = {"act": "simultaneous", "seat": "W", "cards": ["D9", "D5"], "visible": ["D9"]}
    for first in (one_face, "W:D9"):
        now = ask(first, "N:D4", substitute("N", "DK"))
        assert problem(now) == "no_withdrawn_visible_card", now
        assert "Law 58B3" in now["error"]


def test_no_change_once_a_card_is_played_to_the_next_trick():
    """The texts do not say what becomes of a card already played to the next trick if the trick
    before changes hands: the engine refuses the change then, and says so."""
    now = ask(AT_ONCE, "N:D4", "E:D7", "S:D6", "W:ST", substitute("N", "DK"))
    assert problem(now) == "substitute_too_late"
    assert now["error"].startswith("play[5]: play has gone on to trick 2")


def test_the_substituted_card_is_another_legal_card():
    """58B3: "substitute another card" / "değiştirebilir": not the same card, and a card he may
    legally play (North holds diamonds: he follows suit, Law 44C)."""
    same = ask(AT_ONCE, "N:D4", substitute("N", "D4"))
    assert problem(same) == "substitute_same_card"
    off_suit = ask(AT_ONCE, "N:D4", substitute("N", "S2"))
    assert problem(off_suit) == "substitute_not_legal"
    assert off_suit["error"].startswith("play[2]: card: S2 is not a card N can legally play to trick 1")


def test_a_penalty_card_played_after_the_cards_played_at_once_is_not_changed():
    """58B3 says the opponent changes "without further rectification" / "bir onarma olmaksızın"
    but not what becomes of a penalty card (Law 50) he played and would take back: the engine
    refuses, naming the silence. West's ♦10 is a major penalty card; declarer plays ♦J and ♦6 at
    once, both seen, and plays ♦J (58B2: declarer's other card goes back, 48A); West must play ♦10."""
    play = [
        "W:S4",
        {"act": "expose", "seat": "W", "card": "DT"},
        "N:S2",
        "E:S8",
        "S:S3",
        {"act": "no_restriction", "seat": "S"},
        "E:D7",
        {"act": "simultaneous", "seat": "S", "cards": ["DJ", "D6"], "visible": ["DJ", "D6"], "plays": "DJ"},
        "W:DT",
    ]
    assert "error" not in ask(*play)
    now = ask(*play, substitute("W", "D9"))
    assert problem(now) == "substitute_penalty_card"
    assert now["error"] == (
        "play[9]: DT was a penalty card when W played it: Law 58B3 does not say whether it is a "
        "penalty card again once withdrawn (the Director's)"
    )
