"""The `claim` quiz's 71B choice and step follow the official Turkish of Law 71 (qa274).

Law 71, TR "Terk bir kez yapıldığında, Yasa 79C'ye göre saptanmış Düzeltme Süreci içinde, hakem terki
aşağıdaki sebeplerle iptal etmedikçe, geçerli kalmalıdır: ... B. Bir oyuncu, kalan kartların herhangi bir
normal şekilde oynanması sonucu kaybedemeyeceği bir löveyi terk etmişse; Bu löve iade edilerek bord yeniden
skorlanır."; WBF "A concession must stand, once made, except that within the Correction Period established
under Law 79C the Director shall cancel a concession: ... B. if a player has conceded a trick that could not
be lost by any normal play of the remaining cards. The board is rescored with such trick awarded to his side."

The Turkish sets the Director no duty (editor's note translation-71; qa256 changed the `where` quiz so). The
71B choice said, as the rule, "... terki iptal edilir" / "... is cancelled", and the step "hakem ... terkini
iptal eder" / "the Director cancels the concession of a trick that ...": the WBF's duty in the indicative.
Now both say 71's rule (the concession must stand unless the Director cancels it for 71's reasons); the
cancelling of this concession is the engine's ruling (the tricks awarded), said of this concession only.
"""

from __future__ import annotations

import pytest

from quizzes.tests.helpers import generated

SEEDS = range(1, 61)


@pytest.fixture(scope="module")
def questions():
    return [generated("claim", seed) for seed in SEEDS]


def _offered_71b(questions):
    return [c for q in questions for c in q.choices if c.text("en").startswith("Law 71B")]


def test_the_71b_choice_states_71s_rule_not_a_duty(questions):
    offered = _offered_71b(questions)
    assert offered
    for choice in offered:
        tr, en = choice.text("tr"), choice.text("en")
        assert "iptal edilir" not in tr and "is cancelled" not in en, (tr, en)
        assert "geçerli kalmalıdır" in tr and "iptal etmedikçe" in tr and "Düzeltme Süreci içinde" in tr, tr
        assert "must stand unless" in en and "within the Correction Period" in en, en


def test_the_71b_step_states_71s_rule_and_cancels_only_this_concession(questions):
    cancelled = [q for q in questions if "71B" in q.expected["laws"]]
    assert cancelled
    for q in cancelled:
        tr, en = q.explanation_tr, q.explanation_en
        assert "the Director cancels the concession of a trick" not in en, q.seed
        assert "terkini iptal eder" not in tr, q.seed
        assert (
            "once a concession has been made, it must stand, unless, within the Correction Period established "
            "under Law 79C, the Director cancels it for one of Law 71's reasons" in en
        ), q.seed
        assert (
            "terk bir kez yapıldığında, Yasa 79C'ye göre saptanmış Düzeltme Süreci içinde hakem terki Yasa 71'in "
            "sebeplerinden biriyle iptal etmedikçe geçerli kalmalıdır" in tr
        ), q.seed
        awarded, claimed = q.expected["awarded"], q.scenario["claimed"]
        tricks = f"{awarded} trick" + ("" if awarded == 1 else "s")
        one = awarded - claimed == 1
        assert (
            f"This concession is one: the Director cancels it and the board is rescored with "
            f"{'that trick' if one else 'those tricks'} restored: {tricks}, not {claimed}." in en
        ), q.seed
        assert (
            f"Buradaki terk böyledir: hakem onu iptal eder ve {'löve' if one else 'löveler'} iade edilerek bord "
            f"yeniden skorlanır: {claimed} değil, {awarded} löve." in tr
        ), q.seed
