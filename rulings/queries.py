"""The JSON boundary: validate a query dict field by field, run it, and shape the answer dict.

Every problem is reported as {"error": "<field>: <problem>"}; nothing here raises on bad input.
Answers keep the key order of docs/rulings-cli.md.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal, InvalidOperation

from . import defective_trick, laws
from .adjusted import FORMS, AdjustedError, ArtificialScore, Outcome, TeamsScore, WeightedScore, artificial, round2
from .adjusted import teams_one_at_fault as _teams_figures
from .adjusted import weighted_imps as _weighted_imps
from .adjusted import weighted_matchpoints as _weighted_matchpoints
from .auction import AuctionAct, AuctionError, AuctionState, Call, CallEvent
from .auction import run as run_auction
from .auction_exposure import as_answer as exposure_answer
from .auction_exposure import auction_exposure
from .boards import board_info
from .cards import CARD_CODES, CARD_INDEX, RANK_LETTERS
from .claims.claim import ClaimError
from .claims.query import claim_answer
from .claims.search import NODE_BUDGET
from .contract import Contract
from .deal import SEAT_NAMES, SIDES, parse_pbn
from .designation import WORDS, Designation
from .imps import imps
from .matchpoints import matchpoints
from .outcome import PlayResult, outcome
from .play import Act, CardPlay, PlayError, PlayState, run
from .revoke import Status, at_claim, failed_to_play
from .revoke import status as revoke_status
from .scoring import score


class QueryError(ValueError):
    """A field of the query is missing or malformed, or the event it records cannot happen; the
    message names the field. `problem` and `values` say it as data where a page has a sentence for
    it (the play's and the auction's refusals: PlayError, AuctionError), else problem is ""."""

    def __init__(self, message: str, problem: str = "", **values: object):
        super().__init__(message)
        self.problem = problem
        self.values = values

    @classmethod
    def of(cls, error: Exception) -> QueryError:
        """The engine's refusal `error` with its words and, if it has them, its problem and values."""
        values = dict(getattr(error, "values", {}))
        if hasattr(error, "index"):
            values["index"] = error.index
        return cls(str(error), getattr(error, "problem", ""), **values)


class Refusal(dict):
    """answer()'s {"error": ...}, exactly the contract's (a dict, printed the same), that also
    carries the refusal as data: `refused`, the QueryError, whose `problem` ("" where no page has a
    sentence for it) and `values` (seats and cards as the engine writes them, `index` the refused
    event's) say it for a page to put in its reader's language."""

    def __init__(self, error: QueryError):
        super().__init__(error=str(error))
        self.refused = error


# Enough of an unknown value to recognise a typo; the rest is not echoed back (a client sending
# megabytes, or markup, gets neither in the answer).
EXCERPT_CHARS = 20


def excerpt(value: object) -> str:
    """A short, printable form of a value the query got wrong: a scalar's repr (a string cut to
    EXCERPT_CHARS characters, "..." said so), a list or an object by its kind only."""
    if isinstance(value, list):
        return "(a list)"
    if isinstance(value, dict):
        return "(an object)"
    if isinstance(value, str) and len(value) > EXCERPT_CHARS:
        return f"{value[:EXCERPT_CHARS]!r}..."
    shown = repr(value)  # repr escapes newlines, control and format characters
    return shown if len(shown) <= EXCERPT_CHARS + 2 else shown[:EXCERPT_CHARS] + "..."


# ------------------------------------------------------------------ fields
def _field(query: dict, name: str):
    if name not in query:
        raise QueryError(f"{name}: missing")
    return query[name]


def _int(query: dict, name: str, low: int | None = None, high: int | None = None) -> int:
    value = _field(query, name)
    if type(value) is not int:
        raise QueryError(f"{name}: must be an integer, not {value!r}")
    if low is not None and value < low or high is not None and value > high:
        bounds = f"from {low}" if high is None else f"from {low} to {high}"
        raise QueryError(f"{name}: must be {bounds}, not {value}")
    return value


def _bool(query: dict, name: str) -> bool:
    value = _field(query, name)
    if type(value) is not bool:
        raise QueryError(f"{name}: must be true or false, not {value!r}")
    return value


def _contract(query: dict) -> Contract:
    value = _field(query, "contract")
    try:
        return Contract.parse(value)
    except ValueError as exc:
        raise QueryError(f"contract: {exc}") from None


def _seat(value: object, name: str) -> int:
    if isinstance(value, str) and len(value) == 1 and value in SEAT_NAMES:
        return SEAT_NAMES.index(value)
    raise QueryError(f"{name}: must be a seat N, E, S or W, not {value!r}", "not_a_seat", field=name)


def _card(value: object, name: str) -> int:
    index = CARD_INDEX.get(value) if isinstance(value, str) else None
    if index is None:
        raise QueryError(
            f'{name}: {value!r} is not a card (suit C D H S + rank AKQJT98765432, e.g. "SA")', "not_a_card", field=name
        )
    return index


def _suit(value: object, name: str) -> int:
    if isinstance(value, str) and len(value) == 1 and value in "CDHS":
        return "CDHS".index(value)
    raise QueryError(f"{name}: must be a suit C, D, H or S, not {value!r}", "not_a_suit", field=name)


