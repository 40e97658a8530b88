"""The auction questions' explanations where the official Turkish and the WBF English differ: the
explanation follows the Turkish, or says where the question follows the other reading and why
(quoting the paragraph: the Turkish of fixtures/laws_tr.txt, then the WBF English)."""

from quizzes.generators import generate


def _first(qtype: str, label: str, seeds: int = 400):
    for seed in range(seeds):
        q = generate(qtype, seed)
        if label in q.expected["laws"]:
            return q
    raise AssertionError(f"no {qtype} question cites {label} in {seeds} seeds")


def test_32b2_the_explanation_says_the_official_turkish_names_the_partner():
    """32B2, official Turkish: "Kusurlu oyuncunun ortağı konuşma sırası kendisine geldiğinde herhangi
    yasal bir konuşmayı yapabilir ve Hakem yukarıda A2(a) veya A2(b) maddeleri uyarınca hüküm
    verir"; WBF: "Offender may make any legal call at his proper turn and the Director rules as in
    A2(a) or A2(b) above". The question judges the offender's call and said nothing of the Turkish."""
    q = _first("withdrawn_call_lead", "32B2")
    assert "resmî Türkçe metin bu cümleyi 'kusurlu oyuncunun ortağı' için kurar" in q.explanation_tr
    assert "the official Turkish frames this sentence for 'the offender's partner'" in q.explanation_en


def test_30a_the_answer_claims_no_more_than_30a():
    """30A: "kusurlu oyuncu konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır ve Yasa 72C
    uygulanabilir" / "the offender must pass when next it is his turn to call and Law 72C may
    apply"; Law 26 then decides the lead (26A comparable, 26B not). The answer added "there is no
    other rectification"."""
    q = _first("call_out_of_rotation", "30A")
    right = q.choice(q.answer)
    assert right.en.endswith("must pass at his next turn") and right.tr.endswith("pas geçmek zorundadır")
    assert "no other rectification" not in q.explanation_en and "başka onarma yoktur" not in q.explanation_tr


def test_30b1a_and_31b1_the_english_follows_the_turkish_sufficient_call_and_names_the_wbf():
    """30B1(a), official Turkish: "Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde kurallar
    çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanır"; 31B1 likewise
    ("herhangi bir yeterli konuşma"); WBF: "Offender's partner may make any legal call at his proper
    turn". The English questions said "any legal call" while the Turkish said "yeterli"."""
    for label in ("30B1(a)", "31B1"):
        q = _first("call_out_of_rotation", label)
        assert "partner may make any sufficient call, within the rules" in q.explanation_en, label
        assert "the WBF English says 'any legal call'" in q.explanation_en, label
        assert "WBF İngilizcesi 'herhangi bir yasal konuşma' der" in q.explanation_tr, label
    # Every choice whose Turkish gives the partner "any sufficient call" says so in English too (32B1's
    # "herhangi bir yasal konuşma" / "any legal call" stays as it is in both texts).
    offered = [c for seed in range(200) for c in generate("call_out_of_rotation", seed).choices]
    sufficient = [c for c in offered if "kurallar çerçevesinde herhangi bir yeterli konuşma" in c.tr]
    assert sufficient
    assert [c.en for c in sufficient if "may make any sufficient call, within the rules" not in c.en] == []
