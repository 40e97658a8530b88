"""The auction as a state machine over the events at the table (Laws 17-39): calls in or out
of turn, sufficient or not, and the acceptance or rejection of an irregular call.

Laws applied here: 17 (dealer first, then clockwise; 17D3 a pass out of rotation that skipped a
player), 18-19 (sufficiency, doubles and redoubles), 22 (end of the auction), 25A (an unintended
call replaced), 25B (a change of call), 26 (lead restrictions, via lead_restriction.py), 27
(insufficient bid), 28 (calls in rotation), 29-32 (calls out of rotation, via
out_of_rotation.py), 36-37 and 39 (inadmissible calls). Where the Laws leave a judgement to the
Director (23A comparable call, 25A an unintended call, an artificial call), the event carries it;
the engine names the paragraph it falls under.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .. import laws
from ..contract import PASSED_OUT, Contract, Strain
from ..deal import SEAT_NAMES
from .calls import (
    DOUBLE,
    PASS,
    PASS_CALL,
    REDOUBLE,
    Call,
    Made,
    is_sufficient,
    last_bid,
    legal_calls,
    lowest_sufficient,
    permitted_by_law_19,
)
from .lead_restriction import LeadRestriction, lead_restrictions
from .out_of_rotation import PARTNER_TURN, Rectification, rectification, where

END, NEXT_TURN = "end", "next_turn"
ACCEPT, REJECT = "accept", "reject"
ACCEPTED, CANCELLED, STANDS = "accepted", "cancelled", "stands"  # a RuledCall's ruling
# How a RuledCall came to be ruled (its `how`), each in the Laws' own words (grid77): the offender's
# left-hand opponent called over it (27A1 "It is accepted if that player calls", 25B1, 29A; 36A and
# 37A "Offender's LHO Calls before Rectification", TR "Onarmadan Önce Soldaki Rakip Konuşmuşsa");
# the player whose turn it was called (28B "Call by Correct Player Cancelling Call Out of
# Rotation", TR "Doğru Oyuncunun Sıra Dışı Konuşmayı İptal Eden Konuşması"); it is one of 36A's
# "subsequent calls" (TR "bundan sonraki bütün konuşmalar"); the offender's partner called at his
# proper turn (29B with 30B1(a), 31B1, 32B1); the offender called again before his left-hand
# opponent did (36B and 37B, "Offender's LHO does not Call before Rectification", TR "Onarmadan
# Önce Soldaki Rakip Konuşmamışsa"); it came after the final pass (35D, 39A).
LHO_CALLED, CORRECT_PLAYER_CALLED, SUBSEQUENT_CALL = "lho_called", "correct_player_called", "subsequent_call"
PARTNER_CALLED, OFFENDER_CALLED, AFTER_FINAL_PASS = "partner_called", "offender_called", "after_final_pass"
# The offender of an inadmissible call out of rotation called again before his left-hand opponent did:
# not a substitute (36B4: the auction reverts to the player whose turn it was).
OFFENDER_CALLED_OUT_OF_ROTATION = "offender_called_out_of_rotation"
# A pass cancelled when three passes, one of them out of rotation, do not end the auction (17D3, TR
# "Bundan sonraki tüm paslar geçersiz kılınır"; WBF "all subsequent passes are cancelled"; grid79).
SUBSEQUENT_PASS = "subsequent_pass"
# What the Laws say of the information from a withdrawn or cancelled call (Law 16C; grid78), its
# WithdrawnCall's `information`: unauthorised for the offending side (16C2, where a paragraph names
# it for that call and none takes it away: 28B; 30B1(a) and 32B1 with a call not comparable; 25B3
# with 25B2); 16C2 or 16C does not apply (23B, 27B1(a), 27B1(b)); 16C may apply (31A2(b), 32A2(b),
# and 31B, whose Turkish 31B1 says "Yasa 16C2 uygulanabilir"); or it waits on the offender's
# replacement call.
UNAUTHORIZED, NOT_APPLICABLE, MAY_APPLY, AWAITS_REPLACEMENT = (
    "unauthorized",
    "not_applicable",
    "may_apply",
    "awaits_replacement",
)
# 17D3 (grid79): TR "Geçersiz kılınan konuşmalar için Yasa 16C uygulanır ve sırasız pas geçen oyuncu
# kusurlu taraftır"; WBF "Law 16C applies to the cancelled calls, any player who has passed out of
# rotation being an offender": 16C whole, with its offenders named.
APPLIES = "applies"
# The paragraph under which each kind of pending call is accepted, by an `accept` or by the
# chooser's call over it: 27A1, 29A, 25B1.
ACCEPTED_UNDER = {
    "insufficient": laws.INSUFFICIENT_BID_ACCEPTED,
    "out_of_rotation": laws.CALL_OUT_OF_ROTATION_ACCEPTED,
    "change_of_call": laws.CHANGE_OF_CALL_ACCEPTED,
}


@dataclass(frozen=True, slots=True)
class CallEvent:
    """`seat` makes `call`; `comparable` is the Director's 23A judgement (None: not given);
    `intended` is his 25A judgement that the call replaces the player's unintended last call."""

    seat: int
    call: Call
    comparable: bool | None = None
    artificial: bool = False
    intended: bool = False

    @property
    def made(self) -> Made:
        return Made(self.seat, self.call, self.artificial)


@dataclass(frozen=True, slots=True)
class AuctionAct:
    """`accept` or `reject` by the player entitled to choose (27A1, 29A, 25B1; 36B, 37B)."""

    act: str
    seat: int


class AuctionError(ValueError):
    """An event that cannot happen, or that the auction record cannot express."""

    def __init__(self, index: int, message: str, problem: str = "", **values: object):
        super().__init__(f"calls[{index}]: {message}")
        self.index = index
        self.problem = problem  # str() in data, for a page to say in its language ("" for none)
        self.values = values


@dataclass
class Pending:
    """An irregular call awaiting the choice of `by` (or the Director, for 36/37/39)."""

    kind: str  # "insufficient", "out_of_rotation", "change_of_call", "inadmissible"
    event: CallEvent
    by: int
    options: tuple[str, ...]
    laws: tuple[str, ...]
    turn_was: int  # the player whose turn it was when the irregular call was made
    law: str = ""  # for "inadmissible": "36", "37" or "39"
    replacement: CallEvent | None = None  # 27C: the offender's premature replacement
    replacement_at: int = -1  # its index in `calls`
    substituted: bool = False  # 27B4: this insufficient bid replaced an earlier one
    in_rotation: bool = True  # for 36 and 37: 36B4 and the turn after 37B
    at: int = -1  # the index in `calls` of the irregular call

    @property
    def offender(self) -> int:
        return self.event.seat


@dataclass
class Correction:
    """27B: after an insufficient bid is rejected the offender must correct it."""

    offender: int
    insufficient: CallEvent
    only_sufficient_or_pass: bool = False  # after 27B3 or 27B4: "within the criteria"
    laws: tuple[str, ...] = ()
    at: int = -1  # the index in `calls` of the insufficient bid


@dataclass
class Watch:
    """A rectification of Laws 30-32 that waits for a later call: the right-hand opponent's
    (31A, 32A) or the offender's own (judged comparable or not, or repeated)."""

    offender: int
    rule: Rectification
    call: Call
    stage: str  # "rho", "judge" or "repeat"
    at: int = -1  # the index in `calls` of the cancelled call


