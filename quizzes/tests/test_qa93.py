"""qa93: 64C1 in one English wording in the quizzes (docs/legal-review.md, "qa93").

64C1, official Turkish: "... hakem kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından
yeterli derecede tazmin edilmediğine kanaat getirdiğinde, ayarlı skor atayacaktır." Our English
(fixtures/laws_en.json): "... when the Director considers that the damage suffered by the
non-offending side is not sufficiently compensated by these Laws, he shall assign an adjusted score."
WBF: "... the Director deems that the non-offending side is insufficiently compensated by this Law
for the damage caused, he shall assign an adjusted score." The revoke quiz's 64C line and the revoke
corrections' dummy step said "the damage to the non-offending side"; the latter's Turkish said
"kusursuz tarafın zararının", not the guides' "kusursuz tarafın maruz kaldığı zararın"."""

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db

EN_64C1 = "the damage suffered by the non-offending side is"
TR_64C1 = "kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin"


@pytest.mark.parametrize("seed", [3, 5])  # seed 5: a repeated revoke, 64C2(a) follows
def test_the_revoke_quiz_s_64c_line_says_64c1_s_words(seed):
    q = generate("revoke", seed)
    line_en = next(line for line in q.explanation_en.split("\n") if line.startswith("Law 64C1:"))
    line_tr = next(line for line in q.explanation_tr.split("\n") if line.startswith("Yasa 64C1:"))
    assert (
        "The Director therefore considers whether the damage suffered by the non-offending side is "
        "sufficiently compensated; if it is not, he shall assign an adjusted score." in line_en  # WBF "shall" (qa290)
    )
    assert "damage to the non-offending side" not in line_en
    assert TR_64C1 in line_tr


@pytest.mark.parametrize("seed", [1, 31])
def test_dummy_s_established_revoke_says_64c1_s_words(seed):
    q = generate("revoke_correction", seed)
    assert (
        "the Director shall still assign an adjusted score if he considers that the damage suffered by the "
        "non-offending side is not sufficiently compensated." in q.explanation_en
    )
    assert "the damage to the non-offending side" not in q.explanation_en
    assert (
        "hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse "
        "yine de ayarlı skor atayacaktır." in q.explanation_tr
    )
    assert "kusursuz tarafın zararının" not in q.explanation_tr
    assert EN_64C1 in q.explanation_en
