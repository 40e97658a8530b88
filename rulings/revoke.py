"""Revokes (Laws 61-64): what a revoke is, when it is established, and the trick transfers.

- 61A: failing to follow suit (44C), or to comply with a lead restriction, while able to; or
  failing to lead or play a penalty card "required by law" (50D1, 50C, 51A) when declarer
  accepts the card played instead (52B1): it is not corrected (52A) and is exempt by 64B3.
- 62A/62B: a revoke noticed before it is established must be corrected; a defender's withdrawn
  card becomes a major penalty card (62B1); declarer's or dummy's goes back, and a defender's
  faced card (a penalty card) is replaced without further rectification (62B2).
- 62C3: both sides revoked on one trick and only one side has played to the next: both revokes
  are corrected, the established one too; 64B8: no automatic adjustment for it.
- 62D1: a revoke on the twelfth trick is corrected even if established, when discovered before
  the hands are returned to the board.
- 63A1: established once the offender or his partner leads or plays to a later trick. At the
  end of play the engine also holds every revoke not corrected established, as the contract
  says (docs/rulings-cli.md); no paragraph of 63A names that moment, and it decides only a revoke
  on the last trick (`established_at_end`), which 63A1 cannot reach. 63A2: declarer's naming of
  dummy's card (a designation) to a later trick establishes a revoke of his side first; 63A3/63A4:
  a claim, or agreement to one (`at_claim`). `established_by` keeps which.
- 64A1: revoke trick won by the offending player: that trick plus one later trick won by the
  offending side are transferred; 64A2: otherwise one trick if the offending side won the revoke
  trick or a later one. A trick won by dummy is not won by declarer.
- 64B: no transfer when the offending side won no trick from the revoke trick on (B1), for a
  subsequent revoke in the same suit by the same player (B2), a revoke in failing to play a penalty
  card or a card of dummy (B3), on the twelfth trick (B6), or when both sides revoked (B7).
- 64C: the Director may still adjust. The engine names 64C when a revoke is exempt under 64B
  or its 64A transfer found no trick left (earlier revokes took them) and, for transferred
  revokes, when the play record shows the transfer may fall short: the
  revoke won the offending side more tricks directly (revoke trick won by the revoker, later
  tricks won with the cards of the suit he kept back) than are transferred, or the non-offending
  side later discarded cards of the revoked suit while the offender still held some of it (their
  count of the suit was false, as in the Director's ruling on 3NT in the seed text).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import laws
from .cards import SUIT_MASKS


@dataclass
class Revoke:
    seat: int
    trick: int
    card: int
    suit: int  # the suit the offender should have played
    allowed: int  # the cards that would have complied (the suit he kept back)
    event: int
    by_dummy: bool = False
    penalty_card_only: bool = False  # the only cards that complied were penalty cards (64B3)
    # A penalty card not led or played (61A) whose card declarer accepted (52B1): it stands, may not
    # be corrected (52A, 52B1) and transfers no trick once established (64B3).
    penalty_card_not_played: bool = False
    # ... and declarer had not chosen under 52B when the offender or his partner led to the next
    # trick (eng242): the choice lapsed, not accepted; established at once (63A1), it stands (63B).
    choice_lapsed: bool = False
    faced: str | None = None  # "major"/"minor": the revoke card was a defender's penalty card
    established: bool = False
    established_event: int | None = None
    # The paragraph of 63A whose act established it: "63A1" (the offender or his partner led or
    # played to the following trick) or "63A2" (declarer named dummy's card to it, 45B/46A: TR "bir
    # sonraki löveye oynanacak kartı söylediğinde"; WBF "names or otherwise designates a card to be
    # played to the following trick"). None while not established, and when held established at the
    # end or deemed (67B1), which no paragraph of 63A establishes. A claim's 63A3/63A4 is `at_claim`'s.
    established_by: str | None = None
    # Established only because play ended (docs/rulings-cli.md: "or at the end of play"): no
    # paragraph of 63A names that moment. Reached by a revoke on the last trick, which has no
    # following trick (63A1); a player holds two cards there only after a defective trick (67).
    established_at_end: bool = False
    corrected: bool = False
    # The paragraph that required the correction of a revoke already established: "62D1" (the
    # twelfth trick) or "62C3" (both sides revoked on one trick, one side played on); else None.
    late_correction: str | None = None
    deemed: str | None = None  # 67B1(a)/(b): a card omitted from a trick, deemed a revoke there


def at_claim(r: Revoke, now: Status, law: str) -> tuple[bool, Status]:
    """(established, status) of revoke `r`, whose status is `now`, when a claim or concession
    establishes it: `law` "63A3" (TR "Kusurlu tarafın bir üyesi sözle veya elini göstererek ya da
    başka herhangi bir yolla, talep veya terk isteminde bulunduğunda"; WBF "when a member of the
    offending side makes a claim or concession of tricks orally or by facing his hand or in any other
    way") or "63A4" (agreement established, as per 69A, to an opponent's claim or concession).

    One already established, corrected, deemed or held established at the end is as it was. One
    on the twelfth trick, established so, must still be corrected: 62D1, TR "Onikinci lövedeki,
    rönons, resmileşmiş olsa dahi ... düzeltilmelidir"; WBF "On the twelfth trick, a revoke, even
    if established, must be corrected if discovered before all four hands have been returned to
    the board", and 63B keeps it as an exception (WBF "except as provided in Law 62D for a revoke on
    the twelfth trick or as in Law 62C3"), as it keeps the 62C3 pair: a claim is no play to the next
    trick, so "only one side has played to the subsequent trick" still holds. A penalty card not
    played whose card declarer accepted stays out of 62D1 (52A: it may not be withdrawn), as
    Table.late_correction_due has it. Any other is established under `law` (63B: it may no longer
    be corrected)."""
    if r.established or now.name not in (MUST_BE_CORRECTED, MAY_NOT_BE_CORRECTED):
        return r.established, now
    if now.name == MUST_BE_CORRECTED and now.law == laws.BOTH_SIDES_REVOKE_ON_ONE_TRICK:
        return True, now
    if now.name == MUST_BE_CORRECTED and r.trick == 12:
        return True, Status(MUST_BE_CORRECTED, laws.TWELFTH_TRICK_REVOKE_CORRECTED)
    return True, Status(ESTABLISHED, law)


# What becomes of a revoke now, each answer's `status` (docs/rulings-cli.md, Additions, "Each
# revoke's status"), given with the paragraph it rests on (`status_law`), so that a reader says it
# without working it out from `laws`.
MUST_BE_CORRECTED = "must_be_corrected"  # 62A; 62D1 or 62C3 though established (63B's exceptions)
CORRECTED = "corrected"  # under 62A, 62D1 or 62C3 (62B says how)
ESTABLISHED = "established"  # 63A1-63A4, the act that established it; 63B: it may no longer be corrected
HELD_ESTABLISHED_AT_END = "held_established_at_end"  # the contract's "or at the end of play": no paragraph
MAY_NOT_BE_CORRECTED = "may_not_be_corrected"  # 52A: a penalty card not played, the card accepted (52B1)
DEEMED = "deemed"  # 67B1(a)/(b): placed on a defective trick by the Director


# 64B3 (TR "Rönons, cezalı bir kartın oynanmaması veya yere ait kartlardan herhangi birinin
# oynanmaması sonucu meydana gelmişse"; WBF "the revoke was made in failing to play a penalty card or
# any card belonging to dummy"): what the revoke failed to play, where that paragraph names it.
PENALTY_CARD = "penalty_card"  # the only cards that complied were penalty cards, or 52B1's accepted card
DUMMY_CARD = "dummy_card"  # a revoke from dummy's hand: the card of the suit not played was dummy's


def failed_to_play(r: Revoke) -> str | None:
    """PENALTY_CARD or DUMMY_CARD where 64B3 names the revoke, else None. A revoke deemed under
    67B1 is not: 67B1 has it transfer one trick "in accordance with Law 64A2" whatever the hand."""
    if r.deemed is not None:
        return None
    if r.by_dummy:
        return DUMMY_CARD
    if r.penalty_card_only or r.penalty_card_not_played:
        return PENALTY_CARD
    return None


@dataclass(frozen=True, slots=True)
class Status:
    name: str
    law: str | None  # None for HELD_ESTABLISHED_AT_END: no paragraph of 63A names the end of play


def status(r: Revoke, late_correction_due: str | None = None) -> Status:
    """What becomes of revoke `r` now. `late_correction_due` is "62D1" or "62C3" while the play
    can still go back to correct it though it is established (Table.late_correction_due); a
    result's revokes have none (the board is scored as it stands: 64B6 for an uncorrected revoke
    on the twelfth trick)."""
    if r.corrected:
        return Status(CORRECTED, r.late_correction or laws.REVOKE_MUST_BE_CORRECTED)
    if r.deemed is not None:
        return Status(DEEMED, r.deemed)
    if late_correction_due is not None:
        return Status(MUST_BE_CORRECTED, late_correction_due)
    if r.established_at_end:
        return Status(HELD_ESTABLISHED_AT_END, None)
    if r.established:
        return Status(ESTABLISHED, r.established_by or laws.REVOKE_ESTABLISHED)
    if r.penalty_card_not_played:
        return Status(MAY_NOT_BE_CORRECTED, laws.PENALTY_CARD_NOT_PLAYED)
    # Not yet established: 62A, or 62C3 for the second of two revokes on one trick once the
    # first is corrected (both were marked then: _correct_both_sides_revoke)
    return Status(MUST_BE_CORRECTED, r.late_correction or laws.REVOKE_MUST_BE_CORRECTED)


@dataclass(frozen=True, slots=True)
class TrickRecord:
    number: int
    leader: int
    cards: tuple[tuple[int, int], ...]  # (seat, card) in the order they were placed
    winner: int


@dataclass(frozen=True)
class Shortfall:
    """What the play record says of a transferred revoke against its transfer (64C1): the tricks
    the revoke won the offending side directly, and the suit's tricks the non-offending side
    could have taken after it as the cards lay against those it took."""

    transfer: int
    direct: tuple[tuple[int, int | None], ...]  # (trick, the kept-back card that won it; None: the revoke trick)
    sure: int  # the non-offending side's sure tricks in the suit after the revoke trick
    taken: int  # the tricks it took in the suit after the revoke trick

    @property
    def gained_more(self) -> bool:
        return len(self.direct) > self.transfer

    @property
    def false_count(self) -> bool:
        return self.sure - self.taken > self.transfer

    @property
    def may_be_short(self) -> bool:
        return self.gained_more or self.false_count


@dataclass(frozen=True)
class RevokeRuling:
    revoke: Revoke
    transfer: int
    law: str
    equity_may_apply: bool
    shortfall: Shortfall | None = None  # for a transferred revoke: why 64C may still apply


@dataclass
class _Pool:
    taken: set[int] = field(default_factory=set)


def rule_revokes(revokes: list[Revoke], tricks: list[TrickRecord]) -> list[RevokeRuling]:
    """The Law 64 ruling for each revoke of a completed play, in the order they happened."""
    live = [r for r in revokes if r.established and not r.corrected]
    # A revoke deemed under 67B1 is "subject to the loss of one trick transferred in accordance
    # with Law 64A2": that paragraph alone rules on it, and it makes no "both sides" case (64B7).
    sides = {r.seat & 1 for r in live if r.deemed is None}
    pool = _Pool()
    rulings = []
    for r in revokes:
        if r.corrected or not r.established:
            # 64B8: no automatic adjustment for a revoke corrected as per 62C3.
            law = {
                laws.BOTH_SIDES_REVOKE_ON_ONE_TRICK: laws.REVOKE_CORRECTED_BOTH_SIDES,
                laws.TWELFTH_TRICK_REVOKE_CORRECTED: laws.TWELFTH_TRICK_REVOKE_CORRECTED,
            }.get(r.late_correction or "", laws.REVOKE_MUST_BE_CORRECTED)
            rulings.append(RevokeRuling(r, 0, law, False))
            continue
        exemption = None if r.deemed else _exemption(r, live, len(sides) == 2)
        if exemption:
            rulings.append(RevokeRuling(r, 0, exemption, True))
            continue
        transfer, law = _transfer(r, tricks, pool)
        short = shortfall(r, tricks, transfer)
        # A revoke that transfers nothing (64B1, or no trick left after earlier transfers)
        # leaves the non-offending side uncompensated by 64A: 64C is for the Director.
        equity = transfer == 0 or short.may_be_short
        rulings.append(RevokeRuling(r, transfer, law, equity, short))
    return rulings


def _exemption(r: Revoke, live: list[Revoke], both_sides: bool) -> str | None:
    if both_sides:
        return laws.BOTH_SIDES_REVOKED
    if failed_to_play(r):
        return laws.REVOKE_PENALTY_CARD_OR_DUMMY
    for earlier in live:
        if earlier is r:
            break
        if (
            earlier.seat == r.seat
            and earlier.suit == r.suit
            and earlier.established_event is not None
            and earlier.established_event <= r.event
        ):
            return laws.REPEATED_REVOKE_SAME_SUIT
    if r.trick == 12:
        return laws.REVOKE_TWELFTH_TRICK
    return None


def _transfer(r: Revoke, tricks: list[TrickRecord], pool: _Pool) -> tuple[int, str]:
    side = r.seat & 1
    available = [t.number for t in tricks[r.trick - 1 :] if t.winner & 1 == side and t.number not in pool.taken]
    if tricks[r.trick - 1].winner == r.seat:
        chosen = available[:2]
        law = laws.REVOKER_WON_REVOKE_TRICK
    else:
        chosen = available[:1]
        # 64B1 is for a side that won neither the revoke trick nor any later one; a side whose
        # later tricks all went to an earlier revoke's transfer is under 64A2, transferring 0.
        won_any = any(t.winner & 1 == side for t in tricks[r.trick - 1 :])
        law = laws.REVOKER_DID_NOT_WIN_REVOKE_TRICK if won_any else laws.NO_TRICK_WON_BY_OFFENDING_SIDE
    pool.taken.update(chosen)
    return len(chosen), law


def shortfall(r: Revoke, tricks: list[TrickRecord], transfer: int) -> Shortfall:
    """The figures by which the revoke may have gained more than `transfer` (64C1)."""
    direct: list[tuple[int, int | None]] = [(r.trick, None)] if tricks[r.trick - 1].winner == r.seat else []
    suit_mask = SUIT_MASKS[r.suit]
    innocent = (r.seat & 1) ^ 1
    taken_in_suit = 0
    for t in tricks[r.trick :]:
        winning = dict(t.cards)[t.winner]
        if t.winner == r.seat and r.allowed >> winning & 1:
            direct.append((t.number, winning))  # a card he kept back by revoking won a trick
        if t.winner & 1 == innocent and suit_mask >> winning & 1:
            taken_in_suit += 1
    held = _holdings_after(tricks, r.trick, suit_mask)
    return Shortfall(transfer, tuple(direct), _sure_tricks(held, innocent), taken_in_suit)


def _holdings_after(tricks: list[TrickRecord], number: int, suit_mask: int) -> list[int]:
    """Each seat's cards of one suit after trick `number` (every card is played by the end)."""
    held = [0, 0, 0, 0]
    for t in tricks[number:]:
        for seat, card in t.cards:
            if suit_mask >> card & 1:
                held[seat] |= 1 << card
    return held


def _sure_tricks(held: list[int], side: int) -> int:
    """Tricks `side` can cash in a suit as the cards really lie: its top cards, and then its
    long cards once the opponents have none left (entries ignored)."""
    ours = held[side] | held[side + 2]
    theirs = held[side ^ 1] | held[(side ^ 1) + 2]
    top = 0
    high = theirs.bit_length()
    for card in reversed(range(high, ours.bit_length())):
        if ours >> card & 1:
            top += 1
    longest_theirs = max(held[side ^ 1].bit_count(), held[(side ^ 1) + 2].bit_count())
    if top >= longest_theirs:
        return max(held[side].bit_count(), held[side + 2].bit_count(), top)
    return top
