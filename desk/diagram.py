"""The deal of a record as four hands to print: the table page draws its hands from its own view
state (situations.table_views), with no include to reuse, so the record shows each hand as text,
north first, suits in the order of a PBN Deal value (spades, hearts, diamonds, clubs)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings import words as names
from situations.table import SEATS, SUITS, hands_of


@dataclass(frozen=True)
class Hand:
    seat: str
    suits: list[tuple[str, str]]  # (suit symbol, ranks as the diagrams show them, or "—")


def hands(deal: str, lang: str) -> list[Hand]:
    """The four hands of a north-first PBN Deal value, read by the table's reader; [] for anything
    else (an old record)."""
    if not deal.startswith("N:") or len(deal[2:].split()) != 4:
        return []
    try:
        held = hands_of(deal)
    except ValueError:  # a hand without its four suits
        return []
    return [
        Hand(
            names.seat(seat, lang),
            [
                (names.SYMBOLS[suit], " ".join(names.rank(c[1], lang) for c in held[seat] if c[0] == suit) or "—")
                for suit in SUITS
            ],
        )
        for seat in SEATS
    ]
