"""Law 77: the duplicate score of the declaring side for a contract and the tricks it took.

Trick score for the tricks bid (and made), then bonuses: game (trick score 100 or more) 300/500,
part-score 50, slams 500/750 and 1000/1500, 50 or 100 for making a doubled or redoubled contract,
overtricks; or undertrick penalties, with the doubled scale 100, 200, 200, then 300 each not
vulnerable and 200, then 300 each vulnerable (redoubled twice that).
The Turkish table prints "20" for a redoubled heart trick (its spade column prints 120) and labels
the overtrick rows "Konturlu/Kontursuz"; the lawbook shows both corrected with an editor's note
(lawbook/text/repairs.py) and the engine follows the WBF 2017 table (120; doubled/redoubled).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .contract import PASSED_OUT, Contract, Strain

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


@dataclass(frozen=True)
class ScorePart:
    """One line of the Law 77 score: what it counts and its points (negative for undertricks).
    `each` is the value of each trick the line counts, in order (the tricks bid, before doubling,
    for "tricks"); the explanations of the scoring questions are written from these parts."""

    kind: str  # tricks, game, part_score, small_slam, grand_slam, insult, overtricks, undertricks
    points: int
    each: tuple[int, ...] = ()


def score(contract: Contract, vulnerable: bool, tricks: int) -> int:
    """The declaring side's score: positive when made, negative when defeated, 0 if passed out."""
    return sum(part.points for part in score_parts(contract, vulnerable, tricks))


_EITHER = (False, True)


@lru_cache(maxsize=9)  # each of None, False, True for either side
def table_scores(vulnerable: bool | None = None, opponents_vulnerable: bool | None = None) -> frozenset[int]:
    """Every score a side can be given at the table by the Law 77 table: the declaring side's
    score() for each contract (levels 1-7, each strain, undoubled, doubled, redoubled) and each
    number of tricks from 0 to 13, the same negated for the defending side, and 0 for a passed-out
    board. A figure outside it (+425, +1000000) is no result of any contract.

    The side's own contracts are scored at its vulnerability (`vulnerable`), the opponents' at
    theirs (`opponents_vulnerable`): the table's premiums and undertricks depend on whether the
    declaring side is vulnerable (its columns TR "Zonsuz" / "Zonda", WBF "Not Vulnerable" / "Vulnerable").
    None for a vulnerability not known: either (+620 is 4S making vulnerable, no score of 4S not
    vulnerable). Made once for each pair (lru_cache: the threads of a process share it; a frozenset,
    never changed)."""
    own = _EITHER if vulnerable is None else (vulnerable,)
    theirs = _EITHER if opponents_vulnerable is None else (opponents_vulnerable,)
    scores = {score(PASSED_OUT, False, 0)}
    for level in range(1, 8):
        for strain in Strain:
            for doubled in range(3):
                contract = Contract(level, strain, doubled)
                for tricks in range(14):
                    scores.update(score(contract, vul, tricks) for vul in own)
                    scores.update(-score(contract, vul, tricks) for vul in theirs)
    return frozenset(scores)


def score_parts(contract: Contract, vulnerable: bool, tricks: int) -> tuple[ScorePart, ...]:
    """The lines of the score, in the order of the Law 77 table; none for a passed-out board."""
    if contract.passed_out:
        return ()
    if not 0 <= tricks <= 13:
        raise ValueError("tricks must be 0 to 13")
    over = tricks - contract.tricks_needed
    if over >= 0:
        return _made(contract, vulnerable, over)
    return (_undertricks(contract, vulnerable, -over),)


def _trick_values(contract: Contract) -> tuple[int, ...]:
    if contract.strain == Strain.NOTRUMP:
        return (_NT_FIRST_TRICK,) + (_MAJOR_TRICK,) * (contract.level - 1)
    if contract.strain in (Strain.HEARTS, Strain.SPADES):
        return (_MAJOR_TRICK,) * contract.level
    return (_MINOR_TRICK,) * contract.level


def _made(contract: Contract, vulnerable: bool, over: int) -> tuple[ScorePart, ...]:
    points = trick_score(contract)
    parts = [ScorePart("tricks", points, _trick_values(contract))]
    if points >= 100:
        parts.append(ScorePart("game", 500 if vulnerable else 300))
    else:
        parts.append(ScorePart("part_score", 50))
    if contract.level == 6:
        parts.append(ScorePart("small_slam", 750 if vulnerable else 500))
    elif contract.level == 7:
        parts.append(ScorePart("grand_slam", 1500 if vulnerable else 1000))
    if contract.doubled:
        parts.append(ScorePart("insult", 50 * contract.doubled))  # 50 doubled, 100 redoubled
    if over:
        parts.append(_overtricks(contract, vulnerable, over))
    return tuple(parts)


def _overtricks(contract: Contract, vulnerable: bool, over: int) -> ScorePart:
    if contract.doubled:
        each = (200 if vulnerable else 100) * contract.doubled
    else:
        each = _MINOR_TRICK if contract.strain in (Strain.CLUBS, Strain.DIAMONDS) else _MAJOR_TRICK
    return ScorePart("overtricks", over * each, (each,) * over)


def _undertricks(contract: Contract, vulnerable: bool, under: int) -> ScorePart:
    if not contract.doubled:
        each = (100 if vulnerable else 50,) * under
    elif vulnerable:
        each = tuple((200 if i == 1 else 300) * contract.doubled for i in range(1, under + 1))
    else:
        each = tuple((100 if i == 1 else 200 if i <= 3 else 300) * contract.doubled for i in range(1, under + 1))
    return ScorePart("undertricks", -sum(each), each)
