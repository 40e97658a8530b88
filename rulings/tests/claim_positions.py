"""Seeded claim positions and the fewest tricks over every legal line found by trying them all:
the references the claim search's tests (test_claim_search.py, test_claim_bounds.py) check the
bounded search and its bounds against (Laws 70A, 70D1; Law 44C for which cards are legal)."""

from __future__ import annotations

import dataclasses
import random

from rulings.cards import SUIT_MASKS, cards_in
from rulings.claim import Claim, Statement, validate
from rulings.claim_play import _winner


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


def seeded_claims(seed: int, count: int, sizes: tuple[int, ...]) -> list[Claim]:
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


def restated_claims(seed: int, count: int, sizes: tuple[int, ...]) -> list[Claim]:
    """Seeded claims whose statement is 3-8 of the claiming side's cards in a random order, both
    hands' cards mixed (68C: the line the claimer states; 70B: played in that order), no finesse:
    a card of one hand stated just after one of the other's, for a discard "put there" (N2)."""
    rng = random.Random(seed)
    out: list[Claim] = []
    for claim in seeded_claims(seed, 3 * count, sizes):
        side = claim.hands[claim.claimer & 1] | claim.hands[(claim.claimer & 1) + 2]
        held = [card for card in cards_in(side) if card not in claim.trick]
        stated = tuple(rng.sample(held, min(len(held), rng.randint(3, 8))))
        restated = dataclasses.replace(claim, statement=Statement(cards=stated, trumps=claim.statement.trumps))
        try:
            validate(restated)
        except ValueError:
            continue
        out.append(restated)
        if len(out) == count:
            break
    return out


def legal_least(hands: tuple, seat: int, side: int, trump: int | None) -> int:
    """The fewest tricks of `side` over every legal line (Law 44C), by trying them all."""
    if not hands[seat]:
        return 0
    best = 99

    def play(hands: tuple, seat: int, trick: list) -> None:
        nonlocal best
        if len(trick) == 4:
            winner = _winner(trick, trump)[0]
            best = min(best, int(winner & 1 == side) + legal_least(hands, winner, side, trump))
            return
        hand = hands[seat]
        legal = (hand & SUIT_MASKS[trick[0][1] // 13] or hand) if trick else hand
        for card in cards_in(legal):
            after = hands[:seat] + (hand & ~(1 << card),) + hands[seat + 1 :]
            play(after, (seat + 1) % 4, trick + [(seat, card)])

    play(hands, seat, [])
    return best
