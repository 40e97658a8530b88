"""The claim search's table key on ranks relative to the cards still out (Laws 70A, 70D1, 70E1).

The claim search (rulings/claims/search.py) remembers each position at the start of a trick. Two
positions that differ only by which small cards were played before are the same position: what
wins a trick is the order of the cards still out, not their printed ranks (Law 44F: "the highest
card of the suit led"; 44E for trumps). So the key gives each card still out its rank among the
live cards of its suit and the hand that holds it ("squeezed" ranks), and positions that
squeeze alike share one entry; the line stored with an entry is moved onto the cards of the
position that reads it, rank for rank.

The model of normal play (rulings/claims/normal_play.py) looks at three things besides the order of the
cards, and the key keeps them: which live cards were stated (68C; in the statement's order, since
it is played in order, and where one follows on the card before it: `statement_left`) and which
are stated finesses (70E1), and which of the claiming side's cards are a ten or higher where the
model can ask it (a double finesse is "two above a ten or higher card", AJT over KQ:
`finesse_tens`). The seat on lead is part of the key as it is, and of the voids shown those the
model can still read (`voids_read`).
"""

from __future__ import annotations

from ..cards import SUIT_MASKS, cards_in

SUIT = (1 << 13) - 1
TEN = 8  # rank index of the ten (0 is the two)


def squeeze(hand: int, live: int) -> int:
    """The bits of `hand` (a subset of `live`) moved down over the gaps of `live` (a bit
    extraction: the i-th live card becomes bit i)."""
    out, bit = 0, 1
    while live:
        low = live & -live
        if hand & low:
            out |= bit
        bit <<= 1
        live ^= low
    return out


