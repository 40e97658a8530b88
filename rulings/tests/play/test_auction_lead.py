"""Law 26B carried into the play (the `auction_lead` event before the first card of the `state`
and `result` queries' record, rulings/auction_lead.py).

26B, TR: "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil) Kusurlu oyuncunun
ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi oynamasını
yasaklayabilir. Bu yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece devam eder." WBF:
"declarer may, at the offender's partner's first turn to lead (which may be the opening lead),
prohibit offender's partner from leading any (one) suit which has not been specified in the legal
auction by the offender. Such prohibition continues for as long as the offender's partner retains
the lead." (The engine restricts leads, as the WBF text does; the editor's note on 26B says where
the Turkish "oynaması" differs.)
"""

from __future__ import annotations

import pytest

import rulings

# 4S by North, East on lead. West holds the top clubs, so that he wins the first trick and the one
# after it before North ruffs the third club.
DEAL = "N:AKQ2.AKQ2.AK2.32 JT9.JT9.JT9.JT98 876.876.8763.654 543.543.Q54.AKQ7"


def state(play: list, restriction) -> dict:
    """The state after the auction's restriction(s), as the `auction` answer gives each one, then `play`."""
    restrictions = restriction if isinstance(restriction, list) else [restriction] if restriction else []
    events = [
        {"act": "auction_lead", "seat": r["seat"], "suits": r["declarer_may_forbid_one_of"]} for r in restrictions
    ]
    return rulings.answer({"q": "state", "deal": DEAL, "contract": "4S", "declarer": "N", "play": [*events, *play]})


EAST = {"seat": "E", "declarer_may_forbid_one_of": ["C", "D"]}
WEST = {"seat": "W", "declarer_may_forbid_one_of": ["D", "H"]}


def test_at_the_opening_lead_declarer_chooses_first():
    """'(atak dahil)' / '(which may be the opening lead)': East, the offender's partner, makes the
    opening lead, so declarer's choice comes before any card; nothing may be led meanwhile."""
    got = state([], EAST)
    assert got["decision"] == {"by": "N", "options": ["forbid_lead", "no_restriction"], "suits": ["C", "D"]}
    assert got["turn"] == "E" and got["legal"] == [] and got["laws"] == ["26B"]
    refused = state(["E:SJ"], EAST)
    assert "E may not lead until N has chosen" in refused["error"] and "Director" in refused["error"]


def test_one_suit_of_those_the_offender_did_not_specify_is_forbidden():
    """'any (one) suit which has not been specified' / 'konuşulmamış herhangi bir rengi'."""
    got = state([{"act": "forbid_lead", "seat": "N", "suit": "C"}], EAST)
    assert got["decision"] is None and got["lead_restriction"] == {"seat": "E", "forbid": "C"}
    assert not [card for card in got["legal"] if card.startswith("C")] and "SJ" in got["legal"]
    assert "26B" in got["laws"]
    wrong_suit = state([{"act": "forbid_lead", "seat": "N", "suit": "H"}], EAST)
    assert wrong_suit["error"].startswith("play[1]: suit: must be one of the suits the offender did not specify")
    two_suits = state([{"act": "forbid_lead", "seat": "N", "suits": ["C", "D"]}], EAST)
    assert "one suit, not several" in two_suits["error"]
    by_a_defender = state([{"act": "forbid_lead", "seat": "W", "suit": "C"}], EAST)
    assert "the choice belongs to N" in by_a_defender["error"]


def test_no_restriction_leaves_every_card_and_the_choice_is_spent():
    got = state([{"act": "no_restriction", "seat": "N"}], EAST)
    assert got["decision"] is None and got["lead_restriction"] is None
    assert len(got["legal"]) == 13
    led = state([{"act": "no_restriction", "seat": "N"}, "E:CJ", "S:C4", "W:C7", "N:C2"], EAST)
    assert led["decision"] is None  # East did not win: the choice is not offered again


