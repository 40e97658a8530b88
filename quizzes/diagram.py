"""Deal diagrams and play records for the pages, from a question's scenario (the engine query).

A `result` scenario is drawn as the deal before play and all thirteen tricks; a `state`
scenario as the hands at the moment of the question (cards still held; exposed cards marked)
and the tricks so far. The cards of each trick are laid out from the card events: a trick is
complete when each seat has a card in it (a player's second card to the same trick replaces his
first, as when a revoke is corrected, Law 62B). Who won each completed trick (Law 44E, 44F) is
the ruling engine's: its completed tricks (`rulings.play_state(...).completed`), never worked
out here. The deal and the events are read by the engine's readers (rulings.deal.parse_pbn,
rulings.queries.parse_event), with their validation. The cards of a trick in progress lie face up in the
middle of the table, the first marked as led, or led out of turn when the winner of the last
trick (declarer's left-hand opponent for the opening lead) was to lead. A `claim` scenario is
drawn as the ending at the claim (its hands read by rulings.claims.query.parse_deal), the strain in
the middle. Card names follow the page language (♠R / ♠K).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rulings import play_state
from rulings import words as names
from rulings.cards import (
    CARD_CODES,
    RANK_LETTERS,
    SUIT_LETTERS,
    SUIT_MASKS,
    cards_in,
)
from rulings.claims.query import parse_deal as parse_claim_deal
from rulings.deal import SEAT_NAMES, parse_pbn
from rulings.play import Act, CardPlay
from rulings.queries import parse_event

SEATS = SEAT_NAMES
RED = {"H", "D"}


@dataclass
class Hand:
    seat: str
    name: str
    role: str
    suits: list  # [(symbol, red, "A K 10 7")]
    exposed: list = field(default_factory=list)  # cards face up on the table (penalty cards, ...)


@dataclass
class Cell:
    text: str
    red: bool
    lead: bool = False
    win: bool = False
    revoke: bool = False
    replaced: str = ""


@dataclass
class Trick:
    number: int
    cells: dict  # seat -> Cell
    complete: bool
    winner: str | None = None  # of a complete trick


@dataclass
class Faced:
    """A card of the trick in progress, face up in the middle of the table."""

    seat: str  # the seat's name in the page language
    text: str
    red: bool
    led: bool
    out_of_turn: bool = False


@dataclass
class Diagram:
    hands: dict  # seat -> Hand
    tricks: list
    contract: str
    declarer: str
    moment: str  # "start" (deal before play) or "now"
    on_table: list = field(default_factory=list)  # Faced, in the order played


def _card(index: int, lang: str) -> tuple[str, bool]:
    code = CARD_CODES[index]
    return names.card(code, lang), code[0] in RED


def _hand(seat: str, mask: int, lang: str, declarer: str, exposed=()) -> Hand:
    # a card lying face up on the table is shown there, not also among the cards held
    mask &= ~sum(1 << c for c in exposed)
    suits = []
    for suit in (3, 2, 1, 0):
        ranks = [names.rank(RANK_LETTERS[c % 13], lang) for c in reversed(cards_in(mask & SUIT_MASKS[suit]))]
        letter = SUIT_LETTERS[suit]
        suits.append((names.SYMBOLS[letter], letter in RED, " ".join(ranks) or "—"))
    dummy = names.partner(declarer)
    role = ""
    if seat == declarer:
        role = "deklaran" if lang == "tr" else "declarer"
    elif seat == dummy:
        role = "yer" if lang == "tr" else "dummy"
    return Hand(seat, names.seat(seat, lang), role, suits, [_card(c, lang) for c in exposed])


def revokes_of(question) -> list[tuple[int, str]]:
    """(trick, seat) of each revoke the engine found in a question's record, to mark on reveal."""
    return [(r["trick"], r["seat"]) for r in (question.expected or {}).get("revokes", [])]


def build(scenario: dict | None, lang: str, reveal: bool = False, revokes=()) -> Diagram | None:
    """The diagram of a play scenario, or None for the other types. With `reveal`, the cards
    named in `revokes` ((trick, seat) pairs) are marked as the revokes."""
    if scenario and scenario.get("q") == "claim" and "deal" in scenario:
        return _claim(scenario, lang)
    if not scenario or scenario.get("q") not in ("state", "result") or "deal" not in scenario:
        return None
    start = parse_pbn(scenario["deal"])
    declarer = scenario["declarer"]
    marked = {(int(t), s) for t, s in revokes} if reveal else set()
    walk = _Walk(start, _engine_winners(scenario), lang, marked)
    for index, event in enumerate(scenario.get("play", [])):
        walk.event(parse_event(event, index))
    tricks = walk.finish()
    on_table = _on_table(walk, tricks, declarer, lang)
    if scenario["q"] == "result":
        hands = {s: _hand(s, start[i], lang, declarer) for i, s in enumerate(SEATS)}
        moment = "start"
    else:
        hands = {s: _hand(s, walk.held[i], lang, declarer, walk.exposed[s]) for i, s in enumerate(SEATS)}
        moment = "now"
    return Diagram(hands, tricks, names.contract_short(scenario["contract"], lang), declarer, moment, on_table)


