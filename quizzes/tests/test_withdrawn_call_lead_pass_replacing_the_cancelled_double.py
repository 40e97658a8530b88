"""withdrawn_call_lead's story of an attempted double: the pass that follows is the offender's own
correction, not a pass the Law imposes on him (session 84, qa172).

27B3 (TR, official): "kusurlu oyuncu yetersiz deklaresini bir kontr veya sürkontr ile düzeltme
girişiminde bulunursa, yapılmak istenen bu konuşma iptal edilir. Kusurlu oyuncu, konuşmasını
yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı konuşma sırası kendisine her
geldiğinde pas geçmek zorundadır." WBF: "if the offender attempts to substitute a double or a
redouble for his insufficient bid the attempted call is cancelled. The offender must replace it as
the foregoing allows and his partner must then pass whenever it is his turn to call."

The offender may correct with any call the foregoing allows (a sufficient bid or a pass, 27B1-27B2);
it is his partner the Law binds to pass. The story said "(kontr iptal edilir, pas geçer)" / "(the
double is cancelled and he passes)", which reads, beside the 27B3 step, like the Law's ruling on the
offender; now it names him and says he replaces the double with a pass."""

import pytest

from quizzes.generators import generate


# seed 6: North's insufficient 3♣, East does not accept, North replaces it with a double
@pytest.mark.parametrize("seed, offender_tr, offender_en", [(6, "Kuzey", "North")])
def test_the_story_says_the_offender_replaced_the_cancelled_double_with_a_pass(seed, offender_tr, offender_en):
    question = generate("withdrawn_call_lead", seed)
    assert f"(kontr iptal edilir; {offender_tr} onun yerine pas der)." in question.prompt_tr
    assert f"(the double is cancelled; {offender_en} replaces it with a pass)." in question.prompt_en
    assert "pas geçer)" not in question.prompt_tr and "and he passes" not in question.prompt_en
    # the offender's pass is in the scenario the engine ruled on, right after the double
    calls = question.scenario["calls"]
    assert calls[calls.index("N:X") + 1] == "N:pass"


def test_every_attempted_double_story_names_the_offender_s_pass():
    told = 0
    for seed in range(1, 301):
        question = generate("withdrawn_call_lead", seed)
        if "kontr iptal edilir" in question.prompt_tr:
            told += 1
            assert "onun yerine pas der)." in question.prompt_tr, seed
            assert "replaces it with a pass)." in question.prompt_en, seed
    assert told > 0
