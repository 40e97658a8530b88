"""A defender's claim that fails: whose normal choice loses the trick decides the paragraph (Law
70D2 for his partner's, 70C, 70D1 or 70E1 for his own; rulings/claims/partners_choice.py).

70D2, TR "Hakem, bir defans oyuncusunun talebinin herhangi bir parçası, ortağının normal
seçeneklerden özellikle birini seçmesine dayalı olması durumda, talebi kabul etmez"; EN (WBF) "The
Director does not accept any part of a defender's claim that depends on his partner selecting a
particular play from among alternative normal plays". 70D1, TR "Hakem eğer ortada normal fakat
daha az başarılı bir oyun tarzı varsa, talep edenin orijinal açıklama beyanında belirtmediği hiçbir
başarılı oyun tarzını kabul etmeyecektir"; EN "The Director shall not accept from claimer any
successful line of play not embraced in the original clarification statement if there is an
alternative normal line of play that would be less successful". 70E1, TR "... talep eden
tarafından belirtilmemiş, hiçbir oyun tarzını kabul etmeyecektir"; EN "shall not accept from
claimer any unstated line of play the success of which depends upon finding one opponent rather
than the other with a particular card". 70C, TR "Rakiplerden birinin elinde bir koz kaldığında";
EN "When a trump remains in one of the opponents' hands". 70C, 70D1 and 70E1 speak of the claimer,
70D2 of the defender's partner: none of them of declarer.

Each position below was ruled 70D2 (or 70C alone) whatever the line before the change; the
expected paragraphs are read from the position, not taken from the engine. The bounded search
that tells the two apart is checked against trying every line.
"""

from __future__ import annotations

import dataclasses
import functools

import pytest

from rulings.claims.claim import Claim, dd_tricks, rule, start
from rulings.claims.normal_play import LOST, NormalPlay, _winner
from rulings.claims.partners_choice import partner_best
from rulings.claims.query import claim_answer, parse_claim
from rulings.claims.search import NODE_BUDGET, SearchBudgetExceeded, combine, least, tricks_of
from rulings.tests.claims.claim_positions import seeded_claims
from rulings.tests.helpers import claim


# ------------------------------------------------------------ from the text
def test_70d1_a_defenders_own_careless_lead_loses_both_tricks():
    """70D1 (quoted above) for a defender: North, defending against East's spade contract, claims
    the last two tricks with the HJ and H6 while East still holds the H9 and the club ace (the
    position of the EBU forum's "disputed claim" in rulings/tests/claims/test_claim.py, with North
    now a defender). Leading the six first, a normal careless line, lets the nine win and East's
    ace take the last trick. South, his partner, holds two small diamonds: no choice of his
    changes a trick, so the line is the claimer's own, 70D1's, not 70D2's."""
    got = claim("N:.J6.. .9..A ..54. ..32.", trump="S", lead="N", claimer="N", declarer="E", claimed=2)
    assert got["dd_tricks"] == 2 and got["awarded"] == 0
    assert got["decides"] == "70D1" and got["laws"] == ["70D1", "70A"]
    assert got["losing_line"][:2] == ["N:H6", "E:H9"]


def test_70e1_a_defenders_own_unstated_finesse():
    """70E1 (quoted above) for a defender: West, defending against North, claims both tricks with
    SA Q; his partner East leads a spade from S32, South plays low, and West may finesse the queen
    (a finesse is normal, footnote 21) into North's singleton king, after which North's heart wins
    the last trick (no one else holds a heart). The ace would have dropped the king. East's two
    spades are alike: the finesse is West's own choice, 70E1's, not his partner's (70D2)."""
    got = claim("N:K.3.. 32... 4.2.. AQ...", lead="E", claimer="W", declarer="N", claimed=2)
    assert got["dd_tricks"] == 2 and got["awarded"] == 0
    assert got["decides"] == "70E1" and got["laws"] == ["70E1", "70A"]
    assert got["losing_line"][:4] == ["E:S2", "S:S4", "W:SQ", "N:SK"]


