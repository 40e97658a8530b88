"""qa279: the insufficient_bid quiz's 27B3 choice (`corrects_again` in
quizzes/generators/insufficient_bid.py: the answer after an attempted double, a distractor after any
other correction) says what the paragraph asks of the offender, as qa272 did for the auction quiz's
step and qa276 for the guide.

27B3, official Turkish: "Yukarıda B1(b) ile hükme bağlananın dışında, kusurlu oyuncu yetersiz
deklaresini bir kontr veya sürkontr ile düzeltme girişiminde bulunursa, yapılmak istenen bu konuşma
iptal edilir. Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve
ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır."
WBF English: "except as provided in B1(b) above, if the offender attempts to substitute a double or a
redouble for his insufficient bid the attempted call is cancelled. The offender must replace it as
the foregoing allows and his partner must then pass whenever it is his turn to call."

The choice said "... yeterli bir deklare ya da pasla yeniden düzeltir" / "... corrects again with a
sufficient bid or a pass": neither the criteria (TR "yukarıda belirlenen kriterler çerçevesinde",
WBF "as the foregoing allows") nor, in English, the WBF's "must". The reason shown when the 27B2
choice is taken after an attempted double said "yeniden düzeltmek zorundadır" likewise."""

import pytest

from quizzes.generators import generate
from quizzes.tests.helpers import official_turkish

SEEDS = range(1, 121)
TR = "konuşmasını yukarıda belirlenen kriterler çerçevesinde, yeterli bir deklare ya da pasla düzeltir, "
EN = "must replace it as the foregoing allows, with a sufficient bid or a pass, and "


def test_the_official_paragraph_has_the_words_the_choice_says():
    official = official_turkish()["27B3"].text
    assert "Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir" in official


def _cancelled_choices():
    """(question, choice) for every 27B3 choice of the seeds: "Kontr iptal edilir: ..." / "The double is
    cancelled: ..." and "X'in yeni konuşması iptal edilir: ..." / "X's new call is cancelled: ..."."""
    for seed in SEEDS:
        q = generate("insufficient_bid", seed)
        for c in q.choices:
            if " iptal edilir: " in c.tr:
                yield q, c


def test_the_27b3_choice_says_the_offender_replaces_the_call_as_the_foregoing_allows():
    answers = distractors = 0
    for q, c in _cancelled_choices():
        assert TR in c.tr, (q.seed, c.tr)
        assert EN in c.en, (q.seed, c.en)
        assert "yeniden düzeltir" not in c.tr and "corrects again" not in c.en, (q.seed, c.tr, c.en)
        answers += c.key == q.answer
        distractors += c.key != q.answer
    assert answers >= 3 and distractors >= 3, (answers, distractors)


@pytest.mark.parametrize("seed", [16])  # an attempted double, not judged comparable: 27B3 is the answer
def test_the_answer_after_an_attempted_double(seed):
    q = generate("insufficient_bid", seed)
    answer = q.choice(q.answer)
    assert answer.tr == (
        "Kontr iptal edilir: Kuzey konuşmasını yukarıda belirlenen kriterler çerçevesinde, yeterli bir deklare "
        "ya da pasla düzeltir, Güney her sırasında pas geçmek zorundadır; Kuzey defans olursa çıkış kısıtlaması "
        "olabilir"
    )
    assert answer.en == (
        "The double is cancelled: North must replace it as the foregoing allows, with a sufficient bid or a pass, "
        "and South must pass whenever it is his turn; if North defends, the lead may be restricted"
    )


def test_why_partner_silenced_is_wrong_after_an_attempted_double_says_27b3_s_criteria():
    found = 0
    for seed in SEEDS:
        q = generate("insufficient_bid", seed)
        if not q.choice(q.answer).en.startswith("The double is cancelled"):
            continue
        for c in q.choices:
            if c.why_tr and "(Yasa 27B3); ortağın her sırasında pas geçme zorunluluğu" in c.why_tr:
                assert "konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltmek zorundadır (Yasa 27B3)" in (
                    c.why_tr
                ), (seed, c.why_tr)
                assert "yeniden" not in c.why_tr
                found += 1
    assert found >= 1, found
