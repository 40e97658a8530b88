"""The claim search tries once the claiming side's stated cards that play alike
(rulings/claims/stated_runs.py), and its ruling stays that of trying every line (Laws 68C, 70A,
70B, 70D1).

68C: the statement is "the line of play ... through which the claimer proposes to win the tricks
claimed" (TR: "talep edenin, talep ettiği löveleri kazanmayı önerdiği oyun tarzını"); 70B
(TR: "talep edenin orijinal açıklama beyanını tekrarlamasını") has it repeated and followed, so
the model plays it in its order; 70A: "any doubtful point as to a claim shall be resolved against
the claimer" (TR: "talep ile ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir"), so
the ruling is the least over every normal line, with its paragraph and its line. A 13-card claim
stated in full (the bench's) has every card of the side stated: two stated cards that the
statement and the cards still out cannot tell apart were searched twice; a merge that read the
statement wrongly would rule from the wrong line.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from rulings.cards import cards_in
from rulings.claims.claim import Claim, Statement, start
from rulings.claims.normal_play import NormalPlay
from rulings.claims.search import code_of, least, tricks_of
from rulings.claims.stated_runs import StatedRuns
from rulings.tests.claims.claim_positions import restated_with
from rulings.tests.claims.every_line import ruled_as_every_line
from rulings.tests.claims.stored_references import normal_reference

SPADES = 3


def _spade(rank: str) -> int:
    return 13 * SPADES + "23456789TJQKA".index(rank)


def stated_in_full(seed: int, count: int, sizes: tuple[int, ...]) -> list[Claim]:
    """Seeded claims whose statement is every card the claiming side holds: half in the bench's
    order (the claimer's hand from the top, then his partner's, with `top_down`), half in a random
    order mixing both hands, so that a stated card's neighbours are now its own hand's, now its
    partner's."""

    def restate(claim: Claim, rng: random.Random, index: int) -> Claim:
        side = claim.claimer & 1
        mine, partners = claim.hands[claim.claimer], claim.hands[claim.claimer ^ 2]
        held = [card for card in cards_in(mine | partners) if card not in claim.trick]
        if index % 2 == 0:
            order = [c for c in sorted(held, reverse=True) if mine >> c & 1]
            order += [c for c in sorted(held, reverse=True) if partners >> c & 1]
        else:
            order = rng.sample(held, len(held))
        restated = dataclasses.replace(
            claim, statement=Statement(cards=tuple(order), trumps=claim.statement.trumps), top_down=index % 2 == 0
        )
        assert restated.claimer & 1 == side
        return restated

    return restated_with(seed, count, sizes, restate)


# Seed 101's set holds two claims (their statements in a random order) whose ruling changes when
# two touching stated cards not next to each other in the statement are merged: the order is read.
@pytest.mark.parametrize(
    "claim",
    stated_in_full(seed=45, count=160, sizes=(3, 4, 5)) + stated_in_full(seed=101, count=150, sizes=(4, 5)),
    ids=lambda c: "",
)
def test_a_claim_stated_in_full_is_ruled_as_trying_every_line_rules_it(claim):
    """The figure, the paragraph's code (70C, 70E1, 70D1) and the losing line a user is shown are
    those of trying every line (`normal_least`, which tries every stated card; its answers on
    these claims stored, rulings/tests/claims/stored_references.py: read while the code it runs is
    the code they were written by, every tenth run again at each run, all by `make
    check-claim-references`)."""
    value, line = least(NormalPlay(claim), *start(claim), claim.claimed)
    reference, reference_line = normal_reference(claim)
    assert tricks_of(value) == tricks_of(reference)
    if tricks_of(reference) < claim.claimed:
        assert code_of(value) == code_of(reference) and line == reference_line


def test_two_touching_stated_cards_of_a_hand_play_alike():
    """North's spade nine and eight, stated one after the other, no live card between them: the
    same tricks either way, and the statement left after either reads the same."""
    stated = (_spade("A"), _spade("9"), _spade("8"), _spade("2"))
    runs = StatedRuns(stated, frozenset())
    live = sum(1 << c for c in stated) | 1 << _spade("K")
    assert runs.alike(_spade("8"), _spade("9"), live, partner=0)


def test_a_card_between_them_or_the_partners_card_next_in_the_statement_tells_them_apart():
    """A live card between them wins or loses against one and not the other (Law 44F); the
    partner's card stated just after the pair is played on the trick the second of them is played
    to ("the diamond ace, throwing the club": N2), which the first does not allow; a ten and a
    nine differ for a double finesse (N4); a stated finesse is the claimer's line (70E1); two
    cards with another stated between them are played at different points of the line."""
    nine, eight, two = _spade("9"), _spade("8"), _spade("2")
    stated = (nine, eight, two)
    live = sum(1 << c for c in stated)
    runs = StatedRuns(stated, frozenset())
    assert runs.alike(two, eight, live, partner=0)  # the cards between them are gone
    assert not runs.alike(two, eight, live | 1 << _spade("5"), partner=0)  # an opponent's five
    assert runs.alike(eight, nine, live, partner=0)
    assert not runs.alike(eight, nine, live, partner=1 << two)  # the partner's two is stated just after
    assert not runs.alike(two, eight, live, partner=1 << nine)  # the partner's nine just before
    ten = _spade("T")
    assert not StatedRuns((ten, nine), frozenset()).alike(nine, ten, (1 << ten) | 1 << nine, partner=0)
    assert not StatedRuns(stated, frozenset({nine})).alike(eight, nine, live, partner=0)
    apart = (nine, _spade("A"), eight)
    assert not StatedRuns(apart, frozenset()).alike(eight, nine, live | 1 << _spade("A"), partner=0)


def test_a_claim_stated_in_full_is_answered_within_a_budget_trying_both_cards_exceeds():
    """What a user notices: a six-card claim stated in full, in the bench's order (68C, 70E2
    `top_down`), which a budget of positions refused ("too many unstated choices") while both of
    two alike stated cards were tried, is answered with the ruling of trying every line (70A)."""
    claim = stated_in_full(seed=3, count=12, sizes=(6,))[2]
    ruled_as_every_line(claim, budget=2_400)  # 2 636 positions trying both, 2 347 now
