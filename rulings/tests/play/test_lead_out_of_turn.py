"""Leads out of turn (Laws 53-56, 24 via 54E) and the five options of the seed text after a
faced opening lead out of turn: accept and spread (54A), accept (54B), or reject (54D) and then
require, forbid or leave the lead free (50D2)."""

from __future__ import annotations

from rulings import answer, play_state
from rulings.tests.helpers import deal, state

# South declares 4H; West is to make the opening lead, East faces the spade queen instead.
DEAL = deal("AK52.QJ3.K84.Q96", "QJ98.765.AQ7.K85", "73.AKT984.J6.AJ4", "T64.2.T9532.T732")
S = {"act": "accept", "seat": "S"}


def st(*play) -> dict:
    return state(DEAL, "4H", "S", list(play))


def act(name: str, seat: str = "S", **more) -> dict:
    return {"act": name, "seat": seat, **more}


def test_law_54_five_options_start_with_accept_spread_reject():
    now = st("E:SQ")
    assert now["decision"] == {"by": "S", "options": ["accept", "spread", "reject"]}
    assert now["legal"] == [] and now["turn"] == "W"
    assert now["laws"][:3] == ["54A", "54B", "54D"]


def test_law_54b1_accepted_the_second_card_comes_from_declarers_hand():
    now = st("E:SQ", act("accept"))
    assert now["decision"] is None
    assert now["turn"] == "S" and now["legal"] == ["S7", "S3"]
    assert "53A" in now["laws"]


def test_law_54b2_dummys_second_card_to_an_accepted_opening_lead_stands():
    """54B2. TR: "Eğer deklaran löveye ikinci kartı yerden oynarsa, yerin kartı bir rönonsun
    düzeltilmesi dışında geri alınamaz." EN: "If declarer plays the second card to the trick from
    dummy, dummy's card may not be withdrawn except to correct a revoke." """
    now = st("E:SQ", act("accept"), "N:S2")
    assert now["turn"] == "S" and now["legal"] == ["S7", "S3"]
    assert now["laws"][0] == "54B2"


def test_law_53a_playing_to_the_lead_out_of_turn_accepts_it():
    now = st("E:SQ", "S:S3")
    assert now["decision"] is None and now["turn"] == "W"
    assert now["legal"] == ["ST", "S6", "S4"]


def test_law_54a_declarer_spreads_and_his_partner_becomes_declarer():
    now = st("E:SQ", act("spread"))
    assert now["declarer"] == "N"
    assert now["turn"] == "S" and now["legal"] == ["S7", "S3"]
    assert now["laws"][0] == "54A"


def test_law_54d_rejected_the_card_is_a_major_penalty_card_and_declarer_chooses_50d2():
    now = st("E:SQ", act("reject"))
    assert now["penalty_cards"] == [{"seat": "E", "card": "SQ", "kind": "major"}]
    assert now["decision"] == {"by": "S", "options": ["require_lead", "forbid_lead", "no_restriction"]}
    assert now["turn"] == "W" and now["legal"] == []
    assert now["laws"][:2] == ["50D2(a)", "50D2(b)"]


def test_law_50d2a_require_the_suit_the_card_goes_back_to_the_hand():
    now = st("E:SQ", act("reject"), act("require_lead", suit="S"))
    assert now["penalty_cards"] == []
    assert now["lead_restriction"] == {"seat": "W", "require": "S"}
    assert now["legal"] == ["ST", "S6", "S4"]
    assert now["laws"][0] == "50D2(a)"


def test_law_50d2a_forbid_the_suit_for_as_long_as_he_keeps_the_lead():
    now = st("E:SQ", act("reject"), act("forbid_lead", suit="S"))
    assert now["penalty_cards"] == []
    assert now["lead_restriction"] == {"seat": "W", "forbid": "S"}
    assert "ST" not in now["legal"] and len(now["legal"]) == 10
    later = st("E:SQ", act("reject"), act("forbid_lead", suit="S"), "W:H2", "N:H3", "E:H5", "S:HA")
    assert later["lead_restriction"] is None and later["turn"] == "S"


