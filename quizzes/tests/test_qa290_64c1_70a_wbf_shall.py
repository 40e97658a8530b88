"""qa290: the quizzes' English states 64C1's adjusted score, 64C2(b)'s and 70A's doubtful point in the
WBF's own verb ("shall"), as the guides and the engine do since qa280 (CONTRIBUTING.md, "Add a
situation guide", point 1; docs/legal-review.md, "Session 93 (qa290)"); the Turkish keeps the official
text's (qa279).

64C1, WBF: "When, after any established revoke, including those not subject to trick adjustment, the
Director deems that the non-offending side is insufficiently compensated by this Law for the damage
caused, he shall assign an adjusted score."
Official Turkish: "Onarmaya tabi olmayanlar da dahil olmak üzere, her resmileşmiş rönonstan sonra,
hakem kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından yeterli derecede tazmin
edilmediğine kanaat getirdiğinde, ayarlı skor atayacaktır."

64C2(b), WBF: "When both sides have revoked on the same board (see B7 above) and the Director deems
that a contestant has been damaged, he shall award an adjusted scored [sic] based on the likely result
had no revokes occurred."
Official Turkish: "Her iki taraf aynı bordda rönons yaparsa (bkz yukarıda Madde B7) ve hakem
taraflardan birinin zarar görmüş olduğuna kanaat getirirse, bordu herhangi bir rönons yapılmamış gibi
değerlendirerek ayarlı skor uygular." (the present: the Turkish line keeps "verir")

64C2(a), WBF: "... the Director adjusts the score if the non-offending side would likely have made
more tricks ..." (the present in both texts, TR "ayarlı skor uygular"): its English stays.

70A, WBF: "In ruling on a contested claim or concession, the Director adjudicates the result of the
board as equitably as possible to both sides, but any doubtful point as to a claim shall be resolved
against the claimer."
Official Turkish: "... ancak talep ile ilgili her şüpheli durum talep edenin aleyhine
çözümlenecektir."

The old English: the revoke quiz's 64C line "if it is not, he assigns an adjusted score", its 64C2(b)
line "if so, assigns an adjusted score", the revoke-correction quiz's dummy step "the Director still
assigns an adjusted score", the claim quiz's 70A step "any doubtful point as to a claim is resolved
against the claimer"."""

import pytest

from quizzes.tests.helpers import first_citing, generated, official_turkish

pytestmark = pytest.mark.django_db


def test_the_official_turkish_of_64c1_is_the_future_of_64c2b_the_present():
    paragraphs = official_turkish()
    assert paragraphs["64C1"].text.endswith("ayarlı skor atayacaktır.")
    assert paragraphs["64C2(b)"].text.endswith("ayarlı skor uygular.")


@pytest.mark.parametrize("seed", [3, 5, 7])  # seed 5: a repeated revoke, 64C2(a) follows in the present
def test_the_revoke_quiz_s_64c1_close_says_shall_assign(seed):
    q = generated("revoke", seed)
    line = next(s for s in q.steps("en") if s.startswith("Law 64C1:"))
    assert "sufficiently compensated; if it is not, he shall assign an adjusted score." in line, line
    assert "he assigns an adjusted score" not in line, line
    if "Law 64C2(a)" in line:
        assert "the Director also assigns an adjusted score if he considers" in line, line


@pytest.mark.parametrize("question", first_citing("revoke", "64C2(b)", 2), ids=lambda q: str(q.seed))
def test_the_revoke_quiz_s_64c2b_line_says_shall_award(question):
    line = next(s for s in question.steps("en") if "Law 64C2(b) applies" in s)
    assert "has been damaged and, if so, shall award an adjusted score, treating the board" in line, line
    assert "assigns an adjusted score" not in line, line
    tr = next(s for s in question.steps("tr") if "Yasa 64C2(b) uygulanır" in s)
    assert tr.endswith("değerlendirerek ayarlı skor verir."), tr


@pytest.mark.parametrize("seed", [1, 31, 51])
def test_dummy_s_established_revoke_states_64c1_with_shall(seed):
    q = generated("revoke_correction", seed)
    assert (
        "Law 64C1: the Director shall still assign an adjusted score if he considers that the damage suffered "
        "by the non-offending side is not sufficiently compensated." in q.explanation_en
    ), q.explanation_en
    assert "still assigns" not in q.explanation_en


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_claim_quiz_s_70a_step_says_shall_be_resolved(seed):
    q = generated("claim", seed)
    step = next(s for s in q.steps("en") if s.startswith("Law 70A: any doubtful"))
    assert step.startswith("Law 70A: any doubtful point as to a claim shall be resolved against the claimer. "), step
    assert "is resolved against" not in step
