"""Whose normal choice loses a defender's claim a trick: his partner's (Law 70D2) or his own (70C,
70D1, 70E1).

70D2 is about the partner: TR "Hakem, bir defans oyuncusunun talebinin herhangi bir parçası,
ortağının normal seçeneklerden özellikle birini seçmesine dayalı olması durumda, talebi kabul
etmez"; WBF "The Director does not accept any part of a defender's claim that depends on his
partner selecting a particular play from among alternative normal plays". 70C, 70D1 and 70E1 speak
of the claimer, whoever he is (70D1 TR "talep edenin orijinal açıklama beyanında belirtmediği
hiçbir başarılı oyun tarzını", WBF "from claimer any successful line of play"): a defender's own
careless card, unstated finesse or forgotten trump of declarer's is ruled by them as declarer's is.

`partner_best` tells them apart. The search of rulings/claims/search.py lets every player
minimise the claimer's tricks; here the claimer's partner instead plays, of his normal cards,
the one that gives the side the most (the claimer still plays any normal card, the opponents any
legal card, each minimising, and the partner sees every card, as the Director does). If the side
still takes fewer tricks than claimed, the claimer's own line loses them whatever normal play his
partner makes, and the paragraph is the one that line's code names; if not, the claim fails only
on a particular choice of the partner's, and 70D2 decides.

With a player maximising, `least`'s search (exact below a bound, else a lower bound) would have to
find every value exactly under the partner's cards. This one only asks whether the value is below
a bound (`_below`): a minimising player needs one card that is, the partner every card; a table
keeps, for each position at the start of a trick, the bounds found on its value (the key of
rulings/claims/key.py). The value, its code and a line are then found by such questions. The sure
tricks, the least code and the legal least that let `least` skip a position are lower bounds over
every normal line, so over the partner's best one too, and skip it here. Run only for a defender's
claim that fails: a declarer's claim is searched as before, by `least` alone.
"""

from __future__ import annotations

from .frame_stack import on_a_chunk_of_its_own
from .key import RelativeKeys
from .normal_play import LOST, NormalPlay
from .search import INFINITY, NODE_BUDGET, Line, _Bounded, _rest_bound

# The legal least is asked here at this many cards a hand or fewer: 7, as the claim search did
# until session 46 (then at 5; since claimfloor9 not at all). This search's positions are capped at
# WHOSE_CHOICE_BUDGET, which the bench's 13-card defender's claims reach: asked at 5 cards, the
# legal least's positions among them give way to this search's own, which cost more CPU (the
# four claims 3-10 % slower, docs/benchmarks.md, session 46).
LEGAL_CARDS = 7

# The positions this search may visit at most, whatever the first search's budget: with a player
# maximising it prunes far less (docs/benchmarks.md, claim70d: a 13-card defender's claim can pass
# 300 000 positions where the first search took a few thousand), and past it the ruling cites both
# paragraphs rather than keep a page or the command line waiting (rulings/claims/claim.py).
WHOSE_CHOICE_BUDGET = 100_000


