"""Which rectification Laws 30, 31 and 32 prescribe for a call out of rotation that its
offender's left-hand opponent did not accept (29B), given the call and whose turn it was.

Law 29C: an artificial call is treated for the strains it specifies, which is the Director's
judgement, carried by the query as `comparable`; 30C: an artificial pass, or a pass of
partner's artificial call, falls under Law 31, not 30.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import laws
from .calls import PASS, Made

# Where the turn was, seen from the offender.
RHO_TURN, PARTNER_TURN, LHO_TURN = "rho", "partner", "lho"


@dataclass(frozen=True)
class Rectification:
    """What follows the cancellation of a call out of rotation.

    `offender_passes_next`: 30A. `waits_for_rho`: 31A/32A, the right-hand opponent's call
    decides between `repeat_law` (he passed: the offender repeats his call, 31A1/32A1) and
    `rho_called_law` (he bid, doubled or redoubled: the offender's next call is judged, 31A2/32A2).
    Otherwise the offender's next call is judged: `comparable_law` (no rectification) or
    `not_comparable_law` (partner passes at his next turn, Law 26B may apply).
    """

    laws: tuple[str, ...]
    offender_passes_next: bool = False
    waits_for_rho: bool = False
    repeat_law: str = ""
    rho_called_law: str = ""
    comparable_law: str = ""
    not_comparable_law: str = ""
    judged_under: str = ""  # 31B2, 32B2: "the Director rules in accordance with A2(a) or A2(b)"


def where(offender: int, turn: int) -> str:
    return {3: RHO_TURN, 2: PARTNER_TURN, 1: LHO_TURN}[(turn - offender) % 4]


def passes_partners_artificial_call(offender: int, auction: list[Made]) -> bool:
    """30C: a pass of partner's artificial call (partner's call is the last call but passes)."""
    for made in reversed(auction):
        if made.call.kind != PASS:
            return made.seat == (offender + 2) % 4 and made.artificial
    return False


def rectification(offender: int, turn: int, made: Made, auction: list[Made]) -> Rectification:
    position = where(offender, turn)
    artificial = (laws.ARTIFICIAL_CALL_OUT_OF_ROTATION,) if made.artificial else ()
    if made.call.kind == PASS:
        if made.artificial or passes_partners_artificial_call(offender, auction):
            return _bid(position, (laws.ARTIFICIAL_PASS_OUT_OF_ROTATION, *artificial))
        return _pass(position)
    if made.call.is_bid:
        return _bid(position, artificial)
    return _double(position, artificial)


def _pass(position: str) -> Rectification:
    if position == RHO_TURN:
        return Rectification((laws.PASS_AT_RHO_TURN,), offender_passes_next=True)
    return Rectification(
        (laws.PASS_AT_PARTNER_TURN, laws.PASS_PARTNER_MAY_CALL),
        comparable_law=laws.PASS_REPLACED_COMPARABLE,
        not_comparable_law=laws.PASS_REPLACED_NOT_COMPARABLE,
    )


def _bid(position: str, extra: tuple[str, ...]) -> Rectification:
    if position == RHO_TURN:
        return Rectification(
            (laws.BID_AT_RHO_TURN, *extra),
            waits_for_rho=True,
            repeat_law=laws.BID_REPEATED,
            rho_called_law=laws.BID_AFTER_RHO_CALLED,
            comparable_law=laws.BID_REPLACED_COMPARABLE,
            not_comparable_law=laws.BID_REPLACED_NOT_COMPARABLE,
        )
    return Rectification(
        (laws.BID_AT_PARTNER_TURN, laws.BID_PARTNER_MAY_CALL, *extra),
        comparable_law=laws.BID_REPLACED_COMPARABLE,
        not_comparable_law=laws.BID_REPLACED_NOT_COMPARABLE,
        judged_under=laws.BID_OFFENDER_JUDGED,
    )


def _double(position: str, extra: tuple[str, ...]) -> Rectification:
    if position == RHO_TURN:
        return Rectification(
            (laws.DOUBLE_AT_RHO_TURN, *extra),
            waits_for_rho=True,
            repeat_law=laws.DOUBLE_REPEATED,
            rho_called_law=laws.DOUBLE_AFTER_RHO_CALLED,
            comparable_law=laws.DOUBLE_REPLACED_COMPARABLE,
            not_comparable_law=laws.DOUBLE_REPLACED_NOT_COMPARABLE,
        )
    # A double at the left-hand opponent's turn by a player who has not called yet cannot be
    # permitted by Law 19 (there is no opponent's bid he could have heard): Law 36 takes it.
    return Rectification(
        (laws.DOUBLE_AT_PARTNER_TURN, laws.DOUBLE_PARTNER_MAY_CALL, *extra),
        comparable_law=laws.DOUBLE_REPLACED_COMPARABLE,
        not_comparable_law=laws.DOUBLE_REPLACED_NOT_COMPARABLE,
        judged_under=laws.DOUBLE_OFFENDER_JUDGED,
    )