# ------------------------------------------------------------------ scoring
def _score(query: dict) -> dict:
    contract = _contract(query)
    vul = _bool(query, "vul")
    if contract.passed_out:
        if "tricks" in query:
            _int(query, "tricks", 0, 13)
        return {"score": 0, "laws": [laws.SCORING_TABLE]}
    tricks = _int(query, "tricks", 0, 13)
    return {"score": score(contract, vul, tricks), "laws": [laws.SCORING_TABLE]}


def _imps(query: dict) -> dict:
    return {"imps": imps(_int(query, "diff")), "laws": [laws.IMPS]}


def _board(query: dict) -> dict:
    info = board_info(_int(query, "board", 1))
    return {"dealer": SEAT_NAMES[info.dealer], "vul": info.vul, "laws": [laws.BOARDS]}


def _matchpoints(query: dict) -> dict:
    scores = _field(query, "scores")
    if not isinstance(scores, list) or not scores:
        raise QueryError("scores: must be a non-empty list of integers")
    for i, value in enumerate(scores):
        if type(value) is not int:
            raise QueryError(f"scores[{i}]: must be an integer, not {value!r}")
    return {"mp": matchpoints(scores), "laws": [laws.MATCHPOINTS]}


def _auction_exposure(query: dict) -> dict:
    cards = _field(query, "cards")
    if not isinstance(cards, list) or not 1 <= len(cards) <= 13:
        raise QueryError("cards: must be a list of 1 to 13 cards")
    indices = [_card(c, f"cards[{i}]") for i, c in enumerate(cards)]
    if len(set(indices)) != len(indices):
        raise QueryError("cards: a card is given twice")
    return exposure_answer(auction_exposure(indices, _bool(query, "led")))


# --------------------------------------------------------- adjusted scores
def _number(value: object, name: str) -> Decimal:
    """A JSON number (or a Decimal from a library caller) as the exact decimal it was written as:
    0.7 is 7/10, not the binary float nearest to it."""
    if type(value) is bool or not isinstance(value, (int, float, Decimal)):
        raise QueryError(f"{name}: must be a number, not {value!r}")
    try:
        exact = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    except InvalidOperation:
        raise QueryError(f"{name}: must be a number, not {value!r}") from None
    if not exact.is_finite():
        raise QueryError(f"{name}: must be a finite number, not {value!r}")
    return exact


def _integer(value: object, name: str) -> int:
    if type(value) is not int:
        raise QueryError(f"{name}: must be an integer, not {value!r}")
    return value


def _form(query: dict) -> str:
    form = _field(query, "form")
    if form not in FORMS:
        raise QueryError(f"form: must be mp or imps, not {form!r}")
    return form


def _outcomes(query: dict) -> list[Outcome]:
    items = _field(query, "outcomes")
    if not isinstance(items, list) or not items:
        raise QueryError('outcomes: must be a non-empty list of {"score": ..., "weight": ...}')
    outcomes = []
    for i, item in enumerate(items):
        if not isinstance(item, dict):
            raise QueryError(f'outcomes[{i}]: must be an object {{"score": ..., "weight": ...}}')
        for key in ("score", "weight"):
            if key not in item:
                raise QueryError(f"outcomes[{i}].{key}: missing")
        outcomes.append(
            Outcome(_integer(item["score"], f"outcomes[{i}].score"), _number(item["weight"], f"outcomes[{i}].weight"))
        )
    return outcomes


def weighted_score(query: dict) -> WeightedScore:
    """The `weighted` query as a dataclass (every step: each outcome's points and weighted figure);
    raises QueryError (a ValueError) with the CLI's message on bad input."""
    form = _form(query)
    outcomes = _outcomes(query)
    try:
        if form == "imps":
            return _weighted_imps(outcomes, _int(query, "other"))
        field = _field(query, "field")
        if not isinstance(field, list):
            raise QueryError("field: must be a list of integers (the scores at the other tables)")
        scores = [_integer(value, f"field[{i}]") for i, value in enumerate(field)]
        return _weighted_matchpoints(outcomes, scores)
    except AdjustedError as exc:
        raise QueryError(str(exc)) from None


def artificial_score(query: dict) -> ArtificialScore:
    """The `artificial` query as a dataclass; raises QueryError (a ValueError) on bad input."""
    form = _form(query)
    fault = _field(query, "fault")
    session = query.get("session_percent")
    try:
        return artificial(
            form,
            fault,
            None if session is None else _number(session, "session_percent"),
            _average_plus(query),
            _average_minus(query),
        )
    except AdjustedError as exc:
        raise QueryError(str(exc)) from None


def teams_score(query: dict) -> TeamsScore:
    """The `teams_one_at_fault` query (86B2(b)) as a dataclass; raises QueryError on bad input. Its
    average plus is 12C2(b)'s, at IMPs: a `form` other than imps is refused, not guessed (what is
    "more favourable" than average plus for a score not in IMPs, and what its complement is, the
    Laws do not say)."""
    form = query.get("form", "imps")
    if form != "imps":
        raise QueryError(f"form: must be imps, not {excerpt(form)} (86B2(b)'s average plus is 12C2(b)'s, at IMPs)")
    outcomes = _outcomes(query)
    try:
        return _teams_figures(outcomes, _int(query, "other"), _average_plus(query))
    except AdjustedError as exc:
        raise QueryError(str(exc)) from None