class _PartnerBest:
    """Whether a position's value is below a bound, the claimer's partner maximising."""

    def __init__(self, play: NormalPlay, budget: int, relative_ranks: bool) -> None:
        keys = RelativeKeys(play.stated, play.claim.bound_statement.finesses, play.side) if relative_ranks else None
        # `least`'s search, for its bounds, its key and its count of positions against the budget
        self.aid = _Bounded(play, budget=budget, keys=keys, bounds=relative_ranks)
        self.play = play
        self.partner = play.claim.claimer ^ 2
        self.table: dict = {}  # key -> (lowest, highest) the value can be

    def position_below(self, hands: tuple, seat: int, known: frozenset, bound: int) -> bool:
        """Whether the value of a position at the start of a trick is below `bound`."""
        if hands[seat] == 0:
            return bound > LOST
        if bound <= 0:
            return False  # every value is at least 0
        aid = self.aid
        key = (hands, seat, known) if aid.keys is None else aid.keys.key(hands, seat, known)
        low, high = self.table.get(key, (0, INFINITY))
        if high < bound:
            return True
        if low >= bound:
            return False
        code = aid.least_code(hands)
        floor = aid.swept(hands, seat, aid.floor(hands, seat, code), bound)
        if floor < bound <= 4 + code and aid.legal is not None and hands[seat].bit_count() <= LEGAL_CARDS:
            floor = max(floor, 4 * aid.legal.below(hands, seat, 1) + code)
        if floor >= bound:
            self.table[key] = max(low, floor), high
            return False
        below = self.below(hands, seat, [], known, bound)
        self.table[key] = (low, min(high, bound - 1)) if below else (max(low, bound), high)
        return below

    def below(self, hands: tuple, seat: int, trick: list, known: frozenset, bound: int) -> bool:
        """Whether the value of a position within a trick is below `bound`: for the partner, with
        every card he may play; for anyone else, with one."""
        self.aid.spend()
        if bound <= 4 and trick and self.aid.claimer_wins(hands, seat, trick):
            return False  # this trick is the claimer's whatever is played to it
        every = self.maximises(seat, hands, trick, known)
        for card in self.play.choices(seat, hands, trick, known):
            if self.card_below(hands, seat, trick, known, card, bound) != every:
                return not every
        return every

    def maximises(self, seat: int, hands: tuple, trick: list, known: frozenset) -> bool:
        """Whether `seat`'s card here is the partner's own choice, every card he may play tried (he
        maximises); anyone else's card is one of the minimising side's."""
        return seat == self.partner

    def card_below(self, hands: tuple, seat: int, trick: list, known: frozenset, card: int, bound: int) -> bool:
        """Whether the value after `card` is played is below `bound`."""
        after, played, now_known, winner, here = self.play_card(hands, seat, trick, known, card)
        if winner is None:
            return self.below(after, (seat + 1) % 4, played, now_known, bound)
        return self.position_below(after, winner, now_known, _rest_bound(here, bound))

    def play_card(self, hands: tuple, seat: int, trick: list, known: frozenset, card: int) -> tuple:
        """The hands, the trick, the voids shown after `card`; when it ends the trick, the seat
        that won it and what the trick is worth (else None, 0)."""
        after = hands[:seat] + (hands[seat] & ~(1 << card),) + hands[seat + 1 :]
        played = trick + [(seat, card)]
        led = played[0][1] // 13
        # A void shown (70E1's exception): an opponent of the claimer who does not follow suit.
        if card // 13 != led and seat & 1 != self.play.side:
            known = known | {(seat, led)}
        if len(played) < 4:
            return after, played, known, None, 0
        here, winner = self.play.finish(played, hands)
        return after, [], known, winner, here

    def value(self, hands: tuple, seat: int, trick: list, known: frozenset, low: int, high: int) -> int:
        """The value of a position known to lie in [low, high): the largest value it can take (a
        code of 0, 2 or 3: 70C, 70E1, the rest) that it is not below, by halving."""
        values = [v for v in range(low, high) if v & 3 != 1]
        first, last = 0, len(values)  # not below values[first]; below values[last] (or high)
        while last - first > 1:
            middle = (first + last) // 2
            if self.at(hands, seat, trick, known, values[middle]):
                last = middle
            else:
                first = middle
        return values[first]

    def at(self, hands: tuple, seat: int, trick: list, known: frozenset, bound: int) -> bool:
        if trick:
            return self.below(hands, seat, trick, known, bound)
        return self.position_below(hands, seat, known, bound)

    def trick_start(self, hands: tuple, seat: int, known: frozenset, first: bool, value: int, out: list) -> frozenset:
        """`known` as a trick of the line worth `value` starts (`first`: the line's first trick, the claim's own);
        unchanged here (rulings/claims/penalty.py's search carries the penalty cards' state and marks
        declarer's choice in `out`)."""
        return known

    def line(self, hands: tuple, seat: int, trick: list, known: frozenset, value: int) -> Line:
        """A line worth `value`, the position's value: at each card, the first (in the order of
        `choices`) whose value is the position's."""
        out: list[tuple[int, int]] = []
        first = not trick
        while hands[seat] or trick:
            if not trick:
                known = self.trick_start(hands, seat, known, first, value, out)
            first = False
            every = self.maximises(seat, hands, trick, known)
            for card in self.play.choices(seat, hands, trick, known):
                after, played, now_known, winner, here = self.play_card(hands, seat, trick, known, card)
                if winner is None:
                    # below `value` + 1 and, for the partner, not below `value`: worth `value`
                    if self.below(after, (seat + 1) % 4, played, now_known, value + 1) and (
                        not every or not self.below(after, (seat + 1) % 4, played, now_known, value)
                    ):
                        break
                elif self.card_below(hands, seat, trick, known, card, value + 1) and (
                    not every or not self.card_below(hands, seat, trick, known, card, value)
                ):
                    # the rest of the line is worth what, after this trick, makes `value`
                    # (no card's value is below the position's for a minimising player, and the
                    # partner's is the position's: so the rest is at least what makes `value`)
                    rest = self.value(
                        after, winner, [], now_known, _rest_bound(here, value), _rest_bound(here, value + 1)
                    )
                    value = rest
                    break
            else:
                raise AssertionError("unreachable: a position's value is one of its cards'")
            out.append((seat, card))
            hands, trick, known = after, played, now_known
            seat = (seat + 1) % 4 if winner is None else winner
        return tuple(out)


@on_a_chunk_of_its_own
def partner_best(
    play: NormalPlay,
    hands: tuple,
    seat: int,
    trick: list,
    known: frozenset,
    claimed: int,
    budget: int = NODE_BUDGET,
    relative_ranks: bool = True,
    at_least: int = 0,
    at_most: int | None = None,
    searcher: type[_PartnerBest] | None = None,
) -> tuple[int, Line] | None:
    """The value of the position when the claimer's partner plays his best normal card and
    everyone else minimises, with a line worth it, when it takes fewer than `claimed` tricks; None
    when it takes `claimed` or more (the claim then fails only on the partner's choices, 70D2).
    `at_least`: tricks the value is known to reach (the least over every normal line's);
    `at_most`: tricks it cannot pass (the double-dummy tricks: the partner's best normal card, the
    claimer's worst, is no better than both playing their best legal card). Raises
    `SearchBudgetExceeded` past `budget` positions. `searcher`: `_PartnerBest` unless given (with
    the claiming side's penalty cards on the table, rulings/claims/penalty.py's)."""
    search = (searcher or _PartnerBest)(play, budget, relative_ranks)
    try:
        top = claimed if at_most is None else min(claimed, at_most + 1)  # the value is below 4 x top
        if top == claimed and not search.at(hands, seat, trick, known, 4 * claimed):
            return None
        value = search.value(hands, seat, trick, known, 4 * at_least, 4 * top)
        return value, search.line(hands, seat, trick, known, value)
    finally:
        search.aid.release()
