"""Links other apps offer on the director's table page for the board as it stands, and on its auction
page for the auction as it stands: the ruling desk's "make a ruling record" (desk/apps.py registers
them). The table never imports
those apps; they register here at start-up, and a link shows only to whom its app allows it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class BoardAtTable:
    """The table as it stands: the deal ("N:..." as PBN writes it), the contract and declarer, the
    events recorded (the table's own tokens, "W:D2", "expose:E:HK", ...), the paragraphs the engine
    cites now, and the table's own address, which replays all of it; the board's dealer (a seat
    letter) and vulnerability (one of VULNERABILITIES) when a pasted record gave them, else ""."""

    deal: str
    contract: str
    declarer: str
    events: tuple[str, ...]
    laws: tuple[str, ...]
    table_url: str
    dealer: str = ""
    vulnerability: str = ""
    # The claim as the Director entered it and the engine ruled on it, in the page's words (who
    # claimed how many of the tricks left, the statement in its order, his answers, the award and
    # the paragraphs cited); empty unless the claim section has ruled.
    claim: tuple[str, ...] = ()
    # The declarer the table replays the events with (its address's): `declarer` is the one the
    # engine names now, which a lead out of turn can change (54A: declarer spreads, partner plays).
    replayed_declarer: str = ""


VULNERABILITIES = ("None", "NS", "EW", "All")  # as PBN's Vulnerable tag and rulings.records write them


@dataclass(frozen=True)
class TableLink:
    title: str
    url: str


LinkSource = Callable[[object, BoardAtTable], TableLink | None]  # (request, board) -> a link, or None
_sources: list[LinkSource] = []


def register(source: LinkSource) -> None:
    if source not in _sources:
        _sources.append(source)


def links_for(request, board: BoardAtTable) -> list[TableLink]:
    return [link for source in _sources if (link := source(request, board)) is not None]


@dataclass(frozen=True)
class AuctionAtTable:
    """The auction page as it stands: the dealer and vulnerability, each event in the page's words,
    the engine's answer in the page's words, the paragraphs it cites, and the page's own address,
    which replays the auction."""

    setting: str
    events: tuple[str, ...]
    sentences: tuple[str, ...]
    laws: tuple[str, ...]
    table_url: str


AuctionLinkSource = Callable[[object, AuctionAtTable], TableLink | None]
_auction_sources: list[AuctionLinkSource] = []


def register_auction(source: AuctionLinkSource) -> None:
    if source not in _auction_sources:
        _auction_sources.append(source)


def auction_links_for(request, auction: AuctionAtTable) -> list[TableLink]:
    return [link for source in _auction_sources if (link := source(request, auction)) is not None]
