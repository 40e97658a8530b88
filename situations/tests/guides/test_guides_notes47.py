"""notes47: the call-out-of-rotation guide and quiz say, where the Law does, that Law 16C2 applies
to the offender's partner's call at his turn (docs/legal-review.md, "notes47").

30B1(a), official Turkish: "Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde kurallar çerçevesinde
herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanır."; WBF "Offender's partner may make
any legal call at his proper turn, but Law 16C2 applies."
31B1, official Turkish: "Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde kurallar çerçevesinde
herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanabilir."; WBF "Offender's partner may
make any legal call at his proper turn, but Law 16C2 applies." (the editor's note on 31B1).
32B1, official Turkish: "Kusurlu oyuncunun ortağı herhangi yasal bir konuşmayı yapabilir, ancak Yasa
16C2 geçerlidir."; WBF "Offender's partner may make any legal call, but Law 16C2 applies."
"""

import pytest

from quizzes.generators import generate
from situations.content import call_out_of_rotation as guide

pytestmark = pytest.mark.django_db

# The Law's clause after each paragraph, as the guide and the quiz say it.
CLAUSE = {
    "30B1(a)": ("ancak Yasa 16C2 uygulanır", "but Law 16C2 applies"),
    "31B1": ("ancak Yasa 16C2 uygulanabilir", "but Law 16C2 may apply"),
    "32B1": ("ancak Yasa 16C2 geçerlidir", "but Law 16C2 applies"),
}
ENDINGS = {
    "30B1(a)": ("PASS_PARTNER_COMPARABLE", "PASS_PARTNER_OTHER", "PARTNER_FIRST_PASS"),
    "31B1": ("BID_PARTNER_COMPARABLE", "BID_PARTNER_OTHER", "PARTNER_FIRST_BID"),
    "32B1": ("DOUBLE_PARTNER_COMPARABLE", "DOUBLE_PARTNER_OTHER", "PARTNER_FIRST_DOUBLE"),
}


@pytest.mark.parametrize("label", CLAUSE)
def test_the_guide_says_16c2_where_it_states_the_partner_s_call_on_the_page_and_in_the_read_out(label):
    tr, en = CLAUSE[label]
    for name in ENDINGS[label]:
        ending = getattr(guide, name)
        lines = [line for line in ending.now if f"Law {label})" in line.en]
        assert lines, name
        for line in lines:
            assert f"{en} (Law {label})" in line.en, (name, line.en)
            assert f"{tr} (Yasa {label})" in line.tr, (name, line.tr)
        read = [line for line in ending.script if f"Law {label})" in line.en]
        for line in read:
            assert f"{en} (Law {label})" in line.en, (name, line.en)
            assert f"{tr} (Yasa {label})" in line.tr, (name, line.tr)


@pytest.mark.parametrize(
    "first_law, label, en",
    [
        ("30B1", "30B1(a)", "may make any sufficient call, within the rules, but Law 16C2 applies;"),
        ("31B", "31B1", "may make any sufficient call, within the rules, but Law 16C2 may apply;"),
        ("32B", "32B1", "may make any legal call, but Law 16C2 applies;"),
    ],
)
def test_the_quiz_s_right_choice_for_the_partner_s_turn_says_16c2(first_law, label, en):
    tr_clause = CLAUSE[label][0]
    found = 0
    for seed in range(1, 401):
        q = generate("call_out_of_rotation", seed)
        right = q.choice(q.answer)
        if q.expected["laws"][0] != first_law or "stands and the call" in right.en:
            continue
        found += 1
        assert en in right.en, (seed, right.en)
        assert f"{tr_clause};" in right.tr, (seed, right.tr)
    assert found >= 3, (label, found)
