"""The director's score calculator (/tr/hakem/skor/, /en/director/score/): the GET form's text read
into the `weighted` and `artificial` queries of docs/rulings-cli.md (Laws 12C1(c), 12C2), and the
engine's refusals turned into form errors in the page's language.

It scores nothing: every figure the page shows comes from rulings.weighted_score and
rulings.artificial_score. A table score typed (a potential result, another table's) is one a
contract and its result can give: rulings.table_scores(), from Law 77's table, at the board's
vulnerability where the page knows it (the desk's score step: BoardVulnerability), else at either; the artificial
adjusted score (12C2) is not typed as a score but chosen (`fault`, `session`). The weights are typed as percentages (what a director writes: "70 % of
4S making") and handed to the engine as the fractions the contract asks for.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal

from django.http import QueryDict
from django.utils.translation import gettext as _

import rulings
from lawbook.text.languages import current_lang
from rulings import words

from .box_lengths import boxes_too_long

ROWS = 8  # result rows on the form; empty rows are ignored
MAX_FIELD = 500  # scores at the other tables: more than any field a director scores by hand
# The most a box takes (its maxlength, ScoreForm.lengths): a score, a weight or a percentage is a
# few characters; the other tables' scores some 250 scores ("-620, " each). The form is sent in its
# address, which gunicorn takes up to 4 094 bytes (else its bare 414 "URI Too Long"): every box
# filled to its length with what it takes fits (situations/tests/table/test_box_lengths.py); the
# 5 000 characters the field took before made an address of some 7 000 bytes.
TYPED_LENGTH = 20
FIELD_LENGTH = 1500
FORMS = ("mp", "imps")
FAULTS = ("none", "partly", "directly")
MAX_DIGITS = 6  # a table score has at most four (Law 77: 7600); the reader says its own limit
_INTEGER = re.compile(rf"[+-]?[0-9]{{1,{MAX_DIGITS}}}")
PERCENT_DECIMALS = 10
# ASCII digits only: \d also matches other scripts' digits
_PERCENT = re.compile(rf"[0-9]{{1,3}}(?:\.[0-9]{{1,{PERCENT_DECIMALS}}})?")
_LONG_PERCENT = re.compile(rf"[0-9]{{1,3}}\.[0-9]{{{PERCENT_DECIMALS + 1},}}")  # a third typed to 12 places
_SEPARATORS = re.compile(r"[\s,;]+")
# 12C2(b)'s average plus as the Tournament Organizer has set it: IMPs above 0, at most two decimals
# (the engine's `average_plus_imps`); two digits before the point is the form's limit, not the Laws'.
_AVERAGE_PLUS = re.compile(r"[0-9]{1,2}(?:\.[0-9]{1,2})?")
# A figure written right but of 100 IMPs or more: refused by that limit, and said so (fix80).
_IMPS_FIGURE = re.compile(r"[0-9]+(?:\.[0-9]{1,2})?")


@dataclass
class Row:
    number: int
    score: str
    weight: str
    percent: Decimal | None = None  # the weight as read, in per cent


@dataclass(frozen=True)
class BoardVulnerability:
    """The board's vulnerability (Law 2) and the side the scores are for, where the page knows
    them: a score typed for that side is one of Law 77's at the side's vulnerability for its own
    contracts and at its opponents' for theirs (rulings.table_scores)."""

    side: str  # "NS" or "EW"
    vul: str  # "None", "NS", "EW", "All"

    def scores(self) -> frozenset[int]:
        opponents = "EW" if self.side == "NS" else "NS"
        return rulings.table_scores(
            rulings.side_vulnerable(self.vul, self.side), rulings.side_vulnerable(self.vul, opponents)
        )

    def words(self) -> dict[str, str]:
        """The side (Turkish dative: "Kuzey-Güney'e") and the vulnerability in the page's language."""
        lang = current_lang()
        return {"side": words.side(self.side, lang, "dat"), "vulnerability": words.vulnerability(self.vul, lang)}


