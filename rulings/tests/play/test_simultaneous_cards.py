"""Simultaneous cards from one hand (Law 58B), from the paragraph's text and published rulings.

Law 58B (TR): "Bir oyuncu iki veya daha fazla kartı eşzamanlı olarak çıkar veya oynarsa:"
(EN): "If a player leads or plays two or more cards simultaneously:"
"""

from __future__ import annotations

from rulings import answer
from rulings.tests.helpers import deal, state, tricks

# South declares 4H, West leads. West holds S T64, H 2, D T9532, C T732.
DEAL = deal("AK52.QJ3.K84.Q96", "QJ98.765.AQ7.K85", "73.AKT984.J6.AJ4", "T64.2.T9532.T732")


def st(*play) -> dict:
    return state(DEAL, "4H", "S", list(play))


def ask(*play) -> dict:
    return answer({"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": list(play)})


def together(seat: str, cards: list[str], visible: list[str], plays: str | None = None) -> dict:
    event = {"act": "simultaneous", "seat": seat, "cards": cards, "visible": visible}
    if plays is not None:
        event["plays"] = plays
    return event


def choose(seat: str, card: str) -> dict:
    return {"act": "choose_card", "seat": seat, "card": card}


def test_law_58b1_one_face_visible_that_card_is_played_the_others_go_back():
    """58B1 (TR): "Eğer yalnız bir kart görünmüşse, o kart oynanır; diğer bütün kartlar ele geri
    döner ve başka bir onarma yoktur." (EN): "If the face of only one card is visible, that card
    is played; all other cards are picked up and there is no further rectification."
    West leads D2 with D3 stuck behind it, its face unseen."""
    now = st(together("W", ["D2", "D3"], ["D2"]))
    assert now["turn"] == "N"  # D2 is the lead
    assert now["penalty_cards"] == []  # no further rectification
    assert now["laws"][0] == "58B1"
    later = st(together("W", ["D2", "D3"], ["D2"]), "N:D4", "E:DA", "S:D6", "E:D7", "S:DJ")
    assert "D3" in later["legal"]  # D3 went back to West's hand


def test_law_58b2_more_than_one_visible_the_offender_designates():
    """58B2 (TR): "Eğer birden fazla kart görünmüşse, kusurlu oyuncu oynamak istediği kartı
    belirtir" (EN): "If the face of more than one card is visible, the offending player
    designates the card he proposes to play". Until he does, play waits for his choice."""
    now = st(together("W", ["DT", "D3"], ["DT", "D3"]))
    assert now["decision"] == {"by": "W", "options": ["choose_card"], "cards": ["DT", "D3"]}  # the visible cards
    assert now["legal"] == []
    assert now["laws"][0] == "58B2"
    assert "error" in ask(together("W", ["DT", "D3"], ["DT", "D3"]), "N:D4")  # W must choose first


def test_law_58b2_a_defenders_other_visible_card_becomes_a_penalty_card_by_law_50b():
    """58B2 (TR): "bu bir defans oyuncusuysa, görünen diğer her kart cezalı karta dönüşür (bkz.
    Yasa 50)." (EN): "when he is a defender, each other card exposed becomes a penalty card (see
    Law 50)." 50B (TR): "Kasıtsız olarak gösterilen ve onör derecesinin altında tek bir kart (bir
    löveye iki kart oynanması ... gibi) minör cezalı karta dönüşür. Onör derecesinde herhangi bir
    kart ... majör" (EN): "A single card below the rank of an honor exposed unintentionally (as in
    playing two cards to a trick ...) becomes a minor penalty card. Any card of honor rank ... major"."""
    keeps_ten = st(together("W", ["DT", "D3"], ["DT", "D3"]), choose("W", "DT"))
    assert keeps_ten["penalty_cards"] == [{"seat": "W", "card": "D3", "kind": "minor"}]
    assert keeps_ten["turn"] == "N"
    keeps_three = st(together("W", ["DT", "D3"], ["DT", "D3"], plays="D3"))
    assert keeps_three["penalty_cards"] == [{"seat": "W", "card": "DT", "kind": "major"}]
    assert {"58B2", "50B"} <= set(keeps_three["laws"])


def test_law_58b2_declarers_other_visible_card_goes_back_to_his_hand():
    """58B2 makes penalty cards of a defender's cards only; 48A (TR): "deklaranın veya yerin
    eline ait hiçbir kart, cezalı karta dönüşmez" (EN): "no card of declarer's or dummy's hand
    ever becomes a penalty card"."""
    now = st("W:H2", "N:H3", "E:H5", together("S", ["HA", "HK"], ["HA", "HK"], plays="HA"))
    assert now["penalty_cards"] == []
    assert now["tricks"] == {"NS": 1, "EW": 0} and now["turn"] == "S"
    assert "HK" in now["legal"]  # back in South's hand


