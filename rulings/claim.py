"""Contested claims and concessions (Laws 68C, 70A-70E, 71B) on a known deal.

The Director sees all four hands, so each question Law 70 asks is a question about lines of play
on a known deal. This module answers them by search:

- the claimer's side follows its statement (68C, repeated under 70B) and, where the statement
  is silent, may play any *normal* card (footnote 21: careless or inferior play counts as
  normal; the model of normal play is `normal_cards` and docs/rulings-cli.md, "Additions");
- the other side may play any legal card: every doubtful point is resolved against the claimer
  (70A), so the Director credits no particular defence;
- `worst_tricks` is the fewest tricks the claimer's side takes on such a line; the line itself
  says which paragraph decides: a trick lost to an outstanding trump the claimer did not mention
  (70C), a lost finesse the claimer did not state (70E1), otherwise a normal but less successful
  line (70D1; 70D2 for a defender's claim, whose partner's normal choices count the same way).
- a concession of tricks the side could not lose by any normal play is cancelled (71B).

The double-dummy figure comes from endplay's DDS solver, imported only when asked for (rulings/
must stay light to import). Pure Python otherwise; no Django.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import laws
from .cards import CARD_CODES, SUIT_MASKS

SEATS = "NESW"
# The search is exhaustive; past this many positions a query is answered with an error naming
# the statement rather than left running (about a minute of one core).
NODE_BUDGET = 3_000_000


class ClaimError(ValueError):
    """The claim cannot be ruled on as given; the message names the field."""


@dataclass(frozen=True)
class Statement:
    """The claimer's clarification statement (68C) as data.

    cards: the claiming side's cards in the order stated; trumps: whether the claimer said
    anything about the opponents' outstanding trump(s) (70C1: he is then taken to draw them
    first); finesses: cards the claimer said he would finesse with (70E1)."""

    cards: tuple[int, ...] = ()
    trumps: bool = False
    finesses: frozenset[int] = frozenset()


@dataclass(frozen=True)
class Claim:
    hands: tuple[int, int, int, int]  # the cards not yet played to a completed trick, by seat
    trump: int | None  # suit index 0-3 (C D H S), None for no trump
    lead: int  # seat that led (or is to lead) the current trick
    trick: tuple[int, ...]  # cards already played to the current trick, from `lead` on
    claimer: int
    declarer: int
    claimed: int  # tricks of the remaining ones the claimer's side says it takes
    statement: Statement = Statement()
    top_down: bool = False  # 70E2: a suit whose order was not stated is played from the top
    shown_out: frozenset[tuple[int, int]] = frozenset()  # (seat, suit) voids shown before the claim

    @property
    def remaining(self) -> int:
        return (self.hands[self.lead]).bit_count()


@dataclass(frozen=True)
class Ruling:
    remaining: int
    dd_tricks: int
    worst_tricks: int
    losing_line: tuple[tuple[int, int], ...] | None  # (seat, card) from the claim on
    decides: str | None
    awarded: int
    laws: tuple[str, ...]


# --------------------------------------------------------------- validation
def validate(claim: Claim) -> None:
    counts = {hand.bit_count() for hand in claim.hands}
    if len(counts) != 1:
        sizes = ", ".join(f"{SEATS[s]} {h.bit_count()}" for s, h in enumerate(claim.hands))
        raise ClaimError(f"deal: the four hands must hold as many cards each ({sizes})")
    n = counts.pop()
    if n == 0:
        raise ClaimError("deal: no cards left to play")
    if not 0 <= claim.claimed <= n:
        raise ClaimError(f"claimed: must be from 0 to {n} (the tricks left), not {claim.claimed}")
    if len(claim.trick) > 3:
        raise ClaimError("trick: a trick in progress has at most 3 cards")
    _validate_trick(claim)
    _validate_statement(claim)


def _validate_trick(claim: Claim) -> None:
    hands = list(claim.hands)
    seat = claim.lead
    for i, card in enumerate(claim.trick):
        if not hands[seat] >> card & 1:
            raise ClaimError(f"trick[{i}]: {CARD_CODES[card]} is not in {SEATS[seat]}'s hand")
        if i and card // 13 != claim.trick[0] // 13 and hands[seat] & SUIT_MASKS[claim.trick[0] // 13]:
            raise ClaimError(f"trick[{i}]: {SEATS[seat]} must follow suit to {CARD_CODES[claim.trick[0]]}")
        hands[seat] &= ~(1 << card)
        seat = (seat + 1) % 4


def _validate_statement(claim: Claim) -> None:
    side = claim.claimer & 1
    side_cards = claim.hands[side] | claim.hands[side + 2]
    for i, card in enumerate(claim.statement.cards):
        if not side_cards >> card & 1:
            raise ClaimError(f"statement.cards[{i}]: {CARD_CODES[card]} is not in the claiming side's hands")
        if card in claim.statement.cards[:i]:
            raise ClaimError(f"statement.cards[{i}]: {CARD_CODES[card]} is stated twice")
    for card in sorted(claim.statement.finesses):
        if not side_cards >> card & 1:
            raise ClaimError(f"statement.finesse: {CARD_CODES[card]} is not in the claiming side's hands")


# ------------------------------------------------------------------ the play
def _beats(card: int, best: int, trump: int | None) -> bool:
    """Whether `card` beats the trick's winning card `best` (Law 44D, 44E)."""
    if card // 13 == best // 13:
        return card > best
    return trump is not None and card // 13 == trump


