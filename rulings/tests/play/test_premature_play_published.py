"""Published rulings on Law 57 (and 53C, which sends to it), each from its source. The expected
ruling is the source's, never the engine's; where a source gives only the cards that matter, the
rest of the deal is filled in so that nothing in the ruling can depend on it (said in each test).
"""

from __future__ import annotations

from rulings.tests.helpers import deal, state, tricks

OPTIONS = ["require_highest", "require_lowest", "require_suit", "forbid_suit"]


def act(name: str, seat: str = "S", **more) -> dict:
    return {"act": name, "seat": seat, **more}


# ------------------------------------------------------------------ EBL commentary (1992)
# Quoted in the Bridge Base Forums thread "LAW 57" (Sven, 2009), as still relevant to the
# unchanged law: https://forumstest.bridgebase.com/forums/topic/35109-law-57/?comment=407370&do=findComment
# "An example to show why the prescribed alternatives available to declarer are not harsh is when
# declarer leads a small trump towards dummy and RHO immediately plays his stiff Ace before LHO
# has followed suit from his Kx."
# Hearts are trumps; East holds the singleton HA, West K2. The other cards only bring South to lead.
EBL = deal("AK52.QJT3.K84.Q9", "QJ98.A.AQ73.K853", "73.987654.J6.AJ4", "T64.K2.T952.T762")
EBL_TRICK_1 = tricks("W:C2 N:C9 E:CK S:CA")  # South wins and leads a small trump


def test_ebl_commentary_rho_plays_his_stiff_ace_before_lho():
    """The Ace is a major penalty card and declarer chooses: the highest makes West's king fall,
    the lowest makes him keep it (57A1, 57A2)."""
    now = state(EBL, "4H", "S", [*EBL_TRICK_1, "S:H4", "E:HA"])
    assert now["penalty_cards"] == [{"seat": "E", "card": "HA", "kind": "major"}]
    assert now["decision"] == {"by": "S", "options": OPTIONS}
    highest = state(EBL, "4H", "S", [*EBL_TRICK_1, "S:H4", "E:HA", act("require_highest")])
    assert highest["turn"] == "W" and highest["legal"] == ["HK"]
    lowest = state(EBL, "4H", "S", [*EBL_TRICK_1, "S:H4", "E:HA", act("require_lowest")])
    assert lowest["legal"] == ["H2"]
    # and East's Ace, a major penalty card, is his card to the trick at his turn (50D1)
    on = state(EBL, "4H", "S", [*EBL_TRICK_1, "S:H4", "E:HA", act("require_highest"), "W:HK", "N:H3"])
    assert on["turn"] == "E" and on["legal"] == ["HA"]


# ------------------------------------------------------------------ the same thread, Karl
# https://forumstest.bridgebase.com/forums/topic/35109-law-57/?comment=407370&do=findComment
# Dummy SA2, West S54, East SK3, South SQJT9876 in notrump; dummy to lead: "declarer choses the
# [spade ace], desperately hoping to find a stiff K, but West ... simultaneously 'leads' the 5.
# LAW 58A transforms this lead out of turn to a premature play, and declarer wishes that East
# plays his highest card." (58A: "A lead or play made simultaneously with another player's legal
# lead or play is deemed to be subsequent to it": the record lists West's card after the lead.)
# The other suits only bring dummy to lead (the ruling depends on the spades alone).
KARL = deal("A2.AKQ3.AK84.965", "K3.JT98.QJ73.KQ8", "QJT9876.54.62.AJ", "54.762.T95.T7432")


def test_karl_west_plays_with_dummys_lead_and_east_must_play_his_king():
    played = [*tricks("W:H2 N:HA E:H8 S:H4"), "N:SA", "W:S5", act("require_highest")]
    now = state(KARL, "3NT", "S", played)
    assert now["penalty_cards"] == [{"seat": "W", "card": "S5", "kind": "major"}]
    assert now["turn"] == "E" and now["legal"] == ["SK"]
    assert now["laws"][0] == "57A1"


