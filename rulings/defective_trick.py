"""Simultaneous cards from one hand (Law 58B) and the defective trick (Law 67), for the play
record replayed by play.Table. The events (docs/rulings-cli.md, "Simultaneous cards and the
defective trick"):

- `simultaneous` (58B): a player leads or plays two or more cards at once. One face visible:
  that card is played, the others go back to the hand, no further rectification (58B1). More
  than one visible: the offender designates the card he plays (`plays`, or a later
  `choose_card` while the decision is pending; declarer's for dummy's cards, 45B); a defender's other visible cards become penalty
  cards, major or minor by Law 50B as for any exposed card (58B2); declarer's go back (48A).
- `omit` (67A): a player's turn passed without his card: the trick is quitted with three.
- `supply` (67A1): noticed before a player on each side has played to the following trick, the
  offender supplies a card he can legally play; it is played to the trick like any other card,
  so it counts for who wins it (67A1 does not say otherwise; 67B1 says so only for its card).
- `place` (67B1): noticed later, the offender faces a card, of the suit led to the defective
  trick if he has one (67B1(a)), else any (67B1(b)), and it is put among his played cards. It
  does not change who won the trick; he is deemed to have revoked there and loses one trick
  under 64A2 (revoke.py, `Revoke.deemed`).

- `simultaneous` with `unnoticed` (58B4): the cards went to the trick unnoticed. One of them
  counts as played (`plays`, the one visible, or else the highest-ranking card he could legally
  play: 67B2(a)); the others leave his hand with the trick (a defect with `extra` cards).
- `restore` (67B2): once both sides have played to the following trick, the extra cards go back
  to his hand; who won the trick does not change; a defender's extra card that was exposed
  becomes a penalty card (footnote 20); each later trick on which he failed to follow suit while
  a restored card was of the suit led is a revoke (67B2(b)), established by 63A1 as any other.
- `substitute` (58B3): after 58B2 withdrew a visible card, an opponent who played to that trick
  after the offender's cards takes his card back and plays another, no further rectification
  (16C rules the information), before a card is played to the next trick. After that change, a
  player of the other side who had played after the changed card (the offender's partner among
  them) may change his card too, as 47D gives it.

Not expressed: 67B3 (a card played but not placed, then played again: the Director adjusts).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import laws
from .cards import CARD_CODES, SUIT_MASKS, cards_in
from .deal import SEAT_NAMES
from .lead_out_of_turn import Decision
from .penalty_card import apply_penalty_cards, exposed_kind
from .revoke import Revoke, TrickRecord
from .tricks import trick_winner

if TYPE_CHECKING:  # play.py imports this module; the table is only typed here
    from .play import Act, Table

ACTS = ("simultaneous", "choose_card", "substitute", "omit", "supply", "place", "restore")
ALL_SEATS = 0b1111


@dataclass(frozen=True)
class Defect:
    """A trick a player omitted to play to (`extra` 0), or played too many cards to unnoticed
    (`extra`: the cards beyond the one that counts), and how it was put right (None: not yet)."""

    seat: int
    trick: int
    rectified: str | None = None  # laws.OMISSION_SUPPLIED, a 67B1 label, or 67B2(a)
    extra: int = 0
    exposed: int = 0  # the extra cards whose faces were visible (footnote 20)


@dataclass(frozen=True)
class WithdrawnVisible:
    """58B2's trick: `offender` designated one of two or more visible cards and withdrew the
    others; `changed`, a bit per seat who has changed his card since (58B3 or 47D); `penalty`, the
    cards played to that trick after it that were penalty cards when played; `after_change`, a bit
    per seat whose card, played after a card that an opponent of his has since changed, 47D lets
    him change (set at that change, cleared at his own)."""

    trick: int
    offender: int
    changed: int = 0
    penalty: int = 0
    after_change: int = 0

    def penalty_card_played(self, bit: int) -> WithdrawnVisible:
        return WithdrawnVisible(self.trick, self.offender, self.changed, self.penalty | bit, self.after_change)


@dataclass(frozen=True)
class DefectView:
    """A defect as `state` reports it: `may_place` lists the cards 67B1 lets the offender place
    once both sides have played to the following trick (empty before, and once put right)."""

    seat: int
    trick: int
    rectified: str | None
    may_place: tuple[int, ...]
    extra: tuple[int, ...] = ()


def views(table: Table) -> tuple[DefectView, ...]:
    shown = []
    for d in table.defects:
        cards: tuple[int, ...] = ()
        if not d.extra and d.rectified is None and both_sides_played_after(table, d.trick):
            cards = tuple(reversed(cards_in(_placeable(table, d))))
        shown.append(DefectView(d.seat, d.trick, d.rectified, cards, tuple(reversed(cards_in(d.extra)))))
    return tuple(shown)


def unrectified(table: Table) -> str | None:
    """Why a `result` cannot be given yet: a defective trick not put right (67B1 first)."""
    for d in table.defects:
        if d.rectified is None and d.extra:
            return (
                f"{SEAT_NAMES[d.seat]} played too many cards to trick {d.trick}: the Director has the "
                "extra cards restored to his hand first (Law 67B2: an event "
                f'{{"act":"restore","seat":"{SEAT_NAMES[d.seat]}"}})'
            )
        if d.rectified is None:
            return (
                f"{SEAT_NAMES[d.seat]} omitted to play to trick {d.trick}: the Director has him place a "
                "card among his played cards first (Law 67B1: an event "
                f'{{"act":"place","seat":"{SEAT_NAMES[d.seat]}","card":...}})'
            )
    return None


def _placeable(table: Table, d: Defect) -> int:
    """67B1(a): a card of the suit led to the defective trick if he has one; (b) else any card."""
    hand = table.hands[d.seat]
    led = table.tricks[d.trick - 1].cards[0][1] // 13
    return hand & SUIT_MASKS[led] or hand


def act(table: Table, event: Act) -> None:
    """Apply one of ACTS to the table."""
    if event.act == "place":
        _place(table, event.seat, _card(event))
        return
    if event.act == "restore":
        _restore(table, event.seat)
        return
    if table.complete:
        raise table.play_over()
    if event.act == "simultaneous":
        _simultaneous(table, event)
    elif event.act == "choose_card":
        _choose_card(table, event.seat, _card(event))
    elif event.act == "substitute":
        _substitute(table, event.seat, _card(event))
    elif event.act == "omit":
        _omit(table, event.seat)
    else:
        _supply(table, event.seat, _card(event))


def _card(event: Act) -> int:
    if event.card is None:
        raise TypeError(f"the {event.act} act needs a card")  # queries.parse_event gives one
    return event.card


# ------------------------------------------------------------------ Law 58B
def _simultaneous(table: Table, event: Act) -> None:
    seat = event.seat
    table._no_decision_pending()
    for card in event.cards:
        if not table.hands[seat] >> card & 1:
            raise table.not_in_hand(seat, card, "cards")
    if event.unnoticed:
        _unnoticed(table, event)
        return
    if len(event.visible) == 1:
        table.notes.append(laws.SIMULTANEOUS_ONE_VISIBLE)  # the others go back, no rectification
        table._card(seat, event.visible[0])
        return
    if event.card is not None:
        _designated(table, seat, event.card, event.visible)
        return
    offered = tuple(sorted(event.visible, reverse=True))  # as a designation offers them: highest first
    table.decision = Decision(
        "simultaneous",
        _designator(table, seat),
        ("choose_card",),
        (laws.SIMULTANEOUS_OFFENDER_DESIGNATES,),
        cards=offered,
    )
    table.pending = (seat, event.visible)


def _designator(table: Table, seat: int) -> int:
    """Who designates the card 58B2 plays: the offending player, but dummy's cards are declarer's
    to play (45B: "Declarer plays a card from dummy by naming the card"; 42A3: dummy plays them
    "as declarer's agent as directed"; 43A1(c): "Dummy must not participate in the play")."""
    return table.declarer if seat == table.dummy else seat


def _choose_card(table: Table, seat: int, card: int) -> None:
    d = table.decision
    if d is None or d.kind != "simultaneous":
        raise table.fail("there is no choice to make now (choose_card)", "no_choice", act="choose_card")
    offender, visible = table.pending
    if seat != d.by:
        why = " (Law 45B: declarer plays dummy's cards)" if offender == table.dummy else ""
        raise table.fail(f"seat: the choice belongs to {SEAT_NAMES[d.by]}{why}", "choice_of", seat=SEAT_NAMES[d.by])
    if card not in visible:
        shown = ", ".join(CARD_CODES[c] for c in visible)
        raise table.fail(
            f"card: {CARD_CODES[card]} is not one of the visible cards ({shown})", "not_visible", card=CARD_CODES[card]
        )
    table.decision = None
    table.pending = ()
    _designated(table, offender, card, visible)


def _designated(table: Table, seat: int, card: int, visible: tuple[int, ...]) -> None:
    """58B2: the designated card is played; a defender's other visible cards are penalty cards."""
    table.withdrawn_visible = WithdrawnVisible(table.trick_no, seat)  # 58B3 for an opponent after him
    table._card(seat, card)
    table.notes.append(laws.SIMULTANEOUS_OFFENDER_DESIGNATES)
    if not table.is_defender(seat):
        return  # declarer's or dummy's cards go back to the hand (48A)
    for other in visible:
        if other == card:
            continue
        held = table.major[seat] | table.minor[seat]
        kinds = table.major if exposed_kind(other, held) == "major" else table.minor
        kinds[seat] |= 1 << other
        table._all_major_if_several(seat)
    table.notes.append(laws.MAJOR_OR_MINOR)
    table._offer_lead_choice()  # the trick may have ended with partner to lead (50D2)


