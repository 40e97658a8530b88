"""The potential results of the judgement ruling's last step as a director states them: a contract,
its declarer and the tricks taken (Law 12C1(b): "the result that would probably have occurred at
the table had there been no infraction"), each scored by the engine (Law 77: rulings.score) for
the side the weighted score is given to, at the board's vulnerability.

A row with a contract has its score filled in from it; a row with only a score keeps the score as
typed (what the calculator asks). The scores then go to the calculator's reader
(situations.score_form.read) like any other; nothing here scores anything itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.http import QueryDict
from django.utils.translation import gettext as _

import rulings
from rulings import words
from situations.box_lengths import boxes_too_long
from situations.score_form import ROWS, read_integer

SIDES = ("NS", "EW")
VULNERABILITIES = ("None", "NS", "EW", "All")
SEATS = ("N", "E", "S", "W")
_SYMBOLS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


@dataclass(frozen=True)
class ContractRow:
    number: int
    contract: str  # the engine's code: "4S", "3NTX", "pass"
    declarer: str  # "" for a passed-out board
    tricks: int
    score: int  # for the side the adjusted score is given to

    def words(self, lang: str) -> str:
        """ "4♠ South, 10 tricks (+620)" in the page's language."""
        if self.contract == "pass":
            return f"{words.contract('pass', lang)} ({self.score})"
        return _("%(contract)s %(declarer)s, %(tricks)s tricks (%(score)s)") % {
            "contract": words.contract_short(self.contract, lang),
            "declarer": words.seat(self.declarer, lang),
            "tricks": self.tricks,
            "score": words.signed(self.score),
        }


def _contract_code(text: str) -> str:
    """What a director types ("4s", "3SA", "4♠x", "pas") as the engine's code, or "" if it is not one."""
    code = text.strip().upper().replace(" ", "")
    for symbol, letter in _SYMBOLS.items():
        code = code.replace(symbol, letter)
    if code in ("PASS", "PAS"):
        return "pass"
    code = code.replace("SA", "NT")  # sanzatu, the Turkish notrump
    try:
        rulings.Contract.parse(code)
    except ValueError:
        return ""
    return code


# The most a row's contract and tricks boxes take (their maxlength on the score step): longer text,
# sent in an address, is refused and said so; cut to fit, "4S" followed by spaces and "X" was
# scored as 4S undoubled.
CONTRACT_LENGTH = 10
TRICKS_LENGTH = 5


def _too_long(n: int, params: QueryDict) -> list[str]:
    return boxes_too_long(
        params,
        {
            f"contract{n}": (CONTRACT_LENGTH, _("Row %(n)s: the contract") % {"n": n}),
            f"tricks{n}": (TRICKS_LENGTH, _("Row %(n)s: the number of tricks taken") % {"n": n}),
        },
    )


def contract_scores(params: QueryDict) -> tuple[QueryDict, list[ContractRow], list[str]]:
    """`params` with score<n> filled in from each row's contract, the rows read, and the errors."""
    filled = params.copy()
    side = params.get("side", "NS")
    vul = params.get("vul", "None")
    errors: list[str] = []
    if side not in SIDES or vul not in VULNERABILITIES:
        return filled, [], [_("Choose the side the scores are for and the board's vulnerability.")]
    rows = []
    for n in range(1, ROWS + 1):
        typed = params.get(f"contract{n}", "")[:CONTRACT_LENGTH]
        if too_long := _too_long(n, params):
            errors.extend(too_long)
            continue
        if not typed.strip():
            continue
        row = _row(n, typed, params, side, vul, errors)
        if row is not None:
            rows.append(row)
            filled[f"score{n}"] = str(row.score)
    return filled, rows, errors


def _row(n: int, typed: str, params: QueryDict, side: str, vul: str, errors: list[str]) -> ContractRow | None:
    code = _contract_code(typed)
    if not code:
        errors.append(_("Row %(n)s: write the contract as the Laws' table does, such as 4S, 3NT or 4HX.") % {"n": n})
        return None
    if code == "pass":
        return ContractRow(n, code, "", 0, 0)
    declarer = params.get(f"declarer{n}", "")
    tricks = read_integer(params.get(f"tricks{n}", "")[:TRICKS_LENGTH])
    if declarer not in SEATS:
        errors.append(_("Row %(n)s: choose the declarer.") % {"n": n})
    if tricks is None or not 0 <= tricks <= 13:
        errors.append(_("Row %(n)s: the tricks taken must be a whole number from 0 to 13.") % {"n": n})
    if declarer not in SEATS or tricks is None or not 0 <= tricks <= 13:
        return None
    declaring_side = words.side_of(declarer)
    points = rulings.score(code, rulings.side_vulnerable(vul, declaring_side), tricks)
    return ContractRow(n, code, declarer, tricks, points if declaring_side == side else -points)