def test_the_partners_first_turn_to_lead_may_come_later_and_the_prohibition_lasts_while_he_keeps_the_lead():
    """West, the offender's partner, is not the opening leader: 'ilk oynaması sırasında' / 'first
    turn to lead' is when he first wins a trick. 'Bu yasak, çıkış kusurlu oyuncunun ortağında
    kaldığı sürece devam eder' / 'continues for as long as the offender's partner retains the
    lead'."""
    opening = state([], WEST)
    assert opening["decision"] is None and opening["turn"] == "E" and len(opening["legal"]) == 13
    first_trick = ["E:CJ", "S:C4", "W:CA", "N:C2"]
    on_lead = state(first_trick, WEST)
    assert on_lead["turn"] == "W" and on_lead["decision"]["suits"] == ["D", "H"]
    forbid = {"act": "forbid_lead", "seat": "N", "suit": "D"}
    second_trick = ["W:CK", "N:C3", "E:C8", "S:C5"]
    kept = state([*first_trick, forbid, *second_trick], WEST)
    assert kept["turn"] == "W" and kept["decision"] is None
    assert kept["lead_restriction"] == {"seat": "W", "forbid": "D"}
    assert not [card for card in kept["legal"] if card.startswith("D")]
    lost = state([*first_trick, forbid, *second_trick, "W:CQ", "N:S2", "E:CT", "S:C6"], WEST)
    assert lost["turn"] == "N" and lost["lead_restriction"] is None


def test_both_defenders_offended_each_partner_has_his_own_choice():
    """26B gives the restriction to 'the offender's partner': with both defenders offenders, each
    partner has his own, as the auction's `lead_restrictions` lists them."""
    first = state([], [EAST, WEST])
    assert first["decision"]["suits"] == ["C", "D"]
    later = state([{"act": "no_restriction", "seat": "N"}, "E:CJ", "S:C4", "W:CA", "N:C2"], [EAST, WEST])
    assert later["turn"] == "W" and later["decision"]["suits"] == ["D", "H"]


def test_the_choice_comes_before_declarers_choice_for_a_penalty_card():
    """West, the offender, has a major penalty card (50D2) when East is first to lead: declarer's
    26B choice comes first, then the penalty card's (50D2(a), TR "cezalı kartın rengini")."""
    play = [{"act": "expose", "seat": "W", "card": "CQ"}]  # an honour: a major penalty card (50B)
    got = state(play, EAST)
    assert got["decision"]["options"] == ["forbid_lead", "no_restriction"]
    then = state([*play, {"act": "forbid_lead", "seat": "N", "suit": "C"}], EAST)
    assert then["decision"]["options"] == ["require_lead", "forbid_lead", "no_restriction"]
    assert then["lead_restriction"] == {"seat": "E", "forbid": "C"}


@pytest.mark.parametrize(
    "event, error",
    [
        ({"act": "auction_lead", "seat": "S", "suits": ["C"]}, "play[0]: seat: S is not a defender"),
        ({"act": "auction_lead", "seat": "E", "suits": []}, "play[0].suits: must be a list of one or more suits"),
        ({"act": "auction_lead", "seat": "E", "suits": ["C", "C"]}, "play[0].suits: a suit is given twice"),
        ({"act": "auction_lead", "seat": "E", "suits": ["X"]}, "play[0].suits[0]"),
        ({"act": "auction_lead", "seat": "E", "suit": "C"}, "play[0].suits: must be a list"),
    ],
)
def test_a_malformed_restriction_is_an_error_naming_the_field(event, error):
    assert (
        error
        in rulings.answer({"q": "state", "deal": DEAL, "contract": "4S", "declarer": "N", "play": [event]})["error"]
    )


def test_the_restriction_comes_first_and_once_for_each_partner():
    late = state(["E:CJ", {"act": "auction_lead", "seat": "W", "suits": ["D"]}], None)
    assert late["error"].startswith("play[1]: auction_lead: must come first in the record")
    twice = state([], [EAST, EAST])
    assert twice["error"] == "play[1]: seat: E's restriction is given twice"


def test_without_it_nothing_is_offered():
    plain = rulings.answer({"q": "state", "deal": DEAL, "contract": "4S", "declarer": "N", "play": []})
    assert plain["decision"] is None and len(plain["legal"]) == 13


def test_the_result_query_takes_it_too():
    query = {"q": "result", "deal": DEAL, "contract": "4S", "declarer": "N", "vul": False}
    east = {"act": "auction_lead", "seat": "E", "suits": ["C", "D"]}
    forbidden = [east, {"act": "forbid_lead", "seat": "N", "suit": "C"}, "E:DJ"]
    got = rulings.answer({**query, "play": forbidden})
    assert got["error"].startswith("play: the play is not complete")
    refused = rulings.answer({**query, "play": [east, "E:DJ"]})
    assert "E may not lead until N has chosen" in refused["error"]


