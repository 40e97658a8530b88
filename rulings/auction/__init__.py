"""The auction (Laws 17-40): calls and their order (calls.py), the state machine over the
events at the table (state.py), the rectifications of Laws 30-32 for calls out of rotation
(out_of_rotation.py) and the lead restrictions of Law 26B (lead_restriction.py).
"""

from __future__ import annotations

from .calls import Call, Made
from .lead_restriction import LeadRestriction
from .state import Auction, AuctionAct, AuctionError, AuctionState, CallEvent, run

__all__ = [
    "Auction",
    "AuctionAct",
    "AuctionError",
    "AuctionState",
    "Call",
    "CallEvent",
    "LeadRestriction",
    "Made",
    "run",
]
