"""50D1(a)'s exception as the penalty_card and lead_out_of_turn explanations say it (`except_50d1b`)
ends with 50D1(b)'s modal (qa187's note; qa188).

Law 50D1(b) (TR, official): "Renge uyma veya bir çıkış veya oyun kısıtlamasını yerine getirme
zorunluluğu, bir majör cezalı kartı oynama zorunluluğundan önce gelir, ancak cezalı kart masanın
üstünde yüzü açık olarak bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır."
WBF: "The obligation to follow suit, or to comply with a lead or play restriction, takes precedence
over the obligation to play a major penalty card, but the penalty card must still be left face up on
the table and played at the next legal opportunity."

The sentence said "cezalı kart o zaman masada açık kalır ve bir sonraki yasal fırsatta oynanır" / "the
penalty card then staying face up to be played at the next legal opportunity": what happens, where
both texts say what must."""

from __future__ import annotations

import pytest

from quizzes.generators import GenerationError, generate

HEAD = {"tr": "ancak Yasa 50D1(b) uyarınca", "en": "but by Law 50D1(b)"}
MUST = {
    "tr": "cezalı kart yine de masada yüzü açık olarak bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır.",
    "en": "the penalty card must still be left face up on the table and played at the next legal opportunity.",
}
DESCRIBED = {"tr": "açık kalır ve bir sonraki yasal fırsatta oynanır", "en": "staying face up to be played"}


@pytest.mark.parametrize("qtype", ["penalty_card", "lead_out_of_turn"])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_exception_says_the_card_must_still_be_left_face_up_and_played(qtype, lang):
    seen = 0
    for seed in range(1, 121):
        try:
            question = generate(qtype, seed)
        except GenerationError:
            continue
        explanation = question.explanation_tr if lang == "tr" else question.explanation_en
        for line in explanation.split("\n"):
            if HEAD[lang] not in line:
                continue
            seen += 1
            assert line.endswith(MUST[lang]), (qtype, seed, line)
            assert DESCRIBED[lang] not in line, (qtype, seed, line)
    assert seen >= 3, seen
