"""qa279: the quizzes state 64C1's adjusted score and 70A's doubtful point in the official Turkish's
future, as the guides and the engine do since qa263 (docs/legal-review.md, "Session 93 (qa279)").

64C1, official Turkish: "Onarmaya tabi olmayanlar da dahil olmak üzere, her resmileşmiş rönonstan
sonra, hakem kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından yeterli derecede tazmin
edilmediğine kanaat getirdiğinde, ayarlı skor atayacaktır."
WBF: "When, after any established revoke, including those not subject to trick adjustment, the
Director deems that the non-offending side is insufficiently compensated by this Law for the damage
caused, he shall assign an adjusted score."

70A, official Turkish: "İtiraz edilmiş bir talep veya terk hakkında karar verirken, hakem bordun
sonucunu her iki taraf için de mümkün olduğunca eşit olarak kararlaştırır, ancak talep ile ilgili her
şüpheli durum talep edenin aleyhine çözümlenecektir."
WBF: "In ruling on a contested claim or concession, the Director adjudicates the result of the board
as equitably as possible to both sides, but any doubtful point as to a claim shall be resolved against
the claimer."

The revoke quiz's 64C line said "edilmediyse ayarlı skor verir", the revoke-correction quiz's dummy
step "yine de ayarlı skor atar", the claim quiz's 70A step "... aleyhine çözümlenir": the present
where the official text has the future. The English keeps its indicative (another helper decides the
English's modality). 64C2(a) and (b) are the official present ("ayarlı skor uygular") and stay."""

import pytest

from quizzes.tests.helpers import generated, official_turkish

pytestmark = pytest.mark.django_db


def test_the_official_turkish_has_the_future_in_64c1_and_70a():
    paragraphs = official_turkish()
    assert paragraphs["64C1"].text.endswith("ayarlı skor atayacaktır.")
    assert "talep ile ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir." in paragraphs["70A"].text
    assert paragraphs["64C2(a)"].text.endswith("ayarlı skor uygular.")


@pytest.mark.parametrize("seed", [3, 5, 7])  # seed 5: a repeated revoke, 64C2(a) follows in the present
def test_the_revoke_quiz_s_64c1_close_is_in_the_future(seed):
    q = generated("revoke", seed)
    line = next(s for s in q.steps("tr") if s.startswith("Yasa 64C1:"))
    assert "tazmin edilip edilmediğine bakar; edilmediyse ayarlı skor verecektir." in line, line
    assert "edilmediyse ayarlı skor verir." not in line, line
    if "Yasa 64C2(a)" in line:
        assert "kanaat getirirse de ayarlı skor verir." in line, line


@pytest.mark.parametrize("seed", [1, 31, 51])
def test_dummy_s_established_revoke_states_64c1_in_the_future(seed):
    q = generated("revoke_correction", seed)
    assert (
        "Yasa 64C1: hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat "
        "getirirse yine de ayarlı skor atayacaktır." in q.explanation_tr
    ), q.explanation_tr
    assert "yine de ayarlı skor atar." not in q.explanation_tr


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_claim_quiz_s_70a_step_is_in_the_future(seed):
    q = generated("claim", seed)
    step = next(s for s in q.steps("tr") if s.startswith("Yasa 70A:"))
    assert step.startswith("Yasa 70A: talep ile ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir. "), step
    assert "aleyhine çözümlenir." not in step
