"""Session 90 (qa238): the auction quizzes' 25B1 step says how the left-hand opponent accepts a change
of call: by calling intentionally over it.

25B1 (TR, official): "A maddesine göre izin verilmeyen bir değiştirilmiş konuşma, kusurlu tarafın
solundaki rakip tarafından kabul edilebilir (soldaki rakibin isteyerek konuşma yapması halinde
otomatikman kabul edilmiş hale gelir). Bu durumda ilk konuşma geri alınır ve ikinci konuşma kalır ve
artırım devam eder (Yasa 26 uygulanabilir)."; WBF: "If a substitution not permitted by A occurs, the
LHO may accept the substituted call (It is accepted if LHO calls intentionally over it.) ..."

The step said "the left-hand opponent may accept the change" without the parenthesis: in the call-out-of-
rotation quiz's change-of-call story the left-hand opponent is still to call, and his intentional call
over the change is how he accepts it (the grid and the table page say so since qa203, qa229)."""

from quizzes.tests.helpers import first_citing, official_turkish


def test_the_official_turkish_25b1_parenthesis():
    text = official_turkish()["25B1"].text
    assert "(soldaki rakibin isteyerek konuşma yapması halinde otomatikman kabul edilmiş hale gelir)" in text


def _step(question, label: str, lang: str) -> str:
    text = question.explanation_tr if lang == "tr" else question.explanation_en
    head = f"Yasa {label}:" if lang == "tr" else f"Law {label}:"
    return next(line for line in text.split("\n") if line.startswith(head))


def test_the_25b1_step_says_an_intentional_call_over_it_accepts():
    questions = first_citing("call_out_of_rotation", "25B1", 3)
    assert questions
    for question in questions:
        assert "değişikliği kabul edebilir (üstüne isteyerek konuşursa kabul etmiş olur);" in _step(
            question, "25B1", "tr"
        )
        assert "may accept the change (it is accepted if he calls intentionally over it):" in _step(
            question, "25B1", "en"
        )
