"""A call out of rotation at the right-hand opponent's turn: the answer's second case is A2's own
condition, that opponent's bid, double or redouble, not "if he calls" (session 84, qa172).

31A2 (TR, official): "Bu rakip yasal bir deklare verir, kontr veya sürkontr atarsa, kusurlu oyuncu
herhangi bir yasal konuşmayı yapabilir"; WBF: "If that opponent makes a legal bid, double or
redouble, offender may make any legal call". 32A2 (TR): "Kusurlu oyuncunun sağındaki rakip deklare
verir, kontr veya sürkontr atarsa, kusurlu oyuncu sıra kendisine geldiğinde herhangi bir yasal
konuşmayı yapabilir"; WBF: "If offender's RHO bids, doubles or redoubles, the offender may in turn
make any legal call". A pass is a call too, and it is A1's case ("Bu rakip pas geçerse" / "If that
opponent passes"). The 31A2/32A2 steps of auction_story already said "deklare verir, kontr ya da
sürkontr derse" / "bids, doubles or redoubles"; the answers beside them said "konuşursa" / "calls"."""

import pytest

from quizzes.generators import generate
from quizzes.tests.helpers import official_turkish, right_answer


def test_the_official_turkish_names_a_bid_double_or_redouble_in_31a2_and_32a2():
    paragraphs = official_turkish()
    assert "deklare verir, kontr veya sürkontr atarsa" in paragraphs["31A2"].text
    assert "deklare verir, kontr veya sürkontr atarsa" in paragraphs["32A2"].text


# seed 13: South bids 4♦ at East's turn (31A, whose A2 says "legal": qa226); seed 1: North doubles
# at West's turn (32A)
@pytest.mark.parametrize(
    "seed, rho, offender, tr_condition, en_condition",
    [
        (13, "Doğu", "Güney", "yasal bir deklare verir", "makes a legal bid, double or redouble"),
        (1, "Batı", "Kuzey", "deklare verir", "bids, doubles or redoubles"),
    ],
)
def test_the_answer_states_a2s_condition(seed, rho, offender, tr_condition, en_condition):
    question = generate("call_out_of_rotation", seed)
    tr, en = right_answer(question, "tr"), right_answer(question, "en")
    assert f"{rho} {tr_condition}, kontr ya da sürkontr derse {offender} herhangi bir yasal konuşma yapabilir" in tr
    rho_en = {"Doğu": "East", "Batı": "West"}[rho]
    offender_en = {"Güney": "South", "Kuzey": "North"}[offender]
    assert f"if {rho_en} {en_condition}, {offender_en} may make any legal call" in en
    assert f"{rho} konuşursa" not in tr and f"if {rho_en} calls" not in en


def test_no_rho_case_says_if_he_calls():
    asked, said = 0, []
    for seed in range(1, 301):
        question = generate("call_out_of_rotation", seed)
        if question.expected["laws"][0] not in ("31A", "32A"):
            continue
        asked += 1
        if "konuşursa" in right_answer(question, "tr") or " calls, " in right_answer(question, "en"):
            said.append(seed)
    assert asked > 20 and said == []
