"""The claim search's table key (rulings/claims/key.py) reads the statement left
(`RelativeKeys.statement_left`) through what claimspeed65 remembers of the stated cards held: the
same code as before on every position.

The key must keep what the model of normal play reads of the statement (68C: TR "kartları hangi
sıra ile oynayacağına ... ilişkin düzgün bir açıklama", EN "a clear statement of the line of play
... including the order in which the cards will be played"), or two positions the model plays
differently would share one entry and the search would rule one of them on the other's line
(70D1, TR "normal fakat daha az başarılı bir oyun tarzı varsa", EN "if there is an alternative
normal line of play that would be less successful"). So the code is compared with the one
computed card by card as
before, on seeded positions at the start of a trick: 1-13 cards a hand, statements of a few
cards or of every card of the claiming side in a random order.
"""

from __future__ import annotations

import random

from rulings.claims.key import RelativeKeys, _holder


def _statement_left_before(keys: RelativeKeys, hands: tuple, live: int) -> int:
    """`statement_left` as it was before claimspeed65 (6722fca9), card by card."""
    code = 1
    crosses: dict[int, bool] = {}
    for at, bit, below, base, before in keys.order:
        if live & bit:
            follows = False
            if live & before:
                cross = crosses.get(at)
                if cross is None:
                    cross = crosses[at] = _holder(hands, bit) != _holder(hands, before)
                follows = cross
            code = code << 7 | follows << 6 | base + (live & below).bit_count()
    return code


def test_the_statement_left_is_the_code_computed_card_by_card():
    """300 seeded deals, each with 30 positions reached by taking random cards out of the hands
    (cards only leave the hands during play): the remembered reading gives the code the card by
    card reading gave on all 9 000. Remembered without the flags (whether a card follows on
    the one stated before it in the other hand), the code differs on some of them."""
    rng = random.Random(65)
    compared = 0
    for _ in range(300):
        size = rng.randint(1, 13)
        cards = rng.sample(range(52), 4 * size)
        dealt = tuple(sum(1 << c for c in cards[size * i : size * (i + 1)]) for i in range(4))
        side = rng.randrange(2)
        ours = [c for c in cards if (dealt[side] | dealt[side + 2]) >> c & 1]
        stated = tuple(rng.sample(ours, len(ours) if rng.random() < 0.5 else rng.randint(0, len(ours))))
        keys = RelativeKeys(stated, frozenset(), side)
        hands = dealt
        for _ in range(30):
            live = hands[0] | hands[1] | hands[2] | hands[3]
            assert keys.statement_left(hands, live) == _statement_left_before(keys, hands, live)
            compared += 1
            seat = rng.randrange(4)
            if hands[seat]:
                gone = rng.choice([c for c in range(52) if hands[seat] >> c & 1])
                hands = hands[:seat] + (hands[seat] & ~(1 << gone),) + hands[seat + 1 :]
    assert compared == 9000