def _average_minus(query: dict) -> Decimal | None:
    """`average_minus_imps` (qa99): the Tournament Organizer's figure for 12C2(b)'s average minus,
    as its size (2 is minus 2 IMPs); absent or null, 12C2(b)'s 3."""
    value = query.get("average_minus_imps")
    return None if value is None else _number(value, "average_minus_imps")


def _average_plus(query: dict) -> Decimal | None:
    """`average_plus_imps` (desk100): the figure the Tournament Organizer has set for 12C2(b)'s
    average plus at IMPs, when given (absent or null: 12C2(b)'s own 3)."""
    value = query.get("average_plus_imps")
    return None if value is None else _number(value, "average_plus_imps")


def json_number(value: Decimal) -> int | float:
    """Two decimals, halves away from zero; a whole number is written without decimals (47.5, 60)."""
    rounded = round2(value)
    return int(rounded) if rounded == rounded.to_integral_value() else float(rounded)


def _weighted(query: dict) -> dict:
    result = weighted_score(query)
    each = [line.points for line in result.lines]
    if result.form == "imps":
        return {"imps": json_number(result.total), "each": each, "laws": list(result.laws)}
    assert result.percent is not None  # matchpoints always have a top
    return {
        "mp": json_number(result.total),
        "top": result.top,
        "percent": json_number(result.percent),
        "each": each,
        "laws": list(result.laws),
    }


def _teams_one_at_fault(query: dict) -> dict:
    result = teams_score(query)
    return {
        "assigned": json_number(result.assigned.total),
        "each": [line.points for line in result.assigned.lines],
        "average_plus": json_number(Decimal(result.average_plus)),
        "awarded": result.awarded,
        "non_offending": json_number(result.non_offending),
        "offending": json_number(result.offending),
        "laws": list(result.laws),
        **({"varied": True} if result.varied else {}),
    }


def _artificial(query: dict) -> dict:
    result = artificial_score(query)
    if result.percent is not None:
        return {"percent": json_number(result.percent), "laws": list(result.laws)}
    assert result.imps is not None  # "imps" always has its IMPs
    return {
        "imps": json_number(Decimal(result.imps)),
        "laws": list(result.laws),
        **({"varied": True} if result.varied else {}),
    }


# --------------------------------------------------------------------- play
_EVENT_CACHE: dict[str, CardPlay] = {
    f"{seat}:{code}": CardPlay(i, CARD_INDEX[code]) for i, seat in enumerate(SEAT_NAMES) for code in CARD_CODES
}
PLAY_ACTS = (  # the `act` of a play event (docs/rulings-cli.md, Play and Additions)
    "expose",
    "accept",
    "spread",
    "reject",
    "require_lead",
    "forbid_lead",
    "no_restriction",
    "correct",
    "replace",
    "withdraw",  # 62C1: a non-offender's lead to the next trick, left on the table by a correction
    "auction_lead",  # 26B: the restriction the auction left, before the first card
    # Law 57A: declarer's options after a defender's premature lead or play
    "require_highest",
    "require_lowest",
    "require_suit",
    "forbid_suit",
    "designate",
    *defective_trick.ACTS,
)


def parse_event(event: object, i: int) -> CardPlay | Act | Designation:
    if isinstance(event, str):
        parsed = _EVENT_CACHE.get(event)
        if parsed is None:
            raise QueryError(f'play[{i}]: {event!r} is not a card event like "W:SK"', "not_an_event", index=i)
        return parsed
    if not isinstance(event, dict):
        raise QueryError(f'play[{i}]: must be a string like "W:SK" or an object with "act"')
    act = event.get("act")
    if act not in PLAY_ACTS:
        raise QueryError(f"play[{i}].act: must be one of {', '.join(PLAY_ACTS)}, not {act!r}")
    seat = _seat(event.get("seat"), f"play[{i}].seat")
    if act == "designate":
        return _designation(event, seat, f"play[{i}]")
    if act == "simultaneous":
        return _simultaneous_event(event, i, seat)
    if act in ("omit", "restore"):
        return Act(act, seat)
    if act in ("expose", "correct", "replace", "choose_card", "substitute", "supply", "place"):
        return Act(act, seat, card=_card(event.get("card"), f"play[{i}].card"))
    if act == "auction_lead":
        return Act(act, seat, suits=_auction_lead_suits(event, f"play[{i}]"))
    if act in ("require_lead", "forbid_lead", "require_suit", "forbid_suit"):
        if "suits" in event:
            return Act(act, seat, suits=_forbidden_suits(event, act, f"play[{i}]"))
        return Act(act, seat, suit=_suit(event.get("suit"), f"play[{i}].suit"))
    return Act(act, seat)