@dataclass
class ScoreForm:
    """What the director typed (kept to refill the form) and the query it makes, or the errors."""

    kind: str = ""
    form: str = "mp"
    rows: list[Row] = field(default_factory=list)
    field_scores: str = ""
    other: str = ""
    fault: str = ""
    session: str = ""
    # 12C2(b): average plus at IMPs as the Tournament Organizer has set it, as typed and as read (None:
    # empty, 12C2(b)'s own 3 IMPs).
    average_plus: str = ""
    average_plus_imps: Decimal | None = None
    # 12C2(b)'s average minus as the Tournament Organizer has set it, its size (2: minus 2 IMPs): "Bu
    # rakamlar" (these figures) are each varied, so it is its own field, not minus average plus's (qa99).
    average_minus: str = ""
    average_minus_imps: Decimal | None = None
    errors: list[str] = field(default_factory=list)
    query: dict | None = None
    # Known: the potential results are checked at it; else at either vulnerability. The other tables'
    # scores are checked at either: a copy of the board may have been played at another vulnerability
    # (87A, TR "aynı olması gereken bordun iki kopyası arasında farklı dağıtan veya zon durumu", WBF
    # "the dealer or vulnerability differed between copies of the same board"), a fouled board.
    board: BoardVulnerability | None = None

    @property
    def lengths(self) -> dict[str, int]:
        """The boxes' maxlength, as the reader takes them (read refuses a longer value)."""
        return {"typed": TYPED_LENGTH, "field": FIELD_LENGTH}

    def is_table_score(self, points: int) -> bool:
        return points in self.board.scores() if self.board else is_table_score(points)


def _clean(text: str) -> str:
    # A typographic minus and a percent sign are what people paste; a comma is the Turkish decimal point.
    return text.strip().replace("\u2212", "-").removesuffix("%").strip()


def read_integer(text: str) -> int | None:
    text = _clean(text)
    return int(text) if _INTEGER.fullmatch(text) else None


def is_table_score(points: int) -> bool:
    """A score some contract and result give a side at the table (Law 77: rulings.table_scores)."""
    return points in rulings.table_scores()


def read_percent(text: str) -> Decimal | None:
    text = _clean(text).replace(",", ".")
    return Decimal(text) if _PERCENT.fullmatch(text) else None


def _boxes() -> dict[str, tuple[int, str]]:
    """Each box of the form: the most it takes (its maxlength) and its name in a message."""
    rows = {}
    for n in range(1, ROWS + 1):
        rows[f"score{n}"] = (TYPED_LENGTH, _("Score %(n)s") % {"n": n})
        rows[f"weight{n}"] = (TYPED_LENGTH, _("Weight %(n)s") % {"n": n})
    return {
        **rows,
        "field": (FIELD_LENGTH, _("The scores at the other tables")),
        "other": (TYPED_LENGTH, _("The other table's score")),
        "session": (TYPED_LENGTH, _("The session percentage")),
        "average_plus": (TYPED_LENGTH, _("Average plus")),
        "average_minus": (TYPED_LENGTH, _("Average minus")),
    }


def _too_long(params: QueryDict) -> list[str]:
    """A message for each box sent longer than it takes (typed into the address, not the form): cut
    to fit, "70" followed by spaces and anything else read as 70."""
    return boxes_too_long(params, _boxes())