# ------------------------------------------------------------------ Akaroa Bridge Club handbook
# https://www.akaroabridgeclub.co.nz/clubhandbook/laws/play-out-of-turn
# "If a defender plays out of turn during a trick, the offending card becomes a major penalty
# card. Declarer can now also enforce restrictions on the offender's partner - they can demand
# they play the highest or the lowest card of the led suit; or if they are sure that the defender
# has no cards of the led suit, they can demand or forbid any other suit."
# "If Declarer leads from one hand and immediately plays a card from their other hand, this card
# is deemed as played. Either defender can now play next."
# The deal of test_lead_out_of_turn.py; South wins trick 1 and West then has no heart.
CLUB = deal("AK52.QJ3.K84.Q96", "QJ98.765.AQ7.K85", "73.AKT984.J6.AJ4", "T64.2.T9532.T732")
SOUTH_WINS = tricks("W:H2 N:H3 E:H5 S:HA")


def test_akaroa_partner_void_in_the_suit_led_another_suit_demanded_or_forbidden():
    base = [*SOUTH_WINS, "S:HK", "E:H6"]
    demand = state(CLUB, "4H", "S", [*base, act("require_suit", suit="S")])
    assert demand["legal"] == ["ST", "S6", "S4"]
    forbid = state(CLUB, "4H", "S", [*base, act("forbid_suit", suit="S")])
    assert "ST" not in forbid["legal"] and len(forbid["legal"]) == 9  # five diamonds, four clubs


def test_akaroa_declarer_played_from_both_hands_either_defender_may_play_next():
    west_first = state(CLUB, "4H", "S", [*SOUTH_WINS, "S:HK", "N:HJ", "W:S4"])
    east_first = state(CLUB, "4H", "S", [*SOUTH_WINS, "S:HK", "N:HJ", "E:H6"])
    for now in (west_first, east_first):
        assert now["penalty_cards"] == [] and now["decision"] is None
    assert west_first["turn"] == "E" and east_first["turn"] == "W"
    assert east_first["laws"][0] == "57C1"


# ------------------------------------------------------------------ R. M. Barker, Laws blog
# http://rmbarkerlaws.blogspot.com/2011_04_01_archive.html ("Multiple plays out of turn", 2011;
# the 2007 Laws' 53B is the 2017 Laws' 53C, same text). The lead is in dummy; South plays HK
# from hand. "if RHO had played [the heart ace] directly after the out-of-turn [heart king], that
# would accept [it] but LHO would be subject to the restrictions of Law 57A."
# 53C (TR): "sırasız çıkış yapılan elin sağındaki defans oyuncusu deklaranın usulsüz çıkışı
# üzerine kart oynarsa ... çıkış geçerli kalır ve Yasa 57 uygulanır" / WBF: "the defender to the
# right of the irregular lead plays a card ..., the lead stands and Law 57 applies."
# Ranks do not enter the reasoning: here South leads HA out of turn and East plays H5.
# (The blog's own case, dummy's H2 called before East's ace, needs a play by declarer's side
# while the lead-out-of-turn choice is pending, which the engine does not take: not tested.)
DUMMY_WINS = tricks("W:D2 N:DK E:D7 S:D6")


def test_barker_rho_plays_to_declarers_lead_from_the_wrong_hand_57a_for_lho():
    before = state(CLUB, "4H", "S", [*DUMMY_WINS, "S:HA"])
    assert before["decision"] == {"by": "W", "options": ["accept", "reject"]}
    now = state(CLUB, "4H", "S", [*DUMMY_WINS, "S:HA", "E:H5"])
    assert now["decision"] == {"by": "S", "options": OPTIONS}
    assert now["penalty_cards"] == [{"seat": "E", "card": "H5", "kind": "major"}]
    assert now["turn"] == "W"
    assert "53C" in now["laws"] and "57A" in now["laws"]