def _forbidden_suits(event: dict, act: str, where: str) -> tuple[int, ...]:
    """51B2(b): declarer may forbid "one or more of such suits" (TR "bu renklerin bir veya daha
    fazlasını") at once; only `forbid_lead` takes `suits` (51B2(a) requires one specified suit)."""
    name = f"{where}.suits"
    if act != "forbid_lead":
        raise QueryError(f"{name}: only forbid_lead takes several suits (Law 51B2(b)); {act} takes one suit")
    if "suit" in event:
        raise QueryError(f'{name}: give "suit" or "suits", not both')
    value = event["suits"]
    if not isinstance(value, list) or not value:
        raise QueryError(f"{name}: must be a list of one or more suits C, D, H or S, not {excerpt(value)}")
    suits = tuple(_suit(v, f"{name}[{k}]") for k, v in enumerate(value))
    for k, suit in enumerate(suits):
        if suit in suits[:k]:
            raise QueryError(f"{name}: {'CDHS'[suit]} is given twice")
    return suits


def _auction_lead_suits(event: dict, where: str) -> tuple[int, ...]:
    """26B: the suits declarer may forbid the offender's partner, as the `auction` answer's
    `declarer_may_forbid_one_of` lists them."""
    name = f"{where}.suits"
    value = event.get("suits")
    if not isinstance(value, list) or not value:
        raise QueryError(f"{name}: must be a list of one or more suits C, D, H or S, not {excerpt(value)}")
    suits = tuple(_suit(v, f"{name}[{k}]") for k, v in enumerate(value))
    if len(set(suits)) != len(suits):
        raise QueryError(f"{name}: a suit is given twice")
    return suits


def _lead_restriction_entry(r) -> dict | None:
    """The shared contract's `{"seat","require"}` or `{"seat","forbid"}`; `forbidden` (every suit
    forbidden, in the order declarer forbade them) only when one suit cannot say it: several
    suits forbidden, or one forbidden beside a required lead (docs/rulings-cli.md, Additions).
    `forbid` names the first suit forbidden: what a client reading only `forbid` showed stays
    true and unchanged while the player keeps the lead."""
    if r is None:
        return None
    entry: dict = {"seat": SEAT_NAMES[r.seat]}
    if r.required is not None:
        entry["require"] = "CDHS"[r.required]
    else:
        entry["forbid"] = "CDHS"[r.forbidden[0]]
    if len(r.forbidden) > 1 or r.required is not None and r.forbidden:
        entry["forbidden"] = ["CDHS"[s] for s in r.forbidden]
    return entry


def _designation(event: dict, seat: int, where: str) -> Designation:
    """Law 46: `words` alone, or a `suit` and/or a `rank` (both: the proper form, 46A)."""
    words = event.get("words")
    has_suit, has_rank = "suit" in event, "rank" in event
    if "words" in event:
        if words not in WORDS:
            raise QueryError(f"{where}.words: must be one of {', '.join(WORDS)}, not {excerpt(words)}")
        if has_suit or has_rank:
            raise QueryError(f"{where}.words: goes alone, without suit or rank (a suit alone is its lowest card, 46B2)")
        return Designation(seat, words=words)
    if not has_suit and not has_rank:
        raise QueryError(f'{where}: designate needs "suit", "rank" or both, or "words"')
    suit = _suit(event["suit"], f"{where}.suit") if has_suit else None
    rank = _rank(event["rank"], f"{where}.rank") if has_rank else None
    return Designation(seat, suit=suit, rank=rank)


def _rank(value: object, name: str) -> int:
    if isinstance(value, str) and len(value) == 1 and value in RANK_LETTERS:
        return RANK_LETTERS.index(value)
    raise QueryError(f"{name}: must be a rank A K Q J T 9 8 7 6 5 4 3 2, not {excerpt(value)}")


def _simultaneous_event(event: dict, i: int, seat: int) -> Act:
    """58B: `cards` (two or more, all different), `visible` (those of them whose faces were seen,
    at least one) and optionally `plays`, the visible card the offender designates."""
    where = f"play[{i}]"
    cards = event.get("cards")
    if not isinstance(cards, list) or len(cards) < 2:
        raise QueryError(f"{where}.cards: must be a list of two or more cards played at once")
    indices = tuple(_card(c, f"{where}.cards[{k}]") for k, c in enumerate(cards))
    if len(set(indices)) != len(indices):
        raise QueryError(f"{where}.cards: a card is given twice")
    visible = event.get("visible")
    if not isinstance(visible, list) or not visible:
        raise QueryError(f"{where}.visible: must be a list of the cards whose faces were visible (at least one)")
    shown = tuple(_card(c, f"{where}.visible[{k}]") for k, c in enumerate(visible))
    if len(set(shown)) != len(shown) or not set(shown) <= set(indices):
        raise QueryError(f"{where}.visible: must name each visible card once, and only cards of cards")
    plays = None
    if "plays" in event:
        plays = _card(event["plays"], f"{where}.plays")
        if plays not in shown:
            raise QueryError(f"{where}.plays: must be one of the visible cards (Law 58B2)")
    unnoticed = event.get("unnoticed", False)
    if type(unnoticed) is not bool:
        raise QueryError(f"{where}.unnoticed: must be true or false, not {excerpt(unnoticed)}")
    return Act("simultaneous", seat, card=plays, cards=indices, visible=shown, unnoticed=unnoticed)