@dataclass(frozen=True)
class AuctionState:
    turn: int | None
    legal: tuple[Call, ...]
    must_pass: tuple[tuple[int, str], ...]
    decision: tuple[int, tuple[str, ...]] | None
    lead_restriction: LeadRestriction | None
    over: bool
    contract: Contract | None
    declarer: int | None
    laws: tuple[str, ...]
    lead_restrictions: tuple[LeadRestriction, ...] = ()  # 26B for each offending defender
    ruled_calls: tuple[RuledCall, ...] = ()  # what the record's events alone do not say
    withdrawn: tuple[WithdrawnCall, ...] = ()  # Law 16C for withdrawn and cancelled calls (grid78)
    # 26B in force while the auction goes on: the offenders it names, in order (qa195)
    lead_offenders: tuple[int, ...] = ()


@dataclass(frozen=True)
class WithdrawnCall:
    """What the Laws' text says of the information from a withdrawn or cancelled call of the
    record (Law 16C; grid78), only where a paragraph says it for that call: `information` is
    UNAUTHORIZED for the offending side, the seat's (16C2: TR "Kusurlu taraf için, geri alınmış
    eylemden ... kaynaklanan tüm bilgiler izinsizdir"; WBF "For an offending side, information
    arising from its own withdrawn action ... is unauthorized"), named by 28B ("Law 26 does not
    apply, but see Law 16C2"), by 30B1(a) and 32B1 ("Law 16C2 applies") once the offender's
    replacement is not comparable, or by 25B3 for a change of call cancelled under 25B2 ("Law 16C
    applies to any call withdrawn or cancelled"); NOT_APPLICABLE, `law` (16C2 or 16C) not applying by the first
    of `laws`: 23B (a call cancelled under 29B replaced by a comparable call, "Law 16C2 does not
    apply"), 27B1(a) and 27B1(b) (an insufficient bid corrected by the lowest sufficient bid of
    its denomination or by a comparable call, "Law(s) ... 16C do(es) not apply"); MAY_APPLY,
    16C may apply (31A2(b), 32A2(b): "Laws 16C, 26B and 72C may apply"; 31B2 with 31A2(b), since
    the Turkish 31B1 says only "Yasa 16C2 uygulanabilir"); AWAITS_REPLACEMENT while the
    offender's replacement, which decides it, is not yet made (23B, 27B1); APPLIES, 16C whole, for a
    pass 17D3 cancels (grid79), with `offenders`, `unauthorized_for` and `authorized_for`."""

    at: int
    seat: int
    call: Call
    information: str
    law: str
    laws: tuple[str, ...]
    # APPLIES (17D3, grid79): the players who passed out of rotation, the offenders; with them all on
    # one side, 16C2 makes the information unauthorised for that side (TR "Kusurlu taraf için, geri
    # alınmış eylemden – gerek kendileri gerekse rakipleri tarafından yapılmış olsun – kaynaklanan
    # tüm bilgiler izinsizdir"): `unauthorized_for`, 0 (North-South) or 1 (East-West); None when
    # both sides passed out of rotation (left: the texts differ there, docs/legal-review.md, grid79).
    offenders: tuple[int, ...] = ()
    unauthorized_for: int | None = None
    # Where the paragraph names 16C whole (17D3; 25B3 "Law 16C applies to any call withdrawn or
    # cancelled"), 16C1 for the non-offending side (TR "Kusursuz taraf için, geri alınmış eylemden
    # kaynaklanan tüm bilgiler, gerek kendileri, gerekse rakipleri tarafından yapmış olsun;
    # yasaldır"): that side, when there is one (grid79).
    authorized_for: int | None = None


@dataclass(frozen=True)
class RuledCall:
    """A call of the record the engine ruled on where no event of the record says it: `accepted`
    by the call of `by`, the offender's left-hand opponent (27A1, 29A, 25B1); `cancelled` by the
    call of `by`, the player whose turn it was (28B, a call out of rotation) or the offender's
    left-hand opponent (36A, an inadmissible double or redouble), or without `by`: a call after
    the final pass (39A, with 39B when nothing further follows), or the left-hand opponent's call
    over an inadmissible double or redouble (36A, "all subsequent calls"); `stands` by the call of
    `by` over a call by a player required to pass (37A), `must_still_pass` when he is required
    to pass for the rest of the auction. `cancelled` without `by` too when the Director's
    rectification cancels it before its chooser called (grid76): a call out of rotation at the
    offender's partner's turn once that partner called (29B, with the paragraph that lets him
    call, 30B1(a), 31B1 or 32B1), an inadmissible double or redouble or a call by a player
    required to pass once the offender called again before his left-hand opponent did (36B1 with
    36B2, where that call is the legal call he must substitute; 36B1 with 36B4 when the double was
    out of turn: the auction reverts to the player whose turn it was, so the offender's call is
    another call out of rotation; 37B1 with 37B2), `pass_to_end` then naming who must pass
    whenever it is his turn (36B: the partner; 37B2: "each member of the offending side"). `how`
    says what ruled it, so that a reader need not infer it from `laws` (grid77): LHO_CALLED
    (27A1, 29A, 25B1, 36A, 37A), CORRECT_PLAYER_CALLED (28B), SUBSEQUENT_CALL (36A's call over
    the inadmissible one), PARTNER_CALLED (29B), OFFENDER_CALLED (36B2, 37B2: his call is the
    substitute), OFFENDER_CALLED_OUT_OF_ROTATION (the inadmissible call was out of rotation: his
    call is not the substitute; for a double or redouble `reverts_to` names the player whose turn
    it was, 36B4), AFTER_FINAL_PASS (39A), SUBSEQUENT_PASS (a pass 17D3 cancels, `reverts_to` the
    player whose turn it was; grid79). `at` is its index in `calls`."""

    at: int
    seat: int
    call: Call
    ruling: str
    laws: tuple[str, ...]
    by: int | None = None
    must_still_pass: bool = False
    pass_to_end: tuple[int, ...] = ()
    reverts_to: int | None = None
    how: str = field(kw_only=True)


