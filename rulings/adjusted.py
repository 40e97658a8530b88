"""Adjusted scores: a weighted assigned adjusted score (Law 12C1(c)) scored by matchpoints (78A)
or by IMPs (78B), and the artificial adjusted scores of Law 12C2(a), (b) and (c).

12C1(c) "Atamalı ayarlı skor, masada gerçekleşmesi olası birkaç farklı sonucun gerçekleşme oranına
bağlı ağırlıklı toplamı yansıtacak şekilde belirlenebilir" (WBF: "An assigned adjusted score may be
weighted to reflect the probabilities of a number of potential results"). Each potential result
is scored as the form of scoring scores any result (78A: two units for each lower score and one
for each equal score; 78B: the IMPs of the difference) and those figures are weighted, never the
raw scores: a weighted raw score (0.5 x 620 + 0.5 x -100 = 260) is a result nobody could have
obtained, and scoring it would not reflect the probabilities of the results that could.

12C2(a): average minus to a contestant directly at fault (at most 40 % in pairs), average to one
only partly at fault (50 %), average plus to one in no way at fault (at least 60 %); the contract
(docs/rulings-cli.md) fixes 40, 50 and 60. 12C2(b): at IMPs, plus or minus 3 IMPs. 12C2(c): a
non-offending contestant whose session exceeds 60 %, or an offending one whose session is below
40 %, gets its percentage on the other boards of the session instead.

Every figure is an exact Decimal; `round2` gives the contract's two decimals, halves away from
zero. Pure Python; the JSON boundary (field validation, answer shape) is rulings/queries.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from . import laws
from .imps import imps
from .matchpoints import matchpoints_against

FORMS = ("mp", "imps")
FAULTS = ("none", "partly", "directly")
WEIGHT_TOLERANCE = Decimal("1e-9")
# 12C2(a): average plus, average, average minus in pairs; 12C2(b): the IMPs of the same.
ARTIFICIAL_PERCENT = {"none": 60, "partly": 50, "directly": 40}
ARTIFICIAL_IMPS = {"none": 3, "partly": 0, "directly": -3}
# 12C2(b): TR "Bu rakamlar, Yetkili Federasyonun onayına bağlı olarak, Yasalar 78D, 86B3 ve aşağıdaki (d)
# maddesi çerçevesinde, Organizasyon Komitesince değiştirilebilir", WBF "Subject to approval by the
# Regulating Authority, this may be varied by the Tournament Organizer as provided for by Laws 78D,
# 86B3 and (d) hereunder": the figures the Director is given, average plus's (`average_plus_imps`)
# and average minus's (`average_minus_imps`, its size: minus that). "Bu rakamlar" (these figures)
# are each varied, not one by the other: a figure not given is 12C2(b)'s 3 (qa99). Above 0, at
# most two decimals; below 100 is an input limit, not the Laws'.
AVERAGE_PLUS_DECIMALS = 2
AVERAGE_PLUS_LIMIT = Decimal(100)
HUNDRED = Decimal(100)


class AdjustedError(ValueError):
    """A value the Laws cannot score; `field` names the query field, as the contract's errors do."""

    def __init__(self, field: str, problem: str):
        super().__init__(f"{field}: {problem}")
        self.field = field


@dataclass(frozen=True)
class Outcome:
    """A result that could have occurred, scored from the side's point of view, and its weight."""

    score: int
    weight: Decimal


@dataclass(frozen=True)
class WeightedLine:
    score: int
    weight: Decimal
    points: int  # its matchpoints (78A) or IMPs (78B)
    weighted: Decimal  # weight x points, exact


@dataclass(frozen=True)
class WeightedScore:
    form: str  # "mp" or "imps"
    lines: tuple[WeightedLine, ...]
    total: Decimal  # the weighted sum of the lines' points, exact
    top: int | None  # matchpoints: 2 x the number of field scores
    percent: Decimal | None  # matchpoints: 100 x total / top, exact
    laws: tuple[str, ...]


@dataclass(frozen=True)
class ArtificialScore:
    form: str
    fault: str
    percent: Decimal | None  # "mp"
    imps: int | Decimal | None  # "imps"
    session: bool  # 12C2(c): the session percentage was given instead
    laws: tuple[str, ...]
    varied: bool = False  # 12C2(b): the Tournament Organizer's figure, not plus or minus 3 IMPs


