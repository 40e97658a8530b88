"""A call out of rotation at the left-hand opponent's turn by a player who has already called is
a change of call: Laws 30B2, 31C and 32C say so, and send it to Law 25, which rules changes of
call but does not itself say which calls are changes.

Law 31C (official Turkish): "Bir oyuncu, konuşma sırası soldaki rakipteyken artırımın ilerlemiş
aşamasında sırasız deklare verirse, bu bir konuşma değişikliği olarak değerlendirilir ve Yasa 25
geçerlidir." WBF: "Later bids at LHO's turn to call are treated as changes of call and Law 25
applies." (30B2 and 32C say the same of a pass and of a double or redouble.)
"""

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db


def test_law_25_is_applied_to_the_change_not_credited_with_defining_it():
    changes = 0
    for seed in range(1, 301):
        q = generate("call_out_of_rotation", seed)
        if "25" not in q.laws:
            continue
        changes += 1
        steps_en, steps_tr = q.explanation_en.split("\n"), q.explanation_tr.split("\n")
        law_25_en = next(s for s in steps_en if s.startswith("Law 25:"))
        law_25_tr = next(s for s in steps_tr if s.startswith("Yasa 25:"))
        assert "is a change of call" not in law_25_en, (seed, law_25_en)
        assert "konuşma değişikliğidir" not in law_25_tr, (seed, law_25_tr)
        # the paragraph that does make it a change of call is cited before Law 25
        defining = next(s for s in steps_en if s.startswith(("Law 30B2:", "Law 31C:", "Law 32C:")))
        assert "is a change of call" in defining
        assert steps_en.index(defining) < steps_en.index(law_25_en)
    assert changes > 5


def test_why_a_change_of_call_is_wrong_names_the_paragraphs_that_make_it_one():
    """The sentence shown to whoever wrongly answers "it is a change of call" says which calls the
    Laws treat as changes (30B2, 31C, 32C, quoted above), instead of crediting Law 25 with it."""
    shown = 0
    for seed in range(1, 301):
        q = generate("call_out_of_rotation", seed)
        for choice in q.choices:
            if choice.key == q.answer or not choice.en.startswith("It is a change of call"):
                continue
            shown += 1
            assert "(Laws 30B2, 31C and 32C)" in choice.why_en, (seed, choice.why_en)
            assert "(Yasa 30B2, 31C ve 32C)" in choice.why_tr, (seed, choice.why_tr)
            assert not choice.why_en.endswith("(Law 25).")
    assert shown > 10
