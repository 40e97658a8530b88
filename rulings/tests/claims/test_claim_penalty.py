"""A claim with a defender's penalty card on the table (Laws 50, 51, 70A; docs/rulings-cli.md,
"Additions", the claim query's `penalty`; rulings/claims/penalty.py).

The claimer's opponents play any legal card (70A), and while a penalty card lies on the table a
legal card is one Laws 50 and 51 allow. Each position below was built by hand to isolate one
paragraph; the expected answer is argued from the text in the test, not taken from the engine.
The Turkish text (fixtures/laws_tr.txt) is official; the WBF English is the ACBL print of the
2017 Laws.
"""

from __future__ import annotations

import random

import pytest

from rulings import Refusal, answer
from rulings.cards import SUIT_MASKS
from rulings.claims.penalty import playable
from rulings.penalty_card import apply_penalty_cards


def claim(deal: str, *, lead: str, claimed: int, cards: list[str] | None = None, **extra) -> dict:
    """South declares at no trump and claims; `cards`: his statement's cards in order."""
    query = {
        "q": "claim",
        "deal": deal,
        "trump": "NT",
        "lead": lead,
        "claimer": "S",
        "declarer": "S",
        "claimed": claimed,
        "statement": {"cards": cards or []},
    }
    query.update(extra)
    return answer(query)


def penalty(seat: str, card: str, kind: str = "major") -> list[dict]:
    return [{"seat": seat, "card": card, "kind": kind}]


# South HA SQ, North H2 S2, East SK (major penalty card) D2, West H3 D3.
KEPT_KING = "N:2.2.. K..2. Q.A.. .3.3."


def test_50d1_a_major_penalty_card_is_discarded_at_the_first_opportunity_so_the_claim_stands():
    """50D1(a): TR "bir majör cezalı kart ister çıkışta, renge uyarken, defos yaparken veya
    çakarken olsun ilk yasal fırsatta oynanmak zorundadır"; WBF "a major penalty card must be
    played at the first legal opportunity, whether in leading, following suit, discarding or
    trumping". South claims two, "the heart ace, then the spade queen". On the heart ace East,
    void in hearts, must discard his penalty king, and the queen is then good: two tricks. Before
    the `penalty` field the search let East keep the king and win the queen (one trick, 70D1),
    a defence the Laws do not allow; `dd_tricks` stays the solver's figure, with East free."""
    stated = ["HA", "SQ"]
    without = claim(KEPT_KING, lead="S", claimed=2, cards=stated)
    assert (without["worst_tricks"], without["decides"]) == (1, "70D1")
    got = claim(KEPT_KING, lead="S", claimed=2, cards=stated, penalty=penalty("E", "SK"))
    assert got == {
        "dd_tricks": 1,
        "worst_tricks": 2,
        "losing_line": None,
        "decides": None,
        "line_shows_decides": None,
        "awarded": 2,
        "laws": ["70A", "50D"],
    }


def test_a_penalty_card_that_changes_nothing_is_played_on_the_line_shown():
    """The claim fails with or without the penalty card: South (SA D2 opposite North's S2 D3)
    claims two, "the diamond two, then the spade ace"; West wins the DA and leads the H3, on which
    both North and South may throw their spade (a careless order, normal: footnote 21, TR "dikkatsiz
    veya düşük nitelikli oyunları", WBF "careless or inferior"). East's major penalty king
    changes no trick, but the line shown must be one the Laws allow: void in diamonds, East
    discards the king at the first opportunity (50D1(a), TR "defos yaparken ... ilk yasal fırsatta
    oynanmak zorundadır", WBF "at the first legal opportunity, whether ... discarding"), not the
    club two the line showed before."""
    deal = "N:2..3. K...2 A..2. .3.A."
    without = claim(deal, lead="S", claimed=2, cards=["D2", "SA"])
    got = claim(deal, lead="S", claimed=2, cards=["D2", "SA"], penalty=penalty("E", "SK"))
    assert (
        (got["worst_tricks"], got["awarded"], got["decides"])
        == (
            without["worst_tricks"],
            without["awarded"],
            without["decides"],
        )
        == (0, 0, "70D1")
    )
    assert got["losing_line"][:4] == ["S:D2", "W:DA", "N:D3", "E:SK"]
    assert got["laws"] == ["70D1", "70A", "50D"]


def test_50c_a_minor_penalty_card_goes_before_a_lower_card_of_its_suit():
    """50C: TR "Bir defans oyuncusunun bir minör cezalı kartı varken, cezalı kartı oynayıncaya
    kadar, aynı renkten onör derecesinin altında hiçbir kartı oynayamaz, ancak, bir onör kartı
    oynayabilir"; WBF "he may not play any other card of the same suit below the rank of an honor
    until he has first played the penalty card, but he is entitled to play an honor card
    instead". East holds S9 S2, the two a minor penalty card (dropped). South leads the S6 and
    claims two, the spade then the club nine: East may not win with the nine (below an honour)
    while the two lies on the table, so he plays the two, the six wins, and the club nine is the
    last trick. Without the penalty card East wins the nine and cashes the two: no trick."""
    deal = "N:.9.T. 92... 6...9 .8.8."
    assert claim(deal, lead="S", claimed=2, cards=["S6", "C9"])["worst_tricks"] == 0
    got = claim(deal, lead="S", claimed=2, cards=["S6", "C9"], penalty=penalty("E", "S2", "minor"))
    assert (got["worst_tricks"], got["awarded"], got["laws"]) == (2, 2, ["70A", "50C"])


# West on lead: North S9 D3 C6; East SQ (major penalty card) H3 C2; South H4 D5 C8; West S5 DQ C3.
PARTNER_ON_LEAD = "N:9..3.6 Q.3..2 .4.5.8 5..Q.3"


