"""The bound on a trick the claimer's side surely wins (rulings/claims/won_trick.py), checked against
trying every normal line from each way the trick can end (`normal_least`).

70A: "any doubtful point as to a claim shall be resolved against the claimer" (TR: "talep ile
ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir"); 70D1: no line is accepted "if
there is an alternative normal line of play that would be less successful" (TR: "normal fakat
daha az başarılı bir oyun tarzı varsa"). The claim search (rulings/claims/search.py) stops playing
out a trick when this bound reaches what it looks below, so a bound one trick too high would hide
the losing line and award a trick the claimer does not get.
"""

from __future__ import annotations

import random

import pytest

from rulings.claims.claim import start
from rulings.claims.normal_play import WON, NormalPlay
from rulings.claims.search import _Bounded, combine
from rulings.claims.won_trick import tricks_after
from rulings.tests.claims.claim_positions import normal_least, seeded_claims, step

Checked = tuple[int, int]  # (tricks counted, trick starts in the positions checked)


def _ends(play: NormalPlay, hands: tuple, seat: int, trick: list, known: frozenset):
    """Every way the trick in progress can end on a normal line: (the trick, the hands before its
    last card, the hands after it, the voids shown)."""
    for card in play.choices(seat, hands, trick, known):
        after, played, shown = step(play, hands, seat, trick, known, card)
        if len(played) == 4:
            yield played, hands, after, shown
        else:
            yield from _ends(play, after, (seat + 1) % 4, played, shown)


def _check(play: NormalPlay, search: _Bounded, hands: tuple, seat: int, trick: list, known: frozenset) -> int:
    """Asserts the bound at this position within a trick the side surely wins; returns the tricks
    it counts."""
    cards = play.choices(seat, hands, trick, known)
    after = tricks_after(hands, play.side, play.claim.trump, seat, trick, cards)
    lower = combine(WON, 4 * after + search.least_code(hands))
    for played, before, rest, shown in _ends(play, hands, seat, trick, known):
        here, winner = play.finish(played, before)
        assert here == WON  # the side's trick whatever is played to it (`claimer_wins`)
        value = normal_least(play, rest, winner, [], shown)[0]
        assert value >> 2 >= after, (play.claim, hands, trick, after, value)
        assert combine(here, value) >= lower, (play.claim, hands, trick, lower, value)
    return after


def _walk(claim, rng: random.Random) -> Checked:
    """Random normal lines of the claim: at each card of a trick the side surely wins, the bound
    against every way the trick can end."""
    play = NormalPlay(claim)
    search = _Bounded(play)
    hands, seat, trick, known = start(claim)
    counted = checked = 0
    while hands[seat] or trick:
        if trick and search.claimer_wins(hands, seat, trick):
            counted += _check(play, search, hands, seat, trick, known) > 0
            checked += 1
        card = rng.choice(play.choices(seat, hands, trick, known))
        before = hands
        hands = hands[:seat] + (hands[seat] & ~(1 << card),) + hands[seat + 1 :]
        trick = trick + [(seat, card)]
        led = trick[0][1] // 13
        if card // 13 != led and seat & 1 != play.side:
            known = known | {(seat, led)}
        if len(trick) == 4:
            seat = play.finish(trick, before)[1]
            trick = []
        else:
            seat = (seat + 1) % 4
    return counted, checked


def _walks(seed: int, count: int) -> Checked:
    rng = random.Random(seed)
    counted = checked = 0
    for claim in seeded_claims(seed, count, (2, 3, 4, 5)):
        for _ in range(3):
            got = _walk(claim, rng)
            counted, checked = counted + got[0], checked + got[1]
    return counted, checked


def test_the_bound_is_at_most_every_normal_line_after_the_trick():
    """120 seeded claims of 2-5 cards (every strain, statements, finesses, 70E2's order, voids
    shown, tricks in progress), three random normal lines each: at every card of a trick the side
    surely wins, the bound is no more than the least over every normal line after it (2 s of CPU;
    one trick more, or a hand still to play keeping its whole count, fails here)."""
    counted, checked = _walks(68, 120)
    assert checked > 1000 and counted > 300  # the bound was asked, and counted tricks


@pytest.mark.slow
def test_the_bound_on_more_claims():
    """The same on 400 claims of another seed (7 s of CPU)."""
    counted, checked = _walks(69, 400)
    assert checked > 3000 and counted > 800
