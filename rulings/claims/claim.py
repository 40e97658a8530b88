"""Contested claims and concessions (Laws 68C, 70A-70E, 71B) on a known deal.

The Director sees all four hands, so each question Law 70 asks is a question about lines of play
on a known deal. This module answers them by search:

- the claimer's side follows its statement (68C, repeated under 70B) and, where the statement
  is silent, may play any *normal* card (footnote 21: careless or inferior play counts as
  normal; the model of normal play is rulings/claims/normal_play.py and docs/rulings-cli.md, "Additions");
- the other side may play any legal card: every doubtful point is resolved against the claimer
  (70A), so the Director credits no particular defence;
- `worst_tricks` is the fewest tricks the claimer's side takes on such a line (found by the
  bounded search of rulings/claims/search.py); the line itself
  says which paragraph decides: a trick lost to an outstanding trump the claimer did not mention
  (70C), a lost finesse the claimer did not state (70E1), otherwise a normal but less successful
  line (70D1). These speak of the claimer, a defender too. A defender's claim that fails only
  when his partner makes a particular one of his normal plays is 70D2's (rulings/claims/
  partners_choice.py tells whose choice loses the trick);
- within the Correction Period (79C), a concession of tricks the side could not lose by any normal
  play is cancelled (71B);
- a claim or concession the opponents agreed to (`agreed`, 68D1) is not ruled under Law 70: it
  stands as made (69A) unless 71B cancels it; a normal line on which the opponents win a trick
  they agreed to lose is shown, for the Director's judgement under 69B2 ("likely"), not made here.

The double-dummy figure comes from endplay's DDS solver, imported only when asked for (rulings/
must stay light to import). Pure Python otherwise; no Django.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, replace
from functools import cached_property

from .. import laws
from ..cards import CARD_CODES, SUIT_MASKS, cards_in
from .normal_play import LOST_FINESSE, LOST_TO_TRUMP, NormalPlay
from .partners_choice import WHOSE_CHOICE_BUDGET, partner_best
from .penalty import PenaltyPartnerBest, PenaltyPlay, PenaltySearch, initial, replayed, split_line
from .search import NODE_BUDGET, SearchBudgetExceeded, code_of, least, tricks_of

SEATS = "NESW"


class ClaimError(ValueError):
    """The claim cannot be ruled on as given; the message names the field. `problem` and `values`
    say it as data where a page has a sentence for it (the claim section's: too many tricks claimed,
    a card stated that the claimer's side does not hold, a card on the trick that does not follow
    suit, a 50D2 choice stated that cannot be: `lead_choice_*`), else problem is "" (as rulings.play.PlayError)."""

    def __init__(self, message: str, problem: str = "", **values: object):
        super().__init__(message)
        self.problem = problem
        self.values = values


class ClaimTooOpen(ClaimError):
    """The search passed its budget of positions: the statement leaves too many lines open."""


@dataclass(frozen=True)
class Statement:
    """The claimer's clarification statement (68C) as data, with the Director's finding on it.

    cards: the claiming side's cards in the order stated; trumps: whether the claimer said
    anything about the opponents' outstanding trump(s) (70C1); aware: the Director finds that
    the claimer knew, when he claimed, that an opponent still held a trump (70C2 not met; by
    default that is a doubtful point resolved against him, 70A); finesses: cards the claimer said
    he would finesse with (70E1). A claimer who mentioned the trump or knew of it is taken to
    draw it when he can (rule 9 of docs/rulings-cli.md, rulings.claims.normal_play); where no
    opponent holds a trump, the same fields say he knew none was left, and he does not lead his
    own trumps to his cost (rule 10). draw_trumps: the claimer said he would draw the opponents'
    trumps (first): a statement about the trump (70C1), so it implies `trumps` (the query sets
    both), and the line it embraces (70D1) is followed while an opponent holds a trump (rule 11:
    the draw before any side winner, crossing on a sure entry to the hand that holds the master
    trump)."""

    cards: tuple[int, ...] = ()
    trumps: bool = False
    finesses: frozenset[int] = frozenset()
    aware: bool = False
    # declarer's 50D2/51B choice at the first lead where he chooses after the claim, as stated:
    # ("require", (suit,)), ("forbid", (suit, ...)) or ("none", ()) (rulings/claims/penalty.py)
    lead_choice: tuple[str, tuple[int, ...]] | None = None
    # declarer's 51A designation as stated (branch claimdesig): penalty cards in the order he said
    # he would designate them; at each turn where he designates, the first of them that can legally
    # be played is (rulings/claims/penalty.py)
    designation: tuple[int, ...] = ()
    # the claimer said he would draw the opponents' trumps (first): rule 11 (branch drawtrumps);
    # last, as the fields are given by position in places
    draw_trumps: bool = False

    @property
    def knows_trumps(self) -> bool:
        """Whether 70C is out of the question: the claimer mentioned the outstanding trump
        (70C1; a stated draw is one) or the Director finds he knew of it (70C2)."""
        return self.trumps or self.draw_trumps or self.aware


@dataclass(frozen=True)
class Claim:
    hands: tuple[int, int, int, int]  # the cards not yet played to a completed trick, by seat
    trump: int | None  # suit index 0-3 (C D H S), None for no trump
    lead: int  # seat that led (or is to lead) the current trick
    trick: tuple[int, ...]  # cards already played to the current trick, from `lead` on
    claimer: int
    declarer: int
    claimed: int  # tricks of the remaining ones the claimer's side says it takes
    statement: Statement = Statement()
    # 70E2: a suit whose order was not stated is played from the top; True for every suit, or
    # the suits (0-3) the Director deems so played (EBU White Book 8.70.5: "each individual case
    # should be considered")
    top_down: bool | frozenset[int] = False
    shown_out: frozenset[tuple[int, int]] = frozenset()  # (seat, suit) voids shown before the claim
    # 69A: the opponents assented and raised no objection in time; the claim is then not contested
    # (68D1: "Law 69 applies", not Law 70)
    agreed: bool = False
    # the defenders' penalty cards on the table at the claim (Laws 50, 51): (seat, card, major);
    # only the claimer's opponents' (48A: no card of declarer or dummy becomes one)
    penalty: tuple[tuple[int, int, bool], ...] = ()
    # declarer's 50D2/51B choice in force at the claim (the `state` answer's `lead_restriction`):
    # (seat, the suit required to the lead at the claim or None, the suits forbidden in order)
    lead_restriction: tuple[int, int | None, tuple[int, ...]] | None = None
    # declarer's choice for the lead at the claim is already made (50D2(b) when nothing is in force)
    lead_chosen: bool = False

    @property
    def top_down_suits(self) -> frozenset[int]:
        """The suits played from the top (70E2): all four, none, or those named."""
        if isinstance(self.top_down, bool):
            return frozenset(range(4)) if self.top_down else frozenset()
        return self.top_down

    @property
    def remaining(self) -> int:
        return (self.hands[self.lead]).bit_count()

    @property
    def by_defender(self) -> bool:
        """Whether the claimer is a defender (70D2 is about his partner's choices)."""
        return self.claimer & 1 != self.declarer & 1

    @property
    def not_binding(self) -> frozenset[int]:
        """The cards of the statement (stated, or named to finesse with) that it does not bind: in
        a defender's claim, his partner's (the current trick's card included). Declarer plays
        dummy's cards (45B: "Declarer plays a card from dummy by naming the card", TR "Deklaran
        kartın adını söyleyerek yerden kart oynar"), so his statement binds them; a defender's
        partner plays his own, and a claim that depends on his selecting a particular play from
        among alternative normal plays is not accepted (70D2, TR "ortağının normal seçeneklerden
        özellikle birini seçmesine dayalı"), stated or not. The model of play reads these cards
        as not stated (rulings/claims/normal_play.py); the table page marks them."""
        if not self.by_defender:
            return frozenset()
        partner = self.hands[self.claimer ^ 2]
        return frozenset(c for c in (*self.statement.cards, *self.statement.finesses) if partner >> c & 1)

    @cached_property
    def bound_statement(self) -> Statement:
        """The statement without the cards it does not bind (`not_binding`): what the model of play
        and the searches read (rulings/claims/normal_play.py: the stated cards, the finesses taken,
        the suits whose lost finesse is no unstated one under 70E1; search.py's and
        partners_choice.py's bounds and keys), so a defender naming his partner's card as a finesse
        makes no suit of his own stated."""
        unbound = self.not_binding
        if not unbound:
            return self.statement
        cards = tuple(card for card in self.statement.cards if card not in unbound)
        return replace(self.statement, cards=cards, finesses=self.statement.finesses - unbound)


@dataclass(frozen=True)
class Ruling:
    remaining: int
    dd_tricks: int
    worst_tricks: int
    losing_line: tuple[tuple[int, int], ...] | None  # (seat, card) from the claim on
    decides: str | None
    awarded: int
    laws: tuple[str, ...]
    # Whether `losing_line` itself loses the trick `decides` names: one to an outstanding trump the
    # claimer did not mention (70C), a finesse he did not state (70E1); a less successful normal
    # line (70D1) or the least line of a defender's claim (70D2) it always is. None when nothing
    # decides. False only when a defender's claim is decided on his partner's best normal play
    # and the line shown is the least line, which need not lose that trick (`_whose_choice`).
    line_shows_decides: bool | None = None
    # With penalty cards on the table (branch claimui): declarer's choices on `losing_line`, each
    # (the index of the lead it was made before, "require" | "forbid" | "none", suits), and the
    # penalty cards he designated on it (51A), each (its index, the card)
    losing_choices: tuple = ()
    designated: tuple = ()
    # the paragraph of each of `losing_choices`, by the penalty cards on the table then (qa97)
    choice_laws: tuple = ()


# --------------------------------------------------------------- validation
def validate(claim: Claim) -> None:
    counts = {hand.bit_count() for hand in claim.hands}
    if len(counts) != 1:
        sizes = ", ".join(f"{SEATS[s]} {h.bit_count()}" for s, h in enumerate(claim.hands))
        raise ClaimError(f"deal: the four hands must hold as many cards each ({sizes})")
    n = counts.pop()
    if n == 0:
        raise ClaimError("deal: no cards left to play")
    if not 0 <= claim.claimed <= n:
        raise ClaimError(
            f"claimed: must be from 0 to {n} (the tricks left), not {claim.claimed}",
            "claimed_out_of_range",
            most=n,
            claimed=claim.claimed,
        )
    if len(claim.trick) > 3:
        raise ClaimError("trick: a trick in progress has at most 3 cards")
    _validate_trick(claim)
    _validate_statement(claim)
    _validate_penalty(claim)
    _validate_lead_choice(claim)
    _validate_designation(claim)


def _validate_trick(claim: Claim) -> None:
    hands = list(claim.hands)
    seat = claim.lead
    for i, card in enumerate(claim.trick):
        if not hands[seat] >> card & 1:
            raise ClaimError(f"trick[{i}]: {CARD_CODES[card]} is not in {SEATS[seat]}'s hand")
        if i and card // 13 != claim.trick[0] // 13 and hands[seat] & SUIT_MASKS[claim.trick[0] // 13]:
            raise ClaimError(
                f"trick[{i}]: {SEATS[seat]} must follow suit to {CARD_CODES[claim.trick[0]]}",
                "must_follow",
                seat=SEATS[seat],
                led=CARD_CODES[claim.trick[0]],
            )
        hands[seat] &= ~(1 << card)
        seat = (seat + 1) % 4


def _validate_statement(claim: Claim) -> None:
    side = claim.claimer & 1
    side_cards = claim.hands[side] | claim.hands[side + 2]
    # Every card stated or marked for a finesse that the side does not hold, for a page to name them
    # all (the message names the first, in the order the query gives them).
    named = [*claim.statement.cards, *(c for c in sorted(claim.statement.finesses) if c not in claim.statement.cards)]
    foreign = [CARD_CODES[c] for c in dict.fromkeys(named) if not side_cards >> c & 1]
    for i, card in enumerate(claim.statement.cards):
        if not side_cards >> card & 1:
            raise ClaimError(
                f"statement.cards[{i}]: {CARD_CODES[card]} is not in the claiming side's hands",
                "not_claimers_card",
                cards=foreign,
            )
        if card in claim.statement.cards[:i]:
            raise ClaimError(f"statement.cards[{i}]: {CARD_CODES[card]} is stated twice")
    for card in sorted(claim.statement.finesses):
        if not side_cards >> card & 1:
            raise ClaimError(
                f"statement.finesse: {CARD_CODES[card]} is not in the claiming side's hands",
                "not_claimers_card",
                cards=foreign,
            )


def _validate_penalty(claim: Claim) -> None:
    """Each penalty card a card of a defender who is the claimer's opponent (48A: TR "deklaranın
    veya yerin eline ait hiçbir kart, cezalı karta dönüşmez", WBF "no card of declarer's or dummy's
    hand ever becomes a penalty card"; in a defender's claim, his own side's are ruled too since
    branch claimpen3), still in his hand (not played to the trick in progress), given once, and of the kind
    50B makes it: TR "onör derecesinin altında tek bir kart ... minör cezalı karta dönüşür. Onör
    derecesinde herhangi bir kart ... majör cezalı karta dönüşür; bir defans oyuncusunun iki veya daha
    fazla cezalı kartı olduğunda, bütün bu kartlar majör cezalı karta dönüşür"; WBF "A single card
    below the rank of an honor ... becomes a minor penalty card. Any card of honor rank ... becomes
    a major penalty card; when one defender has two or more penalty cards, all such cards become
    major penalty cards"."""
    hands = list(claim.hands)
    seat = claim.lead
    for card in claim.trick:
        hands[seat] &= ~(1 << card)
        seat = (seat + 1) % 4
    held = [0, 0, 0, 0]
    for seat, _, _ in claim.penalty:
        held[seat] += 1
    for i, (seat, card, major) in enumerate(claim.penalty):
        if seat & 1 == claim.declarer & 1:
            raise ClaimError(
                f"penalty[{i}].seat: {SEATS[seat]} is on declarer's side; "
                "no card of declarer's or dummy's hand ever becomes a penalty card (48A)"
            )
        if not claim.hands[seat] >> card & 1:
            raise ClaimError(f"penalty[{i}].card: {CARD_CODES[card]} is not in {SEATS[seat]}'s hand")
        if not hands[seat] >> card & 1:
            raise ClaimError(
                f"penalty[{i}].card: {CARD_CODES[card]} was played to the trick in progress, "
                "so it is no longer a penalty card"
            )
        if any(other == card for _, other, _ in claim.penalty[:i]):
            raise ClaimError(f"penalty[{i}].card: {CARD_CODES[card]} is given twice")
        if not major and card % 13 >= 8:
            raise ClaimError(
                f"penalty[{i}].kind: {CARD_CODES[card]} is an honour: a penalty card of honour rank is major (50B)"
            )
        if not major and held[seat] > 1:
            raise ClaimError(
                f"penalty[{i}].kind: {SEATS[seat]} has {held[seat]} penalty cards: "
                "when a defender has two or more, all are major (50B)"
            )


def _validate_lead_choice(claim: Claim) -> None:
    """Declarer's 50D2/51B choice, made before the claim or stated in it. 50D2: TR "Çıkış sırası
    partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna geldiğinde, deklaran aşağıdaki
    seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz"; WBF "When a defender has
    the lead while his partner has a major penalty card, he may not lead until declarer has stated
    which of the options below is selected": a choice of declarer's, for a defender on lead (the
    claimer's opponent: the query rules on their penalty cards only), lasting, when a prohibition,
    "for as long as he retains the lead" (TR "çıkış kendisinde kaldığı müddetçe"), a requirement
    binding that lead only."""
    _validate_restriction(claim)
    _validate_lead_chosen(claim)
    _validate_stated_choice(claim)


def _validate_restriction(claim: Claim) -> None:
    restriction = claim.lead_restriction
    if restriction is not None:
        seat, required, forbidden = restriction
        if seat & 1 == claim.declarer & 1:
            raise ClaimError(
                f"lead_restriction.seat: {SEATS[seat]} is on declarer's side; "
                "declarer restricts a defender's lead (50D2, 51B)"
            )
        if seat != claim.lead:
            raise ClaimError(
                f"lead_restriction.seat: {SEATS[seat]} is not the player who leads to the trick at the "
                f"claim ({SEATS[claim.lead]}); a prohibition lasts only while he retains the lead (50D2(a))"
            )
        if required is not None and claim.trick:
            raise ClaimError(
                f"lead_restriction.require: {SEATS[seat]} has led to the trick in progress; "
                "a required lead binds that lead only"
            )
        if required is not None and required in forbidden:
            raise ClaimError(f"lead_restriction.require: {'CDHS'[required]} is also forbidden")


def _validate_lead_chosen(claim: Claim) -> None:
    if claim.lead_chosen:
        if claim.trick:
            raise ClaimError(
                "lead_chosen: a card has been played to the trick in progress; declarer's choice "
                "comes before the lead (50D2)"
            )
        if claim.lead & 1 == claim.declarer & 1:
            raise ClaimError(
                f"lead_chosen: {SEATS[claim.lead]}, on lead, is on declarer's side; declarer chooses "
                "for a defender on lead (50D2)"
            )
        partner = claim.lead ^ 2
        if claim.lead_restriction is None and not any(seat == partner and major for seat, _, major in claim.penalty):
            raise ClaimError(
                f"lead_chosen: {SEATS[partner]} has no major penalty card (penalty), so declarer has no "
                f"choice at {SEATS[claim.lead]}'s lead (50D2)"
            )


def _validate_stated_choice(claim: Claim) -> None:
    choice = claim.statement.lead_choice
    if choice is not None:
        if claim.by_defender:
            raise ClaimError(
                "statement.lead_choice: the choice of 50D2 and 51B is declarer's, and a defender claims: "
                'the defender on lead "may not lead until declarer has stated which of the options below '
                'is selected" (50D2); not stated, every choice is tried against the claimer (70A)',
                "lead_choice_by_defender",
            )
        suits = {card // 13 for _, card, major in claim.penalty if major}
        if not suits:
            raise ClaimError(
                "statement.lead_choice: no major penalty card is on the table (penalty), "
                "so declarer has no choice to state (50D2)",
                "lead_choice_no_major",
            )
        for suit in choice[1]:
            if suit not in suits:
                listed = ", ".join("CDHS"[s] for s in sorted(suits))
                raise ClaimError(
                    f"statement.lead_choice: {'CDHS'[suit]} is not the suit of a major penalty card "
                    f"on the table ({listed})",
                    "lead_choice_suit",
                    suit="CDHS"[suit],
                    suits=["CDHS"[s] for s in sorted(suits)],
                )


def _validate_designation(claim: Claim) -> None:
    """Declarer's 51A designation stated in the claim. 51A: TR "Sıra kendisinde olan bir defans
    oyuncusu yasal olarak oynanabilecek iki veya daha fazla cezalı karta sahipse, o lövede
    hangisinin oynanacağını deklaran belirtir"; WBF "If it is a defender's turn to play and that
    defender has two or more penalty cards that can legally be played, declarer designates which is
    to be played at that turn": declarer's, of a defender's penalty cards (the claimer's opponent:
    the query rules on their penalty cards only), when he has two or more."""
    stated = claim.statement.designation
    if not stated:
        return
    if claim.by_defender:
        raise ClaimError(
            "statement.designation: the designation of 51A is declarer's, and a defender claims: "
            '"declarer designates which is to be played at that turn" (51A); not stated, every one is '
            "tried against the claimer (70A)",
            "designation_by_defender",
        )
    held = {card: seat for seat, card, _ in claim.penalty}
    for i, card in enumerate(stated):
        if card not in held:
            listed = ", ".join(CARD_CODES[c] for c in held) or "none"
            raise ClaimError(
                f"statement.designation[{i}]: {CARD_CODES[card]} is not a penalty card on the table "
                f"(penalty: {listed}); declarer designates among a defender's penalty cards (51A)",
                "designation_not_penalty",
                card=CARD_CODES[card],
            )
        if card in stated[:i]:
            raise ClaimError(f"statement.designation[{i}]: {CARD_CODES[card]} is given twice")
        seat = held[card]
        if sum(1 for other in held.values() if other == seat) < 2:
            raise ClaimError(
                f"statement.designation[{i}]: {CARD_CODES[card]} is {SEATS[seat]}'s only penalty card; "
                "declarer designates among two or more (51A)",
                "designation_single",
                card=CARD_CODES[card],
                seat=SEATS[seat],
            )


# ------------------------------------------------------------- the decision
def decide(code: int) -> str:
    """Which paragraph the claimer's own losing line falls under (its code, rulings.claims.
    normal_play): 70C, 70E1, else 70D1. They speak of "claimer" (70C "talep eden koz hakkında bir
    beyanda bulunmamışsa" / "claimer made no statement about that trump"; 70D1 and 70E1 "talep
    edenin" / "from claimer"), not of declarer: a defender's own line is ruled by them too."""
    if code == LOST_TO_TRUMP:
        return laws.CLAIM_OUTSTANDING_TRUMP
    if code == LOST_FINESSE:
        return laws.CLAIM_UNSTATED_FINESSE
    return laws.CLAIM_UNSTATED_SUCCESSFUL_LINE


# endplay's solve_board calls DDS through ctypes, which lets other threads run meanwhile, and always
# in DDS's memory for thread 0: two threads of one process solving at once (gunicorn's threaded
# workers, gunicorn.conf.py) corrupt each other's figures. One board at a time per process.
_DDS_IN_USE = threading.Lock()


def dd_tricks(claim: Claim) -> int:
    """Double-dummy tricks of the claimer's side from here (endplay's DDS, imported lazily). Only
    the most tricks the side to play can take is read, so DDS is asked for one card that takes
    them (`OptimalOne`), not for every card's figure: the same number, in about half DDS's time
    on a 13-card claim (docs/benchmarks.md, claimspeed64)."""
    from endplay.dds import solve_board
    from endplay.dds.solve import SolveMode

    deal = dds_deal(claim)
    with _DDS_IN_USE:
        best = max(tricks for _, tricks in solve_board(deal, SolveMode.OptimalOne))
    return claimers_tricks(claim, best)


def dds_deal(claim: Claim):
    """The claim's position as endplay's `Deal`: the hands, the strain, the leader and the cards
    already played to the trick."""
    from endplay.types import Card, Deal, Denom, Player

    deal = Deal(_pbn(claim.hands))
    deal.trump = (
        Denom.nt if claim.trump is None else [Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades][claim.trump]
    )
    deal.first = Player.find(SEATS[claim.lead])
    for card in claim.trick:
        deal.play(Card(CARD_CODES[card]))
    return deal


def claimers_tricks(claim: Claim, best: int) -> int:
    """The claimer's side's tricks from `best`, the most the side to play can take."""
    to_play = (claim.lead + len(claim.trick)) % 4
    return best if to_play & 1 == claim.claimer & 1 else claim.remaining - best


def _pbn(hands: tuple[int, int, int, int]) -> str:
    def hand(mask: int) -> str:
        suits = []
        for suit in (3, 2, 1, 0):
            ranks = [c % 13 for c in cards_in(mask & SUIT_MASKS[suit])]
            suits.append("".join("23456789TJQKA"[r] for r in sorted(ranks, reverse=True)))
        return ".".join(suits)

    return "N:" + " ".join(hand(m) for m in hands)


def start(claim: Claim) -> tuple[tuple, int, list, frozenset]:
    """The position the search starts from: the hands without the cards of the trick in
    progress, the seat to play, that trick as (seat, card), the voids shown (before the claim,
    and by a discard to that trick)."""
    plays = [(claim.lead + i) % 4 for i in range(len(claim.trick))]
    hands = list(claim.hands)
    for seat, card in zip(plays, claim.trick, strict=True):
        hands[seat] &= ~(1 << card)
    known = claim.shown_out
    if claim.trick:
        led = claim.trick[0] // 13
        known = known | {(s, led) for s, c in zip(plays, claim.trick, strict=True) if c // 13 != led}
    trick = list(zip(plays, claim.trick, strict=True))
    return tuple(hands), (claim.lead + len(trick)) % 4, trick, frozenset(known)


def rule(claim: Claim, budget: int = NODE_BUDGET, relative_ranks: bool = True) -> Ruling:
    """The Director's ruling on a claim or concession, contested (70A-70E, 71B) or agreed (69A,
    71B); `budget` caps the positions searched (the command line waits, a web page should not);
    `relative_ranks`: the search's table (rulings.claims.search.least), the same answer either way."""
    validate(claim)
    try:
        # with penalty cards, the opponents' cards as Laws 50 and 51 allow (rulings/claims/penalty.py)
        # and a choice of declarer's under 50D2 or 51B made before the claim or stated in it
        held = bool(claim.penalty or claim.lead_restriction)
        play = PenaltyPlay(claim) if held else NormalPlay(claim)
        searcher = PenaltySearch if held else None
        hands, seat, trick, known = start(claim)
        if held:
            known = known | initial(claim)
        value, line = least(
            play,
            hands,
            seat,
            trick,
            known,
            claim.claimed,
            budget=budget,
            relative_ranks=relative_ranks,
            searcher=searcher,
        )
    except SearchBudgetExceeded:
        raise ClaimTooOpen(
            f"statement: too many unstated choices to search in {claim.remaining} tricks; "
            "state more of the line (the cards in order, top_down)"
        ) from None
    worst = tricks_of(value)
    dd = dd_tricks(claim)
    # the lines carry declarer's choices as marks (rulings/claims/penalty.py `CHOICE`), with penalty
    # cards: a defender's claim's second search marks its line too (branch claimpen3)
    decides, marked, awarded, cited = _outcome(claim, worst, code_of(value), line)
    if decides is not None and claim.by_defender:
        decides, marked, cited = _whose_choice(claim, value, marked, budget, relative_ranks, dd)
    losing, choices = split_line(marked) if held and marked is not None else (marked, ())
    if claim.top_down_suits:
        cited = cited + (laws.CLAIM_ORDER_BY_REGULATION,)
    cited = cited + _penalty_laws(claim)
    shows = None if decides is None else line_shows(claim, decides, losing)
    if not held or marked is None:
        return Ruling(claim.remaining, dd, worst, losing, decides, awarded, cited, shows)
    designated, paragraphs = replayed(claim, marked)
    return Ruling(claim.remaining, dd, worst, losing, decides, awarded, cited, shows, choices, designated, paragraphs)


Line = tuple[tuple[int, int], ...]  # (seat, card) from the claim on


def _penalty_laws(claim: Claim) -> tuple[str, ...]:
    """The paragraphs by which the opponents' cards were held to their penalty cards: 50D for a
    major one (D1 its play, D2 declarer's choice at his partner's lead), 50C for a minor one. A
    restriction in force (`lead_restriction`) adds none: the `state` answer's may be 26B's as well
    as 50D2(a)'s or 51B's, and the query does not say which (the answer's `lead_choice` says one
    was given)."""
    cited = []
    if any(major for _, _, major in claim.penalty):
        cited.append(laws.MAJOR_PENALTY_CARD)
    if any(not major for _, _, major in claim.penalty):
        cited.append(laws.MINOR_PENALTY_CARD)
    return tuple(cited)


# The trick each paragraph needs a line to lose, in the codes of rulings/claims/normal_play.py.
_TRICK_NEEDED = {laws.CLAIM_OUTSTANDING_TRUMP: LOST_TO_TRUMP, laws.CLAIM_UNSTATED_FINESSE: LOST_FINESSE}


def line_shows(claim: Claim, decides: str, line: Line | None) -> bool:
    """Whether `line` loses the trick the paragraph that `decides` needs: 70C3 "a trick could be
    lost to that trump" (TR "O koza ... bir löve kaybedilebilirse"), 70E1 a line "the success of
    which depends upon finding one opponent rather than the other with a particular card" (TR
    "başarısı özel bir kartı bir rakip yerine diğerinde bulmaya dayanan") that fails. 70D1 and 70D2
    need only a normal line that takes fewer tricks, which the line shown is. The line is replayed
    trick by trick with the model's own trick values (`NormalPlay.finish`), no search: at most 13
    tricks, once a claim, and only the paragraph's code is looked for (a line's least code says
    only its most specific trick: a 70E1 read elsewhere may sit on a line that also loses one to
    the trump)."""
    needed = _TRICK_NEEDED.get(decides)
    if needed is None:
        return True
    if line is None:
        return False
    play = NormalPlay(claim)
    hands, _, trick, _ = start(claim)
    for seat, card in line:
        before = hands
        hands = hands[:seat] + (hands[seat] & ~(1 << card),) + hands[seat + 1 :]
        trick = [*trick, (seat, card)]
        if len(trick) == 4:
            if play.finish(trick, before)[0] == needed:
                return True
            trick = []
    return False


def _outcome(
    claim: Claim, worst: int, code: int, line: Line | None
) -> tuple[str | None, Line | None, int, tuple[str, ...]]:
    """(decides, losing line, tricks awarded, paragraphs) once the fewest tricks on a normal line
    is known."""
    if worst > claim.claimed:
        # 71 applies to every concession, agreed or not: "A concession must stand, once made,
        # except that ... the Director shall cancel a concession: ... B."
        return None, None, worst, (laws.CONCESSION_CANCELLED,)
    if claim.agreed:
        # 69A: "The board is scored as though the tricks claimed or conceded had been won or lost
        # in play". A line that loses a trick is only a fact for the Director: whether the
        # opponents "would likely have won" it (69B2, TR "muhtemelen") is his judgement; Law 70's
        # paragraphs do not decide an agreed claim, so `decides` stays null.
        if worst < claim.claimed:
            return None, line, claim.claimed, (laws.AGREED_CLAIM_STANDS, laws.AGREEMENT_WITHDRAWN_LIKELY_TRICK)
        return None, None, claim.claimed, (laws.AGREED_CLAIM_STANDS,)
    if worst < claim.claimed:
        decides = decide(code)
        return decides, line, worst, (decides, laws.CLAIM_DOUBTFUL_POINTS)
    return None, None, worst, (laws.CLAIM_DOUBTFUL_POINTS,)


def _whose_choice(
    claim: Claim, least_value: int, line: Line | None, budget: int, relative_ranks: bool, dd: int
) -> tuple[str, Line | None, tuple[str, ...]]:
    """(decides, losing line, paragraphs) of a defender's claim that fails (`least_value`, `line`:
    the least over every normal line), by whose normal choice loses the tricks (rulings/claims/
    partners_choice.py). With his partner playing his best normal card, a line that still takes
    fewer than claimed is the claimer's own: its code decides (70C, 70E1, 70D1) and it is shown;
    tricks lost beyond it only on the partner's choices add 70D2, shown on the least line. None lost
    without the partner's choices: 70D2 decides, on the least line. Whenever the least line is
    shown and loses a trick to an outstanding trump the claimer did not mention, 70C is cited
    beside 70D2 (70C3: "a trick could be lost to that trump by any normal play", TR "O koza
    herhangi bir normal oyun ile bir löve kaybedilebilirse", the partner's too), unless it decides.
    When that search would pass `budget` (at most WHOSE_CHOICE_BUDGET), the engine cannot tell
    whose choice it is: the least line's paragraph decides, as for declarer, and 70D2 is cited
    beside it."""
    worst = tricks_of(least_value)
    least_decides = decide(code_of(least_value))
    # with the claiming side's penalty cards or a lead restriction in force (branch claimpen3), the
    # partner's cards are those Laws 50 and 51 let him play, and declarer's choices are tried against the claimer (70A); `dd`, the
    # solver's figure with every card free, is still a ceiling: Laws 50 and 51 and declarer's choices
    # only take cards from the claiming side's, never from declarer's
    held = bool(claim.penalty or claim.lead_restriction)
    hands, seat, trick, known = start(claim)
    try:
        own = partner_best(
            PenaltyPlay(claim) if held else NormalPlay(claim),
            hands,
            seat,
            trick,
            known | initial(claim) if held else known,
            claim.claimed,
            budget=min(budget, WHOSE_CHOICE_BUDGET),
            relative_ranks=relative_ranks,
            at_least=worst,
            at_most=dd,
            searcher=PenaltyPartnerBest if held else None,
        )
    except SearchBudgetExceeded:
        return least_decides, line, (least_decides, laws.CLAIM_BY_DEFENDER, laws.CLAIM_DOUBTFUL_POINTS)
    # The least line loses a trick to a trump the claimer did not mention: 70C3 counts a trick
    # lost to it "by any normal play" (TR "herhangi bir normal oyun ile"), the partner's too.
    trump = (laws.CLAIM_OUTSTANDING_TRUMP,) if code_of(least_value) == LOST_TO_TRUMP else ()
    if own is None:
        return laws.CLAIM_BY_DEFENDER, line, (laws.CLAIM_BY_DEFENDER, *trump, laws.CLAIM_DOUBTFUL_POINTS)
    value, own_line = own
    decides = decide(code_of(value))
    if tricks_of(value) == worst:
        return decides, own_line, (decides, laws.CLAIM_DOUBTFUL_POINTS)
    if decides == laws.CLAIM_OUTSTANDING_TRUMP:
        trump = ()  # cited already, as the paragraph that decides
    return decides, line, (decides, laws.CLAIM_BY_DEFENDER, *trump, laws.CLAIM_DOUBTFUL_POINTS)


__all__ = ["Claim", "ClaimError", "ClaimTooOpen", "Ruling", "Statement", "rule", "dd_tricks"]