def test_50d2_declarers_choice_at_the_partners_lead_is_resolved_against_the_claimer():
    """50D2: when West is to lead while his partner has a major penalty card, TR "deklaran
    aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz"; WBF "he may not
    lead until declarer has stated which of the options below is selected": (a) to require the
    suit or "to prohibit him from leading that suit for as long as he retains the lead" (TR "çıkış
    kendisinde kaldığı müddetçe o rengi çıkmasını yasaklamak"), the card then "no longer a penalty
    card and is picked up" (TR "kart artık cezalı kart olmaktan çıkar ve ait olduğu ele geri
    konur"); (b) neither, the card staying a penalty card. South claims all three and names no
    choice: a doubtful point, resolved against the claimer (70A, TR "talep ile ilgili her şüpheli
    durum talep edenin aleyhine çözümlenecektir", WBF "any doubtful point as to a claim shall be
    resolved against the claimer").

    - (b): East must throw the queen on West's DQ or play it to a spade (50D1(a)), and South
    loses one trick at most (West's DQ).
    - spades required: West leads the S5, East's queen wins, and East's H3 or C2 is won by South.
    - spades forbidden: the queen goes back to East's hand. West leads the C3, won by South's C8;
    South's D5 to West's DQ, East throwing the H3 and keeping the queen; West, who has lost the
    lead since the prohibition, may now lead the S5 to East's queen: one trick for South.
    So South gets one. Before the `penalty` field the defence was free throughout: West's DQ,
    then the S5 to East's queen, and East's H3, held South to none."""
    without = claim(PARTNER_ON_LEAD, lead="W", claimed=3)
    assert without["worst_tricks"] == 0
    got = claim(PARTNER_ON_LEAD, lead="W", claimed=3, penalty=penalty("E", "SQ"))
    assert (got["worst_tricks"], got["awarded"], got["decides"]) == (1, 1, "70D1")
    line = got["losing_line"]
    # the line of the prohibition: the queen kept on the DQ, played to West's later spade lead
    assert line[:4] == ["W:C3", "N:C6", "E:C2", "S:C8"]
    assert "E:H3" in line[4:8] and line[8:11] == ["W:S5", "N:S9", "E:SQ"]
    assert got["laws"] == ["70D1", "70A", "50D"]


def test_50d2_the_prohibition_lasts_while_the_partner_keeps_the_lead():
    """The prohibition is "for as long as he retains the lead" (50D2(a), WBF; TR "çıkış kendisinde
    kaldığı müddetçe"; 51B1(b) TR "Eli başka bir oyuncu kazanana kadar çıkış kısıtlaması devam
    eder", WBF "The prohibition continues until the player loses the lead"). In the position
    above, with spades forbidden West may not win the DQ and then, still on lead, lead the S5 to
    East's queen: the defence that holds South to none without the penalty card (a prohibition
    forgotten after one trick gives South none here too). Nor does the queen come back as a
    penalty card: it was picked up."""
    got = claim(PARTNER_ON_LEAD, lead="W", claimed=3, penalty=penalty("E", "SQ"))
    assert got["worst_tricks"] == 1
    assert got["losing_line"][:5] != ["W:DQ", "N:D3", "E:C2", "S:D5", "W:S5"]


@pytest.mark.parametrize(
    "items, error",
    [
        (
            penalty("N", "S9"),
            "penalty[0].seat: N is on declarer's side; no card of declarer's or dummy's hand ever "
            "becomes a penalty card (48A)",
        ),
        (penalty("E", "SA"), "penalty[0].card: SA is not in E's hand"),
        (penalty("E", "SQ", "big"), 'penalty[0].kind: must be "major" or "minor" (Law 50B), not \'big\''),
        (penalty("E", "SQ", "minor"), "penalty[0].kind: SQ is an honour: a penalty card of honour rank is major (50B)"),
        (
            penalty("E", "SQ") + penalty("E", "C2", "minor"),
            "penalty[1].kind: E has 2 penalty cards: when a defender has two or more, all are major (50B)",
        ),
        (penalty("E", "SQ") + penalty("E", "SQ"), "penalty[1].card: SQ is given twice"),
        (penalty("E", "SX"), "penalty[0].card: 'SX' is not a card (suit C D H S + rank AKQJT98765432, e.g. \"SK\")"),
        (penalty("Z", "SQ"), "penalty[0].seat: must be a seat N, E, S or W, not 'Z'"),
        (
            [{"seat": "E", "card": "SQ", "kind": "major", "knd": 1}],
            "penalty[0].knd: not a field of a penalty card (seat, card, kind)",
        ),
        ("SQ", 'penalty: must be a list like [{"seat": "E", "card": "SK", "kind": "major"}]'),
        (["SQ"], 'penalty[0]: must be an object like {"seat": "E", "card": "SK", "kind": "major"}'),
    ],
)
def test_a_penalty_card_given_wrongly_is_an_error_naming_the_field(items, error):
    """48A: TR "deklaranın veya yerin eline ait hiçbir kart, cezalı karta dönüşmez"; WBF "no card
    of declarer's or dummy's hand ever becomes a penalty card". 50B: TR "onör derecesinin altında
    tek bir kart ... minör cezalı karta dönüşür. Onör derecesinde herhangi bir kart ... majör
    cezalı karta dönüşür; bir defans oyuncusunun iki veya daha fazla cezalı kartı olduğunda, bütün
    bu kartlar majör cezalı karta dönüşür"; WBF "A single card below the rank of an honor ...
    becomes a minor penalty card. Any card of honor rank ... becomes a major penalty card; when one
    defender has two or more penalty cards, all such cards become major penalty cards". Before the
    field, each of these was ignored and the claim ruled as if no card lay on the table."""
    assert claim(PARTNER_ON_LEAD, lead="W", claimed=3, penalty=items) == {"error": error}


def test_a_penalty_card_played_to_the_trick_is_an_error():
    """A card played to the trick in progress is no longer on the table as a penalty card (50D1(a):
    it "must be played", and was). (A defender's claim with his own side's penalty card, refused
    here before branch claimpen3, is ruled: the tests at the end of this file.)"""
    played = claim(PARTNER_ON_LEAD, lead="E", claimed=3, trick=["SQ"], penalty=penalty("E", "SQ"))
    assert played == {
        "error": "penalty[0].card: SQ was played to the trick in progress, so it is no longer a penalty card"
    }


def test_the_claims_reading_of_50c_and_50d1_is_the_state_querys():
    """rulings/claims/penalty.py may not import rulings/penalty_card.py (.importlinter): the two
    readings of which cards a penalty card leaves legal must agree."""
    rng = random.Random(50)
    for _ in range(2000):
        hand = rng.getrandbits(52)
        candidates = hand & (SUIT_MASKS[rng.randrange(4)] if rng.random() < 0.5 else -1)
        if not candidates:
            continue
        picked = [c for c in range(52) if hand >> c & 1]
        chosen = rng.sample(picked, min(len(picked), rng.randrange(1, 4)))
        if len(chosen) == 1 and chosen[0] % 13 < 8 and rng.random() < 0.5:
            major, minor = 0, 1 << chosen[0]
        else:
            major, minor = sum(1 << c for c in chosen), 0
        assert playable(candidates, major, minor) == apply_penalty_cards(candidates, major, minor)


# ---------------------------------------------------------------- declarer's 50D2 choice made or stated
# (branch claimpen2: the query's `lead_restriction`, `lead_chosen` and `statement.lead_choice`)
SPADE_QUEEN = penalty("E", "SQ")


