"""qa84: the auction quiz types' explanations quote every paragraph their stated answer rests on
(docs/legal-review.md, "qa84"; qa83's finding (a))."""

import pytest

from lawbook.citations import find_citations
from quizzes.explain import render
from quizzes.generators import generate

pytestmark = pytest.mark.django_db


def _quoted(question, lang):
    """The labels of the paragraphs the page quotes under the explanation's steps, and their words."""
    quotes = [quote for step in render(question, lang) for quote in step.quotes]
    return {quote.label: str(quote.body) for quote in quotes}


def _right(question, lang):
    return next(getattr(c, lang) for c in question.choices if c.key == question.answer)


def test_a_bid_at_partners_turn_quotes_31b2_and_31a2b_its_answer_rests_on():
    """Law 31B2 (TR, official): "Kusurlu oyuncu sıra kendisine geldiğinde herhangi yasal bir
    konuşmayı yapabilir ve Hakem yukarıdaki A2(a) veya A2(b) Maddelerine göre hüküm verir." WBF:
    "Offender may make any legal call at his correct turn and the Director rules as in A2(a) or
    A2(b) above." 31A2(b) (TR): "Eşdeğer bir konuşma (bkz. Yasa 23A) değilse, kusurlu oyuncunun
    ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır ..."; WBF "When the call is
    not a comparable call (see Law 23A), offender's partner must pass when next it is his turn to
    call."

    Seed 44: North bids 5♥ at South's turn, East does not accept. The answer says "North may make
    any legal call at his turn, and if it is not comparable, South must pass at his next turn"; the
    steps quoted only 29B, 31B and 31B1 (the engine's laws before North's turn), while
    withdrawn_call_lead seed 70, on the same rule, quotes 31B2 and 31A2(b)."""
    question = generate("call_out_of_rotation", 44)
    # qa172: "pas geçmek zorundadır" (31A2(b)'s own words), no longer "pas geçer"
    assert (
        "Kuzey sırasında herhangi bir yasal konuşma yapabilir, bu eşdeğer değilse Güney ilk sırasında pas geçmek "
        "zorundadır" in _right(question, "tr")
    )
    assert "North may make any legal call at his turn, and if it is not comparable, South must pass" in (
        _right(question, "en")
    )
    tr, en = _quoted(question, "tr"), _quoted(question, "en")
    for quoted in (tr, en):
        assert {"29B", "31B", "31B1", "31B2", "31A2(b)"} <= set(quoted)
    assert "A2(a) veya A2(b) Maddelerine göre hüküm verir" in tr["31B2"]
    assert "pas geçmek zorundadır" in tr["31A2(b)"]
    assert "A2(a)" in en["31B2"] and "must pass" in en["31A2(b)"]
    # the same paragraphs, in the same order, as withdrawn_call_lead quotes for 31B
    assert question.laws == ("29B", "31B", "31B1", "31B2", "31A2(b)")
    assert generate("withdrawn_call_lead", 70).laws[:5] == question.laws


def test_a_pass_at_partners_turn_quotes_30b1b_and_its_ii():
    """Law 30B1(b) (TR, official): "Kusurlu oyuncu, sıra kendisine geldiğinde herhangi bir yasal
    konuşma yapabilir ve:" ... "(ii) Yaptığı konuşma eşdeğer bir konuşma değilse (bkz. Yasa 23A),
    kusurlu oyuncunun ortağı sıra kendisine ilk geldiğinde pas geçmelidir." WBF: "Offender may make
    any legal call at his correct turn and: ... (ii.) When the call is not a comparable call (see Law
    23A), offender's partner must pass when next it is his turn to call."

    Seed 88: West passes at East's turn, North does not accept; the answer "West may make any legal
    call at his turn, and if it is not comparable, East must pass at his next turn" quoted 29B, 30B1
    and 30B1(a) only."""
    question = generate("call_out_of_rotation", 88)
    # qa172: 30B1(b)'s "yapabilir" and "pas geçmek zorundadır", no longer "yapar" and "pas geçer"
    assert (
        "Batı sırasında herhangi bir yasal konuşma yapabilir, bu eşdeğer değilse Doğu ilk sırasında pas geçmek "
        "zorundadır" in _right(question, "tr")
    )
    assert "if it is not comparable, East must pass at his next turn" in _right(question, "en")
    tr, en = _quoted(question, "tr"), _quoted(question, "en")
    for quoted in (tr, en):
        assert {"29B", "30B1", "30B1(a)", "30B1(b)", "30B1(b)(ii)"} <= set(quoted)
    assert "herhangi bir yasal konuşma yapabilir" in tr["30B1(b)"]
    assert "pas geçmelidir" in tr["30B1(b)(ii)"]
    assert "must pass" in en["30B1(b)(ii)"]
    # qa226: the step goes on with the paragraph's "Laws 16C, 26B and 72C may apply"
    step = (
        "Law 30B1(b)(ii): if it is not comparable, partner must pass at his next turn; Laws 16C, 26B and 72C may apply."
    )
    assert step in question.explanation_en.split("\n")
    assert (
        "Yasa 30B1(b)(ii): eşdeğer değilse ortak ilk sırasında pas geçmek zorundadır; Yasalar 16C, 26B ve 72C "
        "uygulanabilir." in question.explanation_tr.split("\n")
    )


