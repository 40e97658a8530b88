"""The bounded search of a contested claim (rulings/claim_search.py) answers what the exhaustive
search answers: the fewest tricks, the paragraph a losing line falls under and the line itself.

Law 70A resolves "any doubtful point as to a claim ... against the claimer" (TR: "talep ile
ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir") and 70D1 rejects a line "if there
is an alternative normal line of play that would be less successful": the ruling is the least
over every normal line, so a faster search may prune only lines that cannot be less successful.
`exhaustive` tries them all and is the reference here; the deals are random but seeded.
"""

from __future__ import annotations

import random

import pytest

from rulings.claim import Claim, Statement, rule, start, validate
from rulings.claim_play import NormalPlay
from rulings.claim_search import code_of, exhaustive, least, tricks_of


def random_claim(rng: random.Random, size: int, tenace: bool = False) -> Claim:
    """A deal of `size` cards a hand, a random strain, leader, claimer and statement (some of
    the claiming side's cards in a random order, trumps mentioned or not, a finesse card, the
    70E2 order, a void shown) and sometimes a trick in progress. With `tenace`, the deal leans
    towards a finesse (70E1): the ace and queen of a suit go to one hand of the claiming side,
    the two to its partner and the king to the opponent after it (the slices may shift a card)."""
    cards = list(range(52))
    rng.shuffle(cards)
    claimer, lead = rng.randrange(4), rng.randrange(4)
    if tenace:
        suit = 13 * rng.randrange(4)
        for card in (suit + 12, suit + 10, suit + 11, suit):
            cards.remove(card)
        holder = (claimer & 1) + 2 * rng.randrange(2)
        cards[size * holder : size * holder] = [suit + 12, suit + 10]
        cards[size * (holder ^ 2) : size * (holder ^ 2)] = [suit]  # partner leads the suit
        behind = (holder + 1) % 4  # fourth hand when partner leads: the finesse loses to it
        cards[size * behind : size * behind] = [suit + 11]
    n, e, s, w = (sum(1 << c for c in cards[size * i : size * (i + 1)]) for i in range(4))
    hands = (n, e, s, w)
    side = [c for c in cards[: 4 * size] if hands[claimer & 1] >> c & 1 or hands[(claimer & 1) + 2] >> c & 1]
    stated = tuple(rng.sample(side, rng.randint(0, min(4, len(side)))))
    finesses = frozenset(rng.sample(side, 1)) if rng.random() < 0.3 else frozenset()
    statement = Statement(cards=stated, trumps=rng.random() < 0.3, finesses=finesses)
    shown = (
        frozenset({(rng.choice([claimer ^ 1, claimer ^ 3]), rng.randrange(4))}) if rng.random() < 0.2 else frozenset()
    )
    return Claim(
        hands=hands,
        trump=rng.choice([None, 0, 1, 2, 3]),
        lead=lead,
        trick=_trick_in_progress(rng, hands, lead) if rng.random() < 0.3 else (),
        claimer=claimer,
        declarer=rng.choice([claimer, claimer ^ 1]),
        claimed=rng.randint(0, size),
        statement=statement,
        top_down=rng.random() < 0.3,
        shown_out=shown,
    )


def _trick_in_progress(rng: random.Random, hands: tuple, lead: int) -> tuple[int, ...]:
    played: list[int] = []
    for i in range(rng.randint(1, 3)):
        hand = hands[(lead + i) % 4]
        follow = [c for c in range(52) if hand >> c & 1 and (not played or c // 13 == played[0] // 13)]
        played.append(rng.choice(follow or [c for c in range(52) if hand >> c & 1]))
    return tuple(played)


def _claims(seed: int, count: int, sizes: tuple[int, ...]) -> list[Claim]:
    rng = random.Random(seed)
    out: list[Claim] = []
    while len(out) < count:
        claim = random_claim(rng, rng.choice(sizes), tenace=len(out) % 2 == 1)
        try:
            validate(claim)
        except ValueError:
            continue  # a stated card twice or in the trick: not a claim the query accepts
        out.append(claim)
    return out


@pytest.mark.parametrize("claim", _claims(seed=2024, count=150, sizes=(3, 4, 5)), ids=lambda c: "")
def test_bounded_search_agrees_with_the_exhaustive_one(claim):
    play = NormalPlay(claim)
    value, line = least(play, *start(claim), claim.claimed)
    reference, reference_line = exhaustive(NormalPlay(claim), *start(claim))
    assert tricks_of(value) == tricks_of(reference)
    if tricks_of(reference) < claim.claimed:
        # the paragraph that decides (70C, 70E1, 70D1/70D2) and the losing line a user is shown
        assert code_of(value) == code_of(reference) and line == reference_line
    else:
        assert line is None


@pytest.mark.slow
@pytest.mark.parametrize("claim", _claims(seed=7, count=12, sizes=(6,)), ids=lambda c: "")
def test_bounded_search_agrees_with_the_exhaustive_one_at_six_cards(claim):
    value, line = least(NormalPlay(claim), *start(claim), claim.claimed)
    reference, reference_line = exhaustive(NormalPlay(claim), *start(claim))
    assert tricks_of(value) == tricks_of(reference)
    if tricks_of(reference) < claim.claimed:
        assert code_of(value) == code_of(reference) and line == reference_line


def test_the_ruling_is_the_exhaustive_least():
    """The answer a user sees (`rule`) carries the search's figure: awarded is the least."""
    for claim in _claims(seed=11, count=20, sizes=(4,)):
        reference, _ = exhaustive(NormalPlay(claim), *start(claim))
        assert rule(claim).awarded == tricks_of(reference)