def round2(value: Decimal) -> Decimal:
    """Two decimals, halves away from zero (2.345 -> 2.35, -2.345 -> -2.35), unlike round()."""
    return value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def _check_weights(outcomes: Sequence[Outcome]) -> None:
    if not outcomes:
        raise AdjustedError("outcomes", "at least one result that could have occurred is needed")
    for i, outcome in enumerate(outcomes):
        if not outcome.weight > 0:
            raise AdjustedError(f"outcomes[{i}].weight", f"must be above 0, not {outcome.weight}")
    total = sum((o.weight for o in outcomes), Decimal(0))
    if abs(total - 1) > WEIGHT_TOLERANCE:
        raise AdjustedError("weight", f"the weights add up to {total.normalize()}, not 1")


def _weigh(outcomes: Sequence[Outcome], points: Sequence[int]) -> tuple[tuple[WeightedLine, ...], Decimal]:
    lines = tuple(WeightedLine(o.score, o.weight, p, o.weight * p) for o, p in zip(outcomes, points, strict=True))
    return lines, sum((line.weighted for line in lines), Decimal(0))


def weighted_matchpoints(outcomes: Sequence[Outcome], field: Sequence[int]) -> WeightedScore:
    """12C1(c) at matchpoints: each outcome matchpointed (78A) against the scores of the same
    side's counterparts at the other tables (`field`, not this table's score), then weighted."""
    _check_weights(outcomes)
    if not field:
        raise AdjustedError("field", "at least one score from the other tables is needed to matchpoint")
    others = sorted(field)
    lines, total = _weigh(outcomes, [matchpoints_against(o.score, others) for o in outcomes])
    top = 2 * len(others)
    return WeightedScore("mp", lines, total, top, HUNDRED * total / top, (laws.WEIGHTED_SCORE, laws.MATCHPOINTS))


def weighted_imps(outcomes: Sequence[Outcome], other: int) -> WeightedScore:
    """12C1(c) at IMPs: each outcome compared with the other table's score (78B), then weighted."""
    _check_weights(outcomes)
    lines, total = _weigh(outcomes, [imps(o.score - other) for o in outcomes])
    return WeightedScore("imps", lines, total, None, None, (laws.WEIGHTED_SCORE, laws.IMPS))


def average_plus_figure(value: Decimal | None, field: str = "average_plus_imps") -> Decimal:
    """12C2(b)'s average plus at IMPs: 3, or the figure the Tournament Organizer has set (`value`);
    raises AdjustedError naming `field` for a figure that is not a number of IMPs above 0 with at
    most two decimals (below 100). With `field` "average_minus_imps", the size of average minus
    (12C2(b)'s "minus 3 IMPs"), checked the same way."""
    if value is None:
        return Decimal(ARTIFICIAL_IMPS["none"])
    if not value > 0:
        raise AdjustedError(field, f"must be a number of IMPs above 0, not {value}")
    if not value < AVERAGE_PLUS_LIMIT:
        raise AdjustedError(field, f"must be below {AVERAGE_PLUS_LIMIT} IMPs, not {value}")
    if value.as_tuple().exponent < -AVERAGE_PLUS_DECIMALS and value != round2(value):  # type: ignore[operator]
        raise AdjustedError(field, f"must have at most {AVERAGE_PLUS_DECIMALS} decimals, not {value}")
    return value


def artificial(
    form: str,
    fault: str,
    session_percent: Decimal | None = None,
    average_plus_imps: Decimal | None = None,
    average_minus_imps: Decimal | None = None,
) -> ArtificialScore:
    """12C2: the artificial adjusted score of a contestant by its share of the fault; at
    matchpoints, with its session percentage on the other boards, 12C2(c) may replace it. At IMPs,
    `average_plus_imps` is the Tournament Organizer's figure for average plus (12C2(b)) and
    `average_minus_imps` its figure for average minus (as a size: -that), each 3 when not given:
    12C2(b) lets "these figures" (TR "Bu rakamlar") be varied, and neither is said to follow the
    other (qa99; desk100 took average minus as minus average plus's figure). Average stays 0."""
    if form not in FORMS:
        raise AdjustedError("form", f"must be mp or imps, not {form!r}")
    if fault not in FAULTS:
        raise AdjustedError("fault", f"must be none, partly or directly, not {fault!r}")
    if form == "imps":
        if session_percent is not None:
            # 12C2(c) speaks of "the equivalent in IMPs", which the Laws do not define.
            raise AdjustedError("session_percent", "only with form mp (12C2(c)'s IMP equivalent is not defined)")
        plus = average_plus_figure(average_plus_imps)
        minus = average_plus_figure(average_minus_imps, "average_minus_imps")
        used = plus if fault == "none" else minus if fault == "directly" else None
        varied = used is not None and used != ARTIFICIAL_IMPS["none"]
        figure: int | Decimal = ARTIFICIAL_IMPS[fault]
        if varied:
            assert used is not None
            figure = used if fault == "none" else -used
        return ArtificialScore(form, fault, None, figure, False, (laws.ARTIFICIAL_SCORE_IMPS,), varied)
    if average_plus_imps is not None:
        raise AdjustedError("average_plus_imps", "only with form imps (12C2(b)'s figure is in IMPs)")
    if average_minus_imps is not None:
        raise AdjustedError("average_minus_imps", "only with form imps (12C2(b)'s figure is in IMPs)")
    if session_percent is not None and not 0 <= session_percent <= 100:
        raise AdjustedError("session_percent", f"must be from 0 to 100, not {session_percent}")
    if session_percent is not None and _session_applies(fault, session_percent):
        return ArtificialScore(
            form, fault, session_percent, None, True, (laws.ARTIFICIAL_SCORE, laws.SESSION_PERCENTAGE)
        )
    return ArtificialScore(form, fault, Decimal(ARTIFICIAL_PERCENT[fault]), None, False, (laws.ARTIFICIAL_SCORE,))


