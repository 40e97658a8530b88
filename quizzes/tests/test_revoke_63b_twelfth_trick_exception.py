"""The revoke quiz's 63A1 step for a revoke on trick twelve says 63B's exception (qa187's note; qa188).

Law 63B, WBF: "Once a revoke is established, it may no longer be corrected (except as provided in Law
62D for a revoke on the twelfth trick or as in Law 62C3), and the trick on which the revoke occurred
stands as played." The official Turkish names only 62C3 there ("Rönons bir kere resmileştikten sonra,
artık düzeltilemez (Onikinci lövedeki rönons için Yasa 62C3’te belirtilen durum hariç)"; the editor's
note on 63B, docs/translation-notes.md), but its 62D1 excepts the twelfth trick itself: TR "Onikinci
lövedeki, rönons, resmileşmiş olsa dahi ellerin dördü de borda geri konulmadan önce fark edilmiş ise
düzeltilmelidir"; WBF "On the twelfth trick, a revoke, even if established, must be corrected if
discovered before all four hands have been returned to the board".

The step said of a trick-twelve revoke "it may no longer be corrected (Law 63B)" / "artık
düzeltilemez (Yasa 63B)": false of that revoke, which 62D1 corrects even established; the next step
(62D1, "this one was discovered later") is why it stands. Revokes on other tricks keep the short form."""

from __future__ import annotations

import pytest

from quizzes.generators import GenerationError, generate

EXCEPTED = {
    "tr": "resmileşen bir rönons artık düzeltilemez (Yasa 63B); bunun istisnası, onikinci lövedeki rönons için "
    "Yasa 62D ile öngörülen durumdur.",
    "en": "an established revoke may no longer be corrected (Law 63B), except as provided in Law 62D for a revoke "
    "on the twelfth trick.",
}
BARE = {
    "tr": "resmileşti; artık düzeltilemez (Yasa 63B).",
    "en": "established; it may no longer be corrected (Law 63B).",
}
TWELFTH = {"tr": "Onikinci lövedeki rönons", "en": "On the twelfth trick, a revoke"}  # the 62D1 step (qa225)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_63a1_step_gives_63b_its_exception_on_trick_twelve_only(lang):
    twelfth = other = 0
    for seed in range(300):
        try:
            question = generate("revoke", seed)
        except GenerationError:
            continue
        lines = (question.explanation_tr if lang == "tr" else question.explanation_en).split("\n")
        step = [line for line in lines if "63A1" in line and "63B" in line]
        if not step:
            continue
        on_twelve = any(line.startswith(TWELFTH[lang]) for line in lines)
        if on_twelve:
            twelfth += 1
            assert step[0].endswith(EXCEPTED[lang]), (seed, step[0])
            assert BARE[lang] not in step[0], (seed, step[0])
        else:
            other += 1
            assert step[0].endswith(BARE[lang]), (seed, step[0])
    assert twelfth >= 5 and other >= 50, (twelfth, other)