def read(params: QueryDict, board: BoardVulnerability | None = None) -> ScoreForm:
    """The form as typed; `query` is set when the text reads as a query (the engine may still refuse it).
    With `board`, each potential result typed is checked at that vulnerability for that side."""
    kind = params.get("kind", "")
    form = ScoreForm(
        kind=kind if kind in ("weighted", "artificial") else "",
        form=params.get("form", "mp"),
        rows=[
            Row(n, params.get(f"score{n}", "")[:TYPED_LENGTH], params.get(f"weight{n}", "")[:TYPED_LENGTH])
            for n in range(1, ROWS + 1)
        ],
        field_scores=params.get("field", "")[:FIELD_LENGTH],
        other=params.get("other", "")[:TYPED_LENGTH],
        fault=params.get("fault", ""),
        session=params.get("session", "")[:TYPED_LENGTH],
        average_plus=params.get("average_plus", "")[:TYPED_LENGTH],
        average_minus=params.get("average_minus", "")[:TYPED_LENGTH],
        board=board,
    )
    if not form.kind:
        return form
    if too_long := _too_long(params):
        form.errors.extend(too_long)
        return form
    if form.form not in FORMS:
        form.errors.append(_("Choose matchpoints or IMPs."))
        return form
    query = _weighted(form) if form.kind == "weighted" else _artificial(form)
    if form.form == "imps" or form.kind == "artificial":
        _average_plus(form)
        if form.kind == "artificial" and form.average_plus_imps is not None:
            query["average_plus_imps"] = form.average_plus_imps
    if form.kind == "artificial":
        _average_minus(form)
        if form.average_minus_imps is not None:
            query["average_minus_imps"] = form.average_minus_imps
    if not form.errors:
        form.query = query
    return form


def _weighted(form: ScoreForm) -> dict:
    outcomes = []
    for row in form.rows:
        if not row.score.strip() and not row.weight.strip():
            continue
        score, row.percent = read_integer(row.score), read_percent(row.weight)
        if score is None:
            form.errors.append(
                _("Row %(n)s: the score must be a whole number of at most %(digits)s digits, such as 620 or -100.")
                % {"n": row.number, "digits": MAX_DIGITS}
            )
        elif not form.is_table_score(score):
            form.errors.append(_not_a_table_score(form, score, row.number))
            score = None
        if row.percent is None and _LONG_PERCENT.fullmatch(_clean(row.weight).replace(",", ".")):
            # A percentage above 0 all the same: saying it was not one sent the Director looking (qa85).
            form.errors.append(
                _("Row %(n)s: a weight may have at most %(decimals)s decimals, such as 33.3333333333.")
                % {"n": row.number, "decimals": PERCENT_DECIMALS}
            )
        elif row.percent is None or row.percent <= 0:
            form.errors.append(_("Row %(n)s: the weight must be a percentage above 0, such as 70.") % {"n": row.number})
        elif score is not None:
            outcomes.append({"score": score, "weight": row.percent / 100})
    if not outcomes and not form.errors:
        form.errors.append(_("Give at least one result that could have occurred, with its weight."))
    query = {"q": "weighted", "form": form.form, "outcomes": outcomes}
    if form.form == "mp":
        query["field"] = _field_scores(form)
    else:
        other = read_integer(form.other)
        if other is None:
            form.errors.append(
                _("Give the other table's score as a whole number of at most %(digits)s digits, such as -620.")
                % {"digits": MAX_DIGITS}
            )
        elif not is_table_score(other):
            form.errors.append(
                _("The other table's score: no contract and result gives a score of %(score)s (Law 77).")
                % {"score": words.signed(other)}
            )
        query["other"] = other
    return query


def _not_a_table_score(form: ScoreForm, points: int, row: int) -> str:
    """A potential result Law 77's table does not give; at the board's vulnerability, named, where
    the form knows it."""
    said = {"n": row, "score": words.signed(points)}
    if form.board is None:
        return _("Row %(n)s: no contract and result gives a score of %(score)s (Law 77).") % said
    said.update(form.board.words())
    return (
        _("Row %(n)s: no contract and result gives %(side)s a score of %(score)s (%(vulnerability)s; Law 77).") % said
    )


