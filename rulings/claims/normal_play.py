"""The model of play in a contested claim (Laws 70A, 70C-70E; footnote 21): from a position, which
cards each player may play and what a finished trick is worth to the claimer.

The claiming side plays its statement (68C, repeated under 70B) in order and, where the statement
is silent, any *normal* card: footnote 21 counts careless or inferior play as normal (TR: "“normal”
söz konusu oyuncunun düzeyi için dikkatsiz veya düşük nitelikli oyunları kapsamaktadır"); the
rules that leave a card out are listed in docs/rulings-cli.md, "Additions". The other side may
play any legal card: every doubtful point is resolved against the claimer (70A).

A trick's worth is one of the values of `rulings.claims.search` (tricks and the paragraph a lost
trick falls under). Pure Python; no Django.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..cards import SUIT_MASKS, cards_in
from .sweep import keep_the_sweep

if TYPE_CHECKING:
    from .claim import Claim

# A trick's worth, in the values of rulings.claims.search: 4 x tricks + a code that orders the
# paragraphs a lost trick falls under (70C before 70E1 before the rest), so that of two lines
# taking as few tricks the one a more specific paragraph rules on is the smaller.
LOST_TO_TRUMP = 0
LOST_FINESSE = 2
LOST = 3
WON = 4 + LOST


def _beats(card: int, best: int, trump: int | None) -> bool:
    """Whether `card` beats the trick's winning card `best` (Law 44E, 44F)."""
    if card // 13 == best // 13:
        return card > best
    return trump is not None and card // 13 == trump


def _winner(trick: list[tuple[int, int]], trump: int | None) -> tuple[int, int]:
    """The seat and card winning the trick so far (Law 44E, 44F): `_beats` written out, as the
    claim searches ask it at every card played."""
    best_seat, best = trick[0]
    best_suit = best // 13
    for seat, card in trick[1:]:
        suit = card // 13
        if suit == best_suit:
            if card > best:
                best_seat, best = seat, card
        elif suit == trump:  # the first trump on a trick led in another suit
            best_seat, best, best_suit = seat, card, suit
    return best_seat, best