def _claim(scenario: dict, lang: str) -> Diagram:
    """A claim's ending: the cards still in the hands (read by the engine's claim reader), the
    strain in the middle, the cards of the trick in progress face up."""
    hands_now = parse_claim_deal(scenario["deal"])
    declarer = scenario["declarer"]
    lead = SEATS.index(scenario["lead"])
    trick = scenario.get("trick", [])
    faced = []
    for i, code in enumerate(trick):
        seat = SEATS[(lead + i) % 4]
        text, red = _card(CARD_CODES.index(code), lang)
        faced.append(Faced(names.seat(seat, lang), text, red, i == 0))
    played = {SEATS[(lead + i) % 4]: CARD_CODES.index(code) for i, code in enumerate(trick)}
    hands = {
        s: _hand(s, hands_now[i] & ~(1 << played[s] if s in played else 0), lang, declarer) for i, s in enumerate(SEATS)
    }
    return Diagram(hands, [], names.strain(scenario["trump"], lang), declarer, "now", faced)


class _Walk:
    """The record's events laid out as the table shows them: cards still held, cards exposed,
    and the cards of each trick (a second card by the same player replaces his first)."""

    def __init__(self, start, winners: list[str], lang: str, marked: set):
        self.held = list(start)
        self.exposed: dict[str, list[int]] = {s: [] for s in SEATS}
        self.tricks: list[Trick] = []
        self.current: dict[str, int] = {}
        self.order: list[str] = []
        self.replaced: dict[str, int] = {}
        self.winners, self.lang, self.marked = winners, lang, marked

    def event(self, event: CardPlay | Act) -> None:
        if isinstance(event, CardPlay):
            self.card(SEATS[event.seat], event.card)
        elif event.act == "expose":
            self.exposed[SEATS[event.seat]].append(event.card)

    def card(self, seat: str, card: int) -> None:
        self.held[SEATS.index(seat)] &= ~(1 << card)
        if card in self.exposed[seat]:
            self.exposed[seat].remove(card)
        if seat in self.current:
            self.replaced[seat] = self.current[seat]
            self.held[SEATS.index(seat)] |= 1 << self.current[seat]
        else:
            self.order.append(seat)
        self.current[seat] = card
        if len(self.current) == 4:
            self.tricks.append(self._trick(True))
            self.current, self.order, self.replaced = {}, [], {}

    def finish(self) -> list[Trick]:
        """The tricks, with the one in progress last."""
        if self.current:
            return [*self.tricks, self._trick(False)]
        return list(self.tricks)

    def _trick(self, complete: bool) -> Trick:
        return _trick(
            len(self.tricks) + 1,
            self.order,
            self.current,
            self.replaced,
            self.winners,
            self.lang,
            self.marked,
            complete,
        )


def _on_table(walk: _Walk, tricks: list[Trick], declarer: str, lang: str) -> list[Faced]:
    """The cards of the trick in progress, face up, the first marked as led (out of turn or not)."""
    if not walk.current:
        return []
    # the player on lead: the winner of the last trick (Law 44G), else declarer's left (41A)
    done = [t for t in tricks if t.complete]
    due = done[-1].winner if done else names.lho(declarer)
    on_table = []
    for seat in walk.order:
        text, red = _card(walk.current[seat], lang)
        led = seat == walk.order[0]
        on_table.append(Faced(names.seat(seat, lang), text, red, led, led and seat != due))
    return on_table


def _engine_winners(scenario: dict) -> list[str]:
    """The seat that won each completed trick, as the engine counts them."""
    state = play_state(scenario["deal"], scenario["contract"], scenario["declarer"], scenario.get("play", []))
    return [SEAT_NAMES[trick.winner] for trick in state.completed]


def _trick(number, order, current, replaced, winners, lang, marked, complete) -> Trick:
    winner = winners[number - 1] if complete else None
    cells = {}
    for seat in SEATS:
        if seat not in current:
            cells[seat] = None
            continue
        text, red = _card(current[seat], lang)
        cells[seat] = Cell(
            text,
            red,
            lead=seat == order[0],
            win=complete and seat == winner,
            revoke=(number, seat) in marked,
            replaced=_card(replaced[seat], lang)[0] if seat in replaced else "",
        )
    return Trick(number, cells, complete, winner)