def test_law_58b2_the_designated_card_is_played_with_every_law_of_play():
    """The designated card is played (58B2): a designated card that does not follow suit while
    the player holds the suit led is a revoke (61A), as any other played card."""
    now = st("W:D2", "N:D4", "E:DA", together("S", ["S3", "D6"], ["S3", "D6"], plays="S3"))
    assert now["revokes"] == [{"seat": "S", "trick": 1, "established": False}]


def test_law_58b2_two_cards_at_once_from_dummy_declarer_designates_the_one_played():
    """Dummy's cards are played by declarer, so the choice 58B2 gives "the offending player" is
    declarer's when the two cards came from dummy's hand. 45B (TR): "Deklaran kartın adını
    söyleyerek yerden kart oynar" (EN): "Declarer plays a card from dummy by naming the card";
    42A3 (TR): "Yerin kartlarını deklaranın yönergesi doğrultusunda onun görevlisi olarak oynar"
    (EN): "plays the cards of the dummy as declarer's agent as directed"; 43A1(c) (TR): "Yer
    oyuna katılmamalıdır" (EN): "Dummy must not participate in the play". 58B2 (TR): "kusurlu
    oyuncu oynamak istediği kartı belirtir" (EN): "the offending player designates the card he
    proposes to play". West leads D2 and dummy's DK and D8 both go to the trick face up."""
    two = together("N", ["DK", "D8"], ["DK", "D8"])
    now = st("W:D2", two)
    assert now["decision"] == {"by": "S", "options": ["choose_card"], "cards": ["DK", "D8"]}  # declarer's choice
    chosen = st("W:D2", two, choose("S", "D8"))
    assert chosen["turn"] == "E" and chosen["penalty_cards"] == []  # D8 played from dummy; DK back (48A)
    later = st("W:D2", two, choose("S", "D8"), "E:DA", "S:D6", "E:D7", "S:DJ", "W:D3")
    assert later["turn"] == "N" and "DK" in later["legal"]  # the king went back to dummy's hand
    refused = ask("W:D2", two, choose("N", "D8"))
    assert refused["error"].startswith("play[2]: seat: the choice belongs to S")  # not dummy's


def test_simultaneous_cards_errors_name_the_field():
    assert ask(together("W", ["D2"], ["D2"]))["error"].startswith("play[0].cards:")
    assert ask(together("W", ["D2", "D2"], ["D2"]))["error"] == "play[0].cards: a card is given twice"
    assert ask(together("W", ["D2", "D3"], []))["error"].startswith("play[0].visible:")
    assert ask(together("W", ["D2", "D3"], ["D4"]))["error"].startswith("play[0].visible:")
    assert ask(together("W", ["D2", "D3"], ["D2", "D3"], plays="D4"))["error"].startswith("play[0].plays:")
    assert ask(together("W", ["D2", "SA"], ["D2"]))["error"] == "play[0]: cards: SA is not in W's hand"
    wrong = ask(together("W", ["DT", "D3"], ["DT", "D3"]), choose("W", "D2"))
    assert wrong["error"].startswith("play[1]: card: D2 is not one of the visible cards")
    not_his = ask(together("W", ["DT", "D3"], ["DT", "D3"]), choose("E", "DT"))
    assert not_his["error"] == "play[1]: seat: the choice belongs to W"
    assert ask(choose("W", "D2"))["error"] == "play[0]: there is no choice to make now (choose_card)"


# ---------------------------------------------------------------- published rulings
def test_published_ebu_forum_ace_played_two_small_cards_dropped_face_up():
    """EBU TDs forum, "Penalty Cards" (https://forums.ebu.co.uk/discussion/1256/penalty-cards):
    "West (defender) pulls out SA, and accidently pulls out H2 and H3 which land face up on the
    table. West designates SA as the played card (Law 58B) and H2 and H3 become penalty cards.
    ... because there are 2 of them they count as major penalty cards. ... West wins the trick
    with SA, and leads H2". The answer given there: "A major penalty card retains that status
    until it has been played." The source gives no deal; here West leads the SA, the other
    hands completed around it (the ruling does not depend on them)."""
    dealt = deal("K52.QJ4.K84.Q965", "QJ98.765.AQ7.K87", "73.AKT98.J62.AJ4", "AT64.32.T953.T32")
    play = [together("W", ["SA", "H2", "H3"], ["SA", "H2", "H3"], plays="SA"), "N:S2", "E:S8", "S:S3"]
    now = state(dealt, "4H", "S", play)
    assert now["penalty_cards"] == [
        {"seat": "W", "card": "H3", "kind": "major"},
        {"seat": "W", "card": "H2", "kind": "major"},
    ]
    assert now["turn"] == "W" and now["legal"] == ["H3", "H2"]  # 50D1(a); 51A: declarer designates
    after = state(dealt, "4H", "S", [*play, "W:H2"])
    assert after["penalty_cards"] == [{"seat": "W", "card": "H3", "kind": "major"}]


