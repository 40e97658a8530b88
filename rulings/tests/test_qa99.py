"""qa99: 12C2(b)'s average minus at IMPs as the Tournament Organizer has set it, its own figure.

TR "Hakem, IMP skorlamalı bir oyunda averaj artı veya averaj eksi olarak yapay bir ayarlı skor atamayı
tercih ederse, bu skorlar artı 3 IMP veya eksi 3 IMP ye karşılık gelir. Bu rakamlar, Yetkili
Federasyonun onayına bağlı olarak, Yasalar 78D, 86B3 ve aşağıdaki (d) maddesi çerçevesinde,
Organizasyon Komitesince değiştirilebilir"; WBF "When the Director chooses to award an artificial
adjusted score of average plus or average minus at IMP play, that score is plus 3 IMPs or minus 3
IMPs respectively. Subject to approval by the Regulating Authority, this may be varied by the
Tournament Organizer as provided for by Laws 78D, 86B3 and (d) hereunder."

"These figures" may be varied: neither text says average minus follows average plus's figure.
"""

from __future__ import annotations

import pytest

from rulings import answer


def test_average_plus_figure_does_not_move_average_minus():
    # Only average plus's figure given: average minus stays 12C2(b)'s "minus 3 IMPs".
    got = answer({"q": "artificial", "form": "imps", "fault": "directly", "average_plus_imps": 2})
    assert got == {"imps": -3, "laws": ["12C2(b)"]}


def test_average_minus_takes_its_own_figure():
    got = answer({"q": "artificial", "form": "imps", "fault": "directly", "average_minus_imps": 4.5})
    assert got == {"imps": -4.5, "laws": ["12C2(b)"], "varied": True}
    both = {"q": "artificial", "form": "imps", "average_plus_imps": 2, "average_minus_imps": 2.5}
    assert answer({**both, "fault": "none"})["imps"] == 2
    assert answer({**both, "fault": "directly"})["imps"] == -2.5
    assert answer({**both, "fault": "partly"}) == {"imps": 0, "laws": ["12C2(b)"]}
    assert answer({"q": "artificial", "form": "imps", "fault": "directly", "average_minus_imps": 3}) == {
        "imps": -3,
        "laws": ["12C2(b)"],
    }


@pytest.mark.parametrize("value", [0, -3, 2.333, "2", True, 100, 1e308, [3]])
def test_a_bad_average_minus_names_its_field(value):
    got = answer({"q": "artificial", "form": "imps", "fault": "directly", "average_minus_imps": value})
    assert set(got) == {"error"}
    assert got["error"].startswith("average_minus_imps: ")


def test_average_minus_is_refused_at_matchpoints():
    got = answer({"q": "artificial", "form": "mp", "fault": "directly", "average_minus_imps": 2})
    assert got["error"].startswith("average_minus_imps: ")
