"""After a call out of rotation, the Turkish answers and steps say the offender "may" make any legal
call (yapabilir), as the paragraphs and the English beside them do (session 84, qa172).

30B1(b) (TR, official): "Kusurlu oyuncu, sıra kendisine geldiğinde herhangi bir yasal konuşma
yapabilir ve:"; WBF: "Offender may make any legal call at his correct turn and:".
31A2 (TR): "... kusurlu oyuncu herhangi bir yasal konuşmayı yapabilir"; WBF: "offender may make any
legal call". 31B2 (TR): "Kusurlu oyuncu sıra kendisine geldiğinde herhangi yasal bir konuşmayı
yapabilir ve Hakem yukarıdaki A2(a) veya A2(b) Maddelerine göre hüküm verir"; WBF: "Offender may
make any legal call at his correct turn and the Director rules as in A2(a) or A2(b) above".
32A2 (TR): "... kusurlu oyuncu sıra kendisine geldiğinde herhangi bir yasal konuşmayı yapabilir";
WBF: "the offender may in turn make any legal call". 32B2 (TR, naming the partner: the step says
so): "... herhangi yasal bir konuşmayı yapabilir ve Hakem ... hüküm verir"; WBF: "Offender may make
any legal call at his proper turn and the Director rules as in A2(a) or A2(b) above".

The answers of a pass at partner's turn, and of any call at partner's turn after the partner
called first, said "herhangi bir yasal konuşma yapar" (makes), and so did the 31A2(a), 32A2(a),
31B2 and 32B2 steps, while their English said "may make"."""

import pytest

from quizzes.generators import generate
from quizzes.generators.auction_story import explain
from quizzes.tests.helpers import official_turkish, right_answer

MAY = "herhangi bir yasal konuşma yapabilir"
MAKES = "herhangi bir yasal konuşma yapar"


def test_the_official_turkish_says_may_in_30b1b_31a2_31b2_32a2_32b2():
    paragraphs = official_turkish()
    assert "herhangi bir yasal konuşma yapabilir" in paragraphs["30B1(b)"].text
    assert "herhangi bir yasal konuşmayı yapabilir" in paragraphs["31A2"].text
    assert "herhangi bir yasal konuşmayı yapabilir" in paragraphs["32A2"].text
    for label in ("31B2", "32B2"):
        assert "herhangi yasal bir konuşmayı yapabilir" in paragraphs[label].text


# seed 3: West passes at partner's turn (30B1); seed 2: the same, East (the partner) calls first
@pytest.mark.parametrize("seed, offender", [(3, "Kuzey"), (2, "Batı")])
def test_the_answer_says_the_offender_may_make_any_legal_call(seed, offender):
    question = generate("call_out_of_rotation", seed)
    assert f"{offender} sırasında {MAY}" in right_answer(question, "tr")
    assert "may make any legal call at his turn" in right_answer(question, "en")
    assert MAKES not in question.explanation_tr


@pytest.mark.parametrize(
    "qtype, seed, label",
    [
        ("call_out_of_rotation", 44, "31B2"),  # a bid at partner's turn
        ("call_out_of_rotation", 27, "32B2"),  # a double at partner's turn
    ],
)
def test_the_b2_step_says_may(qtype, seed, label):
    question = generate(qtype, seed)
    step = next(line for line in question.explanation_tr.split("\n") if line.startswith(f"Yasa {label}:"))
    assert f"kusurlu sırasında {MAY} ve Hakem A2'ye göre karar verir" in step


def test_no_auction_question_says_the_offender_makes_any_legal_call():
    """Seeds 1-300 of the types that tell of a call out of rotation: the answers, and the 31B2 and
    32B2 steps withdrawn_call_lead shares (282 of its seeds 1-1000 said "yapar")."""
    said = []
    for qtype in ("call_out_of_rotation", "withdrawn_call_lead"):
        for seed in range(1, 301):
            question = generate(qtype, seed)
            if MAKES in question.explanation_tr or any(MAKES in c.tr for c in question.choices):
                said.append((qtype, seed))
    assert said == []


@pytest.mark.parametrize("label", ["31A2(a)", "32A2(a)"])
def test_the_a2a_step_says_may(label):
    """No generated question cites 31A2(a) or 32A2(a) (test_right_hand_opponent_bids_wording.py),
    so their step is read where every question takes it, `explain`."""
    (tr,) = explain((label,), "tr")
    assert f"kusurlu {MAY}; eşdeğerse onarma yoktur" in tr, tr
