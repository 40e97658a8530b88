"""An insufficient bid corrected by the lowest sufficient bid in the same strain, or by a
comparable call, carries no rectification, but the Law does not end there: the score may still
be adjusted at the end of play (27D). The explanation keeps that pointer and cites 27D.

Law 27B1(a) (official Turkish): "... bir onarma yapılmaksızın artırma devam eder. Yasalar 26B ve
16C uygulanmaz, ancak bkz. aşağıdaki D." WBF: "... the auction proceeds without further
rectification. Laws 26B and 16C do not apply but see D following." 27B1(b) ends the same way:
"Yasa 16C uygulanmaz, ancak bkz. aşağıdaki D." / "Law 16C does not apply but see D following."
"""

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db


def test_no_rectification_under_27b1_points_to_27d():
    seen = set()
    for seed in range(1, 201):
        q = generate("insufficient_bid", seed)
        for label in ("27B1(a)", "27B1(b)"):
            if label not in q.laws:
                continue
            seen.add(label)
            step_en = next(s for s in q.explanation_en.split("\n") if s.startswith(f"Law {label}:"))
            step_tr = next(s for s in q.explanation_tr.split("\n") if s.startswith(f"Yasa {label}:"))
            assert "no rectification (but see Law 27D" in step_en, (seed, step_en)
            assert "onarma yoktur (ancak bkz. Yasa 27D" in step_tr, (seed, step_tr)
            assert "27D" in q.laws, (seed, q.laws)
    assert seen == {"27B1(a)", "27B1(b)"}


@pytest.mark.parametrize("label", ["26A", "30B1(b)(i)", "31A2(a)", "32A2(a)"])
def test_a_comparable_call_points_to_23c(label):
    """Laws 30B1(b)(i), 31A2(a) and 32A2(a) (official Turkish): "herhangi bir onarma uygulanmaz /
    gerekmez. Yasa 26B geçerli değildir, ancak bkz. Yasa 23C"; WBF: "there is no further
    rectification. Law 26B does not apply, but see Law 23C". Law 26A: "Yasa 16C uygulanmaz, ancak
    bkz. Yasa 23C" / "Law 16C does not apply, but see Law 23C". No question type shows these steps
    yet (the engine cites them only for a call judged comparable), so the step is read from the
    one function that writes it."""
    from quizzes.generators.auction_story import described, explain

    assert "(but see Law 23C" in explain([label], "en")[0]
    assert "(ancak bkz. Yasa 23C" in explain([label], "tr")[0]
    assert described([label]) == (label, "23C")
