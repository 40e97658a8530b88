"""A defender's premature lead or play before his partner has played (Law 57A-57C), with
inability to comply (Law 59).

- 57A: a defender who plays out of turn before his partner has played to the trick, or who
  leads to the next trick before his partner has played to the current one, has made a major
  penalty card (the card is not played to the trick), and declarer chooses one of four options
  for the partner's play to the current trick: the highest card he holds of the suit led
  (57A1), the lowest (57A2), a card of another suit declarer names (57A3), or no card of another
  suit declarer names (57A4). "Another suit" (Turkish "başka bir renk", WBF "another suit") is
  read as a suit other than the suit led: options 1-2 speak of the suit led, and requiring or
  forbidding the suit led itself would add nothing to following suit (44C).
- 57B and 59: a partner unable to comply (no card of the suit named, only cards of the suit
  forbidden, or obliged to follow suit) plays any otherwise legal card.
- 50D1(b): the option is a play restriction, so it comes before the partner's own major penalty
  card; the penalty card stays on the table.
- 57C1 and 57C2: once declarer has played to the trick from both hands (or dummy has put a card
  on it before his right-hand opponent of his own volition: the record cannot tell the two
  apart, and both exempt), a defender's play before his partner stands without rectification.
- 60A1 and 60C: a card played after the premature one and before declarer's choice is not
  recorded (the choice comes first, docs/rulings-cli.md); `play_before_choice` names the paragraph
  the Director rules it by: the non-offending side's play forfeits the rectification (60A1), the
  offending side's does not affect the opponents' rights (60C).
- 53C: when declarer leads out of turn and the defender on the right of that hand plays to the
  lead, the lead stands and Law 57 applies to that defender's card.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import laws
from .cards import SUIT_MASKS
from .lead_out_of_turn import Decision

OPTIONS = ("require_highest", "require_lowest", "require_suit", "forbid_suit")
OPTION_LAWS = {
    "require_highest": laws.PARTNER_PLAYS_HIGHEST,
    "require_lowest": laws.PARTNER_PLAYS_LOWEST,
    "require_suit": laws.PARTNER_PLAYS_NAMED_SUIT,
    "forbid_suit": laws.PARTNER_NOT_NAMED_SUIT,
}
SUIT_LETTERS = "CDHS"


@dataclass(frozen=True)
class PlayRestriction:
    """Declarer's 57A option binding `seat`'s play to the current trick."""

    seat: int
    option: str  # one of OPTIONS
    suit: int | None  # the suit named for require_suit / forbid_suit
    law: str


def decision(declarer: int) -> Decision:
    """Declarer's choice after a 57A premature lead or play."""
    return Decision("premature_play", declarer, OPTIONS, (laws.PREMATURE_PLAY_BEFORE_PARTNER,))


class RestrictionRefused(ValueError):
    """A restriction refused, with the data a page says it from (`problem`, `values`, as
    play.PlayError carries them)."""

    def __init__(self, message: str, problem: str = "", **values: object):
        super().__init__(message)
        self.problem = problem
        self.values = values


def restriction(option: str, partner: int, suit: int | None, led: int) -> PlayRestriction:
    """The restriction chosen; ValueError (its message names the field) for a suit that is
    missing, or that is the suit led where 57A3/57A4 ask for another suit."""
    if option in ("require_suit", "forbid_suit"):
        if suit is None:
            raise ValueError(f"suit: {option} needs the suit declarer names (Law 57A)")
        if suit == led:
            raise RestrictionRefused(
                f"suit: must be a suit other than the suit led ({SUIT_LETTERS[led]}): "
                "Law 57A3/57A4 speak of another suit",
                "premature_suit_led",
                suit=SUIT_LETTERS[led],
            )
    else:
        suit = None
    return PlayRestriction(partner, option, suit, OPTION_LAWS[option])


def allowed(hand: int, led: int, r: PlayRestriction) -> tuple[int, bool]:
    """The cards `hand` may play to a trick led in suit `led` under `r`, following suit first,
    and whether he can comply; when he cannot, every card following suit allows (57B, 59)."""
    same = hand & SUIT_MASKS[led]
    base = same or hand
    if r.option in ("require_highest", "require_lowest"):
        if not same:
            return base, False
        return (1 << (same.bit_length() - 1) if r.option == "require_highest" else same & -same), True
    assert r.suit is not None, "a suit option carries its suit"
    if same:
        # Following suit complies with a forbidden other suit, and makes a required one impossible.
        return base, r.option == "forbid_suit"
    named = hand & SUIT_MASKS[r.suit]
    narrowed = named if r.option == "require_suit" else hand & ~named
    return (narrowed, True) if narrowed else (hand, False)


def cited(hand: int, led: int, r: PlayRestriction) -> list[str]:
    """The paragraphs shaping the partner's legal cards under `r`."""
    _, complies = allowed(hand, led, r)
    return [r.law] if complies else [r.law, laws.PARTNER_CANNOT_COMPLY, laws.UNABLE_TO_COMPLY]


def exempt(played: int, declarer: int) -> bool:
    """57C1: declarer has played to the current trick from both hands (`played`: a bit per seat)."""
    return played >> declarer & 1 == 1 and played >> (declarer ^ 2) & 1 == 1


def exemption_laws(current: list[tuple[int, int]], declarer: int) -> list[str]:
    """57C1, and 57C2 when dummy's card on the trick came before his right-hand opponent's."""
    seats = [seat for seat, _ in current]
    dummy = declarer ^ 2
    at = seats.index(dummy)
    before_rho = at > 0 and (dummy + 3) % 4 not in seats[:at]
    if before_rho:
        return [laws.DECLARER_PLAYED_BOTH_HANDS, laws.DUMMY_PLAYED_OF_HIS_OWN_VOLITION]
    return [laws.DECLARER_PLAYED_BOTH_HANDS]


def wrong_defender_plays(irregular_leader: int, seat: int, declarer: int, correct_leader: int) -> bool:
    """53C: the defender on the right of the hand from which declarer led out of turn plays to
    that lead; the lead stands and Law 57 applies. Not when that defender was the one to lead:
    his card may then be his proper lead (53B), which the record does not tell apart."""
    declaring = irregular_leader in (declarer, declarer ^ 2)
    return declaring and seat == (irregular_leader + 3) % 4 and seat != correct_leader


def play_before_choice(offender: int, player: int) -> str | None:
    """The paragraph for `player`'s card played after `offender`'s premature one, before declarer's
    57A choice: 60A1 for the offender's left-hand opponent (TR "Kusursuz tarafın bir üyesi sağındaki
    rakibin ... vaktinden önce çıkması veya oynamasından sonra ve bir onarma belirlenmeden önce, bir
    oyun oynarsa, o kusuru onarma hakkını yitirir"; WBF "A play by a member of the non-offending
    side after his RHO has led or played out of turn or prematurely ... forfeits the right to
    rectification of that offense"), 60C for the offender's partner ("Kusurlu tarafın bir üyesinin
    düzeltme belirlenmeden önce oynaması rakiplerinin haklarını etkilemez"; "A play by a member of
    the offending side before rectification has been assessed does not affect the rights of the
    opponents"); None for anyone else (60A1 speaks of the right-hand opponent's irregularity only)."""
    if player == (offender + 2) % 4:
        return laws.OFFENDING_SIDE_PLAY_BEFORE_RECTIFICATION
    if player == (offender + 1) % 4:
        return laws.NON_OFFENDER_PLAY_FORFEITS
    return None
