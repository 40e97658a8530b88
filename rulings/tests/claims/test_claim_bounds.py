"""The bounds that let the claim search (rulings/claims/search.py) skip a position, checked against
trying every line on seeded positions (Laws 70A, 70C, 70D1, 70E1).

70A: "any doubtful point as to a claim shall be resolved against the claimer" (TR: "talep ile
ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir"), 70D1: no line is accepted "if
there is an alternative normal line of play that would be less successful": the ruling is the
least over every normal line, so a bound above that least would hide a losing line. Among lines
as bad, the paragraph a more specific one rules on (70C before 70E1 before 70D1) is shown, so a
bound on the paragraph code must hold too. The bounds here: the cards of a suit (trumps, or any
suit when the opponents cannot ruff) a hand of the claiming side keeps a trick with however the
opponents' higher cards of it fall (`unbeaten`), the tricks of a suit
the opponents can lead counted apart from those only the side can (`hand_shape`), and the code
of a line on which the side wins no more trick (`_Bounded.floor`: it leads no trick after this
one, so no finesse of its can lose after it, 70E1).
"""

from __future__ import annotations

import pytest

from rulings.claims.bounds import LegalLeast, lower_bound, unbeaten
from rulings.claims.claim import Claim, Statement, rule, start
from rulings.claims.key import RelativeKeys
from rulings.claims.normal_play import LOST, LOST_FINESSE, NormalPlay
from rulings.claims.query import parse_deal
from rulings.claims.search import _Bounded, tricks_of
from rulings.tests.claims.claim_positions import legal_least, normal_least, seeded_claims
from rulings.tests.claims.stored_references import legal_reference, normal_reference

SPADES = 3


def _spades(*ranks: str) -> int:
    return sum(1 << (13 * SPADES + "23456789TJQKA".index(rank)) for rank in ranks)


def test_trumps_the_opponents_cannot_each_beat_are_the_sides():
    """A trick holding a trump is won by the highest trump (Law 44E), and each of the opponents'
    trumps falls on one trick: J-8-5 against K-Q leaves one trump of the three unbeaten."""
    assert unbeaten(_spades("J", "8", "5"), _spades("K", "Q")) == 1
    assert unbeaten(_spades("Q", "5"), _spades("K", "J")) == 0  # the king over the queen, the jack over the five
    assert unbeaten(_spades("Q", "5"), _spades("K", "3")) == 1  # the three beats neither
    assert unbeaten(_spades("A"), _spades("K", "Q", "J")) == 1
    assert unbeaten(0, _spades("K")) == 0


def test_a_hand_with_more_trumps_than_the_opponents_wins_a_trick_on_every_line():
    """Spades trumps, North J-8-5 of them, East and West a higher spade each: whatever anyone plays,
    North's third trump wins a trick; the bound counted only trumps above all of theirs (none)."""
    hands = parse_deal("N:J85... K.AK.. ...432 Q..AK.")
    assert legal_least(hands, 1, 0, SPADES) == 1
    assert lower_bound(hands, 0, SPADES, on_lead=False) == 1


def test_cards_under_one_higher_card_of_the_opponents_keep_a_trick():
    """No trumps, hearts only: North's Q-J under East's ace. Each heart North plays on a trick
    the opponents win has a higher heart of theirs on it (Law 44F), and they have one: the jack
    or the queen wins a trick on every line. The bound counted only cards above all of theirs."""
    hands = parse_deal("N:.QJ.. .A2.. .43.. .65..")
    assert legal_least(hands, 1, 0, None) == 1
    assert lower_bound(hands, 0, None, on_lead=False) == 1


@pytest.mark.parametrize("claim", seeded_claims(seed=2026, count=260, sizes=(1, 2, 3, 4)), ids=lambda c: "")
def test_the_counting_bounds_hold_on_every_legal_line(claim):
    """`lower_bound` holds for every line on which the four hands play legal cards (so whatever
    the model of normal play leaves out): never above the fewest tricks over all of them. The
    legal least of the search (LegalLeast) is exact below its limit (its cut: a trick the side
    surely wins, when it is asked for a line giving the side none)."""
    hands, seat, trick, _ = start(claim)
    if trick:
        return  # counted at the start of a trick
    side = claim.claimer & 1
    truth = legal_reference(claim)  # legal_least, stored (stored_references.py)
    assert truth is not None
    assert lower_bound(hands, side, claim.trump, seat & 1 == side) <= truth
    for limit in range(hands[0].bit_count() + 2):
        got = LegalLeast(side, claim.trump).below(hands, seat, limit)
        assert got == truth if truth < limit else got >= limit


def _floor(claim: Claim) -> tuple[int, int] | None:
    """The search's floor of the claim's starting position and the least value of every normal
    line from it (`normal_least`, trying every line), or None with a trick in progress."""
    hands, seat, trick, known = start(claim)
    if trick:
        return None
    play = NormalPlay(claim)
    search = _Bounded(play, keys=RelativeKeys(play.stated, claim.statement.finesses, play.side))
    reference, _ = normal_reference(claim)  # normal_least, stored for the seeded claims (stored_references.py)
    return search.floor(hands, seat, search.least_code(hands)), reference


@pytest.mark.parametrize("claim", seeded_claims(seed=2027, count=300, sizes=(2, 3, 4, 5)), ids=lambda c: "")
def test_the_floor_is_never_above_the_least_value(claim):
    """The floor (sure tricks and the least paragraph code) never exceeds the least value over
    the normal lines: tricks first, then 70C before 70E1 before the rest."""
    got = _floor(claim)
    if got is not None:
        assert got[0] <= got[1]


def test_no_finesse_is_lost_on_a_line_the_opponents_keep_the_lead_on():
    """West leads, no trumps; North holds the ace and queen of hearts over East's king. On a line
    on which North-South win no more trick they never lead again, so North's queen is never
    played third to a heart South leads: no such line loses an unstated finesse (70E1), and the
    floor is that of 70D1's code."""
    claim = Claim(
        hands=parse_deal("N:.AQ..2 .K.2.3 8.2.7. K.76.."),
        trump=None,
        lead=3,
        trick=(),
        claimer=2,
        declarer=2,
        claimed=3,
        statement=Statement(),
    )
    hands, seat, _, _ = start(claim)
    play = NormalPlay(claim)
    search = _Bounded(play, keys=RelativeKeys(play.stated, claim.statement.finesses, play.side))
    assert search.least_code(hands) == LOST_FINESSE  # a finesse position is there
    assert _floor(claim) == (LOST, LOST)  # no trick and 70D1's code on the worst line


def test_a_claim_the_search_used_to_refuse_within_a_budget_is_answered_as_every_line_answers():
    """What a user notices: a six-card claim (clubs trumps, the trump mentioned) that the table
    page (a budget of positions) refused with "too many unstated choices" is answered, with the
    figure, paragraph and losing line of trying every line (70A)."""
    claim = seeded_claims(seed=5, count=30, sizes=(5, 6))[15]
    reference, line = normal_least(NormalPlay(claim), *start(claim))
    ruling = rule(claim, budget=1_000)
    assert ruling.awarded == tricks_of(reference) < claim.claimed
    assert ruling.losing_line == line
