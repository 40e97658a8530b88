"""The outcome of a completed play: tricks taken at the table, the Law 64 trick transfers, and
the Law 77 score of the declaring side for the tricks after the transfer.

`laws` (docs/rulings-cli.md): the paragraph of each revoke in order (a revoke deemed under 67B1
after its 67B1(a) or 67B1(b)), then 64C; "77" alone when there was no revoke. The transfer is made
"at the end of the play" / "after play ends" (64A1, 64A2; TR "oyun sonunda", "oyun sona erdikten
sonra"): this module is reached only once play is complete."""

from __future__ import annotations

from dataclasses import dataclass

from . import laws
from .contract import Contract
from .play import Table
from .revoke import RevokeRuling, rule_revokes
from .scoring import score


@dataclass(frozen=True)
class PlayResult:
    tricks_played: int  # tricks declarer's side won at the table
    transfer_to: int | None  # side index (0 NS, 1 EW) receiving tricks, None if none
    transfer: int  # number of tricks transferred
    tricks: int  # declarer's side's tricks after the transfer
    score: int  # Law 77 score of the declaring side
    revokes: tuple[RevokeRuling, ...]
    laws: tuple[str, ...]


def outcome(table: Table, contract: Contract, declaring_side: int, vulnerable: bool) -> PlayResult:
    """Requires a complete play (table.complete)."""
    played = table.won[declaring_side]
    rulings = tuple(rule_revokes(table.revokes, table.tricks)) if table.revokes else ()
    moved = 0  # tricks taken from the declaring side (negative: given to it)
    receiver = None
    cited: list[str] = []
    for ruling in rulings:
        if ruling.revoke.deemed:
            cited.append(ruling.revoke.deemed)  # 67B1: the omission is the revoke
        cited.append(ruling.law)
        if ruling.transfer:
            offending = ruling.revoke.seat & 1
            receiver = offending ^ 1
            moved += ruling.transfer if offending == declaring_side else -ruling.transfer
    if any(r.equity_may_apply for r in rulings):
        cited.append(laws.EQUITY_AFTER_REVOKE)
    if not cited:
        # The contract's example cites only the revoke paragraph ("laws": ["64A2"]): Law 77 is
        # named when the play was regular, as the one paragraph the result rests on.
        cited.append(laws.SCORING_TABLE)
    tricks = played - moved
    return PlayResult(
        played, receiver, abs(moved), tricks, score(contract, vulnerable, tricks), rulings, tuple(dict.fromkeys(cited))
    )