def test_law_50d2b_no_restriction_the_penalty_card_stays_and_must_be_played():
    now = st("E:SQ", act("reject"), act("no_restriction"))
    assert now["penalty_cards"] == [{"seat": "E", "card": "SQ", "kind": "major"}]
    assert now["lead_restriction"] is None and len(now["legal"]) == 13
    spade = st("E:SQ", act("reject"), act("no_restriction"), "W:S4", "N:S2")
    assert spade["turn"] == "E" and spade["legal"] == ["SQ"]  # 50D1(a)
    diamond = st("E:SQ", act("reject"), act("no_restriction"), "W:D2", "N:D4")
    assert diamond["legal"] == ["DA", "DQ", "D7"]  # 50D1(b)
    club = st("E:SQ", act("reject"), act("no_restriction"), "W:H2", "N:H3")
    assert club["legal"] == ["H7", "H6", "H5"]


def test_law_54c_declarer_who_could_see_dummy_must_accept():
    now = st(act("expose", "N", card="SA"), "E:SQ")
    assert now["decision"] == {"by": "S", "options": ["accept"]}
    assert now["laws"][0] == "54C"


def test_law_54e_declaring_side_attempting_the_opening_lead_takes_the_card_back():
    now = st("S:H4")
    assert now["decision"] is None and now["turn"] == "W"
    assert now["laws"][:2] == ["54E", "24D"]
    assert now["penalty_cards"] == []
    later = st("S:H4", "W:H2", "N:H3", "E:H5")
    assert "H4" in later["legal"]


def test_law_56_a_defenders_later_lead_out_of_turn():
    opening = ["W:D2", "N:DK", "E:DA", "S:D6"]  # East wins; East should lead
    now = st(*opening, "W:C2")
    assert now["decision"] == {"by": "S", "options": ["accept", "reject"]}
    assert now["laws"][:2] == ["56A", "56B"]
    rejected = st(*opening, "W:C2", act("reject"))
    assert rejected["penalty_cards"] == [{"seat": "W", "card": "C2", "kind": "major"}]
    assert rejected["turn"] == "E" and rejected["decision"]["options"][0] == "require_lead"


def test_law_55_declarers_lead_out_of_turn_is_for_the_next_defender_to_accept_or_reject():
    opening = ["W:D2", "N:DK", "E:DA", "S:D6"]  # East is to lead; declarer leads instead
    now = st(*opening, "S:HA")
    assert now["decision"] == {"by": "W", "options": ["accept", "reject"]}
    assert now["laws"][:2] == ["55A", "55B1"]
    rejected = st(*opening, "S:HA", act("reject", "W"))
    assert rejected["penalty_cards"] == [] and rejected["turn"] == "E"
    assert "HA" not in rejected["legal"]
    assert rejected["laws"][0] == "55B1"
    wrong_hand = st(*opening, "E:C5", "S:CA", "W:C2", "N:C6", "N:SA")  # South won: dummy led
    assert wrong_hand["decision"] == {"by": "E", "options": ["accept", "reject"]}
    assert wrong_hand["laws"][:2] == ["55A", "55B2"]


def test_law_60b_a_defenders_card_before_declarer_leads_from_the_correct_hand_is_a_major_penalty_card():
    """Law 60B. TR: "Deklaranın ellerin birinden yaptığı sırasız çıkışı geri alması istendikten
    sonra, ancak deklaran doğru elden çıkış yapmadan önce bir defans oyuncusu bir kart
    oynadığında, defans oyuncusunun kartı majör cezalı karta dönüşür (Yasa 50)." EN: "When a
    defender plays a card after declarer has been required to retract his lead out of turn from
    either hand, but before declarer has led from the correct hand, the defender's card becomes a
    major penalty card (Law 50)." Not a lead out of turn that declarer may accept (56A)."""
    opening = ["W:D2", "N:DK", "E:DA", "S:D6", "E:C5", "S:CA", "W:C2", "N:C6"]  # South won trick 2
    retracted = [*opening, "N:SA", act("reject", "E")]  # dummy led: 55B2, South must lead
    now = st(*retracted, "W:S4")
    assert now["decision"] is None
    assert now["penalty_cards"] == [{"seat": "W", "card": "S4", "kind": "major"}]
    assert now["turn"] == "S" and "S7" in now["legal"]
    assert now["laws"][0] == "60B"
    # Once declarer has led from the correct hand, a defender's card is played to that lead.
    led = st(*retracted, "S:S3", "W:S4")
    assert led["penalty_cards"] == [] and led["turn"] == "N"


def test_only_the_player_entitled_may_choose():
    from rulings import answer

    got = answer({"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": ["E:SQ", act("accept", "N")]})
    assert got == {"error": "play[1]: seat: the choice belongs to S"}