def _field_scores(form: ScoreForm) -> list[int]:
    tokens = [t for t in _SEPARATORS.split(form.field_scores.strip()) if t]
    if not tokens:
        form.errors.append(_("Give the scores obtained at the other tables, separated by spaces or commas."))
    if len(tokens) > MAX_FIELD:
        form.errors.append(_("At most %(max)s scores from the other tables.") % {"max": MAX_FIELD})
        return []
    scores = []
    for token in tokens:
        value = read_integer(token)
        if value is None:
            # The Director's characters quoted, as the auction table's errors quote a call: a label he
            # typed ("12C2") is his, not a citation of the page's (citation_links, qa110; qa112).
            form.errors.append(
                _("The other tables' scores must be whole numbers of at most %(digits)s digits: “%(text)s” is not.")
                % {"digits": MAX_DIGITS, "text": token}
            )
            return []
        if not is_table_score(value):
            form.errors.append(
                _("The other tables' scores: no contract and result gives a score of %(score)s (Law 77).")
                % {"score": words.signed(value)}
            )
            return []
        scores.append(value)
    return scores


def _artificial(form: ScoreForm) -> dict:
    if form.fault not in FAULTS:
        form.errors.append(_("Choose how far the contestant was at fault."))
    query: dict = {"q": "artificial", "form": form.form, "fault": form.fault}
    if form.session.strip():
        session = read_percent(form.session)
        if form.form == "imps":
            form.errors.append(
                _(
                    "The calculator takes the session percentage at matchpoints only: Law 12C2(c) also speaks of "
                    "its equivalent in IMPs, which the Laws do not define."
                )
            )
        elif session is None or session > 100:
            form.errors.append(_("The session percentage must be a number from 0 to 100, such as 64.2."))
        else:
            query["session_percent"] = session
    return query


def average_plus_error() -> str:
    return _(
        "Average plus, as the Tournament Organizer has set it (Law 12C2(b)): give a number of IMPs above 0, "
        "with at most two decimals, such as 2 or 2.5; leave it empty for 3 IMPs."
    )


def average_plus_too_large() -> str:
    return _(
        "Average plus, as the Tournament Organizer has set it (Law 12C2(b)): 100 IMPs or more is beyond the "
        "calculator (its limit, not the Laws'); give a number of IMPs above 0 and below 100, with at most two "
        "decimals, such as 2 or 2.5; leave it empty for 3 IMPs."
    )


def _average_plus(form: ScoreForm) -> None:
    """12C2(b)'s average plus at IMPs as the Tournament Organizer has set it (TR "Bu rakamlar, Yetkili
    Federasyonun onayına bağlı olarak ... Organizasyon Komitesince değiştirilebilir", WBF "Subject to
    approval by the Regulating Authority, this may be varied by the Tournament Organizer"): empty is
    12C2(b)'s own 3 IMPs; a figure is IMPs, so at matchpoints it is refused, not ignored."""
    # "+2", as the page writes the result, "+2 IMPs", and 12C2(b) says "plus 3 IMPs", TR "artı 3 IMP"
    # (qa104: "+2" was refused with "give a number of IMPs above 0").
    text = _typed_figure(form.average_plus, "+")
    form.average_plus_imps = _organizer_figure(
        form,
        text,
        _(
            "Average plus in IMPs (Law 12C2(b)) is for a game scored by IMPs: leave it empty at matchpoints, "
            "or choose IMPs."
        ),
        average_plus_error,
        average_plus_too_large,
    )


def _typed_figure(typed: str, sign: str) -> str:
    """A figure of 12C2(b) as typed, a decimal comma read as a point, the sign its average is written
    with taken off: typed with it ("+2" for average plus, "-2" for average minus) or without ("2"),
    it is the same IMPs. A sign alone is no figure: kept, and refused as one (it read as empty, 3
    IMPs, before qa104)."""
    text = _clean(typed).replace(",", ".")
    return text[1:].strip() if text[:1] == sign and text[1:].strip() else text