def _session_applies(fault: str, session_percent: Decimal) -> bool:
    """12C2(c): "exceeding 60%" for the side in no way at fault, "less than 40%" for the side
    directly at fault; at exactly 60 or 40 the average plus or minus stands."""
    if fault == "none":
        return session_percent > ARTIFICIAL_PERCENT["none"]
    if fault == "directly":
        return session_percent < ARTIFICIAL_PERCENT["directly"]
    return False


@dataclass(frozen=True)
class TeamsScore:
    """86B2(b), one contestant at fault in team play: the non-offending side's assigned adjusted
    score (12C1(c), in IMPs against the other table, 78B) and 12C2(b)'s average plus, the more
    favourable awarded, the offending side the complement."""

    assigned: WeightedScore
    average_plus: int | Decimal  # 12C2(b)'s 3, or the Tournament Organizer's figure
    awarded: str  # "assigned", "average_plus" or "equal" (the two the same figure)
    non_offending: Decimal
    offending: Decimal
    laws: tuple[str, ...]
    varied: bool = False  # 12C2(b): average plus is the Tournament Organizer's figure, not 3 IMPs


def teams_one_at_fault(outcomes: Sequence[Outcome], other: int, average_plus_imps: Decimal | None = None) -> TeamsScore:
    """86B2(b): TR "Hakem kusursuz tarafa ... suni ayarlı skor ortalama üstü şeklinde suni ayarlı skor
    (bkz Yasa 12C2(b)), veya atanmış bir ayarlı bir skor verir (hangisi daha yüksek ise). Kusurlu
    taraf ise, rakipleri için atanan skorun karşılığı olarak tamamlayıcı skoru alır"; WBF "either an
    artificial adjusted score of average plus [see Law 12C2(b)] or an assigned adjusted score,
    whichever is more favorable. The offending side shall receive the complement of the score
    awarded to their opponents". Average plus is 12C2(b)'s, at IMPs (+3); both figures are IMPs on
    the board, so the more favourable is the greater, and at IMPs the complement of the
    non-offending side's figure is the same number of IMPs to the other team (78B scores the
    difference between the two tables' scores: what one team gains the other loses). The two are
    compared as the answer gives them, to two decimals (round2): results weighted a third each at 2,
    3 and 4 IMPs weigh 3 IMPs, average plus's figure, whatever the order they are typed in (qa96).
    `average_plus_imps`: the figure the Tournament Organizer has set in place of 3 (12C2(b), "subject
    to approval by the Regulating Authority"; desk100)."""
    plus = average_plus_figure(average_plus_imps)
    varied = plus != ARTIFICIAL_IMPS["none"]
    assigned = weighted_imps(outcomes, other)
    total = round2(assigned.total)
    if total > plus:
        awarded, figure = "assigned", total
    else:
        awarded, figure = ("average_plus" if total < plus else "equal"), plus
    used = (laws.WEIGHTED_SCORE, laws.IMPS) if awarded == "assigned" else (laws.ARTIFICIAL_SCORE_IMPS,)
    average_plus: int | Decimal = plus if varied else ARTIFICIAL_IMPS["none"]
    return TeamsScore(assigned, average_plus, awarded, figure, -figure, (laws.TEAMS_ONE_AT_FAULT, *used), varied)