def test_70d2_only_the_partners_lead_gives_declarers_trump_a_trick():
    """70D2 (quoted above): East claims both tricks for the defence, clubs trumps, North (declarer)
    holding the C2 and the DT. West, East's partner, is on lead with the HT and the C8: the C8
    draws North's trump and the HT wins the last trick; the HT first, as normal a lead, lets North
    ruff and then his diamond is ruffed by West's C8 (1 of 2). Which of his H4 and D4 East plays
    changes no trick. The claim fails only if the partner selects that lead: 70D2 decides. 70C is cited
    beside it (70C3 TR "O koza herhangi bir normal oyun ile bir löve kaybedilebilirse", EN "a
    trick could be lost to that trump by any normal play": East did not mention the C2). The
    paragraph was 70C alone before, as if the claimer's own line lost the trick."""
    got = claim("N:..T.2 .4.4. 42... .T..8", trump="C", lead="W", claimer="E", declarer="N", claimed=2)
    assert got["dd_tricks"] == 2 and got["awarded"] == 1
    assert got["decides"] == "70D2" and got["laws"] == ["70D2", "70C", "70A"]
    assert got["losing_line"][:2] == ["W:HT", "N:C2"]


def test_70c_a_defenders_forgotten_trump_and_his_partners_lead():
    """70C (quoted above) for a defender, with 70D2 beside it: the position of EBU TDs forum 1475
    (rulings/tests/claims/test_claim_published.py), diamonds trumps, East declarer. North, not on
    lead, claims all four with DKJ5 and the SQ, his statement taken as saying nothing of the
    trumps left to East (D8) and dummy (D7). Whatever South leads, North's own careless play loses
    a trick to one of them: with South's clubs led, for one, North ruffs the second and leads the
    D5, which East's eight wins. That is 70C, North's own line. South's S10 lead, rather than a
    club, loses one more: that part of the claim depends on the partner's choice, 70D2. Two of
    four; the paragraph that decides is 70C, and 70D2 is cited for the second trick (before: 70C
    alone)."""
    got = claim("N:Q..KJ5. .Q.8.63 T...QJT .7.7.54", trump="D", lead="S", claimer="N", declarer="E", claimed=4)
    assert got["dd_tricks"] == 4 and got["awarded"] == 2
    assert got["decides"] == "70C" and got["laws"] == ["70C", "70D2", "70A"]
    assert got["losing_line"][0] == "S:ST"


def test_70c_beside_70d2_when_the_partners_ruff_loses_a_trick_to_declarers_trump():
    """70C, TR "Rakiplerden birinin elinde bir koz kaldığında, hakem aşağıdaki durumlarda bir veya
    daha fazla löveyi rakiplere verir: 1. Talep eden koz hakkında bir beyanda bulunmamışsa ve 2.
    Talep anında talep eden oyuncunun bir rakibinin elinde bir koz kaldığından haberi olmaması olası
    ise ve 3. O koza herhangi bir normal oyun ile bir löve kaybedilebilirse"; WBF "When a trump
    remains in one of the opponents' hands, the Director shall award a trick or tricks to the
    opponents if: 1. claimer made no statement about that trump, and 2. it is at all likely that
    claimer at the time of his claim was unaware that a trump remained in an opponent's hand, and
    3. a trick could be lost to that trump by any normal play". 70D2 (quoted above).

    Spades trumps, East declarer and on lead with the S8, HJ and DK; North, a defender, claims all
    three with the H5, D5 and C8, saying nothing of East's trump. His partner South holds the SQ 6
    and the D3; West (dummy) the H7, D9 and C3. The DK wins the first trick whatever anyone plays:
    North's own line loses it (70D1, the paragraph that decides). On the HJ South may ruff with
    the S6 and draw the S8 with the queen (2 tricks), or, as normal a ruff, with the queen, and then
    his S6 loses to East's S8 (1 trick): that trick is lost only on the partner's choice (70D2) and
    to a trump North made no statement about, by a normal play (70C3: "any normal play", the
    partner's too). 70C was cited beside 70D2 when the partner's best card lost no trick, not
    when it still lost one of the claimer's own, as here (a seeded random search over small
    defenders' claims found the position)."""
    got = claim("N:.5.5.8 8.J.K. Q6..3. .7.9.3", trump="S", lead="E", claimer="N", declarer="E", claimed=3)
    assert got["dd_tricks"] == 2 and got["worst_tricks"] == 1 and got["awarded"] == 1
    assert got["decides"] == "70D1" and got["laws"] == ["70D1", "70D2", "70C", "70A"]
    assert got["losing_line"][4:] == ["E:HJ", "S:SQ", "W:H7", "N:H5", "S:S6", "W:C3", "N:C8", "E:S8"]
    # Told that North knew of the trump (70C2 not met), 70C is not cited; the tricks are the same.
    aware = claim(
        "N:.5.5.8 8.J.K. Q6..3. .7.9.3",
        trump="S",
        lead="E",
        claimer="N",
        declarer="E",
        claimed=3,
        statement={"aware": True},
    )
    assert aware["awarded"] == 1 and aware["laws"] == ["70D1", "70D2", "70A"]


