"""qa91: the claim questions' words read against Laws 68-71 in both texts.

70D1, official Turkish: "Hakem eğer ortada normal fakat daha az başarılı bir oyun tarzı varsa,
talep edenin orijinal açıklama beyanında belirtmediği hiçbir başarılı oyun tarzını kabul
etmeyecektir"; WBF: "The Director shall not accept from claimer any successful line of play not
embraced in the original clarification statement if there is an alternative normal line of play
that would be less successful". The step said "orijinal açıklamasında" / "the original statement",
dropping the paragraph's own term (70B's heading: "Açıklama İfadesi Tekrarlatılır" /
"Clarification Statement Repeated").
"""

from __future__ import annotations

import pytest

from quizzes.tests.helpers import generated

# Seeds 1-60 hold 23 questions the engine decides under 70D1 (the first: 3).
SEEDS = range(1, 61)


@pytest.fixture(scope="module")
def decided_by_70d1():
    questions = [generated("claim", seed) for seed in SEEDS]
    return [q for q in questions if q.expected["decides"] == "70D1"]


def test_the_70d1_step_names_the_original_clarification_statement(decided_by_70d1):
    assert len(decided_by_70d1) >= 5
    for q in decided_by_70d1:
        step_tr = next(s for s in q.steps("tr") if s.startswith("Yasa 70D1:"))
        step_en = next(s for s in q.steps("en") if s.startswith("Law 70D1:"))
        assert "talep edenin orijinal açıklama beyanında belirtmediği başarılı bir oyun tarzı" in step_tr, q.seed
        assert "not embraced in the original clarification statement" in step_en, q.seed
        assert "orijinal açıklamasında" not in step_tr and "the original statement" not in step_en
