"""The trick-by-trick play of a deal under the Laws (44-64): a state machine over the events
recorded at the table.

The opening leader is declarer's left-hand opponent (41A); the winner of each trick leads to
the next (44G); a trick is won by the highest trump, or else the highest card of the suit led
(44E, 44F). Irregularities are delegated: penalty cards to penalty_card.py (48-52), leads out of
turn to lead_out_of_turn.py (53-56), revokes to revoke.py (61-64). Premature plays: declarer's
or dummy's card stands (57C3); a defender's card played before his right-hand opponent, after
his partner, stands if legal and otherwise becomes a major penalty card (57D). A defender's play
or lead before his partner has played (57A-57C) goes to premature_play.py. A revoke may be corrected (62A-62C) until it is established (63A1), even
after the fourth card of its trick: the table keeps the trick as it stood and plays it again.
Simultaneous cards (58B) and omissions from a trick (67) are defective_trick.py's.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import cast, final

from . import auction_lead, defective_trick, designation, laws, premature_play
from .cards import CARD_CODES, SUIT_MASKS, cards_in
from .contract import Contract
from .deal import SEAT_NAMES
from .lead_out_of_turn import Decision, decision_for, rejection_laws
from .penalty_card import (
    apply_penalty_cards,
    exposed_kind,
    lead_choice_laws,
    penalty_laws,
    restriction_law,
)
from .revoke import Revoke, Status, TrickRecord, status
from .tricks import trick_winner

SUIT_NAMES = "CDHS"


@final  # Table.apply tells the two events apart by `type(event) is CardPlay`
@dataclass(frozen=True, slots=True)
class CardPlay:
    """`seat` puts `card` face up as a lead or a play to the current trick."""

    seat: int
    card: int
    bit: int = 0  # 1 << card, filled in by __post_init__ (the speed path reads it)
    suit: int = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "bit", 1 << self.card)
        object.__setattr__(self, "suit", self.card // 13)


@dataclass(frozen=True, slots=True)
class Act:
    """A non-card event: expose, accept, spread, reject, require_lead, forbid_lead,
    no_restriction, correct (62A/62B), replace (62C), withdraw (62C1); and defective_trick.ACTS
    (58B, 67), whose `simultaneous` gives `cards`, `visible` and, as `card`, the card designated (or None)."""

    act: str
    seat: int
    card: int | None = None
    suit: int | None = None
    cards: tuple[int, ...] = ()
    suits: tuple[int, ...] = ()  # forbid_lead: several suits at once (51B2(b) "bir veya daha fazlasını")
    visible: tuple[int, ...] = ()
    unnoticed: bool = False  # simultaneous cards that went to the trick unnoticed (58B4)


def _one_suit(cards: int) -> int:
    """The suit of `cards` when they are all of one suit, else -1 (no suit: 64B2 compares none)."""
    suits = [suit for suit, mask in enumerate(SUIT_MASKS) if cards & mask]
    return suits[0] if len(suits) == 1 else -1


def _act_card(event: Act) -> int:
    """The card of an expose, correct or replace act (queries.parse_event always gives one)."""
    if event.card is None:
        raise TypeError(f"the {event.act} act needs a card")
    return event.card


def partner_lead_decision(declarer: int, major: int) -> Decision:
    """50D2/51B: declarer's choice before the partner of a defender with the major penalty cards
    `major` leads, each option with the paragraph it rests on (require or forbid: 50D2(a), 51B1,
    51B2(a)/(b); no restriction: 50D2(b), 51B2(c)), so that a record keeps the one chosen."""
    return Decision(
        "partner_lead",
        declarer,
        ("require_lead", "forbid_lead", "no_restriction"),
        lead_choice_laws(major),
        option_laws=(
            (restriction_law(major, True),),
            (restriction_law(major, False),),
            (lead_choice_laws(major)[-1],),
        ),
    )


@dataclass(frozen=True)
class LeadRestriction:
    """Declarer's choice for the partner of a defender with major penalty cards (50D2(a), 51B): a
    suit he must lead to the next trick, and the suits he may not lead while he keeps the lead.

    A prohibition lasts "for as long as he retains the lead" (50D2(a), TR "çıkış kendisinde kaldığı
    müddetçe"; 51B1(b), 51B2(b) "Eli başka bir oyuncu kazanana kadar çıkış kısıtlaması devam
    eder"), and while he keeps it the choice comes again at the next trick (footnotes 14, 16): a
    later prohibition or requirement adds to the earlier prohibitions, it does not replace them.
    """

    seat: int
    required: int | None  # the suit he must lead to the next trick (50D2(a), 51B1(a), 51B2(a)), once
    forbidden: tuple[int, ...]  # every suit he may not lead, in the order declarer forbade them
    required_law: str | None = None
    forbidden_laws: tuple[str, ...] = ()

    @property
    def laws(self) -> tuple[str, ...]:
        chosen = (*self.forbidden_laws, *([self.required_law] if self.required_law else []))
        return tuple(dict.fromkeys(chosen))

    def forbidden_mask(self) -> int:
        mask = 0
        for suit in self.forbidden:
            mask |= SUIT_MASKS[suit]
        return mask

    def allowed(self, hand: int) -> int:
        """The cards of `hand` he may lead. 59: unable to comply ("gerekli renkte kartının
        bulunmaması", "yalnızca çıkış yasağı uygulanan renkte kartının bulunması"), he may lead
        "any otherwise legal card" (TR "yasal olan başka herhangi bir kartı"): without the
        required suit, any card the prohibitions allow; with only forbidden suits, any card."""
        otherwise = hand & ~self.forbidden_mask() or hand
        if self.required is None:
            return otherwise
        return hand & SUIT_MASKS[self.required] or otherwise

    def complied_with(self, hand: int) -> bool:
        """Whether `hand` can lead as declarer chose (else 59 applies)."""
        if self.required is not None and not hand & SUIT_MASKS[self.required]:
            return False
        return bool(hand & ~self.forbidden_mask())

    def after_lead(self) -> LeadRestriction | None:
        """A required lead is required once; the prohibitions stay while he keeps the lead."""
        if not self.forbidden:
            return None
        return LeadRestriction(self.seat, None, self.forbidden, None, self.forbidden_laws)


@dataclass(frozen=True)
class PenaltyCard:
    seat: int
    card: int
    kind: str  # "major" or "minor"


@dataclass(frozen=True)
class PlayState:
    """Where the play stands and what the Laws say now (the `state` query)."""

    turn: int | None
    trick: int
    tricks: tuple[int, int]  # completed tricks won by NS, EW
    penalty_cards: tuple[PenaltyCard, ...]
    lead_restriction: LeadRestriction | None
    decision: Decision | None
    legal: tuple[int, ...]
    revokes: tuple[Revoke, ...]
    revoke_statuses: tuple[Status, ...]  # what becomes of each revoke now, in the order of `revokes`
    laws: tuple[str, ...]
    declarer: int
    completed: tuple[TrickRecord, ...]
    defects: tuple[defective_trick.DefectView, ...] = ()  # defective tricks: a card omitted or too many (67)
    # What a table shows: the cards on the trick in progress (seat, card), in the order played,
    # and each hand's cards not yet played (penalty cards included: they belong to the hand, 50A).
    current: tuple[tuple[int, int], ...] = ()
    hands: tuple[int, ...] = ()
    proper_leader: int | None = None  # 53B: who may make his proper lead now (Table.proper_leader)


class PlayError(ValueError):
    """An event that cannot happen, or that the play record cannot express. str() is the contract's
    English message; `index` (the event's), `problem` and `values` say it as data, so that a page
    can say it in its reader's language (problem "" where no page has a sentence for it)."""

    def __init__(self, index: int, message: str, problem: str = "", **values: object):
        super().__init__(f"play[{index}]: {message}")
        self.index = index
        self.problem = problem
        self.values = values


class Table:
    """The mutable play in progress; `apply` one event at a time, then `snapshot`."""

    def __init__(self, hands: tuple[int, int, int, int], contract: Contract, declarer: int):
        if contract.strain is None:
            raise ValueError("there is no play after a passed-out board")
        self.hands = list(hands)
        self.trump = contract.strain.trump_suit
        self.declarer = declarer
        self.leader = (declarer + 1) % 4
        self.trick_no = 1
        self.current: list[tuple[int, int]] = []
        self.played = 0  # bit per seat that has a card in the current trick
        self.tricks: list[TrickRecord] = []
        self.won = [0, 0]
        self.major = [0, 0, 0, 0]
        self.minor = [0, 0, 0, 0]
        self.restriction: LeadRestriction | None = None
        self.decision: Decision | None = None
        self.pending: tuple = ()
        self.forced: tuple[int, int] | None = None
        self.premature_partner: int | None = None  # whose play declarer's 57A choice will bind
        self.play_restriction: premature_play.PlayRestriction | None = None
        self.revokes: list[Revoke] = []
        self.notes: list[str] = []
        self.dummy_exposed = False
        self.lead_choice_made = False
        self.innocent_withdrew = False  # 62C1 in the current trick
        # 62C1: a non-offender's lead to the trick after a corrected revoke stays on the table
        # unless he withdraws it (`withdraw`) by the next event: the table before that lead, which
        # is then the one card of the current trick, until that event.
        self.before_kept_lead: dict | None = None
        # 55B2: declarer's lead from the wrong hand was retracted and he must now lead from the
        # right one; a defender's card before that lead is a major penalty card (60B).
        self.declarer_to_lead_again = False
        self.any_card_played = False
        self.index = 0
        # The table as it stood with the last trick's four cards on it, kept while that trick
        # holds a revoke not yet established: a correction (62A) or a replacement (62C) may
        # still change the trick, and with it who won it and leads next.
        self.reopen: dict | None = None
        # The same for the twelfth trick, kept to the end of play: a revoke on it, "even if
        # established, must be corrected if discovered before all four hands have been returned
        # to the board" (62D1), so after the thirteenth trick too.
        self.reopen_twelfth: dict | None = None
        self.defects: list[defective_trick.Defect] = []
        # 58B2/58B3: the trick on which the offender withdrew a visible card (58B2), and the table
        # as it stood with that trick's four cards on it (a `substitute` after the fourth card)
        self.withdrawn_visible: defective_trick.WithdrawnVisible | None = None
        self.reopen_58b3: dict | None = None
        self.omitted = 0  # bit per seat that omitted to play to the current trick (67A)
        # 26B: the offender's partner whose first turn to lead has not come yet, with the suits
        # declarer may forbid him then (a tuple, replaced and never changed: `_saved` shares it).
        self.auction_leads: tuple[auction_lead.AuctionLead, ...] = ()
        self.auction_leads_given = 0  # the record's `auction_lead` events, which come first

    # ----------------------------------------------------------------- helpers
    @property
    def dummy(self) -> int:
        return self.declarer ^ 2

    @property
    def complete(self) -> bool:
        return self.trick_no > 13

    def is_defender(self, seat: int) -> bool:
        return (seat ^ self.declarer) & 1 == 1

    def turn(self) -> int | None:
        if self.complete:
            return None
        if self.forced:
            return self.forced[0]
        if self.decision and self.decision.kind == "penalty_card_not_played":
            return self.pending[0]
        seat = self.leader
        for _ in range(4):
            if not self.played >> seat & 1:
                return seat
            seat = (seat + 1) % 4
        return None

    def _base_legal(self, seat: int) -> int:
        """Legal cards by following suit and lead restrictions alone (44C, 50D2, 51B, 59)."""
        hand = self.hands[seat]
        if self.current:
            p = self.play_restriction
            if p is not None and p.seat == seat:
                return premature_play.allowed(hand, self.current[0][1] // 13, p)[0]
            same = hand & SUIT_MASKS[self.current[0][1] // 13]
            return same or hand
        r = self.restriction
        if r is not None and r.seat == seat:
            return r.allowed(hand)
        return hand

    def legal_mask(self, seat: int) -> int:
        if self.forced and self.forced[0] == seat:
            return self.forced[1] & self.hands[seat]
        candidates = self._base_legal(seat)
        if self.major[seat] or self.minor[seat]:
            candidates = apply_penalty_cards(candidates, self.major[seat], self.minor[seat])
        return candidates

    def fail(self, message: str, problem: str = "", **values: object) -> PlayError:
        return PlayError(self.index, message, problem, **values)

    # The refusals several events share, each written once (their words are the contract's).
    def not_in_hand(self, seat: int, card: int, field: str = "") -> PlayError:
        """A card named that `seat` does not hold; `field` ("card", "cards") names the event's field."""
        message = f"{CARD_CODES[card]} is not in {SEAT_NAMES[seat]}'s hand"
        return self.fail(
            f"{field}: {message}" if field else message, "not_in_hand", card=CARD_CODES[card], seat=SEAT_NAMES[seat]
        )

    def play_over(self) -> PlayError:
        return self.fail("the play is over: thirteen tricks have been played", "play_over")

    def penalty_card_forced(self, seat: int) -> PlayError:
        return self.fail(
            f"{SEAT_NAMES[seat]} must play the penalty card (Law 52B2)", "must_play_penalty_card", seat=SEAT_NAMES[seat]
        )

    # ------------------------------------------------------------------ events
    def fast_forward(self, events: list, index: int) -> int:
        """Play ordinary cards (in turn, following suit, nothing pending: no penalty card, lead
        restriction, decision or revoke) without the general checks; returns the index of the
        first event that needs them. Only a speed path: `apply` gives the same state."""
        if (
            self.decision is not None
            or self.forced
            or self.restriction is not None
            or self.play_restriction is not None
            or self.revokes
            or any(self.major)
            or any(self.minor)
            or self.omitted
            or self.declarer_to_lead_again
            or self.auction_leads
            or self.withdrawn_visible is not None
            and self.withdrawn_visible.trick == self.trick_no
        ):
            return index
        count = len(events)
        if index >= count or self.trick_no > 13:
            return index
        self.notes = []
        hands, current, trump = self.hands, self.current, self.trump
        leader, played, trick_no = self.leader, self.played, self.trick_no
        tricks, won = self.tricks, self.won
        card_play, suit_masks = CardPlay, SUIT_MASKS
        n = len(current)
        led = suit_masks[current[0][1] // 13] if n else 0
        while index < count:
            event = events[index]
            if type(event) is not card_play:
                break
            seat, bit = event.seat, event.bit
            held = hands[seat]
            if not held & bit:
                break
            if n:
                if seat != (leader + n) & 3 or played >> seat & 1:
                    break
                if not led & bit and held & led:
                    break  # a revoke: the general path records it
            elif seat != leader:
                break
            else:
                led = suit_masks[event.suit]
            hands[seat] = held ^ bit
            current.append((seat, event.card))
            played |= 1 << seat
            n += 1
            index += 1
            if n == 4:
                best_seat = trick_winner(current, trump)
                tricks.append(TrickRecord(trick_no, leader, tuple(current), best_seat))
                won[best_seat & 1] += 1
                leader, played, trick_no, n = best_seat, 0, trick_no + 1, 0
                current = []
                self.lead_choice_made = False
                if trick_no > 13:
                    break
        self.any_card_played = self.any_card_played or bool(tricks) or bool(current)
        self.current, self.leader, self.played, self.trick_no = current, leader, played, trick_no
        return index

    def apply(self, event: CardPlay | Act | designation.Designation, index: int) -> None:
        self.index = index
        self.notes = []
        # 62C1: a lead a correction left on the table is withdrawn by the next event or not at all
        before, self.before_kept_lead = self.before_kept_lead, None
        if before is not None and type(event) is Act and event.act in ("withdraw", "replace"):
            self._kept_lead_act(event, before)
        elif type(event) is Act and event.act == "withdraw":
            raise self.fail(
                f"{SEAT_NAMES[event.seat]} has no lead to withdraw: `withdraw` takes back a lead to the "
                "next trick that a revoke's correction left on the table, at once (Law 62C1)",
                "no_lead_to_withdraw",
                seat=SEAT_NAMES[event.seat],
            )
        elif type(event) is CardPlay:
            self._card(event.seat, event.card)
        elif type(event) is designation.Designation:
            designation.apply(self, event)  # Law 46: a card called for from dummy
        else:
            self._act(event)

    def _card(self, seat: int, card: int, designated_by: int | None = None) -> None:
        """`seat` plays `card`; `designated_by`, the player whose designation (Law 46) put it there,
        which establishes a revoke of his side under 63A2 rather than 63A1."""
        if self.complete:
            raise self.play_over()
        if not self.hands[seat] >> card & 1:
            raise self.not_in_hand(seat, card)
        deferred = auction_lead.lead_out_of_turn(self, seat)
        if self.decision is not None and self.decision.kind == designation.KIND:
            designation.card_chosen(self, seat, card)  # 46B: the choice carried out
        elif deferred:
            self.decision = None  # 26B's choice waits for the partner's turn to lead
        elif self.decision is not None:
            self._implicit_acceptance(seat, card, self.decision)
        if self.revokes:
            self._establish(seat, designated_by)
        if not self.current:
            if seat == self.leader:
                self._lead(seat, card)
            else:
                self._lead_out_of_turn(seat, card)
                if deferred and self.decision is None:
                    self._offer_lead_choice()  # the card went back (54E, 24): the partner still leads
        elif self.played >> seat & 1:
            self._second_card(seat, card)
        elif seat != self.turn():
            self._premature(seat, card)
        else:
            self._follow(seat, card)

    def _implicit_acceptance(self, seat: int, card: int, d: Decision) -> None:
        if d.kind == "lead_out_of_turn" and seat == (self.pending[0] + 1) % 4:
            self.notes.append(laws.LEAD_OUT_OF_TURN_ACCEPTED)  # 53A: next in turn played to it
            self._accept_lead()
        elif d.kind == "lead_out_of_turn" and premature_play.wrong_defender_plays(
            self.pending[0], seat, self.declarer, self.leader
        ):
            self.notes.append(laws.WRONG_DEFENDER_PLAYS_TO_DECLARERS_LEAD)  # the lead stands, 57 applies
            self._accept_lead()
        elif d.kind == "penalty_card_not_played" and not self.is_defender(seat):
            self.notes.append(laws.PENALTY_CARD_NOT_PLAYED_DECLARER_PLAYED)
            self._accept_penalty_failure()
        elif d.kind == "lead_out_of_turn" and self._proper_lead_after_lead_out_of_turn(seat):
            # 53B: the opponent whose turn it was "may make his proper lead to the trick of the
            # infraction" (TR "aykırılığın gerçekleştiği löveye doğru çıkışı yapabilir"): no choice
            # comes first. 53B says the cards played in error may be withdrawn, "but Law 16C
            # applies", not whether the defender's card becomes a penalty card (49 and 50B, read
            # with it, may make it one), so the engine does not rule it.
            offender = SEAT_NAMES[self.pending[0]]
            raise self.fail(
                f"{CARD_CODES[card]} is {SEAT_NAMES[seat]}'s proper lead after {offender}'s lead out of turn: "
                "it stands, and the cards played in error to this trick may be withdrawn, Law 16C applying "
                "(53B); the engine does not rule on what becomes of them: the Director does",
                "proper_lead_53b",
                card=CARD_CODES[card],
                seat=SEAT_NAMES[seat],
                offender=offender,
            )
        elif d.kind == auction_lead.KIND and seat == self.leader and not self.current:
            raise self.fail(
                auction_lead.premature_lead(self, seat),
                "auction_lead_premature",
                seat=SEAT_NAMES[seat],
                by=SEAT_NAMES[self.declarer],
            )
        elif d.kind == "partner_lead" and seat == self.leader and not self.current:
            # 50D2: the penalty-card holder's partner "may not lead until declarer has stated which
            # of the options below is selected (if the defender leads prematurely, he is subject to
            # rectification under Law 49)" (TR "... çıkış yapamaz (eğer defans oyuncusu zamanından
            # önce çıkış yaparsa, Yasa 49’a göre yaptırım uygulanabilir)"). What follows that
            # rectification is not written (audit58), so the engine names it and does not apply it.
            raise self.fail(
                f"{SEAT_NAMES[seat]} may not lead until {SEAT_NAMES[d.by]} has chosen ({', '.join(d.options)}); "
                "a lead before that is premature and subject to rectification under Law 49 (50D2), "
                "which the engine does not apply: the Director does",
                "lead_before_choice",
                seat=SEAT_NAMES[seat],
                by=SEAT_NAMES[d.by],
            )
        elif d.kind == "penalty_card_not_played" and self._penalty_failure_established_by(seat):
            self._penalty_choice_lapses()
            if self.decision is not None:  # 50D2/51B (or 26B) at this lead: declarer chooses first
                self._implicit_acceptance(seat, card, self.decision)
        else:
            self._no_decision_pending()

    def _penalty_failure_established_by(self, seat: int) -> bool:
        """Additions (eng242): the defender who played another card instead of his penalty card was
        the last to play to the trick, and he or his partner leads to the next trick before declarer
        chose under 52B. 61A makes the failure a revoke (TR "yasa tarafından emredilen ... kartı
        olanak varken, çıkmamak ya da oynamamak rönons teşkil eder"; WBF "failure to lead or play,
        when able, a card ... required by law ... constitutes a revoke"), named by 64B3 (TR "cezalı
        bir kartın oynanmaması"; WBF "failing to play a penalty card"); 63A1 establishes it (TR
        "Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında (bu tür
        her oyun yasal olsun veya olmasın, rönonsu resmileştirir)"; WBF "when the offender or his
        partner leads or plays to the following trick (any such play, legal or illegal, establishes
        the revoke)"). A card of the declaring side is 52B1(b)'s acceptance (above); before the
        trick is complete the next card to it is always the declaring side's."""
        return self.is_defender(seat) and self.played == defective_trick.ALL_SEATS

    def _penalty_choice_lapses(self) -> None:
        """63B: once established the revoke "may no longer be corrected ... and the trick on which
        the revoke occurred stands as played" (TR "artık düzeltilemez ... ve rönonsun meydana
        geldiği löve oynandığı gibi kalır"): 52B2's substitution, a correction of that trick, is
        gone, so declarer's choice lapses and the card played stands. 52B1(c) is not cited (the
        card was not accepted); the penalty card stays a penalty card, not having been played (50).
        64B3: no automatic trick adjustment (TR "otomatik löve ayarlaması yapılmaz"; WBF "There is
        no automatic trick adjustment"); 64C: the Director's adjusted score for damage. The revoke is
        recorded as 52B1 records it, then established by the card (`_establish`)."""
        self.notes += [
            laws.REVOKE_NOT_CORRECTED_TRICK_STANDS,
            laws.REVOKE_PENALTY_CARD_OR_DUMMY,
            laws.EQUITY_AFTER_REVOKE,
        ]
        self._accept_penalty_failure()
        self.revokes[-1].choice_lapsed = True

    def _proper_lead_after_lead_out_of_turn(self, seat: int) -> bool:
        """53B's case beyond doubt: the card comes from the proper leader (`proper_leader`) and
        cannot be read as a play to the irregular lead, since the hand next in rotation was taken
        as accepting it (53A) before this is asked."""
        return seat == self.proper_leader()

    def proper_leader(self) -> int | None:
        """53B: while declarer's choice after a defender's lead out of turn is pending, the hand
        whose turn it was to lead if it is an opponent of the offender (declarer or dummy), who
        "may make his proper lead to the trick of the infraction" (TR "aykırılığın gerçekleştiği
        löveye doğru çıkışı yapabilir"); otherwise None. His card is read as 53B's proper lead
        unless he is next in rotation to the irregular lead, where it is a play to it (53A). Never
        after declarer's own lead out of turn: the proper leader is then the defender next in
        rotation (53A) or the one on its right (53C "but see B"), whose card the record cannot tell
        from a play to it."""
        if self.decision is None or self.decision.kind != "lead_out_of_turn" or not self.pending:
            return None
        offender, seat = self.pending[0], self.leader
        if offender in (self.declarer, self.declarer ^ 2) or not (seat ^ offender) & 1:
            return None
        return seat

    def _establish(self, seat: int, designated_by: int | None = None) -> None:
        # 63A2 (TR "Kusurlu oyuncu veya ortağı bir sonraki löveye oynanacak kartı söylediğinde ya da
        # başka herhangi bir şekilde işaret ettiğinde"; WBF "when the offender or his partner names or
        # otherwise designates a card to be played to the following trick") where declarer named
        # dummy's card, which comes before dummy's card is played (63A1). A defender's designation
        # after "play anything" (46B5) is no act of the offending side: dummy's card played is 63A1.
        by_naming = designated_by is not None and not (designated_by ^ seat) & 1
        law = laws.REVOKE_ESTABLISHED_BY_DESIGNATION if by_naming else laws.REVOKE_ESTABLISHED
        for r in self.revokes:
            if (
                not r.established
                and not r.corrected
                and r.trick < self.trick_no
                and (r.seat == seat or r.seat == seat ^ 2)
            ):
                r.established = True  # 63A1/63A2: offender or partner played or named a card to a later trick
                r.established_event = self.index
                r.established_by = law

    def _lead(self, seat: int, card: int) -> None:
        legal = self.legal_mask(seat)
        if not legal >> card & 1:
            base = self._base_legal(seat)
            if self.forced:
                raise self.penalty_card_forced(seat)
            if base >> card & 1:
                self._penalty_card_not_played(seat, card, legal)
                self._place(seat, card)
                return
            r = self.restriction
            # a card in hand outside the suit-and-restriction mask of a lead breaks a restriction
            assert r is not None, "a lead outside _base_legal needs a lead restriction"
            broken = r.required if r.required is not None and base & SUIT_MASKS[r.required] else card // 13
            self._record_revoke(seat, card, broken, base)
        if self.restriction is not None and self.restriction.required is not None:
            self.restriction = self.restriction.after_lead()  # a required lead is required once
        self._place(seat, card)

    def _follow(self, seat: int, card: int) -> None:
        led = self.current[0][1] // 13
        hand = self.hands[seat]
        held = hand & SUIT_MASKS[led]
        p = self.play_restriction
        if card // 13 != led and held:
            self._record_revoke(seat, card, led, held)
        elif p is not None and p.seat == seat and not premature_play.allowed(hand, led, p)[0] >> card & 1:
            # 61A: not playing, when able, what declarer specified in rectification is a revoke
            self._record_revoke(seat, card, led if p.suit is None else p.suit, premature_play.allowed(hand, led, p)[0])
        elif self.forced or self.major[seat] or self.minor[seat]:
            legal = self.legal_mask(seat)
            if not legal >> card & 1:
                if self.forced:
                    raise self.penalty_card_forced(seat)
                self._penalty_card_not_played(seat, card, legal)
                self._place(seat, card)
                return
        self._place(seat, card)

    def _record_revoke(self, seat: int, card: int, suit: int, allowed: int) -> None:
        penalty = self.major[seat] | self.minor[seat]
        faced = None
        if penalty >> card & 1:
            faced = "major" if self.major[seat] >> card & 1 else "minor"
        self.revokes.append(
            Revoke(
                seat=seat,
                trick=self.trick_no,
                card=card,
                suit=suit,
                allowed=allowed,
                event=self.index,
                by_dummy=seat == self.dummy,
                penalty_card_only=bool(allowed) and allowed & ~penalty == 0,
                faced=faced,
            )
        )
        self.notes.append(laws.REVOKE_DEFINED)

    def _place(self, seat: int, card: int) -> None:
        bit = 1 << card
        w = self.withdrawn_visible
        if w is not None and w.trick == self.trick_no and (self.major[seat] | self.minor[seat]) & bit:
            self.withdrawn_visible = w.penalty_card_played(bit)  # 58B3 does not say what becomes of it
        self.hands[seat] &= ~bit
        self.major[seat] &= ~bit
        self.minor[seat] &= ~bit
        if self.forced and self.forced[0] == seat:
            self.forced = None
        if self.play_restriction is not None and self.play_restriction.seat == seat:
            self.play_restriction = None  # 57A binds the partner's play to this trick only
        self.current.append((seat, card))
        self.played |= 1 << seat
        self.any_card_played = True
        self.declarer_to_lead_again = False
        if self.played == defective_trick.ALL_SEATS and self.decision is None:
            self._finish_trick()

    def _finish_trick(self) -> None:
        self.reopen = None
        w = self.withdrawn_visible
        self.reopen_58b3 = self._saved() if w is not None and w.trick == self.trick_no else None
        if any(r.trick == self.trick_no and not r.established for r in self.revokes):
            self.reopen = self._saved()
            if self.trick_no == 12:
                self.reopen_twelfth = self.reopen
        best_seat = trick_winner(self.current, self.trump)
        self.tricks.append(TrickRecord(self.trick_no, self.leader, tuple(self.current), best_seat))
        self.won[best_seat & 1] += 1
        self.leader = best_seat
        self.current = []
        self.played = 0
        self.trick_no += 1
        self.lead_choice_made = False
        self.innocent_withdrew = False
        self.omitted = 0
        r = self.restriction
        if r is not None and r.seat != best_seat:
            self.restriction = None  # a forbidden lead lasts while that defender keeps the lead
        if self.complete:
            for revoke in self.revokes:
                if not revoke.corrected and not revoke.established:
                    revoke.established = True  # the contract's "or at the end of play", not 63A's
                    revoke.established_event = self.index
                    revoke.established_at_end = True
        else:
            self._offer_lead_choice()

    def _offer_lead_choice(self) -> None:
        """50D2/51B: declarer chooses before a defender leads while partner has a major penalty card."""
        leader = self.leader
        if self.current or self.decision or self.lead_choice_made or not self.is_defender(leader):
            return
        if auction_lead.offer(self):
            return  # 26B first: declarer's choice at this lead, then the penalty card's
        major = self.major[leader ^ 2]
        if major:
            self.decision = partner_lead_decision(self.declarer, major)

    def _penalty_card_not_played(self, seat: int, card: int, legal: int) -> None:
        # 52B2: if declarer rejects, the card is replaced "with the penalty card": not with an
        # honour that 50C would have allowed beside a minor penalty card.
        required = legal & (self.major[seat] | self.minor[seat]) or legal
        self.decision = Decision(
            "penalty_card_not_played",
            self.declarer,
            ("accept", "reject"),
            (laws.PENALTY_CARD_NOT_PLAYED_ACCEPTED, laws.PENALTY_CARD_NOT_PLAYED_REJECTED),
        )
        self.pending = (seat, card, required, self.index)

    def _lead_out_of_turn(self, seat: int, card: int) -> None:
        opening = not self.any_card_played
        declaring = not self.is_defender(seat)
        if self.trick_no == 13:
            self.notes.append(laws.LEAD_OUT_OF_TURN_ACCEPTED)  # no acceptance on trick 13
            return
        if opening and declaring:
            self.notes += [laws.DECLARING_SIDE_OPENING_LEAD, laws.AUCTION_DECLARING_SIDE]
            return
        if self.declarer_to_lead_again and not declaring:
            # 60B: "When a defender plays a card after declarer has been required to retract his
            # lead out of turn from either hand, but before declarer has led from the correct
            # hand, the defender's card becomes a major penalty card" (no lead to accept, 56).
            self.major[seat] |= 1 << card
            self._all_major_if_several(seat)
            self.notes.append(laws.DEFENDER_PLAYS_BEFORE_REQUIRED_LEAD)
            return
        self.decision = decision_for(seat, self.declarer, self.leader, opening, self.dummy_exposed)
        self.pending = (seat, card, opening)

    def _second_card(self, seat: int, card: int) -> None:
        corrected = None
        for r in self.revokes:
            if r.trick == self.trick_no:
                if r.seat == seat and not r.corrected:
                    self._correct_revoke(r, card)
                    return
                if r.corrected:
                    corrected = r
        if corrected is not None and self._played_after(corrected.seat, seat):
            self._substitute_after_correction(corrected, seat, card)
            return
        if self.is_defender(seat) and not self.played >> (seat ^ 2) & 1:
            self._lead_before_partner(seat, card)
            return
        raise self.fail(
            f"{SEAT_NAMES[seat]} has already played to trick {self.trick_no}",
            "already_played",
            seat=SEAT_NAMES[seat],
            trick=self.trick_no,
        )

    def _correct_act(self, seat: int, card: int) -> None:
        """62A/62B: the offender corrects his revoke, on the trick in progress or on the last
        trick played, even with its four cards on the table: only a play by him or his partner
        to the next trick establishes it (63A1), and once established it stands (63B)."""
        if self.complete:
            where = 13
        elif self.played >> seat & 1:
            where = self.trick_no
        else:
            where = self.trick_no - 1
        on_trick = [r for r in self.revokes if r.seat == seat and r.trick == where]
        standing = [r for r in self.revokes if r.seat == seat and not r.corrected]
        r = on_trick[-1] if on_trick else standing[-1] if standing else None
        if r is None:
            raise self.fail(
                f"{SEAT_NAMES[seat]} has no revoke to correct"
                + (f" on trick {where}" if where else "")
                + ": a revoke is a card that does not follow suit, or breaks a lead restriction, "
                "while the player could comply (Law 61A)",
                "no_revoke",
                seat=SEAT_NAMES[seat],
            )
        if r.corrected:
            raise self.fail(
                f"{SEAT_NAMES[seat]}'s revoke on trick {r.trick} is already corrected",
                "revoke_corrected",
                seat=SEAT_NAMES[seat],
                trick=r.trick,
            )
        if r.penalty_card_not_played and not r.choice_lapsed:  # a lapsed choice: 63B's refusal below
            raise self.fail(
                f"{SEAT_NAMES[seat]}'s card on trick {r.trick} was accepted instead of his penalty card "
                "(Law 52B1) and may not be withdrawn (Law 52A)",
                "penalty_card_accepted",
                seat=SEAT_NAMES[seat],
                trick=r.trick,
            )
        due = self.late_correction_due(r)
        if due == laws.TWELFTH_TRICK_REVOKE_CORRECTED:
            self._correct_twelfth_trick_revoke(r, card)
            return
        if due == laws.BOTH_SIDES_REVOKE_ON_ONE_TRICK:
            both_sides = self._other_side_revoke(r)
            assert both_sides is not None, "checked by late_correction_due"
            self._correct_both_sides_revoke(r, both_sides, card)
            return
        if r.established_at_end:
            raise self.fail(
                f"{SEAT_NAMES[seat]}'s revoke on trick {r.trick} was not corrected before play ended, "
                "and is held established from then on (no paragraph of Law 63A names the end of play: "
                "docs/rulings-cli.md); it may no longer be corrected (Law 63B)",
                "revoke_established_at_end",
                seat=SEAT_NAMES[seat],
                trick=r.trick,
            )
        if r.established:
            how = (
                "63A2: declarer has named dummy's card to a later trick"
                if r.established_by == laws.REVOKE_ESTABLISHED_BY_DESIGNATION
                else f"63A1: {SEAT_NAMES[seat]} or his partner has played to a later trick"
            )
            raise self.fail(
                f"{SEAT_NAMES[seat]}'s revoke on trick {r.trick} is established (Law {how}) and may no longer "
                "be corrected (Law 63B)",
                "revoke_established",
                seat=SEAT_NAMES[seat],
                trick=r.trick,
                established_by=r.established_by or laws.REVOKE_ESTABLISHED,  # for a page to say the act (63A1/63A2)
            )
        if r.trick == self.trick_no:
            self._no_decision_pending()
            self._correct_revoke(r, card)
            return
        lead = self.current[0] if len(self.current) == 1 and not self.pending and self.decision is None else None
        withdrawn = self._reopen_last_trick()
        r = next(x for x in self.revokes if x.event == r.event)
        self._correct_revoke(r, card)
        self._finish_trick()
        self._lead_after_correction(lead, withdrawn)

    def _lead_after_correction(self, lead: tuple[int, int] | None, withdrawn: bool) -> None:
        """What becomes of a non-offender's lead to the next trick once the revoke is corrected
        (`_lead_may_stay`); `withdrawn`: cards to the next trick were taken back to reopen it."""
        if lead is not None and self._lead_may_stay(*lead):
            self._keep_lead(*lead)
        elif lead is not None:
            # Not his lead to make any more: the card goes back by 62C1, not as a penalty card
            # (47A alone would leave a defender's card to Law 49), and 16C rules its information.
            self.notes += [
                laws.LATER_CARDS_WITHDRAWN,
                laws.WITHDRAWN_INFORMATION,
                laws.CARD_WITHDRAWN_IN_RECTIFICATION,
            ]
        elif withdrawn:
            self.notes.append(laws.CARD_WITHDRAWN_IN_RECTIFICATION)

    def _lead_may_stay(self, seat: int, card: int) -> bool:
        """Whether a non-offender's lead to the trick after the revoke trick may stay once the
        revoke is corrected: 62C1 lets him withdraw "any card he may have played after the revoke"
        (TR "rönonstan sonra ... oynamış olabileceği her kartı geri alabilir"): he may, not must.
        It stays only where it is still his lead to make: he won the corrected trick, no choice
        of declarer's comes first (50D2, 51B) and the card may be led. Where the correction gave
        the trick, and the lead (44G, TR "Löveyi kazanmış olan oyuncunun elinden sonraki löveye
        çıkış yapılır"), to another player, the card is no longer a lead in turn: it goes back to
        his hand as 62C1 lets it ("eline geri koyar", "return to his hand"), not as a penalty
        card, and 16C rules the information (62C1 "see Law 16C"), with 47A for the withdrawal the
        rectification brings. The Laws do not say what becomes of it if he would rather leave
        it on the table (no paragraph makes a non-offender's card, played in turn, a lead out of
        turn): the engine does not model that."""
        return (
            self.decision is None
            and not self.forced
            and self.leader == seat
            and self.turn() == seat
            and bool(self.legal_mask(seat) >> card & 1)
        )

    def _keep_lead(self, seat: int, card: int) -> None:
        """The lead stands as it was played; `withdraw` by the next event takes it back (62C1)."""
        before = self._saved()
        notes = list(self.notes)
        self._card(seat, card)
        self.notes = [*notes, *self.notes, laws.LATER_CARDS_WITHDRAWN]
        self.before_kept_lead = before

    def _kept_lead_act(self, event: Act, before: dict) -> None:
        """Straight after a correction that left a non-offender's lead on the next trick:
        `withdraw` by its player takes it back to his hand (62C1) and he leads again; `replace`
        of a card on the revoke trick takes it back first (47A), since the trick, and who leads
        after it, may change."""
        leader = self.current[0][0]  # the kept lead, the trick's one card
        if event.act == "withdraw" and event.seat != leader:
            raise self.fail(
                f"the lead to trick {self.trick_no} is {SEAT_NAMES[leader]}'s: only he may withdraw it (Law 62C1)",
                "withdraw_not_leader",
                seat=SEAT_NAMES[leader],
                trick=self.trick_no,
            )
        vars(self).update(before)
        if event.act == "withdraw":
            self.notes += [laws.LATER_CARDS_WITHDRAWN, laws.WITHDRAWN_INFORMATION]  # 62C1 "(see Law 16C)"
            return
        self._replace_act(event.seat, _act_card(event))
        self.notes.append(laws.CARD_WITHDRAWN_IN_RECTIFICATION)

    def late_correction_due(self, r: Revoke) -> str | None:
        """The paragraph under which `correct` would now correct revoke `r` though it is
        established, or by which it corrects it though not (63B's exceptions): "62D1" for an
        established revoke on the twelfth trick; "62C3" when both sides revoked on the last trick
        and only one side has played on (the one revoke established, the other not); else None.
        Neither for a revoke corrected, deemed (67B1) or accepted for a penalty card (52A)."""
        if r.corrected or r.penalty_card_not_played or r.deemed is not None:
            return None
        if r.established and self._correctable_twelfth(r):
            return laws.TWELFTH_TRICK_REVOKE_CORRECTED
        other = self._other_side_revoke(r)
        if other is not None and r.established != other.established:
            return laws.BOTH_SIDES_REVOKE_ON_ONE_TRICK
        return None

    def _correctable_twelfth(self, r: Revoke) -> bool:
        """A revoke on the twelfth trick that 62D1 still corrects: not one deemed under 67B1, nor
        a penalty card not played whose card declarer accepted (52A: it may not be withdrawn)."""
        return (
            r.trick == 12
            and r.deemed is None
            and not r.penalty_card_not_played
            and not r.corrected
            and self.reopen_twelfth is not None
        )

    def _other_side_revoke(self, r: Revoke) -> Revoke | None:
        """The other side's revoke on the same trick, neither corrected nor deemed (62C3), while
        that trick can still be reopened (the next trick is not complete)."""
        if r.trick != self.trick_no - 1 or self.reopen is None or r.deemed is not None:
            return None
        for other in self.revokes:
            if (
                other.trick == r.trick
                and (other.seat ^ r.seat) & 1
                and not other.corrected
                and other.deemed is None
                and not other.penalty_card_not_played
            ):
                return other
        return None

    def _correct_both_sides_revoke(self, r: Revoke, other: Revoke, card: int) -> None:
        """62C3: "If both sides revoke on the same trick and only one side has played to the
        subsequent trick, then both revokes must be corrected (see Law 16C2). Every card
        withdrawn by the defending side becomes a penalty card." (TR "Eğer her iki taraf ta aynı
        lövede rönons yaparsa, ve taraflardan yalnızca birisi bir sonraki löveye kart vermiş ise,
        her iki rönonsun da düzeltilmesi gerekir"); 63B excepts it from "may no longer be
        corrected". The trick is reopened as for any correction on it (47A for the cards played
        to the next one); the other revoke, no longer established, is corrected in turn. A
        defender's card so withdrawn from the next trick becomes a penalty card (the second
        sentence), major as a card exposed with intent to play (50B); declarer's and dummy's go
        back to the hand."""
        self._no_decision_pending()
        if self.current or self.pending:
            self.notes.append(laws.CARD_WITHDRAWN_IN_RECTIFICATION)
        defenders_cards = [(seat, played) for seat, played in self.current if self.is_defender(seat)]
        assert self.reopen is not None, "checked by _other_side_revoke"
        vars(self).update(self.reopen)
        for seat, played in defenders_cards:
            self.major[seat] |= 1 << played
            self._all_major_if_several(seat)
        self.reopen = None
        for revoke in self.revokes:
            if revoke.event in (r.event, other.event):
                revoke.late_correction = laws.BOTH_SIDES_REVOKE_ON_ONE_TRICK
        r = next(x for x in self.revokes if x.event == r.event)
        notes = list(self.notes)
        self.notes = []
        self._correct_revoke(r, card)
        self.notes = [laws.BOTH_SIDES_REVOKE_ON_ONE_TRICK, *self.notes, *notes]
        self._finish_trick()

    def _correct_twelfth_trick_revoke(self, r: Revoke, card: int) -> None:
        """62D1: "On the twelfth trick, a revoke, even if established, must be corrected if
        discovered before all four hands have been returned to the board" (TR "Onikinci
        lövedeki, rönons, resmileşmiş olsa dahi ellerin dördü de borda geri konulmadan önce
        fark edilmiş ise düzeltilmelidir"); 63B excepts it. The table goes back to the twelfth
        trick's four cards; cards played to the thirteenth go back to the hands (47A) and are
        played again. A `correct` event after the last trick is the revoke discovered before
        the hands were returned to the board (the record cannot show later)."""
        self._no_decision_pending()
        withdrawn = self.trick_no > 13 or bool(self.current or self.pending)
        assert self.reopen_twelfth is not None, "checked by the caller"
        vars(self).update(self.reopen_twelfth)
        self.reopen = None
        r = next(x for x in self.revokes if x.event == r.event)
        seats = [s for s, _ in self.current]
        partner_after = r.seat ^ 2 in seats and self._played_after(r.seat, r.seat ^ 2)
        self._correct_revoke(r, card)
        r.late_correction = laws.TWELFTH_TRICK_REVOKE_CORRECTED
        self.notes.insert(0, laws.TWELFTH_TRICK_REVOKE_CORRECTED)
        if self.is_defender(r.seat) and partner_after:
            self.notes.append(laws.TWELFTH_TRICK_REVOKE_BEFORE_PARTNER)  # 16C for his partner
        if withdrawn:
            self.notes.append(laws.CARD_WITHDRAWN_IN_RECTIFICATION)
        self._finish_trick()

    def _replace_act(self, seat: int, card: int) -> None:
        """62C1/62C2: after a correction, a card played to the revoke trick after the revoke card
        is taken back and another played, before play goes on to the next trick."""
        corrected = [
            r
            for r in self.revokes
            if r.corrected and not r.established and r.trick in (self.trick_no, self.trick_no - 1)
        ]
        if not corrected:
            raise self.fail(
                "there is no corrected revoke on this trick or the last one: a card "
                "may be replaced only after a revoke is corrected (Law 62C1)",
                "nothing_to_replace",
            )
        r = corrected[-1]
        if r.trick == self.trick_no:
            self._no_decision_pending()
            self._check_played_after(r, seat)
            self._replacement_in_hand(seat, card)
            self._substitute_after_correction(r, seat, card)
            return
        if self.current or self.pending:
            raise self.fail(
                f"play has gone on to trick {self.trick_no}: a card played to the "
                f"revoke trick may be replaced only before (Law 62C1)",
                "replace_too_late",
                trick=self.trick_no,
            )
        self._reopen_last_trick()
        r = next(x for x in self.revokes if x.event == r.event)
        self._check_played_after(r, seat)
        self._replacement_in_hand(seat, card)
        self._substitute_after_correction(r, seat, card)
        self._finish_trick()

    def _no_decision_pending(self) -> None:
        d = self.decision
        if d is not None:
            raise self.fail(
                f"{SEAT_NAMES[d.by]} must first choose ({', '.join(d.options)})", "choose_first", seat=SEAT_NAMES[d.by]
            )

    def _check_played_after(self, r: Revoke, seat: int) -> None:
        if not self.played >> seat & 1 or not self._played_after(r.seat, seat):
            raise self.fail(
                f"{SEAT_NAMES[seat]} did not play to trick {r.trick} after the revoke card (Law 62C1)",
                "replace_not_after_revoke",
                seat=SEAT_NAMES[seat],
                trick=r.trick,
            )

    def _replacement_in_hand(self, seat: int, card: int) -> None:
        if not self.hands[seat] >> card & 1:
            raise self.not_in_hand(seat, card, "card")

    def _saved(self) -> dict:
        """The table's fields, the mutable ones copied (the rest are ints, tuples and frozen
        dataclasses); a deepcopy would double the cost of a record with a revoke."""
        saved = dict(vars(self))
        for name in ("reopen", "reopen_twelfth", "reopen_58b3", "notes", "index", "before_kept_lead"):
            del saved[name]
        for name in ("hands", "current", "tricks", "won", "major", "minor", "defects"):
            saved[name] = list(saved[name])
        saved["revokes"] = [copy.copy(r) for r in self.revokes]
        return saved

    def copy(self) -> Table:
        """A table that plays on apart from this one, for trying the next event without replaying the
        record (queries.answers_after): its lists, dicts and revokes copied, an object shared by two
        of its fields (a reopen point restored, `reopen_twelfth` that is `reopen`) shared by the
        copy's too; the rest (ints, tuples, frozen dataclasses) is never changed in place. A
        deepcopy gives the same table at about four times the cost of replaying a record."""
        clone = Table.__new__(Table)
        fields = vars(self)
        if any(fields[name] is not None for name in _SAVED_TABLES):
            vars(clone).update(cast(dict, _copied(fields, {})))
            return clone
        # No saved table: nothing is shared between two fields (the common case, copied faster).
        copied = dict(fields)
        for name, value in fields.items():
            if type(value) in _MUTABLE:
                copied[name] = value[:] if name in _FLAT_LISTS else _copied(value, {}, name)
        vars(clone).update(copied)
        return clone

    def _reopen_last_trick(self) -> bool:
        """Put the table back as it stood with the last trick's four cards on it; cards played
        to the next trick since are withdrawn to their hands (47A). True if there were any."""
        withdrawn = bool(self.current or self.pending)
        # callers reach here only for a revoke on the last trick not yet established, and
        # _finish_trick saved the reopen point of every such trick
        assert self.reopen is not None, "no reopen point saved for the last trick"
        vars(self).update(self.reopen)
        self.reopen = None
        return withdrawn

    def _played_after(self, first: int, later: int) -> bool:
        seats = [s for s, _ in self.current]
        return seats.index(later) > seats.index(first)

    def _substitute_after_correction(self, r: Revoke, seat: int, card: int) -> None:
        """62C1: after a revoke is corrected, a non-offender may withdraw a card he played after
        it; 62C2: then the offending side's later player may change his, a defender's withdrawn
        card becoming a penalty card (major: 50B, "exposed through deliberate play"). Both send
        the withdrawn card's information to 16C; 47D ("Laws 16C and 62C2 may apply") adds nothing
        that 62C2 does not say of the offending side's change."""
        innocent = (seat ^ r.seat) & 1 == 1
        if not innocent and not self.innocent_withdrew:
            raise self.fail(
                f"{SEAT_NAMES[seat]} has already played to trick {self.trick_no} "
                "(Law 62C2: he may change his card only after a non-offender has)",
                "replace_offender_first",
                seat=SEAT_NAMES[seat],
                trick=self.trick_no,
            )
        position = next(i for i, (s, _) in enumerate(self.current) if s == seat)
        old = self.current[position][1]
        self.hands[seat] |= 1 << old
        led = SUIT_MASKS[self.current[0][1] // 13]
        held = self.hands[seat] & led
        if card == old or held and not led >> card & 1:
            self.hands[seat] &= ~(1 << old)
            raise self.fail(
                f"{CARD_CODES[card]} cannot replace {CARD_CODES[old]}: "
                "the new card must be a different legal card (Law 62C)",
                "replace_not_legal",
                card=CARD_CODES[card],
                old=CARD_CODES[old],
            )
        self.hands[seat] &= ~(1 << card)
        self.major[seat] &= ~(1 << card)
        self.minor[seat] &= ~(1 << card)
        self.current[position] = (seat, card)
        both_sides = self._both_sides_corrected(r.trick)
        if innocent:
            self.innocent_withdrew = True
            self.notes.append(laws.LATER_CARDS_WITHDRAWN)
        else:
            self.notes.append(laws.OFFENDING_SIDE_CHANGES_CARD)
        # Both paragraphs end "(see Law 16C)" (TR "(Bkz. Yasa 16C.)"): the withdrawn card's
        # information, authorized for the non-offending side, unauthorized for the other (16C1, 16C2)
        self.notes.append(laws.WITHDRAWN_INFORMATION)
        if self.is_defender(seat) and (not innocent or both_sides):
            # 62C2, and 62C3's "Every card withdrawn by the defending side becomes a penalty
            # card" whichever revoke he played after: exposed with intent to play, major (50B)
            self.major[seat] |= 1 << old
            self._all_major_if_several(seat)
            if innocent:
                self.notes.append(laws.BOTH_SIDES_REVOKE_ON_ONE_TRICK)
            self.notes.append(laws.MAJOR_OR_MINOR)

    def _both_sides_corrected(self, trick: int) -> bool:
        """Whether the revokes on `trick` were corrected under 62C3 (both sides revoked there)."""
        return any(
            r.trick == trick and r.corrected and r.late_correction == laws.BOTH_SIDES_REVOKE_ON_ONE_TRICK
            for r in self.revokes
        )

    def _correct_revoke(self, r: Revoke, card: int) -> None:
        if not r.allowed >> card & 1:
            raise self.fail(
                f"the revoke must be corrected with a card that complies (Law 62B): {CARD_CODES[card]} does not",
                "correct_not_legal",
                card=CARD_CODES[card],
            )
        seat = r.seat
        position = next(i for i, (s, _) in enumerate(self.current) if s == seat)
        self.current[position] = (seat, card)
        bit = 1 << card
        self.hands[seat] = (self.hands[seat] & ~bit) | (1 << r.card)
        self.major[seat] &= ~bit
        self.minor[seat] &= ~bit
        r.corrected = True
        if r.late_correction is not None and r.late_correction not in self.notes:
            self.notes.append(r.late_correction)  # 62C3: the second of the two corrections
        if r.faced is not None:
            # 62B2: a defender's faced card is replaced without further rectification: it is
            # the penalty card it was before he played it.
            kinds = self.major if r.faced == "major" else self.minor
            kinds[seat] |= 1 << r.card
            self._all_major_if_several(seat)
            self.notes += [laws.CORRECTED_REVOKE_CARD_REPLACED, laws.REVOKE_MUST_BE_CORRECTED]
        elif self.is_defender(seat):
            self.major[seat] |= 1 << r.card  # 62B1: a defender's withdrawn card, major
            self._all_major_if_several(seat)
            self.notes += [laws.CORRECTED_REVOKE_DEFENDER, laws.REVOKE_MUST_BE_CORRECTED, laws.MAJOR_OR_MINOR]
        else:
            self.notes += [laws.CORRECTED_REVOKE_CARD_REPLACED, laws.REVOKE_MUST_BE_CORRECTED]

    def _premature(self, seat: int, card: int) -> None:
        if not self.is_defender(seat):
            if (
                seat == self.dummy
                and self.trick_no == 1
                and self.leader == (self.declarer + 3) % 4
                and len(self.current) == 1
            ):
                # An accepted opening lead by declarer's right-hand opponent (54B): 54B1 has the
                # second card come from declarer's hand, and 54B2 "If declarer plays the second
                # card to the trick from dummy, dummy's card may not be withdrawn except to
                # correct a revoke" (TR "yerin kartı bir rönonsun düzeltilmesi dışında geri alınamaz").
                self.notes.append(laws.DUMMY_PLAYS_SECOND_TO_ACCEPTED_LEAD)
            self.notes.append(laws.DECLARING_SIDE_PLAYS_EARLY)
            self._follow(seat, card)
            return
        if not self.played >> (seat ^ 2) & 1:
            if premature_play.exempt(self.played, self.declarer):
                self.notes += premature_play.exemption_laws(self.current, self.declarer)
                self._follow(seat, card)  # 57C1/57C2: no rectification, the card is played
            else:
                self._before_partner(seat, card)
            return
        self.notes.append(laws.DEFENDER_PLAYS_BEFORE_RHO)
        if self.legal_mask(seat) >> card & 1:
            self._place(seat, card)  # 57D: a legal card is played in turn
        else:
            self.major[seat] |= 1 << card  # 57D: otherwise a major penalty card
            self._all_major_if_several(seat)

    def _lead_before_partner(self, seat: int, card: int) -> None:
        """A defender who has played to the trick faces another card while his partner has not:
        a lead to the next trick (57A)."""
        if premature_play.exempt(self.played, self.declarer):
            raise self.fail(
                f"{SEAT_NAMES[seat]} led to trick {self.trick_no + 1} before his partner played to trick "
                f"{self.trick_no}, after declarer played from both hands: the Laws do not say whether 57C1, "
                "which speaks of playing before partner, exempts a lead to the next trick (57A); "
                "the Director rules",
                "lead_after_both_hands",
                seat=SEAT_NAMES[seat],
                trick=self.trick_no,
            )
        self._before_partner(seat, card)

    def _before_partner(self, seat: int, card: int) -> None:
        """57A: the card becomes a major penalty card, not played to the trick, and declarer
        chooses how the partner plays to the current trick."""
        self.major[seat] |= 1 << card
        self._all_major_if_several(seat)
        self.premature_partner = seat ^ 2
        self.decision = premature_play.decision(self.declarer)

    def _choose_play_restriction(self, event: Act) -> None:
        partner = self.premature_partner
        assert partner is not None, "a 57A decision names the partner it binds"
        try:
            chosen = premature_play.restriction(event.act, partner, event.suit, self.current[0][1] // 13)
        except ValueError as exc:
            raise self.fail(str(exc), getattr(exc, "problem", ""), **getattr(exc, "values", {})) from None
        self.decision = None
        self.premature_partner = None
        self.play_restriction = chosen
        self.notes.append(chosen.law)

    def _all_major_if_several(self, seat: int) -> None:
        if (self.major[seat] | self.minor[seat]).bit_count() > 1:
            self.major[seat] |= self.minor[seat]
            self.minor[seat] = 0

    # -------------------------------------------------------------------- acts
    def _act(self, event: Act) -> None:
        if event.act == auction_lead.ACT:
            auction_lead.restrict(self, event)
            return
        if event.act in ("correct", "replace", *defective_trick.ACTS):
            self._correction_act(event)
            return
        if self.complete:
            raise self.play_over()
        if event.act == "expose":
            self._expose(event.seat, _act_card(event))
            return
        d = self._pending_choice(event)
        if d.kind == "partner_lead":
            self._choose_lead(event)
        elif d.kind == auction_lead.KIND:
            auction_lead.choose(self, event)
            self._offer_lead_choice()  # 50D2/51B may come next, for the same lead
        elif d.kind == "premature_play":
            self._choose_play_restriction(event)
        elif d.kind == "penalty_card_not_played":
            if event.act == "accept":
                self.notes.append(laws.PENALTY_CARD_REMAINS)
                self._accept_penalty_failure()
            else:
                self._reject_penalty_failure()
        elif event.act == "accept":
            self._accept_lead()
        elif event.act == "spread":
            self.declarer = self.declarer ^ 2  # 54A: declarer becomes dummy
            self.notes.append(laws.DECLARER_SPREADS)
            self._accept_lead()
        else:
            self._reject_lead()

    def _pending_choice(self, event: Act) -> Decision:
        """The decision `event` answers; an error if there is none, or not this option or seat."""
        d = self.decision
        if d is None:
            raise self.fail(f"there is no choice to make now ({event.act})", "no_choice", act=event.act)
        if event.act not in d.options:
            raise self.fail(
                f"act: {event.act!r} is not an option now ({', '.join(d.options)})", "not_an_option", act=event.act
            )
        if event.seat != d.by and self._other_defender_under_55a(d, event.seat):
            # 55A gives the choice to either defender; the shared contract records it as the
            # next defender's (`by`), whose choice prevails: say so, not that it is his alone.
            by = SEAT_NAMES[d.by]
            raise self.fail(
                f"seat: either defender may accept the lead or require its retraction (Law 55A), and "
                f"if they choose differently {by}'s option prevails as the defender next in turn: "
                f"enter the choice as {by}'s",
                "choice_of_next_defender",
                seat=by,
            )
        if event.seat != d.by:
            raise self.fail(f"seat: the choice belongs to {SEAT_NAMES[d.by]}", "choice_of", seat=SEAT_NAMES[d.by])
        return d

    def _other_defender_under_55a(self, d: Decision, seat: int) -> bool:
        """Whether `seat` is the other defender on a choice after declarer's lead out of turn:
        55A, TR "herhangi bir defans oyuncusu ... çıkışı kabul edebilir veya geri alınmasını
        isteyebilir", WBF "either defender may accept the lead ... or require its retraction"."""
        return d.kind == "lead_out_of_turn" and laws.DECLARER_LEAD_ACCEPTED in d.laws and seat == d.by ^ 2

    def _correction_act(self, event: Act) -> None:
        """Revoke corrections (62), and simultaneous cards and defective tricks (58B, 67)."""
        if event.act in defective_trick.ACTS:
            defective_trick.act(self, event)
        elif event.act == "correct":
            self._correct_act(event.seat, _act_card(event))
        else:
            self._replace_act(event.seat, _act_card(event))

    def _expose(self, seat: int, card: int) -> None:
        if not self.hands[seat] >> card & 1:
            raise self.not_in_hand(seat, card, "card")
        if self.pending and self.decision and self.pending[:2] == (seat, card):
            raise self.fail(f"card: {CARD_CODES[card]} is already on the table", "on_the_table", card=CARD_CODES[card])
        if self._opening_lead_decision_pending() and not self.is_defender(seat):
            self._declaring_side_faces_after_opening_lead(seat)
            return
        if not self.is_defender(seat):
            if seat == self.dummy and not self.any_card_played:
                self.dummy_exposed = True  # declarer may have seen dummy's cards (54C)
            self.notes.append(laws.DECLARER_EXPOSES)
            return
        held = self.major[seat] | self.minor[seat]
        if held >> card & 1:
            raise self.fail(
                f"card: {CARD_CODES[card]} is already a penalty card", "penalty_card_already", card=CARD_CODES[card]
            )
        if exposed_kind(card, held) == "major":
            self.major[seat] |= 1 << card
        else:
            self.minor[seat] |= 1 << card
        self._all_major_if_several(seat)
        self.notes += [laws.DEFENDER_EXPOSES, laws.MAJOR_OR_MINOR]
        if self.decision is not None and self.decision.kind == "partner_lead":
            self.decision = None  # the choice is now over more penalty cards (51B)
        if not self.current:
            self._offer_lead_choice()

    def _opening_lead_decision_pending(self) -> bool:
        d = self.decision
        return d is not None and d.kind == "lead_out_of_turn" and self.pending[2] and self.is_defender(self.pending[0])

    def _declaring_side_faces_after_opening_lead(self, seat: int) -> None:
        """Law 54 pending: declarer facing a card has begun to spread his hand (54A: he must
        spread it all and becomes dummy), unless 54C already binds him to accept; dummy facing
        a card lets declarer see dummy's cards, so he must accept (54C)."""
        assert self.decision is not None, "called only while the opening lead decision is pending"
        if seat == self.declarer and "spread" in self.decision.options:
            self.declarer = self.declarer ^ 2
            self.notes.append(laws.DECLARER_SPREADS)
            self._accept_lead()
            return
        if seat == self.dummy:
            self.dummy_exposed = True
            self.decision = Decision("lead_out_of_turn", self.declarer, ("accept",), (laws.DECLARER_MUST_ACCEPT,))
            return
        self.notes.append(laws.DECLARER_EXPOSES)

    def _accept_lead(self) -> None:
        seat, card, _opening = self.pending
        self.decision = None
        self.pending = ()
        self.leader = seat
        self.notes.append(laws.LEAD_OUT_OF_TURN_ACCEPTED)
        self._place(seat, card)

    def _reject_lead(self) -> None:
        seat, card, opening = self.pending
        self.decision = None
        self.pending = ()
        self.notes += rejection_laws(seat, self.declarer, self.leader, opening)
        if self.is_defender(seat):
            self.major[seat] |= 1 << card  # 54D, 56B: a major penalty card
            self._all_major_if_several(seat)
        elif not self.is_defender(self.leader):
            self.declarer_to_lead_again = True  # 55B2: he must lead from the correct hand
        self._offer_lead_choice()

    def _accept_penalty_failure(self) -> None:
        seat, card, required, event = self.pending
        self.decision = None
        self.pending = ()
        # 61A: "failure to lead or play, when able, a card ... required by law ... constitutes a
        # revoke" (TR "yasa tarafından emredilen ... kartı olanak varken, çıkmamak ya da oynamamak
        # rönons teşkil eder"); accepted, the card stands (52B1) and 64B3 names this revoke.
        self.revokes.append(
            Revoke(
                seat=seat,
                trick=self.trick_no,
                card=card,
                suit=_one_suit(required),
                allowed=required,
                event=event,
                penalty_card_not_played=True,
            )
        )
        self.notes.append(laws.REVOKE_DEFINED)
        if self.played == defective_trick.ALL_SEATS:
            self._finish_trick()

    def _reject_penalty_failure(self) -> None:
        seat, card, required, _event = self.pending
        self.decision = None
        self.pending = ()
        self.current = [(s, c) for s, c in self.current if s != seat]
        self.played &= ~(1 << seat)
        self.hands[seat] |= 1 << card
        self.major[seat] |= 1 << card  # 52B2: the card illegally played becomes major
        self._all_major_if_several(seat)
        self.forced = (seat, required)
        self.notes += [laws.PENALTY_CARD_NOT_PLAYED_REJECTED]

    def _choose_lead(self, event: Act) -> None:
        self.decision = None
        self.lead_choice_made = True
        holder = self.leader ^ 2
        major = self.major[holder]
        if event.act == "no_restriction":
            self.notes.append(lead_choice_laws(major)[-1])  # 50D2(b), or 51B2(c) for several suits
            return
        field, named = ("suits", event.suits) if event.suits else ("suit", (event.suit,))
        try:
            suits = self._checked_suits(event.act, field, named, holder)
        except PlayError:
            self.decision = partner_lead_decision(self.declarer, major)
            self.lead_choice_made = False
            raise
        require = event.act == "require_lead"
        law = restriction_law(major, require)
        for suit in suits:
            self.major[holder] &= ~SUIT_MASKS[suit]  # 50D2(a), 51B: that suit's cards go back to the hand
        self.restriction = self._restriction_with(suits, require, law)
        self.notes.append(law)

    def _checked_suits(self, act: str, field: str, named: tuple[int | None, ...], holder: int) -> tuple[int, ...]:
        """Each suit named must be a suit of a penalty card (50D2(a) "cezalı kartın rengini"; 51B2(a)
        "cezalı kartlarının bulunduğu renklerden birini"; 51B2(b) "bu renklerin"). A suit still
        forbidden may not be required: the Laws do not say whether the new choice lifts the
        prohibition, which "continues until the player loses the lead" (51B2(b))."""
        major = self.major[holder]
        suits = tuple(s for s in named if s is not None and major & SUIT_MASKS[s])
        wrong = [s for s in named if s not in suits]
        if wrong:
            listed = ", ".join(SUIT_NAMES[s] for s in range(4) if major & SUIT_MASKS[s])
            if field == "suit":
                raise self.fail(
                    f"suit: must be the suit of a penalty card of {SEAT_NAMES[holder]} ({listed})",
                    "not_penalty_suit",
                    seat=SEAT_NAMES[holder],
                )
            bad = ", ".join(SUIT_NAMES[s] for s in wrong if s is not None)
            raise self.fail(
                f"suits: each must be the suit of a penalty card of {SEAT_NAMES[holder]} ({listed}), not {bad}",
                "not_penalty_suit",
                seat=SEAT_NAMES[holder],
            )
        r = self.restriction
        if act == "require_lead" and r is not None and r.seat == self.leader and suits[0] in r.forbidden:
            raise self.fail(
                f"suit: {SEAT_NAMES[self.leader]} may not lead {SUIT_NAMES[suits[0]]} while he keeps the lead "
                f"({', '.join(r.forbidden_laws)}); the Laws do not say whether declarer may now require it: "
                "the Director rules",
                "require_forbidden_suit",
                seat=SEAT_NAMES[self.leader],
                suit=SUIT_NAMES[suits[0]],
                laws=list(r.forbidden_laws),
            )
        return suits

    def _restriction_with(self, suits: tuple[int, ...], require: bool, law: str) -> LeadRestriction:
        """The new choice added to the prohibitions still in force (footnotes 14, 16)."""
        r = self.restriction
        if r is None or r.seat != self.leader:
            r = LeadRestriction(self.leader, None, ())
        if require:
            return LeadRestriction(r.seat, suits[0], r.forbidden, law, r.forbidden_laws)
        forbidden = tuple(dict.fromkeys((*r.forbidden, *suits)))
        laws_chosen = tuple(dict.fromkeys((*r.forbidden_laws, law)))
        return LeadRestriction(r.seat, r.required, forbidden, r.required_law, laws_chosen)

    # --------------------------------------------------------------- snapshot
    def snapshot(self) -> PlayState:
        turn = self.turn()
        decision = self.decision
        legal = 0
        if turn is not None and decision is None:
            legal = self.legal_mask(turn)
        penalty_cards = tuple(
            PenaltyCard(seat, card, "major" if self.major[seat] >> card & 1 else "minor")
            for seat in range(4)
            for card in reversed(cards_in(self.major[seat] | self.minor[seat]))
        )
        restriction = self.restriction
        return PlayState(
            turn=turn,
            trick=min(self.trick_no, 13),
            tricks=(self.won[0], self.won[1]),
            penalty_cards=penalty_cards,
            lead_restriction=restriction,
            decision=decision,
            legal=tuple(reversed(cards_in(legal))),
            revokes=tuple(self.revokes),
            revoke_statuses=tuple(status(r, self.late_correction_due(r)) for r in self.revokes),
            laws=self._state_laws(turn, legal),
            declarer=self.declarer,
            completed=tuple(self.tricks),
            defects=defective_trick.views(self),
            current=tuple(self.current),
            hands=tuple(self.hands),
            proper_leader=self.proper_leader(),
        )

    def _state_laws(self, turn: int | None, legal: int) -> tuple[str, ...]:
        cited: list[str] = []
        if self.decision is not None:
            cited += self.decision.laws
        basic: list[str] = []
        if turn is not None and self.decision is None:
            specific = self._legal_laws(turn, legal)
            basic = specific[-1:]
            cited += specific[:-1]
        cited += self.notes
        cited += defective_trick.state_laws(self)
        if any(
            r.established and not r.corrected and r.deemed is None and not r.established_at_end for r in self.revokes
        ):
            # a revoke deemed under 67B1, or held established at the end of play, is not established by 63A
            cited.append(laws.REVOKE_ESTABLISHED)
        if any(not r.established and not r.corrected and not r.penalty_card_not_played for r in self.revokes):
            cited.append(laws.REVOKE_MUST_BE_CORRECTED)  # not 52B1's accepted card: 52A, it stands
        for r in self.revokes:
            if r.established and not r.corrected:
                if self._correctable_twelfth(r):
                    cited.append(laws.TWELFTH_TRICK_REVOKE_CORRECTED)  # established, still corrected
                other = self._other_side_revoke(r)
                if other is not None and not other.established:
                    cited.append(laws.BOTH_SIDES_REVOKE_ON_ONE_TRICK)  # both must be corrected
        if any(self.major):
            cited.append(laws.MAJOR_PENALTY_CARD)
        if any(self.minor):
            cited.append(laws.MINOR_PENALTY_CARD)
        cited += basic
        if not cited:
            cited.append(laws.PLAY_PROCEDURE)
        return tuple(dict.fromkeys(cited))

    def _legal_laws(self, seat: int, legal: int) -> list[str]:
        cited: list[str] = []
        if self.forced and self.forced[0] == seat:
            return [laws.PENALTY_CARD_NOT_PLAYED_REJECTED, laws.PLAY_PROCEDURE]
        hand = self.hands[seat]
        if self.current:
            led = SUIT_MASKS[self.current[0][1] // 13]
            basic = laws.FOLLOW_SUIT if hand & led else laws.UNABLE_TO_FOLLOW
            p = self.play_restriction
            if p is not None and p.seat == seat:
                cited += premature_play.cited(hand, self.current[0][1] // 13, p)
        else:
            basic = laws.LEAD_ANY_CARD
            r = self.restriction
            if r is not None and r.seat == seat:
                cited += r.laws
                if not r.complied_with(hand):
                    cited.append(laws.UNABLE_TO_COMPLY)
        if self.major[seat] or self.minor[seat]:
            cited += penalty_laws(self._base_legal(seat), self.major[seat], self.minor[seat])
        cited.append(basic)
        return cited


_MUTABLE = frozenset((list, dict, Revoke))  # what Table.copy copies; the rest is never changed in place
# The table's lists that hold only ints, tuples, strings and frozen dataclasses: copied by a slice.
_FLAT_LISTS = frozenset(("hands", "current", "tricks", "won", "major", "minor", "defects", "notes"))
# The table's fields that hold a saved table (`_saved`), whose lists a restored table takes over.
_SAVED_TABLES = ("reopen", "reopen_twelfth", "reopen_58b3", "before_kept_lead")


def _copied(value: object, memo: dict[int, object], name: str = "") -> object:
    """`value`, a list, dict or Revoke, copied with the lists, dicts and Revokes in it, each once
    (Table.copy); `name`, the table's field (or saved field) that holds it."""
    done = memo.get(id(value))
    if done is not None:
        return done
    mutable = _MUTABLE
    if type(value) is list:
        if name in _FLAT_LISTS:
            memo[id(value)] = flat = value[:]
            return flat
        new_list: list = []
        memo[id(value)] = new_list
        new_list.extend(item if type(item) not in mutable else _copied(item, memo) for item in value)
        return new_list
    if type(value) is dict:  # the table's fields, or a saved table (`_saved`: a reopen point)
        new_dict: dict = {}
        memo[id(value)] = new_dict
        for key, item in value.items():
            new_dict[key] = item if type(item) not in mutable else _copied(item, memo, key)
        return new_dict
    revoke = object.__new__(Revoke)
    revoke.__dict__.update(value.__dict__)  # its fields are ints, bools, strings and None
    memo[id(value)] = revoke
    return revoke


def run(
    hands: tuple[int, int, int, int],
    contract: Contract,
    declarer: int,
    events: list[CardPlay | Act | designation.Designation],
) -> Table:
    """Play the events through; raises PlayError naming the first event that cannot happen."""
    table = Table(hands, contract, declarer)
    index, count = 0, len(events)
    while index < count:
        index = table.fast_forward(events, index)
        if index < count:
            table.apply(events[index], index)
            index += 1
    return table