def test_a_call_at_rhos_turn_quotes_a1_a2_and_a2b_its_answer_states():
    """Law 31A (TR, official): "1. Bu rakip pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar
    etmek zorundadır ... 2. Bu rakip yasal bir deklare verir, kontr veya sürkontr atarsa, kusurlu
    oyuncu herhangi bir yasal konuşmayı yapabilir; bu konuşma ... (b) Eşdeğer bir konuşma ...
    değilse, kusurlu oyuncunun ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek
    zorundadır". WBF: "1. If that opponent passes, offender must repeat the call out of rotation ...
    2. If that opponent makes a legal bid, double or redouble, offender may make any legal call: ...
    (b) When the call is not a comparable call ..., offender's partner must pass when next it is his
    turn to call." Law 32A1, 32A2, 32A2(b) say the same of a double.

    Seed 13 (a bid, 31A) and seed 1 (a double, 32A): the answer "If East passes, South must repeat
    his 4♦; if East calls, South may make any legal call, and if it is not comparable, North must
    pass" quoted 29B and 31A only. (qa172: A2's condition is now the answer's, "if East bids,
    doubles or redoubles".)"""
    bid, double = generate("call_out_of_rotation", 13), generate("call_out_of_rotation", 1)
    assert (
        # qa226: 31A2's own "legal" ("yasal bir deklare" / "a legal bid, double or redouble")
        "If East passes, South must repeat his 4♦; if East makes a legal bid, double or redouble, South may make "
        "any legal call" in _right(bid, "en")
    )
    assert "Doğu pas geçerse Güney 4♦ deklaresini tekrarlamak zorundadır" in _right(bid, "tr")
    assert "must repeat his double" in _right(double, "en")
    for lang in ("tr", "en"):
        assert {"29B", "31A", "31A1", "31A2", "31A2(b)"} <= set(_quoted(bid, lang))
        assert {"29B", "32A", "32A1", "32A2", "32A2(b)"} <= set(_quoted(double, lang))
    assert "tekrar etmek zorundadır" in _quoted(bid, "tr")["31A1"]
    assert "must repeat" in _quoted(bid, "en")["31A1"]


# What each rectification's answer states, and the paragraphs it rests on (read in both texts above).
RESTS_ON = {
    "30A": {"30A"},
    "30B1": {"30B1(a)", "30B1(b)", "30B1(b)(ii)"},
    "31A": {"31A1", "31A2", "31A2(b)"},
    "31B": {"31B1", "31B2", "31A2(b)"},
    "32A": {"32A1", "32A2", "32A2(b)"},
    "32B": {"32B1", "32B2", "32A2(b)"},
}


def test_every_call_out_of_rotation_rectification_cites_what_its_answer_rests_on():
    """Seeds 1-300: every question whose ruling is a rectification of Laws 30-32 cites (and so
    quotes, a step each) the paragraphs its answer's clauses rest on; and every label the right
    answer names (16C2) is named by a step, so quoted under it. Before qa84, 175 of 300 lacked one."""
    lacking = []
    for seed in range(1, 301):
        question = generate("call_out_of_rotation", seed)
        need = RESTS_ON.get(question.expected["laws"][0], set())
        if need - set(question.laws):
            lacking.append(seed)
        for lang in ("tr", "en"):
            steps = {c.target for c in find_citations(getattr(question, f"explanation_{lang}"), None, (), lang)}
            named = {c.target for c in find_citations(_right(question, lang), None, (), lang)}
            assert named <= steps, (seed, lang)
            assert need <= steps, (seed, lang)
    assert lacking == []
