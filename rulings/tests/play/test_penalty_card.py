"""Penalty cards (Laws 48-52) from the seed text on penalty cards and the Law 50 text."""

from __future__ import annotations

from rulings import answer
from rulings.tests.helpers import deal, result, state

# South declares 4H, West leads. West holds S T64, H 2, D T9532, C T732.
DEAL = deal("AK52.QJ3.K84.Q96", "QJ98.765.AQ7.K85", "73.AKT984.J6.AJ4", "T64.2.T9532.T732")


def st(*play) -> dict:
    return state(DEAL, "4H", "S", list(play))


def expose(seat: str, card: str) -> dict:
    return {"act": "expose", "seat": seat, "card": card}


def test_law_50b_a_single_small_card_dropped_is_a_minor_penalty_card():
    now = st(expose("W", "C3"))
    assert now["penalty_cards"] == [{"seat": "W", "card": "C3", "kind": "minor"}]


def test_law_50c_minor_penalty_card_still_allows_an_honour_of_the_suit():
    now = st(expose("W", "C3"))
    assert now["turn"] == "W"
    assert [c for c in now["legal"] if c[0] == "C"] == ["CT", "C3"]  # not C7 or C2
    assert "50C" in now["laws"]


def test_law_50c_partner_of_a_minor_penalty_card_holder_is_not_restricted():
    now = st("W:H2", "N:H3", "E:H5", expose("W", "C3"), "S:HA")
    assert now["decision"] is None  # declarer won; no 50D2 choice arises for a minor card
    lead_by_e = st("W:D2", "N:D4", expose("W", "C3"), "E:DA", "S:D6")
    assert lead_by_e["turn"] == "E" and lead_by_e["decision"] is None


def test_law_50b_an_honour_exposed_is_a_major_penalty_card():
    now = st(expose("W", "ST"))
    assert now["penalty_cards"] == [{"seat": "W", "card": "ST", "kind": "major"}]
    assert now["legal"] == ["ST"]  # 50D1(a): W is on lead, the card must be played


def test_law_51_two_penalty_cards_of_one_defender_are_all_major():
    now = st(expose("W", "C3"), expose("W", "D2"))
    assert now["penalty_cards"] == [
        {"seat": "W", "card": "D2", "kind": "major"},
        {"seat": "W", "card": "C3", "kind": "major"},
    ]
    assert now["legal"] == ["D2", "C3"]
    assert now["laws"][:2] == ["51A", "50D1(a)"]  # declarer designates which


def test_law_48a_declarers_and_dummys_cards_never_become_penalty_cards():
    now = st("W:H2", expose("S", "S7"), expose("N", "SA"))
    assert now["penalty_cards"] == []
    assert "48A" in now["laws"]


def test_law_51b_two_cards_in_one_suit_required_both_go_back():
    play = [expose("E", "SQ"), expose("E", "SJ")]
    now = st(*play)
    assert now["decision"]["options"] == ["require_lead", "forbid_lead", "no_restriction"]
    assert now["laws"][:2] == ["51B1(a)", "51B1(b)"]
    required = st(*play, {"act": "require_lead", "seat": "S", "suit": "S"})
    assert required["penalty_cards"] == [] and required["legal"] == ["ST", "S6", "S4"]


def test_law_50d2_declarer_may_only_name_the_suit_of_a_penalty_card():
    from rulings import answer

    got = answer(
        {
            "q": "state",
            "deal": DEAL,
            "contract": "4H",
            "declarer": "S",
            "play": [expose("E", "SQ"), {"act": "require_lead", "seat": "S", "suit": "H"}],
        }
    )
    assert got == {"error": "play[1]: suit: must be the suit of a penalty card of E (S)"}


def test_law_52_failure_to_play_a_penalty_card_declarer_accepts_or_rejects():
    # West, on lead with the major penalty card ST, must lead it (50D1(a)); he leads the S6.
    now = st(expose("W", "ST"), "W:S6")
    assert now["decision"] == {"by": "S", "options": ["accept", "reject"]}
    assert now["laws"][:2] == ["52B1(a)", "52B2"]
    accepted = st(expose("W", "ST"), "W:S6", {"act": "accept", "seat": "S"})
    assert accepted["penalty_cards"] == [{"seat": "W", "card": "ST", "kind": "major"}]
    assert accepted["turn"] == "N" and "52B1(c)" in accepted["laws"]
    implicit = st(expose("W", "ST"), "W:S6", "N:S2")  # 52B1(b): declarer played on
    assert implicit["decision"] is None and implicit["turn"] == "E"
    rejected = st(expose("W", "ST"), "W:S6", {"act": "reject", "seat": "S"})
    assert rejected["turn"] == "W" and rejected["legal"] == ["ST"]
    assert {"seat": "W", "card": "S6", "kind": "major"} in rejected["penalty_cards"]
    assert rejected["laws"][0] == "52B2"