def _winner(trick: list[tuple[int, int]], trump: int | None) -> tuple[int, int]:
    best = trick[0]
    for play in trick[1:]:
        if _beats(play[1], best[1], trump):
            best = play
    return best


def _can_beat(hand: int, card: int, trick: list, trump: int | None) -> bool:
    """Whether a player still to play to this trick could beat `card` with `hand`."""
    led = trick[0][1] // 13
    if hand & SUIT_MASKS[led]:
        return card // 13 == led and bool(hand & SUIT_MASKS[led] & ~((2 << card) - 1))
    if trump is None or not hand & SUIT_MASKS[trump]:
        return False
    return card // 13 != trump or bool(hand & SUIT_MASKS[trump] & ~((2 << card) - 1))


def _legal(hand: int, trick: list[tuple[int, int]]) -> int:
    if trick:
        follow = hand & SUIT_MASKS[trick[0][1] // 13]
        if follow:
            return follow
    return hand


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _representatives(cards: list[int], hand: int, live: int, keep: frozenset[int]) -> list[int]:
    """One card of each run of equivalent cards: cards of one suit in one hand with no live card
    of another hand between them win and lose the same tricks. Cards in `keep` (stated ones)
    are never merged away."""
    out: list[int] = []
    others = live & ~hand
    for card in sorted(cards):
        if out and card not in keep and out[-1] not in keep and out[-1] // 13 == card // 13:
            between = ((1 << card) - 1) & ~((1 << (out[-1] + 1)) - 1)
            if not others & between:
                continue
        out.append(card)
    return out


@dataclass
class _Search:
    claim: Claim
    side: int = 0
    stated: tuple[int, ...] = ()
    stated_set: frozenset[int] = frozenset()
    memo: dict = field(default_factory=dict)
    nodes: int = 0

    def __post_init__(self) -> None:
        self.side = self.claim.claimer & 1
        self.stated = self.claim.statement.cards
        self.stated_set = frozenset(self.stated) | self.claim.statement.finesses

    # The claimer's side: the model of normal play (docs/rulings-cli.md, "Additions").
    def normal_cards(self, seat: int, hands: tuple, trick: list, known: frozenset) -> list[int]:
        claim = self.claim
        hand = hands[seat]
        legal = _legal(hand, trick)
        partner = seat ^ 2
        pending = next((c for c in self.stated if (hands[seat] | hands[partner]) >> c & 1), None)
        # N2: the statement is followed in its order (68C, 70B).
        if pending is not None and legal >> pending & 1:
            return [pending]
        led_suit = trick[0][1] // 13 if trick else None
        # N3: a stated finesse is taken when partner leads the suit and second hand plays low.
        if len(trick) == 2 and trick[0][0] == partner:
            for card in sorted(claim.statement.finesses):
                if legal >> card & 1 and _winner(trick + [(seat, card)], claim.trump)[0] == seat:
                    return [card]
        trump = claim.trump
        candidates = _bits(legal)
        # N4: a trick an opponent is winning is not given away when the hand can surely win it:
        # it plays a sure winner, takes a finesse (70E1) or ruffs, never a card that loses at once.
        if trick and _winner(trick, trump)[0] & 1 != self.side:
            candidates = self._winning_tries(seat, hands, trick, candidates) or candidates
        # N5: the position of a card is known once an opponent has shown out (70E1's exception).
        if (
            len(trick) == 2
            and led_suit is not None
            and legal & SUIT_MASKS[led_suit]
            and ((seat + 1) % 4, led_suit) in known
        ):
            best = _winner(trick, trump)[1]
            winners = [c for c in candidates if _beats(c, best, trump)]
            if winners and _winner(trick, trump)[0] & 1 != self.side:
                candidates = [min(winners)]
        # N6: partner's sure trick is neither ruffed nor overtaken with a master card while the
        # hand has another card to play to it: worse than careless.
        if trick and _winner(trick, trump)[0] == partner and self._sure(hands, trick, seat):
            kept = [c for c in candidates if not self._wastes(c, hands, seat, trick)]
            candidates = kept or candidates
        # N7: a stated card or a master card is not thrown away while the hand can discard
        # another card or ruff: discarding a sure winner is worse than careless.
        if led_suit is not None and not hand & SUIT_MASKS[led_suit]:
            theirs = hands[seat ^ 1] | hands[seat ^ 3]
            kept = [
                c
                for c in candidates
                if c not in self.stated_set and (c // 13 == trump or theirs & SUIT_MASKS[c // 13] & ~((2 << c) - 1))
            ]
            candidates = kept or candidates
        # N8 (70E2, an option): a suit whose order was not stated is played from the top.
        if claim.top_down:
            candidates = self._top_down(candidates, hand, hands, seat, led_suit)
        return candidates

    def _sure(self, hands: tuple, trick: list, seat: int) -> bool:
        """Whether the trick's winning card cannot be beaten by an opponent still to play."""
        later = [(seat + i) % 4 for i in range(1, 4 - len(trick))]
        card = _winner(trick, self.claim.trump)[1]
        return not any(_can_beat(hands[p], card, trick, self.claim.trump) for p in later if p & 1 != self.side)

    def _wastes(self, card: int, hands: tuple, seat: int, trick: list) -> bool:
        """A ruff of partner's trick, or a master of the suit led thrown under it."""
        led = trick[0][1] // 13
        if card // 13 != led:
            return self.claim.trump is not None and card // 13 == self.claim.trump
        theirs = (hands[seat ^ 1] | hands[seat ^ 3]) & SUIT_MASKS[led]
        master = not theirs & ~((2 << card) - 1)
        return master and bool(hands[seat] & SUIT_MASKS[led] & ((1 << card) - 1))

    def _winning_tries(self, seat: int, hands: tuple, trick: list, candidates: list[int]) -> list[int]:
        """The sure winners of this trick and the finesses, if the hand has a sure winner; a
        finesse is a card that wins the trick so far with one opponents' card between it and the
        hand's next higher card (it plays for the position of that card), or two above a ten or
        higher card (a double finesse, AJT over KQ)."""
        trump = self.claim.trump
        best = _winner(trick, trump)[1]
        later = [(seat + i) % 4 for i in range(1, 4 - len(trick))]
        opponents = [p for p in later if p & 1 != self.side]
        sure = [
            c
            for c in candidates
            if _beats(c, best, trump) and not any(_can_beat(hands[p], c, trick, trump) for p in opponents)
        ]
        if not sure:
            return []
        theirs = hands[seat ^ 1] | hands[seat ^ 3]
        tries = []
        for card in candidates:
            if card in sure or not _beats(card, best, trump):
                continue
            if card // 13 != trick[0][1] // 13:
                tries.append(card)  # a ruff that may be overruffed: careless, not irrational
                continue
            above = hands[seat] & SUIT_MASKS[card // 13] & ~((2 << card) - 1)
            if above:
                between = theirs & ((1 << (above & -above).bit_length() - 1) - 1) & ~((2 << card) - 1)
                # one missing card (AQ over K, AJ9 over T), or two over an honour (AJT over KQ)
                if between.bit_count() == 1 or between.bit_count() == 2 and card % 13 >= 8:
                    tries.append(card)
        return sorted(sure + tries)

    def _top_down(self, candidates: list[int], hand: int, hands: tuple, seat: int, led_suit) -> list[int]:
        side_cards = hands[seat] | hands[seat ^ 2]
        out = []
        for suit in range(4):
            in_suit = [c for c in candidates if c // 13 == suit]
            if not in_suit:
                continue
            stated_here = any(side_cards >> c & 1 and c // 13 == suit for c in self.stated_set)
            discarding = led_suit is not None and suit != led_suit
            if stated_here or discarding:
                out.extend(in_suit)
            else:
                out.append(max(in_suit))
        return out

    def choices(self, seat: int, hands: tuple, trick: list, known: frozenset) -> list[int]:
        live = hands[0] | hands[1] | hands[2] | hands[3]
        for _, card in trick:
            live |= 1 << card
        if seat & 1 == self.side:
            cards = self.normal_cards(seat, hands, trick, known)
            return _representatives(cards, hands[seat], live, self.stated_set)
        return _representatives(_bits(_legal(hands[seat], trick)), hands[seat], live, frozenset())

    def worst(self, hands: tuple, seat: int, trick: list, known: frozenset) -> tuple[tuple[int, int, int], tuple]:
        """The fewest tricks the claimer's side takes from here, and the line that does it.

        The value is (tricks, no trump loss, no finesse loss): among lines that take as few
        tricks, one losing a trick to an outstanding trump (70C) or to an unstated finesse (70E1)
        is preferred, so that the line shown is the one the more specific paragraph rules on."""
        if not trick:
            if hands[seat] == 0:
                return (0, 1, 1), ()
            hit = self.memo.get((hands, seat, known))
            if hit is not None:
                return hit
        self.nodes += 1
        if self.nodes > NODE_BUDGET:
            raise ClaimError(
                f"statement: too many unstated choices to search in {self.claim.remaining} tricks; "
                "state more of the line (the cards in order, top_down)"
            )
        best: tuple[tuple[int, int, int], tuple] | None = None
        for card in self.choices(seat, hands, trick, known):
            after = list(hands)
            after[seat] &= ~(1 << card)
            played = trick + [(seat, card)]
            now_known = known
            if trick and card // 13 != trick[0][1] // 13 and seat & 1 != self.side:
                now_known = known | {(seat, trick[0][1] // 13)}
            if len(played) == 4:
                winner = _winner(played, self.claim.trump)[0]
                rest, line = self.worst(tuple(after), winner, [], now_known)
                here = self._trick_value(played, hands)
                value = (here[0] + rest[0], min(here[1], rest[1]), min(here[2], rest[2]))
            else:
                value, line = self.worst(tuple(after), (seat + 1) % 4, played, now_known)
            if best is None or value < best[0]:
                best = value, ((seat, card),) + line
                if value == (0, 0, 0):
                    break
        assert best is not None  # a hand with cards always has a legal card
        if not trick:
            self.memo[(hands, seat, known)] = best
        return best

    def _trick_value(self, trick: list, before: tuple) -> tuple[int, int, int]:
        """(1 if the claimer's side won it, 0 if it was lost to an opponent's trump the claimer
        did not mention, 0 if it was lost to an unstated finesse); `before` holds the hands
        before the trick's last card."""
        claim = self.claim
        winner, card = _winner(trick, claim.trump)
        if winner & 1 == self.side:
            return (1, 1, 1)
        to_trump = claim.trump is not None and card // 13 == claim.trump and not claim.statement.trumps
        holdings = list(before)
        last_seat, last_card = trick[-1]
        holdings[last_seat] |= 1 << last_card
        return (0, 0 if to_trump else 1, 0 if _lost_finesse(claim, trick, holdings) else 1)


# ------------------------------------------------------------- the decision
def _lost_finesse(claim: Claim, trick: list, holdings: list[int]) -> bool:
    """A trick lost because the claimer's hand in third seat played a card that was winning the
    trick, holding a higher one, and fourth hand beat it: a finesse that lost (70E1). A
    finesse the statement named (its suit) is the claimer's own line, not an unstated one."""
    if trick[0][0] & 1 != claim.claimer & 1:
        return False
    seat, card = trick[2]
    winner_seat, winning = _winner(trick, claim.trump)
    if winner_seat != trick[3][0] or _winner(trick[:3], claim.trump)[0] != seat:
        return False
    if winning // 13 != card // 13 or any(f // 13 == card // 13 for f in claim.statement.finesses):
        return False
    return bool(holdings[seat] & SUIT_MASKS[card // 13] & ~((2 << winning) - 1))


def decide(claim: Claim, flags: tuple[int, int, int]) -> str:
    """Which paragraph the losing line falls under: 70C, 70E1, else 70D1 (70D2 for a defender)."""
    if flags[1] == 0:
        return laws.CLAIM_OUTSTANDING_TRUMP
    # A defender's claim fails on his partner's normal choices (70D2) before anything else:
    # the finesse of 70E1 and the line of 70D1 are the declaring side's.
    if claim.claimer & 1 != claim.declarer & 1:
        return laws.CLAIM_BY_DEFENDER
    if flags[2] == 0:
        return laws.CLAIM_UNSTATED_FINESSE
    return laws.CLAIM_UNSTATED_SUCCESSFUL_LINE


def dd_tricks(claim: Claim) -> int:
    """Double-dummy tricks of the claimer's side from here (endplay's DDS, imported lazily)."""
    from endplay.dds import solve_board
    from endplay.types import Card, Deal, Denom, Player

    deal = Deal(_pbn(claim.hands))
    deal.trump = (
        Denom.nt if claim.trump is None else [Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades][claim.trump]
    )
    deal.first = Player.find(SEATS[claim.lead])
    for card in claim.trick:
        deal.play(Card(CARD_CODES[card]))
    to_play = (claim.lead + len(claim.trick)) % 4
    best = max(tricks for _, tricks in solve_board(deal))
    return best if to_play & 1 == claim.claimer & 1 else claim.remaining - best


def _pbn(hands: tuple[int, int, int, int]) -> str:
    def hand(mask: int) -> str:
        suits = []
        for suit in (3, 2, 1, 0):
            ranks = [c % 13 for c in _bits(mask & SUIT_MASKS[suit])]
            suits.append("".join("23456789TJQKA"[r] for r in sorted(ranks, reverse=True)))
        return ".".join(suits)

    return "N:" + " ".join(hand(m) for m in hands)


def rule(claim: Claim) -> Ruling:
    """The Director's ruling on a contested claim or concession (70A-70E, 71B)."""
    validate(claim)
    search = _Search(claim)
    plays = [(claim.lead + i) % 4 for i in range(len(claim.trick))]
    hands = list(claim.hands)
    for seat, card in zip(plays, claim.trick, strict=True):
        hands[seat] &= ~(1 << card)
    known = claim.shown_out
    if claim.trick:
        led = claim.trick[0] // 13
        known = known | {(s, led) for s, c in zip(plays, claim.trick, strict=True) if c // 13 != led}
    trick = list(zip(plays, claim.trick, strict=True))
    value, line = search.worst(tuple(hands), (claim.lead + len(trick)) % 4, trick, frozenset(known))
    worst = value[0]
    dd = dd_tricks(claim)
    decides: str | None = None
    losing: tuple | None = None
    cited: tuple[str, ...]
    if worst < claim.claimed:
        decides = decide(claim, value)
        cited, losing = (decides, laws.CLAIM_DOUBTFUL_POINTS), line
    else:
        cited = (laws.CONCESSION_CANCELLED,) if worst > claim.claimed else (laws.CLAIM_DOUBTFUL_POINTS,)
    if claim.top_down:
        cited = cited + (laws.CLAIM_ORDER_BY_REGULATION,)
    return Ruling(claim.remaining, dd, worst, losing, decides, worst, cited)


__all__ = ["Claim", "ClaimError", "Ruling", "Statement", "rule", "dd_tricks"]
