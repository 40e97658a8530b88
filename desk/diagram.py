"""The deal of a record as four hands to print: the table page draws its hands from its own view
state (situations.table_views), with no include to reuse, so the record shows each hand as text,
north first, suits in the order of a PBN Deal value (spades, hearts, diamonds, clubs)."""

from __future__ import annotations

from dataclasses import dataclass

from rulings import words as names
from rulings.records import read_record
from situations.auction_table import AUCTION_COLUMNS
from situations.auction_table import auction_rows as grid_rows
from situations.table import SEATS, SUITS, hands_of, is_red

from .models import Seat, Vulnerability


@dataclass(frozen=True)
class Hand:
    seat: str
    # (suit symbol, red, ranks as the diagrams show them, or "—"): a red suit's holding is drawn red
    # as the table page draws it (situations.table.is_red).
    suits: list[tuple[str, bool, str]]


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
                (
                    names.SYMBOLS[suit],
                    is_red(suit),
                    " ".join(names.rank(c[1], lang) for c in held[seat] if c[0] == suit) or "—",
                )
                for suit in SUITS
            ],
        )
        for seat in SEATS
    ]


@dataclass(frozen=True)
class Markings:
    """The dealer and vulnerability marked on the board (Law 2), as the record's source gives them;
    "" for one it does not give. Labels in the page's language (desk.models' choices)."""

    dealer: str
    vulnerability: str


def markings(deal_source: str) -> Markings | None:
    """The board's markings as the pasted record gives them: a PBN file's Dealer and Vulnerable tags,
    a LIN record's md| dealer and sv| vulnerability (the table page's PBN carries them when the record
    pasted there gave them: desk.table_link.pbn). None for a record that gives neither (a bare Deal
    value, a table page started from a typed deal) or that no longer reads: Law 2 designates them by the board's
    number, but a board used against that designation keeps its own ("the conditions marked on it
    apply for that session" / "o oturum için bordun üzerindeki koşullar uygulanır"), so they are not
    inferred from the number."""
    try:
        record = read_record(deal_source)
    except ValueError:  # RecordError, DealError: an old record the reader no longer takes
        return None
    dealer = Seat(record.dealer).label if record.dealer in Seat.values else ""
    vulnerability = Vulnerability(record.vulnerability).label if record.vulnerability in Vulnerability.values else ""
    if not (dealer or vulnerability):
        return None
    return Markings(dealer, vulnerability)


def one_hand(dotted: str, seat: str, lang: str) -> Hand:
    """One hand as a PBN Deal value writes it ("AK32.KQJ54.A7.82"): a player poll's."""
    return Hand(
        names.seat(seat, lang),
        [
            (
                names.SYMBOLS[suit],
                is_red(suit),
                " ".join(names.rank(rank, lang) for rank in ranks if rank != "-") or "—",
            )
            for suit, ranks in zip(SUITS, dotted.split("."), strict=True)
        ],
    )


@dataclass(frozen=True)
class AuctionTable:
    seats: list[str]
    rows: list[list[str]]  # "" before the dealer's first call; "?" where the pollee is to call


def auction_rows(dealer: str, calls: list[str], lang: str) -> AuctionTable:
    """The poll's auction so far (calls in rotation from the dealer) and a "?" for the pollee's."""
    seats = [dealer]
    for _ in calls:
        seats.append(names.lho(seats[-1]))
    cells = [names.call(call, lang) for call in calls] + ["?"]
    rows = grid_rows(dealer, list(zip(seats, cells, strict=True)), "")
    return AuctionTable([names.seat(seat, lang) for seat in AUCTION_COLUMNS], rows)
