"""Law 26B: after a withdrawn call not replaced by a comparable one, if the offender becomes a
defender, declarer may forbid the offender's partner, at his first turn to play (the opening
lead included), any suit the offender did not name in the auction.

Only the legal auction counts: withdrawn and cancelled calls name nothing; a natural bid names
its strain; no trump, artificial calls, doubles, redoubles and passes name no suit.
"""

from __future__ import annotations

from dataclasses import dataclass

from .calls import Made, named_suits


@dataclass(frozen=True)
class LeadRestriction:
    seat: int  # the offender's partner, who is restricted
    offender: int
    suits: tuple[int, ...]  # the suits declarer may choose one of to forbid


def lead_restriction(offenders: list[int], declarer: int | None, auction: list[Made]) -> LeadRestriction | None:
    """The restriction for the offending defender whose partner leads first: the opening
    leader (declarer's left-hand opponent) before his partner."""
    restrictions = lead_restrictions(offenders, declarer, auction)
    return restrictions[0] if restrictions else None


def lead_restrictions(offenders: list[int], declarer: int | None, auction: list[Made]) -> tuple[LeadRestriction, ...]:
    """Every restriction, the opening leader's first. 26B gives each offending defender's
    partner his own (TR "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında ... oynamasını
    yasaklayabilir"; WBF "declarer may, at the offender's partner's first turn to lead ...
    prohibit offender's partner from leading any (one) suit which has not been specified in the
    legal auction by the offender"), so when both defenders offended both may be restricted."""
    if declarer is None:
        return ()
    defenders = [s for s in offenders if (s - declarer) % 2 == 1]
    opening_leader = (declarer + 1) % 4
    defenders.sort(key=lambda s: (s + 2) % 4 != opening_leader)
    found = []
    for offender in defenders:
        suits = tuple(s for s in range(4) if s not in named_suits(offender, auction))
        if suits:
            found.append(LeadRestriction((offender + 2) % 4, offender, suits))
    return tuple(found)
