"""12C2(b): the Tournament Organizer's figure for average plus at IMPs (desk100).

TR "Hakem, IMP skorlamalı bir oyunda averaj artı veya averaj eksi olarak yapay bir ayarlı skor atamayı
tercih ederse, bu skorlar artı 3 IMP veya eksi 3 IMP ye karşılık gelir. Bu rakamlar, Yetkili
Federasyonun onayına bağlı olarak, Yasalar 78D, 86B3 ve aşağıdaki (d) maddesi çerçevesinde,
Organizasyon Komitesince değiştirilebilir"; WBF "When the Director chooses to award an artificial
adjusted score of average plus or average minus at IMP play, that score is plus 3 IMPs or minus 3
IMPs respectively. Subject to approval by the Regulating Authority, this may be varied by the
Tournament Organizer as provided for by Laws 78D, 86B3 and (d) hereunder."
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rulings import answer

CONTRACT = Path(__file__).resolve().parents[2] / "docs" / "rulings-cli.md"


def test_average_plus_and_minus_take_the_organizers_figure():
    assert answer({"q": "artificial", "form": "imps", "fault": "none", "average_plus_imps": 2}) == {
        "imps": 2,
        "laws": ["12C2(b)"],
        "varied": True,
    }
    # "Bu rakamlar ... değiştirilebilir" (these figures): average minus is its own figure, given in
    # average_minus_imps; average plus's figure does not move it (qa99, tests in test_qa99.py).
    assert answer({"q": "artificial", "form": "imps", "fault": "directly", "average_minus_imps": 2.5}) == {
        "imps": -2.5,
        "laws": ["12C2(b)"],
        "varied": True,
    }


def test_without_the_field_or_at_3_the_answer_is_12c2b_own():
    plain = {"imps": 3, "laws": ["12C2(b)"]}
    assert answer({"q": "artificial", "form": "imps", "fault": "none"}) == plain
    assert answer({"q": "artificial", "form": "imps", "fault": "none", "average_plus_imps": 3}) == plain
    assert answer({"q": "artificial", "form": "imps", "fault": "none", "average_plus_imps": None}) == plain
    # 12C2(b) speaks of average plus and minus only: average stays 0 and is not "varied".
    assert answer({"q": "artificial", "form": "imps", "fault": "partly", "average_plus_imps": 2}) == {
        "imps": 0,
        "laws": ["12C2(b)"],
    }


def test_teams_one_at_fault_compares_with_the_organizers_average_plus():
    # 86B2(b): "either an artificial adjusted score of average plus [see Law 12C2(b)] or an assigned
    # adjusted score, whichever is more favorable": a 2-IMP assigned score beats a varied 1.5.
    query = {"q": "teams_one_at_fault", "outcomes": [{"score": 110, "weight": 1}], "other": 50}
    assert answer(query)["awarded"] == "average_plus"  # 2 IMPs below 12C2(b)'s 3
    got = answer({**query, "average_plus_imps": 1.5})
    assert got["average_plus"] == 1.5
    assert got["awarded"] == "assigned"
    assert (got["non_offending"], got["offending"]) == (2, -2)
    assert got["varied"] is True
    got = answer(
        {"q": "teams_one_at_fault", "outcomes": [{"score": -100, "weight": 1}], "other": -100, "average_plus_imps": 2.5}
    )
    assert (got["non_offending"], got["offending"], got["laws"]) == (2.5, -2.5, ["86B2(b)", "12C2(b)"])


@pytest.mark.parametrize(
    "value",
    [0, -3, 2.333, "2", True, 100, 1e308, [3], {"imps": 3}],
)
@pytest.mark.parametrize("q", ["artificial", "teams_one_at_fault"])
def test_a_figure_that_is_not_a_positive_number_of_imps_names_the_field(q, value):
    query = {"q": q, "form": "imps", "fault": "none", "outcomes": [{"score": 0, "weight": 1}], "other": 0}
    got = answer({**query, "average_plus_imps": value})
    assert set(got) == {"error"}
    assert got["error"].startswith("average_plus_imps: ")


def test_the_figure_is_refused_at_matchpoints():
    got = answer({"q": "artificial", "form": "mp", "fault": "none", "average_plus_imps": 2})
    assert got["error"].startswith("average_plus_imps: ")


def test_the_contracts_examples_answer_as_written():
    text = CONTRACT.read_text(encoding="utf-8")
    section = text[text.index("### Average plus as the Tournament Organizer has varied it") :]
    pairs = re.findall(r"^    (\{\"q\"[^\n]*\})\n    -> (\{[^{]*?\})\n\n", section, re.MULTILINE)
    assert len(pairs) == 3
    for query, expected in pairs:
        assert answer(json.loads(query)) == json.loads(expected)
