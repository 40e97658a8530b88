"""The revoke quiz's 62D1 step says the paragraph's words and modal, in both languages (qa225).

Law 62D1, official Turkish: "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ellerin dördü de borda
geri konulmadan önce fark edilmiş ise düzeltilmelidir." WBF: "On the twelfth trick, a revoke, even if
established, must be corrected if discovered before all four hands have been returned to the board."

The step said in Turkish "12. lövedeki rönons, dört el de borda geri konmadan fark edilseydi
düzeltilirdi" (would have been corrected: a counterfactual, not 62D1's "düzeltilmelidir") and in
English "must be corrected if it is noticed before ..."; neither said "even if established"
("resmileşmiş olsa dahi"), the very point of 62D1 after the 63A1 step has just said the revoke was
established (noticed by qa216)."""

from __future__ import annotations

import pytest

from quizzes.generators import GenerationError, generate

SAYS = {
    "tr": "Onikinci lövedeki rönons, resmileşmiş olsa dahi ellerin dördü de borda geri konulmadan önce fark "
    "edilmiş ise düzeltilmelidir (Yasa 62D1); bu rönons ise daha sonra fark edildi.",
    "en": "On the twelfth trick, a revoke, even if established, must be corrected if discovered before all four "
    "hands have been returned to the board (Law 62D1); this one was discovered later.",
}
NOT = {"tr": ("fark edilseydi", "düzeltilirdi"), "en": ("if it is noticed",)}


def _twelfth_trick_questions(wanted: int = 4):
    found = []
    for seed in range(400):
        try:
            question = generate("revoke", seed)
        except GenerationError:
            continue
        if any("62D1" in line for line in question.explanation_en.split("\n")):
            found.append(question)
            if len(found) == wanted:
                break
    assert len(found) == wanted, len(found)
    return found


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_62d1_step_says_even_if_established_and_must_be_corrected(lang):
    for question in _twelfth_trick_questions():
        explanation = question.explanation_tr if lang == "tr" else question.explanation_en
        step = [line for line in explanation.split("\n") if "62D1" in line]
        assert step == [SAYS[lang]], (question.seed, step)
        for words in NOT[lang]:
            assert words not in explanation, (question.seed, words)
