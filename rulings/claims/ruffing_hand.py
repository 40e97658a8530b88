"""A lower bound over the *model's* lines (rulings/claims/normal_play.py), counted, not searched:
a hand of the claiming side holding trumps and, besides them, only cards no other hand can beat
in their suit ruffs what it cannot follow, so it loses a trick only to an opponent's trump (Laws
70A, 70D1; footnote 21). For the claim search (rulings/claims/search.py).

The bounds of rulings/claims/bounds.py hold on every *legal* line (Law 44C), and on them such a
hand may throw its winners away on the opponents' tricks. On the model's lines it does not: void
in the suit led it ruffs or throws a loser first, a trump counting as one (N4, N7), unless its
partner's trick is sure (N6). The published Zietman claim spends its positions proving just that
(docs/benchmarks.md, session 46, claimspeed5). This bound is not sound on every legal line, only
on the model's: it is tested against `normal_least` (rulings/tests/claims/claim_positions.py,
every normal line tried), never against the legal least.

*The conditions* (`ruffing_hand_bound` counts 0, no cut, for a hand that fails one). H is a hand
of the claiming side and P its partner, at a position at the start of a trick:

- C1: there is a trump suit and H holds a trump;
- C2: every card of H that is not a trump is above every opponent's card of its suit (of a suit
  no opponent holds, or a master);
- C3: P holds no trump, and no card above the lowest of H's cards of any other suit;
- C4: neither hand of the side holds a stated card or a stated finesse card
  (`NormalPlay.stated_mask`).

Cards only leave the hands, so C2, C3 and C4 hold at every later position too. So a card of H
that is not a trump wins the trick it is played to unless an opponent ruffs it (Law 44E, 44F):
no other card of its suit above it is left, and P holds no trump.

*What the model makes H play when void in the suit led, holding a trump*
(`NormalPlay.normal_cards` and `_following`, in their order; the search's choices,
`NormalPlay.choices` and `StatedRuns.tried`, are a subset of these):

1. N2 (`_stated_card`) plays the first stated card still in the side's hands: none (C4).
2. N3: a stated finesse card: none in H's hand (C4).
3. N4: with an opponent winning the trick, `_winning_tries` keeps, if the hand has a card that
   surely wins, those and the finesses: every card kept beats the winning card, and a card of
   neither the suit led nor trumps beats nothing, so they are trumps; if it has none, the
   candidates stay all of H's cards. With P winning, `_sure_winners` keeps trumps or leaves all.
4. N5 reads a hand holding the suit led: not H.
5. N6: with P winning and no opponent still to play able to beat his card (`_sure`), H keeps the
   cards that do not waste it (those not trumps, if it has any): the trick is the side's
   whatever H plays to it.
6. N7 (`_discards`): a trump is a "loser", and losers come first: unless N6 applied, the
   candidates hold a trump (steps 3 and 5), so H plays a trump.
7. N8 (`_top_down`, `_ruffs_low`) leaves a discarding hand's suits whole and keeps one of the
   ruffs that win: still trumps.
8. N9 (rule 8, `keep_the_sweep`) may replace these by cards that keep a sweep, but only when no
   opponent holds a trump nor has played one to the trick (`sweep.applies`): see Claim B.

*Claim A* (an opponent holds a trump at the start of the trick, H holds one): the side wins the
trick, or an opponent's trump is on it. H leads: a trump, which only a higher trump beats (P has
none), or another card, which only a ruff beats (C2, C3). An opponent leads trumps: H follows
with one. An opponent or P leads a suit H holds: H follows with a card of it (Law 44C), which only
a ruff beats. A suit H is void of: H plays a trump (steps 1-7; N9 is off: an opponent's trump is
still in his hand or already on the trick), or a card to P's sure trick (step 5).

*Claim B* (no opponent holds a trump at the start of the trick, H holds one): the side wins this
trick and every later one. Nobody else holds a trump (C3). A card of H's suits, led or followed,
wins (C2, C3). A suit H is void of, led by an opponent or by P: H plays a trump (and wins), or a
card to P's sure trick, or, N9, a card after which a sweep remains. A sweep wins this trick with a
top card of the suit led (`sweep._trick_winner`: a ruff is no top trick), so with P's card. When P
has played to the trick (he led it, or played second with H fourth), that card is above every
opponent's card of the suit in hand and on the trick (`_search`'s `bar`): the side wins. When P
plays fourth (an opponent leads, H second), P follows suit holding such a card, so `_winning_tries`
has a sure winner and, no opponent playing after P, every card of P's that beats the trick is
sure: P's candidates are those (N5 and N8's `_top_down` keep some of them; N6 and N7 do not
apply to a hand following suit to an opponent's winning card; N9, since session 49, keeps only
cards after which a sweep remains, and a sweep wins this trick with a top card of the suit led):
the side wins. H's trumps leave it
only on tricks H wins (its ruffs, and trumps, which only H can lead), so when the last goes H is on
lead, no hand holds a trump, and each card H leads wins.

*The count* (`_least`): the fewest tricks of the side over every line of an abstract game on H's
trumps, each opponent's trumps, how many other cards H holds and whether H is on lead. Each trick
H plays one card and each opponent one trump or none: one each that holds one when H leads a
trump (Law 44C), else either (whether an opponent could follow a suit other than trumps is not
followed: the game has more lines than the Laws allow, so its least is at most the real one).
H's trump wins the trick if no trump of theirs on it is higher, and H leads the next (P holds no
trump). H's other card wins if no trump of theirs is on it: H leads the next, or, H not on lead,
P does (his sure trick, step 5). By Claims A and B every model line is a line of the game, trick
by trick, with the same winners: with no opponent's trump left and H holding one, every trick left
is the side's (Claim B); once H holds no trump none is counted, unless no hand holds one and H is
on lead (each card H leads then wins). So the game's least is a lower bound on the least over the
model's lines.

Pure Python; no Django.
"""