def test_law_51b2_penalty_cards_in_several_suits_declarer_chooses_under_51b2():
    # East has exposed the SQ and the DA before West's opening lead: penalty cards in two suits.
    play = [expose("E", "SQ"), expose("E", "DA")]
    now = st(*play)
    assert now["decision"] == {"by": "S", "options": ["require_lead", "forbid_lead", "no_restriction"]}
    assert now["laws"][:3] == ["51B2(a)", "51B2(b)", "51B2(c)"]


def test_law_51b2c_no_restriction_with_several_suits_all_penalty_cards_remain():
    # 51B2(c): "the defender's partner may lead any legal card and all the penalty cards remain
    # face up on the table" (the several-suits form of 50D2(b)).
    play = [expose("E", "SQ"), expose("E", "DA"), {"act": "no_restriction", "seat": "S"}]
    now = st(*play)
    assert now["decision"] is None and now["turn"] == "W"
    assert {(p["card"], p["kind"]) for p in now["penalty_cards"]} == {("SQ", "major"), ("DA", "major")}
    assert "51B2(c)" in now["laws"] and "50D2(b)" not in now["laws"]
    assert set(now["legal"]) == {"ST", "S6", "S4", "H2", "DT", "D9", "D5", "D3", "D2", "CT", "C7", "C3", "C2"}


def test_law_61a_a_penalty_card_not_played_whose_card_is_accepted_is_a_revoke_under_64b3():
    """61A: "failure to lead or play, when able, a card or suit required by law ... constitutes a
    revoke" (TR "yasa tarafından emredilen ... bir rengi veya kartı olanak varken, çıkmamak ya da
    oynamamak rönons teşkil eder"). 52B1(a)/(b): declarer may accept the card played instead, and
    must once he has played on; 52A: the defender "may not, on his own initiative, withdraw any other
    card he has played" (TR "kendi inisiyatifiyle, geri alamaz"). 64B3: no automatic trick adjustment
    if "the revoke was made in failing to play a penalty card" (TR "Rönons, cezalı bir kartın
    oynanmaması ... sonucu meydana gelmişse"); 64C: the Director may still adjust."""
    failed = [expose("W", "ST"), "W:S6"]  # 50D1(a): West, on lead, must lead the ST
    for accepted in ([*failed, {"act": "accept", "seat": "S"}], [*failed, "N:S2"]):
        now = st(*accepted)
        assert now["revokes"] == [{"seat": "W", "trick": 1, "established": False, "penalty_card": True}]
        assert "61A" in now["laws"] and "62A" not in now["laws"]  # it stands: nothing to correct
    # W:S6 N:S2 E:S8 S:S3: East wins; 50D2 for West's ST; East's lead establishes the revoke (63A1).
    play = [*failed, "N:S2", "E:S8", "S:S3", {"act": "no_restriction", "seat": "S"}, "E:SQ"]
    assert st(*play)["revokes"] == [{"seat": "W", "trick": 1, "established": True, "penalty_card": True}]
    refused = answer(
        {
            "q": "state",
            "deal": DEAL,
            "contract": "4H",
            "declarer": "S",
            "play": [*failed, "N:S2", {"act": "correct", "seat": "W", "card": "ST"}],
        }
    )
    assert refused == {
        "error": "play[3]: W's card on trick 1 was accepted instead of his penalty card (Law 52B1) "
        "and may not be withdrawn (Law 52A)"
    }
    done = result(DEAL, "4H", "S", played_out(play))
    assert done["revokes"] == [{"seat": "W", "trick": 1, "established": True, "penalty_card": True, "transfer": 0}]
    assert done["transfer"] == {"to": None, "tricks": 0}
    assert {"64B3", "64C"} <= set(done["laws"])


def test_law_52b2_a_rejected_card_is_no_revoke():
    """52B2: "If declarer does not accept the card illegally played or led the defender must
    substitute the penalty card" (TR "defans oyuncusu bu kartı cezalı kart ile değiştirmek
    zorundadır"): the penalty card is played after all, so nothing failed to be played (61A)."""
    now = st(expose("W", "ST"), "W:S6", {"act": "reject", "seat": "S"}, "W:ST")
    assert now["revokes"] == []