# table74: a lead out of turn while declarer's choice is pending. 26B gives the choice "at the
# offender's partner's first turn to lead (which may be the opening lead)" (TR "kusurlu oyuncunun
# ortağının ilk oynaması sırasında (atak dahil)"); a lead by another hand is not that lead, and Laws
# 54 and 56 rule it as at any other time. 54D, TR "Deklaran defans oyuncusundan yüzü görünen
# sırasız atağını geri almasını isteyebilir. Bu durumda geri alınan kart majör cezalı kart olur ve
# Yasa 50D uygulanır"; WBF "Declarer may require a defender to retract his faced opening lead out of
# turn. The withdrawn card becomes a major penalty card and Law 50D applies." 54B, TR "Bir defans
# oyuncusu yüzü açık sırasız atak yaptığında deklaran Yasa 53’de öngörüldüğü gibi usulsüz çıkışı
# kabul edebilir"; WBF "When a defender faces the opening lead out of turn declarer may accept the
# irregular lead as provided in Law 53". 56, TR "Defans oyuncusunun sırasız çıktığı kart yüzü açık
# oynandığında, deklaran: A. Yasa 53 uyarınca öngörülen şekilde sırasız çıkışı kabul edebilr, veya B.
# Defans oyuncusundan sırasız çıkışını geri almasını isteyebilir. Geri alınan kart majör cezalı kart
# haline gelir ve Yasa 50D geçerlidir"; WBF "When a lead out of turn is faced, declarer may: A. Accept
# the irregular lead as provided in Law 53, or B. Require the defender to retract his faced lead out
# of turn. The withdrawn card becomes a major penalty card and Law 50D applies."
def test_the_offenders_opening_lead_out_of_turn_is_ruled_by_54_and_the_choice_waits():
    # West, the offender, faces the opening lead while North's 26B choice for East is pending.
    got = state(["W:C7"], EAST)
    assert "error" not in got, got
    assert got["decision"] == {"by": "N", "options": ["accept", "spread", "reject"]}
    assert got["laws"] == ["54A", "54B", "54D"]
    # Not accepted (54D): a major penalty card, the lead back to East, and the 26B choice at it.
    rejected = state(["W:C7", {"act": "reject", "seat": "N"}], EAST)
    assert rejected["decision"] == {"by": "N", "options": ["forbid_lead", "no_restriction"], "suits": ["C", "D"]}
    assert rejected["turn"] == "E" and {"seat": "W", "card": "C7", "kind": "major"} in rejected["penalty_cards"]
    # Accepted (54B): East has not led; his first turn to lead comes when he first wins a trick.
    accepted = state(["W:C7", {"act": "accept", "seat": "N"}], EAST)
    assert accepted["decision"] is None and accepted["turn"] == "N" and accepted["lead_restriction"] is None
    # 54E, TR "Oynayan tarafın bir üyesi bir atak yapmaya çalışırsa Yasa 24 uygulanır"; WBF "If a
    # player of the declaring side attempts to make an opening lead Law 24 applies": the card goes
    # back, East still leads, and the choice is offered again.
    back = state(["N:S2"], EAST)
    assert back["decision"]["options"] == ["forbid_lead", "no_restriction"] and back["laws"] == ["26B", "54E", "24D"]


def test_a_later_lead_out_of_turn_by_the_offender_is_ruled_by_56():
    # East offended, West is his partner: East leads, West wins the first trick with the ♣A, so his
    # first turn to lead is now and North's choice is pending; East then leads out of turn.
    play = ["E:CJ", "S:C4", "W:CA", "N:C2"]
    assert state(play, WEST)["decision"]["options"] == ["forbid_lead", "no_restriction"]
    got = state([*play, "E:CT"], WEST)
    assert "error" not in got, got
    assert got["decision"] == {"by": "N", "options": ["accept", "reject"]} and got["laws"][:2] == ["56A", "56B"]
    # Not accepted (56B): a major penalty card; West leads, and North's 26B choice comes first.
    rejected = state([*play, "E:CT", {"act": "reject", "seat": "N"}], WEST)
    assert rejected["decision"] == {"by": "N", "options": ["forbid_lead", "no_restriction"], "suits": ["D", "H"]}
    assert {"seat": "E", "card": "CT", "kind": "major"} in rejected["penalty_cards"]


def test_the_partners_own_lead_before_the_choice_is_still_refused():
    assert "E may not lead until N has chosen" in state(["E:SJ"], EAST)["error"]
