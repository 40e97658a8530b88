"""The fewest tricks the claimer's side takes on a normal line (Laws 70A, 70C, 70D, 70E, 71B).

Every player minimises the claimer's tricks: the claiming side among its normal cards (70D1:
no successful line is accepted "if there is an alternative normal line of play that would be
less successful"; TR: "normal fakat daha az başarılı bir oyun tarzı varsa"), the other side
among its legal cards (70A: "any doubtful point as to a claim shall be resolved against the
claimer"; TR: "talep ile ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir"). So the
answer is the least value over all lines, and the search is a min-min search, not a game tree.

A value is 4 x tricks + a code (rulings.claims.normal_play): among lines taking as few tricks, one losing
a trick to a trump the claimer did not mention (70C) is smaller than one losing an unstated
finesse (70E1), which is smaller than the rest. Tricks add, codes take the least (`combine`);
`combine` never decreases when either side grows, which is what makes the bounds below exact.

`least` is the search the ruling uses: each position at the start of a trick is searched with
an upper bound (only a value below it is of interest), its result kept in a table keyed by the
remaining cards on their ranks relative to each other (rulings/claims/key.py), who is on lead and
the voids shown (the position in the statement follows from the cards left), either exactly or as
a lower bound. A position is not searched when its sure tricks (rulings/claims/bounds.py: trumps
the opponents' higher trumps cannot each beat; tops a hand cannot be made to throw away when no opponent can ruff; the tricks the
opponents cannot win for want of cards of the suit led; and, on the model's lines only, the tricks of a hand that ruffs what it cannot follow,
rulings/claims/ruffing_hand.py)
and the least paragraph code still
possible there (`least_code`; with no sure trick, that of a line giving the side no more trick,
which leads no trick after the present one and so loses no finesse after it) reach the bound, nor a trick the claimer's side surely wins when
the bound leaves it no more tricks, or when its sure tricks after that trick, counted before the
trick is played out, reach the bound (rulings/claims/won_trick.py). It answers exactly
what trying every line answers (`normal_least` in rulings/tests/claims/claim_positions.py, the
reference of rulings/tests/claims/test_claim_search.py), the same line included: children
are tried in the same order and only a strictly smaller value replaces the best; so once a
child's line is worth no more than the position is known to be worth at least (its floor, its
table entry's lower bound, the pass before: `low`), no later child can replace it and the loop
ends there, as it always did at a line taking no trick.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import ClassVar

from ..cards import SUIT_MASKS
from .bounds import LegalLeast, lower_bound
from .frame_stack import on_a_chunk_of_its_own
from .key import RelativeKeys, move_line
from .normal_play import _BEATING, LOST, LOST_FINESSE, LOST_TO_TRUMP, WON, NormalPlay, _winner
from .ruffing_hand import ruffing_hand_bound
from .stated_runs import StatedRuns
from .sweep_floor import SweepFloor
from .won_trick import tricks_after

# Past this many positions a query is answered with an error rather than left running.
NODE_BUDGET = 3_000_000
INFINITY = 1 << 20

Line = tuple[tuple[int, int], ...]


class SearchBudgetExceeded(Exception):
    """The search visited its budget of positions (NODE_BUDGET unless a caller gives less: a web
    page cannot wait minutes) without an answer."""


def combine(here: int, rest: int) -> int:
    """The value of a trick worth `here` followed by a line worth `rest`."""
    return (here & ~3) + (rest & ~3) + min(here & 3, rest & 3)


def tricks_of(value: int) -> int:
    return value >> 2


def code_of(value: int) -> int:
    return value & 3


@functools.lru_cache(maxsize=4096)
def _rest_bound(here: int, bound: int) -> int:
    """The least value `rest` (a valid one: code 0, 2 or 3) with combine(here, rest) >= bound;
    the rest of the line is of interest only below it."""
    floor = bound - (here & ~3)
    if floor <= 0:
        return 0
    for rest in range(max(0, floor - 4), floor + 5):
        if rest & 3 != 1 and combine(here, rest) >= bound:
            return rest
    raise AssertionError("unreachable: combine grows with rest")


# ------------------------------------------------------------ bounded search
@dataclass(slots=True)
class _Result:
    value: int
    line: Line | None  # None: `value` is only a lower bound (the position is no better)


_AT_LEAST: dict[int, _Result] = {}


def _at_least(value: int) -> _Result:
    """`_Result(value, None)`, one object for each value: nearly every result of the search is a
    lower bound (claim 2 of bench/claim_speed.py: 302 927 of 302 980), of a few values, and a
    result is never changed once made, so they are made once (docs/benchmarks.md, session 83)."""
    result = _AT_LEAST.get(value)
    if result is None:
        result = _AT_LEAST[value] = _Result(value, None)
    return result


@dataclass
class _Bounded:
    play: NormalPlay
    table: dict = field(default_factory=dict)  # key -> (_Result, the live cards it was found with)
    nodes: int = 0
    budget: int = NODE_BUDGET
    keys: RelativeKeys | None = None  # None: the key holds the hands as they are
    bounds: bool = True  # the lower bounds of rulings/claims/bounds.py (else trump masters only)
    legal: LegalLeast | None = None  # the least over every legal line (with `bounds`), for partners_choice.py
    runs: StatedRuns | None = None  # stated cards that play alike, tried once (with `keys`)
    # every model line wins every trick left (rulings/claims/sweep_floor.py; with `bounds`)
    sweep_floor: SweepFloor | None = None
    # whether `least` may key the table on relative ranks (rulings/claims/penalty.py's search may not)
    relative_keys: ClassVar[bool] = True
    # `_BEATING`'s row for the claim's strain, looked up once: `_trick` reads it at every card
    beats: tuple = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        trump = self.play.claim.trump
        self.beats = _BEATING[0 if trump is None else trump + 1]
        if self.bounds:
            self.legal = LegalLeast(self.play.side, self.play.claim.trump, self.spend)
            self.sweep_floor = SweepFloor(self.play)

    def release(self) -> None:
        """Drop the legal least once the search is over. Its `spend` is this search's, so the two
        refer to each other: a cycle only the garbage collector's full pass frees, and with it
        the table (a 13-card claim's holds a few hundred thousand objects), which until then
        every full pass of a later claim walks again (docs/benchmarks.md, session 44)."""
        self.legal = None

    def spend(self) -> None:
        """Count a position searched (the legal least's too) against the budget."""
        self.nodes += 1
        if self.nodes > self.budget:
            raise SearchBudgetExceeded

    def position(self, hands: tuple, seat: int, known: frozenset, bound: int) -> _Result:
        """A position at the start of a trick: exact below `bound`, else a lower bound."""
        if hands[seat] == 0:
            return _Result(LOST, ())
        if bound <= 0:
            # Nothing here is of interest: the trick before it already reached the bound (a trick
            # the side won when no more trick was asked for). Every value is at least 0, and the
            # parent counts this one only towards a lower bound, so the table and the bounds are
            # spared (over 40% of a 13-card claim's CPU time: docs/benchmarks.md).
            return _at_least(0)
        key = (hands, seat, known) if self.keys is None else self.keys.key(hands, seat, known)
        entry = self.table.get(key)
        hit = None
        if entry is not None:
            hit, source = entry
            if hit.line is not None:
                if source == hands[0] | hands[1] | hands[2] | hands[3]:
                    return hit
                return _Result(hit.value, move_line(hit.line, source, hands[0] | hands[1] | hands[2] | hands[3]))
            if hit.value >= bound:
                return hit  # the most frequent way out: the live cards are not needed
        code = self.least_code(hands)
        # The legal least (bounds.LegalLeast) is not asked here: with the floors above it cost more
        # positions than it saved on the bench's claims (docs/benchmarks.md, claimfloor9); a floor
        # left out changes no value and no line, only the positions searched. The second search of
        # a defender's claim still asks it (`legal`, rulings/claims/partners_choice.py).
        floor = self.swept(hands, seat, self.floor(hands, seat, code), bound)
        if floor >= bound:
            result = _at_least(max(floor, hit.value if hit else 0))
        else:
            # what is known of its value from below: a line worth that much is the least one
            low = max(floor, hit.value if hit else 0) if self.bounds else 0
            result = self._trick(hands, seat, [], known, bound, low, None)
        self.table[key] = result, hands[0] | hands[1] | hands[2] | hands[3]
        return result

    def trick(self, hands: tuple, seat: int, trick: list, known: frozenset, bound: int, low: int = 0) -> _Result:
        """A position within a trick: the least value below `bound` and its line, or a lower bound.
        `low`: a lower bound on the value (of the trick's start, which every line from here is a
        line of): a line worth that much is the least, and the first such is the one returned."""
        winning = _winner(trick, self.play.claim.trump) if trick else None
        return self._trick(hands, seat, trick, known, bound, low, winning)

    def _trick(
        self,
        hands: tuple,
        seat: int,
        trick: list,
        known: frozenset,
        bound: int,
        low: int,
        winning: tuple[int, int] | None,
    ) -> _Result:
        """`trick`, told the seat and card winning the trick so far (`_winner`; None before the
        lead): the card before's loop knows it (the card it played wins when it beats the winner
        before it), so it is not worked out again at every card."""
        # `spend` written out, as the rest of the loop: this runs at every card of every line tried
        self.nodes += 1
        if self.nodes > self.budget:
            raise SearchBudgetExceeded
        play = self.play
        # `won_trick` only where the side is winning the trick (`claimer_wins`' first question)
        winning_side = trick and winning[0] & 1 == play.side  # type: ignore[index]
        cards, cut = self.won_trick(hands, seat, trick, known, bound, winning) if winning_side else (None, None)
        if cut is not None:
            return cut
        best: _Result | None = None
        floor = INFINITY
        # A void shown (70E1's exception): an opponent of the claimer who does not follow suit.
        led = trick[0][1] // 13 if trick else -1
        shows = trick and seat & 1 != play.side and (seat, led) not in known
        hand, left, right = hands[seat], hands[:seat], hands[seat + 1 :]
        # the card played wins when it is one of these (the cards that beat the trick's winning
        # card: every card before the lead)
        beating = -1 if winning is None else self.beats[winning[1]]
        if len(trick) == 3:  # the trick's last card: the next position starts a trick
            for card in cards if cards is not None else self.choices(seat, hands, trick, known):
                move = (seat, card)
                here, winner = play.finish(trick + [move], hands, move if beating >> card & 1 else winning)
                rest = self.position(
                    left + (hand & ~(1 << card),) + right,
                    winner,
                    known | {(seat, led)} if shows and card // 13 != led else known,
                    _rest_bound(here, bound),
                )
                # `combine(here, rest.value)` written out
                value, line = rest.value, rest.line
                value = (here & ~3) + (value & ~3) + (here & 3 if here & 3 < value & 3 else value & 3)
                if line is not None and value < bound:
                    best = _Result(value, (move,) + line)
                    bound = value
                    if value <= low:
                        break  # no line from here is worth less (no tricks at least)
                elif value < floor:
                    floor = value
        else:
            following = (seat + 1) % 4
            for card in cards if cards is not None else self.choices(seat, hands, trick, known):
                move = (seat, card)
                got = self._trick(
                    left + (hand & ~(1 << card),) + right,
                    following,
                    trick + [move],
                    known | {(seat, led)} if shows and card // 13 != led else known,
                    bound,
                    low,
                    move if beating >> card & 1 else winning,
                )
                value = got.value
                if got.line is not None and value < bound:
                    best = _Result(value, (move,) + got.line)
                    bound = value
                    if value <= low:
                        break  # no line from here is worth less (no tricks at least)
                elif value < floor:
                    floor = value
        return best if best is not None else _at_least(floor)

    def won_trick(
        self, hands: tuple, seat: int, trick: list, known: frozenset, bound: int, winning: tuple[int, int] | None
    ) -> tuple[list[int] | None, _Result | None]:
        """Within a trick the claimer's side surely wins (`claimer_wins`; `winning`: the trick's
        winner so far), whether the trick need
        not be played out: a lower bound at or above `bound` when one is found (the second item),
        and the cards `choices` gave `seat` when they were asked (the first, for the loop). Every
        line from here is worth this trick and the sure tricks after it
        (rulings/claims/won_trick.py), which counts them before the trick is played out."""
        if not self.claimer_wins(hands, seat, trick, winning):
            return None, None
        if bound <= 4:
            return None, _at_least(4)  # this trick is the claimer's whatever is played to it
        if not self.bounds:
            return None, None  # the claim quiz's search, as its goldens were set on
        cards = self.choices(seat, hands, trick, known)
        after = tricks_after(hands, self.play.side, self.play.claim.trump, seat, trick, cards)
        lower = combine(WON, 4 * after + self.least_code(hands))
        return cards, (_at_least(lower) if lower >= bound else None)

    def choices(self, seat: int, hands: tuple, trick: list, known: frozenset) -> list[int]:
        """The cards tried: the model's (`NormalPlay.choices`), of the claiming side's stated cards
        that play alike only the lowest (rulings/claims/stated_runs.py)."""
        cards = self.play.choices(seat, hands, trick, known)
        if self.runs is not None and seat & 1 == self.play.side:
            return self.runs.tried(cards, hands, seat, trick)
        return cards

    def claimer_wins(self, hands: tuple, seat: int, trick: list, winning: tuple[int, int] | None = None) -> bool:
        """Whether the claimer's side wins the trick in progress on every play: it is winning it
        and no opponent still to play can beat the winning card: none of his legal cards (the suit
        led when he holds it, else his hand) is among the cards that beat it (`_BEATING`; the
        same answer as normal_play's `_can_beat` asked of each, written out: it runs at every
        card of a trick the side is winning)."""
        side = self.play.side
        trump = self.play.claim.trump
        winner, card = winning if winning is not None else _winner(trick, trump)
        if winner & 1 != side:
            return False
        beating = _BEATING[0 if trump is None else trump + 1][card]
        led = SUIT_MASKS[trick[0][1] // 13]
        # the opponents still to play: `seat` when it is theirs, and the seat after the side's next
        for p in range(seat if seat & 1 != side else seat + 1, seat + 4 - len(trick), 2):
            hand = hands[p & 3]
            if (hand & led or hand) & beating:
                return False
        return True

    def floor(self, hands: tuple, seat: int, code: int) -> int:
        """A lower bound on the value of every line from a position at the start of a trick,
        `seat` on lead (`code`: `least_code(hands)`): the side's sure tricks and that code; when
        it has none, the least code of a line on which it wins no more trick, since a line on
        which it wins one is worth 4 or more, above every code. Without `bounds` (the claim
        quiz's search, whose budget its goldens were set on) the code alone, as before.

        With `bounds`, also the tricks of a hand of the side that ruffs what it cannot follow
        (rulings/claims/ruffing_hand.py): a bound over the model's lines only, which are the
        lines this search tries."""
        sure = self.surely(hands, seat & 1 == self.play.side)
        if self.bounds:
            play = self.play
            sure = max(sure, ruffing_hand_bound(hands, play.side, play.claim.trump, play.stated_mask, seat))
        return 4 * sure + code if sure or not self.bounds else self.least_code(hands, seat)

    def swept(self, hands: tuple, seat: int, floor: int, bound: int) -> int:
        """`floor` (from a position at the start of a trick, `seat` on lead), raised by rule 8 where
        it is below `bound`: with `bounds`, and the side on lead with no opponent holding a trump,
        when every line the model allows keeps a sweep (rulings/claims/sweep_floor.py, whose
        docstring gives the argument), every trick left is the side's: the value of every such
        line, 4 x tricks + 3 (a stated trump draw's Zietman claim: 789 773 positions without it,
        docs/benchmarks.md, claimdraw2). Not asked where the other bounds already reach `bound`:
        its answer would change nothing there but a lower bound kept in the table, and those
        checks were most of its cost (a 13-card claim's 1.97 s of 2.10, claimdraw3)."""
        if floor < bound and self.sweep_floor is not None and self.sweep_floor.holds(hands, seat):
            return 4 * hands[seat].bit_count() + (WON & 3)  # every trick won: the code of none lost
        return floor

    def least_code(self, hands: tuple, on_lead: int | None = None) -> int:
        """The least code a line from here can have. A trick is lost to a trump the claimer did
        not mention (70C) only while an opponent holds one. It is lost to an unstated finesse
        (70E1, `lost_finesse`) only when a hand of the claiming side in third seat plays a card
        below the fourth hand's winner while holding one above it, of a suit its partner leads
        (or ruffs in): so only while that hand holds two cards of a suit, not a stated finesse's,
        with a card of its left-hand opponent between them, and its partner a card of the suit
        unless it is trumps. In a suit other than trumps the card it plays was winning the trick,
        so it beat the card its partner led, at least his lowest of the suit: both of its cards
        are then above that one (a hand with J8 behind its partner's Q loses no finesse to the
        9). Cards only leave the hands, so what is impossible here stays so (docs/benchmarks.md,
        claim62: a top-down claim at 9 cards searched 240 380 positions for a finesse no line
        could lose, 6 341 now).

        With `on_lead` (the seat leading the trick that starts here), the least code of a line on
        which the claiming side wins no more trick: the side leads a trick only when it leads
        this one or won the one before, so on such a line it leads none but this one, and only
        this trick's third hand (the leader's partner) can lose a finesse; with an opponent on
        lead, none can."""
        claim = self.play.claim
        side = self.play.side
        theirs = hands[side ^ 1] | hands[side ^ 3]
        if claim.trump is not None and not self.play.knows_trumps and theirs & SUIT_MASKS[claim.trump]:
            return LOST_TO_TRUMP
        stated = {card // 13 for card in claim.bound_statement.finesses}  # as lost_finesse reads them
        if on_lead is None:
            thirds: tuple[int, ...] = (side, side ^ 2)
        else:
            thirds = (on_lead ^ 2,) if on_lead & 1 == side else ()
        for seat in thirds:
            fourth = hands[(seat + 1) % 4]
            for suit in range(4):
                held = hands[seat] & SUIT_MASKS[suit]
                if suit in stated or held.bit_count() < 2:
                    continue
                partners = hands[seat ^ 2] & SUIT_MASKS[suit]
                if suit != claim.trump:
                    if not partners:
                        continue
                    # the card played must beat partner's lead of the suit, his lowest at best
                    held &= ~(((partners & -partners) << 1) - 1)
                    if held.bit_count() < 2:
                        continue
                low, high = held & -held, 1 << (held.bit_length() - 1)
                if fourth & (high - 1) & ~((low << 1) - 1):
                    return LOST_FINESSE
        return LOST

    def surely(self, hands: tuple, on_lead: bool) -> int:
        """A lower bound on the claimer's tricks from a position at the start of a trick."""
        if self.bounds:
            return lower_bound(hands, self.play.side, self.play.claim.trump, on_lead)
        return self.sure_tricks(hands)

    def sure_tricks(self, hands: tuple) -> int:
        """Tricks the claimer's side takes on every line: each trick holding one of its trumps
        higher than every trump the opponents hold is its trick, and one hand plays one card to a
        trick, so it takes at least as many as either hand holds such trumps."""
        trump = self.play.claim.trump
        if trump is None:
            return 0
        side = self.play.side
        theirs = (hands[side ^ 1] | hands[side ^ 3]) & SUIT_MASKS[trump]
        above = ~((2 << theirs.bit_length() - 1) - 1) if theirs else -1
        return max(
            (hands[side] & SUIT_MASKS[trump] & above).bit_count(),
            (hands[side ^ 2] & SUIT_MASKS[trump] & above).bit_count(),
        )


@on_a_chunk_of_its_own
def least(
    play: NormalPlay,
    hands: tuple,
    seat: int,
    trick: list,
    known: frozenset,
    claimed: int,
    budget: int = NODE_BUDGET,
    relative_ranks: bool = True,
    searcher: type[_Bounded] | None = None,
) -> tuple[int, Line | None]:
    """The least value of a line and, when it takes fewer than `claimed` tricks, the line (the
    one trying every line gives). From `claimed` tricks up only the number of tricks is exact: the
    paragraphs a losing line falls under are of no interest when the claim stands.

    Asks "is there a line taking no more than k tricks?" for k = 0, 1, ...: a search bounded that
    low stops each line as soon as the claimer's side has won more than k tricks, and each answer
    (a lower bound of a position) is kept in the table for the next k.

    With `relative_ranks` (rulings/claims/key.py) positions that differ only by small cards played
    before share their entry: the same answer in fewer positions. Without it the table keys the
    hands as they are and counts trump masters only as sure tricks: the search the claim quiz's
    budget was set on (its goldens).

    `searcher`: the search, `_Bounded` unless given (with penalty cards on the table, rulings/claims/
    penalty.py's, which keys the table on the hands as they are: its `relative_keys`)."""
    searcher = searcher or _Bounded
    keyed = relative_ranks and searcher.relative_keys
    keys = RelativeKeys(play.stated, play.claim.bound_statement.finesses, play.side) if keyed else None
    search = searcher(play, budget=budget, keys=keys, bounds=relative_ranks)
    if keyed:
        search.runs = StatedRuns(play.stated, play.claim.bound_statement.finesses)
    try:
        tricks = search.surely(hands, seat & 1 == play.side) if not trick else 0
        low = 4 * tricks  # every line's value is at least this (the sure tricks, then the last pass's)
        while True:
            got = search.trick(hands, seat, trick, known, 4 * (tricks + 1), low if relative_ranks else 0)
            if got.line is not None:
                # No line takes fewer tricks (the k before), so the value below the bound is exact.
                return (got.value, got.line) if tricks < claimed else (got.value, None)
            tricks += 1
            low = got.value  # no line is worth less: this pass found none below its bound
    finally:
        search.release()
