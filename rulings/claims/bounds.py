"""Sound lower bounds on the claimer's tricks in a contested claim, for the search of
rulings/claims/search.py (Laws 70A, 70D1).

The ruling is the least number of tricks over every line on which the claiming side plays normal
cards and the other side any legal card (70A: "any doubtful point as to a claim shall be resolved
against the claimer"; TR: "talep ile ilgili her şüpheli durum talep edenin aleyhine
çözümlenecektir"; 70D1: no line is accepted "if there is an alternative normal line of play that
would be less successful"). A bound here holds for *every* line on which all four hands play legal
cards (Law 44C: a player follows suit when he can), so it holds whatever the model of normal play
(rulings/claims/normal_play.py) leaves out, and the search may skip a position whose bound already
reaches what it is looking below. Nothing here chooses a card: the search's order and its first
losing line are untouched.

Three bounds, all counted on a position at the start of a trick:

- *Tops that cannot all be thrown away* (`hand_bound`): a card of a hand of the claiming side
  that no opponent's card of its suit beats wins the trick whenever it is led or played to its
  own suit, as long as no opponent can ruff (no trumps, or the opponents hold none); every trump
  of the side then wins too. So do as many of its cards of a suit as are left over when each is
  matched with a higher card of the opponents (`unbeaten`: Q-J under the ace alone keep one
  trick), counted as its tops. The hand loses a top only by discarding it, and it discards only on
  a trick led in a suit it is void of. It becomes void of a suit by playing all its cards of it,
  so the first suit it runs out of was played out in full (its tops won), and a trick of a suit
  it is void of needs a hand holding that suit: at most as many such tricks as the longest other
  holding of it, less the tricks of the suit the hand followed to; of them, those with an
  opponent still holding the suit at most the opponents' longer holding less those tricks, the
  rest led by the side (a leader holds the suit he leads), which leads only after tricks it won.
- *Tricks the opponents can win* (`opponents_bound`): in a trick they win without ruffing, an
  opponent holding the suit led plays the winning card, and every hand holding that suit plays
  one, so they win at most as many tricks of a suit as the longer of their two holdings, plus at
  most one trick for each trump they hold (a ruff, or a trump trick).
- *Trumps the opponents cannot each beat* (`unbeaten`), when they hold trumps: a trick
  holding a trump is won by a trump, so each trump of a hand of the side that falls on a trick
  the opponents win has a higher trump of theirs on it, one trick for each of theirs.

And, near the end of the play, a search (`LegalLeast`): the fewest tricks of the claiming side
over every legal line, which follows who wins each trick and so who leads the next: the
counting bounds do not, and a 13-card claim whose worst line has the opponents win almost every
trick spends its positions where they count nothing. Asked by the second search of a defender's claim
(rulings/claims/partners_choice.py); the claim search no longer asks it (since claimfloor9: with
the floors added after it, its own positions outnumbered those it saved, docs/benchmarks.md).

Pure Python; no Django.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from itertools import permutations

from ..cards import SUIT_MASKS, cards_in
from .key import SUIT, squeeze
from .normal_play import _can_beat, _winner


def lower_bound(hands: tuple, side: int, trump: int | None, on_lead: bool) -> int:
    """Tricks the claiming side (`side`: 0 for N-S, 1 for E-W) wins on every line from this
    position at the start of a trick (the hands hold as many cards each); `on_lead`: whether a
    hand of the side leads to it."""
    theirs = hands[side ^ 1] | hands[side ^ 3]
    n = hands[0].bit_count()
    best = max(0, n - opponents_bound(hands, side, trump))
    if trump is not None and theirs & SUIT_MASKS[trump]:
        # The opponents can ruff a top of another suit: only the side's trumps count.
        theirs &= SUIT_MASKS[trump]
        trumps = SUIT_MASKS[trump]
        return max(best, unbeaten(hands[side] & trumps, theirs), unbeaten(hands[side ^ 2] & trumps, theirs))
    for seat in (side, side ^ 2):
        best = max(best, _least_solution(hand_shape(hands, seat, trump), int(on_lead)))
    return best


@functools.lru_cache(maxsize=65536)
def unbeaten(mine: int, theirs: int) -> int:
    """How many of a hand's cards `mine` of one suit are left over when each is matched with a
    higher card of the opponents' `theirs` of the suit, at most one each (the most such pairs:
    the lowest of theirs above each of the hand's, from the lowest up).

    Trumps: every card is played by the last trick, and a trick holding a trump is won by the
    highest trump (Law 44E), so each of the hand's trumps on a trick the opponents win has a
    higher trump of theirs on it, and each of theirs is on one trick, as is each of the hand's:
    the hand's trumps win at least this many tricks on every line. Another suit, the opponents
    unable to ruff: each card the hand follows suit with on a trick the opponents win has a
    higher card of theirs of the suit on it (Law 44F), so the hand wins a trick with at least
    this many of its cards of the suit less those it throws away on tricks of other suits
    (throwing one away lowers the count by one at most: `hand_bound`'s tops).

    Remembered on the two holdings: asked of each hand's trumps at every position the claim
    search bounds while the opponents hold trumps, and the trump holdings recur far more."""
    matched = 0
    for card in cards_in(mine):
        above = theirs & ~((2 << card) - 1)
        if not above:
            break  # higher trumps have no match either
        theirs &= ~(above & -above)
        matched += 1
    return mine.bit_count() - matched


@functools.lru_cache(maxsize=65536)
def _least_solution(shape: tuple, on_lead: int) -> int:
    """The least w with w >= hand_bound(shape, on_lead + w): the side leads the first trick if
    `on_lead`, and after that only the tricks after those it wins, so a line on which it wins w
    tricks has it lead at most on_lead + w of them (the bound falls as that grows). Remembered as
    `hand_bound` is: a function of the shape, which recurs (one look-up instead of w + 1)."""
    w = 0
    while w < hand_bound(shape, on_lead + w):
        w += 1
    return w


def _above(cards: int) -> int:
    """The mask of the cards above the highest of `cards` (all of them when `cards` is empty)."""
    return ~((2 << cards.bit_length() - 1) - 1) if cards else -1


def opponents_bound(hands: tuple, side: int, trump: int | None) -> int:
    """The most tricks the opponents can win from here."""
    e, w = hands[side ^ 1], hands[side ^ 3]
    total = 0
    for suit in range(4):
        ce, cw = (e & SUIT_MASKS[suit]).bit_count(), (w & SUIT_MASKS[suit]).bit_count()
        total += ce + cw if suit == trump else max(ce, cw)
    return total


def hand_shape(hands: tuple, seat: int, trump: int | None) -> tuple:
    """What `hand_bound` needs of the hand `seat` of the claiming side, the opponents holding no
    trump: its sure tricks (its trumps), the tricks it is void in the suit led from the start
    (those the opponents can lead, and those only its partner can; the trump suit counted as if
    void: generous), and for each suit it holds, its cards, its tops, and the longest holding of
    an opponent and of any other hand.

    A trick of a suit takes a card from every hand holding it, so while an opponent holds the
    suit there are at most as many more tricks of it as his longer holding; a trick of it after
    both opponents are void is led by the claiming side (a leader holds the suit he leads), so it
    counts among the side's leads; there are at most as many in all as the longest holding.

    Counted suit by suit (`_suit_shape`, remembered on the suit's four holdings: the counting
    bounds are asked at every position the claim search meets, and the same holdings of a suit
    recur in most of them; a quarter of a 13-card claim's CPU was this count, docs/benchmarks.md,
    claimspeed64)."""
    hand, partner, left, right = hands[seat], hands[seat ^ 2], hands[seat ^ 1], hands[seat ^ 3]
    sure = free = ours = 0
    held = []
    trumps = -1 if trump is None else 13 * trump  # the trump suit's shift
    for shift in (0, 13, 26, 39):
        part = _suit_shape(
            hand >> shift & SUIT, partner >> shift & SUIT, left >> shift & SUIT, right >> shift & SUIT, shift == trumps
        )
        if len(part) == 3:
            sure += part[0]
            free += part[1]
            ours += part[2]
        else:
            held.append(part)
    return sure, free, ours, tuple(sorted(held))


@functools.lru_cache(maxsize=65536)
def _suit_shape(mine: int, partner: int, left: int, right: int, trumps: bool) -> tuple:
    """One suit of `hand_shape` (the holdings on one suit's 13 bits): for a suit the hand is void
    of, or the trump suit, what it adds to the sure tricks, the tricks the opponents may lead
    and those only the side may (3 numbers); else the hand's cards, its tops, the opponents'
    longer holding and the longest holding (4 numbers)."""
    opponents = max(left.bit_count(), right.bit_count())
    longest = max(opponents, partner.bit_count())
    if trumps or not mine:
        return mine.bit_count(), opponents, longest - opponents
    return mine.bit_count(), unbeaten(mine, left | right), opponents, longest


@functools.lru_cache(maxsize=65536)
def hand_bound(shape: tuple, side_leads: int) -> int:
    """Tricks a hand of the claiming side wins on every line on which its side leads at most
    `side_leads` tricks, the opponents holding no trump: its trumps (`shape`: `hand_shape`), and
    its tops less the most it can be made to discard."""
    sure, free, ours, held = shape
    tops = sum(t for _, t, _, _ in held)
    most = 0
    for order in set(permutations(held)):
        most = max(most, _discard_in_order(order, free, ours, side_leads))
        if most == tops:
            break
    return sure + tops - most


def _discard_in_order(order: tuple, free: int, ours: int, side_leads: int) -> int:
    """The most tops discarded when the hand runs out of its suits in this order. A suit's cards
    are discarded only on tricks of suits run out before it (or void from the start): `free` of
    them the opponents may lead, `ours` only the side (at most `side_leads` in all). Running out
    of a suit after following to c - d of its tricks (d discarded) leaves at most longest - (c -
    d) tricks of it to discard on, of which at most opponents - (c - d) with an opponent still
    holding the suit (`hand_shape`); the others are the side's to lead. Bounding the two kinds
    apart (the first at most opponents - (c - d), the rest of longest - (c - d) for the second)
    gives the hand no fewer tricks to discard on than the true split: a trick the opponents may
    lead serves wherever one the side leads does."""
    if not order:
        return 0
    (cards, tops, opponents, longest), rest = order[0], order[1:]
    usable = free + min(ours, side_leads)
    if not rest:
        return min(tops, usable)  # the last suit run out leaves no trick to discard on
    best = 0
    for thrown in range(min(usable, cards) + 1):
        # spend the tricks the opponents may lead first: the side's leads stay for later
        from_free = min(free, thrown)
        from_ours = thrown - from_free
        followed = cards - thrown
        theirs = max(0, opponents - followed)
        f = free - from_free + theirs
        o = ours - from_ours + max(0, longest - followed) - theirs
        s = side_leads - from_ours
        best = max(best, min(tops, thrown) + _discard_in_order(rest, f, o, s))
    return best


class LegalLeast:
    """The fewest tricks the claiming side takes over *every legal line* (all four hands playing
    any card that follows suit when it can, Law 44C), from a position at the start of a trick.

    Every normal line is a legal line, so this is a lower bound on the least over the normal
    lines whatever the model of normal play (rulings/claims/normal_play.py) leaves out; unlike the
    counting bounds above it knows who is on lead after each trick, which is what a 13-card claim
    the opponents win almost every trick of turns on (the counting bounds let an opponent lead a
    suit he cannot reach). A min-min search like rulings/claims/search.py's: below a limit exactly,
    else a lower bound at or above it, kept in a table keyed on the ranks relative to the cards
    still out (the rank of a card among the live cards decides every trick it is played to, Law
    44E/44F) and the seat on lead; the bounds above skip a position first. Asked for a line
    giving the side no trick (a limit of 1, the claim search's only question), it tries of the
    side's cards that do not beat a trick's winning card only the highest of each suit
    (`_highest_losing`: a line giving no trick through a lower one is matched by one through the
    highest), and answers the limit, no more, for the cards it left out."""

    def __init__(self, side: int, trump: int | None, spend: Callable[[], None] | None = None) -> None:
        self.side, self.trump = side, trump
        self.spend = spend  # called on each position searched: the claim search's budget counts them
        self.table: dict = {}  # key -> (tricks, exact)
        self.suits: dict = {}  # one suit's four holdings -> their squeezed form

    def below(self, hands: tuple, seat: int, limit: int) -> int:
        """The least if it is below `limit`, else a lower bound at or above `limit`."""
        if limit <= 0 or not hands[seat]:
            return 0
        key = self._key(hands, seat)
        hit = self.table.get(key)
        if hit is not None and (hit[1] or hit[0] >= limit):
            return hit[0]
        value = lower_bound(hands, self.side, self.trump, seat & 1 == self.side)
        if value < limit:
            value = self._trick(hands, seat, [], limit)
        self.table[key] = value, value < limit
        return value

    def _key(self, hands: tuple, seat: int) -> tuple:
        codes = []
        for shift in (0, 13, 26, 39):
            parts = (
                hands[0] >> shift & SUIT,
                hands[1] >> shift & SUIT,
                hands[2] >> shift & SUIT,
                hands[3] >> shift & SUIT,
            )
            code = self.suits.get(parts)
            if code is None:
                live = parts[0] | parts[1] | parts[2] | parts[3]
                code = self.suits[parts] = tuple(squeeze(part, live) for part in parts)
            codes.append(code)
        return tuple(codes), seat

    def _trick(self, hands: tuple, seat: int, trick: list, limit: int) -> int:
        """Within a trick: the least below `limit`, else a lower bound at or above it."""
        if self.spend is not None:
            self.spend()
        if limit <= 1 and trick and self._side_wins(hands, seat, trick):
            return 1  # asked for a line giving the side no trick: this trick is the side's
        hand = hands[seat]
        legal = (hand & SUIT_MASKS[trick[0][1] // 13] or hand) if trick else hand
        live = hands[0] | hands[1] | hands[2] | hands[3]
        for _, card in trick:
            live |= 1 << card
        others = live & ~hand
        best, floor, previous = limit, limit + 13, -1
        if limit <= 1 and trick and seat & 1 == self.side:
            kept = self._highest_losing(legal, trick)
            if kept != legal:
                legal, floor = kept, limit  # the cards left out are worth the limit at least
        while legal:
            low = legal & -legal
            legal ^= low
            card = low.bit_length() - 1
            # a card next to the one below it in the live order wins and loses the same tricks
            between = (low - 1) & ~((2 << previous) - 1) if previous >= 0 else 0
            equivalent = previous >= 0 and previous // 13 == card // 13 and not others & between
            previous = card
            if equivalent:
                continue
            after = hands[:seat] + (hand & ~low,) + hands[seat + 1 :]
            played = trick + [(seat, card)]
            if len(played) == 4:
                winner = _winner(played, self.trump)[0]
                here = int(winner & 1 == self.side)
                value = here + self.below(after, winner, best - here)
            else:
                value = self._trick(after, (seat + 1) % 4, played, best)
            if value < best:
                best = value
                if best == 0:
                    return 0
            else:
                floor = min(floor, value)
        return best if best < limit else floor

    def _highest_losing(self, legal: int, trick: list) -> int:
        """The side's legal cards to keep when it looks for a line giving it no trick: of each
        suit's cards that do not beat the trick's winning card, the highest, and every card that
        does. A line giving the side no trick that plays a lower one of them, y, while a higher
        one, x, is still in the hand plays x on a later trick; swapping the two gives a line
        giving it no trick either: x is not the trick's winner now, since the winning card beats
        it and a trick's winning card only ever rises (Law 44E, 44F), so this trick's winner is
        the same; and y, of x's suit and lower, is legal where x was (Law 44C) and wins that trick
        no more than x did (none), so its winner, and the leader after it, are the same too."""
        winning = _winner(trick, self.trump)[1]
        keep = legal
        for suit in range(4):
            held = legal & SUIT_MASKS[suit]
            if not held:
                continue
            if suit == winning // 13:
                losing = held & ((1 << winning) - 1)
            elif suit == self.trump:
                losing = 0  # a trump on a trick of another suit beats its winning card
            else:
                losing = held
            if losing:
                keep &= ~(losing & ~(1 << (losing.bit_length() - 1)))
        return keep

    def _side_wins(self, hands: tuple, seat: int, trick: list) -> bool:
        """Whether the claiming side wins the trick in progress whatever is played to it: it is
        winning it and no opponent still to play holds a card that beats the winning one."""
        winner, card = _winner(trick, self.trump)
        if winner & 1 != self.side:
            return False
        later = ((seat + i) % 4 for i in range(4 - len(trick)))
        return not any(_can_beat(hands[p], card, trick, self.trump) for p in later if p & 1 != self.side)
