"""A floor of the claim search from rule 8 of the model of normal play (docs/rulings-cli.md,
"Additions"; rulings/claims/sweep.py): where every line the model allows keeps a sweep, the
claiming side wins every trick left (Laws 70A, 70D1; footnote 21). Issue 24, branch claimdraw2.

`SweepFloor.holds(hands, seat)` answers, at the start of a trick, whether *every* line the model
allows the claiming side (against any legal defence) wins all the remaining tricks; the search then
knows the position's value, 4 x tricks + 3, without playing it out (rulings/claims/search.py,
`_Bounded.floor`). It is asked only when the side is on lead and no opponent holds a trump, and
never when the side's legal cards are narrowed by penalty cards (`NormalPlay.narrows`: a penalty
card may have to be discarded where rule 8 would keep another). A floor is sound only if it is
never above the least value; "every model line wins every trick" is the claim to prove, by
following the model card by card (`NormalPlay.normal_cards`) on the side's two hands alone.

**What the model does at a card of the claiming side** (no opponent holding a trump, so rules 9
and 11 never act: `_stated_draw` finds no master trump), in `normal_cards`' order:
(a) a single legal card is played; (b) N2: the first stated card the side holds is played when
it is in this hand's legal cards and "in turn" (`_in_turn`: the hand leads, or the card is of the
suit led, or the card stated before it is on this trick), which reads only the side's own cards
and the suit led; (c) otherwise, with fewer than two legal cards that are not stated
(`stated_mask`: cards and finesses), the other rules' choice, some of the legal cards; (d)
otherwise rule 8, `keep_the_sweep`: when a sweep exists, the normal candidates that keep one, or
else the unstated legal cards that keep one, or, when none of those keeps one (a sweep only a
stated card keeps), the candidates unfiltered. On a lead with `draw_trumps`, the candidates hold
no stated card while an unstated one is legal (`_in_stated_order`).

**The check** (`_Check`) plays the side's cards only, a trick at a time from its lead, letting
each hand play every card of a superset of (a)-(d): (a) and (b) exactly (the same `_stated_card`;
N2 reads only the side's cards and the suit led, both of which the check holds, and the side
leads every trick of a line the check accepts); (c) every candidate, where the candidates are
every legal card but on a lead with `draw_trumps` (no stated card while another is legal,
`_in_stated_order`) and for a hand void in the suit led holding no trump (no stated card while
another is legal: N7's `_discards`; N3-N6 keep a card there only if it beats the trick, which it
cannot without a ruff); (d) when a sweep surely exists (some unstated card keeps one under the
smallest tops the card can find), the cards that keep one under the largest, among the
candidates and the unstated cards; when it may not, the candidates too. After the side's two
cards of a trick the check requires the trick to be surely the side's: its highest card of the
suit led top at the trick's start (above every card of the suit an opponent held then, so above
any they play to it), or the partner's ruff (no opponent holds a trump); else it fails. It then
goes on from the winner's lead. It does not ask for a sweep after each card: a line the filter
leaves (N2's stated ace taking the partner's trick, the rest won by top diamonds and a ruff of
the side's own trick) may still win every trick.

**The opponents' discards add tops** (claimdraw, docs/benchmarks.md): rule 8 reads the tops as
they are at each card, and an opponent's card leaving his hand makes the side's next lower cards
of its suit top (West's DT once the DQ and the DJ are gone), so the model plays cards that keep a
sweep only under the larger tops. The check does not follow the opponents' cards; it lets the
tops be any that their cards played could have made (`_Tops`): a suit's tops change only when
its highest card held leaves, so they are the side's cards above the opponents' (k+1)-th highest
card of the suit for some k, and the k highest must all have left, each from the hand that held
it; an opponent who has played n cards since the check's position has given up at most n of
them. At each trick start every set of tops at least the present one that fits those counts is
tried (`_Tops.raised`); at the partner's card the largest the second hand's extra card allows is
read for (d). Each real line is then a line of the check: its tops at each trick start are in the
lattice and never fall; each of its cards is in the superset above (rule 8's "keeps a sweep" grows
with the tops, and the check asks it without the bar of the opponents' cards on the trick, which
can only keep more cards; where a sweep surely exists under the trick start's tops, it exists
under the real ones, bar included, since those tops beat every card the opponents play to the
trick). Every trick of every real line is then the side's: the floor is the exact value of every
model line, and the search, which keeps the first line of least value (search.py's docstring),
finds the same line and value as trying every line. claimdraw's floor B failed because it ignored
N2 (seed 2024, claim 147: North's DJ led, South's stated D9 follows suit under it, and the
sweep's entry is gone); test_claim_sweep_floor.py's seeded comparison fails on B. The check
fails (no floor) wherever it cannot show every trick won; the search then plays the position out
as before.

**What it costs** (claimdraw3): the search asks it only below the bound (`_Bounded.swept`), at 8
cards or fewer (`SWEEP_CARDS`), after a count of the tops, and stops asking in a search whose
checks keep failing (`GIVE_UP`); all four only leave a floor out, which is always sound. The
checks share their states: the tops are kept as the side's cards read them, so positions whose
opponents' cards differ only below those share a check (`_Tops.key`), and a state is known by what
`_trick` reads of it (`_Check._alike`), whichever check met it first. Pure Python; no Django.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from ..cards import SUIT_MASKS, cards_in
from .normal_play import NormalPlay, _legal
from .sweep import _search, _sweeps

# A search stops asking for the floor once its checks failed more than this and twice the checks
# that held (claimdraw3: the Zietman claim's held 14 929 times and failed 3 171; the bench's 13-card
# claims' failed every time, 354 and 1 070 checks in two of them, 0.1-0.2 s of CPU each).
GIVE_UP = 50

# The most cards left at which the floor is asked: the sweep alone (`_sweeps`) took up to 62 ms
# at 11 cards in a 13-card bench claim whose sweeps all failed; the Zietman claim's floors are at
# 4-6 cards (claimdraw3).
SWEEP_CARDS = 8

# What `sweep._sweeps` reads of a trick not yet led.
_NO_TRICK = ((), -1, 0, -1, -1)


class _Tops:
    """The side's top cards as the opponents' cards leave. For each suit, the opponents' cards of
    it from the highest down; `gone` (an index per suit) says how many of the highest are gone: the
    side's tops of the suit are then its cards above the next (all of them when none is left). A
    suit's tops change only when its highest card held leaves, so they are always one of these;
    and an opponent who has played `n` cards since the check's position can have given up at most
    `n` of those highest cards (`fits`)."""

    def __init__(self, hands: tuple, side: int, trump: int, ours: int) -> None:
        self.trump = trump  # -1: no trumps
        self.seats = (side ^ 1, side ^ 3)
        # `ours`: the side's cards at the claim, a superset of its cards in every position of the
        # search. Only the side's cards among the tops are ever read (`_sweeps`, `_winner`,
        # `raised`), so the tops are kept as those: positions whose opponents' cards differ only
        # below them (a small card of theirs played) have the same `masks` and `owners`, and
        # so the same check (`key`, `SweepFloor.checks`).
        # per suit, per count gone: the side's tops of the suit, and how many of the gone cards
        # each opponent held
        self.masks: list[tuple[int, ...]] = []
        self.owners: list[tuple[tuple[int, int], ...]] = []
        for suit, mask in enumerate(SUIT_MASKS):
            held = sorted(((card, seat) for seat in self.seats for card in cards_in(hands[seat] & mask)), reverse=True)
            if suit == trump:
                held = []  # the rule applies only while no opponent holds a trump
            masks, owners, counts = [], [], [0, 0]
            for n in range(len(held) + 1):
                masks.append(ours & mask & ~((2 << held[n][0]) - 1) if n < len(held) else ours & mask)
                owners.append((counts[0], counts[1]))
                if masks[-1] == ours & mask:
                    break  # every card of the side's is top: the cards of theirs below add none
                counts[self.seats.index(held[n][1])] += 1
            self.masks.append(tuple(masks))
            self.owners.append(tuple(owners))
        self.key = (tuple(self.masks), tuple(self.owners))
        self.memo: dict = {}

    def top(self, gone: tuple) -> int:
        masks = self.masks
        return masks[0][gone[0]] | masks[1][gone[1]] | masks[2][gone[2]] | masks[3][gone[3]]

    def fits(self, gone: tuple, played: tuple) -> bool:
        """Whether each opponent (`seats`) can have given up his part of the gone cards, having
        played `played` cards (in `seats`' order) since the check's position."""
        first = second = 0
        for suit, n in enumerate(gone):
            one, two = self.owners[suit][n]
            first += one
            second += two
        return first <= played[0] and second <= played[1]

    def raised(self, gone: tuple, ours: int, played: tuple) -> list[tuple]:
        """Every `gone` at least this one that the opponents' cards played allow, of those giving
        the same tops of the side's cards `ours` only the least (it can still be raised to the
        others, and it asks no more of the opponents' cards: it stands for them)."""
        key = (gone, ours, played)
        out = self.memo.get(key)
        if out is None:
            suits = []
            for suit, n in enumerate(gone):
                masks = self.masks[suit]
                suits.append([m for m in range(n, len(masks)) if m == n or (masks[m] ^ masks[m - 1]) & ours])
            out = self.memo[key] = [g for g in itertools.product(*suits) if self.fits(g, played)]
        return out


@dataclass
class SweepFloor:
    """Whether every line the model allows the claiming side wins every trick left (the module's
    docstring gives the argument). Answers are kept per search: positions recur across its passes."""

    play: NormalPlay
    answers: dict = field(default_factory=dict, repr=False)
    # (the tops' `key`, the tricks left) -> its `_Check`: positions alike in those share one
    checks: dict = field(default_factory=dict, repr=False)
    ours: int = field(init=False, repr=False)  # the side's cards at the claim (`_Tops`)
    states: dict = field(default_factory=dict, repr=False)  # shared by its checks (`_Check.alike`)
    tops: dict = field(default_factory=dict, repr=False)  # the opponents' cards -> their `_Tops`
    floored: int = 0  # the checks that held, and those that failed (`GIVE_UP`)
    failed: int = 0

    def __post_init__(self) -> None:
        hands = self.play.claim.hands
        self.ours = hands[self.play.side] | hands[self.play.side ^ 2]

    def holds(self, hands: tuple, seat: int) -> bool:
        play = self.play
        side = play.side
        if seat & 1 != side or play.narrows or not 0 < hands[seat].bit_count() <= SWEEP_CARDS:
            return False
        trump = -1 if play.claim.trump is None else play.claim.trump
        theirs = hands[side ^ 1] | hands[side ^ 3]
        if trump >= 0 and theirs & SUIT_MASKS[trump]:
            return False
        key = (hands[side], hands[side ^ 2], seat, theirs)
        answer = self.answers.get(key)
        if answer is None:
            # no sweep now: rule 8 is off, every line open (nothing to gain from the check); each
            # trick left needs a top card of its own (as `_sweeps` asks after each trick), asked
            # first: most positions of a 13-card claim end there, at a fraction of the sweep's cost
            ours = hands[side] | hands[side ^ 2]
            top = self._tops_now(theirs, trump) & ours
            # a search whose checks keep failing stops asking ("no floor" is always sound): in
            # the bench's 13-card claims every check failed, and cost more than the search saved
            answer = (
                top.bit_count() >= hands[seat].bit_count()
                and self.failed <= GIVE_UP + 2 * self.floored
                and _sweeps(hands[side], hands[side ^ 2], side, _NO_TRICK, seat, trump, top)
            )
            self.failed += top.bit_count() >= hands[seat].bit_count() and not answer
            if answer:
                # positions with the same tops (as the side's cards read them) share a check, and
                # so the lines below them
                tops = self.tops.get(theirs)
                if tops is None:
                    tops = self.tops[theirs] = _Tops(hands, side, trump, self.ours)
                tricks = hands[seat].bit_count()
                check = self.checks.get((tops.key, tricks))
                if check is None:
                    check = self.checks[tops.key, tricks] = _Check(play, tops, tricks, self.states)
                answer = check.every_line_sweeps(hands[side], hands[side ^ 2], seat, (0, 0, 0, 0))
                self.floored += answer
                self.failed += not answer
            self.answers[key] = answer
        return answer

    def _tops_now(self, theirs: int, trump: int) -> int:
        """The side's cards above every card of their suit the opponents hold (`_Tops.top` of
        the position, none gone), without building the lattice: most positions end here."""
        top = 0
        for suit, mask in enumerate(SUIT_MASKS):
            held = theirs & mask
            if held and suit != trump:
                mask &= ~((1 << held.bit_length()) - 1)  # above their highest card of the suit
            top |= self.ours & mask
        return top


@dataclass
class _Check:
    """`SweepFloor.holds` for one position: the side's cards played trick by trick, the tops as
    the opponents' highest cards gone (`_Tops`)."""

    play: NormalPlay
    tops: _Tops
    tricks: int  # the tricks left at the check's position
    # the answers of every check of the search, by `_alike`'s key (`SweepFloor.states`)
    alike: dict = field(default_factory=dict)
    seen: dict = field(default_factory=dict)

    def every_line_sweeps(self, a: int, b: int, leader: int, gone: tuple) -> bool:
        """`a` the hand of seat `side`, `b` its partner's; `leader` (of the side) leads; `gone`
        the opponents' highest cards gone at this trick's start (`_Tops`)."""
        if not a | b:
            return True
        trump = self.tops.trump
        # No stated card held: (b) never acts, (c) only on a single legal card, and (d)'s filter
        # is on wherever a sweep exists (some legal card keeps it): every model line keeps one
        # (branch claimdraw's floor C), so a sweep now is the answer.
        if not (a | b) & self.play.stated_mask and _sweeps(
            a, b, self.play.side, _NO_TRICK, leader, trump, self.tops.top(gone)
        ):
            return True
        key = (a, b, leader, gone)
        answer = self.seen.get(key)
        if answer is None:
            same = self._alike(a, b, leader, gone)
            answer = self.alike.get(same)
            if answer is None:
                answer = self.alike[same] = self._trick(a, b, leader, gone)
            self.seen[key] = answer
        return answer

    def _alike(self, a: int, b: int, leader: int, gone: tuple) -> tuple:
        """What `_trick` reads of a state, whichever check it is of: the side's hands and leader;
        per suit, the tops the lattice can still reach as the side's cards now read them (a
        step only where they change, as `_Tops.raised` takes them), with the opponents' cards
        each step asks beyond those gone; and how many more each opponent can have given up
        (what he played less what `gone` asks, at most what every step asks). Over 128 000
        states of the Zietman claim's checks are some 25 000 of these (claimdraw3)."""
        ours = a | b
        played = self.tricks - a.bit_count()
        first = second = most_first = most_second = 0
        steps = []
        for suit in range(4):
            masks, owners = self.tops.masks[suit], self.tops.owners[suit]
            n = gone[suit]
            one, two = owners[n]
            first += one
            second += two
            now = masks[n] & ours
            steps.append(now)
            for m in range(n + 1, len(masks)):
                if masks[m] & ours != now:
                    now = masks[m] & ours
                    steps.append((now, owners[m][0] - one, owners[m][1] - two))
            most_first += owners[-1][0] - one
            most_second += owners[-1][1] - two
            steps.append(-1)  # the suit's end
        return a, b, leader, tuple(steps), min(played - first, most_first), min(played - second, most_second)

    def _trick(self, a: int, b: int, leader: int, gone: tuple) -> bool:
        side = self.play.side
        top = self.tops.top(gone)
        played = self.tricks - a.bit_count()  # by each opponent, since the check's position
        partner = leader ^ 2
        # the second hand has played one card more than the fourth at the partner's turn
        second_hand = (leader + 1) % 4
        before = tuple(played + 1 if seat == second_hand else played for seat in self.tops.seats)
        after = (played + 1, played + 1)
        for first in self._cards(a, b, leader, [], top, top):
            a1, b1 = _without(a, b, side, leader, first)
            # the largest tops the partner's card can find: the union of those the lattice allows
            most = 0
            for now in self.tops.raised(gone, a1 | b1 | 1 << first, before):
                most |= self.tops.top(now)
            for second in self._cards(a1, b1, partner, [(leader, first)], top, most):
                winner = self._winner(leader, first, partner, second, top)
                if winner is None:
                    return False
                a2, b2 = _without(a1, b1, side, partner, second)
                for later in self.tops.raised(gone, a2 | b2, after):
                    if not self.every_line_sweeps(a2, b2, winner, later):
                        return False
        return True

    def _winner(self, leader: int, first: int, partner: int, second: int, top: int) -> int | None:
        """The seat of the side that surely wins the trick, whatever the opponents hold: the hand
        with the side's highest card of the suit led when that card was top at the trick's start
        (above every card of the suit an opponent held then), or the partner's ruff (no opponent
        holds a trump); None when an opponent may win it."""
        led = first // 13
        if second // 13 == led and second > first:
            return partner if top >> second & 1 else None
        if second // 13 != led and second // 13 == self.tops.trump:
            return partner
        return leader if top >> first & 1 else None

    def _trumps(self, hand: int) -> int:
        return hand & SUIT_MASKS[self.tops.trump] if self.tops.trump >= 0 else 0

    def _cards(self, a: int, b: int, seat: int, trick: list, low: int, high: int) -> list[int]:
        """Every card the model may play from `seat` (of the side) to `trick` (the side's cards on
        it, the lead first) where the tops are at least `low` (the trick's start) and at most
        `high`, and maybe more (the module's (a)-(d))."""
        play = self.play
        side = play.side
        hand = a if seat == side else b
        legal = _legal(hand, trick)
        if legal & (legal - 1) == 0:
            return [legal.bit_length() - 1]  # (a)
        hands = [0, 0, 0, 0]
        hands[seat], hands[seat ^ 2] = hand, b if seat == side else a
        stated = play._stated_card(seat, tuple(hands), trick, legal)
        if stated is not None:
            return [stated]  # (b)
        if not trick and play.claim.statement.draw_trumps and legal & ~play.stated_cards:
            # `_in_stated_order`: a lead's candidates hold no stated card while another is legal,
            # and every rule after it chooses among its candidates
            candidates = legal & ~play.stated_cards
        elif (
            trick and not hand & SUIT_MASKS[trick[0][1] // 13] and not self._trumps(hand) and legal & ~play.stated_mask
        ):
            # N7 (`_discards`): a hand void in the suit led, holding no trump, throws a card not
            # stated while it holds one: no rule before N7 can take those from its candidates
            # (N3-N6 keep a card there only if it beats the trick, which it cannot: no ruff)
            candidates = legal & ~play.stated_mask
        else:
            candidates = legal
        unstated = legal & ~play.stated_mask
        if unstated & (unstated - 1) == 0:
            return cards_in(candidates)  # (c)
        surely, maybe = 0, 0  # the cards that keep a sweep under `low`, and under `high`
        for card in cards_in(legal):
            if self._keeps(a, b, seat, trick, card, high):
                maybe |= 1 << card
                if low != high and self._keeps(a, b, seat, trick, card, low) or low == high:
                    surely |= 1 << card
        if surely & unstated:
            # (d)'s filter is on at any tops from `low` up: the candidates that keep a sweep, else
            # the unstated cards that do
            return cards_in(maybe & (candidates | unstated))
        # the filter may be off (its candidates) or on (a card that keeps a sweep)
        return cards_in(candidates | maybe & unstated)

    def _keeps(self, a: int, b: int, seat: int, trick: list, card: int, top: int) -> bool:
        """Whether a sweep remains after `seat` plays `card` to `trick` with the tops `top` (the
        opponents' cards on the trick, below every top at its start, left out)."""
        side = self.play.side
        na, nb = _without(a, b, side, seat, card)
        mine = tuple(trick) + ((seat, card),)
        # `_sweeps` of the trick as the card leaves it, written out (this runs at every card the
        # check tries): after the lead the partner is still to play, after his card no hand of
        # the side; the tops read only at the side's cards, so that alike calls meet in the cache
        later = () if trick else (seat ^ 2,)
        led = trick[0][1] // 13 if trick else card // 13
        held = na | nb
        for _, played in mine:
            held |= 1 << played
        return _search(na, nb, side, mine, led, later, self.tops.trump, top & held, -1)


def _without(a: int, b: int, side: int, seat: int, card: int) -> tuple[int, int]:
    low = ~(1 << card)
    return (a & low, b) if seat == side else (a, b & low)
