"""qa65: a Director studying with the quizzes (docs/legal-review.md, "qa65"). The explanation of a
withdrawn call's lead restriction reads in the order the Laws apply their paragraphs; the answer
and the paragraphs cited are the engine's and unchanged."""

import pytest

from quizzes.generators import generate
from quizzes.generators.auction_story import described

pytestmark = pytest.mark.django_db


def _step_labels(question) -> list[str]:
    return [line.split(":")[0].removeprefix("Law ") for line in question.steps("en") if line.startswith("Law ")]


def test_a_call_out_of_rotation_is_explained_from_29b_to_the_comparable_call():
    """Law 29B (TR, official): "A maddesinin uygun olmadığı durumlarda, sırasız konuşma iptal edilir
    ve artırım konuşma sırası kendisinde olan oyuncuya geri gider. Kusurlu oyuncunun tarafı,
    Yasalar 30, 31 ve 32 hükümlerine tabidir." WBF: "Unless A applies, a call out of rotation is
    cancelled and the auction reverts to the player whose turn it was to call. The offending side
    is subject to the provisions of Law 30, 31 or 32." Law 31B2 (TR): "Kusurlu oyuncu sıra kendisine
    geldiğinde herhangi yasal bir konuşmayı yapabilir ve Hakem yukarıdaki A2(a) veya A2(b)
    Maddelerine göre hüküm verir." WBF: "Offender may make any legal call at his correct turn and
    the Director rules as in A2(a) or A2(b) above."

    The steps read "31A2(b): not comparable" before "31B: a bid at partner's turn" and 29B after
    both (qa64's item d): the Laws go 29B, then Law 31's case (B, B1, B2), then A2(b)."""
    expected = {
        1: ["29B", "31A2", "31A2(b)", "26B", "22A", "41A"],
        2: ["29B", "31B", "31B1", "31B2", "31A2(b)", "26B", "22A", "41A"],
        32: ["29B", "32B", "32B1", "32B2", "32A2(b)", "26B", "22A", "41A"],
        4: ["27B2", "26B", "22A", "41A"],
    }
    for seed, labels in expected.items():
        q = generate("withdrawn_call_lead", seed)
        assert _step_labels(q) == labels, seed
        assert [line.split(":")[0] for line in q.steps("tr") if line.startswith("Yasa ")] == [
            f"Yasa {label}" for label in labels
        ]


def test_the_answer_and_the_paragraphs_cited_are_the_engines():
    """The order changes, nothing else: the labels cited are the engine's (with 41A), the answer
    the suits of its `declarer_may_forbid_one_of`."""
    for seed in range(1, 41):
        q = generate("withdrawn_call_lead", seed)
        assert set(q.laws) == set(described(q.expected["laws"])), seed
        assert _step_labels(q)[:-1] == list(q.laws)


def test_a_call_out_of_rotation_question_explains_29b_before_the_case_of_law_30_31_or_32():
    """The same order in call_out_of_rotation's explanations (qa65's item c): 29B cancels the call
    and hands the offending side to "Yasalar 30, 31 ve 32" / "Law 30, 31 or 32" (quoted above), so
    its step comes before the case that follows from it; 29A and 28B alone as before.
    The paragraphs cited are the engine's, in the same order as the steps, and since qa84 those the
    answer's second half rests on after them (31A1, 31A2, 31B2 and the A2(b) they lead to)."""
    expected = {
        1: ["29B", "32A", "32A1", "32A2", "32A2(b)"],
        5: ["29B", "31B", "31B1", "31B2", "31A2(b)"],
        6: ["29B", "30A"],
        13: ["29B", "31A", "31A1", "31A2", "31A2(b)"],
        27: ["29B", "32B", "32B1", "32B2", "32A2(b)"],
        4: ["29A"],
        8: ["28B"],
    }
    for seed, labels in expected.items():
        q = generate("call_out_of_rotation", seed)
        assert _step_labels(q) == labels, seed
        assert set(described(q.expected["laws"])) <= set(q.laws), seed


def test_29b_read_first_says_what_it_is_the_exception_to():
    """29B's step now comes first (above), so it cannot open with "otherwise" / "aksi halde" (qa65's
    item b): it says, as both texts do ("A maddesinin uygun olmadığı durumlarda" / "Unless A
    applies"), that it applies when the left-hand opponent did not accept the call by calling, and
    that the offending side is then subject to Laws 30, 31 and 32."""
    q = generate("withdrawn_call_lead", 1)
    (tr,) = [line for line in q.steps("tr") if line.startswith("Yasa 29B")]
    (en,) = [line for line in q.steps("en") if line.startswith("Law 29B")]
    assert "aksi halde" not in tr and "otherwise" not in en
    assert "kabul etmemişse (A maddesi)" in tr and "Yasa 30, 31 ve 32" in tr
    assert "unless the left-hand opponent accepted it by calling (A)" in en and "Law 30, 31 or 32" in en