def test_published_bbo_forum_a_card_stuck_behind_unseen_then_shown():
    """Bridge Base Forums, "L58B1 or L58B2"
    (https://forumstest.bridgebase.com/forums/topic/56972-l58b1-or-l58b2/?comment=686157&do=findComment):
    the trick "S (dummy) 9S, W 8S, N 6S, E 7S"; East: "when I played the 7S it felt odd and I
    found I have a card stuck behind it ... she exposes the QS ... prior to this point noone knew
    what this card was." pran: "I shall apply Law 58B1 on the 7S and then Law 49 on the QS as
    this card was exposed in a separate action."; Zelandakh: "Separate - S7 played, SQ penalty
    card." (A queen is an honour: a major penalty card, 50B.) The source gives only that trick;
    the hands are completed around it (the ruling does not depend on them): North declares,
    East leads, dummy wins the first trick and leads the S9."""
    dealt = deal("A62.AKT98.J6.AJ4", "QJ74.765.AQ7.K85", "K953.QJ3.K842.Q9", "T8.42.T953.T7632")
    play = [*tricks("E:D7 S:DK W:D3 N:D6"), "S:S9", "W:S8", "N:S6", together("E", ["S7", "SQ"], ["S7"])]
    played = state(dealt, "4H", "N", play)
    assert played["laws"][0] == "58B1"
    assert played["tricks"] == {"NS": 2, "EW": 0}  # S7 completed the trick, dummy's S9 won it
    assert played["penalty_cards"] == []
    now = state(dealt, "4H", "N", [*play, {"act": "expose", "seat": "E", "card": "SQ"}])
    assert now["penalty_cards"] == [{"seat": "E", "card": "SQ", "kind": "major"}]


def test_published_bbo_forum_two_penalty_cards_queen_and_king_together():
    """Bridge Base Forums, "Two Penalty Cards" (lamford, 2015,
    https://forumstest.bridgebase.com/forums/topic/68440-two-penalty-cards/?comment=816404&do=findComment),
    told as a ruling at "a North London club" (lamford's series about "SB"; the deal is the
    thread's, 3NT by South, West leads the S4): "East played the queen and king at the same time
    ... the director ruled that the intended card, the queen, was played, and the king remained
    on the table as a major penalty card." Then "West went in with the ace [of hearts], but
    accidentally dropped the jack of spades at the same time ... 'I am afraid that the jack of
    spades is also a major penalty card.'" 58B2 (TR): "Eğer birden fazla kart görünmüşse,
    kusurlu oyuncu oynamak istediği kartı belirtir; bu bir defans oyuncusuysa, görünen diğer her
    kart cezalı karta dönüşür" (EN "each other card exposed becomes a penalty card"); 50B: "Any
    card of honor rank ... becomes a major penalty card" (TR "Onör derecesinde herhangi bir kart
    ... majör cezalı karta dönüşür"). The thread's own question, whether West must then lead
    the jack when declarer may restrict his lead for East's king (50D1(b), 50D2), is not tested."""
    dealt = deal("82.Q62.JT5.AQ532", "KQT973.J93.92.J9", "A5.K4.AKQ764.T86", "J64.AT875.83.K74")
    trick_1 = ["W:S4", "N:S2", together("E", ["SQ", "SK"], ["SQ", "SK"], plays="SQ")]
    now = state(dealt, "3NT", "S", trick_1)
    assert now["penalty_cards"] == [{"seat": "E", "card": "SK", "kind": "major"}]
    assert now["turn"] == "S" and now["laws"][:2] == ["58B2", "50B"]  # the queen is on the trick
    heart = [*trick_1, "S:SA", "S:H4", together("W", ["HA", "SJ"], ["HA", "SJ"], plays="HA")]
    later = state(dealt, "3NT", "S", heart)
    assert {"seat": "W", "card": "SJ", "kind": "major"} in later["penalty_cards"]
    assert later["turn"] == "N" and later["legal"] == ["HQ", "H6", "H2"]  # the ace was played


def test_published_bbo_forum_a_card_led_with_another_under_it_minor_penalty_card():
    """Bridge Base Forums, "Penalty card warning by partner" (jerdonald, December 2017,
    https://forumstest.bridgebase.com/forums/topic/77829-penalty-card-warning-by-partner/?comment=939716&do=findComment):
    "her LHO accidentally led a card with another one under it and exposed. The exposed card
    became a minor penalty card and she led the other card. Fine." (the table's ruling; the
    replies accept it: "it was ruled to be a minor penalty card, OK"). 58B2 as above; 50B (TR):
    "Kasıtsız olarak gösterilen ve onör derecesinin altında tek bir kart (bir löveye iki kart
    oynanması ... gibi) minör cezalı karta dönüşür" (EN "A single card below the rank of an
    honor exposed unintentionally (as in playing two cards to a trick ...) becomes a minor
    penalty card"). The source names neither card; a minor penalty card is below honour rank,
    so here West leads the D5 with the D3 under it, both faces seen."""
    now = st(together("W", ["D5", "D3"], ["D5", "D3"], plays="D5"))
    assert now["penalty_cards"] == [{"seat": "W", "card": "D3", "kind": "minor"}]
    assert now["turn"] == "N" and now["laws"][:2] == ["58B2", "50B"]  # the D5 was led