def test_law_55a_either_defender_may_choose_and_the_refusal_says_so():
    """55A, TR "Deklaran kendisinin veya yerin elinden sırasız çıkış yapmışsa, herhangi bir defans
    oyuncusu Yasa 53'te öngörüldüğü gibi çıkışı kabul edebilir veya geri alınmasını isteyebilir ...
    Defans oyuncuları farklı seçimler yaparlarsa sıradaki defans oyuncusunun seçimi geçerli olur";
    WBF "either defender may accept the lead as provided in Law 53 or require its retraction ... If
    the defenders choose differently then the option expressed by the player next in turn to the
    irregular lead shall prevail". The shared contract records the choice as the next defender's
    (`by`), so East's `accept` is still refused, but not with "the choice belongs to W": East may
    choose too; the record enters it as West's, whose option prevails."""
    from rulings import answer

    play = ["W:D2", "N:DK", "E:D7", "S:D6", "S:S3"]  # dummy won trick 1; South led from his hand
    pending = st(*play)
    assert pending["decision"] == {"by": "W", "options": ["accept", "reject"]}
    got = answer({"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": [*play, act("accept", "E")]})
    assert got["error"] == (
        "play[5]: seat: either defender may accept the lead or require its retraction (Law 55A), and if "
        "they choose differently W's option prevails as the defender next in turn: enter the choice as W's"
    )
    assert "the choice belongs to" not in got["error"]
    # a choice that is not 55A's stays the chooser's alone (56: declarer's)
    declarers = answer(
        {"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": ["E:SQ", act("accept", "W")]}
    )
    assert declarers["error"] == "play[1]: seat: the choice belongs to S"


def test_law_57d_a_defender_playing_before_his_right_hand_opponent():
    legal = st("W:D2", "E:D7")  # after his partner: a legal card is played in turn
    assert legal["turn"] == "N" and legal["penalty_cards"] == []
    assert legal["laws"][0] == "57D"
    done = st("W:D2", "E:D7", "N:D4", "S:D6")
    assert done["tricks"] == {"NS": 0, "EW": 1} and done["turn"] == "E"
    illegal = st("W:D2", "E:S9")  # not following suit: a major penalty card, not a revoke
    assert illegal["penalty_cards"] == [{"seat": "E", "card": "S9", "kind": "major"}]
    assert illegal["revokes"] == [] and illegal["turn"] == "N"


def test_law_57c3_declarer_playing_early_from_his_hand_the_card_stands():
    now = st("W:D2", "S:D6")
    assert now["turn"] == "N" and now["laws"][0] == "57C3"
    done = st("W:D2", "S:D6", "N:DK", "E:DA")
    assert done["tricks"] == {"NS": 0, "EW": 1}


def test_law_53a_no_lead_out_of_turn_is_accepted_on_the_thirteenth_trick():
    from rulings.tests.helpers import finish

    play = finish(DEAL, "4H", "S", [], until_trick=13)
    now = st(*play)
    wrong = next(seat for seat in "NESW" if seat != now["turn"])
    last_card = _last_card(wrong, play)
    after = st(*play, f"{wrong}:{last_card}")
    assert after["decision"] is None and after["turn"] == now["turn"]
    assert after["laws"][0] == "53A"


def _last_card(seat: str, play: list) -> str:
    from rulings.cards import codes_in
    from rulings.deal import parse_pbn

    held = set(codes_in(parse_pbn(DEAL)["NESW".index(seat)]))
    return (held - {e[2:] for e in play if e.startswith(seat + ":")}).pop()


def test_law_53b_the_proper_lead_after_a_defenders_lead_out_of_turn_is_not_refused_as_unchosen():
    """53B. TR: "doğru çıkış sırası sırasız çıkış yapan oyuncunun rakiplerinden birinde ise bu
    rakip, oynadığı kart usulsüz çıkışa verilmiş bir kart sayılmaksızın aykırılığın gerçekleştiği
    löveye doğru çıkışı yapabilir. Böyle bir olay olduğunda, doğru çıkış geçerli kalır ve bu löveye
    yanlışlıkla oynanan bütün kartlar geri alınabilir, ancak Yasa 16C uygulanır." EN: "if it was
    properly the turn to lead of an opponent of the player who led out of turn, that opponent may
    make his proper lead to the trick of the infraction without his card being deemed played to the
    irregular lead. When this occurs, the proper lead stands and all cards played in error to this
    trick may be withdrawn, but Law 16C applies."

    Declarer needs no choice first: the engine used to answer "S must first choose (accept,
    reject)". Whether the card led out of turn then becomes a penalty card 53B does not say (49
    and 50B, read with it, may make it one), so the engine says 53B and leaves that to the
    Director rather than ruling it."""
    dummy_won = ["W:D2", "N:DK", "E:D7", "S:D6"]  # North, dummy, is to lead trick 2
    south_won = ["W:H2", "N:H3", "E:H5", "S:HA"]  # South is to lead trick 2
    for record, proper in ((dummy_won + ["E:SQ", "N:S2"], "S2 is N's"), (south_won + ["W:S4", "S:S3"], "S3 is S's")):
        message = answer({"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": record})["error"]
        assert message.startswith(f"play[5]: {proper} proper lead after {record[4][0]}'s lead out of turn")
        assert "(53B)" in message and "the Director does" in message
        assert "must first choose" not in message