def _play_setup(query: dict):
    deal = _field(query, "deal")
    try:
        hands = parse_pbn(deal)
    except ValueError as exc:
        raise QueryError(f"deal: {exc}") from None
    contract = _contract(query)
    if contract.passed_out:
        raise QueryError("contract: there is no play after a passed-out board")
    declarer = _seat(_field(query, "declarer"), "declarer")
    events = _field(query, "play")
    if not isinstance(events, list):
        raise QueryError("play: must be a list of events")
    cache = _EVENT_CACHE
    parsed: list[CardPlay | Act | Designation | None] = [cache.get(e) if type(e) is str else None for e in events]
    for i, item in enumerate(parsed):
        if item is None:
            parsed[i] = parse_event(events[i], i)
    return hands, contract, declarer, parsed


def _run(hands, contract, declarer, events):
    try:
        return run(hands, contract, declarer, events)
    except PlayError as exc:
        raise QueryError.of(exc) from None


def state_answer(state: PlayState, with_status: bool = False) -> dict:
    r = state.lead_restriction
    d = state.decision
    return {
        "turn": None if state.turn is None else SEAT_NAMES[state.turn],
        "trick": state.trick,
        "tricks": {"NS": state.tricks[0], "EW": state.tricks[1]},
        "penalty_cards": [
            {"seat": SEAT_NAMES[p.seat], "card": CARD_CODES[p.card], "kind": p.kind} for p in state.penalty_cards
        ],
        "lead_restriction": _lead_restriction_entry(r),
        "decision": None if d is None else _decision_entry(d, state.proper_leader),
        "legal": [CARD_CODES[c] for c in state.legal],
        "revokes": [
            _revoke_entry(rv, now if with_status else None)
            for rv, now in zip(state.revokes, state.revoke_statuses, strict=True)
        ],
        "laws": list(state.laws),
        "declarer": SEAT_NAMES[state.declarer],
        **_defective_entries(state),
    }


def _defective_entries(state: PlayState) -> dict:
    """`defective`, only when a player omitted to play to a trick (67), so that every other
    answer stays as the shared contract shows it."""
    if not state.defects:
        return {}
    return {
        "defective": [
            {
                "seat": SEAT_NAMES[d.seat],
                "trick": d.trick,
                "rectified": d.rectified,
                "may_place": [CARD_CODES[c] for c in d.may_place],
                **({"extra": [CARD_CODES[c] for c in d.extra]} if d.extra else {}),
            }
            for d in state.defects
        ]
    }


def _decision_entry(d, proper_leader: int | None = None) -> dict:
    entry: dict = {"by": SEAT_NAMES[d.by], "options": list(d.options)}
    if d.cards:
        entry["cards"] = [CARD_CODES[c] for c in d.cards]  # a designation from dummy (46B), 58B2's choice
    if d.suits:
        entry["suits"] = ["CDHS"[s] for s in d.suits]  # 26B: the suits declarer may forbid
    if proper_leader is not None:
        entry["proper_leader"] = SEAT_NAMES[proper_leader]  # 53B, only where it may apply
    return entry


def _revoke_entry(rv, now: Status | None = None) -> dict:
    entry = {"seat": SEAT_NAMES[rv.seat], "trick": rv.trick, "established": rv.established}
    if rv.corrected:
        entry["corrected"] = True
    if rv.penalty_card_not_played:
        entry["penalty_card"] = True  # a penalty card not led or played, the card accepted (52B1, 61A)
        if rv.choice_lapsed:
            # ... or not accepted: the offender's side played on before declarer chose, and 63B
            # lapsed his 52B choice (eng242); said in every answer from then on, not only in the one
            # citing 63B (docs/rulings-cli.md, Additions, "Whose 52B choice lapsed", eng257)
            entry["choice_lapsed"] = True
    if now is not None:
        # Additions (qa174): what becomes of it now, with its paragraph, only when the query asks
        # (`"revoke_status": true`), so that the answers other callers keep (the contract's
        # examples, the quizzes' goldens) stay as they were.
        entry["status"] = now.name
        entry["status_law"] = now.law
        # and the paragraph of 63A whose act established it (words189), which `status_law` does not
        # give where 62D1 or 62C3 still requires the correction of an established revoke
        if rv.established_by:
            entry["established_by"] = rv.established_by
        # and what it failed to play where 64B3 names it (words186), so that a reader can say
        # 64B3's dummy half, which the seat alone does not tell him
        failed = failed_to_play(rv)
        if failed:
            entry["failed_to_play"] = failed
    return entry


def _with_status(query: dict) -> bool:
    """The play queries' `"revoke_status"` (false by default)."""
    return "revoke_status" in query and _bool(query, "revoke_status")


def _state(query: dict) -> dict:
    with_status = _with_status(query)
    claim = _claim_by(query)
    table = _run(*_play_setup(query))
    snapshot = table.snapshot()
    if claim is not None:
        snapshot = _at_claim(snapshot, *claim)
    return state_answer(snapshot, with_status)