def test_50d2_a_prohibition_in_force_at_the_claim_holds_while_west_keeps_the_lead():
    """Declarer forbade spades before the claim (50D2(a): WBF "to prohibit him from leading that
    suit for as long as he retains the lead", TR "çıkış kendisinde kaldığı müddetçe o rengi
    çıkmasını yasaklamak"; the queen "is no longer a penalty card and is picked up", TR "kart
    artık cezalı kart olmaktan çıkar ve ait olduğu ele geri konur", so `penalty` is empty). The
    `state` answer says `{"seat": "W", "forbid": "S"}`. West may not win the DQ and, still on
    lead, lead the S5 to East's queen (the free defence that holds South to none); he may lead
    the C3, and once South has won it the prohibition is over (51B1(b) TR "Eli başka bir oyuncu
    kazanana kadar çıkış kısıtlaması devam eder", WBF "The prohibition continues until the player
    loses the lead"): South's careless D5 to the DQ, then the S5 to the queen, gives him one.
    Before the field the query ignored the restriction: none."""
    assert claim(PARTNER_ON_LEAD, lead="W", claimed=3)["worst_tricks"] == 0
    got = claim(PARTNER_ON_LEAD, lead="W", claimed=3, lead_restriction={"seat": "W", "forbid": "S"})
    assert (got["worst_tricks"], got["awarded"], got["lead_choice"]) == (1, 1, ["made"])
    assert got["losing_line"][:4] == ["W:C3", "N:C6", "E:C2", "S:C8"]
    # the restriction cites no penalty paragraph of its own: the state's may be 26B's (the query
    # does not say whose); with no penalty card on the table, none is held to 50C or 50D
    assert got["laws"] == ["70D1", "70A"]


def test_50d2_a_required_lead_in_force_binds_the_lead_at_the_claim():
    """Declarer required spades before the claim (50D2(a): WBF "to require the defender to lead
    the suit of the penalty card", TR "Defans oyuncusundan cezalı kartın rengini çıkmasını
    istemek"): `{"seat": "W", "require": "S"}`. West leads the S5 to East's queen, and with the
    queen gone South's heart four and club eight are good against East's H3 C2: two tricks. Free,
    West's DQ and then the S5 held South to none."""
    got = claim(PARTNER_ON_LEAD, lead="W", claimed=3, lead_restriction={"seat": "W", "require": "S"})
    assert (got["worst_tricks"], got["awarded"], got["lead_choice"]) == (2, 2, ["made"])
    assert got["losing_line"][:3] == ["W:S5", "N:S9", "E:SQ"]


def test_50d2_b_chosen_before_the_claim_is_not_tried_again():
    """Declarer chose 50D2(b) before the claim (WBF "not to require or prohibit a lead, in which
    case the defender may lead any card and the penalty card remains on the table as a penalty
    card"; TR "Bir çıkışı istememek veya yasaklamamak, bu durumda defans oyuncusu herhangi bir
    kartı çıkabilir; cezalı kart masa üzerinde cezalı kart olarak kalır"): the `state` answer no
    longer asks for his choice (`decision` null) and `lead_chosen` says so. He "may not lead until
    declarer has stated which of the options below is selected" (TR "deklaran aşağıdaki
    seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz"): stated, it is no
    doubtful point (70A). East's queen stays a penalty card, played at the first legal opportunity
    (50D1(a)): on West's DQ, on West's S5, or on South's D5 to the DQ; South gets two. Before, the
    search tried every choice again and kept the prohibition: one."""
    assert claim(PARTNER_ON_LEAD, lead="W", claimed=3, penalty=SPADE_QUEEN)["worst_tricks"] == 1
    got = claim(PARTNER_ON_LEAD, lead="W", claimed=3, penalty=SPADE_QUEEN, lead_chosen=True)
    assert (got["worst_tricks"], got["awarded"], got["lead_choice"]) == (2, 2, ["made"])
    assert got["laws"] == ["70D1", "70A", "50D"]
    assert "E:SQ" in got["losing_line"][:8]  # played to the second trick at the latest


@pytest.mark.parametrize(
    "choice, tricks",
    [
        ({"act": "no_restriction"}, 2),
        ({"act": "require_lead", "suit": "S"}, 2),
        ({"act": "forbid_lead", "suits": ["S"]}, 1),
        ({"act": "forbid_lead", "suit": "S"}, 1),
    ],
)
def test_50d2_a_choice_stated_in_the_claim_is_made(choice, tricks):
    """South claims all three and says what he will choose when West leads: 50D2 lets him choose
    (TR "Deklaran aşağıdakilerden birini seçebilir"; WBF "Declarer may choose"), and a choice
    stated is no doubtful point (70A, TR "talep ile ilgili her şüpheli durum talep edenin aleyhine
    çözümlenecektir"). Not forbidding spades (50D2(b)) or requiring them, he gets two (the two
    tests above); forbidding them, one (the tried choice's line: the prohibition ends when South
    wins the C3, and West's S5 reaches the queen). Before the key, the query refused it as no field
    of the statement."""
    got = claim(PARTNER_ON_LEAD, lead="W", claimed=3, penalty=SPADE_QUEEN, statement={"lead_choice": choice})
    assert (got["worst_tricks"], got["lead_choice"]) == (tricks, ["stated"])


@pytest.mark.parametrize(
    "extra, error",
    [
        (
            {"lead_restriction": {"seat": "E", "forbid": "S"}},
            "lead_restriction.seat: E is not the player who leads to the trick at the claim (W); a prohibition "
            "lasts only while he retains the lead (50D2(a))",
        ),
        (
            {"lead_restriction": {"seat": "N", "forbid": "S"}, "lead": "N"},
            "lead_restriction.seat: N is on declarer's side; declarer restricts a defender's lead (50D2, 51B)",
        ),
        (
            {"lead_restriction": {"seat": "W", "forbid": "S", "require": "D"}},
            'lead_restriction: give "forbid" or "require", not both (with a requirement, the suits forbidden go '
            'in "forbidden")',
        ),
        (
            {"lead_restriction": {"seat": "W", "forbid": "S", "forbidden": ["D", "S"]}},
            "lead_restriction.forbidden: must begin with the suit of forbid (S), the first suit forbidden",
        ),
        (
            {"lead_restriction": {"seat": "W", "forbid": "X"}},
            "lead_restriction.forbid: must be a suit C, D, H or S, not 'X'",
        ),
        (
            {"lead_restriction": {"seat": "W", "forbd": "S"}},
            "lead_restriction.forbd: not a field of a lead restriction (seat, forbid, require, forbidden)",
        ),
        (
            {"lead_chosen": True},
            "lead_chosen: E has no major penalty card (penalty), so declarer has no choice at W's lead (50D2)",
        ),
        ({"lead_chosen": "yes", "penalty": SPADE_QUEEN}, "lead_chosen: must be true or false, not 'yes'"),
        (
            {"statement": {"lead_choice": {"act": "forbid_lead", "suit": "S"}}},
            "statement.lead_choice: no major penalty card is on the table (penalty), so declarer has no choice to "
            "state (50D2)",
        ),
        (
            {"statement": {"lead_choice": {"act": "forbid_lead", "suit": "H"}}, "penalty": SPADE_QUEEN},
            "statement.lead_choice: H is not the suit of a major penalty card on the table (S)",
        ),
        (
            {"statement": {"lead_choice": {"act": "forbid"}}, "penalty": SPADE_QUEEN},
            "statement.lead_choice.act: must be require_lead, forbid_lead or no_restriction, not 'forbid'",
        ),
        (
            {"statement": {"lead_choice": {"act": "require_lead", "suits": ["S", "C"]}}, "penalty": SPADE_QUEEN},
            "statement.lead_choice.suits: only forbid_lead takes several suits (Law 51B2(b)); require_lead takes "
            "one suit",
        ),
    ],
)
def test_a_lead_choice_given_wrongly_is_an_error_naming_the_field(extra, error):
    """50D2: the choice is declarer's (TR "deklaran ... belirtinceye kadar"; WBF "until declarer has
    stated"), for the defender on lead whose partner has a major penalty card (TR "Çıkış sırası
    partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna geldiğinde"; WBF "When a
    defender has the lead while his partner has a major penalty card"), a prohibition lasting
    "for as long as he retains the lead" (TR "çıkış kendisinde kaldığı müddetçe"). Before the
    fields each was ignored, or refused as no field of the statement."""
    extra = dict(extra)
    lead = extra.pop("lead", "W")
    assert claim(PARTNER_ON_LEAD, lead=lead, claimed=3, **extra) == {"error": error}