from __future__ import annotations

import functools

from ..cards import SUIT_MASKS, cards_in


def ruffing_hand_bound(hands: tuple, side: int, trump: int | None, stated: int, leader: int) -> int:
    """Tricks the claiming side (`side`: 0 for N-S, 1 for E-W) wins on every line of the model of
    normal play from a position at the start of a trick, `leader` on lead, `stated` the mask of the
    stated cards and finesses (`NormalPlay.stated_mask`): the most of `_least` over its hands that
    meet the module's conditions C1-C4, 0 when neither does."""
    if trump is None or (hands[side] | hands[side ^ 2]) & stated:  # C1, C4
        return 0
    trumps = SUIT_MASKS[trump]
    theirs = hands[side ^ 1] | hands[side ^ 3]
    best = 0
    for seat in (side, side ^ 2):
        hand, partner = hands[seat], hands[seat ^ 2]
        mine = hand & trumps
        if not mine or partner & trumps or not _above_the_others(hand & ~trumps, theirs | partner):
            continue  # C1, C3 (no trump), C2 and C3
        ours, one, other = _squeezed(mine, hands[side ^ 1] & trumps, hands[side ^ 3] & trumps)
        best = max(best, _least(ours, min(one, other), max(one, other), (hand & ~trumps).bit_count(), seat == leader))
    return best


def _above_the_others(cards: int, others: int) -> bool:
    """Whether each suit's `cards` are all above every card of `others` of their suit."""
    for mask in SUIT_MASKS:
        held = cards & mask
        if held and (others & mask).bit_length() > (held & -held).bit_length():
            return False
    return True


def _squeezed(*sets: int) -> tuple[int, ...]:
    """Disjoint sets of trumps as bits of their order among all of them: only which trump is
    higher decides a trick (Law 44E)."""
    out = [0] * len(sets)
    both = 0
    for cards in sets:
        both |= cards
    at = 0
    while both:
        low = both & -both
        both ^= low
        for i, cards in enumerate(sets):
            if cards & low:
                out[i] |= 1 << at
        at += 1
    return tuple(out)


def _bits(mask: int) -> list[int]:
    """Each set bit of `mask` as a mask of its own, lowest first."""
    return [1 << i for i in cards_in(mask)]


def _trumps_played(one: int, other: int, led: bool) -> list[tuple[int, int]]:
    """What the opponents may play of their trumps to a trick, one card each: a trump each when
    H leads trumps and they hold one (Law 44C), else a trump or none each (a ruff or not; whether
    they could follow the suit led is not followed: more lines than the Laws allow)."""
    if led:
        return [(a, b) for a in _bits(one) or [0] for b in _bits(other) or [0]]
    return [(a, b) for a in [0, *_bits(one)] for b in [0, *_bits(other)]]


@functools.lru_cache(maxsize=65536)
def _least(mine: int, one: int, other: int, others: int, leads: bool) -> int:
    """The least number of tricks the side takes in the module's abstract game: `mine` H's trumps,
    `one` and `other` each opponent's (bits in the order of rank among the three; the opponents
    play alike here, so `one` is the smaller number and the cache holds one entry for both
    orders), `others` how many other cards H holds, `leads` whether H is on lead."""
    left = mine.bit_count() + others
    if not left:
        return 0
    if not mine:
        return left if leads and not one | other else 0  # no trump left anywhere: H's leads win
    if not one | other:
        return left  # Claim B
    best = left
    for card in _bits(mine):
        for a, b in _trumps_played(one, other, leads):
            after = mine & ~card, min(one & ~a, other & ~b), max(one & ~a, other & ~b), others
            # a higher trump of theirs wins the trick; else H's trump does, and H leads the next
            lost = a > card or b > card
            best = min(best, _least(*after, False) if lost else 1 + _least(*after, True))
    if others:
        # won without an opponent's trump on the trick: by H's card, and H leads the next; or,
        # H not on lead, by P's sure trick (N6), and P leads it
        best = min(best, 1 + _least(mine, one, other, others - 1, True))
        if not leads:
            best = min(best, 1 + _least(mine, one, other, others - 1, False))
        for a, b in _trumps_played(one, other, False)[1:]:  # ruffed
            best = min(best, _least(mine, min(one & ~a, other & ~b), max(one & ~a, other & ~b), others - 1, False))
    return best