# The cards that beat a trick's winning card (`_beats` as a mask), by the strain (0 for no trumps,
# else the trump suit + 1) and that card: asked for every candidate of N4 at every card played.
_BEATING = tuple(
    tuple(
        SUIT_MASKS[best // 13] & ~((2 << best) - 1)
        | (SUIT_MASKS[strain - 1] if strain and strain - 1 != best // 13 else 0)
        for best in range(52)
    )
    for strain in range(5)
)
_EVERY_CARD = (1 << 52) - 1


def _beating(best: int, trump: int | None) -> int:
    """The cards that beat the trick's winning card `best` (`_beats` of each card, as a mask)."""
    return _BEATING[0 if trump is None else trump + 1][best]


def _beaten_by(hand: int, led: int, trump: int | None) -> int:
    """The cards a player still to play to a trick led in `led` could beat with `hand`
    (`_can_beat` of each card, as a mask): below its highest card of the suit led when it
    follows, else every card of another suit and the trumps below its highest when it can ruff."""
    follow = hand & SUIT_MASKS[led]
    if follow:
        return SUIT_MASKS[led] & ((1 << (follow.bit_length() - 1)) - 1)
    if trump is None:
        return 0
    trumps = hand & SUIT_MASKS[trump]
    if not trumps:
        return 0
    return _EVERY_CARD & ~SUIT_MASKS[trump] | SUIT_MASKS[trump] & ((1 << (trumps.bit_length() - 1)) - 1)


def _can_beat(hand: int, card: int, trick: list, trump: int | None) -> bool:
    """Whether a player still to play to this trick could beat `card` with `hand`."""
    led = trick[0][1] // 13
    if hand & SUIT_MASKS[led]:
        return card // 13 == led and bool(hand & SUIT_MASKS[led] & ~((2 << card) - 1))
    if trump is None or not hand & SUIT_MASKS[trump]:
        return False
    return card // 13 != trump or bool(hand & SUIT_MASKS[trump] & ~((2 << card) - 1))


@functools.lru_cache(maxsize=65536)
def _cards_of(mask: int) -> tuple[int, ...]:
    """`cards_in`, remembered: a hand's legal cards recur at each position it plays from."""
    return tuple(cards_in(mask))


def _legal(hand: int, trick: list[tuple[int, int]]) -> int:
    if trick:
        follow = hand & SUIT_MASKS[trick[0][1] // 13]
        if follow:
            return follow
    return hand


def _representatives(cards: list[int], hand: int, live: int, keep: frozenset[int]) -> list[int]:
    """One card of each run of equivalent cards: cards of one suit in one hand with no live card
    of another hand between them win and lose the same tricks. Cards in `keep` (stated ones)
    are never merged away."""
    if len(cards) < 2:  # a single card (a stated one, a forced follow): nothing to merge
        return list(cards)
    out: list[int] = []
    others = live & ~hand
    for card in sorted(cards):
        if out and card not in keep and out[-1] not in keep and out[-1] // 13 == card // 13:
            between = ((1 << card) - 1) & ~((1 << (out[-1] + 1)) - 1)
            if not others & between:
                continue
        out.append(card)
    return out


def _legal_representatives(hand: int, trick: list, live: int) -> list[int]:
    """`_representatives` of every legal card of `hand` (70A: the other side plays any legal card),
    with nothing kept apart (asked at every card the opponents play). Which cards are merged
    depends only on the legal cards and on the other hands' live cards of their suits, and those
    recur: an opponent following suit meets the same few holdings of the suit again and again (a
    13-card claim: five times in six), so the runs are remembered on those two (`_legal_runs`)."""
    legal = _legal(hand, trick)
    others = live & ~hand
    if legal != hand:  # following suit: the cards of the other suits lie between none of its cards
        others &= SUIT_MASKS[trick[0][1] // 13]
    return list(_legal_runs(legal, others))


@functools.lru_cache(maxsize=65536)
def _legal_runs(legal: int, others: int) -> tuple[int, ...]:
    """One card of each run of `legal` with none of `others` (the other hands' live cards) between
    its cards, in one pass over the bits. A card is merged with the card below it when no card of
    `others` lies between them: when that one was merged too, the cards between it and the one kept
    before are the hand's, so this asks what `_representatives` asks of the card kept last."""
    out: list[int] = []
    below = -1  # the legal card just below, kept or merged
    while legal:
        low = legal & -legal
        legal ^= low
        card = low.bit_length() - 1
        if below < 0 or below // 13 != card // 13 or others & (low - 1) & ~((2 << below) - 1):
            out.append(card)
        below = card
    return tuple(out)


@dataclass
class NormalPlay:
    """Which cards each player may play from a position of the claim: the claiming side its
    normal cards (the model of docs/rulings-cli.md, "Additions"), the other side any legal card
    (70A); and what each trick is worth to the claimer (`trick_value`)."""

    claim: Claim
    side: int = 0
    stated: tuple[int, ...] = ()
    stated_set: frozenset[int] = frozenset()
    finesse_order: tuple[int, ...] = ()
    stated_mask: int = 0
    top_down: frozenset[int] = frozenset()  # the suits played from the top (70E2)
    # of them, those N8's `_top_down` can narrow: a suit in which the side held an unstated card
    # at the claim (`_narrowed_top_down`); none in a claim stated in full
    top_down_open: frozenset[int] = frozenset()
    stated_cards: int = 0  # the cards of `stated` (not the finesses), as a mask
    # the stated cards still held by the side (a mask) -> the first of them in the statement's
    # order and its place (-1, -1: none): N2 asks it at every card the side plays
    first_stated: dict = field(default_factory=dict, repr=False, compare=False)
    # whether the claiming side's legal cards are narrowed (`narrowed_legal`): its own penalty cards
    # in a defender's claim (rulings/claims/penalty.py, branch claimpen3); False here
    narrows: bool = field(default=False, repr=False, compare=False)
    trumps_known_drawn: bool = False  # rule 10 (`_keeps_trumps`) for the claimer's hands, set from the claim
    # rule 10 for a defending claimer's partner: both opponents shown out of trumps only (70D2)
    partner_knows_drawn: bool = False
    # the claim's statement's `knows_trumps` (70C1, 70C2) and `_BEATING`'s row for its strain, read
    # once: `finish` and `_following` ask them at nearly every card played
    knows_trumps: bool = field(default=False, repr=False, compare=False)
    beats: tuple = field(default=(), repr=False, compare=False)

    def __post_init__(self) -> None:
        self.top_down = self.claim.top_down_suits
        self.knows_trumps = self.claim.statement.knows_trumps
        self.beats = _BEATING[0 if self.claim.trump is None else self.claim.trump + 1]
        self.side = self.claim.claimer & 1
        # A defender's statement binds his own cards only (70D2; Claim.not_binding says why): his
        # partner's are read as not stated.
        bound = self.claim.bound_statement
        self.stated = bound.cards
        self.stated_set = frozenset(self.stated) | bound.finesses
        self.finesse_order = tuple(sorted(bound.finesses))
        self.stated_mask = sum(1 << card for card in self.stated_set)
        self.stated_cards = sum(1 << card for card in self.stated)
        self.top_down_open = self._narrowed_top_down()
        # rule 10's condition besides the cards (`_keeps_trumps`): the claimer knows, or the
        # opponents have shown before the claim, that no trump is left in their hands
        trump = self.claim.trump
        shown = {seat for seat, suit in self.claim.shown_out if suit == trump}
        self.trumps_known_drawn = self.claim.statement.knows_trumps or len(shown) == 2
        # A defender's partner plays his own cards (70D2): what the claimer said or knew is not his,
        # and the voids both opponents showed before the claim (the guideline's own condition),
        # which he saw too, are all he is known to know. Declarer plays dummy's cards (45B).
        self.partner_knows_drawn = len(shown) == 2 if self.claim.by_defender else self.trumps_known_drawn

    def _narrowed_top_down(self) -> frozenset[int]:
        """The suits of `top_down` in which N8's `_top_down` can leave a card out: those where the
        claiming side held a card not stated at the claim. `_top_down` keeps a suit's cards whole
        while the side holds a stated card of it (70E2's order applies only "if this was not
        clarified in the statement of claim"; TR "talep ifadesinde açıklanmamış ise"). Cards only leave the
        hands, so where every card of a suit the side held at the claim was stated, every card of
        it a hand of the side offers later is stated, and that suit is kept whole at every
        position: `_top_down` gives back the cards it was given, in their order (they come to it
        sorted, suit by suit), and is not asked (a 13-card claim stated in full, as the bench
        states them, asked it some 100 000 times for nothing: docs/benchmarks.md, claimfloor6)."""
        hands = self.claim.hands
        side_cards = hands[self.side] | hands[self.side ^ 2]
        unstated = side_cards & ~self.stated_mask
        return frozenset(suit for suit in self.top_down if unstated & SUIT_MASKS[suit])

    # The claimer's side: the model of normal play (docs/rulings-cli.md, "Additions").
    def normal_cards(self, seat: int, hands: tuple, trick: list, known: frozenset) -> list[int]:
        hand = hands[seat]
        if self.narrows:
            legal = self.narrowed_legal(seat, hands, trick, known)
        else:  # `_legal` written out: asked at every card the side plays
            legal = (hand & SUIT_MASKS[trick[0][1] // 13] or hand) if trick else hand
        if legal & (legal - 1) == 0 and legal:
            # one legal card (a forced follow, a last card): every rule below keeps it, as each
            # falls back on the cards it was given when it would keep none
            return [legal.bit_length() - 1]
        stated = self._stated_card(seat, hands, trick, legal)
        draws = not trick and self.claim.statement.draw_trumps
        if stated is not None and not draws:
            return [stated]  # N2 (the draw below comes first only where it applies)
        candidates = list(_cards_of(legal))
        if draws:
            # rule 11: the stated draw comes first, before a stated side card too (68C: the order
            # stated); a stated card that draws (or crosses to draw) is played in its place
            drawing = self._stated_draw(seat, hands, candidates)
            if drawing:
                if stated is None or stated not in drawing:
                    stated, candidates = None, drawing
            elif stated is None:
                candidates = self._in_stated_order(candidates)
        if stated is not None:
            return [stated]
        if not trick:  # a lead: N3-N7 are about the cards played to a trick led
            chosen = self._draws_trumps(seat, hands, candidates)
            chosen = self._keeps_trumps(seat, hands, chosen)
            chosen = self._top_down(chosen, hands, seat, None) if self.top_down_open else chosen
        else:
            chosen = self._following(seat, hands, trick, known, legal, candidates)
        # N9 (rule 8): with every trick left a top trick, the side keeps winning them all: it
        # keeps the link between the hands, before the rules above (N6 would not let a hand
        # overtake to reach the other), and gives no trick away by following suit low.
        unstated = legal & ~self.stated_mask
        if unstated & (unstated - 1) == 0:
            return chosen  # fewer than two unstated cards: what keep_the_sweep gives, cheaper
        return keep_the_sweep(chosen, cards_in(unstated), hands, self.side, seat, trick, self.claim.trump)

    def narrowed_legal(self, seat: int, hands: tuple, trick: list, known: frozenset) -> int:
        """The claiming side's legal cards where another Law than 44 narrows them (`narrows`)."""
        return _legal(hands[seat], trick)

    def _draws_trumps(self, seat: int, hands: tuple, candidates: list[int]) -> list[int]:
        """N10 (rule 9): a claimer who mentioned the opponents' trump (70C1) or whom the Director
        finds aware of it (70C2) draws it: while an opponent holds a trump, a hand on lead that
        holds a trump above every trump of theirs leads one. 70C's three conditions are joint,
        and a trick lost to the trump on a normal line is what 70C3 counts; were a line that
        leads winners into the ruff of a trump the claimer knows of still normal under 70D1,
        70C1 and 70C2 would change no ruling. EBU White Book 8.70.4: "A declarer who is unaware of
        a missing trump is 'careless' in failing to draw the missing trump"; (b) "They clearly
        have not forgotten the outstanding three trumps and the claim is good". In a defender's
        claim, his own hand only: his partner plays his own cards, the claimer's statement and the
        Director's finding on the claimer are not the partner's, and 70D2 does not accept a claim
        that depends on the partner's choice among his normal plays (TR "ortağının normal
        seçeneklerden özellikle birini seçmesine dayalı"; EN "depends on his partner selecting a
        particular play from among alternative normal plays"), as rule 10 reads it (qa106)."""
        trump = self.claim.trump
        if trump is None or not self.claim.statement.knows_trumps:
            return candidates
        if self.claim.by_defender and seat != self.claim.claimer:
            return candidates
        masters = self._master_trumps(seat, hands)
        return [c for c in candidates if masters >> c & 1] or candidates

    def _master_trumps(self, seat: int, hands: tuple) -> int:
        """The trumps above every trump the opponents of `seat` hold, as a mask; none (0) when they
        hold no trump (or there is no trump suit): the trumps rules 9 and 11 draw with."""
        trump = self.claim.trump
        if trump is None:
            return 0
        theirs = (hands[seat ^ 1] | hands[seat ^ 3]) & SUIT_MASKS[trump]
        if not theirs:
            return 0
        return SUIT_MASKS[trump] & ~((2 << (theirs.bit_length() - 1)) - 1)

    def _stated_draw(self, seat: int, hands: tuple, candidates: list[int]) -> list[int]:
        """N12 (rule 11): a claimer who said he would draw the opponents' trumps (`draw_trumps`)
        draws them first: the draw is "embraced in the original clarification statement" (70D1,
        TR "talep edenin orijinal açıklama beyanında belirtmediği hiçbir başarılı oyun tarzını
        kabul etmeyecektir"), and the statement gives its order (68C, TR "kartları hangi sıra ile
        oynayacağına"; WBF "including the order in which the cards will be played"). While an
        opponent holds a trump, the hand on lead leads a trump above every trump of theirs if it
        holds one; else, holding no trump, with its partner holding such a trump, it leads a sure
        entry to the partner (`_sure_entries`), the crossing being the stated draw's only form.
        The cards it returns are the only normal leads; none (empty) leaves the lead to the other
        rules: no trump is out, the hand holds lower trumps only (rule 9's "nor a lower trump"
        stays), the partner holds no master trump, or no sure entry exists. In that last case the
        statement cannot be followed as made, and what the claimer would do instead is a doubtful
        point resolved against him (70A, TR "talep ile ilgili her şüpheli durum talep edenin
        aleyhine çözümlenecektir"; WBF "any doubtful point as to a claim shall be resolved against
        the claimer"): every lead stays normal. In a defender's claim, his own hand only: his
        statement binds his own cards (70D2); his partner, having won the crossing, plays his own
        cards, and a trick lost to his choice is 70D2's."""
        trump = self.claim.trump
        if trump is None or self.claim.by_defender and seat != self.claim.claimer:
            return []
        masters = self._master_trumps(seat, hands)
        if not masters:
            return []
        if hands[seat] & masters:
            return [c for c in candidates if masters >> c & 1]
        if hands[seat] & SUIT_MASKS[trump] or not hands[seat ^ 2] & masters:
            return []
        entries = self._sure_entries(seat, hands)
        return [c for c in candidates if entries >> c & 1]

    def _in_stated_order(self, candidates: list[int]) -> list[int]:
        """Rule 11 also: the stated cards the draw put off keep their order (68C). While the side
        still holds a stated card the hand on lead cannot play now (its partner's, or not its turn),
        the hand does not lead a later stated card, unless it holds nothing else: "I draw the last
        trump and throw my club on the diamonds" does not lead the club (the Zietman report's 7S)."""
        kept = [c for c in candidates if not self.stated_cards >> c & 1]
        return kept or candidates

    def _sure_entries(self, seat: int, hands: tuple) -> int:
        """The hand's sure entries to its partner, as a mask: its cards of a side suit below a
        card of the partner's that is above every opponent's card of that suit (branch claimprobe's
        definition). An entry by a ruff, a finesse or an overtake is not one."""
        theirs = hands[seat ^ 1] | hands[seat ^ 3]
        entries = 0
        for suit, mask in enumerate(SUIT_MASKS):
            if suit == self.claim.trump or not hands[seat ^ 2] & mask:
                continue
            top = (hands[seat ^ 2] & mask).bit_length() - 1  # the partner's highest card of the suit
            if theirs & mask & ~((1 << top) - 1):
                continue  # an opponent's card beats it
            entries |= hands[seat] & mask & ((1 << top) - 1)
        return entries

    def _wins_the_crossing(self, seat: int, hands: tuple, trick: list, candidates: list[int], best: int) -> list[int]:
        """`candidates`, or those that surely win the trick where this hand is crossed to for a
        stated draw (`_crossing`) and has such a card."""
        if not self.claim.statement.draw_trumps or not self._crossing(seat, hands, trick):
            return candidates
        return self._sure_winners(seat, hands, trick, candidates, best) or candidates

    def _crossing(self, seat: int, hands: tuple, trick: list) -> bool:
        """Rule 11 for the partner of a hand that led a side suit to cross to it (`draw_trumps`):
        this hand, third to play, holds a trump above every opponent's while an opponent holds one.
        It then wins the trick surely when it can: letting the entry go by gives up the stated draw.
        A crossing is the lead of a card `_stated_draw` leads as an entry: a sure entry
        (`_sure_entries`) from a hand holding no trump, to a partner holding a trump above every
        opponent's, all asked of the hands as the lead found them (the led card and the second
        hand's put back), one definition for the lead and for the crossing (claimcross; before,
        this asked its own: a card led above the partner's, or a trump the second hand ruffed with,
        was read otherwise, with no answer changed, docs/legal-review.md "claimcross"). Any other
        side-suit lead is no crossing (a hand with lower trumps only, or without a sure entry,
        whose every lead stays normal, as with `trumps`), and this hand follows as rule 9 has it,
        rather than being made to ruff its partner's card with the master trump that was to draw
        (qa113). In a defender's claim, only when this hand is the claimer's own (70D2)."""
        trump = self.claim.trump
        if trump is None or len(trick) != 2 or trick[0][0] != seat ^ 2 or trick[0][1] // 13 == trump:
            return False
        if self.claim.by_defender and seat != self.claim.claimer:
            return False  # a defender's partner plays his own cards (70D2)
        (leader, led), (second, played) = trick
        at_lead = list(hands)
        at_lead[leader] |= 1 << led
        at_lead[second] |= 1 << played
        if at_lead[leader] & SUIT_MASKS[trump] or not hands[seat] & self._master_trumps(seat, tuple(at_lead)):
            return False  # the leader holds a trump, or this hand no master one: no crossing to draw
        return bool(self._sure_entries(leader, tuple(at_lead)) >> led & 1)

    def _keeps_trumps(self, seat: int, hands: tuple, candidates: list[int]) -> list[int]:
        """N11 (rule 10): trumps the claimer knows are drawn are not led while the hand holds a
        card of another suit. It applies when no opponent holds a trump and the claimer is known
        to know it: both opponents showed out of trumps before the claim (`shown_out`), or he
        spoke of the trumps (`trumps`, 70C1) or the Director finds he knew how they lay (`aware`,
        70C2). The ACBL Laws Commission's guidelines on claims (spring 2019, as in 1992): "Declarer
        should not be forced to play the remainder of his trumps to his disadvantage if both
        opponents have shown out of the suit". The ruling is the least over the normal lines
        (70A), so a trump lead changes it only where it gives the claimer fewer tricks than every
        other lead would, which is when it is to his disadvantage: leaving it out is the guideline.
        A stated trump is still led (N2 comes first), and a hand holding only trumps leads one.
        In a defender's claim his partner's hand keeps its trumps only when both opponents showed
        out of trumps before the claim: the claimer's statement and the Director's finding on him
        are not the partner's knowledge, and 70D2 does not accept a claim that depends on the
        partner's choice among his normal plays (TR "ortağının normal seçeneklerden özellikle
        birini seçmesine dayalı"; EN "depends on his partner selecting a particular play from among
        alternative normal plays"); since branch qa106."""
        trump = self.claim.trump
        known = self.trumps_known_drawn if seat == self.claim.claimer else self.partner_knows_drawn
        if trump is None or not known:
            return candidates
        if (hands[seat ^ 1] | hands[seat ^ 3]) & SUIT_MASKS[trump]:
            return candidates
        return [c for c in candidates if c // 13 != trump] or candidates

    def _stated_card(self, seat: int, hands: tuple, trick: list, legal: int) -> int | None:
        """N2: the statement is followed in its order (68C, 70B), each card to a trick it leads or
        follows to, or where the statement put it (N7 keeps it off other tricks)."""
        held = (hands[seat] | hands[seat ^ 2]) & self.stated_cards
        first = self.first_stated.get(held)
        if first is None:
            first = self.first_stated[held] = self._first_held(held)
        at, stated = first
        if at >= 0 and legal >> stated & 1 and self._in_turn(at, trick):
            return stated
        return None

    def _first_held(self, held: int) -> tuple[int, int]:
        """The first stated card not yet played (of `held`, the stated cards the side still
        holds) and its place in the statement; (-1, -1) when every stated card was played."""
        for at, stated in enumerate(self.stated):
            if held >> stated & 1:
                return at, stated
        return -1, -1

    def _following(
        self, seat: int, hands: tuple, trick: list, known: frozenset, legal: int, candidates: list[int]
    ) -> list[int]:
        """N3-N8 for a card played to a trick led."""
        trump = self.claim.trump
        partner = seat ^ 2
        led_suit = trick[0][1] // 13
        win_seat, best = _winner(trick, trump)
        # the cards that beat the trick's winning card (`_beats` of each), worked out once for the
        # rules below: this runs at nearly every card the claiming side plays to a trick
        beating = self.beats[best]
        # N3: a stated finesse is taken when partner leads the suit and second hand plays low.
        if len(trick) == 2 and trick[0][0] == partner:
            for card in self.finesse_order:
                if legal >> card & 1 and beating >> card & 1:
                    return [card]
        # N12 (rule 11): the crossing to draw the stated trump is won when it surely can be.
        candidates = self._wins_the_crossing(seat, hands, trick, candidates, best)
        # N4: a trick an opponent is winning is not given away when the hand can surely win it:
        # it plays a sure winner, takes a finesse (70E1) or ruffs, never a card that loses at once.
        if win_seat & 1 != self.side:
            candidates = self._winning_tries(seat, hands, trick, candidates, beating) or candidates
        # N4 also: once second hand has shown out of the suit partner led, fourth hand holds every
        # card of it still out; letting partner's card run to it is no finesse (70E1's exception:
        # an opponent "failed to follow to the suit"), it gives the trick away: the hand wins it.
        elif self._behind_a_void(seat, trick, known) and not self._sure(hands, trick, seat, best):
            candidates = self._sure_winners(seat, hands, trick, candidates, best) or candidates
        # N4 also (rule 6 for a suit followed): a trick the side cannot win, whatever this hand
        # and a partner still to play hold, gets the hand's lowest card of the suit led.
        if win_seat & 1 != self.side and legal & SUIT_MASKS[led_suit] and self._lost(seat, hands, trick, beating):
            candidates = self._lowest(candidates)
        # N5: the position of a card is known once an opponent has shown out (70E1's exception).
        if len(trick) == 2 and legal & SUIT_MASKS[led_suit] and ((seat + 1) % 4, led_suit) in known:
            winners = [c for c in candidates if beating >> c & 1]
            if winners and win_seat & 1 != self.side:
                candidates = [min(winners)]
        # N6: partner's sure trick is neither ruffed nor overtaken with a master card while the
        # hand has another card to play to it: worse than careless.
        if win_seat == partner and self._sure(hands, trick, seat, best):
            kept = [c for c in candidates if not self._wastes(c, hands, seat, trick)]
            candidates = kept or candidates
        # N7: what a hand void in the suit led throws away (rule 6).
        if not hands[seat] & SUIT_MASKS[led_suit]:
            candidates = self._discards(candidates, hands, seat)
        # N8 (70E2, an option): a suit whose order was not stated is played from the top, and
        # a ruff is made with the lowest trump that wins the trick.
        if self.top_down:
            candidates = self._in_order(candidates, hands, seat, led_suit, best)
        return candidates

    def _in_order(self, candidates: list[int], hands: tuple, seat: int, led_suit: int, best: int) -> list[int]:
        """N8 for a card played to a trick led: `_top_down`, then `_ruffs_low`, each asked only
        where it can leave a card out (the cards they would give back unchanged are given back
        without asking: rulings/tests/claims/test_normal_play_in_order.py compares the two at every
        position of every normal line of seeded deals). `_top_down` only in a suit of
        `top_down_open` (`_narrowed_top_down` says why the others are kept whole); `_ruffs_low`
        only for a hand void in the suit led: a hand holding it may play only cards of it
        (Law 44C), so no trump of another suit is among its cards to ruff with, and in the trump
        suit `_ruffs_low` leaves the cards alone."""
        if self.top_down_open:
            candidates = self._top_down(candidates, hands, seat, led_suit)
        if not hands[seat] & SUIT_MASKS[led_suit]:
            candidates = self._ruffs_low(candidates, led_suit, best)
        return candidates

    def _in_turn(self, at: int, trick: list) -> bool:
        """Whether the stated card `self.stated[at]` belongs to this trick: the hand leads it, or
        follows suit with it, or the statement put it here (the card stated before it was played
        to this trick: "the diamond ace, throwing the club"). A claimer who names a card means to
        win or lead a trick with it (68C: "the line of play ... through which the claimer proposes
        to win the tricks claimed"), not to throw it away on the first trick he cannot follow."""
        if not trick:
            return True
        card = self.stated[at]
        if card // 13 == trick[0][1] // 13:
            return True
        return at > 0 and any(played == self.stated[at - 1] for _, played in trick)

    def _discards(self, candidates: list[int], hands: tuple, seat: int) -> list[int]:
        """Rule 6, for a hand void in the suit led: it ruffs or throws a loser first; then a card
        of a suit no opponent holds (a winner only if the hand gets the lead); then a guard (a
        master card of a suit an opponent holds: throwing it gives that opponent's card a trick);
        a stated card last. Throwing a sure winner while holding a loser, or a stopper while
        holding an idle card, is worse than careless (footnote 21), among stated cards too: a hand
        whose every card is stated (a statement naming them all) ruffs or throws a stated loser
        before a stated master, as it would unstated ones."""
        free = [c for c in candidates if c not in self.stated_set]
        return self._least_costly(free, hands, seat) if free else self._least_costly(candidates, hands, seat)

    def _least_costly(self, cards: list[int], hands: tuple, seat: int) -> list[int]:
        """Of `cards`, a hand void in the suit led: its ruffs and losers, else its idle cards (of a
        suit no opponent holds), else all of them (its guards)."""
        theirs = hands[seat ^ 1] | hands[seat ^ 3]
        trump = self.claim.trump
        losers, idle = [], []
        for card in cards:
            suit = theirs & SUIT_MASKS[card // 13]
            if card // 13 == trump or suit & ~((2 << card) - 1):
                losers.append(card)  # a ruff, or a card an opponent's card beats
            elif not suit:
                idle.append(card)
        return losers or idle or cards

    def _lost(self, seat: int, hands: tuple, trick: list, beating: int) -> bool:
        """Whether the opponents' winning card is beyond the side (`beating`: the cards that beat
        it, `_beating`): this hand, following suit, has no card above it, and a partner still to
        play could not beat it either. `_can_beat` asked of each hand, as masks: a hand's legal
        cards (the suit led when it holds one, else all) among those that beat the card."""
        led = SUIT_MASKS[trick[0][1] // 13]
        hand = hands[seat]
        if (hand & led or hand) & beating:
            return False
        # Partner is still to play only when this hand is second (fourth is its partner).
        partner = hands[seat ^ 2]
        return not (len(trick) == 1 and (partner & led or partner) & beating)

    def _lowest(self, candidates: list[int]) -> list[int]:
        """Rule 6 read for a suit followed to a trick the side cannot win: the lowest card not
        stated, else the lowest. A higher card can only matter on a later trick (it may win, or
        guard, or be an entry); giving it up on a lost trick while holding a lower card is
        throwing a winner while holding a loser, worse than careless (footnote 21). An unblock
        the claimer did not state is not rescued: the lines that keep the card stay normal."""
        free = [c for c in candidates if c not in self.stated_set]
        return [min(free or candidates)]

    def _sure(self, hands: tuple, trick: list, seat: int, card: int) -> bool:
        """Whether the trick's winning card `card` cannot be beaten by an opponent still to play."""
        trump = self.claim.trump
        for i in range(1, 4 - len(trick)):  # the seats still to play, written out: asked at every card
            later = (seat + i) % 4
            if later & 1 != self.side and _can_beat(hands[later], card, trick, trump):
                return False
        return True

    def _wastes(self, card: int, hands: tuple, seat: int, trick: list) -> bool:
        """A ruff of partner's trick, or a master of the suit led thrown under it."""
        led = trick[0][1] // 13
        if card // 13 != led:
            return self.claim.trump is not None and card // 13 == self.claim.trump
        theirs = (hands[seat ^ 1] | hands[seat ^ 3]) & SUIT_MASKS[led]
        master = not theirs & ~((2 << card) - 1)
        return master and bool(hands[seat] & SUIT_MASKS[led] & ((1 << card) - 1))

    def _behind_a_void(self, seat: int, trick: list, known: frozenset) -> bool:
        """Whether this hand is third to play to its partner's lead and second hand is known to
        be void of the suit led (it discarded or ruffed, now or before the claim)."""
        return len(trick) == 2 and trick[0][0] == seat ^ 2 and (trick[1][0], trick[0][1] // 13) in known

    def _sure_winners(self, seat: int, hands: tuple, trick: list, candidates: list[int], best: int) -> list[int]:
        """The candidates that beat the trick's winning card `best` and that no opponent still to
        play can beat."""
        sure = self._sure_mask(seat, hands, trick, _beating(best, self.claim.trump))
        return [c for c in candidates if sure >> c & 1]

    def _sure_mask(self, seat: int, hands: tuple, trick: list, beating: int) -> int:
        """`_sure_winners` of every card, as a mask: the cards beating the trick's winning card
        (`beating`, `_beating`) that none of the opponents still to play could beat (asked at most
        cards the claimer's side plays). This hand is the side's and follows to a trick led, so the
        only opponent still to play is the one after it, unless it plays the trick's last card."""
        if len(trick) == 3:
            return beating
        return beating & ~_beaten_by(hands[(seat + 1) % 4], trick[0][1] // 13, self.claim.trump)

    def _winning_tries(self, seat: int, hands: tuple, trick: list, candidates: list[int], beating: int) -> list[int]:
        """The sure winners of this trick and the finesses, if the hand has a sure winner; a
        finesse is a card that wins the trick so far with one opponents' card between it and the
        hand's next higher card (it plays for the position of that card), or two above a ten or
        higher card (a double finesse, AJT over KQ). `beating`: the cards that beat the trick's
        winning card (`_beating`). In the candidates' order (from the lowest, as `normal_cards`
        gives them), in one pass over them: this runs at most cards the side plays."""
        sure_mask = self._sure_mask(seat, hands, trick, beating)
        if not sure_mask & hands[seat]:
            return []  # no sure winner among the hand's cards, so none among the candidates
        theirs = hands[seat ^ 1] | hands[seat ^ 3]
        # the candidates that beat the trick's card and are not sure: the finesse cards and ruffs tried
        beating &= ~sure_mask
        led = trick[0][1] // 13
        out, sure = [], False
        for card in candidates:
            if sure_mask >> card & 1:
                out.append(card)
                sure = True
                continue
            if not beating >> card & 1:
                continue
            if card // 13 != led:
                out.append(card)  # a ruff that may be overruffed: careless, not irrational
                continue
            above = hands[seat] & SUIT_MASKS[card // 13] & ~((2 << card) - 1)
            if above:
                between = theirs & ((1 << (above & -above).bit_length() - 1) - 1) & ~((2 << card) - 1)
                # one missing card (AQ over K, AJ9 over T), or two over an honour (AJT over KQ)
                if between.bit_count() == 1 or between.bit_count() == 2 and card % 13 >= 8:
                    out.append(card)
        return out if sure else []

    def _top_down(self, candidates: list[int], hands: tuple, seat: int, led_suit) -> list[int]:
        if len(candidates) < 2:
            return list(candidates)  # one card or none: what the loop below gives, cheaper
        side_cards = hands[seat] | hands[seat ^ 2]
        # the candidates of each suit in their order, in one pass (asked at every card played)
        suits: list[list[int]] = [[], [], [], []]
        for card in candidates:
            suits[card // 13].append(card)
        out = []
        for suit, in_suit in enumerate(suits):
            if not in_suit:
                continue
            stated_here = side_cards & self.stated_mask & SUIT_MASKS[suit]
            discarding = led_suit is not None and suit != led_suit
            if stated_here or discarding or suit not in self.top_down:
                out.extend(in_suit)
            else:
                out.append(max(in_suit))
        return out

    def _ruffs_low(self, candidates: list[int], led_suit: int, best: int) -> list[int]:
        """N8 with `top_down`, for a hand void in the suit led: of the trumps that would win the
        trick, only the lowest (the ACBL Laws Commission's guidelines on claims, spring 2019,
        which give the order 70E2 lets a Regulating Authority specify: "play within any suit is
        normally from the top down", and "When ruffing, claimer is normally presumed to ruff as
        low as possible"). A trump that would not win the trick is a discard, left to N7."""
        trump = self.claim.trump
        if trump is None or led_suit == trump or trump not in self.top_down:
            return candidates
        ruffs = [c for c in candidates if c // 13 == trump and _beats(c, best, trump)]
        if len(ruffs) < 2:
            return candidates
        return [c for c in candidates if c not in ruffs or c == min(ruffs)]

    def choices(self, seat: int, hands: tuple, trick: list, known: frozenset) -> list[int]:
        if seat & 1 == self.side:
            cards = self.normal_cards(seat, hands, trick, known)
            if len(cards) < 2:
                return cards  # nothing to merge (a fresh list, as `_representatives` gives)
        live = hands[0] | hands[1] | hands[2] | hands[3]
        for _, card in trick:
            live |= 1 << card
        if seat & 1 == self.side:
            return _representatives(cards, hands[seat], live, self.stated_set)
        return _legal_representatives(hands[seat], trick, live)

    def trick_value(self, trick: list, before: tuple) -> int:
        """What a finished trick is worth (the codes of rulings.claims.search): WON if the claimer's
        side won it; LOST_TO_TRUMP if lost to an opponent's trump the claimer did not mention
        (70C); LOST_FINESSE if lost to an unstated finesse (70E1); LOST otherwise. `before` holds
        the hands before the trick's last card."""
        return self.finish(trick, before)[0]

    def finish(self, trick: list, before: tuple, winning: tuple[int, int] | None = None) -> tuple[int, int]:
        """`trick_value` and the seat that won the trick (it leads the next); `winning`: its
        winning seat and card (`_winner`) when the caller knows them (the claim search does)."""
        claim = self.claim
        winner, card = winning if winning is not None else _winner(trick, claim.trump)
        if winner & 1 == self.side:
            return WON, winner
        if claim.trump is not None and card // 13 == claim.trump and not self.knows_trumps:
            return LOST_TO_TRUMP, winner
        holdings = list(before)
        last_seat, last_card = trick[-1]
        holdings[last_seat] |= 1 << last_card
        return (LOST_FINESSE if lost_finesse(claim, trick, holdings) else LOST), winner


def lost_finesse(claim: Claim, trick: list, holdings: list[int]) -> bool:
    """A trick lost because the claimer's hand in third seat played a card that was winning the
    trick, holding a higher one, and fourth hand beat it: a finesse that lost (70E1). A
    finesse the statement named (its suit) is the claimer's own line, not an unstated one; a card
    of a defender's partner named as a finesse is not (Claim.bound_statement)."""
    if trick[0][0] & 1 != claim.claimer & 1:
        return False
    seat, card = trick[2]
    winner_seat, winning = _winner(trick, claim.trump)
    if winner_seat != trick[3][0] or _winner(trick[:3], claim.trump)[0] != seat:
        return False
    if winning // 13 != card // 13 or any(f // 13 == card // 13 for f in claim.bound_statement.finesses):
        return False
    return bool(holdings[seat] & SUIT_MASKS[card // 13] & ~((2 << winning) - 1))
