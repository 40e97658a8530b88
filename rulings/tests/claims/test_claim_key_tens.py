"""The claim search's table key (rulings/claims/key.py) keeps of the cards' printed ranks only what
the model of normal play reads: which of the claiming side's cards it could try as a double finesse
are a ten or higher (`finesse_tens`; normal_play.py's N4: "two above a ten or higher card", AJT over
KQ). Two positions with the same key share one table entry, so they must have the same least
value over every normal line and the same first line, card for card (`move_line`): else the search
would rule one of them on the other's line. 70A: "any doubtful point as to a claim shall be
resolved against the claimer" (TR: "talep ile ilgili her şüpheli durum talep edenin aleyhine
çözümlenecektir"); 70D1: no line is accepted "if there is an alternative normal line of play that
would be less successful" (TR: "normal fakat daha az başarılı bir oyun tarzı varsa").

Each seeded claim leans towards a double finesse (AJT in one hand of the claiming side, KQ in the
opponent after it, a low card of the suit in the partner's hand) and is dealt again on other
printed ranks, the live cards of each suit in the same order (`_relabelled`): a card may cross the
ten. Where the two keys agree, `normal_least` (rulings/tests/claims/claim_positions.py, every
normal line tried) must agree too. Where only the key without the tens agrees, it does not always:
the tens cannot be left out.
"""

from __future__ import annotations

import dataclasses
import random

from rulings.cards import SUIT_MASKS, cards_in
from rulings.claims.claim import Claim, Statement, start, validate
from rulings.claims.key import RelativeKeys, move_line
from rulings.claims.normal_play import NormalPlay
from rulings.tests.claims.claim_positions import normal_least

ACE, KING, QUEEN, JACK, TEN = 12, 11, 10, 9, 8


def _double_finesse_claim(rng: random.Random, size: int) -> tuple[Claim, int]:
    """A deal of `size` cards a hand with AJT of a suit in one hand of the claiming side, KQ in the
    opponent after it and a low card in its partner's hand, the rest dealt at random; a random
    strain, statement, finesse card, trumps mentioned or not, the 70E2 order; the partner often on
    lead. With the suit of the AJT."""
    claimer = rng.randrange(4)
    holder = (claimer & 1) + 2 * rng.randrange(2)
    base = 13 * rng.randrange(4)
    placed = {
        holder: [base + ACE, base + JACK, base + TEN],
        (holder + 1) % 4: [base + KING, base + QUEEN],
        holder ^ 2: [base + rng.randrange(TEN)],
    }
    rest = [c for c in range(52) if all(c not in cards for cards in placed.values())]
    rng.shuffle(rest)
    hands = []
    for seat in range(4):
        cards = placed.get(seat, [])
        cards = cards + [rest.pop() for _ in range(size - len(cards))]
        hands.append(sum(1 << c for c in cards))
    side = cards_in(hands[claimer & 1] | hands[(claimer & 1) + 2])
    stated = tuple(rng.sample(side, rng.randint(0, min(3, len(side)))))
    finesses = frozenset(rng.sample(side, 1)) if rng.random() < 0.2 else frozenset()
    claim = Claim(
        hands=(hands[0], hands[1], hands[2], hands[3]),
        trump=rng.choice([None, 0, 1, 2, 3]),
        lead=holder ^ 2 if rng.random() < 0.5 else rng.randrange(4),
        trick=(),
        claimer=claimer,
        declarer=rng.choice([claimer, claimer ^ 1]),
        claimed=rng.randint(0, size),
        statement=Statement(cards=stated, trumps=rng.random() < 0.3, finesses=finesses),
        top_down=rng.random() < 0.3,
    )
    return claim, base // 13


def _relabelled(claim: Claim, rng: random.Random, suit: int) -> Claim:
    """The same claim on other printed ranks: the live cards of `suit` moved onto as many ranks
    chosen at random, in the same order (the hands, the statement and its finesse cards)."""
    live = claim.hands[0] | claim.hands[1] | claim.hands[2] | claim.hands[3]
    moved = {card: card for card in cards_in(live)}
    old = cards_in(live & SUIT_MASKS[suit])
    moved.update(zip(old, sorted(rng.sample(range(13 * suit, 13 * suit + 13), len(old))), strict=True))
    n, e, s, w = (sum(1 << moved[c] for c in cards_in(hand)) for hand in claim.hands)
    statement = dataclasses.replace(
        claim.statement,
        cards=tuple(moved[c] for c in claim.statement.cards),
        finesses=frozenset(moved[c] for c in claim.statement.finesses),
    )
    return dataclasses.replace(claim, hands=(n, e, s, w), statement=statement)


def _key(claim: Claim) -> tuple:
    play = NormalPlay(claim)
    hands, seat, _, known = start(claim)
    return RelativeKeys(play.stated, claim.bound_statement.finesses, play.side).key(hands, seat, known)


def _without_tens(key: tuple) -> tuple:
    """The key with no word of the ranks' tens: each suit's code without its leading count (above
    its stated cards' 13 bits, its three hands' 39 and its count's 4)."""
    codes, *rest = key
    return (tuple(code & ((1 << 56) - 1) for code in codes), *rest)


def _pairs(seed: int, count: int):
    """Seeded claims and the same claims on other printed ranks, with each one's least and line."""
    rng = random.Random(seed)
    made = 0
    while made < count:
        claim, suit = _double_finesse_claim(rng, rng.choice((3, 4)))
        # the suit of the double finesse half the time, else any suit
        other = _relabelled(claim, rng, suit if rng.random() < 0.5 else rng.randrange(4))
        try:
            validate(claim)
            validate(other)
        except ValueError:
            continue
        made += 1
        yield (
            claim,
            other,
            normal_least(NormalPlay(claim), *start(claim)),
            normal_least(NormalPlay(other), *start(other)),
        )


def _tens(claim: Claim) -> tuple[int, ...]:
    """What the key held before claimspeed71: every suit's count of live cards a ten or higher."""
    live = claim.hands[0] | claim.hands[1] | claim.hands[2] | claim.hands[3]
    return tuple(((live & SUIT_MASKS[suit]) >> 13 * suit + TEN).bit_count() for suit in range(4))


def test_positions_sharing_a_key_have_the_same_least_and_line():
    """400 seeded claims of 3-4 cards a hand, each against itself with one suit on other printed
    ranks: wherever the keys agree, so do the least over every normal line and its first line,
    moved card for card, among them pairs the key held apart before (other counts of live tens).
    Where only the key without the tens agrees, the two differ on some pairs: the tens it keeps
    are read."""
    merged = caught = 0
    for claim, other, (value, line), (other_value, other_line) in _pairs(seed=71, count=400):
        key, other_key = _key(claim), _key(other)
        live = claim.hands[0] | claim.hands[1] | claim.hands[2] | claim.hands[3]
        other_live = other.hands[0] | other.hands[1] | other.hands[2] | other.hands[3]
        same = other_value == value and other_line == move_line(line, live, other_live)
        if key == other_key:
            assert same, (claim, other, value, other_value)
            merged += _tens(claim) != _tens(other)
        elif _without_tens(key) == _without_tens(other_key):
            caught += not same
    assert merged >= 50, merged  # pairs only this key shares are checked
    assert caught > 0  # a key without the tens would share positions the model plays apart
