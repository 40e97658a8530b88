"""N8 of the model of normal play (rulings/claims/normal_play.py, 70E2's order) asked only where it
can leave a card out gives the claiming side the cards N8 asked everywhere gives, in their order,
at every position of every normal line.

70E2 (EN: "The Regulating Authority may specify an order (e.g. "from the top down") in which the
Director shall deem a suit played if this was not clarified in the statement of claim"; TR:
"Yetkili Federasyon, talep ifadesinde açıklanmamış ise, hakemin, bir rengin hangi şekilde
oynanacağını öngördüğü bir sıra (örnek; büyükten küçüğe) belirleyebilir"). The ruling is the least
over every normal line (70A, 70D1), and the search shows the first least line in the order of the
model's cards: a card left out or added, or another order, can change the tricks awarded or the
line shown. `NormalPlay` skips `_top_down` where every card of the side's top-down suits was stated
at the claim (`top_down_open` empty: a 13-card claim stated in full, as bench/claim_speed.py
states them) and `_ruffs_low` for a hand holding the suit led. The reference here asks both at
every card, as the model did before claimfloor6.

Deliberately broken, it fails: with `top_down_open` always empty (`_top_down` never asked), a
partly stated claim keeps a low card of an unstated suit N8 leaves out; with `_ruffs_low` asked
only for a hand holding the suit led (the condition turned round), a hand void in it keeps a
second winning trump.
"""

from __future__ import annotations

import dataclasses
import random

from rulings.cards import SUIT_MASKS, cards_in
from rulings.claims.claim import Claim, Statement, start
from rulings.claims.normal_play import NormalPlay
from rulings.tests.claims.claim_positions import restated_with, step


class AskedEverywhere(NormalPlay):
    """The model with N8 asked at every card the claiming side plays, as before claimfloor6."""

    def __post_init__(self) -> None:
        super().__post_init__()
        self.top_down_open = self.top_down

    def _in_order(self, candidates: list[int], hands: tuple, seat: int, led_suit: int, best: int) -> list[int]:
        candidates = self._top_down(candidates, hands, seat, led_suit)
        return self._ruffs_low(candidates, led_suit, best)


def _restated(claim: Claim, rng: random.Random, index: int) -> Claim:
    """The claim with 70E2's order on every suit or on some, its side's cards stated in full (South's
    or the claimer's hand, then the partner's, each suit from the top: the bench's 13-card way), or
    in a random order, or only some of them, or none."""
    side = claim.claimer & 1
    held = [card for card in cards_in(claim.hands[side] | claim.hands[side + 2]) if card not in claim.trick]
    way = index % 4
    if way == 0:  # in full, the bench's order: one hand then the other, each from its top card
        first, second = claim.hands[claim.claimer], claim.hands[claim.claimer ^ 2]
        stated = [c for c in sorted(cards_in(first), reverse=True) if c in held]
        stated += [c for c in sorted(cards_in(second), reverse=True) if c in held]
    elif way == 1:
        stated = rng.sample(held, len(held))
    elif way == 2:
        stated = rng.sample(held, rng.randint(1, max(1, len(held) // 2)))
    else:
        stated = []
    order: bool | frozenset[int] = True if rng.random() < 0.6 else frozenset(rng.sample(range(4), rng.randint(1, 3)))
    statement = Statement(cards=tuple(stated), trumps=claim.statement.trumps)
    return dataclasses.replace(claim, statement=statement, top_down=order)


def _every_position(now: NormalPlay, then: NormalPlay, claim: Claim) -> tuple[int, int]:
    """Both models' cards compared at every position of every normal line (the claiming side's
    normal cards, every legal card of the others, 70A); the positions compared, and those where N8
    left a card out."""
    compared = narrowed = 0
    unordered = NormalPlay(dataclasses.replace(claim, top_down=False))

    def walk(hands: tuple, seat: int, trick: list, known: frozenset) -> None:
        nonlocal compared, narrowed
        if not hands[seat]:
            return
        if seat & 1 == now.side:
            cards = now.choices(seat, hands, trick, known)
            assert cards == then.choices(seat, hands, trick, known), (claim, hands, seat, trick, known)
            compared += 1
            narrowed += len(cards) < len(unordered.choices(seat, hands, trick, known))
        else:
            hand = hands[seat]
            cards = cards_in((hand & SUIT_MASKS[trick[0][1] // 13] or hand) if trick else hand)
        for card in cards:
            after, played, shown = step(now, hands, seat, trick, known, card)
            if len(played) == 4:
                walk(after, now.finish(played, after)[1], [], shown)
            else:
                walk(after, (seat + 1) % 4, played, shown)

    hands, seat, trick, known = start(claim)
    walk(hands, seat, list(trick), known)
    return compared, narrowed


def test_n8_asked_only_where_it_can_leave_a_card_out_gives_the_same_cards():
    """240 seeded claims of 2-4 cards a hand (a quarter stated in full as the bench states them, a
    quarter in a random order, a quarter in part, a quarter not at all), every suit or some in
    70E2's order: the claiming side's cards at every position of every normal line are N8's asked
    everywhere, card for card and in order."""
    rng = random.Random(6)
    claims = restated_with(6, 240, (2, 3, 4), lambda claim, _rng, index: _restated(claim, rng, index))
    compared = narrowed = skipped = 0
    for claim in claims:
        now = NormalPlay(claim)
        got, less = _every_position(now, AskedEverywhere(claim), claim)
        compared += got
        narrowed += less
        skipped += got if not now.top_down_open else 0
    # the test reaches both: positions where the order leaves cards out (partly stated claims),
    # and positions of claims whose every top-down suit was stated, where `_top_down` is skipped
    assert compared > 150000 and narrowed > 1000 and skipped > 50000, (compared, narrowed, skipped)
