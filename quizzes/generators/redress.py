"""Law 64C (Redress of Damage): why the ruling engine names 64C after a revoke, so that a
`revoke` explanation can say why instead of only that the Director may adjust.

The engine's rule (rulings/revoke.py, rulings/README.md "Law 64"): 64C is named for a revoke
that 64B exempts (64C1 applies "including those not subject to rectification"), and for a
transferred revoke when the play record shows the transfer may fall short:
(a) the revoke won the offending side more tricks directly than are transferred: the revoke
    trick if the revoker won it, and the later tricks he won with cards of the suit he kept
    back by revoking;
(b) after the revoke trick the non-offending side took fewer tricks in that suit than its sure
    tricks there as the cards lay, by more than the transfer (its count of the suit was false).
The figures are read here from the record; the sure tricks are counted by the engine's own
function, so the explanation gives the figures the engine decided on. The revoke generator
drops a story for which this reading and the engine's 64C disagree.
"""
from __future__ import annotations

from dataclasses import dataclass

from rulings.revoke import sure_tricks

from .table import SUIT_MASK


@dataclass(frozen=True)
class Shortfall:
    """What the play record says about one transferred revoke."""

    transfer: int
    direct: tuple[tuple[int, int | None], ...]  # (trick, card kept back that won it; None: the revoke trick)
    sure: int  # the non-offending side's sure tricks in the suit after the revoke trick
    taken: int  # the tricks it took in the suit after the revoke trick

    @property
    def gained_more(self) -> bool:
        return len(self.direct) > self.transfer

    @property
    def false_count(self) -> bool:
        return self.sure - self.taken > self.transfer


def shortfall(tricks, revoke: dict, transfer: int) -> Shortfall:
    """`tricks` as quizzes.generators.table records them: (number, leader, cards, winner)."""
    seat, number, suit_mask = revoke["seat"], revoke["trick"], SUIT_MASK[revoke["suit"]]
    innocent = (seat & 1) ^ 1
    later = tricks[number:]
    # every card is played by the end: what a seat plays in the suit later is what it held then
    held = [0, 0, 0, 0]
    for _n, _leader, cards, _winner in later:
        for who, card in cards:
            if suit_mask >> card & 1:
                held[who] |= 1 << card
    kept_back = held[seat]
    direct: list[tuple[int, int | None]] = []
    if tricks[number - 1][3] == seat:
        direct.append((number, None))
    taken = 0
    for n, _leader, cards, winner in later:
        winning = dict(cards)[winner]
        if winner == seat and kept_back >> winning & 1:
            direct.append((n, winning))
        if winner & 1 == innocent and suit_mask >> winning & 1:
            taken += 1
    return Shortfall(transfer, tuple(direct), sure_tricks(held, innocent), taken)