# ------------------------------------------------------------- claimui: the paths claimpen2 left untested
# West on lead in PARTNER_ON_LEAD with spades forbidden in force (declarer's choice at an earlier
# lead of West's, West keeping the lead since) and East's SQ a major penalty card on the table (a
# spade exposed after the prohibition: the `state` query keeps the prohibition and asks again).
FORBIDDEN_SPADES = {"seat": "W", "forbid": "S"}


def test_a_prohibition_in_force_with_the_choice_due_again_is_kept_and_the_choice_tried():
    """Footnote 14: TR "Cezalı kartın sahibi olan oyuncunun ortağı çıkışı elinde tutuyorsa ve
    cezalı kart henüz oynanmamışsa, Yasa 50D2'deki bütün gereklilikler ve seçenekler bir sonraki
    lövede tekrar uygulanır"; WBF "If the partner of the defender with the penalty card retains the
    lead, and the penalty card has not yet been played, then all the requirements and options of
    Law 50D2 apply again at the following trick". The prohibition in force lasts "for as long as he
    retains the lead" (50D2(a); TR "çıkış kendisinde kaldığı müddetçe"), so West may not lead the
    S5 at once, and declarer's new choice, not stated, is resolved against the claimer (70A: TR
    "talep ile ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir"; WBF "any doubtful
    point as to a claim shall be resolved against the claimer"): forbidding spades again picks the
    queen up, and after West's C3 to South's C8 (the prohibition ends when another player wins a
    trick, 51B1(b) TR "Eli başka bir oyuncu kazanana kadar çıkış kısıtlaması devam eder", WBF "The
    prohibition continues until the player loses the lead") South's D5 to the DQ lets West's S5
    reach the queen: one trick. With 50D2(b) chosen at this lead (`lead_chosen`), the queen stays a
    penalty card and must be played at the first legal opportunity (50D1(a): TR "ilk yasal fırsatta
    oynanmak zorundadır"; WBF "must be played at the first legal opportunity"): on the DQ, and South
    gets two."""
    got = claim(PARTNER_ON_LEAD, lead="W", claimed=3, penalty=SPADE_QUEEN, lead_restriction=FORBIDDEN_SPADES)
    assert (got["worst_tricks"], got["lead_choice"]) == (1, ["made"])
    assert got["losing_line"][0] == "W:C3"  # the prohibition kept: no spade while West keeps the lead
    assert got["losing_line"][4:] == ["S:D5", "W:DQ", "N:D3", "E:H3", "W:S5", "N:S9", "E:SQ", "S:H4"]
    chosen = claim(
        PARTNER_ON_LEAD, lead="W", claimed=3, penalty=SPADE_QUEEN, lead_restriction=FORBIDDEN_SPADES, lead_chosen=True
    )
    assert chosen["worst_tricks"] == 2
    assert chosen["losing_line"][0] == "W:C3" and "E:SQ" in chosen["losing_line"][4:8]


def test_a_stated_choice_that_cannot_be_made_at_the_first_lead_leaves_every_choice_tried():
    """South states "I require spades" while spades are still forbidden to West: declarer cannot
    make that choice at West's lead (the `state` query refuses a suit still forbidden; the Laws do
    not say that a new choice lifts the prohibition, which lasts "for as long as he retains the
    lead", 50D2(a), TR "çıkış kendisinde kaldığı müddetçe"). The statement then cannot be followed
    and the choice is a doubtful point, resolved against the claimer (70A, TR "talep ile ilgili her
    şüpheli durum talep edenin aleyhine çözümlenecektir"; WBF "any doubtful point as to a claim
    shall be resolved against the claimer"): every choice is tried, as with none stated, and South
    gets one (the test above). A choice that can be made there, 50D2(b) (TR "Bir çıkışı istememek
    veya yasaklamamak"; WBF "not to require or prohibit a lead"), is made: two."""
    unstated = claim(PARTNER_ON_LEAD, lead="W", claimed=3, penalty=SPADE_QUEEN, lead_restriction=FORBIDDEN_SPADES)

    def stated(choice: dict) -> dict:
        return claim(
            PARTNER_ON_LEAD,
            lead="W",
            claimed=3,
            penalty=SPADE_QUEEN,
            lead_restriction=FORBIDDEN_SPADES,
            statement={"lead_choice": choice},
        )

    required = stated({"act": "require_lead", "suit": "S"})
    assert (required["worst_tricks"], required["lead_choice"]) == (1, ["made", "stated"])
    assert required["losing_line"] == unstated["losing_line"]
    assert stated({"act": "no_restriction"})["worst_tricks"] == 2


