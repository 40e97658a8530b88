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
from types import SimpleNamespace
from typing import cast

import pytest

from rulings.claims.claim import start
from rulings.claims.normal_play import WON, NormalPlay, _legal, _winner
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


@pytest.mark.slow  # seconds on its own (make test-fast --durations); make test runs it
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


def _no_opponent_can_win(side: int, trump: int | None, hands: tuple, seat: int, trick: list) -> bool:
    """The side is winning the trick and no opponent still to play holds a legal card (Law 44C)
    that would win it if played now (44E, 44F)."""
    if _winner(trick, trump)[0] & 1 != side:
        return False
    later = [(seat + i) % 4 for i in range(4 - len(trick))]
    return not any(
        _winner(trick + [(p, card)], trump)[0] == p
        for p in later
        if p & 1 != side
        for card in range(52)
        if _legal(hands[p], trick) >> card & 1
    )


def _every_end_won(side: int, trump: int | None, hands: tuple, seat: int, trick: list) -> bool:
    """Whether every way of ending the trick on legal cards (Law 44C) gives it to the side."""
    if len(trick) == 4:
        return _winner(trick, trump)[0] & 1 == side
    legal = _legal(hands[seat], trick)
    return all(
        _every_end_won(side, trump, hands, (seat + 1) % 4, trick + [(seat, card)])
        for card in range(52)
        if legal >> card & 1
    )


def test_a_trick_the_side_surely_wins_is_its_trick_on_every_legal_end():
    """`claimer_wins`, which lets the search stop playing out a trick (and is asked at every card of
    a trick: written out on masks, the winner so far told by the card before), says the trick is
    the side's exactly when it is winning it and no opponent still to play holds a legal card that
    would win it, and then every legal way of ending the trick gives it the trick: 3 000 seeded
    tricks in progress, every strain, either side claiming (a later opponent left out of the
    check, or a ruff not counted as beating, fails here)."""
    rng = random.Random(69)
    won = 0
    for _ in range(3000):
        deck = rng.sample(range(52), 52)
        size, played, leader = rng.randint(1, 6), rng.randint(1, 3), rng.randrange(4)
        hands = [sum(1 << card for card in deck[13 * i : 13 * i + size]) for i in range(4)]
        trick: list = []
        for seat in ((leader + i) % 4 for i in range(played)):
            legal = _legal(hands[seat], trick)
            card = rng.choice([c for c in range(52) if legal >> c & 1])
            hands[seat] &= ~(1 << card)
            trick.append((seat, card))
        seat, trump, side = (leader + played) % 4, rng.choice([None, 0, 1, 2, 3]), rng.randrange(2)
        search = object.__new__(_Bounded)
        search.play = cast(NormalPlay, SimpleNamespace(side=side, claim=SimpleNamespace(trump=trump)))
        expected = _no_opponent_can_win(side, trump, tuple(hands), seat, trick)
        assert search.claimer_wins(tuple(hands), seat, trick) == expected, (hands, seat, trick, trump, side)
        assert search.claimer_wins(tuple(hands), seat, trick, _winner(trick, trump)) == expected
        assert not expected or _every_end_won(side, trump, tuple(hands), seat, trick)
        won += expected
    assert 300 < won < 2700  # both answers asked often
