"""Law 77: the duplicate score of the declaring side for a contract and the tricks it took.

Trick score for the tricks bid (and made), then bonuses: game (trick score 100 or more) 300/500,
part-score 50, slams 500/750 and 1000/1500, 50 or 100 for making a doubled or redoubled contract,
overtricks; or undertrick penalties, with the doubled scale 100, 200, 200, then 300 each not
vulnerable and 200, then 300 each vulnerable (redoubled twice that).
The Turkish table prints "20" for a redoubled major trick and labels the overtrick rows
"Konturlu/Kontursuz"; the engine follows the WBF 2017 English table (120; doubled/redoubled).
"""
from __future__ import annotations

from .contract import Contract, Strain

_MINOR_TRICK = 20
_MAJOR_TRICK = 30
_NT_FIRST_TRICK = 40


def trick_score(contract: Contract) -> int:
    """Points below the line for the tricks bid, doubled/redoubled as bid."""
    if contract.strain == Strain.NOTRUMP:
        base = _NT_FIRST_TRICK + _MAJOR_TRICK * (contract.level - 1)
    elif contract.strain in (Strain.HEARTS, Strain.SPADES):
        base = _MAJOR_TRICK * contract.level
    else:
        base = _MINOR_TRICK * contract.level
    return base << contract.doubled


def score(contract: Contract, vulnerable: bool, tricks: int) -> int:
    """The declaring side's score: positive when made, negative when defeated, 0 if passed out."""
    if contract.passed_out:
        return 0
    if not 0 <= tricks <= 13:
        raise ValueError("tricks must be 0 to 13")
    over = tricks - contract.tricks_needed
    if over >= 0:
        return _made(contract, vulnerable, over)
    return -_undertricks(contract, vulnerable, -over)


def _made(contract: Contract, vulnerable: bool, over: int) -> int:
    points = trick_score(contract)
    if points >= 100:
        total = points + (500 if vulnerable else 300)
    else:
        total = points + 50
    if contract.level == 6:
        total += 750 if vulnerable else 500
    elif contract.level == 7:
        total += 1500 if vulnerable else 1000
    if contract.doubled:
        total += 50 * contract.doubled  # the "insult": 50 doubled, 100 redoubled
        total += over * (200 if vulnerable else 100) * contract.doubled
    else:
        per_trick = _MINOR_TRICK if contract.strain in (Strain.CLUBS, Strain.DIAMONDS) else _MAJOR_TRICK
        total += over * per_trick
    return total


def _undertricks(contract: Contract, vulnerable: bool, under: int) -> int:
    if not contract.doubled:
        return under * (100 if vulnerable else 50)
    if vulnerable:
        doubled = 200 + 300 * (under - 1)
    else:
        doubled = 100 + 200 * min(under - 1, 2) + 300 * max(under - 3, 0)
    return doubled * contract.doubled