class RelativeKeys:
    """Keys of positions on squeezed ranks, for one claim (its statement is fixed)."""

    def __init__(self, stated: tuple[int, ...], finesses: frozenset[int], side: int) -> None:
        self.side = side  # the claiming side (0 N-S, 1 E-W): only its opponents' voids are read
        self.stated = stated
        self.finesses = tuple(sorted(finesses))
        self.suits: dict = {}  # one suit's four holdings and stated cards -> its code (`suit_code`)
        self.known: dict = {}  # a position's hands, seat and voids -> its key (a position recurs)
        # Each stated card with what `statement_left` asks of it, worked out once: its place in
        # the statement, its bit, the cards of its suit below it, its suit's first index and the
        # bit of the card stated just before it (none for the first).
        self.order = tuple(
            (
                at,
                1 << card,
                SUIT_MASKS[card // 13] & ((1 << card) - 1),
                13 * (card // 13),
                (1 << stated[at - 1]) * (at > 0),
            )
            for at, card in enumerate(stated)
        )
        # Whether a stated card and the one stated just before it are in different hands, found
        # the first time both are still held: cards only leave the hands during play, so a card
        # still held is held where it was dealt.
        self.crosses: dict[int, bool] = {}
        self.stated_cards = sum(1 << card for card in stated)
        # each suit's stated cards (13 bits), the fifth part of a suit's entry in `suits`
        self.stated_by_suit = tuple(self.stated_cards >> 13 * suit & SUIT for suit in range(4))
        # the stated cards still held (a mask) -> `statement_left`'s code of their order
        self.held: dict[int, int] = {}

    def suit_code(self, parts: tuple[int, int, int, int, int]) -> int:
        """One suit's four holdings (13 bits each) squeezed, the count `finesse_tens` reads, and
        which of the live cards are stated (`parts[4]`: the suit's stated cards, held or played):
        that squeezed set is the half of `statement_left` that depends on the live cards."""
        code = self.suits.get(parts)
        if code is None:
            live = parts[0] | parts[1] | parts[2] | parts[3]
            code = finesse_tens(parts[self.side], parts[self.side + 2]) << 13 | squeeze(live & parts[4], live)
            for part in parts[:3]:  # the fourth hand holds the rest
                code = code << 13 | squeeze(part, live)
            code = code << 4 | live.bit_count()
            self.suits[parts] = code
        return code

    def statement_left(self, hands: tuple, live: int) -> int:
        """With the suit codes, the stated cards still held, in the statement's order, each with
        its relative rank and whether it follows on the card before it here in the statement *and*
        in the other hand.

        The model reads the statement only through its first card not yet played (68C, 70B: the
        line is followed in order) and, for a card of another suit than the one led, whether the
        card stated just before it was played to the present trick (N2, "the diamond ace, throwing
        the club"). At the start of a trick that card before it is still held if it was played to
        this trick, so a stated card's place matters only by the card before it among those still
        held, when that one is also just before it in the statement; and only if the other hand of
        the side holds it, since one hand plays one card to a trick. So positions that differ by
        which of a hand's stated cards were played before share their entry (a 13-card claim stated
        in full: about 2.5 times fewer positions, docs/benchmarks.md).

        That list is read in two halves, each given by the list and together giving it back: which
        of each suit's live cards are stated (in `suit_code`, remembered with the suit's holdings),
        and here the stated cards held in the statement's order, each written as its suit, its
        rank among the *stated cards held* of its suit and its flag (7 bits a card after a leading
        1). The k-th stated card held of a suit is the k-th stated live card the suit code shows,
        so two positions with the same suit codes share this code exactly when they share the list.
        This half depends only on which stated cards are held, so it is remembered on that mask
        (3 271 masks for claim 2's 39 164 keys, docs/benchmarks.md, session 83): the list written
        out card by card at every new key, as before, was 8 % of the claim search's time."""
        held = live & self.stated_cards
        code = self.held.get(held)
        if code is None:
            code = self.held[held] = self._held_in_order(hands, held)
        return code

    def _held_in_order(self, hands: tuple, held: int) -> int:
        """For `statement_left`: each stated card of `held` in the statement's order, as its flag
        (bit 6) over its suit's first index plus its rank among the cards of `held` of its suit."""
        code = 1
        crosses = self.crosses
        for at, bit, below, base, before in self.order:
            if held & bit:
                # The card before it in the statement is the one before it still held only if
                # it is held itself.
                follows = False
                if held & before:
                    cross = crosses.get(at)
                    if cross is None:
                        cross = crosses[at] = _holder(hands, bit) != _holder(hands, before)
                    follows = cross
                code = code << 7 | follows << 6 | base + (held & below).bit_count()
        return code

    def key(self, hands: tuple, seat: int, known: frozenset) -> tuple:
        position = hands, seat, known
        key = self.known.get(position)
        if key is None:
            key = self.known[position] = self._key(hands, seat, known)
        return key

    def _key(self, hands: tuple, seat: int, known: frozenset) -> tuple:
        n, e, s, w = hands
        code = self.suit_code  # the four suits written out: asked for every new key
        c, d, h, sp = self.stated_by_suit
        codes = (
            code((n & SUIT, e & SUIT, s & SUIT, w & SUIT, c)),
            code((n >> 13 & SUIT, e >> 13 & SUIT, s >> 13 & SUIT, w >> 13 & SUIT, d)),
            code((n >> 26 & SUIT, e >> 26 & SUIT, s >> 26 & SUIT, w >> 26 & SUIT, h)),
            code((n >> 39 & SUIT, e >> 39 & SUIT, s >> 39 & SUIT, w >> 39 & SUIT, sp)),
        )
        live = n | e | s | w
        stated = self.statement_left(hands, live)
        finesses = tuple(relative(card, live) for card in self.finesses if live >> card & 1) if self.finesses else ()
        return codes, seat, voids_read(hands, known, self.side), stated, finesses


def finesse_tens(hand: int, partners: int) -> int:
    """Of one suit's cards of the claiming side's two hands (13 bits each), how many of those the
    model could try as a double finesse are a ten or higher: the only place it reads a card's
    printed rank rather than its rank among the live cards (normal_play.py's `_winning_tries`,
    N4: "two above a ten or higher card", AJT over KQ). The card tried is a card of the suit led
    with a higher card of the hand above it, so a hand's highest card of the suit never is one,
    now or after any card leaves the hands. The others are ranked among the live cards by the
    key's squeezed holdings, and a ten or higher is above every lower card: how many of them
    (both hands' together, the highest first) are tens or higher tells which are. Two positions
    squeezing alike with the same count are played alike on every line from them, card for card,
    so they share their entry (stated_runs.py's split at the ten only picks which of two cards
    that play alike is tried, the same answer either way); the count of every live ten or higher
    card, which the key held
    before (claimspeed71), kept apart positions that differ only by a card no line reads (a 13-card
    claim stated in full: a sixth to a third fewer positions, docs/benchmarks.md)."""
    below_top = (hand & ~(1 << (hand.bit_length() - 1)) if hand else 0) | (
        partners & ~(1 << (partners.bit_length() - 1)) if partners else 0
    )
    return (below_top >> TEN).bit_count()


def voids_read(hands: tuple, known: frozenset, side: int) -> frozenset:
    """The voids shown (opponent, suit) that can still change a card the model of normal play
    allows from this position at the start of a trick. The model reads a void only for the
    claiming side's third hand to a trick its partner led in that suit (70E1's exception, "failed
    to follow to the suit"): N5 (fourth hand known void), which needs the hand before the opponent
    to lead the suit and the other opponent, second hand, to hold it; and N4's `_behind_a_void`
    (second hand has shown out), which needs the hand before the opponent to lead the suit, and
    which an opponent void of it shows on that trick before third hand plays, so it reads a void
    given before the claim only while the opponent still holds the suit. Cards only leave the
    hands, so a void left out here is never read again on any line from the position, and two
    positions that differ only by such voids have the same value and the same first line. The
    argument and the test of it are the claim tests' reference's (`_memo_key` in
    rulings/tests/claims/claim_positions.py, session 36); here it lets positions reached by
    showing out in another order share their entry (the Zietman claim of
    rulings/tests/claims/test_claim.py: 983 381 positions searched, 904 349 with it)."""
    if not known:
        return known
    kept = []
    for opponent, suit in known:
        if opponent & 1 == side:
            continue
        holds = [hands[(opponent + i) % 4] & SUIT_MASKS[suit] for i in range(4)]  # from the opponent round
        if holds[3] and (holds[0] or (holds[1] and holds[2])):
            kept.append((opponent, suit))
    return frozenset(kept)


def _holder(hands: tuple, bit: int) -> int:
    return next(seat for seat in range(4) if hands[seat] & bit)


def relative(card: int, live: int) -> int:
    """The card's suit and its rank among the live cards of its suit."""
    suit = card // 13
    return 13 * suit + (live & SUIT_MASKS[suit] & ((1 << card) - 1)).bit_count()


def move_line(line: tuple, source: int, target: int) -> tuple:
    """A line found from the position whose live cards are `source`, played from one whose live
    cards are `target` and squeeze alike: each card becomes the card of the same rank among the
    live cards of its suit."""
    if source == target:
        return line
    mapping: dict[int, int] = {}
    for suit in range(4):
        mapping.update(zip(cards_in(source & SUIT_MASKS[suit]), cards_in(target & SUIT_MASKS[suit]), strict=True))
    return tuple((seat, mapping[card]) for seat, card in line)