# ---------------------------------------------------------------- published rulings
def test_published_iblf_minor_penalty_card_another_spot_card_of_the_suit_played():
    """Internet Bridge Laws Forum, "fifth card played to a trick", Jim O'Neil (forum host), 3 February
    2003 (https://blakjak.org/bobbio/iblf/BRID~142.HTM), a defender with a minor penalty card whose
    suit is led: "The player is allowed to follow suit with an honor ... rather than play the minor
    penalty card, without penalty. (See Law 50C). Assuming the defender followed suit with a
    different spot card (2 thru 9), Law 52 applies. Declarer has the following options: 1) he may
    accept the play of the second card (and must do so if he subsequently plays from his own hand or
    dummy). The original card remains a minor penalty card. 2) He may require the defender to play
    the original minor penalty card. The second card now becomes a MAJOR penalty card."
    A laws-forum answer under the 1997 Laws, not a table ruling; Law 52 reads the same in 2017:
    52B1(a)-(c) (TR "deklaran bu çıkış veya oyunu kabul edebilir" / "kabul etmek zorundadır" /
    "oynanmayan her cezalı kart cezalı kart olarak kalır"; EN "declarer may accept such lead or
    play" / "must accept ... if he has thereafter played from his own hand or dummy" / "any unplayed
    penalty card remains a penalty card"), 52B2 (TR "bu kartı cezalı kart ile değiştirmek
    zorundadır ... her kart majör cezalı karta dönüşür"; EN "must substitute the penalty card ...
    Every card illegally led or played ... becomes a major penalty card"). The source gives no deal:
    here West drops the D3, leads the H2, and follows with the D5 to South's DJ."""
    before = [expose("W", "D3"), "W:H2", "N:H3", "E:H5", "S:HA", "S:DJ"]
    honour = st(*before, "W:DT")  # 50C: an honour instead, no rectification
    assert honour["decision"] is None and honour["penalty_cards"] == [{"seat": "W", "card": "D3", "kind": "minor"}]
    assert st(*before, "W:D5")["decision"] == {"by": "S", "options": ["accept", "reject"]}
    for accepted in ([*before, "W:D5", {"act": "accept", "seat": "S"}], [*before, "W:D5", "N:D4"]):
        now = st(*accepted)  # 1) accepted, or played on from dummy: the D5 stands
        assert now["penalty_cards"] == [{"seat": "W", "card": "D3", "kind": "minor"}]
    rejected = st(*before, "W:D5", {"act": "reject", "seat": "S"})  # 2) the D3 must be played
    assert rejected["turn"] == "W" and rejected["legal"] == ["D3"]
    after = st(*before, "W:D5", {"act": "reject", "seat": "S"}, "W:D3")
    assert after["penalty_cards"] == [{"seat": "W", "card": "D5", "kind": "major"}]


def test_published_bbo_minor_penalty_card_holder_leads_another_small_card_of_its_suit():
    """Bridge Base Forums, "Penalty card warning by partner" (jerdonald, December 2017,
    https://forumstest.bridgebase.com/forums/topic/77829-penalty-card-warning-by-partner/?comment=939716&do=findComment),
    the table: LHO "accidentally led a card with another one under it and exposed. The exposed card
    became a minor penalty card and she led the other card. Fine. Later in the hand she took a trick
    and led a card out of her hand when she should have led the penalty card so that card from her
    hand became a minor penalty card." A reply, as Vampyr's post quotes it (its author is above the
    stored text): "A card led illegally, such as in failing to play a penalty card, is a major
    penalty card." Vampyr asks "Even if it was, as it was here evidently, a different small card of
    the same suit as the mPC?"; gordontd's answer to her is beyond the stored text. The reply's
    ruling is tested, not the table's ("minor"), which 52B2's last sentence contradicts: (TR)
    "Defans oyuncusu tarafından usulsüzlüğü işlerken yasaya aykırı biçimde çıkılan veya oynanan her
    kart majör cezalı karta dönüşür." (EN) "Every card illegally led or played by the defender in the
    course of committing the irregularity becomes a major penalty card." The lead was illegal only
    as Vampyr reads the facts, a small card of the penalty card's suit: 50C (TR) "cezalı kartı
    oynayıncaya kadar, aynı renkten onör derecesinin altında hiçbir kartı oynayamaz" (EN "he may not
    play any other card of the same suit below the rank of an honor until he has first played the
    penalty card"); any other suit may be led. The led card "became a ... penalty card", so declarer
    did not accept it (52B1(a)) and the penalty card had to be led instead (52B2, TR "bu kartı cezalı
    kart ile değiştirmek zorundadır"). The source names no card and no deal: here West leads the D5
    with the D3 seen under it (the 58B2 test of test_simultaneous_cards.py, same source), wins trick 3
    with the ST and leads the D2; 50B's last clause then makes both cards major (two penalty cards)."""
    two = {"act": "simultaneous", "seat": "W", "cards": ["D5", "D3"], "visible": ["D5", "D3"], "plays": "D5"}
    before = [two, "N:D4", "E:DA", "S:D6", "E:H5", "S:HA", "W:H2", "N:H3", "S:S3", "W:ST", "N:S2", "E:S8"]
    on_lead = st(*before)
    assert on_lead["turn"] == "W" and on_lead["penalty_cards"] == [{"seat": "W", "card": "D3", "kind": "minor"}]
    assert "D2" not in on_lead["legal"] and {"DT", "S6", "C2"} <= set(on_lead["legal"])  # 50C: not a small diamond
    led = st(*before, "W:D2")
    assert led["decision"] == {"by": "S", "options": ["accept", "reject"]} and led["laws"][:2] == ["52B1(a)", "52B2"]
    rejected = st(*before, "W:D2", {"act": "reject", "seat": "S"})
    assert rejected["turn"] == "W" and rejected["legal"] == ["D3"]  # the penalty card is led instead
    assert {"seat": "W", "card": "D2", "kind": "major"} in rejected["penalty_cards"]  # "a major penalty card"
    assert rejected["laws"][0] == "52B2"


