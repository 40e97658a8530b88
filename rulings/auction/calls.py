"""Calls of the auction: pass, double, redouble and bids (Law 18), the order of bids that makes
one sufficient (18B-18E), and the doubles and redoubles Law 19 permits (19A1, 19B1).

A bid is a level 1-7 and a strain; strains rank NT, S, H, D, C from the highest (18E). A bid
above seven (Law 38) cannot be written in the notation of docs/rulings-cli.md.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..contract import STRAIN_CODES

PASS, DOUBLE, REDOUBLE, BID = "pass", "X", "XX", "bid"
_BID = re.compile(r"([1-9]\d*)(C|D|H|S|NT)")


@dataclass(frozen=True, slots=True)
class Call:
    kind: str  # PASS, DOUBLE, REDOUBLE or BID
    level: int = 0
    strain: int = 0  # index into STRAIN_CODES: C D H S NT

    @property
    def is_bid(self) -> bool:
        return self.kind == BID

    @property
    def rank(self) -> int:
        """Position of a bid in the order of Law 18B: 1C is 0, 7NT is 34."""
        return (self.level - 1) * 5 + self.strain

    @property
    def code(self) -> str:
        return f"{self.level}{STRAIN_CODES[self.strain]}" if self.is_bid else self.kind

    @classmethod
    def parse(cls, text: object) -> Call:
        if text in (PASS, DOUBLE, REDOUBLE):
            return cls(text)
        match = _BID.fullmatch(text) if isinstance(text, str) else None
        if not match:
            raise ValueError(
                f'{text!r} is not a call (pass, X, XX, or a bid level 1-7 + strain C D H S NT, e.g. "1H", "3NT")'
            )
        level = int(match.group(1))
        if level > 7:
            raise ValueError(
                f"{text!r} is a bid above seven, which the notation cannot write (Law 38: such a bid is cancelled)"
            )
        return cls(BID, level, STRAIN_CODES.index(match.group(2)))


PASS_CALL = Call(PASS)
DOUBLE_CALL = Call(DOUBLE)
REDOUBLE_CALL = Call(REDOUBLE)
ALL_BIDS = tuple(Call(BID, level, strain) for level in range(1, 8) for strain in range(5))


@dataclass(frozen=True, slots=True)
class Made:
    """A call that stands in the auction: who made it, and whether it is artificial."""

    seat: int
    call: Call
    artificial: bool = False


def last_bid(auction: list[Made]) -> Made | None:
    for made in reversed(auction):
        if made.call.is_bid:
            return made
    return None


def is_sufficient(call: Call, auction: list[Made]) -> bool:
    """18C: a bid that supersedes the last bid (any bid when there is none)."""
    last = last_bid(auction)
    return last is None or call.rank > last.call.rank


def lowest_sufficient(strain: int, auction: list[Made]) -> Call | None:
    """The lowest sufficient bid in `strain` (27B1(a)), None above seven."""
    last = last_bid(auction)
    for level in range(1, 8):
        call = Call(BID, level, strain)
        if last is None or call.rank > last.call.rank:
            return call
    return None


def _last_non_pass(auction: list[Made]) -> Made | None:
    for made in reversed(auction):
        if made.call.kind != PASS:
            return made
    return None


def permitted_by_law_19(seat: int, call: Call, auction: list[Made]) -> bool:
    """19A1: double only the last bid, made by an opponent, with only passes since.
    19B1: redouble only the last double, made by an opponent, with only passes since."""
    last = _last_non_pass(auction)
    if last is None or (last.seat - seat) % 2 == 0:
        return False
    return last.call.kind == (BID if call.kind == DOUBLE else DOUBLE)


def legal_calls(seat: int, auction: list[Made]) -> list[Call]:
    """Calls `seat` may make at his turn: pass, X/XX where Law 19 permits, sufficient bids."""
    calls = [PASS_CALL]
    calls += [c for c in (DOUBLE_CALL, REDOUBLE_CALL) if permitted_by_law_19(seat, c, auction)]
    last = last_bid(auction)
    start = 0 if last is None else last.call.rank + 1
    return calls + list(ALL_BIDS[start:])


def named_suits(seat: int, auction: list[Made]) -> set[int]:
    """Law 26B: the suits `seat` named in the legal auction; a natural bid names its strain,
    NT and artificial calls, doubles, redoubles and passes name no suit."""
    return {
        m.call.strain for m in auction if m.seat == seat and m.call.is_bid and not m.artificial and m.call.strain < 4
    }