# ------------------------------------------------- the search against every line
def _every_line(play: NormalPlay, hands: tuple, seat: int, trick: list, known: frozenset) -> int:
    """The value when the claimer's partner plays, of his normal cards, the one giving the side
    the most and every other player minimises, by trying every line (the reference of
    `partner_best`, written apart from it as `normal_least` is from `least`)."""
    partner = play.claim.claimer ^ 2

    @functools.cache
    def search(hands: tuple, seat: int, trick: tuple, known: frozenset) -> int:
        if not trick and hands[seat] == 0:
            return LOST
        values = []
        for card in play.choices(seat, hands, list(trick), known):
            after = hands[:seat] + (hands[seat] & ~(1 << card),) + hands[seat + 1 :]
            played = trick + ((seat, card),)
            led = played[0][1] // 13
            shown = known | {(seat, led)} if card // 13 != led and seat & 1 != play.side else known
            if len(played) == 4:
                rest = search(after, _winner(list(played), play.claim.trump)[0], (), shown)
                values.append(combine(play.trick_value(list(played), hands), rest))
            else:
                values.append(search(after, (seat + 1) % 4, played, shown))
        return max(values) if seat == partner else min(values)

    return search(hands, seat, tuple(trick), known)


def _line_value(play: NormalPlay, hands: tuple, seat: int, trick: list, known: frozenset, line) -> int:
    """The value of a line played out card by card, each card one the model allows."""
    trick = list(trick)
    value = LOST  # the end of the line; each trick is combined with it
    for who, card in line:
        assert who == seat and card in play.choices(seat, hands, trick, known)
        led = trick[0][1] // 13 if trick else card // 13
        if card // 13 != led and seat & 1 != play.side:
            known = known | {(seat, led)}
        played = trick + [(seat, card)]
        before, hands = hands, hands[:seat] + (hands[seat] & ~(1 << card),) + hands[seat + 1 :]
        if len(played) == 4:
            here = play.trick_value(played, before)
            value = combine(here, value)
            seat, trick = _winner(played, play.claim.trump)[0], []
        else:
            seat, trick = (seat + 1) % 4, played
    assert not trick and hands[seat] == 0
    return value


def _defenders_claims() -> list[Claim]:
    claims = seeded_claims(70, 60, (2, 3, 4))
    return [dataclasses.replace(c, declarer=c.claimer ^ 1) for c in claims]


@pytest.mark.parametrize("relative_ranks", [True, False])
def test_partner_best_agrees_with_trying_every_line(relative_ranks):
    """`partner_best` gives the value `_every_line` gives when it takes fewer tricks than claimed,
    with a line worth that value, and nothing otherwise (the claim then fails only on the
    partner's choices); told the tricks it lies between (the least line's and the double-dummy
    tricks, as the ruling tells it), the same."""
    outcomes = set()
    for c in _defenders_claims():
        play = NormalPlay(c)
        position = start(c)
        reference = _every_line(play, *position)
        got = partner_best(play, *position, c.claimed, relative_ranks=relative_ranks)
        worst = tricks_of(least(play, *position, c.claimed, relative_ranks=relative_ranks)[0])
        between = partner_best(
            play, *position, c.claimed, relative_ranks=relative_ranks, at_least=worst, at_most=dd_tricks(c)
        )
        assert between == got, c
        if tricks_of(reference) < c.claimed:
            assert got is not None and got[0] == reference, c
            assert _line_value(play, *position, got[1]) == reference, c
            outcomes.add("own")
        else:
            assert got is None, c
            outcomes.add("partner's")
    assert outcomes == {"own", "partner's"}  # the seeded claims reach both answers