# ------------------------------------------------------------------ Law 58B3
def _substitute(table: Table, seat: int, card: int) -> None:
    """58B3: after the offender withdraws a visible card (58B2), an opponent who played to that
    trick after his cards takes his card back to his hand and plays another, with no further
    rectification (TR "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra, bu kart üzerine
    daha sonra oynamış olan rakip kendi kartını geri alabilir ve bir onarma olmaksızın
    değiştirebilir. (Ancak bkz. Yasa 16C.)"; WBF "After an offending player withdraws a visible
    card, an opponent who subsequently played to that trick may withdraw his play and substitute
    another card without further rectification (but see Law 16C)"). On the trick in progress, or
    on the last one before a card is played to the next (the trick is played again: who wins it,
    and leads, may change).

    47D: after that change (or one 47D gave), a player of the other side who had played to the
    trick after the changed card changes his too, the offender's partner included (TR "Rakibin
    oynadığı kartı değiştirmesinden sonra, oynanmış bir kart geri alınabilir ve yerine başka bir
    kart herhangi bir onarma olmaksızın oynanabilir (Yasa 16C ve Yasa 62C2 uygulanabilir.)"; WBF
    "After an opponent's change of play a played card may be withdrawn and returned to the hand
    without further rectification and another card may be substituted. (Laws 16C and 62C2 may
    apply.)"). A card played before the changed card, or after the change, is not his to change:
    45C4(b) and 45D1, which send to 47D or do as it does, give it to a card played after."""
    w = table.withdrawn_visible
    trick = table.trick_no
    if w is None or w.trick not in (trick, trick - 1):
        raise table.fail(
            f"no player has withdrawn a visible card on trick {trick} or the last one: an opponent may "
            "change his card only after the offender withdraws a visible card of cards played at once "
            "(Law 58B3; 58B2 withdraws them when more than one face was visible, 58B1's others were not seen)",
            "no_withdrawn_visible_card",
            seat=SEAT_NAMES[seat],
            trick=trick,
        )
    by_47d = bool(w.after_change >> seat & 1)
    opponent = bool((seat ^ w.offender) & 1)
    if not by_47d and not opponent:
        raise table.fail(
            f"seat: {SEAT_NAMES[seat]} is not an opponent of {SEAT_NAMES[w.offender]}, who played the "
            "cards at once: Law 58B3 lets an opponent change his card, and Law 47D a player whose card "
            f"followed a card an opponent has since changed (none of {SEAT_NAMES[seat]}'s on trick {w.trick})",
            "substitute_not_opponent",
            seat=SEAT_NAMES[seat],
            offender=SEAT_NAMES[w.offender],
        )
    if not by_47d and w.changed >> seat & 1:
        raise table.fail(
            f"{SEAT_NAMES[seat]} has already changed his card on trick {w.trick}: Law 58B3 lets him "
            "withdraw the card he played after the cards played at once, not the card he substituted, "
            "and no opponent of his has changed a card played before it since (Law 47D)",
            "substitute_twice",
            seat=SEAT_NAMES[seat],
            trick=w.trick,
        )
    reopen = w.trick == trick - 1
    if reopen and (table.current or table.pending or table.reopen_58b3 is None):
        raise table.fail(
            f"play has gone on to trick {trick}: the engine records a change under Law 58B3 or 47D only "
            "before a card is played to the next trick (neither sets a time; what becomes of a card "
            "already played to the next trick is the Director's)",
            "substitute_too_late",
            seat=SEAT_NAMES[seat],
            trick=w.trick,
        )
    if not reopen:
        table._no_decision_pending()
    current = table.reopen_58b3["current"] if reopen else table.current  # type: ignore[index]
    seats = [s for s, _ in current]
    if not by_47d and (seat not in seats or seats.index(seat) < seats.index(w.offender)):
        raise table.fail(
            f"{SEAT_NAMES[seat]} did not play to trick {w.trick} after {SEAT_NAMES[w.offender]}'s cards "
            "played at once: Law 58B3 lets an opponent who played after them change his card",
            "substitute_not_after",
            seat=SEAT_NAMES[seat],
            trick=w.trick,
        )
    # 58B3 first where it gives the change (an opponent's first); else 47D, which gave the bit.
    law = (
        laws.SIMULTANEOUS_OPPONENT_CHANGES
        if opponent and not w.changed >> seat & 1
        else laws.CHANGE_AFTER_OPPONENTS_CHANGE
    )
    position = seats.index(seat)
    old = current[position][1]
    _check_substitute(table, seat, card, old, w, current[0][1] // 13, law)
    if reopen:
        vars(table).update(table.reopen_58b3)  # type: ignore[arg-type]
        table.reopen_58b3 = None
    table.hands[seat] = (table.hands[seat] | 1 << old) & ~(1 << card)
    table.major[seat] &= ~(1 << card)
    table.minor[seat] &= ~(1 << card)
    table.current[position] = (seat, card)
    # 47D for each player of the other side who had played to the trick after this card.
    later = sum(1 << other for other, _ in current[position + 1 :] if (other ^ seat) & 1)
    after_change = (w.after_change & ~(1 << seat)) | later
    table.withdrawn_visible = WithdrawnVisible(w.trick, w.offender, w.changed | 1 << seat, w.penalty, after_change)
    table.notes += [law, laws.WITHDRAWN_INFORMATION]
    if reopen:
        table._finish_trick()


def _check_substitute(table: Table, seat: int, card: int, old: int, w: WithdrawnVisible, led: int, law: str) -> None:
    """The card substituted: another card of his hand, one he may legally play to the trick."""
    if w.penalty >> old & 1:
        raise table.fail(
            f"{CARD_CODES[old]} was a penalty card when {SEAT_NAMES[seat]} played it: Law {law} does not say "
            "whether it is a penalty card again once withdrawn (the Director's)",
            "substitute_penalty_card",
            seat=SEAT_NAMES[seat],
            card=CARD_CODES[old],
        )
    if any(r.seat == seat and r.trick == w.trick and not r.corrected for r in table.revokes):
        raise table.fail(
            f"{SEAT_NAMES[seat]}'s card on trick {w.trick} is a revoke: it is corrected under Law 62, "
            f"not changed under {law}",
            "substitute_revoke",
            seat=SEAT_NAMES[seat],
            trick=w.trick,
        )
    if card == old:
        raise table.fail(
            f"card: {CARD_CODES[card]} is the card {SEAT_NAMES[seat]} played: Law {law} lets him substitute "
            "another card",
            "substitute_same_card",
            card=CARD_CODES[card],
            seat=SEAT_NAMES[seat],
        )
    hand = table.hands[seat] | 1 << old
    if not hand >> card & 1:
        raise table.not_in_hand(seat, card, "card")
    follow = hand & SUIT_MASKS[led] or hand
    if not apply_penalty_cards(follow, table.major[seat], table.minor[seat]) >> card & 1:
        raise table.fail(
            f"card: {CARD_CODES[card]} is not a card {SEAT_NAMES[seat]} can legally play to trick {w.trick} "
            f"(Law {law}: he substitutes another card)",
            "substitute_not_legal",
            card=CARD_CODES[card],
            seat=SEAT_NAMES[seat],
            trick=w.trick,
        )


# ------------------------------------------------------------------- Law 67
def _omit(table: Table, seat: int) -> None:
    if not table.current:
        raise table.fail(
            f"{SEAT_NAMES[seat]} cannot omit to play to trick {table.trick_no} before it is led: "
            "a card played first is its lead",
            "omit_before_lead",
            seat=SEAT_NAMES[seat],
            trick=table.trick_no,
        )
    table._no_decision_pending()
    if table.turn() != seat:
        raise table.fail(
            f"seat: it is not {SEAT_NAMES[seat]}'s turn to play to trick {table.trick_no}",
            "not_his_turn",
            seat=SEAT_NAMES[seat],
            trick=table.trick_no,
        )
    if table.forced:
        raise table.penalty_card_forced(seat)
    table.defects.append(Defect(seat, table.trick_no))
    table.omitted |= 1 << seat
    table.played |= 1 << seat
    if table.played == ALL_SEATS:
        table._finish_trick()


def open_defect(table: Table, seat: int, extra: bool = False) -> tuple[int, Defect]:
    """The offender's earliest defective trick of that kind not yet put right, with its index."""
    for i, d in enumerate(table.defects):
        if d.seat == seat and d.rectified is None and bool(d.extra) == extra:
            return i, d
    what = "played too many cards to" if extra else "omitted to play to"
    problem = "no_extra_card" if extra else "no_omission"
    raise table.fail(f"{SEAT_NAMES[seat]} has not {what} any trick (Law 67)", problem, seat=SEAT_NAMES[seat])


def both_sides_played_after(table: Table, trick: int) -> bool:
    """67A/67B's line: a player of each side has played to the trick after `trick`."""
    if table.complete or table.trick_no > trick + 1:
        return True
    if table.trick_no <= trick:
        return False
    sides = {s & 1 for s, _ in table.current}
    return len(sides) == 2


def _legal_for(table: Table, seat: int, led: int) -> int:
    hand = table.hands[seat]
    follow = hand & SUIT_MASKS[led] or hand
    return apply_penalty_cards(follow, table.major[seat], table.minor[seat])


def _supply(table: Table, seat: int, card: int) -> None:
    index, defect = open_defect(table, seat)
    if both_sides_played_after(table, defect.trick):
        raise table.fail(
            f"both sides have played to trick {defect.trick + 1}: the defective trick {defect.trick} "
            "is rectified under Law 67B (place), not 67A1",
            "supply_too_late",
            trick=defect.trick,
            next=defect.trick + 1,
        )
    table._no_decision_pending()
    on_current = defect.trick == table.trick_no
    led = (table.current[0][1] if on_current else table.tricks[-1].cards[0][1]) // 13
    if not table.hands[seat] >> card & 1:
        raise table.not_in_hand(seat, card, "card")
    if not _legal_for(table, seat, led) >> card & 1:
        raise table.fail(
            f"card: {CARD_CODES[card]} is not a card {SEAT_NAMES[seat]} can legally play (Law 67A1)",
            "supply_not_legal",
            card=CARD_CODES[card],
            seat=SEAT_NAMES[seat],
        )
    table.defects[index] = Defect(seat, defect.trick, laws.OMISSION_SUPPLIED)
    table.notes.append(laws.OMISSION_SUPPLIED)
    if on_current:
        table.omitted &= ~(1 << seat)
        table._place(seat, card)
        return
    _add_to_last_trick(table, seat, card)


def _add_to_last_trick(table: Table, seat: int, card: int) -> None:
    """67A1 after the defective trick was quitted: the supplied card counts for who wins it."""
    last = table.tricks[-1]
    cards = (*last.cards, (seat, card))
    winner = trick_winner(cards, table.trump)
    if winner != last.winner and table.current:
        led_by = SEAT_NAMES[table.current[0][0]]
        raise table.fail(
            f"{CARD_CODES[card]} wins trick {last.number}, but {led_by} has led to trick "
            f"{table.trick_no}: the Laws do not say what becomes of that lead (Law 67A1)",
            "supplied_card_wins",
            card=CARD_CODES[card],
            trick=last.number,
            seat=led_by,
        )
    _take_from_hand(table, seat, card)
    table.tricks[-1] = TrickRecord(last.number, last.leader, cards, winner)
    if winner != last.winner:
        table.won[last.winner & 1] -= 1
        table.won[winner & 1] += 1
        table.leader = winner
        if table.decision is not None and table.decision.kind == "partner_lead":
            table.decision = None
        table.lead_choice_made = False
        table._offer_lead_choice()


def _take_from_hand(table: Table, seat: int, card: int) -> None:
    _take_mask(table, seat, 1 << card)


def _take_mask(table: Table, seat: int, bit: int) -> None:
    table.hands[seat] &= ~bit
    table.major[seat] &= ~bit
    table.minor[seat] &= ~bit


def _place(table: Table, seat: int, card: int) -> None:
    """67B1: the offender faces a card and places it among his played cards."""
    index, defect = open_defect(table, seat)
    if not both_sides_played_after(table, defect.trick):
        raise table.fail(
            f"trick {defect.trick} may still be put right under Law 67A1 (supply): a player of "
            f"each side has not yet played to trick {defect.trick + 1}",
            "place_too_early",
            trick=defect.trick,
        )
    if not table.hands[seat] >> card & 1:
        raise table.not_in_hand(seat, card, "card")
    record = table.tricks[defect.trick - 1]
    led = record.cards[0][1] // 13
    holds_led = table.hands[seat] & SUIT_MASKS[led]
    if not _placeable(table, defect) >> card & 1:
        raise table.fail(
            f"card: {SEAT_NAMES[seat]} holds a card of the suit led to trick {defect.trick} and must "
            "place one of them (Law 67B1(a))",
            "place_suit_led",
            seat=SEAT_NAMES[seat],
            trick=defect.trick,
        )
    label = laws.OMISSION_FOUND_SUIT_LED if holds_led else laws.OMISSION_FOUND_NO_SUIT_LED
    _take_from_hand(table, seat, card)
    # "this card does not affect ownership of the trick": the winner stays as it was.
    table.tricks[defect.trick - 1] = TrickRecord(
        record.number, record.leader, (*record.cards, (seat, card)), record.winner
    )
    table.defects[index] = Defect(seat, defect.trick, label)
    table.revokes.append(
        Revoke(
            seat=seat,
            trick=defect.trick,
            card=card,
            suit=led,
            allowed=0,
            event=table.index,
            by_dummy=seat == table.dummy,
            established=True,
            established_event=table.index,
            deemed=label,
        )
    )
    table.notes += [label, laws.REVOKER_DID_NOT_WIN_REVOKE_TRICK]


def state_laws(table: Table) -> list[str]:
    """The Law 67 paragraphs of a defective trick not yet put right: 67A1 while the offender
    may still supply his card, 67B once both sides have played to the following trick."""
    cited: list[str] = []
    for d in table.defects:
        if d.rectified is None:
            if both_sides_played_after(table, d.trick):
                cited.append(laws.DEFECTIVE_TRICK_FOUND)
            else:
                cited.append(laws.TOO_MANY_CARDS_BEFORE_NEXT if d.extra else laws.OMISSION_SUPPLIED)
    return cited


# ------------------------------------------------------------ 58B4, 67B2
def _unnoticed(table: Table, event: Act) -> None:
    """58B4: the cards went to the trick together, unnoticed; one counts as played."""
    seat = event.seat
    cards = sum(1 << c for c in event.cards)
    counted = event.card if event.card is not None else _faced(table, event, cards)
    trick = table.trick_no
    table._card(seat, counted)
    extra = cards & ~(1 << counted)
    _take_mask(table, seat, extra)
    visible = sum(1 << c for c in event.visible)
    table.defects.append(Defect(seat, trick, extra=extra, exposed=visible & extra))


def _faced(table: Table, event: Act, cards: int) -> int:
    """The card that counts: the one visible, else 67B2(a)'s "highest ranking of the cards that
    he could legally have played to the trick" (an error when two suits tie for it)."""
    if len(event.visible) == 1:
        return event.visible[0]
    legal = table._base_legal(event.seat) & cards or cards
    best = max(c % 13 for c in cards_in(legal))
    tops = [c for c in cards_in(legal) if c % 13 == best]
    if len(tops) > 1:
        raise table.fail(
            "plays: name the card faced in playing (Law 67B2(a)): two legal cards rank highest",
            "faced_card_tie",
            seat=SEAT_NAMES[event.seat],
            trick=table.trick_no,
            cards=[CARD_CODES[c] for c in sorted(tops, reverse=True)],
        )
    return tops[0]


def _restore(table: Table, seat: int) -> None:
    """67B2: the extra cards go back to the hand; a failure to play one since may be a revoke."""
    index, defect = open_defect(table, seat, extra=True)
    if not both_sides_played_after(table, defect.trick):
        raise table.fail(
            f"a player of each side has not yet played to trick {defect.trick + 1}: Law 67A2 applies "
            "(58B: record the cards as a simultaneous play that was noticed)",
            "restore_too_early",
            seat=SEAT_NAMES[seat],
            trick=defect.trick,
            next=defect.trick + 1,
        )
    table._no_decision_pending()
    found = _revokes_found(table, seat, defect.extra)
    table.hands[seat] |= defect.extra
    table.defects[index] = Defect(seat, defect.trick, laws.TOO_MANY_CARDS_FOUND, defect.extra, defect.exposed)
    table.notes.append(laws.TOO_MANY_CARDS_FOUND)
    if table.is_defender(seat) and defect.exposed:
        for card in cards_in(defect.exposed):  # footnote 20: an exposed extra card
            held = table.major[seat] | table.minor[seat]
            kinds = table.major if exposed_kind(card, held) == "major" else table.minor
            kinds[seat] |= 1 << card
            table._all_major_if_several(seat)
        table.notes.append(laws.PENALTY_CARD)
    if found:
        table.revokes += found
        table.revokes.sort(key=lambda r: r.trick)
        table.notes += [laws.RESTORED_CARD_REVOKE, laws.REVOKE_DEFINED]


def _revokes_found(table: Table, seat: int, extra: int) -> list[Revoke]:
    """67B2(b): each trick after the defective one on which `seat` did not follow suit while a
    restored card was of the suit led (and no revoke is recorded there already)."""
    recorded = {r.trick for r in table.revokes if r.seat == seat}
    later = [*table.tricks]
    if table.current:
        later.append(TrickRecord(table.trick_no, table.leader, tuple(table.current), -1))
    found = []
    for t in later:
        mine = dict(t.cards).get(seat)
        led = t.cards[0][1] // 13
        kept = extra & SUIT_MASKS[led]
        if mine is None or t.cards[0][0] == seat or mine // 13 == led or not kept or t.number in recorded:
            continue
        established = _played_after(table, seat, t.number)
        if not established and t.number < table.trick_no:
            raise table.fail(
                f"the restored card makes {SEAT_NAMES[seat]}'s card on trick {t.number} a revoke not yet "
                "established: its correction (Law 62A) on a quitted trick is not part of the play record",
                "restored_revoke_quitted",
                seat=SEAT_NAMES[seat],
                trick=t.number,
                card=CARD_CODES[mine],
            )
        found.append(_found_revoke(table, seat, t.number, mine, led, kept, established))
    return found


def _found_revoke(table: Table, seat: int, trick: int, card: int, led: int, kept: int, established: bool) -> Revoke:
    return Revoke(
        seat=seat,
        trick=trick,
        card=card,
        suit=led,
        allowed=kept,
        event=table.index,
        by_dummy=seat == table.dummy,
        established=established,
        established_event=table.index if established else None,
        established_by=laws.REVOKE_ESTABLISHED if established else None,  # _played_after: 63A1
    )


def _played_after(table: Table, seat: int, trick: int) -> bool:
    """63A1: the offender or his partner has played to a trick after `trick`."""
    side = {seat, seat ^ 2}
    later = [t for t in table.tricks if t.number > trick]
    if any(s in side for t in later for s, _ in t.cards):
        return True
    return table.trick_no > trick and any(s in side for s, _ in table.current)