def _organizer_figure(
    form: ScoreForm, text: str, at_matchpoints: str, error: Callable[[], str], too_large: Callable[[], str]
) -> Decimal | None:
    """A figure of 12C2(b) as typed (its sign already taken off): None when empty; at matchpoints or
    not a number of IMPs above 0 with at most two decimals, an error on the form and None. A number
    of 100 IMPs or more is refused by the calculator's limit (the Laws set none), and the message
    says that, not that it is no number above 0 (qa101's leftover, fix80)."""
    if not text:
        return None
    if form.form != "imps":
        form.errors.append(at_matchpoints)
        return None
    if not _AVERAGE_PLUS.fullmatch(text) or not Decimal(text) > 0:
        form.errors.append(too_large() if _IMPS_FIGURE.fullmatch(text) and Decimal(text) >= 100 else error())
        return None
    return Decimal(text)


def average_minus_error() -> str:
    return _(
        "Average minus, as the Tournament Organizer has set it (Law 12C2(b)): give a number of IMPs other than 0, "
        "with at most two decimals, such as 2 or 2.5 for minus 2 or minus 2.5 IMPs; leave it empty for minus 3 IMPs."
    )


def average_minus_plus_error() -> str:
    return _(
        "Average minus, as the Tournament Organizer has set it (Law 12C2(b)), is below 0: give it without a plus "
        "sign, such as 2 or −2 for minus 2 IMPs; leave it empty for minus 3 IMPs."
    )


def average_minus_too_large() -> str:
    return _(
        "Average minus, as the Tournament Organizer has set it (Law 12C2(b)): 100 IMPs or more is beyond the "
        "calculator (its limit, not the Laws'); give a number of IMPs other than 0 and below 100, with at most "
        "two decimals, such as 2 or 2.5 for minus 2 or minus 2.5 IMPs; leave it empty for minus 3 IMPs."
    )


def _average_minus(form: ScoreForm) -> None:
    """12C2(b)'s average minus at IMPs as the Tournament Organizer has set it, read as average plus's
    figure is (`_average_plus`): TR "Bu rakamlar ... Organizasyon Komitesince değiştirilebilir" (these
    figures), WBF "this may be varied by the Tournament Organizer"; empty is 12C2(b)'s minus 3 IMPs."""
    text = _typed_figure(form.average_minus, "-")  # "-2", "−2" (_clean reads it as "-"), "2": minus 2 IMPs
    if text[:1] == "+" and form.form == "imps":
        # "+2" is plus 2 IMPs, not average minus (12C2(b): "minus 3 IMPs", TR "eksi 3 IMP"): said so,
        # not "give a number of IMPs other than 0", which +2 is (qa104).
        form.errors.append(average_minus_plus_error())
        form.average_minus_imps = None
        return
    form.average_minus_imps = _organizer_figure(
        form,
        text,
        _(
            "Average minus in IMPs (Law 12C2(b)) is for a game scored by IMPs: leave it empty at matchpoints, "
            "or choose IMPs."
        ),
        average_minus_error,
        average_minus_too_large,
    )


def engine_error(message: str) -> str:
    """The engine's refusal ("weight: the weights add up to 0.9, not 1") in the page's language,
    by the field it names."""
    name = message.split(":", 1)[0]
    if name == "weight":
        return _("The weights must add up to 100 %.")
    if name.endswith(".weight"):
        return _("Each weight must be a percentage above 0.")
    if name.startswith("field"):
        return _("Give the scores obtained at the other tables, separated by spaces or commas.")
    if name == "other":
        return _("Give the other table's score as a whole number of at most %(digits)s digits, such as -620.") % {
            "digits": MAX_DIGITS
        }
    if name == "session_percent":
        return _("The session percentage must be a number from 0 to 100, such as 64.2.")
    if name == "average_plus_imps":
        return average_plus_error()
    if name == "average_minus_imps":
        return average_minus_error()
    return _("These figures cannot be scored; check each box.")
