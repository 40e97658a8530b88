"""The opening of every play question: a board, its vulnerability, a deal, a contract, and the
sentence that sets the scene in both languages."""

from __future__ import annotations

from dataclasses import dataclass

from rulings import words as names
from rulings.boards import side_vulnerable
from rulings.cards import CARD_CODES
from rulings.deal import SEAT_NAMES

from .common import engine
from .table import Table, bid, pbn, shuffle_deal


@dataclass
class Setting:
    board: int
    vul: str  # None, NS, EW, All (Law 2, from the engine)
    hands: list[int]
    declarer: int
    contract: str

    @property
    def declarer_code(self) -> str:
        return SEAT_NAMES[self.declarer]

    @property
    def declaring_vulnerable(self) -> bool:
        return side_vulnerable(self.vul, names.side_of(self.declarer_code))

    @property
    def deal(self) -> str:
        return pbn(self.hands)

    def table(self) -> Table:
        return Table(self.hands, self.contract, self.declarer)

    def query(self, q: str, events: list) -> dict:
        out = {"q": q, "deal": self.deal, "contract": self.contract, "declarer": self.declarer_code}
        if q == "result":
            out["vul"] = self.declaring_vulnerable
        out["play"] = list(events)
        return out

    def intro(self, lang: str) -> str:
        who = names.seat(self.declarer_code, lang)
        contract = names.contract(self.contract, lang)
        vul = names.vulnerability(self.vul, lang)
        if lang == "tr":
            return f"{self.board}. bord, {vul}. Deklaran {who}, kontrat {contract}."
        return f"Board {self.board}, {vul}. {who} is declarer in {contract}."


def setting(rng) -> Setting:
    board = rng.randint(1, 32)
    vul = engine({"q": "board", "board": board})["vul"]
    hands = shuffle_deal(rng)
    declarer, contract = bid(rng, hands)
    return Setting(board, vul, hands, declarer, contract)


def card_code(card: int) -> str:
    return CARD_CODES[card]
