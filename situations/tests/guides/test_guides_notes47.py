"""notes47: the call-out-of-rotation quiz says, where the Law does, that Law 16C2 applies to the
offender's partner's call at his turn, and the guide says what 16C2 makes of the cancelled call
(docs/legal-review.md, "notes47" and the lead's follow-up).

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


@pytest.mark.parametrize("label", ENDINGS)
def test_the_guide_says_what_16c2_makes_of_the_cancelled_call_where_it_states_the_partner_s_call(label):
    """The guide's Endings state what 16C2 does rather than repeating the clause: beside the
    partner's call, the cancelled call's information is unauthorised for the offending side (16C,
    16C2), or, after a comparable call, 16C2 does not apply (23B: TR "Yasa 16C2 uygulanmaz", WBF
    "Law 16C2 does not apply"). The clause itself ("but Law 16C2 applies") is in the quiz's choices
    (below); in the guide, beside 23B's sentence, it read as if the two contradicted each other,
    and neither text says whether 23B reaches the partner's call made before the comparable call."""
    for name in ENDINGS[label]:
        ending = getattr(guide, name)
        assert any(f"Law {label})" in line.en for line in ending.now), name
        unauthorised = [line for line in ending.now if "unauthorised for the offending side (Law 16C" in line.en]
        does_not_apply = [line for line in ending.now if "Law 16C2 does not apply" in line.en]
        assert len(unauthorised) + len(does_not_apply) == 1, name
        for line in unauthorised:
            assert "kusurlu taraf için izinsizdir (Yasa 16C" in line.tr, name
        for line in does_not_apply:
            assert "COMPARABLE" in name and "Yasa 16C2 uygulanmaz" in line.tr, name
        spoken = [line for line in ending.script if "unauthorised for your side (Law 16C" in line.en]
        assert spoken or "COMPARABLE" in name, name


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
