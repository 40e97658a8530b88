"""Links other apps offer on the director's table page for the board as it stands, and on its auction
page for the auction as it stands: the ruling desk's "make a ruling record" (desk/apps.py registers
them). The table never imports
those apps; they register here at start-up, and a link shows only to whom its app allows it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar


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


At = TypeVar("At")


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


class Links(Generic[At]):
    """The links other apps register for one page, each a function (request, what the page shows)
    -> a link, or None where it is not for this user."""

    def __init__(self) -> None:
        self._sources: list[Callable[[object, At], TableLink | None]] = []

    def register(self, source: Callable[[object, At], TableLink | None]) -> None:
        if source not in self._sources:
            self._sources.append(source)

    def links_for(self, request, at: At) -> list[TableLink]:
        return [link for source in self._sources if (link := source(request, at)) is not None]


BOARD_LINKS: Links[BoardAtTable] = Links()  # the table page's
AUCTION_LINKS: Links[AuctionAtTable] = Links()  # the auction page's
