"""Law 26B in the play: declarer's prohibition of one suit at the offender's partner's first turn to
lead, carried from the auction into the play record (`{"act":"auction_lead","seat":"E","suits":
["C","D"]}` before the first card: the partner, and the suits the `auction` answer's
`declarer_may_forbid_one_of` lists).

26B, the official Turkish: "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma ile
değiştirmezse, ve daha sonra da defans oyuncusu olursa, deklaran, kusurlu oyuncunun ortağının ilk
oynaması sırasında (atak dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından
konuşulmamış herhangi bir rengi oynamasını yasaklayabilir. Bu yasak, çıkış kusurlu oyuncunun
ortağında kaldığı sürece devam eder." The WBF English: "declarer may, at the offender's partner's
first turn to lead (which may be the opening lead), prohibit offender's partner from leading any
(one) suit which has not been specified in the legal auction by the offender. Such prohibition
continues for as long as the offender's partner retains the lead."

The engine reads it as the WBF does, as its `auction` query and the guides already do (the
editor's note on 26B says where the Turkish "oynaması" differs): a prohibition of one suit's
*leads*, chosen by declarer when that partner is first on lead with no card of the trick played,
lasting while he keeps the lead (the same span as 50D2(a)'s and 51B's prohibitions, so the table's
`LeadRestriction` carries it, cited "26B"). The suits declarer may forbid are the ones the
`auction` answer lists (`declarer_may_forbid_one_of`), which the record passes through; with both
defenders offended (the answer's `lead_restrictions`), one event for each partner.

While the choice is pending the partner may not lead: 26B gives declarer the choice "at" that
turn and says nothing of a lead made before it, so such a lead is refused and the Director rules.
A lead out of turn by another player at that moment (table74) is not refused: it is not the
partner's lead, and Laws 53-56 rule it as at any other time (54 the opening lead, 55 declarer's,
56 a defender's); the choice waits for the partner's turn to lead, which 26B names: at once if the
lead out of turn is withdrawn (54D, 56B, 55B; 54E with 24), when he first wins a trick if it is
accepted (53A, 54A, 54B). A choice not yet made when the partner never comes to lead is simply
never offered.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import laws
from .deal import SEAT_NAMES
from .lead_out_of_turn import Decision

if TYPE_CHECKING:
    from .play import Act, Table

KIND = "auction_lead"  # the decision's kind
ACT = "auction_lead"  # the play event that records the restriction
OPTIONS = ("forbid_lead", "no_restriction")
SUIT_LETTERS = "CDHS"


@dataclass(frozen=True)
class AuctionLead:
    """The offender's partner (`seat`) and the suits declarer may forbid him (26B)."""

    seat: int
    suits: tuple[int, ...]


def restrict(table: Table, event: Act) -> None:
    """The auction's restriction for `event.seat`, recorded before the first card; the choice at
    once if he makes the opening lead ("(atak dahil)", "which may be the opening lead")."""
    if table.index != table.auction_leads_given:
        raise table.fail(
            "auction_lead: must come first in the record, before any card or other event (Law 26B: the auction left it)",
            "auction_lead_first",
        )
    seat = event.seat
    if not table.is_defender(seat):
        raise table.fail(
            f"seat: {SEAT_NAMES[seat]} is not a defender of this contract (Law 26B)",
            "not_a_defender",
            seat=SEAT_NAMES[seat],
        )
    if any(a.seat == seat for a in table.auction_leads):
        raise table.fail(
            f"seat: {SEAT_NAMES[seat]}'s restriction is given twice", "auction_lead_twice", seat=SEAT_NAMES[seat]
        )
    table.auction_leads_given += 1
    table.auction_leads = (*table.auction_leads, AuctionLead(seat, event.suits))
    table._offer_lead_choice()


def offer(table: Table) -> bool:
    """With the partner on lead and declarer's 26B choice still to come, the choice; True if it
    was offered. Called by `Table._offer_lead_choice`, which has checked that a defender is on
    lead to an empty trick with no choice pending."""
    pending = next((a for a in table.auction_leads if a.seat == table.leader), None)
    if pending is None:
        return False
    table.decision = Decision(KIND, table.declarer, OPTIONS, (laws.LEAD_RESTRICTION,), suits=pending.suits)
    return True


def choose(table: Table, event: Act) -> None:
    """Declarer's answer: one suit of those offered forbidden while the partner keeps the lead, or
    none; the choice is then spent (26B gives it "at his first turn to lead")."""
    leader = table.leader
    offered = table.decision.suits if table.decision is not None else ()
    forbidden: tuple[int, ...] = ()
    if event.act == "forbid_lead":
        named = event.suits or (event.suit,)
        if len(named) != 1:
            raise table.fail("suits: Law 26B lets declarer forbid one suit, not several", "auction_lead_several")
        if named[0] is None or named[0] not in offered:
            listed = ", ".join(SUIT_LETTERS[s] for s in offered)
            raise table.fail(
                f"suit: must be one of the suits the offender did not specify in the auction ({listed}; Law 26B)",
                "auction_lead_not_offered",
                suits=[SUIT_LETTERS[s] for s in offered],
            )
        forbidden = (named[0],)
    table.decision = None
    table.auction_leads = tuple(a for a in table.auction_leads if a.seat != leader)
    table.notes.append(laws.LEAD_RESTRICTION)
    if forbidden:
        table.restriction = table._restriction_with(forbidden, False, laws.LEAD_RESTRICTION)


def lead_out_of_turn(table: Table, seat: int) -> bool:
    """Whether `seat`'s card is a lead out of turn made while declarer's 26B choice is pending: the
    partner on lead to an empty trick, the card from another hand. 26B gives the choice "at the
    offender's partner's first turn to lead" (TR "kusurlu oyuncunun ortağının ilk oynaması
    sırasında"); this is not that lead, and Laws 53-56 rule it (the caller sets the choice aside)."""
    d = table.decision
    return d is not None and d.kind == KIND and not table.current and seat != table.leader


def premature_lead(table: Table, seat: int) -> str:
    """The refusal of the partner's lead while declarer's choice is pending."""
    by = SEAT_NAMES[table.declarer]
    return (
        f"{SEAT_NAMES[seat]} may not lead until {by} has chosen ({', '.join(OPTIONS)}, Law 26B); "
        "the Laws do not say what follows a lead made before that choice: the Director rules"
    )