@dataclass
class Auction:
    """The auction in progress; `apply` one event at a time, then `snapshot`."""

    dealer: int
    calls: list[Made] = field(default_factory=list)
    turn: int = 0
    must_pass: dict[int, str] = field(default_factory=dict)
    pending: Pending | None = None
    correction: Correction | None = None
    watches: list[Watch] = field(default_factory=list)
    restricted: list[int] = field(default_factory=list)  # offenders under Law 26B, in order
    # 36B2/36B4: offenders whose next call replaces an inadmissible double or redouble -> whether
    # they were already restricted by an earlier irregularity
    replacing: dict[int, bool] = field(default_factory=dict)
    rulings: list[tuple[str, ...]] = field(default_factory=list)  # each most specific first
    skipping_passes: dict[int, int] = field(default_factory=dict)  # index -> seat skipped (17D3)
    # the index in the record of each call of `calls` (-1: a pass 28A takes as made; grid79)
    calls_at: list[int] = field(default_factory=list)
    reverted: list[RuledCall] = field(default_factory=list)  # 17D3's cancelled passes of the last reversion
    over: bool = False
    ruled_calls: list[RuledCall] = field(default_factory=list)
    withdrawn: dict[int, WithdrawnCall] = field(default_factory=dict)  # by `at` (grid78)

    def __post_init__(self) -> None:
        self.turn = self.dealer

    # -------------------------------------------------------------- events
    def apply(self, event: CallEvent | AuctionAct, index: int) -> None:
        """`index` is the event's place in `calls`: a pending call records it as its `at`."""
        if isinstance(event, AuctionAct):
            self._act(event, index)
        elif event.intended:
            # 25A1: "The second (intended) call stands and is subject to the appropriate Law":
            # `run` has put it in the place of the unintended call, so it is ruled as that call
            # would have been; 25A1 is ruled before the paragraphs it meets there, so `laws` (the
            # latest ruling first) lists it after them.
            self._rule(laws.UNINTENDED_CALL)
            self._call(event, index)
        else:
            self._call(event, index)

    def _call(self, event: CallEvent, index: int) -> None:
        if self.pending is not None:
            self._call_while_pending(event, index)
        elif self.over:
            self._after_final_pass(event, index)
        elif event.seat == self.turn:
            self._in_rotation(event, index)
        elif event.seat == (self.turn + 1) % 4 and self.turn in self.must_pass:
            # 28A, TR "o rakibin Yasaya göre pas geçmesi gerekiyorsa sıra olarak doğru yapılmış
            # sayılır", WBF "considered to be in rotation ... if that opponent is required by law to
            # pass": the call is in rotation; neither text names a pass. The engine enters the pass
            # the right-hand opponent was bound to make so that the rotation goes on from the caller
            # (README). Where that pass would be the third after a bid, the texts do not say whether
            # the auction ended (22A, TR "sıralı bir şekilde ... arka arkaya üç pas", WBF "three
            # consecutive passes in rotation"): docs/legal-review.md, qa123, qa128; qa130 read 17D3
            # beside them (a pass out of rotation that deprives a player of his turn does not end the
            # auction), which leans to this reading, West bound to pass being deprived of nothing,
            # but does not settle it; not changed.
            self._rule(laws.RHO_REQUIRED_TO_PASS)
            self._stand(CallEvent(self.turn, PASS_CALL), -1)
            self._call(event, index)
        else:
            self._out_of_rotation(event, index)

    def _in_rotation(self, event: CallEvent, index: int) -> None:
        seat, call = event.seat, event.call
        if self.correction is not None and self.correction.offender == seat:
            self._correct(event, index)
        elif call.kind in (DOUBLE, REDOUBLE) and not permitted_by_law_19(seat, call, self.calls):
            self._inadmissible(event, index, "36", in_rotation=True)
        elif call.kind != PASS and seat in self.must_pass:
            self._inadmissible(event, index, "37", in_rotation=True)
        elif call.is_bid and not is_sufficient(call, self.calls):
            repeat = self._repeat_required(seat, call, index)
            if repeat is not None:
                # 31A1: he has repeated his call as required; it is not legal (insufficient),
                # so Law 27 takes it from here ("when that call is legal there is no
                # rectification"), and a rejected bid is corrected by a legal call (27B).
                self.watches.remove(repeat)
            self._open_insufficient(event, index)
        else:
            self._repeat_required(seat, call, index)
            self._stand(event, index)

    def _repeat_required(self, seat: int, call: Call, index: int) -> Watch | None:
        """31A1, 32A1: the offender must repeat his call out of rotation; any other call is an
        error of the query. The watch, if any."""
        repeat = self._watch(seat, "repeat")
        if repeat is not None and call != repeat.call:
            raise AuctionError(
                index,
                f"{SEAT_NAMES[seat]} must repeat his call {repeat.call.code} (Law {repeat.rule.repeat_law})",
                "must_repeat",
                seat=SEAT_NAMES[seat],
                call=repeat.call.code,
                law=repeat.rule.repeat_law,
            )
        return repeat

    def _out_of_rotation(self, event: CallEvent, index: int) -> None:
        seat, call, turn = event.seat, event.call, self.turn
        if call.kind in (DOUBLE, REDOUBLE) and not permitted_by_law_19(seat, call, self.calls):
            self._inadmissible(event, index, "36", in_rotation=False)
        elif call.kind != PASS and seat in self.must_pass:
            self._inadmissible(event, index, "37", in_rotation=False)
        elif where(seat, turn) == "lho" and any(m.seat == seat for m in self.calls):
            self._open_change_of_call(event, index)
        else:
            extra = (
                (laws.INSUFFICIENT_BID_OUT_OF_ROTATION,)
                if (call.is_bid and not is_sufficient(call, self.calls))
                else ()
            )
            self.pending = Pending(
                "out_of_rotation",
                event,
                (seat + 1) % 4,
                (ACCEPT, REJECT),
                (laws.CALL_OUT_OF_ROTATION_ACCEPTED, laws.CALL_OUT_OF_ROTATION_CANCELLED, *extra),
                turn,
                at=index,
            )

    def _call_while_pending(self, event: CallEvent, index: int) -> None:
        p = self._current()
        seat = event.seat
        if p.kind == "out_of_rotation" and seat == p.turn_was:
            if where(p.offender, seat) == PARTNER_TURN:
                # 28B speaks of "a call out of rotation by an opponent": the offender's partner
                # calling at his own turn does not forfeit rectification. 29A did not apply, so
                # the call out of rotation is cancelled (29B) and 30B, 31B or 32B govern: the
                # partner's call stands (30B1(a), 31B1, 32B1), the offender's is judged later.
                # No event of the record says the cancellation: kept in `ruled_calls` (grid76),
                # with the paragraph that lets the partner call (TR 31B1 "Kusurlu oyuncunun
                # ortağı kendi sırasında herhangi bir yasal konuşma yapabilir"; WBF "Offender's
                # partner may make any legal call at his proper turn, but Law 16C2 applies").
                partner_law = rectification(p.offender, p.turn_was, p.event.made, self.calls).laws[1]
                self._reject(index)
                self.ruled_calls.append(
                    RuledCall(
                        p.at,
                        p.offender,
                        p.event.call,
                        CANCELLED,
                        (laws.CALL_OUT_OF_ROTATION_CANCELLED, partner_law),
                        how=PARTNER_CALLED,
                    )
                )
            else:
                # 28B (preferred to 29A when the correct player is also the offender's LHO): TR
                # "artırım rakip o konuşmayı yapmamış gibi devam eder. Yasa 26 geçerli değildir";
                # WBF "The auction proceeds as though the opponent had not called at that turn.
                # Law 26 does not apply". No event of the record says it: kept in `ruled_calls`.
                self.pending = None
                self._rule(laws.CORRECT_PLAYER_CANCELS)
                # TR "Yasa 26 geçerli değildir, ancak bkz. Yasa 16C2"; WBF "Law 26 does not apply,
                # but see Law 16C2": no paragraph after it takes 16C2 away (grid78).
                self._withdrawn(
                    p.at,
                    p.event,
                    UNAUTHORIZED,
                    laws.WITHDRAWN_UNAUTHORIZED,
                    (laws.WITHDRAWN_UNAUTHORIZED, laws.CORRECT_PLAYER_CANCELS),
                )
                self.ruled_calls.append(
                    RuledCall(
                        p.at,
                        p.offender,
                        p.event.call,
                        CANCELLED,
                        (laws.CORRECT_PLAYER_CANCELS,),
                        seat,
                        how=CORRECT_PLAYER_CALLED,
                    )
                )
            self._call(event, index)
        elif p.kind == "inadmissible" and p.law in ("36", "37") and seat == p.offender:
            # The offender's own call before his left-hand opponent called: as though the
            # Director had been called first. In rotation it is the replacement he requires
            # (36B2 "the offender must substitute a legal call", 37B2 "a pass is substituted");
            # out of turn (36B4) the auction reverts to the player whose turn it was, and the
            # offender's call is another call out of rotation (`_call` below). The
            # cancellation (36B1, 37B1) is kept in `ruled_calls` (grid76), with who then passes
            # to the end: 36B2/36B4 "his partner must pass whenever it is his turn to call"; 37B2
            # "each member of the offending side must pass whenever it is his turn to call".
            partner = (p.offender + 2) % 4
            to_end: tuple[int, ...]
            if p.law == "36":
                law = laws.INADMISSIBLE_DOUBLE_REPLACED if p.in_rotation else laws.INADMISSIBLE_DOUBLE_OUT_OF_ROTATION
                paragraphs, to_end = (laws.INADMISSIBLE_DOUBLE_CANCELLED, law), (partner,)
            else:
                paragraphs = (laws.REQUIRED_TO_PASS_CANCELLED, laws.REQUIRED_TO_PASS_SIDE_PASSES)
                to_end = (p.offender, partner)
            # 36B4, TR "artırım sıra kendinde olan oyuncuya geri döner"; WBF "the auction reverts to
            # the player whose turn it was to call": said with the seat (`reverts_to`).
            how = OFFENDER_CALLED if p.in_rotation else OFFENDER_CALLED_OUT_OF_ROTATION
            reverts_to = p.turn_was if p.law == "36" and not p.in_rotation else None
            self._reject(index)
            self.ruled_calls.append(
                RuledCall(
                    p.at,
                    p.offender,
                    p.event.call,
                    CANCELLED,
                    paragraphs,
                    pass_to_end=to_end,
                    reverts_to=reverts_to,
                    how=how,
                )
            )
            self._call(event, index)
        elif p.kind == "insufficient" and seat == p.offender:
            if p.replacement is not None:
                raise AuctionError(
                    index,
                    f"{SEAT_NAMES[seat]} has already replaced his "
                    f"insufficient bid; {SEAT_NAMES[p.by]} must accept or reject",
                    "already_replaced",
                    seat=SEAT_NAMES[seat],
                    by=SEAT_NAMES[p.by],
                )
            p.replacement, p.replacement_at = event, index  # 27C: a premature replacement; the decision stays
            p.laws = (*p.laws, laws.PREMATURE_CORRECTION)
        elif seat == p.by:
            if p.kind == "inadmissible":
                self._inadmissible_lho_called(event, index)
            elif self._accept(index, by=event.seat) and event.call.kind == PASS:
                # 27A1, 29A, 25B1: a call by that player accepts. When the accepted pass out of
                # rotation was the third pass after a call, 17D3 is in force: this pass is one
                # of the "subsequent passes" it cancels, not a new call out of rotation (WBF
                # Commentary on Law 17: "East, passing after the pass out of rotation, is not
                # an offender"), listed with them (grid79).
                entry = self.withdrawn[self.reverted[0].at]
                self._cancel_pass(index, event.seat, entry.offenders, entry.unauthorized_for)
                return
            else:
                self._call(event, index)
        else:
            raise AuctionError(index, self._waiting_for(), "choose_first", **self._waiting_values())

    def _act(self, act: AuctionAct, index: int) -> None:
        p = self.pending
        if p is None:
            raise AuctionError(
                index,
                f"{act.act}: there is no insufficient bid, call out of "
                f"rotation, change of call or inadmissible call to {act.act}",
                "nothing_to_choose",
                act=act.act,
            )
        if act.seat != p.by:
            raise AuctionError(index, f"{act.act}: {self._waiting_for()}", "choose_first", **self._waiting_values())
        if act.act not in p.options:
            raise AuctionError(
                index,
                f"{act.act}: an inadmissible call cannot be accepted "
                f"(Law {p.law}); {SEAT_NAMES[p.by]} may only call or reject",
                "inadmissible_not_accepted",
                seat=SEAT_NAMES[p.by],
                law=p.law,
            )
        if act.act == ACCEPT:
            self._accept(index)
        else:
            self._reject(index)

    def _waiting_values(self) -> dict:
        """What _waiting_for says, as data: who chooses, whose call, which call."""
        p = self._current()
        return {
            "seat": SEAT_NAMES[p.by],
            "offender": SEAT_NAMES[p.offender],
            "call": p.event.call.code,
            "inadmissible": p.kind == "inadmissible",
        }

    def _waiting_for(self) -> str:
        p = self._current()
        choice = " or ".join(p.options) if p.kind != "inadmissible" else "call over or reject"
        return (
            f"{SEAT_NAMES[p.by]} must first {choice} "
            f"{SEAT_NAMES[p.offender]}'s {p.event.call.code} (Laws {', '.join(p.laws)})"
        )

    # -------------------------------------------------------- acceptance
    def _accept(self, index: int, by: int | None = None) -> bool:
        """Accept the pending call; True when that made 17D3 revert the auction. `by`: the chooser
        accepted it by his call over it (27A1 TR "Bu oyuncu konuşursa deklare kabul edilmiş olur",
        WBF "It is accepted if that player calls"; 29A; 25B1), which no event of the record says:
        it is kept in `ruled_calls`."""
        p = self._take_pending()
        law = ACCEPTED_UNDER[p.kind]
        if by is not None:
            self.ruled_calls.append(RuledCall(p.at, p.offender, p.event.call, ACCEPTED, (law,), by, how=LHO_CALLED))
        if p.kind == "insufficient":
            if p.replacement is not None:  # 27C: accepting cancels the premature replacement
                self._rule(law, laws.PREMATURE_CORRECTION)
            else:
                self._rule(law)
            if p.substituted:
                self._rule(laws.INSUFFICIENT_BID_REPLACED_INSUFFICIENT)
                self._restrict(p.offender, p.event)
            return self._stand(p.event, p.at)
        if p.kind == "out_of_rotation":
            self._rule(law)
            if p.event.call.kind == PASS:
                self.skipping_passes[len(self.calls)] = p.turn_was
            return self._stand(p.event, p.at)
        else:  # change_of_call, 25B1: the first call is withdrawn, the second stands
            self._rule(law)
            first = max(i for i, m in enumerate(self.calls) if m.seat == p.offender)
            self.calls[first] = p.event.made
            self.calls_at[first] = p.at
            self._restrict(p.offender, p.event)
            return self._check_end()  # a bid changed to a pass may be the third pass

    def _reject(self, index: int) -> None:
        p = self._take_pending()
        if p.kind == "insufficient":
            correction = Correction(p.offender, p.event, at=p.at)
            if not p.substituted:
                if p.replacement is None:  # 27B: awaiting the correction, judged under 27B1-27B4
                    self._rule(laws.INSUFFICIENT_BID_NOT_ACCEPTED)
                # 27B1(a), 27B1(b): whether 16C applies waits on the correction (grid78).
                self._withdrawn(
                    p.at, p.event, AWAITS_REPLACEMENT, laws.WITHDRAWN_INFORMATION, (laws.INSUFFICIENT_BID_NOT_ACCEPTED,)
                )
            else:  # 27B4: the rules of 27B3
                self._partner_passes_to_end(p.offender)
                self._rule(laws.INSUFFICIENT_BID_REPLACED_INSUFFICIENT, laws.INSUFFICIENT_BID_DOUBLE_CANCELLED)
                self._restrict(p.offender, None)
                correction.only_sufficient_or_pass = True
                correction.laws = (laws.INSUFFICIENT_BID_REPLACED_INSUFFICIENT, laws.INSUFFICIENT_BID_DOUBLE_CANCELLED)
            self.correction = correction
            self.turn = p.offender
            if p.replacement is not None:
                self._rule(laws.PREMATURE_CORRECTION)
                self._correct(p.replacement, index, p.replacement_at)
        elif p.kind == "out_of_rotation":
            self._rule(laws.CALL_OUT_OF_ROTATION_CANCELLED)
            self._rectify_out_of_rotation(p)
        elif p.kind == "change_of_call":
            self._rule(laws.CHANGE_OF_CALL_CANCELLED)
            # 25B3, TR "Geri alınan ya da iptal edilen herhangi bir konuşma ile ilgili olarak Yasa 16C
            # uygulanır"; WBF "Law 16C applies to any call withdrawn or cancelled": the substitution
            # is cancelled and the original call stands (25B2), so no replacement takes it away
            # (grid78). Not for 25B1, where 26A's "Law 16C does not apply" may meet it.
            paragraphs = (laws.WITHDRAWN_UNAUTHORIZED, laws.CHANGE_OF_CALL_INFORMATION, laws.CHANGE_OF_CALL_CANCELLED)
            self._withdrawn(p.at, p.event, UNAUTHORIZED, laws.WITHDRAWN_UNAUTHORIZED, paragraphs)
            # 25B3 names 16C whole: 16C1 for the other side, the non-offending one (grid79).
            self.withdrawn[p.at] = replace(self.withdrawn[p.at], authorized_for=1 - p.offender % 2)
        else:
            self._inadmissible_rectified(p)

    # -------------------------------------------------- insufficient bid
    def _open_insufficient(self, event: CallEvent, at: int, substituted: bool = False) -> None:
        offender = event.seat
        law_list: tuple[str, ...] = (laws.INSUFFICIENT_BID_ACCEPTED, laws.INSUFFICIENT_BID_NOT_ACCEPTED)
        if substituted:
            law_list = (laws.INSUFFICIENT_BID_REPLACED_INSUFFICIENT, *law_list)
        self.pending = Pending(
            "insufficient",
            event,
            (offender + 1) % 4,
            (ACCEPT, REJECT),
            law_list,
            offender,
            substituted=substituted,
            at=at,
        )

    def _correct(self, event: CallEvent, index: int, at: int | None = None) -> None:
        """The offender's correction of his rejected insufficient bid (27B1-27B4, 27C); `at` its
        index in `calls` when it is not `index` (27C: a premature replacement, ruled at the
        reject)."""
        at = index if at is None else at
        c = self.correction
        assert c is not None, "a correction is awaited"
        call = event.call
        if c.only_sufficient_or_pass:
            if call.is_bid and not is_sufficient(call, self.calls):
                # 27B4: still an attempt to replace the one insufficient bid with another
                # insufficient bid, after 27B3 as before it: the left-hand opponent may accept it
                # (A1); if he does not, the Director rules as in 27B3 again.
                self.correction = None
                self._rule(laws.INSUFFICIENT_BID_REPLACED_INSUFFICIENT)
                self._open_insufficient(event, at, substituted=True)
                return
            if not (call.kind == PASS or call.is_bid and is_sufficient(call, self.calls)):
                raise AuctionError(
                    index,
                    f"{SEAT_NAMES[c.offender]} must correct with a sufficient bid or a pass (Law {c.laws[-1]})",
                    "sufficient_or_pass",
                    seat=SEAT_NAMES[c.offender],
                    law=c.laws[-1],
                )
            self.correction = None
            self._stand(event, at)
            return
        if self.rulings and self.rulings[-1] == (laws.INSUFFICIENT_BID_NOT_ACCEPTED,):
            self.rulings.pop()  # the paragraph that judges the correction replaces the heading
        # 27B2, 27B3 and 27B4 do not name 16C: no entry unless B1 below says it (grid78).
        self.withdrawn.pop(c.at, None)
        if call.is_bid and not is_sufficient(call, self.calls):
            self.correction = None
            self._rule(laws.INSUFFICIENT_BID_REPLACED_INSUFFICIENT)
            self._open_insufficient(event, at, substituted=True)
            return
        first = c.insufficient
        natural = not first.artificial and not event.artificial
        if natural and call == lowest_sufficient(first.call.strain, self.calls):
            self.correction = None
            self._rule(laws.LOWEST_SUFFICIENT_SAME_STRAIN)
            # TR "Yasalar 26B ve 16C uygulanmaz"; WBF "Laws 26B and 16C do not apply" (grid78).
            self._withdrawn(
                c.at, first, NOT_APPLICABLE, laws.WITHDRAWN_INFORMATION, (laws.LOWEST_SUFFICIENT_SAME_STRAIN,)
            )
            self._stand(event, at)
        elif event.comparable and (
            call.kind in (PASS,) or call.is_bid or permitted_by_law_19(c.offender, call, self.calls)
        ):
            self.correction = None
            self._rule(laws.INSUFFICIENT_BID_COMPARABLE, laws.COMPARABLE_CALL)
            # TR "Yasa 16C uygulanmaz"; WBF "Law 16C does not apply" (grid78).
            self._withdrawn(
                c.at, first, NOT_APPLICABLE, laws.WITHDRAWN_INFORMATION, (laws.INSUFFICIENT_BID_COMPARABLE,)
            )
            self._stand(event, at)
        elif call.kind in (DOUBLE, REDOUBLE):
            # 27B3: the double is cancelled and the offender corrects again.
            self._rule(laws.INSUFFICIENT_BID_DOUBLE_CANCELLED)
            self._partner_passes_to_end(c.offender)
            self._restrict(c.offender, None)
            c.only_sufficient_or_pass = True
            c.laws = (laws.INSUFFICIENT_BID_DOUBLE_CANCELLED,)
        else:
            self.correction = None
            self._rule(laws.INSUFFICIENT_BID_PARTNER_PASSES)
            self._partner_passes_to_end(c.offender)
            self._restrict(c.offender, None)
            self._stand(event, at)

    # ----------------------------------------------- calls out of rotation
    def _rectify_out_of_rotation(self, p: Pending) -> None:
        rule = rectification(p.offender, p.turn_was, p.event.made, self.calls)
        self._rule(*rule.laws)
        self.turn = p.turn_was
        if rule.offender_passes_next:
            # 30A adds a pass at his next turn; it does not lift an obligation to pass
            # "whenever it is his turn" (27B2, 27B3, 36B2, 36B4, 37B2) that he is already under.
            if self.must_pass.get(p.offender) != END:
                self.must_pass[p.offender] = NEXT_TURN
        else:
            stage = "rho" if rule.waits_for_rho else "judge"
            self.watches.append(Watch(p.offender, rule, p.event.call, stage, at=p.at))
            if stage == "judge":
                # 23B decides once the offender has replaced the call: waits (grid78). At the right-
                # hand opponent's turn (31A, 32A) nothing yet: if he passes, the call is repeated.
                self._awaits_replacement(p.at, p.event)

    def _watch(self, seat: int, stage: str) -> Watch | None:
        for watch in self.watches:
            if watch.offender == seat and watch.stage == stage:
                return watch
        return None

    def _resolve_watches(self, event: CallEvent) -> None:
        for watch in list(self.watches):
            if watch.stage == "rho" and (watch.offender + 3) % 4 == event.seat:
                # 31A/32A: the right-hand opponent has called; the paragraph that now decides
                # (31A1/32A1 he passed, 31A2/32A2 he called) replaces the heading.
                passed = event.call.kind == PASS
                watch.stage = "repeat" if passed else "judge"
                if not passed:  # 31A2, 32A2: the offender's call will be judged (grid78)
                    self._awaits_replacement(watch.at, CallEvent(watch.offender, watch.call))
                rule = watch.rule
                self._replace_ruling(rule.laws[0], rule.repeat_law if passed else rule.rho_called_law)
            elif watch.offender == event.seat and watch.stage == "repeat":
                self.watches.remove(watch)
                self._rule(watch.rule.repeat_law)
            elif watch.offender == event.seat and watch.stage == "judge":
                self.watches.remove(watch)
                self._judge(watch, event)

    def _replace_ruling(self, heading: str, paragraph: str) -> None:
        """The latest ruling that cites `heading` first cites `paragraph` instead."""
        for i in range(len(self.rulings) - 1, -1, -1):
            if self.rulings[i][0] == heading:
                self.rulings[i] = (paragraph, *self.rulings[i][1:])
                return

    def _judge(self, watch: Watch, event: CallEvent) -> None:
        rule = watch.rule
        judged_under = (rule.judged_under,) if rule.judged_under else ()
        offender_call = CallEvent(watch.offender, watch.call)
        if event.comparable:
            self._rule(rule.comparable_law, *judged_under, laws.COMPARABLE_CALL)
            # 23B: TR "Yasa 16C2 bu durumda geçerli değildir"; WBF "Law 16C2 does not apply".
            self._withdrawn(
                watch.at,
                offender_call,
                NOT_APPLICABLE,
                laws.WITHDRAWN_UNAUTHORIZED,
                (laws.NO_RECTIFICATION_COMPARABLE, rule.comparable_law),
            )
        else:
            self._rule(rule.not_comparable_law, *judged_under)
            partner_law = rule.laws[1] if len(rule.laws) > 1 else ""
            if partner_law in (laws.PASS_PARTNER_MAY_CALL, laws.DOUBLE_PARTNER_MAY_CALL):
                # 30B1(a), 32B1: "Law 16C2 applies" (TR "uygulanır", "geçerlidir"), and 23B does
                # not take it away from a call not comparable.
                paragraphs = (laws.WITHDRAWN_UNAUTHORIZED, partner_law, rule.not_comparable_law)
                self._withdrawn(watch.at, offender_call, UNAUTHORIZED, laws.WITHDRAWN_UNAUTHORIZED, paragraphs)
            else:
                # 31A2(b), 32A2(b): "Laws 16C, 26B and 72C may apply"; 31B: TR 31B1 "Yasa 16C2
                # uygulanabilir" (WBF "applies"), the Turkish official.
                self._withdrawn(
                    watch.at, offender_call, MAY_APPLY, laws.WITHDRAWN_INFORMATION, (rule.not_comparable_law,)
                )
            partner = (watch.offender + 2) % 4
            if self.must_pass.get(partner) != END:
                self.must_pass[partner] = NEXT_TURN
            self._restrict(watch.offender, None)

    # --------------------------------------------------- change of call
    def _open_change_of_call(self, event: CallEvent, index: int) -> None:
        seat = event.seat
        first = max(i for i, m in enumerate(self.calls) if m.seat == seat)
        before = self.calls[:first]
        call = event.call
        fits = (
            call.kind == PASS or call.is_bid and is_sufficient(call, before) or permitted_by_law_19(seat, call, before)
        )
        if first != len(self.calls) - 1 or not fits:
            raise AuctionError(
                index,
                f"{SEAT_NAMES[seat]}'s {call.code} at his left-hand "
                "opponent's turn is a change of call (Law 25) that the record "
                "cannot apply: it must replace his last call by a legal call",
                "change_of_call_not_applied",
                seat=SEAT_NAMES[seat],
                call=call.code,
            )
        law = {
            PASS: laws.PASS_CHANGE_OF_CALL,
            DOUBLE: laws.DOUBLE_CHANGE_OF_CALL,
            REDOUBLE: laws.DOUBLE_CHANGE_OF_CALL,
        }.get(call.kind, laws.BID_CHANGE_OF_CALL)
        self.pending = Pending(
            "change_of_call",
            event,
            self.turn,
            (ACCEPT, REJECT),
            (laws.CHANGE_OF_CALL_ACCEPTED, laws.CHANGE_OF_CALL_CANCELLED, law, laws.CHANGE_OF_CALL),
            self.turn,
            at=index,
        )

    # ------------------------------------------- inadmissible calls 36-39
    def _inadmissible(self, event: CallEvent, index: int, law: str, in_rotation: bool) -> None:
        if law == "36":
            law_list = (
                laws.INADMISSIBLE_DOUBLE_RECTIFIED,
                laws.INADMISSIBLE_DOUBLE_LHO_CALLED,
                laws.INADMISSIBLE_DOUBLE,
            )
        else:
            law_list = (
                laws.REQUIRED_TO_PASS_RECTIFIED,
                laws.REQUIRED_TO_PASS_LHO_CALLED,
                laws.INADMISSIBLE_CALL_REQUIRED_TO_PASS,
            )
        self.pending = Pending(
            "inadmissible",
            event,
            (event.seat + 1) % 4,
            (REJECT,),
            law_list,
            self.turn,
            law=law,
            in_rotation=in_rotation,
            at=index,
        )

    def _inadmissible_lho_called(self, event: CallEvent, index: int) -> None:
        p = self._take_pending()
        if p.law == "36":
            # 36A: the double and every later call are cancelled; back to whose turn it was. TR
            # "kabulü olanaksız konuşma ve bundan sonraki bütün konuşmalar iptal edilir"; WBF "the
            # inadmissible call and all subsequent calls are cancelled": both kept in `ruled_calls`.
            law = laws.INADMISSIBLE_DOUBLE_LHO_CALLED
            self._rule(law)
            self.turn = p.turn_was
            self.ruled_calls.append(
                RuledCall(p.at, p.offender, p.event.call, CANCELLED, (law,), event.seat, how=LHO_CALLED)
            )
            self.ruled_calls.append(RuledCall(index, event.seat, event.call, CANCELLED, (law,), how=SUBSEQUENT_CALL))
        elif p.law == "37":
            # 37A: the offender's call and the later legal calls stand; no 26B. TR "bu konuşma ve
            # sonraki tüm yasal konuşmalar geçerli olarak kalırlar. Kusurlu oyuncunun artırımın
            # geri kalan kısmında pas geçmesi gerekiyorsa, sonraki turlarda yine pas geçmek
            # zorundadır"; WBF "that call and all subsequent calls stand. If the offender was
            # required to pass for the remainder of the auction he must still pass at subsequent
            # turns". Kept in `ruled_calls`, with whether he must still pass.
            law = laws.REQUIRED_TO_PASS_LHO_CALLED
            self._rule(law)
            self._stand(p.event, p.at)
            still = self.must_pass.get(p.offender) == END
            self.ruled_calls.append(
                RuledCall(p.at, p.offender, p.event.call, STANDS, (law,), event.seat, still, how=LHO_CALLED)
            )
            self._call(event, index)
        else:  # 39B: the left-hand opponent called; his call, after the final pass, goes too
            self._rule(laws.AFTER_FINAL_PASS_CANCELLED, laws.AFTER_FINAL_PASS_NO_SANCTION)
            self._cancelled_after_final_pass(
                event, index, (laws.AFTER_FINAL_PASS_CANCELLED, laws.AFTER_FINAL_PASS_NO_SANCTION)
            )

    def _inadmissible_rectified(self, p: Pending) -> None:
        offender = p.offender
        in_rotation = p.in_rotation
        if p.law == "36":
            if in_rotation:
                self._rule(
                    laws.INADMISSIBLE_DOUBLE_CANCELLED,
                    laws.INADMISSIBLE_DOUBLE_REPLACED,
                    laws.INADMISSIBLE_DOUBLE_LEAD_RESTRICTION,
                )
            else:
                self._rule(laws.INADMISSIBLE_DOUBLE_OUT_OF_ROTATION, laws.INADMISSIBLE_DOUBLE_CANCELLED)
            self._partner_passes_to_end(offender)
            self.replacing[offender] = offender in self.restricted
            self._restrict(offender, None)
            self.turn = p.turn_was
        elif p.law == "37":
            self._rule(laws.REQUIRED_TO_PASS_CANCELLED, laws.REQUIRED_TO_PASS_SIDE_PASSES)
            self.must_pass[offender] = END
            self._partner_passes_to_end(offender)
            self._restrict(offender, None)
            self.turn = p.turn_was
        else:
            self._rule(laws.AFTER_FINAL_PASS_CANCELLED, laws.AFTER_FINAL_PASS_DEFENDER)
            self._restrict(offender, None)

    def _after_final_pass(self, event: CallEvent, index: int) -> None:
        """Law 39: cancelled; 39C when a defender bids, doubles or redoubles (pending a call by
        his left-hand opponent, 39B, or the Director, 39C)."""
        declarer = self.declarer()
        defender = declarer is not None and (event.seat - declarer) % 2 == 1
        if defender and event.call.kind != PASS:
            self.pending = Pending(
                "inadmissible",
                event,
                (event.seat + 1) % 4,
                (REJECT,),
                (laws.AFTER_FINAL_PASS_DEFENDER, laws.AFTER_FINAL_PASS_NO_SANCTION, laws.AFTER_FINAL_PASS_CANCELLED),
                event.seat,
                law="39",
                at=index,
            )
            self._cancelled_after_final_pass(event, index, (laws.AFTER_FINAL_PASS_CANCELLED,))
        elif declarer is None:
            self._rule(laws.AFTER_FINAL_PASS_CANCELLED)
            self._cancelled_after_final_pass(event, index, (laws.AFTER_FINAL_PASS_CANCELLED,))
        else:
            self._rule(laws.AFTER_FINAL_PASS_CANCELLED, laws.AFTER_FINAL_PASS_NO_SANCTION)
            self._cancelled_after_final_pass(
                event, index, (laws.AFTER_FINAL_PASS_CANCELLED, laws.AFTER_FINAL_PASS_NO_SANCTION)
            )

    def _cancelled_after_final_pass(self, event: CallEvent, index: int, paragraphs: tuple[str, ...]) -> None:
        """39A (TR "Artırımın sonuncu pasından sonra yapılan konuşmalar iptal edilir"; WBF "All calls
        after the final pass of the auction are cancelled"): kept in `ruled_calls`, since no event
        of the record says it; with 39B when no further rectification follows, 39C pending else."""
        self.ruled_calls.append(RuledCall(index, event.seat, event.call, CANCELLED, paragraphs, how=AFTER_FINAL_PASS))

    # ------------------------------------------------------------ common
    def _stand(self, event: CallEvent, at: int) -> bool:
        """The call stands in the legal auction; the turn passes to its maker's left. True when
        17D3 then reverted the auction. `at`: its index in the record."""
        self.calls.append(event.made)
        self.calls_at.append(at)
        if self.must_pass.get(event.seat) == NEXT_TURN:
            del self.must_pass[event.seat]
        self._resolve_watches(event)
        self._judge_replacement(event)
        self.turn = (event.seat + 1) % 4
        return self._check_end()

    def _judge_replacement(self, event: CallEvent) -> None:
        """36B3 and 36B4 say only that "the lead restrictions of Law 26B may apply" (TR "Yasa
        26B'deki çıkış kısıtlamaları uygulanabilir"), and 26B applies to a call "not replaced by a
        comparable call" (TR "eşdeğer bir konuşma ile değiştirmezse"): with the Director's
        judgement that the offender's replacement is comparable (23A), 26A ("there are no lead
        restrictions") instead. Without it the restriction stands, as for a call never replaced."""
        if event.seat not in self.replacing:
            return
        already = self.replacing.pop(event.seat)
        if event.comparable:
            if not already:
                self.restricted.remove(event.seat)
            self._rule(laws.NO_LEAD_RESTRICTION, laws.COMPARABLE_CALL)

    def _check_end(self) -> bool:
        """22A (the auction is over) or 17D3 (it reverts: True)."""
        calls = self.calls
        if len(calls) < 4 or any(m.call.kind != PASS for m in calls[-3:]):
            return False
        skipping = [i for i in range(len(calls) - 3, len(calls)) if i in self.skipping_passes]
        if skipping:
            # 17D3 (and 34): back to the player whose turn it was; the later passes are
            # cancelled, and the pass out of rotation no longer counts towards the three.
            first = skipping[0]
            self.turn = self.skipping_passes[first]
            self._cancel_subsequent_passes(first)
            del calls[first:]
            del self.calls_at[first:]
            self.skipping_passes = {i: s for i, s in self.skipping_passes.items() if i < first}
            self._rule(laws.PASS_OUT_OF_ROTATION_REVERTS, laws.THREE_PASSES_ONE_OUT_OF_ROTATION)
            return True
        self.over = True
        return False

    def _cancel_subsequent_passes(self, first: int) -> None:
        """17D3's cancelled passes, from `calls[first]` (the first pass out of rotation of the three)
        on, kept in `ruled_calls` and `withdrawn` (grid79), since no event of the record says it:
        TR "artırım, sıra kendisinde olan oyuncuya geri döner. Bundan sonraki tüm paslar geçersiz
        kılınır ... Geçersiz kılınan konuşmalar için Yasa 16C uygulanır ve sırasız pas geçen oyuncu
        kusurlu taraftır"; WBF "the auction reverts to the player who missed his turn, all subsequent
        passes are cancelled ... Law 16C applies to the cancelled calls, any player who has passed out
        of rotation being an offender". The offenders are the players of the accepted passes out of
        rotation among them; a pass 28A took as made (no index in the record) is not listed."""
        offenders = tuple(dict.fromkeys(self.calls[i].seat for i in self.skipping_passes if i >= first))
        sides = {seat % 2 for seat in offenders}
        side = next(iter(sides)) if len(sides) == 1 else None
        self.reverted = []
        for made, at in zip(self.calls[first:], self.calls_at[first:], strict=True):
            if at >= 0:
                self._cancel_pass(at, made.seat, offenders, side)

    def _cancel_pass(self, at: int, seat: int, offenders: tuple[int, ...], side: int | None) -> None:
        reverts_to = self.turn
        law = laws.PASS_OUT_OF_ROTATION_REVERTS
        ruled = RuledCall(at, seat, PASS_CALL, CANCELLED, (law,), reverts_to=reverts_to, how=SUBSEQUENT_PASS)
        self.ruled_calls.append(ruled)
        self.reverted.append(ruled)
        other = None if side is None else 1 - side
        self.withdrawn[at] = WithdrawnCall(
            at, seat, PASS_CALL, APPLIES, laws.WITHDRAWN_INFORMATION, (law,), offenders, side, other
        )

    def _awaits_replacement(self, at: int, event: CallEvent) -> None:
        paragraphs = (laws.NO_RECTIFICATION_COMPARABLE,)
        self._withdrawn(at, event, AWAITS_REPLACEMENT, laws.WITHDRAWN_UNAUTHORIZED, paragraphs)

    def _withdrawn(self, at: int, event: CallEvent, information: str, law: str, paragraphs: tuple[str, ...]) -> None:
        self.withdrawn[at] = WithdrawnCall(at, event.seat, event.call, information, law, paragraphs)

    def _partner_passes_to_end(self, offender: int) -> None:
        self.must_pass[(offender + 2) % 4] = END

    def _restrict(self, offender: int, event: CallEvent | None) -> None:
        """Law 26B may apply to the offender's partner; 26A when the call was comparable."""
        if event is not None and event.comparable:
            self._rule(laws.NO_LEAD_RESTRICTION)
            return
        if offender not in self.restricted:
            self.restricted.append(offender)

    def _current(self) -> Pending:
        assert self.pending is not None, "a decision is pending"
        return self.pending

    def _take_pending(self) -> Pending:
        """The pending decision, resolved now."""
        p = self._current()
        self.pending = None
        return p

    def _rule(self, *labels: str) -> None:
        self.rulings.append(labels)

    # ------------------------------------------------------------ answers
    def contract(self) -> Contract | None:
        if not self.over:
            return None
        bid = last_bid(self.calls)
        if bid is None:
            return PASSED_OUT
        doubled = 0
        for made in reversed(self.calls):
            if made.call.is_bid:
                break
            if made.call.kind == DOUBLE:
                doubled = max(doubled, 1)
            elif made.call.kind == REDOUBLE:
                doubled = 2
        return Contract(bid.call.level, Strain(bid.call.strain), doubled)

    def declarer(self) -> int | None:
        """The first player of the declaring side to name the final strain (Law 22A and the
        definition of declarer)."""
        if not self.over:
            return None
        bid = last_bid(self.calls)
        if bid is None:
            return None
        side = bid.seat % 2
        return next(
            m.seat for m in self.calls if m.call.is_bid and m.seat % 2 == side and m.call.strain == bid.call.strain
        )

    def legal(self) -> tuple[Call, ...]:
        if self.over or self.pending is not None:
            return ()
        seat = self.turn
        if seat in self.must_pass:
            return (PASS_CALL,)
        repeat = self._watch(seat, "repeat")
        if repeat is not None:
            return (repeat.call,)
        calls = legal_calls(seat, self.calls)
        c = self.correction
        if c is not None and c.offender == seat and c.only_sufficient_or_pass:
            calls = [call for call in calls if call.kind not in (DOUBLE, REDOUBLE)]
        return tuple(calls)

    def snapshot(self) -> AuctionState:
        declarer = self.declarer()
        restrictions = lead_restrictions(self.restricted, declarer, self.calls) if self.over else ()
        restriction = restrictions[0] if restrictions else None
        pending = self.pending
        turn = None if self.over else (pending.by if pending else self.turn)
        return AuctionState(
            turn=turn,
            legal=self.legal(),
            must_pass=() if self.over else tuple(sorted(self.must_pass.items())),
            decision=None if pending is None else (pending.by, pending.options),
            lead_restriction=restriction,
            lead_restrictions=restrictions,
            ruled_calls=tuple(self.ruled_calls),
            withdrawn=tuple(self.withdrawn[at] for at in sorted(self.withdrawn)),
            over=self.over,
            contract=self.contract(),
            declarer=declarer,
            laws=self._laws(restriction),
            lead_offenders=() if self.over else tuple(self.restricted),
        )

    def _laws(self, restriction: LeadRestriction | None) -> tuple[str, ...]:
        # The decision now, then the rulings from the latest back: the latest is the most
        # specific to where the auction stands.
        labels = list(self.pending.laws) if self.pending else []
        for group in reversed(self.rulings):
            labels += group
        if restriction is not None or (self.restricted and not self.over):
            labels.append(laws.LEAD_RESTRICTION)
        if self.over:
            passed_out = last_bid(self.calls) is None
            labels.append(laws.AUCTION_PASSED_OUT if passed_out else laws.AUCTION_ENDS_AFTER_BID)
        if not labels:
            labels.append(laws.FIRST_CALL if not self.calls else laws.CALLS_IN_ROTATION)
        return tuple(dict.fromkeys(labels))