def _claim_by(query: dict) -> tuple[int, bool] | None:
    """The `state` query's `claim_by` (a seat: a member of that side makes a claim or concession
    now) and `claim_agreed` (the opponents' agreement to it is established, 69A); None without
    `claim_by` (docs/rulings-cli.md, Additions, "A claim's effect on each revoke")."""
    if "claim_by" not in query:
        if "claim_agreed" in query:
            raise QueryError("claim_agreed: give it with claim_by, the seat of the claimer")
        return None
    seat = _seat(query["claim_by"], "claim_by")
    return seat, "claim_agreed" in query and _bool(query, "claim_agreed")


def _at_claim(snapshot: PlayState, claimer: int, agreed: bool) -> PlayState:
    """The play state once the claim is made: each revoke of the claimer's side established by it
    (63A3), of the other side by the agreement when it is established (63A4), each as revoke.at_claim
    says; the table's own revokes are left as they are. Law 68: nothing said once the only trick left
    is in progress is a claim (TR "bunun o anda oynanan löveden sonraki löveleri kastetmesi gerekir ...
    oyun normal olarak devam eder"; WBF "it must refer to tricks other than one currently in progress
    ... play proceeds regularly"), nor after the last trick."""
    if snapshot.turn is None:
        raise QueryError("claim_by: the play is over: no trick is left to claim or concede")
    if snapshot.trick == 13 and snapshot.current:
        raise QueryError(
            "claim_by: only the last trick is left and it is in progress: a statement about it is no claim or "
            "concession, and play proceeds regularly (Law 68)",
            "trick_in_progress_only",
        )
    revokes, statuses = [], []
    for rv, now in zip(snapshot.revokes, snapshot.revoke_statuses, strict=True):
        if (rv.seat ^ claimer) & 1 == 0:
            law = laws.REVOKE_ESTABLISHED_BY_CLAIM
        elif agreed:
            law = laws.REVOKE_ESTABLISHED_BY_AGREEMENT
        else:
            revokes.append(rv)
            statuses.append(now)
            continue
        established, then = at_claim(rv, now, law)
        if established and not rv.established:
            rv = replace(rv, established=True, established_by=law)  # 63A3/63A4: the claim, or the agreement
        revokes.append(rv)
        statuses.append(then)
    return replace(snapshot, revokes=tuple(revokes), revoke_statuses=tuple(statuses))


def _result(query: dict) -> dict:
    hands, contract, declarer, events = _play_setup(query)
    vul = _bool(query, "vul")
    with_status = _with_status(query)
    table = _run(hands, contract, declarer, events)
    if not table.complete:
        if table.decision is not None:
            raise QueryError(
                f"play: the play is not complete: {SEAT_NAMES[table.decision.by]} "
                f"must still choose ({', '.join(table.decision.options)})"
            )
        raise QueryError(f"play: the play is not complete: trick {table.trick_no} of 13 is being played")
    _rectified(table)
    return result_answer(outcome(table, contract, declarer & 1, vul), with_status)


def _rectified(table) -> None:
    problem = defective_trick.unrectified(table)
    if problem is not None:
        raise QueryError(f"play: {problem}")


def result_answer(result: PlayResult, with_status: bool = False) -> dict:
    revokes = []
    for ruling in result.revokes:
        # the board as it stands when play is over: no correction is due any more (62D1 found
        # after the hands went back to the board is 64B6's)
        entry = _revoke_entry(ruling.revoke, revoke_status(ruling.revoke) if with_status else None)
        if ruling.revoke.deemed:
            # 67B1(a)/(b): deemed a revoke on the defective trick, not made at the table; only
            # then, so that every other answer stays as the shared contract shows it
            entry["deemed"] = ruling.revoke.deemed
        entry["transfer"] = ruling.transfer
        revokes.append(entry)
    return {
        "tricks_played": result.tricks_played,
        "transfer": {
            "to": None if result.transfer_to is None else SIDES[result.transfer_to],
            "tricks": result.transfer,
        },
        "tricks": result.tricks,
        "score": result.score,
        "revokes": revokes,
        "laws": list(result.laws),
    }


# ------------------------------------------------------------------ auction
_VULS = ("None", "NS", "EW", "All")
_CALL_EVENT = {
    f"{seat}:{code}": CallEvent(i, Call.parse(code))
    for i, seat in enumerate(SEAT_NAMES)
    for code in ("pass", "X", "XX", *(f"{lv}{st}" for lv in range(1, 8) for st in ("C", "D", "H", "S", "NT")))
}


def _optional_bool(event: dict, name: str, where: str) -> bool | None:
    if name not in event:
        return None
    value = event[name]
    if type(value) is not bool:
        raise QueryError(f"{where}.{name}: must be true or false, not {value!r}")
    return value


def _call_of(value: object, where: str) -> Call:
    try:
        return Call.parse(value)
    except ValueError as exc:
        raise QueryError(f"{where}: {exc}") from None