@pytest.mark.parametrize(
    "extra, problem, values",
    [
        ({"claimer": "W", "claimed": 1}, "lead_choice_by_defender", {}),
        ({"penalty": [], "claimed": 3}, "lead_choice_no_major", {}),
        ({}, "lead_choice_suit", {"suit": "H", "suits": ["S"]}),
    ],
)
def test_a_stated_choice_refused_says_its_problem_for_the_page(extra, problem, values):
    """The table page says the engine's refusal of a stated choice in its reader's language, from
    the refusal's data (rulings.Refusal `refused`): the choice is declarer's (50D2, TR "deklaran
    aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar", WBF "until declarer has stated
    which of the options below is selected"), and names the suit of a penalty card (50D2(a): TR
    "cezalı kartın rengini", WBF "the suit of the penalty card"). The message, naming the field, is
    unchanged."""
    query = {
        "q": "claim",
        "deal": PARTNER_ON_LEAD,
        "trump": "NT",
        "lead": "W",
        "claimer": "S",
        "declarer": "S",
        "claimed": 3,
        "penalty": SPADE_QUEEN,
        "statement": {"cards": [], "lead_choice": {"act": "forbid_lead", "suit": "H" if not extra else "S"}},
    }
    query.update(extra)
    if problem == "lead_choice_by_defender":
        query["penalty"] = []
        query["declarer"] = "S"
    got = answer(query)
    assert isinstance(got, Refusal)
    assert got["error"].startswith("statement.lead_choice")
    assert (got.refused.problem, dict(got.refused.values)) == (problem, values)


def test_the_losing_line_says_which_choice_declarer_made_on_it():
    """`losing_line` shows the cards, not the choice behind them; `losing_choices` says it. With no
    choice stated, the one against the claimer (70A) in PARTNER_ON_LEAD is the prohibition (50D2(a):
    TR "çıkış kendisinde kaldığı müddetçe o rengi çıkmasını yasaklamak"; WBF "to prohibit him from
    leading that suit for as long as he retains the lead"), made before West's first lead; with
    50D2(b) stated (TR "Bir çıkışı istememek veya yasaklamamak"; WBF "not to require or prohibit a
    lead") that one; with spades required while they are still forbidden, not the one stated (it
    cannot be made there) but the prohibition again. A claim without `penalty` has no such key, so
    its answer is as before. Before, the answer had no such key."""
    got = claim(PARTNER_ON_LEAD, lead="W", claimed=3, penalty=SPADE_QUEEN)
    assert got["losing_choices"] == [{"at": 0, "seat": "W", "act": "forbid_lead", "suits": ["S"], "law": "50D2(a)"}]
    stated = claim(
        PARTNER_ON_LEAD, lead="W", claimed=3, penalty=SPADE_QUEEN, statement={"lead_choice": {"act": "no_restriction"}}
    )
    assert stated["losing_choices"] == [{"at": 0, "seat": "W", "act": "no_restriction", "law": "50D2(b)"}]
    cannot = claim(
        PARTNER_ON_LEAD,
        lead="W",
        claimed=3,
        penalty=SPADE_QUEEN,
        lead_restriction=FORBIDDEN_SPADES,
        statement={"lead_choice": {"act": "require_lead", "suit": "S"}},
    )
    assert cannot["losing_choices"] == [{"at": 0, "seat": "W", "act": "forbid_lead", "suits": ["S"], "law": "50D2(a)"}]
    assert "losing_choices" not in claim(PARTNER_ON_LEAD, lead="W", claimed=3)


def test_the_losing_line_says_which_penalty_card_declarer_designated():
    """51A: TR "Sıra kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek iki veya daha
    fazla cezalı karta sahipse, o lövede hangisinin oynanacağını deklaran belirtir"; WBF "If it is
    a defender's turn to play and that defender has two or more penalty cards that can legally be
    played, declarer designates which is to be played at that turn". In KEPT_KING with East's D2 a
    penalty card beside the SK (both major, 50B), East, void in hearts, plays one of them on
    North's H2, and the designation not being stated the one against the claimer is taken (70A):
    the D2, keeping the king for South's queen. The answer says it was declarer's designation."""
    both = [*penalty("E", "SK"), *penalty("E", "D2")]
    got = claim(KEPT_KING, lead="N", claimed=2, cards=["H2", "HA", "SQ"], penalty=both)
    assert got["worst_tricks"] == 1 and got["losing_line"][:2] == ["N:H2", "E:D2"]
    assert got["losing_choices"] == [{"at": 1, "seat": "E", "act": "designate", "card": "D2"}]


# ------------------------------------------------------------- claimdesig: a 51A designation stated
# 51A: TR "Sıra kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek iki veya daha fazla
# cezalı karta sahipse, o lövede hangisinin oynanacağını deklaran belirtir"; WBF "If it is a
# defender's turn to play and that defender has two or more penalty cards that can legally be
# played, declarer designates which is to be played at that turn". 70A: TR "talep ile ilgili her
# şüpheli durum talep edenin aleyhine çözümlenecektir"; WBF "any doubtful point as to a claim shall
# be resolved against the claimer". The designation is declarer's, so one he stated is no doubtful
# point; it comes "at that turn" (TR "o lövede"), at every turn where he designates.
KING_AND_TWO = [*penalty("E", "SK"), *penalty("E", "D2")]


@pytest.mark.parametrize(
    "designation, tricks, line",
    [
        (None, 1, [{"at": 1, "seat": "E", "act": "designate", "card": "D2"}]),
        (["SK"], 2, None),
        (["D2"], 1, [{"at": 1, "seat": "E", "act": "designate", "card": "D2", "stated": True}]),
    ],
)
def test_51a_a_designation_stated_in_the_claim_is_held(designation, tricks, line):
    """KEPT_KING with East's SK and D2 on the table: on North's H2 East, void in hearts, plays one of
    them, declarer designating which (51A). South says "I'll have East play the king": the king
    goes, the SQ is good, two tricks, and the claim stands; silent, the D2 is tried against him and
    the claim fails by one (70A); the D2 stated is held too, and the line says it was the one
    stated. Before, the statement had no such field (an error naming it)."""
    statement = {"cards": ["H2", "HA", "SQ"], **({"designation": designation} if designation else {})}
    got = answer(
        {
            "q": "claim",
            "deal": KEPT_KING,
            "trump": "NT",
            "lead": "N",
            "claimer": "S",
            "declarer": "S",
            "claimed": 2,
            "statement": statement,
            "penalty": KING_AND_TWO,
        }
    )
    assert got["worst_tricks"] == got["awarded"] == tricks
    assert got.get("losing_choices") == line
    assert got.get("designation") == ("stated" if designation else None)


# North S2 H3 H2, East SK D2 C2 (all three major penalty cards, 50B), South SQ HA HK, West H5 H4 D3;
# South leads and claims three: "the two hearts, then the spade queen".
THREE_CARDS = "N:2.32.. K..2.2 Q.AK.. .54.3."
THREE_PENALTIES = [*penalty("E", "SK"), *penalty("E", "D2"), *penalty("E", "C2")]