def test_both_paragraphs_are_cited_when_the_second_search_passes_the_budget():
    """When the search with the partner's best card would pass the budget (the first search did
    not), the engine cannot tell whose choice loses the trick: it cites the least line's paragraph
    (here 70C: South forgot declarer's trumps) and 70D2 beside it, rather than answering with an
    error on a claim whose tricks it knows. A 6-card defender's claim drawn as bench/claim_speed.py
    draws them (`query(random.Random(1), 6, stated=False)`, West declarer); with the whole budget
    the partner's best card still loses the trick to a trump (70C alone). (Until session 49 a
    7-card claim of the bench; with rule 6 read for a suit followed its second search fits.)"""
    deal = "N:Q5.5.32.4 .Q64..K76 J4.K9.76. 8.A3.QT.Q"
    query: dict = {"q": "claim", "deal": deal, "trump": "D", "lead": "S", "claimer": "S", "declarer": "W"}
    query["claimed"] = 6
    whole = claim_answer(query)
    assert whole["decides"] == "70C" and whole["laws"] == ["70C", "70A"]
    c = parse_claim(query)
    low, high = 1, NODE_BUDGET  # the fewest positions the first search answers in
    while low < high:
        middle = (low + high) // 2
        try:
            least(NormalPlay(c), *start(c), c.claimed, budget=middle)
            high = middle
        except SearchBudgetExceeded:
            low = middle + 1
    cut = claim_answer(query, budget=low)
    assert cut["awarded"] == whole["awarded"] and cut["losing_line"] == whole["losing_line"]
    assert cut["decides"] == "70C" and cut["laws"] == ["70C", "70D2", "70A"]
    assert cut["line_shows_decides"] is True  # read on the line shown, the least line, as for declarer


@pytest.mark.parametrize("cards", [["H2", "HA", "HK"], ["HA", "HK"]])
def test_70d2_a_defenders_statement_does_not_choose_his_partners_lead(cards):
    """70D2 (quoted above): "any part of a defender's claim that depends on his partner selecting a
    particular play from among alternative normal plays" (TR "ortağının normal seçeneklerden
    özellikle birini seçmesine dayalı"). East, defending against South's no-trump contract, claims
    two of the last three tricks with the HA K; West, his partner, is on lead with the S3, H2 and
    C2. Only the heart lead reaches East: the C2 or the S3, as normal leads, let North win and cash
    his spades while East's hearts go away. Naming the H2 in the statement (review41's query) does
    not make West's other leads abnormal: declarer plays dummy's cards, a defender's partner plays
    his own. Before, the stated H2 bound West and the claim stood (2 tricks, 70A alone); the second
    statement, without West's card, was already ruled so and is the answer the first must equal."""
    got = claim(
        "N:AK...A .AK..3 54...K 3.2..2",
        trump="NT",
        lead="W",
        claimer="E",
        declarer="S",
        claimed=2,
        statement={"cards": cards},
    )
    assert got["dd_tricks"] == 2 and got["awarded"] == 0
    assert got["decides"] == "70D2" and got["laws"] == ["70D2", "70A"]
    assert got["losing_line"][0] in ("W:C2", "W:S3")


def test_70e1_a_finesse_card_of_the_partners_leaves_the_defenders_own_finesse_unstated():
    """70E1 (quoted above): the Director "shall not accept from claimer any unstated line of play
    the success of which depends upon finding one opponent rather than the other with a particular
    card". East, defending against South's no-trump contract, claims one of the last two tricks,
    naming West's (his partner's) H5 as the card he would finesse with. West leads a heart, North
    plays the jack; East's ace drops South's singleton king (2 tricks), but the queen, a finesse
    (one card, the king, between it and the ace: normal, footnote 21), loses to it, and South's
    spade then takes the last trick while East throws the ace (0). Which of his hearts West leads
    changes nothing: the line is East's own. A defender's statement does not bind his partner's
    cards (70D2, quoted above; Claim.not_binding): West's H5 states no finesse of East's, so his
    queen is an unstated finesse, 70E1, as with nothing named; naming his own queen makes it his
    stated line, ruled under 70D1. Before, West's card made hearts a stated finesse's suit and the
    claim was ruled 70D1."""
    ruled = functools.partial(claim, "N:.J..5 .AQ.. 8.K.. .52..", lead="W", claimer="E", declarer="S", claimed=1)
    got = ruled(statement={"finesse": ["H5"]})
    assert got["dd_tricks"] == 2 and got["awarded"] == 0
    assert got["decides"] == "70E1" and got["laws"] == ["70E1", "70A"]
    assert got["losing_line"][:4] == ["W:H2", "N:HJ", "E:HQ", "S:HK"]
    assert ruled() == got  # nothing named
    own = ruled(statement={"finesse": ["HQ"]})
    assert own["decides"] == "70D1" and own["losing_line"] == got["losing_line"]


