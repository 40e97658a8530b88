"""The final contract: level, strain, doubled or redoubled, or a passed-out board (Law 22, 77).

Written as in the contract notation: "4S", "3NTX", "7NTXX", "pass".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import IntEnum


class Strain(IntEnum):
    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    @property
    def code(self) -> str:
        return STRAIN_CODES[self]

    @property
    def trump_suit(self) -> int | None:
        """The trump suit index (cards.Suit), None at no trump (Definitions, Trump: TR "Kontratta bir
        renk belirtilmişse bu rengin her bir kartı", WBF "each card of the denomination named in a suit
        contract"; 44F then rules every trick)."""
        return None if self == Strain.NOTRUMP else int(self)


STRAIN_CODES = ("C", "D", "H", "S", "NT")
_CONTRACT = re.compile(r"([1-7])(C|D|H|S|NT)(X{0,2})")


@dataclass(frozen=True)
class Contract:
    level: int  # 0 for a passed-out board
    strain: Strain | None
    doubled: int = 0  # 0 undoubled, 1 doubled, 2 redoubled

    @property
    def passed_out(self) -> bool:
        return self.level == 0

    @property
    def tricks_needed(self) -> int:
        return self.level + 6

    @property
    def code(self) -> str:
        if self.passed_out:
            return "pass"
        assert self.strain is not None, "only a passed-out board has no strain"
        return f"{self.level}{self.strain.code}{'X' * self.doubled}"

    @classmethod
    def parse(cls, text: object) -> Contract:
        if text == "pass":
            return PASSED_OUT
        match = _CONTRACT.fullmatch(text) if isinstance(text, str) else None
        if not match:
            raise ValueError(
                f"{text!r} is not a contract (level 1-7, strain C D H S NT, optional X or XX, "
                'e.g. "4S", "3NTX"; or "pass")'
            )
        level, strain, doubles = match.groups()
        return cls(int(level), Strain(STRAIN_CODES.index(strain)), len(doubles))


PASSED_OUT = Contract(0, None, 0)