@pytest.mark.parametrize(
    "designation, tricks",
    [(None, 2), (["SK"], 3), (["D2"], 2), (["D2", "SK"], 3), (["C2", "D2"], 2)],
)
def test_51a_a_stated_order_is_held_at_every_turn_where_declarer_designates(designation, tricks):
    """51A "at that turn" (TR "o lövede"): declarer designates at each turn, so a stated order is
    held at each one: "the diamond, then the king" makes East throw the D2 on the first heart and
    the SK on the second, and the SQ takes the third (3). "The diamond" alone says nothing of the
    second heart, where the C2 is tried against the claimer (70A) and East keeps the king (2); so
    does an order that never names the king."""
    statement = {"cards": ["HA", "HK", "SQ"], **({"designation": designation} if designation else {})}
    got = answer(
        {
            "q": "claim",
            "deal": THREE_CARDS,
            "trump": "NT",
            "lead": "S",
            "claimer": "S",
            "declarer": "S",
            "claimed": 3,
            "statement": statement,
            "penalty": THREE_PENALTIES,
        }
    )
    assert got["worst_tricks"] == tricks


@pytest.mark.parametrize(
    "claimer, claimed, held, designation, error",
    [
        ("S", 3, THREE_PENALTIES, ["SQ"], "statement.designation[0]: SQ is not a penalty card on the table"),
        ("S", 3, THREE_PENALTIES, ["D9"], "statement.designation[0]: D9 is not a penalty card on the table"),
        ("S", 3, [], ["SK"], "statement.designation[0]: SK is not a penalty card on the table (penalty: none)"),
        ("S", 3, penalty("E", "SK"), ["SK"], "statement.designation[0]: SK is E's only penalty card"),
        ("S", 3, THREE_PENALTIES, ["D2", "D2"], "statement.designation[1]: D2 is given twice"),
        ("S", 3, THREE_PENALTIES, ["X2"], "statement.designation[0]: 'X2' is not a card"),
        ("S", 3, THREE_PENALTIES, "SK", "statement.designation: must be a list of cards"),
        ("W", 0, [], ["SK"], "statement.designation: the designation of 51A is declarer's, and a defender claims"),
    ],
)
def test_a_designation_given_wrongly_is_an_error_naming_the_field(claimer, claimed, held, designation, error):
    """51A: declarer designates (TR "deklaran belirtir"), among "two or more penalty cards" of the
    defender whose turn it is (TR "iki veya daha fazla cezalı karta"): not a card that is no penalty
    card, nor a defender's only one, nor in a defender's claim."""
    got = answer(
        {
            "q": "claim",
            "deal": THREE_CARDS,
            "trump": "NT",
            "lead": "S",
            "claimer": claimer,
            "declarer": "S",
            "claimed": claimed,
            "statement": {"designation": designation},
            "penalty": held,
        }
    )
    assert got["error"].startswith(error)


def test_the_losing_lines_choice_names_51b_by_the_penalty_cards_on_the_table():
    """qa97: each of `losing_choices` names its paragraph (`law`) by the penalty cards the leader's
    partner still has on the table when it is made, as the `state` query cites it: with East's SQ
    and H3 (two cards, both major, 50B) in two suits, 51B2, TR "Bir defans oyuncusunun birden çok
    renkte cezalı kartı varken ve çıkış sırası ortağında iken, deklaran defans oyuncusunun ortağının
    bu renklerin bir veya daha fazlasını çıkmasını yasaklayabilir" (51B2(b)); WBF "When a defender
    has penalty cards in more than one suit and his partner is to lead, declarer may prohibit the
    defender's partner from leading one or more of such suits"; 51B2(c), TR "deklaran herhangi bir
    rengin çıkılmasını isteme veya yasaklama hakkını kullanmamayı tercih edebilir"; WBF "declarer
    may elect not to require or prohibit a lead"; 51B2(a), TR "deklaran defans oyuncusunun
    ortağından defans oyuncusunun cezalı kartlarının bulunduğu renklerden birini çıkmasını
    isteyebilir"; WBF "declarer may require the defender's partner to lead a specified suit in which
    the defender has a penalty card". At trick 13, the H3 played at trick 12, the SQ alone is left:
    50D2(b), TR "Bir çıkışı istememek veya yasaklamamak"; WBF "not to require or prohibit a lead".
    Before, the answer named no paragraph and the page said 50D2(a) or 50D2(b) whatever the cards."""
    two = [*SPADE_QUEEN, *penalty("E", "H3")]

    def stated(choice: dict) -> list:
        got = claim(PARTNER_ON_LEAD, lead="W", claimed=3, penalty=two, statement={"lead_choice": choice})
        return [(c["at"], c["act"], c.get("law")) for c in got["losing_choices"]]

    assert stated({"act": "forbid_lead", "suits": ["S"]}) == [(0, "forbid_lead", "51B2(b)")]
    assert stated({"act": "forbid_lead", "suits": ["S", "H"]}) == [(0, "forbid_lead", "51B2(b)")]
    assert stated({"act": "require_lead", "suit": "H"}) == [(0, "require_lead", "51B2(a)")]
    assert stated({"act": "no_restriction"}) == [
        (0, "no_restriction", "51B2(c)"),
        (7, "designate", None),
        (8, "no_restriction", "50D2(b)"),
    ]


def test_the_claims_paragraphs_of_a_choice_are_the_state_querys():
    """qa97: the claim search's copy of the options' paragraphs (the claims room imports only the
    bridge model) is rulings.penalty_card's, for one card, two in one suit, and cards in two and
    three suits (50D2; 51B1; 51B2)."""
    from rulings.claims.penalty import lead_choice_laws as claims
    from rulings.penalty_card import lead_choice_laws as state

    for cards in ([12], [12, 11], [12, 11, 10], [12, 25], [0, 12, 25, 38], [1, 14, 27]):
        major = sum(1 << card for card in cards)
        assert claims(major) == state(major)


# ------------------------------------------------- claimpen3: a defender's claim with his side's penalty cards
# Before branch claimpen3 the query refused these ("penalty[0].seat: E is on the claimer's side; the
# claim query rules on penalty cards of the claimer's opponents only"). The claimer's own penalty
# cards are held as the Laws hold any defender's, and where a choice or a designation is declarer's,
# the one worst for the claiming defender is taken: 70A, TR "talep ile ilgili her şüpheli durum talep
# edenin aleyhine çözümlenecektir"; WBF "any doubtful point as to a claim shall be resolved against
# the claimer". Each position was worked by hand, card by card, before the engine was asked.


def defenders_claim(deal: str, *, lead: str, claimer: str, claimed: int, cards: list[str], **extra) -> dict:
    """South declares at no trump; a defender claims, `cards` his statement's cards in order."""
    query = {
        "q": "claim",
        "deal": deal,
        "trump": "NT",
        "lead": lead,
        "claimer": claimer,
        "declarer": "S",
        "claimed": claimed,
        "statement": {"cards": cards},
    }
    query.update(extra)
    return answer(query)