# ------------------------------------------- whether the line shown loses the trick that decides
# 70C, TR "Rakiplerden birinin elinde bir koz kaldığında, hakem aşağıdaki durumlarda bir veya daha
# fazla löveyi rakiplere verir: ... 3. O koza herhangi bir normal oyun ile bir löve
# kaybedilebilirse"; WBF "When a trump remains in one of the opponents' hands, the Director shall
# award a trick or tricks to the opponents if: ... 3. a trick could be lost to that trump by any
# normal play". 70E1, TR "Hakem, bir rakip, talep ileri sürülmeden önce o kartın rengine uymamış
# veya daha sonra herhangi bir normal oyun tarzı ile o renge uyamayacak olmadıkça, başarısı özel
# bir kartı bir rakip yerine diğerinde bulmaya dayanan, talep eden tarafından belirtilmemiş, hiçbir
# oyun tarzını kabul etmeyecektir"; WBF "The Director shall not accept from claimer any unstated
# line of play the success of which depends upon finding one opponent rather than the other with a
# particular card, unless an opponent failed to follow to the suit of that card before the claim
# was made, or would subsequently fail to follow to that suit on any normal line of play". A
# defender's claim decided on his partner's best normal play (70C or 70E1, with 70D2 beside) shows
# the least line, which may or may not lose the trick the paragraph names: `line_shows_decides`.
TRUMP_ON_THE_LINE_SHOWN: dict = {"q": "claim", "deal": "N:Q..KJ5. .Q.8.63 T...QJT .7.7.54", "trump": "D", "lead": "S"}
TRUMP_ON_THE_LINE_SHOWN.update(claimer="N", declarer="E", claimed=4)


def test_the_line_shown_loses_the_trick_to_the_trump_that_decides():
    """The EBU forum's position (1475, above: North claims all four, saying nothing of East's D8 and
    West's D7). On South's club leads North's own careless line still loses a trick to a trump:
    70C decides. The line shown is South's S10 lead: North overtakes with the queen and East ruffs
    it with the D8; North ruffs the club return with the jack and leads the D5 to West's D7. Two
    tricks go to the trumps North did not mention on the line shown itself."""
    got = claim_answer(TRUMP_ON_THE_LINE_SHOWN)
    assert got["decides"] == "70C" and got["laws"] == ["70C", "70D2", "70A"] and got["awarded"] == 2
    assert got["losing_line"][:4] == ["S:ST", "W:C4", "N:SQ", "E:D8"]
    assert got["losing_line"][8:12] == ["N:D5", "E:C6", "S:CJ", "W:D7"]
    assert got["line_shows_decides"] is True


def test_the_line_shown_loses_the_finesse_that_decides():
    """No trumps, East declarer. South, a defender, claims the last three with the HA Q and the S5;
    North, on lead, holds the H4 2 and the C8, West the singleton HK, the SJ and the D6, East the
    S8 and H7 5. Double dummy North cashes the C8 and leads a heart to the ace, which drops the
    king: three tricks. On that best play of North's, South may still finesse the queen (normal,
    footnote 21) into West's king, and West's SJ and D6 then take the rest: one trick, South's own
    unstated finesse, 70E1. Leading a heart first, as normal, North gives up the C8 as well (none):
    70D2 beside. The line shown is that one, and on it the queen finesse loses to the king."""
    got = claim("N:.42..8 8.75.. 5.AQ.. J.K.6.", lead="N", claimer="S", declarer="E", claimed=3)
    assert got["dd_tricks"] == 3 and got["awarded"] == 0
    assert got["decides"] == "70E1" and got["laws"] == ["70E1", "70D2", "70A"]
    assert got["losing_line"][:4] == ["N:H2", "E:H5", "S:HQ", "W:HK"]
    assert got["line_shows_decides"] is True