def test_published_ebu_forum_a_card_accepted_instead_of_a_penalty_card_is_a_revoke_under_64b3():
    """EBU TDs forum, "Revoke" (https://forums.ebu.co.uk/discussion/1854/revoke), the question: "if a
    defender with a penalty card leads or plays another card instead of the penalty card, he has
    committed a revoke ... if the declarer accepts the card played by the offender, is the latter
    still considered to have revoked?" The replies: "Yes, even if declarer accepts the play it is a
    revoke (61A). In reality, law 52B1a gives declarer the option of choosing either card and have
    ing [sic] the other remain as a penalty card." and "It's considered an established revoke once they play to
    the next trick ... 64 B 3 states specifically that there's no automatic trick adjustment in this
    case though". A forum's readers, not a Director's ruling, and the replies differ: the first says
    the second card "becomes a Major penalty card" (52B2's rectification, which applies only when
    declarer does not accept), another that "Under 63A it is not [established]"; the test holds what
    the last reply rules, which the text gives: 61A (TR) "yasa tarafından emredilen ... bir rengi veya
    kartı olanak varken, çıkmamak ya da oynamamak rönons teşkil eder" (EN "failure to lead or play,
    when able, a card or suit required by law ... constitutes a revoke"); 52B1(c) (TR "oynanmayan her
    cezalı kart cezalı kart olarak kalır", EN "any unplayed penalty card remains a penalty card");
    63A1 (established when "the offender or his partner leads or plays to the following trick"); 64B3
    (TR "Rönons, cezalı bir kartın oynanmaması ... sonucu meydana gelmişse", EN "the revoke was made
    in failing to play a penalty card"), with 64C for equity. The question gives no deal: here East's
    DQ is a major penalty card, West leads the D2 with no lead restriction, and East follows with the
    DA instead of the DQ (the example of BBO's "Law 52 and Law 61", bixby, 2011, a defender following
    with the ace instead of his penalty card); declarer accepts it and East leads the DQ to trick 2."""
    played = [expose("E", "DQ"), {"act": "no_restriction", "seat": "S"}, "W:D2", "N:D4", "E:DA"]
    assert st(*played)["decision"] == {"by": "S", "options": ["accept", "reject"]}
    accepted = [*played, {"act": "accept", "seat": "S"}, "S:D6"]
    now = st(*accepted)
    assert now["penalty_cards"] == [{"seat": "E", "card": "DQ", "kind": "major"}]  # it remains (52B1(c))
    assert now["revokes"] == [{"seat": "E", "trick": 1, "established": False, "penalty_card": True}]
    assert "61A" in st(*played, {"act": "accept", "seat": "S"})["laws"]  # "it is a revoke (61A)"
    led = st(*accepted, "E:DQ")  # East won trick 1 and leads his penalty card (50D1(a))
    assert led["revokes"] == [{"seat": "E", "trick": 1, "established": True, "penalty_card": True}]
    done = result(DEAL, "4H", "S", played_out([*accepted, "E:DQ"]))
    assert done["transfer"] == {"to": None, "tricks": 0}  # "no automatic trick adjustment"
    assert done["laws"][:2] == ["64B3", "64C"]


def played_out(play: list) -> list:
    """The record on to the end, the first legal card each time, declarer leaving every lead free."""
    play = list(play)
    while (now := st(*play))["turn"] is not None:
        if now["decision"]:
            play.append({"act": "no_restriction", "seat": now["decision"]["by"]})
        else:
            play.append(f"{now['turn']}:{now['legal'][0]}")
    return play