def test_law_53a_the_hand_next_in_rotation_still_accepts_by_playing():
    """53A ("a play is made from the hand next in rotation to the irregular lead"): declarer's card
    from dummy after West's lead out of turn is a play to it, not 53B's proper lead from hand."""
    now = st("W:H2", "N:H3", "E:H5", "S:HA", "W:S4", "N:S2")
    assert "error" not in now and now["turn"] == "E"
    assert "53A" in now["laws"]


def test_law_53b_the_state_names_who_may_make_his_proper_lead_while_declarer_chooses():
    """53B. TR: "doğru çıkış sırası sırasız çıkış yapan oyuncunun rakiplerinden birinde ise bu
    rakip, ... aykırılığın gerçekleştiği löveye doğru çıkışı yapabilir"; EN: "if it was properly the
    turn to lead of an opponent of the player who led out of turn, that opponent may make his
    proper lead to the trick of the infraction". While declarer's choice after a defender's lead out
    of turn is pending, `decision.proper_leader` names that opponent, so that a page can say 53B
    without ruling it again: South when South was to lead, North (dummy) when North was, though
    North is then also next in rotation (53A: his card is a play to the irregular lead). Not after
    an opening lead out of turn, whose proper leader is the offender's partner (54), nor after
    declarer's own lead out of turn (55; 53C "but see B")."""
    south_won = ["W:H2", "N:H3", "E:H5", "S:HA"]  # South is to lead trick 2
    dummy_won = ["W:D2", "N:DK", "E:D7", "S:D6"]  # North, dummy, is to lead trick 2
    east_won = ["W:C2", "N:C6", "E:CK", "S:C4"]  # East is to lead trick 2
    assert st(*south_won, "W:S4")["decision"]["proper_leader"] == "S"
    assert st(*south_won, "E:S8")["decision"]["proper_leader"] == "S"
    assert st(*dummy_won, "W:S4")["decision"]["proper_leader"] == "N"
    for record in (["E:SQ"], [*east_won, "S:S3"], [*east_won, "W:S4"]):
        decision = st(*record)["decision"]
        assert decision is not None and "proper_leader" not in decision, record


def test_law_55b_applies_only_to_a_lead_retracted_and_54_56_to_the_option_taken():
    """55B1, TR "... ve Yasa 55A uyarınca çıkışı geri alması istenirse, deklaran hatalı çıkılan
    kartı ait olduğu ele geri koyar"; WBF "... and has been required to retract such lead per Law
    55A, declarer restores the card led in error to the proper hand": the choice cites 55A and 55B1
    while pending; accepted, only 55A of them applies. 54A (spread), 54B (accept), 54D (withdrawn
    card a major penalty card) and 56A/56B likewise, each for its own option."""
    opening = ["W:D2", "N:DK", "E:DA", "S:D6"]
    declarers = decision_after(*opening, "S:HA")
    assert declarers.laws == ("55A", "55B1")
    assert declarers.laws_after("accept") == ("55A",)
    assert declarers.laws_after("reject") == ("55A", "55B1")
    faced = decision_after("E:SQ")
    assert faced.laws_after("accept") == ("54B",)
    assert faced.laws_after("spread") == ("54A",)
    assert faced.laws_after("reject") == ("54D",)
    defenders = decision_after(*opening, "W:C2")
    assert defenders.laws_after("accept") == ("56A",)
    assert defenders.laws_after("reject") == ("56B",)


def decision_after(*play):
    decision = play_state(DEAL, "4H", "S", list(play)).decision
    assert decision is not None, play
    return decision
