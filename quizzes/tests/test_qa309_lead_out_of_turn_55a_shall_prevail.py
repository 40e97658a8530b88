"""qa309: Law 55A's verb in the lead-out-of-turn quiz's explanation (its 55A step and its answer).

Law 55A (official Turkish, fixtures/laws_tr.txt): "Deklaran kendisinin veya yerin elinden sırasız
çıkış yapmışsa, herhangi bir defans oyuncusu Yasa 53'te öngörüldüğü gibi çıkışı kabul edebilir veya
geri alınmasını isteyebilir. (Yanlış bilgilendirmeden sonra, bkz. Yasa 47E1.) Defans oyuncuları
farklı seçimler yaparlarsa sıradaki defans oyuncusunun seçimi geçerli olur."
WBF: "If declarer has led out of turn from his or dummy's hand then either defender may accept the
lead as provided in Law 53 or require its retraction (after misinformation, see Law 47E1). If the
defenders choose differently then the option expressed by the player next in turn to the irregular
lead shall prevail."

The English steps said "the defender next in turn (West) prevails" and "West's choice prevails";
they state what 55A requires and now say the WBF's "shall prevail" of the option (CONTRIBUTING.md,
"Add a situation guide", point 1). The Turkish "geçerli olur" is the official present and stays.
The question "If the defenders choose differently, whose choice prevails?" stays: a question states
nothing the Law requires, and its Turkish ("kimin seçimi geçerli olur?") is the official present."""

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db


def _declarer_led(seeds=range(160)):
    found = [q for q in (generate("lead_out_of_turn", seed) for seed in seeds) if "55A" in q.laws]
    assert len(found) >= 5
    return found


def _line(text: str, start: str) -> str:
    [line] = [line for line in text.split("\n") if line.startswith(start)]
    return line


def test_the_55a_step_says_the_option_of_the_defender_next_in_turn_shall_prevail():
    for q in _declarer_led():
        en, tr = _line(q.explanation_en, "Law 55A:"), _line(q.explanation_tr, "Yasa 55A:")
        assert en.endswith(") shall prevail."), (q.seed, en)
        assert "if they choose differently, the option of the defender next in turn (" in en, (q.seed, en)
        assert "prevails" not in en, (q.seed, en)
        assert tr.endswith(") seçimi geçerli olur."), (q.seed, tr)
        assert "farklı seçerlerse sıradaki defans oyuncusunun (" in tr, (q.seed, tr)


def test_the_answer_to_whose_choice_prevails_says_shall_prevail():
    asked = [q for q in _declarer_led() if q.prompt_en.endswith("whose choice prevails?")]
    assert len(asked) >= 3
    for q in asked:
        seat_en = q.choice(q.answer).en.split(" (")[0]
        last_en, last_tr = q.explanation_en.split("\n")[-1], q.explanation_tr.split("\n")[-1]
        assert last_en == f"If the defenders choose differently, {seat_en}'s option shall prevail.", (q.seed, last_en)
        assert last_tr.startswith("Defans oyuncuları farklı seçerse ") and last_tr.endswith(" seçimi geçerli olur.")
        assert q.prompt_tr.endswith("Defans oyuncuları farklı seçerse kimin seçimi geçerli olur?"), q.seed