def parse_auction_event(event: object, i: int) -> CallEvent | AuctionAct:
    where = f"calls[{i}]"
    if isinstance(event, str):
        parsed = _CALL_EVENT.get(event)
        if parsed is not None:
            return parsed
        seat_text, colon, call_text = event.partition(":")
        if not colon:
            raise QueryError(f'{where}: {event!r} is not a call event like "E:1H"')
        if seat_text not in SEAT_NAMES or len(seat_text) != 1:
            raise QueryError(f"{where}: unknown seat {seat_text!r} (N, E, S or W)")
        _call_of(call_text, where)  # raises with the reason
        raise QueryError(f'{where}: {event!r} is not a call event like "E:1H"')
    if not isinstance(event, dict):
        raise QueryError(f'{where}: must be a string like "E:1H" or an object with "seat" and "call" or "act"')
    seat = _seat(event.get("seat"), f"{where}.seat")
    if "act" in event:
        act = event["act"]
        if act not in ("accept", "reject"):
            raise QueryError(f"{where}.act: must be accept or reject, not {act!r}")
        return AuctionAct(act, seat)
    if "call" not in event:
        raise QueryError(f'{where}: an object needs "call" (or "act")')
    call = _call_of(event["call"], f"{where}.call")
    return CallEvent(
        seat,
        call,
        _optional_bool(event, "comparable", where),
        bool(_optional_bool(event, "artificial", where)),
        bool(_optional_bool(event, "intended", where)),
    )


def _auction_setup(query: dict) -> tuple[int, list]:
    dealer = _seat(_field(query, "dealer"), "dealer")
    if "vul" in query and query["vul"] not in _VULS:
        raise QueryError(f"vul: must be one of None, NS, EW, All, not {query['vul']!r}")
    events = _field(query, "calls")
    if not isinstance(events, list):
        raise QueryError("calls: must be a list of events")
    return dealer, [parse_auction_event(e, i) for i, e in enumerate(events)]


def _run_auction(dealer: int, events: list):
    try:
        return run_auction(dealer, events)
    except AuctionError as exc:
        raise QueryError.of(exc) from None


def _restriction(r) -> dict:
    return {"seat": SEAT_NAMES[r.seat], "declarer_may_forbid_one_of": ["CDHS"[s] for s in r.suits]}


def auction_answer(state: AuctionState, withdrawn: bool = False, lead_offenders: bool = False) -> dict:
    r = state.lead_restriction
    got = {
        "turn": None if state.turn is None else SEAT_NAMES[state.turn],
        "legal": [call.code for call in state.legal],
        "must_pass": [{"seat": SEAT_NAMES[seat], "until": until} for seat, until in state.must_pass],
        "decision": None
        if state.decision is None
        else {"by": SEAT_NAMES[state.decision[0]], "options": list(state.decision[1])},
        "lead_restriction": None if r is None else _restriction(r),
        "over": state.over,
        "contract": None if state.contract is None else state.contract.code,
        "declarer": None if state.declarer is None else SEAT_NAMES[state.declarer],
        "laws": list(state.laws),
    }
    if len(state.lead_restrictions) > 1:
        # Additions (engine60): both defenders offended, and 26B gives each one's partner his own
        # restriction; `lead_restriction` stays the opening leader's, as the shared contract says.
        got["lead_restrictions"] = [_restriction(x) for x in state.lead_restrictions]
    if state.ruled_calls:
        # Additions (table74): the calls of the record ruled on where no event of the record says
        # it (a call accepted by the chooser's call over it, 27A1, 29A, 25B1; cancelled or standing
        # by a call over it, 28B, 36A, 37A; a call after the final pass, 39A; grid75), each with
        # `how` it was ruled (grid77).
        got["ruled_calls"] = [_ruled_call(r) for r in state.ruled_calls]
    if withdrawn and state.withdrawn:
        # Additions (grid78): what Law 16C's paragraphs say of the information from each withdrawn
        # or cancelled call, where a paragraph says it for that call; only when the query asks
        # (`"withdrawn": true`), so that the answers other callers keep (the quizzes' goldens
        # hold whole answers) stay as they were.
        got["withdrawn_calls"] = [_withdrawn_call(w) for w in state.withdrawn]
    if lead_offenders and state.lead_offenders:
        # Additions (qa195): while the auction goes on, whom 26B names: "the offender" and "the
        # offender's partner" (TR "kusurlu oyuncunun ortağının"; WBF "offender's partner"), so that
        # words shown beside another irregularity's offender can name the player; only when asked.
        got["lead_offenders"] = [
            {"offender": SEAT_NAMES[seat], "partner": SEAT_NAMES[(seat + 2) % 4]} for seat in state.lead_offenders
        ]
    return got


def _withdrawn_call(w) -> dict:
    got = {
        "at": w.at,
        "seat": SEAT_NAMES[w.seat],
        "call": w.call.code,
        "information": w.information,
        "law": w.law,
        "laws": list(w.laws),
    }
    # grid79: 17D3's offenders and whom 16C2 and 16C1 speak for; 25B3's 16C1.
    if w.offenders:
        got["offenders"] = [SEAT_NAMES[seat] for seat in w.offenders]
    if w.unauthorized_for is not None:
        got["unauthorized_for"] = ("NS", "EW")[w.unauthorized_for]
    if w.authorized_for is not None:
        got["authorized_for"] = ("NS", "EW")[w.authorized_for]
    return got