# claimfix's positions (situations/tests/table/test_table_claim.py). East claims all three against
# North's diamond contract: on West's best normal play South's D6 ruffs a trick; on the line shown
# it is led into West's D9 and wins none. North claims two of three against West in no trumps: on
# South's best lead, the S2, North's queen finesse loses to East's king; on the line shown West
# leads the ST and the queen, second hand, is no finesse.
TRUMP_OFF_THE_LINE_SHOWN: dict = {"q": "claim", "deal": "N:T2.A.. .7.8.A 6..6.2 3..9.T", "trump": "D", "lead": "S"}
TRUMP_OFF_THE_LINE_SHOWN.update(claimer="E", declarer="N", claimed=3, statement={"cards": ["S3", "CT", "H7"]})
FINESSE_OFF_THE_LINE_SHOWN: dict = {"q": "claim", "deal": "N:AQ...2 KJ..K. 2...43 T...AT", "trump": "NT", "lead": "S"}
FINESSE_OFF_THE_LINE_SHOWN.update(claimer="N", declarer="W", claimed=2)


@pytest.mark.parametrize("query, decides", [(TRUMP_OFF_THE_LINE_SHOWN, "70C"), (FINESSE_OFF_THE_LINE_SHOWN, "70E1")])
def test_the_line_shown_need_not_lose_the_trick_that_decides(query, decides):
    """`decides` is read on the partner's best normal play; the line shown, the least over his
    choices too, loses no trick to the trump (70C) or no finesse (70E1): the answer says so."""
    got = claim_answer(query)
    assert got["decides"] == decides and got["laws"] == [decides, "70D2", "70A"]
    assert got["line_shows_decides"] is False


def _lost_to_an_opponents_trump(c: Claim, line) -> bool:
    """Whether a trick of `line` ((seat, card) from the claim on) is won by a trump of the
    claimer's opponents (Law 44E: a trick holding a trump is won by the highest trump)."""
    _, _, trick, _ = start(c)
    for seat, card in line:
        trick = [*trick, (seat, card)]
        if len(trick) == 4:
            led = trick[0][1] // 13
            trumps = [(s, t) for s, t in trick if c.trump is not None and t // 13 == c.trump]
            winner = max(trumps or [(s, t) for s, t in trick if t // 13 == led], key=lambda played: played[1])[0]
            if trumps and winner & 1 != c.claimer & 1:
                return True
            trick = []
    return False


def test_line_shows_decides_is_what_the_line_shown_loses():
    """On seeded claims of 2-4 cards: a declarer's `decides` is read on the line shown, so the
    field is always true; 70D1's and 70D2's need only a normal line that takes fewer tricks, true
    too; when 70C decides, the field is whether a trick of the line shown goes to an opponent's
    trump (counted here apart from the model of play). Null when nothing decides. The forum 1475
    and claimfix positions above are added, for a true and a false answer beside 70D2, and
    test_claim.py's unstated finesse of declarer's (AQ in dummy, the king behind them)."""
    finesse: dict = {"q": "claim", "deal": "N:AQ... K2... 54... J3...", "trump": "NT", "lead": "S"}
    finesse.update(claimer="S", declarer="S", claimed=2)
    claims = [parse_claim(query) for query in (TRUMP_ON_THE_LINE_SHOWN, TRUMP_OFF_THE_LINE_SHOWN, finesse)]
    seen = set()
    for c in [*claims, *seeded_claims(70, 150, (2, 3, 4))]:
        ruling = rule(c)
        if ruling.decides is None:
            assert ruling.line_shows_decides is None, c
            continue
        if ruling.decides == "70C":
            assert ruling.line_shows_decides == _lost_to_an_opponents_trump(c, ruling.losing_line), c
        elif ruling.decides != "70E1":
            assert ruling.line_shows_decides is True, c
        if not c.by_defender:
            assert ruling.line_shows_decides is True, c
        seen.add((c.by_defender, ruling.decides, "70D2" in ruling.laws, ruling.line_shows_decides))
    # the sample reaches a declarer's 70C and 70E1, and a defender's 70C with and without 70D2 beside
    assert {(False, "70C", False, True), (False, "70E1", False, True), (True, "70C", False, True)} <= seen
    assert {(True, "70C", True, True), (True, "70C", True, False)} <= seen
