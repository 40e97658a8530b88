"""The deal of a record as four hands to print: the table page draws its hands from its own view
state (situations.table_views), with no include to reuse, so the record shows each hand as text,
north first, suits in the order of a PBN Deal value (spades, hearts, diamonds, clubs)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings import words as names

SEATS = "NESW"
SUITS = "SHDC"


@dataclass(frozen=True)
class Hand:
    seat: str
    suits: list[tuple[str, str]]  # (suit symbol, ranks as the diagrams show them, or "—")


def hands(deal: str, lang: str) -> list[Hand]:
    """The four hands of a north-first PBN Deal value; [] for anything else (an old record)."""
    if not deal.startswith("N:"):
        return []
    parts = deal[2:].split()
    if len(parts) != 4 or any(part.count(".") != 3 for part in parts):
        return []
    out = []
    for seat, hand in zip(SEATS, parts, strict=True):
        suits = [
            (names.SYMBOLS[suit], " ".join(names.rank(r, lang) for r in ranks) or "—")
            for suit, ranks in zip(SUITS, hand.split("."), strict=True)
        ]
        out.append(Hand(names.seat(seat, lang), suits))
    return out
