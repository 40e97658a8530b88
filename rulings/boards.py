"""Law 2: the dealer and the vulnerability of a board from its number.

Boards 1-16 follow the table of Law 2 and every later group of 16 repeats it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .deal import Seat

VULNERABILITIES = ("None", "NS", "EW", "All")
# Law 2's table for boards 1..16, as indices into VULNERABILITIES.
_CYCLE = (0, 1, 2, 3, 1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2)


def side_vulnerable(vul: str | None, side: str) -> bool:
    """Whether `side` ("NS" or "EW") is vulnerable on a board marked `vul` ("None", "NS", "EW" or
    "All", as Law 2's table and the records write it; None where the board is not known)."""
    return vul == "All" or vul == side


@dataclass(frozen=True)
class BoardInfo:
    board: int
    dealer: Seat
    vul: str  # "None", "NS", "EW" or "All"

    def vulnerable(self, side: str) -> bool:
        return side_vulnerable(self.vul, side)


def board_info(board: int) -> BoardInfo:
    if board < 1:
        raise ValueError("board numbers start at 1")
    position = (board - 1) % 16
    return BoardInfo(board, Seat(position % 4), VULNERABILITIES[_CYCLE[position]])
