"""Designating dummy's card (Laws 45B, 46): declarer's call for a card from dummy, proper or
incomplete, turned into the card dummy plays, or into a choice the Laws leave to a player.

45B: declarer plays a card from dummy by naming it; 46A: he names its suit and rank. 46B: an
incomplete or invalid designation is read as follows, "except when declarer's different
intention is incontrovertible" (the event models a designation with no other evident intention;
"46B" is cited with every such ruling so that the Director's exception stays in view):

- 46B1(a)/(c) "high"/"low": the highest/lowest card. The Turkish (official) says "en büyük/en
  küçük kartı", the WBF English "the highest/lowest card of the suit led". When dummy follows
  suit both say the same (44C: dummy must follow). Where they part (dummy leads, or cannot
  follow) the Turkish names "the highest card" with no suit: it is decided only when dummy's
  legal cards are all of one suit; otherwise ranks of different suits cannot be compared and
  declarer must say which card (a decision citing the paragraph, and 46B4 when dummy cannot
  follow: the WBF's card of the suit led is not in dummy).
- 46B1(b) "win": the lowest card "known" to win. Known means certain: the card beats every card
  on the trick, and no card the defenders may still hold (every card outside declarer's and
  dummy's hands not yet played: declarer cannot see how they lie) could beat it from a defender
  who plays after dummy. Dummy last to play: simply the lowest card that beats the trick. With
  no such card, or sure winners in two suits (no "lowest" between them), declarer designates.
- 46B2 suit only: the lowest card of that suit. No card of that suit in dummy: the named card
  is not in dummy, 46B4.
- A card designated (in full, or under 46B2) of another suit while dummy can follow is not
  played: following suit "takes precedence over all other requirements of these Laws" (44C;
  "diğer tüm gereklerinden önce gelir") and dummy "ensures that dummy follows suit" (42A3; "yerin
  oynanan renge uymasını sağlar"). Declarer designates a legal card. Only dummy's card event for
  that card (dummy did play it) is a revoke (61A), as any card event is.
- 46B3 rank only: (a) when dummy leads, the suit of the card with which dummy won the previous
  trick (WBF: "the suit with which dummy won"), if dummy holds that rank in it; (b) otherwise
  the card of that rank dummy may legally play; two or more: declarer says which (a decision);
  none he may legally play: the text stops there and declarer designates; no card of that rank
  in dummy at all: 46B4.
- 46B4 a card not in dummy: void; declarer may designate any legal card (a decision; TR "deklaran
  herhangi bir yasal kartı belirtebilir", WBF "declarer may designate any legal card").
- 46B5 "play anything": either defender may designate dummy's card (TR "herhangi bir defans
  oyuncusu yerden oynanacak kartı belirtebilir"; WBF "either defender may designate the play from
  dummy": a right, given to both; the record waits for it). `by` names dummy's left-hand
  opponent (next in rotation); the text gives neither precedence, so the first designation
  recorded, by either defender, stands.

A choice is made by a designation naming suit and rank of one of the cards offered, or by
dummy's card event for one of them. The engine never reads declarer's intention (45C4(b)
changes of an unintended designation are outside the record).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, final

from . import laws
from .cards import CARD_CODES, SUIT_MASKS, cards_in, highest_card, lowest_card
from .deal import SEAT_NAMES
from .lead_out_of_turn import Decision
from .tricks import beats, trick_winner

if TYPE_CHECKING:
    from .play import PlayError, Table

KIND = "designation"
WORDS = ("high", "low", "win", "any")
OPTION = "designate"


@final
@dataclass(frozen=True, slots=True)
class Designation:
    """`seat` calls for a card from dummy: `suit` (0-3, C D H S) and/or `rank` (0-12, 2 to A),
    or `words` ("high", "low", "win", "any") alone."""

    seat: int
    suit: int | None = None
    rank: int | None = None
    words: str | None = None

    @property
    def card(self) -> int | None:
        """The card named in full (46A), or None."""
        if self.suit is None or self.rank is None:
            return None
        return self.suit * 13 + self.rank


@dataclass(frozen=True)
class Reading:
    """What a designation amounts to: a card dummy plays, or a choice (`card` None) among `cards`
    for `by`; `cited`: the paragraphs, most specific first."""

    card: int | None
    cited: tuple[str, ...]
    cards: int = 0  # mask of the cards offered when there is a choice
    by: int | None = None


def apply(table: Table, event: Designation) -> None:
    """Play the card a designation names, or open the choice the Laws leave (play.Table hook)."""
    if table.complete:
        raise table.play_over()
    d = table.decision
    if d is not None and d.kind == KIND:
        _choose(table, event, d)
        return
    table._no_decision_pending()
    dummy = table.dummy
    if event.seat != table.declarer:
        raise table.fail(
            f"seat: dummy's card is designated by declarer ({SEAT_NAMES[table.declarer]}), "
            f"not {SEAT_NAMES[event.seat]} (Law 45B)",
            "designated_by_declarer",
            seat=SEAT_NAMES[event.seat],
            declarer=SEAT_NAMES[table.declarer],
        )
    turn = table.turn()
    if turn != dummy:
        where = "nobody" if turn is None else SEAT_NAMES[turn]
        raise table.fail(
            f"designate: it is not dummy's turn ({where} is to play); a card from dummy out of turn "
            f'is a card event like "{SEAT_NAMES[dummy]}:S2"',
            "not_dummys_turn",
            turn=where,
        )
    reading = read(table, event)
    if reading.card is None:
        by = table.declarer if reading.by is None else reading.by
        table.decision = Decision(KIND, by, (OPTION,), reading.cited, tuple(reversed(cards_in(reading.cards))))
        return
    table.notes += reading.cited
    table._card(dummy, reading.card, designated_by=event.seat)


def card_chosen(table: Table, seat: int, card: int) -> None:
    """A card event while a designation choice is pending: dummy's card among those offered
    is the choice carried out; anything else is an error naming the player who chooses."""
    d = table.decision
    assert d is not None and d.kind == KIND, "called only while a designation choice is pending"
    if seat != table.dummy or card not in d.cards:
        raise _choice_refused(table, d)
    table.decision = None
    table.notes += d.laws


def _choose(table: Table, event: Designation, d: Decision) -> None:
    allowed = _defenders(table) if d.laws[0] == laws.DESIGNATION_ANYTHING else (d.by,)
    if event.seat not in allowed:
        raise _choice_refused(table, d, "seat: ")
    card = event.card
    if card is None or card not in d.cards:
        raise _choice_refused(table, d)
    table.decision = None
    table.notes += d.laws
    table._card(table.dummy, card, designated_by=event.seat)


def _defenders(table: Table) -> tuple[int, int]:
    return ((table.dummy + 1) % 4, (table.dummy + 3) % 4)


def _choice_refused(table: Table, d: Decision, field: str = "") -> PlayError:
    """The refusal of anything but the pending designation choice: `_choice_message`, with its data
    (who designates, among which cards, under which Law)."""
    cards = [CARD_CODES[c] for c in d.cards]
    if d.laws[0] == laws.DESIGNATION_ANYTHING:
        return table.fail(field + _choice_message(table, d), "designation_by_defender", cards=cards, law=d.laws[0])
    return table.fail(
        field + _choice_message(table, d), "designation_choice", seat=SEAT_NAMES[d.by], cards=cards, law=d.laws[0]
    )


def _choice_message(table: Table, d: Decision) -> str:
    """Who designates, among which cards, in the verb of the paragraph cited: 46B5 and 46B4 give a
    right ("may designate": TR "herhangi bir defans oyuncusu ... belirtebilir", "deklaran herhangi
    bir yasal kartı belirtebilir"; WBF "either defender may designate the play from dummy",
    "declarer may designate any legal card"); 46B3(b) a duty (TR "belirtmek zorundadır", WBF "must
    designate which is intended"), as the engine's other choices (46B1, 44C), where declarer must
    name a card for play to go on."""
    cards = ", ".join(CARD_CODES[c] for c in d.cards)
    if d.laws[0] == laws.DESIGNATION_ANYTHING:
        who = " or ".join(SEAT_NAMES[s] for s in _defenders(table))
        return f"either defender ({who}) may designate dummy's card by suit and rank, one of {cards} (Law 46B5)"
    if d.laws[0] == laws.DESIGNATION_NOT_IN_DUMMY:
        return (
            f"{SEAT_NAMES[d.by]} may designate any legal card from dummy by suit and rank, one of {cards} "
            f"(Law {d.laws[0]})"
        )
    return f"{SEAT_NAMES[d.by]} must designate dummy's card by suit and rank, one of {cards} (Law {d.laws[0]})"


# ------------------------------------------------------------------ reading
def read(table: Table, event: Designation) -> Reading:
    """The card `event` designates at dummy's turn now, or the choice that remains."""
    legal = table.legal_mask(table.dummy)
    reading = _designated(table, event, legal)
    card = reading.card
    if card is None or legal >> card & 1:
        return reading
    # A card of another suit while dummy can follow: 44C "takes precedence over all other
    # requirements of these Laws" and dummy "ensures that dummy follows suit" (42A3), so it is
    # not played (only dummy's card event would make it a revoke); declarer designates again.
    cited = (laws.FOLLOW_SUIT, *reading.cited, laws.DUMMY_FOLLOWS_SUIT)
    return Reading(None, cited, cards=legal)


def _designated(table: Table, event: Designation, legal: int) -> Reading:
    dummy = table.dummy
    hand = table.hands[dummy]
    if event.words is not None:
        return _words(table, event.words, legal)
    card = event.card
    if card is not None:
        if hand >> card & 1:
            return Reading(card, ())  # 46A: the proper form, exactly as the card event
        return _void(legal, laws.DESIGNATION_NOT_IN_DUMMY)
    if event.suit is not None:
        held = hand & SUIT_MASKS[event.suit]
        if not held:
            return _void(legal, laws.DESIGNATION_NOT_IN_DUMMY, laws.DESIGNATION_SUIT_ONLY)
        return Reading(lowest_card(held), (laws.DESIGNATION_SUIT_ONLY, laws.DESIGNATION_INCOMPLETE))
    assert event.rank is not None, "queries.parse_event gives words, a suit or a rank"
    return _rank(table, event.rank, hand, legal)


def _void(legal: int, *cited: str) -> Reading:
    return Reading(None, (*cited, laws.DESIGNATION_INCOMPLETE), cards=legal)


def _one_suit(mask: int) -> bool:
    return sum(1 for suit in SUIT_MASKS if mask & suit) == 1


def _words(table: Table, words: str, legal: int) -> Reading:
    if words == "any":
        by = (table.dummy + 1) % 4
        return Reading(None, (laws.DESIGNATION_ANYTHING, laws.DESIGNATION_INCOMPLETE), cards=legal, by=by)
    if words == "win":
        law = laws.DESIGNATION_WIN
        pool = _sure_winners(table, legal)
    else:
        law = laws.DESIGNATION_HIGH if words == "high" else laws.DESIGNATION_LOW
        pool = legal
        led = table.current[0][1] // 13 if table.current else None
        if led is not None and not table.hands[table.dummy] & SUIT_MASKS[led] and not _one_suit(pool):
            # WBF: "the highest/lowest card of the suit led", which dummy does not hold: a card
            # not in dummy (46B4). Turkish: "the highest/lowest card", of no suit named. Either
            # way declarer designates a legal card.
            return _void(legal, law, laws.DESIGNATION_NOT_IN_DUMMY)
    if not pool or not _one_suit(pool):
        return _void(legal, law)
    card = lowest_card(pool) if words in ("low", "win") else highest_card(pool)
    return Reading(card, (law, laws.DESIGNATION_INCOMPLETE))


def _sure_winners(table: Table, legal: int) -> int:
    """Dummy's legal cards certain to win the trick (46B1(b), "known"): each beats the cards on
    the trick, and none of the cards the defenders may hold beats it from a defender playing
    after dummy. Declarer's own later card is his to choose and does not count."""
    dummy, current, trump = table.dummy, table.current, table.trump
    later = [(table.leader + i) % 4 for i in range(len(current) + 1, 4)]
    defender_after = any(table.is_defender(seat) for seat in later)
    unseen = 0
    if defender_after:
        for seat in range(4):
            if table.is_defender(seat):
                unseen |= table.hands[seat]
    sure = 0
    for card in cards_in(legal):
        if current and trick_winner([*current, (dummy, card)], trump) != dummy:
            continue
        if any(beats(other, card, trump) for other in cards_in(unseen)):
            continue
        sure |= 1 << card
    return sure


def _rank(table: Table, rank: int, hand: int, legal: int) -> Reading:
    of_rank = sum(1 << (suit * 13 + rank) for suit in range(4)) & hand
    if not table.current:
        suit = _suit_dummy_won_with(table)
        if suit is not None and of_rank >> (suit * 13 + rank) & 1:
            return Reading(suit * 13 + rank, (laws.DESIGNATION_RANK_LEADING, laws.DESIGNATION_INCOMPLETE))
    if not of_rank:
        return _void(legal, laws.DESIGNATION_NOT_IN_DUMMY, laws.DESIGNATION_RANK_OTHER)
    playable = of_rank & legal
    if playable and not playable & (playable - 1):
        return Reading(lowest_card(playable), (laws.DESIGNATION_RANK_OTHER, laws.DESIGNATION_INCOMPLETE))
    # Two or more of that rank he may play: he says which. None he may play: 46B3(b) binds him
    # only "if he can legally do so" and says no more, so he designates a legal card.
    return _void(playable or legal, laws.DESIGNATION_RANK_OTHER)


def _suit_dummy_won_with(table: Table) -> int | None:
    """46B3(a): the suit of the card with which dummy won the previous trick, if it did."""
    if not table.tricks:
        return None
    last = table.tricks[-1]
    if last.winner != table.dummy:
        return None
    card = next(c for s, c in last.cards if s == table.dummy)
    return card // 13