def _ruled_call(r) -> dict:
    got = {
        "at": r.at,
        "seat": SEAT_NAMES[r.seat],
        "call": r.call.code,
        "ruling": r.ruling,
        "how": r.how,
        "laws": list(r.laws),
    }
    if r.by is not None:
        got["by"] = SEAT_NAMES[r.by]
    if r.must_still_pass:
        got["must_still_pass"] = True
    if r.pass_to_end:
        got["pass_to_end"] = [SEAT_NAMES[seat] for seat in r.pass_to_end]
    if r.reverts_to is not None:
        got["reverts_to"] = SEAT_NAMES[r.reverts_to]
    return got


def _auction(query: dict) -> dict:
    withdrawn = query.get("withdrawn", False)
    if not isinstance(withdrawn, bool):
        raise QueryError("withdrawn: must be true or false")
    lead_offenders = query.get("lead_offenders", False)
    if not isinstance(lead_offenders, bool):
        raise QueryError("lead_offenders: must be true or false")
    got = auction_answer(_run_auction(*_auction_setup(query)).snapshot(), withdrawn, lead_offenders)
    if "vul" in query:
        got["vul"] = query["vul"]
    return got


def _claim(query: dict, budget: int = NODE_BUDGET) -> dict:
    try:
        return claim_answer(query, budget)
    except ClaimError as exc:
        raise QueryError.of(exc) from None


HANDLERS: dict[str, Callable[[dict], dict]] = {
    "score": _score,
    "imps": _imps,
    "board": _board,
    "matchpoints": _matchpoints,
    "weighted": _weighted,
    "artificial": _artificial,
    "teams_one_at_fault": _teams_one_at_fault,
    "auction_exposure": _auction_exposure,
    "state": _state,
    "result": _result,
    "auction": _auction,
    "claim": _claim,
}


def answer(query: object, claim_budget: int = NODE_BUDGET) -> dict:
    """The answer to one query, exactly as the command line prints it; never raises on bad input.

    `claim_budget`: the positions a `claim` query's search may visit before it is answered with
    its budget error (the command line's NODE_BUDGET: it waits, up to a minute of CPU; a web
    request gives fewer, since it must stay a short job)."""
    if not isinstance(query, dict):
        return {"error": "query: must be a JSON object"}
    q = query.get("q")
    handler = HANDLERS.get(q) if isinstance(q, str) else None
    if handler is None:
        if "q" not in query:
            return {"error": "q: missing"}
        return {"error": f"q: unknown query {excerpt(q)} (one of {', '.join(HANDLERS)})"}
    try:
        return _claim(query, claim_budget) if handler is _claim else handler(query)
    except QueryError as exc:
        return Refusal(exc)
    except Exception as exc:  # a safety net: the contract promises an answer, never a traceback
        return {"error": f"query: could not be answered ({type(exc).__name__}: {exc})"}


def answers_after(query: dict, events: list) -> list[dict]:
    """For each of `events`, exactly `answer({**query, "play": [*query["play"], event]})`: the
    record replayed once, and each event tried on a copy of the table it leaves (a page that asks
    which of 52 cards the engine records asks once, not 52 times). A `state` query with a claim
    (`claimer`), or a record the engine cannot replay, is answered event by event as `answer` does."""
    try:
        if query.get("q") != "state" or _claim_by(query) is not None:
            raise QueryError("not the plain state query")
        with_status = _with_status(query)
        base = _run(*_play_setup(query))
    except Exception:  # the record refused, or another query: `answer` says it, event by event
        return [answer({**query, "play": [*query.get("play", []), event]}) for event in events]
    index = len(query["play"])
    answers: list[dict] = []
    for event in events:
        try:
            cached = _EVENT_CACHE.get(event) if type(event) is str else None
            parsed = cached if cached is not None else parse_event(event, index)
            table = base.copy()
            try:
                table.apply(parsed, index)
            except PlayError as exc:
                raise QueryError.of(exc) from None
            answers.append(state_answer(table.snapshot(), with_status))
        except QueryError as exc:
            answers.append(Refusal(exc))
        except Exception as exc:  # the safety net of `answer`
            answers.append({"error": f"query: could not be answered ({type(exc).__name__}: {exc})"})
    return answers


# ------------------------------------------------------- typed library calls
def auction_state(dealer: str, calls: list) -> AuctionState:
    """The `auction` query as a dataclass; raises QueryError (a ValueError) on bad input."""
    return _run_auction(*_auction_setup({"dealer": dealer, "calls": calls})).snapshot()


def play_state(deal: str, contract: str, declarer: str, play: list) -> PlayState:
    """The `state` query as a dataclass; raises QueryError (a ValueError) on bad input."""
    query = {"deal": deal, "contract": contract, "declarer": declarer, "play": play}
    return _run(*_play_setup(query)).snapshot()


def play_result(deal: str, contract: str, declarer: str, vul: bool, play: list) -> PlayResult:
    """The `result` query as a dataclass; raises QueryError (a ValueError) on bad input."""
    query = {"deal": deal, "contract": contract, "declarer": declarer, "play": play, "vul": vul}
    hands, parsed_contract, seat, events = _play_setup(query)
    vulnerable = _bool(query, "vul")
    table = _run(hands, parsed_contract, seat, events)
    if not table.complete:
        raise QueryError(f"play: the play is not complete: trick {table.trick_no} of 13")
    _rectified(table)
    return outcome(table, parsed_contract, seat & 1, vulnerable)
