"""Session 89 (qa226): the call-out-of-rotation and insufficient-bid quizzes say each paragraph's
condition and the rest of its rectification.

31A2 (TR, official): "Bu rakip yasal bir deklare verir, kontr veya sürkontr atarsa, kusurlu oyuncu
herhangi bir yasal konuşmayı yapabilir"; WBF: "If that opponent makes a legal bid, double or redouble,
offender may make any legal call" (footnote 8: "An illegal call by RHO is rectified as usual"). 32A2
has no "legal" in either text: TR "Kusurlu oyuncunun sağındaki rakip deklare verir, kontr veya sürkontr
atarsa"; WBF "If offender's RHO bids, doubles or redoubles".

30A: TR "kusurlu oyuncu konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır ve Yasa 72C
uygulanabilir"; WBF "the offender must pass when next it is his turn to call and Law 72C may apply".
30B1(b)(ii), 31A2(b), 32A2(b): TR "Yasalar 16C, 26B ve 72C uygulanabilir"; WBF "Laws 16C, 26B and 72C
may apply".

27B2 and 27B3 end: TR "Yasa 26B ile öngörülen çıkış kısıtlamaları uygulanabilir ve bkz. Yasa 72C"; WBF
"The lead restrictions in Law 26B may apply, and see Law 72C".

26B's last sentence: TR "Bu yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece devam eder"; WBF
"Such prohibition continues for as long as the offender's partner retains the lead".
"""

import pytest

from quizzes.tests.helpers import first_citing, generated, official_turkish, right_answer


def test_the_official_turkish_says_what_the_quiz_now_says():
    p = official_turkish()
    assert "Bu rakip yasal" in p["31A2"].text
    assert "yasal" not in p["32A2"].text.split("atarsa")[0]
    assert "Yasa 72C uygulanabilir" in p["30A"].text
    for label in ("30B1(b)(ii)", "31A2(b)", "32A2(b)"):
        assert "Yasalar 16C, 26B ve 72C uygulanabilir" in p[label].text
    for label in ("27B2", "27B3"):
        assert "Yasa 26B ile öngörülen çıkış kısıtlamaları uygulanabilir ve bkz. Yasa 72C" in p[label].text
    assert "kaldığı sürece devam eder" in p["26B"].text


def _rho_questions(first_law: str, count: int):
    found = []
    for seed in range(1, 400):
        question = generated("call_out_of_rotation", seed)
        if question.expected["laws"][0] == first_law:
            found.append(question)
        if len(found) == count:
            break
    return found


@pytest.mark.parametrize("question", _rho_questions("31A", 5), ids=lambda q: str(q.seed))
def test_a_bid_at_rhos_turn_answer_says_a_legal_bid(question):
    tr, en = right_answer(question, "tr"), right_answer(question, "en")
    assert " yasal bir deklare verir, kontr ya da sürkontr derse " in tr
    assert " makes a legal bid, double or redouble, " in en
    assert " bids, doubles or redoubles" not in en
    tr_steps, en_steps = question.explanation_tr, question.explanation_en
    assert "Yasa 31A2: o rakip yasal bir deklare verir" in tr_steps
    assert "Law 31A2: if that opponent makes a legal bid, double or redouble" in en_steps


@pytest.mark.parametrize("question", _rho_questions("32A", 3), ids=lambda q: str(q.seed))
def test_a_double_at_rhos_turn_keeps_32a2s_own_words(question):
    tr, en = right_answer(question, "tr"), right_answer(question, "en")
    assert " deklare verir, kontr ya da sürkontr derse " in tr and "yasal bir deklare" not in tr
    assert " bids, doubles or redoubles, " in en and "legal bid" not in en


def _step(question, label: str, lang: str) -> str:
    text = question.explanation_tr if lang == "tr" else question.explanation_en
    head = f"Yasa {label}:" if lang == "tr" else f"Law {label}:"
    return next(line for line in text.split("\n") if line.startswith(head))


def test_the_30a_step_says_72c():
    question = first_citing("call_out_of_rotation", "30A", 1)[0]
    assert _step(question, "30A", "tr").endswith("pas geçmek zorundadır ve Yasa 72C uygulanabilir.")
    assert _step(question, "30A", "en").endswith("must pass at his next turn, and Law 72C may apply.")


@pytest.mark.parametrize("label", ["30B1(b)(ii)", "31A2(b)", "32A2(b)"])
def test_the_not_comparable_steps_say_16c_26b_72c(label):
    question = first_citing("call_out_of_rotation", label, 1)[0]
    assert _step(question, label, "tr").endswith("pas geçmek zorundadır; Yasalar 16C, 26B ve 72C uygulanabilir.")
    assert _step(question, label, "en").endswith("must pass at his next turn; Laws 16C, 26B and 72C may apply.")


@pytest.mark.parametrize("label", ["27B2", "27B3"])
def test_the_27b2_and_27b3_steps_say_26b_and_72c(label):
    question = first_citing("insufficient_bid", label, 1)[0]
    assert _step(question, label, "tr").endswith(
        "Yasa 26B ile öngörülen çıkış kısıtlamaları uygulanabilir ve bkz. Yasa 72C."
    )
    assert _step(question, label, "en").endswith("the lead restrictions in Law 26B may apply, and see Law 72C.")


def test_the_27b3_answer_says_the_lead_may_be_restricted():
    questions = [q for q in first_citing("insufficient_bid", "27B3", 3) if q.expected["laws"][0] == "27B3"]
    assert questions
    for question in questions:
        o = question.scenario["calls"][-1]
        assert "kontr" in question.prompt_tr
        tr, en = right_answer(question, "tr"), right_answer(question, "en")
        assert tr.startswith("Kontr iptal edilir:") and tr.endswith("defans olursa çıkış kısıtlaması olabilir"), o
        assert en.startswith("The double is cancelled:") and en.endswith("defends, the lead may be restricted")


def test_the_26b_step_says_how_long_the_ban_lasts():
    question = first_citing("insufficient_bid", "26B", 1)[0]
    assert _step(question, "26B", "tr").endswith(
        "bu yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece devam eder."
    )
    assert _step(question, "26B", "en").endswith(
        "such prohibition continues for as long as the offender's partner retains the lead."
    )