def run(dealer: int, events: list[CallEvent | AuctionAct]) -> Auction:
    auction = Auction(dealer)
    standing: list[tuple[int, CallEvent | AuctionAct]] = []  # the events still in the record
    for index, event in enumerate(events):
        if isinstance(event, CallEvent) and event.intended:
            standing = substitute_intended(standing, event, index)
            auction = Auction(dealer)
            for i, e in standing:
                auction.apply(e, i)
        else:
            standing.append((index, event))
            auction.apply(event, index)
    return auction


def substitute_intended(
    standing: list[tuple[int, CallEvent | AuctionAct]], event: CallEvent, index: int
) -> list[tuple[int, CallEvent | AuctionAct]]:
    """25A: the record with `event`, the call the player intended, in the place of his last call.

    25A1 (TR "bu konuşmasını, ortağının henüz konuşmamış olması kaydıyla, aslında yapmak istediği
    konuşma ile değiştirebilir"; WBF "he may, until his partner makes a call, substitute the call
    he intended for the unintended call") and 25A4 (TR "Ortağının üzerine konuşma yapmış olduğu
    hiçbir konuşma değiştirilemez"; WBF "No substitution of call may be made when his partner has
    made a subsequent call"): an error once his partner has called. 25A6 lets the left-hand
    opponent withdraw a call he made over the first call, at his choice, which the record cannot
    say: the substitution must come straight after the unintended call (an `accept` or `reject`
    of that call between them goes with it). 25A5 ends the right at the end of the auction
    period (17D: the opening lead faced), which an `auction` query never reaches.
    """
    seat = event.seat
    partner = (seat + 2) % 4
    mine = [k for k, (_, e) in enumerate(standing) if isinstance(e, CallEvent) and e.seat == seat]
    name = SEAT_NAMES[seat]
    if not mine:
        raise AuctionError(
            index, f"{name} has made no call to replace as unintended (Law 25A1)", "no_unintended_call", seat=name
        )
    last = mine[-1]
    later = [e for _, e in standing[last + 1 :] if isinstance(e, CallEvent)]
    if any(e.seat == partner for e in later):
        raise AuctionError(
            index,
            f"{SEAT_NAMES[partner]} has called since {name}'s last call: no substitution "
            "of an unintended call (Law 25A4); a change of call is Law 25B",
            "partner_called_since",
            seat=name,
            by=SEAT_NAMES[partner],
        )
    if later:
        raise AuctionError(
            index,
            f"{SEAT_NAMES[later[0].seat]} has called over {name}'s unintended call and may withdraw "
            "that call (Law 25A6), which the record cannot say: enter the intended call straight "
            "after the unintended one, and the left-hand opponent's call after it if he keeps it",
            "called_over_unintended",
            seat=name,
            by=SEAT_NAMES[later[0].seat],
        )
    return [*standing[:last], (index, event)]
