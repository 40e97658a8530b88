"""Law 50D2: a lead by the penalty-card holder's partner before declarer has chosen."""

from __future__ import annotations

from rulings import answer
from rulings.tests.helpers import deal

DEAL = deal("AK52.QJ3.K84.Q96", "QJ98.765.AQ7.K85", "73.AKT984.J6.AJ4", "T64.2.T9532.T732")


def test_50d2_a_lead_before_declarers_choice_names_law_49():
    """50D2 (WBF): "... he may not lead until declarer has stated which of the options below is selected (if the
    defender leads prematurely, he is subject to rectification under Law 49)." Turkish: "...
    deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz (eğer
    defans oyuncusu zamanından önce çıkış yaparsa, Yasa 49’a göre yaptırım uygulanabilir)."

    East's ♠Q exposed before the opening lead (a major penalty card); West leads ♦2 before South
    chooses. Before, the error said only "S must first choose (...)"."""
    got = answer(
        {
            "q": "state",
            "deal": DEAL,
            "contract": "4H",
            "declarer": "S",
            "play": [{"act": "expose", "seat": "E", "card": "SQ"}, "W:D2"],
        }
    )
    assert set(got) == {"error"}, got
    message = got["error"]
    assert message.startswith("play[1]: W may not lead until S has chosen (require_lead, forbid_lead, no_restriction)")
    assert "Law 49 (50D2)" in message
