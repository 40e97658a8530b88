"""A declarer's lead from the wrong hand, withdrawn (Law 55B2), has one right answer among the
choices.

Law 55B2 (Turkish, official): "Eğer deklaran çıkış sırası kendisinin veya yerin elindeyken yanlış
elden çıkış yapmışsa ve Yasa 55A uyarınca çıkışı geri alması istenirse, hatalı çıkılan kartı geri
alır. Deklaran doğru elden çıkış yapmak zorundadır." WBF: "he withdraws the card led in error. He
must lead from the correct hand." The card goes back and the correct hand leads any card: a choice
saying the card goes back "with no further rectification" (the words of 55B1) says the same.
"""

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db
# what a choice may add that 55B2 rules out: a penalty card, a suit the lead must be in
RULED_OUT = ("penalty card", "same suit", "must lead a ", "cannot be accepted")


def _says_what_55b2_says(text: str) -> bool:
    return "goes back" in text and not any(words in text for words in RULED_OUT)


def test_a_withdrawn_lead_from_the_wrong_hand_has_exactly_one_right_choice():
    asked = 0
    for seed in (6, 29, 16061, *range(1, 301)):
        q = generate("lead_out_of_turn", seed)
        # asked what a withdrawal does (after it, or among the options) where 55B2 rules
        if "55B2" not in q.expected["laws"] or not _says_what_55b2_says(q.choice(q.answer).en):
            continue
        asked += 1
        right = [c.key for c in q.choices if _says_what_55b2_says(c.en)]
        assert right == [q.answer], (seed, [c.en for c in q.choices])
    assert asked > 10