# North H2 D2, East HA (a major penalty card) C2, South H3 D3, West S3 S2; North to lead.
HEART_ACE = "N:.2.2. .A..2 .3.3. 32..."


def test_a_defenders_stated_penalty_card_is_played_at_its_first_legal_opportunity():
    """A card the statement plays. East claims one trick, "my heart ace", the ace being his major
    penalty card. 50D1(a): TR "bir majör cezalı kart ister çıkışta, renge uyarken, defos yaparken
    veya çakarken olsun ilk yasal fırsatta oynanmak zorundadır"; WBF "a major penalty card must be
    played at the first legal opportunity, whether in leading, following suit, discarding or
    trumping". On North's D2 East, void in diamonds, must discard the ace (the statement's card,
    but at the Law's turn, not the statement's: naming it in the claim does not play it, nor put its
    play off); South's D3 wins and his H3 takes the last trick over East's C2: 0. Free of the penalty
    card East throws the C2 and wins the heart: 1 (the solver's figure)."""
    free = defenders_claim(HEART_ACE, lead="N", claimer="E", claimed=1, cards=["HA"])
    assert (free["worst_tricks"], free["awarded"]) == (1, 1)
    got = defenders_claim(HEART_ACE, lead="N", claimer="E", claimed=1, cards=["HA"], penalty=penalty("E", "HA"))
    assert got == {
        "dd_tricks": 1,
        "worst_tricks": 0,
        "losing_line": ["N:D2", "E:HA", "S:D3", "W:S2", "S:H3", "W:S3", "N:H2", "E:C2"],
        "decides": "70D1",
        "line_shows_decides": True,
        "awarded": 0,
        "laws": ["70D1", "70A", "50D"],
    }


def test_a_defenders_claim_51a_declarer_designates_against_the_claimer():
    """A designation. KEPT_KING, East (SK and D2, both penalty cards, so both major: 50B) claims one
    trick, "my spade king". On North's H2 East, void in hearts, must play one of them, and declarer
    designates which: 51A, TR "Sıra kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek
    iki veya daha fazla cezalı karta sahipse, o lövede hangisinin oynanacağını deklaran belirtir";
    WBF "If it is a defender's turn to play and that defender has two or more penalty cards that can
    legally be played, declarer designates which is to be played at that turn". The designation is
    declarer's, not the claimer's normal choice, and a defender's statement cannot state it: the
    king designated (70A), South's SQ then wins trick 2: 0. The D2 designated, the king wins the
    queen: 1, the figure with every card free."""
    two = [*penalty("E", "SK"), *penalty("E", "D2")]
    got = defenders_claim(KEPT_KING, lead="N", claimer="E", claimed=1, cards=["SK"], penalty=two)
    assert got == {
        "dd_tricks": 1,
        "worst_tricks": 0,
        "losing_line": ["N:H2", "E:SK", "S:HA", "W:H3", "S:SQ", "W:D3", "N:S2", "E:D2"],
        "decides": "70D1",
        "line_shows_decides": True,
        "awarded": 0,
        "laws": ["70D1", "70A", "50D"],
        "losing_choices": [{"at": 1, "seat": "E", "act": "designate", "card": "SK"}],
    }
    free = defenders_claim(KEPT_KING, lead="N", claimer="E", claimed=1, cards=["SK"])
    assert free["worst_tricks"] == 1


# West S3 D4, North DA DK, East SA (a major penalty card) HA, South C3 C2; West to lead.
SPADE_TO_THE_ACE = "W:3..4. ..AK. A.A.. ...32"


def test_a_defenders_claim_50d2_declarers_lead_choice_against_the_claimer():
    """A 50D2 lead choice. West claims two, "the spade to partner's ace", East's SA being a major
    penalty card. 50D2: TR "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans
    oyuncusuna geldiğinde, deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar
    çıkış yapamaz"; WBF "When a defender has the lead while his partner has a major penalty card, he
    may not lead until declarer has stated which of the options below is selected". Declarer's
    choice, not stated (a defender cannot state it), is read against the claimer (70A): (a) to
    prohibit spades "for as long as he retains the lead" (TR "çıkış kendisinde kaldığı müddetçe"),
    the ace picked up; West must lead the D4 into North's DA DK, and North takes both: 0, where the
    spade lead (required, or neither chosen) gives East the SA and the HA: 2."""
    major = penalty("E", "SA")
    got = defenders_claim(SPADE_TO_THE_ACE, lead="W", claimer="W", claimed=2, cards=["S3"], penalty=major)
    assert got == {
        "dd_tricks": 2,
        "worst_tricks": 0,
        "losing_line": ["W:D4", "N:DK", "E:HA", "S:C2", "N:DA", "E:SA", "S:C3", "W:S3"],
        "decides": "70D1",
        "line_shows_decides": True,
        "awarded": 0,
        "laws": ["70D1", "70A", "50D"],
        "losing_choices": [{"at": 0, "seat": "W", "act": "forbid_lead", "suits": ["S"], "law": "50D2(a)"}],
    }
    # 50D2(b) chosen before the claim (TR "Bir çıkışı istememek veya yasaklamamak"; WBF "not to require
    # or prohibit a lead"): not tried again; the S3 led, East must play his penalty ace on it: 2
    made = defenders_claim(
        SPADE_TO_THE_ACE, lead="W", claimer="W", claimed=2, cards=["S3"], penalty=major, lead_chosen=True
    )
    assert (made["worst_tricks"], made["lead_choice"]) == (2, ["made"])
    # the prohibition made before the claim (the ace picked up, so no penalty card): 0, the claimer's
    # own line (70D1), not his partner's choice
    forbidden = defenders_claim(
        SPADE_TO_THE_ACE, lead="W", claimer="W", claimed=2, cards=["S3"], lead_restriction={"seat": "W", "forbid": "S"}
    )
    assert (forbidden["worst_tricks"], forbidden["decides"], forbidden["laws"]) == (0, "70D1", ["70D1", "70A"])


# West S4 D3 C3, North S3 DA CA, East S5 S2 (S2 a minor penalty card) HA, South H3 H2 D2; West to lead.
MINOR_DEUCE = "W:4..3.3 3..A.A 52.A.. .32.2."


