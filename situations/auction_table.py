"""The auction at the director's table (/tr/masa/artirim/, /en/table/auction/): the record of an
auction as the page keeps it in its URL, and what it shows of it.

The record is the `auction` query's `calls` (docs/rulings-cli.md, "The auction (Laws 17-40)")
written one event a token, joined by commas, so that any moment of an auction can be shared and
taken back one event at a time:

    N:1S          North bids 1♠ (in turn or not, sufficient or not: the engine rules)
    E:2C.a        an artificial call (Laws 27B1(a), 29C, 30C)
    E:2H.c        the Director judged the call comparable to the withdrawn one (Law 23A)
    E:2C.ac       both
    S:2S.i        the Director judged South's last call unintended: 2♠ is the call he intended (25A)
    S:accept      South accepts the insufficient bid or the call out of rotation (27A1, 29A)
    S:reject      it is not accepted: the Director rectifies (27B, 29B; 36B, 37B)

Nothing here rules: the events are handed to the engine as they are (rulings.answer), which
refuses what the Laws or the notation do not allow and says why."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from django.utils.translation import gettext as _

from rulings import words as names

from .table import SEATS

STRAINS = ("C", "D", "H", "S", "NT")
ACTS = ("accept", "reject")
FLAGS = {"a": "artificial", "c": "comparable", "i": "intended"}
# An auction of four players holds at most 319 calls (35 bids, each doubled and redoubled, and
# the passes between); a record past that many events is not an auction a table could hold.
MOST_EVENTS = 400
# The columns of an auction written as a grid: West first, as bridge books, a Director's pencil and
# the desk's player polls print it, with blanks before the dealer's first call.
AUCTION_COLUMNS = ("W", "N", "E", "S")

Cell = TypeVar("Cell")


class AuctionInputError(ValueError):
    """A record the page cannot read: the message names the token at fault."""


@dataclass(frozen=True)
class AuctionEvent:
    """One event of the record: a call (with the Director's findings on it) or an accept/reject."""

    seat: str
    call: str = ""  # "pass", "X", "XX" or a bid; "" for an act
    act: str = ""  # "accept" or "reject"; "" for a call
    artificial: bool = False
    comparable: bool = False
    intended: bool = False  # 25A: the call he intended, in place of his unintended last call

    @property
    def token(self) -> str:
        if self.act:
            return f"{self.seat}:{self.act}"
        flags = ("a" if self.artificial else "") + ("c" if self.comparable else "") + ("i" if self.intended else "")
        return f"{self.seat}:{self.call}" + (f".{flags}" if flags else "")

    def query_event(self) -> str | dict:
        """The event as the `auction` query takes it."""
        if self.act:
            return {"act": self.act, "seat": self.seat}
        if self.artificial or self.comparable or self.intended:
            event: dict = {"seat": self.seat, "call": self.call}
            for name in FLAGS.values():
                if getattr(self, name):
                    event[name] = True
            return event
        return f"{self.seat}:{self.call}"

    def words(self, lang: str) -> str:
        """ "Kuzey: 1♠", "South accepts", "East: 2♣ (artificial)"."""
        i = 0 if lang == "tr" else 1
        who = names.seat(self.seat, lang)
        if self.act == "accept":
            return (f"{who} kabul etti", f"{who} accepts")[i]
        if self.act == "reject":
            return (f"{who} kabul etmedi: hakem onarır", f"{who} does not accept: the Director rectifies")[i]
        marks = []
        if self.artificial:
            marks.append(("yapay", "artificial")[i])
        if self.comparable:
            marks.append(("hakem eşdeğer saydı", "judged comparable")[i])
        if self.intended:
            marks.append(
                ("istemli konuşma, istem dışı konuşmanın yerine", "the intended call, for the unintended one")[i]
            )
        said = f"{who}: {names.call(self.call, lang)}"
        return said + (f" ({', '.join(marks)})" if marks else "")


def normal_call(text: str) -> str:
    """A call as typed or sent ("1h", "1SA", "P", "xx") in the notation's form ("1H", "1NT",
    "pass", "XX"); "" when it is none."""
    upper = text.strip().upper()
    if upper in ("P", "PASS", "PAS"):
        return "pass"
    if upper in ("X", "XX"):
        return upper
    if len(upper) >= 2 and upper[0] in "1234567":
        strain = {"SA": "NT", "N": "NT"}.get(upper[1:], upper[1:])
        if strain in STRAINS:
            return upper[0] + strain
    return ""


def read_event(token: str) -> AuctionEvent:
    """One token of the record; AuctionInputError naming it when it is not one."""
    seat, colon, rest = token.strip().partition(":")
    seat = seat.upper()
    if not colon or seat not in SEATS:
        raise AuctionInputError(
            _("“%(token)s”: the seat (N, E, S or W), a colon, then the call.") % {"token": token[:20]}
        )
    if rest.lower() in ACTS:
        return AuctionEvent(seat, act=rest.lower())
    call_text, dot, flags = rest.partition(".")
    call = normal_call(call_text)
    if not call:
        raise AuctionInputError(
            _("“%(token)s”: not a call (pass, X, XX, or a bid from 1C to 7NT).") % {"token": token[:20]}
        )
    if (dot and not flags) or any(flag not in FLAGS for flag in flags):
        raise AuctionInputError(
            _("“%(token)s”: after the dot, only a (artificial), c (comparable) and i (intended).")
            % {"token": token[:20]}
        )
    return AuctionEvent(seat, call, artificial="a" in flags, comparable="c" in flags, intended="i" in flags)


def read_record(text: str) -> list[AuctionEvent]:
    """The record in the URL (tokens joined by commas); empty tokens are passed over."""
    tokens = [token for token in text.split(",") if token.strip()]
    if len(tokens) > MOST_EVENTS:
        raise AuctionInputError(_("The auction record holds more than %(most)d events.") % {"most": MOST_EVENTS})
    return [read_event(token) for token in tokens]


def record_text(events: list[AuctionEvent]) -> str:
    return ",".join(event.token for event in events)


def query(dealer: str, vul: str, events: list[AuctionEvent]) -> dict:
    """The engine's `auction` query for the record, asking what Law 16C says of each withdrawn or
    cancelled call (`withdrawn`, docs/rulings-cli.md, Additions; grid78), which the grid marks."""
    calls = [event.query_event() for event in events]
    # `lead_offenders` (qa195): 26B's offender by seat, which the engine's words name
    return {"q": "auction", "dealer": dealer, "vul": vul, "calls": calls, "withdrawn": True, "lead_offenders": True}


def from_query(auction_query: dict) -> list[AuctionEvent] | None:
    """The events of an `auction` query (a guide's example) as the page records them; None when an
    event is of a shape the page does not write."""
    events = []
    for event in auction_query.get("calls", []):
        if isinstance(event, str):
            try:
                events.append(read_event(event))
            except AuctionInputError:
                return None
        elif isinstance(event, dict) and event.get("act") in ACTS and event.get("seat") in SEATS:
            events.append(AuctionEvent(event["seat"], act=event["act"]))
        elif (
            isinstance(event, dict) and event.get("seat") in SEATS and (call := normal_call(str(event.get("call", ""))))
        ):
            flags = {name: event.get(name) is True for name in FLAGS.values()}
            events.append(AuctionEvent(event["seat"], call, **flags))
        else:
            return None
    return events


def auction_rows(dealer: str, seated: Sequence[tuple[str, Cell]], blank: Cell) -> list[list[Cell]]:
    """The auction as a grid's rows, one a round, each cell in its seat's column (AUCTION_COLUMNS):
    `seated` holds (seat, cell) in the order the calls were made; the first row has `blank` before
    the dealer's column. A call in a column at or left of the row's last call starts a new row, so
    that a call out of rotation is written in its own seat's column, as a Director writes it. A row
    ends at its last call (the last row of an auction not over is short). The one place the grid is
    built: the auction table, the play table's start page and the desk's polls draw these rows."""
    rows: list[list[Cell]] = []
    row: list[Cell] = [blank] * AUCTION_COLUMNS.index(dealer)
    last = -1
    for seat, cell in seated:
        column = AUCTION_COLUMNS.index(seat)
        if column <= last:
            rows.append(row)
            row, last = [], -1
        if column < len(row):
            row[column] = cell  # before the dealer, in the first row: a call out of rotation
        else:
            row += [blank] * (column - len(row)) + [cell]
        last = column
    if seated:
        rows.append(row)
    return rows
