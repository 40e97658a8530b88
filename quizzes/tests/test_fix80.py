"""fix80: the penalty_card and lead_out_of_turn explanations say 50D1(a)'s exception with it.

50D1(a), TR (official): "Aşağıdaki (b) bendinde belirtilen durum dışında, bir majör cezalı kart ister
çıkışta, renge uyarken, defos yaparken veya çakarken olsun ilk yasal fırsatta oynanmak zorundadır";
WBF "Except as provided in (b) below, a major penalty card must be played at the first legal
opportunity, whether in leading, following suit, discarding or trumping". 50D1(b), TR "Renge uyma veya
bir çıkış veya oyun kısıtlamasını yerine getirme zorunluluğu, bir majör cezalı kartı oynama
zorunluluğundan önce gelir, ancak cezalı kart masanın üstünde yüzü açık olarak bırakılmak ve bir
sonraki yasal fırsatta oynanmak zorundadır"; WBF "The obligation to follow suit, or to comply with a
lead or play restriction, takes precedence over the obligation to play a major penalty card, but the
penalty card must still be left face up on the table and played at the next legal opportunity".

Before, the step that says what a major penalty card brings stopped at "must be played at the first
legal opportunity", without the exception the paragraph opens with.
"""

from __future__ import annotations

import pytest

from quizzes.generators import GenerationError, generate

EXCEPTION = {
    "en": "but by Law 50D1(b) the obligation to follow suit, or to comply with a lead or play restriction, comes "
    "first; the penalty card must still be left face up on the table and played at the next legal opportunity.",
    "tr": "ancak Yasa 50D1(b) uyarınca renge uyma veya bir çıkış ya da oyun kısıtlamasını yerine getirme "
    "zorunluluğu önce gelir; cezalı kart yine de masada yüzü açık olarak bırakılmak ve bir sonraki yasal fırsatta "
    "oynanmak zorundadır.",
}
FIRST = {"en": "must be played at the first legal opportunity", "tr": "ilk yasal fırsatta oynanmak zorundadır"}
APPLIED = {"en": "it can be played now", "tr": "şimdi oynanabildiği için"}


def _lines(question, lang: str) -> list[str]:
    return (question.explanation_tr if lang == "tr" else question.explanation_en).split("\n")


@pytest.mark.parametrize(
    "qtype, seed, before",
    [
        # one major penalty card (East's ♦Q)
        ("penalty_card", 7, "Law 50D1(a): a major penalty card must be played at the first legal opportunity; "),
        # two, both major: declarer designates
        ("penalty_card", 10, "when two or more can legally be played, declarer designates which; "),
        # a lead out of turn withdrawn at declarer's demand (56B)
        ("lead_out_of_turn", 16, "must be played at the first legal opportunity (Law 50D1(a)); "),
    ],
)
def test_the_step_says_50d1a_with_its_exception(qtype, seed, before):
    question = generate(qtype, seed)
    assert before + EXCEPTION["en"] in question.explanation_en
    assert EXCEPTION["tr"] in question.explanation_tr
    assert "50D1(b)" in question.laws  # quoted beside the step


@pytest.mark.parametrize("qtype", ["penalty_card", "lead_out_of_turn"])
@pytest.mark.parametrize("lang", ["en", "tr"])
def test_no_step_states_the_rule_without_it(qtype, lang):
    """Every line that states the rule in general says the exception; the one line that applies it to
    the turn asked about (penalty_card: "it can be played now", the engine having cited 50D1(a) there,
    and 50D1(b) in a line of its own when it applies) is not a statement of the rule."""
    stated = 0
    for seed in range(1, 121):
        try:
            question = generate(qtype, seed)
        except GenerationError:
            continue
        for line in _lines(question, lang):
            if FIRST[lang] in line and "50D1(a)" in line and APPLIED[lang] not in line:
                stated += 1
                assert EXCEPTION[lang] in line, (qtype, seed, line)
    assert stated >= 3  # lines seen (lead_out_of_turn: 5 of seeds 1-120)