def test_a_defenders_claim_50c_his_partners_minor_penalty_card():
    """A minor penalty card. West claims all three, "the spade four", meaning East to overtake with
    the S5 and cash the HA and the S2. East's S2 is a minor penalty card: 50C, TR "Bir defans
    oyuncusunun bir minör cezalı kartı varken, cezalı kartı oynayıncaya kadar, aynı renkten onör
    derecesinin altında hiçbir kartı oynayamaz, ancak, bir onör kartı oynayabilir"; WBF "When a
    defender has a minor penalty card, he may not play any other card of the same suit below the
    rank of an honor until he has first played the penalty card, but he is entitled to play an honor
    card instead". East may not play the S5 before the S2 and has no spade honour: the S2 goes on
    the S4, West wins and must lead into North's aces: 1 trick. Free, East overtakes: 3."""
    free = defenders_claim(MINOR_DEUCE, lead="W", claimer="W", claimed=3, cards=["S4"])
    assert free["worst_tricks"] == 3
    got = defenders_claim(
        MINOR_DEUCE, lead="W", claimer="W", claimed=3, cards=["S4"], penalty=penalty("E", "S2", "minor")
    )
    assert (got["dd_tricks"], got["worst_tricks"], got["decides"], got["laws"]) == (
        3,
        1,
        "70D1",
        ["70D1", "70A", "50C"],
    )
    assert got["losing_line"][:4] == ["W:S4", "N:S3", "E:S2", "S:D2"]


@pytest.mark.parametrize(
    "statement, error",
    [
        (
            {"cards": ["S3"], "lead_choice": {"act": "require_lead", "suit": "S"}},
            "statement.lead_choice: the choice of 50D2 and 51B is declarer's, and a defender claims: the defender "
            'on lead "may not lead until declarer has stated which of the options below is selected" (50D2); not '
            "stated, every choice is tried against the claimer (70A)",
        ),
        (
            {"cards": ["S3"], "designation": ["SA"]},
            "statement.designation: the designation of 51A is declarer's, and a defender claims: \"declarer "
            'designates which is to be played at that turn" (51A); not stated, every one is tried against the '
            "claimer (70A)",
        ),
    ],
)
def test_a_defenders_statement_cannot_state_declarers_choice(statement, error):
    """50D2 (TR "deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar"; WBF "until
    declarer has stated which of the options below is selected") and 51A (TR "hangisinin
    oynanacağını deklaran belirtir"; WBF "declarer designates which is to be played at that turn"):
    the choice is declarer's, so a defender's claim cannot state it; the error says why, in the Laws'
    words, and what is done instead (70A)."""
    query = {
        "q": "claim",
        "deal": SPADE_TO_THE_ACE,
        "trump": "NT",
        "lead": "W",
        "claimer": "W",
        "declarer": "S",
        "claimed": 2,
        "statement": statement,
        "penalty": [*penalty("E", "SA"), *penalty("E", "HA")],
    }
    assert answer(query) == {"error": error}


def test_lead_chosen_for_declarers_side_on_lead_is_an_error():
    """50D2 is a choice for "a defender" on lead (TR "bir defans oyuncusuna"): with declarer's side on
    lead there is none, whoever claims."""
    got = defenders_claim(
        SPADE_TO_THE_ACE, lead="N", claimer="W", claimed=1, cards=[], penalty=penalty("E", "SA"), lead_chosen=True
    )
    assert got == {
        "error": "lead_chosen: N, on lead, is on declarer's side; declarer chooses for a defender on lead (50D2)"
    }


def test_a_defenders_claim_searched_as_every_line_reads_it():
    """The two searches of a defender's claim with penalty cards or a restriction on his side (the
    least line, rulings/claims/search.py with penalty.py's `PenaltySearch`; his partner's best normal
    card, partners_choice.py with `PenaltyPartnerBest`) against every line of the same model, tried
    without bounds or table: the same values on random small positions (declarer's choices and
    designations minimising, the partner maximising only his own choices)."""
    from rulings.claims.claim import Claim, ClaimError, Statement, start, validate
    from rulings.claims.normal_play import LOST
    from rulings.claims.partners_choice import partner_best
    from rulings.claims.penalty import PenaltyPartnerBest, PenaltyPlay, PenaltySearch, initial
    from rulings.claims.search import combine, least, tricks_of

    def every(play, hands, seat, trick, known, partner, root):
        if not trick:
            if not hands[seat]:
                return LOST
            if not root:
                known = play.next_trick(known, seat, hands)
            options = play.options(seat, hands, known)
            if options:
                return min(cards(play, hands, seat, trick, after, partner) for after in options)
        return cards(play, hands, seat, trick, known, partner)

    def cards(play, hands, seat, trick, known, partner):
        own = (
            seat == partner
            and (play.legal(seat, hands, trick, known) & play.majors(seat, hands, known)).bit_count() < 2
        )
        values = []
        for card in play.choices(seat, hands, trick, known):
            after = hands[:seat] + (hands[seat] & ~(1 << card),) + hands[seat + 1 :]
            played = [*trick, (seat, card)]
            now = (
                known | {(seat, played[0][1] // 13)}
                if card // 13 != played[0][1] // 13 and seat & 1 != play.side
                else known
            )
            if len(played) < 4:
                values.append(every(play, after, (seat + 1) % 4, played, now, partner, False))
            else:
                here, winner = play.finish(played, hands)
                values.append(combine(here, every(play, after, winner, [], now, partner, False)))
        return max(values) if own else min(values)

    rng = random.Random(24)
    checked = 0
    while checked < 60:
        n = rng.choice([2, 3])
        deck = rng.sample(range(52), 4 * n)
        north, east, south, west = (sum(1 << c for c in deck[k * n : (k + 1) * n]) for k in range(4))
        hands = (north, east, south, west)
        lead, claimer = rng.choice([1, 3, 0]), rng.choice([1, 3])
        held = tuple(
            (s, c, True)
            for s in (1, 3)
            for c in rng.sample([c for c in deck if hands[s] >> c & 1], rng.choice([0, 1, 2]))
        )
        restriction = (lead, None, (rng.randrange(4),)) if lead & 1 and rng.random() < 0.3 else None
        chosen = lead & 1 == 1 and restriction is None and rng.random() < 0.3
        position = Claim(hands, rng.choice([None, 0, 3]), lead, (), claimer, 0, n, Statement(), penalty=held,
                         lead_restriction=restriction, lead_chosen=chosen)  # fmt: skip
        try:
            validate(position)
        except ClaimError:
            continue
        if not held and restriction is None:
            continue
        play = PenaltyPlay(position)
        hands_at, seat, trick, known = start(position)
        known |= initial(position)
        value, _ = least(play, hands_at, seat, trick, known, n, searcher=PenaltySearch)
        assert tricks_of(value) == tricks_of(every(play, hands_at, seat, trick, known, -1, True)), position
        best = every(play, hands_at, seat, trick, known, claimer ^ 2, True)
        got = partner_best(play, hands_at, seat, trick, known, n, searcher=PenaltyPartnerBest)
        assert (got[0] if got else None) == (best if tricks_of(best) < n else None), position
        checked += 1
