"""The claim search's table key (rulings/claims/key.py) reads the statement left
(`RelativeKeys.statement_left`) in two halves since session 83 (claimspeed2): which of each suit's
live cards are stated, in the suit's code, and the order of the stated cards held among themselves,
remembered on which are held. The key must tell positions apart exactly as the card-by-card key did.

The key must keep what the model of normal play reads of the statement (68C: TR "kartları hangi
sıra ile oynayacağına ... ilişkin düzgün bir açıklama", EN "a clear statement of the line of play
... including the order in which the cards will be played"), or two positions the model plays
differently would share one entry and the search would rule one of them on the other's line
(70D1, TR "normal fakat daha az başarılı bir oyun tarzı varsa", EN "if there is an alternative
normal line of play that would be less successful"). And a key that held apart positions the old
one shared would search them twice. So the key is compared with the one computed card by card as
before, on seeded positions at the start of a trick: 1-13 cards a hand, statements of a few cards
or of every card of the claiming side in a random order.
"""

from __future__ import annotations

import random

from rulings.claims.key import SUIT, RelativeKeys, _holder, finesse_tens, squeeze, voids_read


def _statement_left_before(keys: RelativeKeys, hands: tuple, live: int) -> int:
    """`statement_left` as it was before claimspeed65 (6722fca9), card by card: each stated card
    held, in the statement's order, with its rank among the live cards of its suit."""
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


def _key_before(keys: RelativeKeys, hands: tuple, seat: int) -> tuple:
    """The key as it was before session 83: the suit codes without their stated cards, and the
    statement left card by card."""
    codes = []
    for suit in range(4):
        parts = [hand >> 13 * suit & SUIT for hand in hands]
        live = parts[0] | parts[1] | parts[2] | parts[3]
        code = finesse_tens(parts[keys.side], parts[keys.side + 2])
        for part in parts[:3]:
            code = code << 13 | squeeze(part, live)
        codes.append(code << 4 | live.bit_count())
    live = hands[0] | hands[1] | hands[2] | hands[3]
    return tuple(codes), seat, voids_read(hands, frozenset(), keys.side), _statement_left_before(keys, hands, live)


def _held(hands: tuple, stated: tuple) -> int:
    live = hands[0] | hands[1] | hands[2] | hands[3]
    return sum(1 << card for card in stated if live >> card & 1)


def _positions(rng: random.Random, dealt: tuple, count: int) -> list[tuple]:
    """`count` positions at the start of a trick from `dealt`: each hand one card fewer per trick,
    the cards taken at random (cards only leave the hands during play), with 1-3 cards a hand left,
    where positions of other cards often share a key."""
    out = []
    size = dealt[0].bit_count()
    for _ in range(count):
        hands = list(dealt)
        for _ in range(size - rng.randint(1, min(size, 3))):
            for seat in range(4):
                hands[seat] &= ~(1 << rng.choice([c for c in range(52) if hands[seat] >> c & 1]))
        out.append(tuple(hands))
    return out


def test_the_key_shares_an_entry_exactly_where_the_card_by_card_key_did():
    """300 seeded deals, each with 60 positions reached by taking random cards out of the hands:
    two positions of a deal share the key exactly when they shared the card-by-card one (510
    pairs sharing one, 132 of them with other stated cards played). With the stated cards' order but
    without which live cards they are, or without the flags, the key would share positions the
    card-by-card key held apart."""
    rng = random.Random(83)
    compared = shared = reordered = 0
    for _ in range(300):
        size = rng.randint(1, 13)
        cards = rng.sample(range(52), 4 * size)
        dealt = tuple(sum(1 << c for c in cards[size * i : size * (i + 1)]) for i in range(4))
        side = rng.randrange(2)
        ours = [c for c in cards if (dealt[side] | dealt[side + 2]) >> c & 1]
        stated = tuple(rng.sample(ours, len(ours) if rng.random() < 0.5 else rng.randint(0, len(ours))))
        keys = RelativeKeys(stated, frozenset(), side)
        before: dict = {}  # the card-by-card key -> the key
        now: dict = {}  # the key -> the card-by-card key
        for hands in _positions(rng, dealt, 60):
            key, old = keys.key(hands, 0, frozenset()), _key_before(keys, hands, 0)
            # a pair of positions of other cards that share the card-by-card key: one table entry
            shared += old in before and before[old][0] != hands
            reordered += old in before and _held(before[old][0], stated) != _held(hands, stated)
            assert before.setdefault(old, (hands, key))[1] == key
            assert now.setdefault(key, old) == old
            compared += 1
    assert compared == 18000
    # pairs of positions sharing one entry are compared, among them pairs whose stated cards were
    # played in another order
    assert shared >= 400 and reordered >= 100, (shared, reordered)


def test_the_key_tells_which_live_card_is_the_stated_one():
    """North held the spade K, Q and J, the K and the J stated (in that order), the Q not. With
    the J played he holds the K and the Q, with the K played the Q and the J: both times the two
    highest live spades, the other hands alike, and one stated spade left. The model plays the
    stated card (68C, 70B): the higher spade in one position, the lower in the other, so the two
    must not share an entry; the order of the stated cards among themselves is the same, and only
    which live card is stated (the suit's code) tells them apart."""
    king, queen, jack = 13 * 3 + 11, 13 * 3 + 10, 13 * 3 + 9
    others = (sum(1 << c for c in (27, 28)), sum(1 << c for c in (14, 15)), sum(1 << c for c in (1, 2)))
    keys = RelativeKeys((king, jack), frozenset(), 0)
    after_the_jack = (1 << king | 1 << queen, *others)
    after_the_king = (1 << queen | 1 << jack, *others)
    assert _key_before(keys, after_the_jack, 0) != _key_before(keys, after_the_king, 0)
    assert keys.key(after_the_jack, 0, frozenset()) != keys.key(after_the_king, 0, frozenset())
