"""The auction questions' answers and steps keep the Laws' "must" where the offender's partner is
bound to pass (session 84, qa172; docs/legal-review.md, "Session 84 (qa172)").

27B3 (TR, official): "Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde
düzeltir ve ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır." WBF: "The
offender must replace it as the foregoing allows and his partner must then pass whenever it is his
turn to call."
30B1(b)(ii) (TR): "Yaptığı konuşma eşdeğer bir konuşma değilse (bkz. Yasa 23A), kusurlu oyuncunun
ortağı sıra kendisine ilk geldiğinde pas geçmelidir." WBF: "When the call is not a comparable call
(see Law 23A), offender's partner must pass when next it is his turn to call."
31A2(b) and 32A2(b) (TR): "... kusurlu oyuncunun ortağı konuşma sırası kendisine ilk geldiğinde pas
geçmek zorundadır"; WBF: "offender's partner must pass when next it is his turn to call." 31B2 and
32B2 send the offender's call at his partner's turn to A2(a) or A2(b) ("A2(a) veya A2(b)"; "as in
A2(a) or A2(b) above").

The English said "must pass" in every one of these; the Turkish answers said "pas geçer" (passes),
and the 27B3 step "ortağı her sırasında pas geçer", beside a 27B2 step that says "pas geçmek
zorundadır". 30B1(b)(ii)'s own "-melidir" is the same obligation; the answers say it as the
30B1(b)(ii) step beside them has since qa84 ("pas geçmek zorundadır")."""

import pytest

from quizzes.generators import generate
from quizzes.tests.helpers import official_turkish, right_answer

MUST = "pas geçmek zorundadır"


def _choice_texts(question, lang):
    return [getattr(c, lang) for c in question.choices]


def test_the_official_turkish_binds_the_partner_in_27b3_30b1bii_31a2b_32a2b():
    paragraphs = official_turkish()
    assert "ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır" in paragraphs["27B3"].text
    assert "ortağı sıra kendisine ilk geldiğinde pas geçmelidir" in paragraphs["30B1(b)(ii)"].text
    for label in ("31A2(b)", "32A2(b)"):
        assert "ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır" in paragraphs[label].text


# (type, seed, what the Turkish answer says, what the English says): seed 16 an attempted double
# (27B3); 3 a pass at partner's turn (30B1); 2 the same, partner having called first (his call
# stands); 13 a bid at the right-hand opponent's turn (31A); 44 at partner's (31B); 1 a double at
# the right-hand opponent's turn (32A); 27 at partner's (32B).
ANSWERS = [
    ("insufficient_bid", 16, "Güney her sırasında pas geçmek zorundadır", "South must pass whenever it is his turn"),
    (
        "call_out_of_rotation",
        3,
        "bu eşdeğer değilse Güney ilk sırasında pas geçmek zorundadır",
        "must pass at his next turn",
    ),
    (
        "call_out_of_rotation",
        2,
        "bu eşdeğer değilse Doğu ilk sırasında pas geçmek zorundadır",
        "must pass at his next turn",
    ),
    (
        "call_out_of_rotation",
        13,
        "bu eşdeğer değilse Kuzey ilk sırasında pas geçmek zorundadır",
        "must pass at his next turn",
    ),
    (
        "call_out_of_rotation",
        44,
        "bu eşdeğer değilse Güney ilk sırasında pas geçmek zorundadır",
        "must pass at his next turn",
    ),
    (
        "call_out_of_rotation",
        1,
        "bu eşdeğer değilse Güney ilk sırasında pas geçmek zorundadır",
        "must pass at his next turn",
    ),
    (
        "call_out_of_rotation",
        27,
        "bu eşdeğer değilse Doğu ilk sırasında pas geçmek zorundadır",
        "must pass at his next turn",
    ),
]


@pytest.mark.parametrize("qtype, seed, tr, en", ANSWERS)
def test_the_answer_and_its_so_step_say_the_partner_must_pass(qtype, seed, tr, en):
    question = generate(qtype, seed)
    assert tr in right_answer(question, "tr")
    assert en in right_answer(question, "en")
    so_tr = question.explanation_tr.split("\n")[-1]
    assert so_tr.startswith("Sonuç: ") and tr in so_tr
    assert en in question.explanation_en.split("\n")[-1]


def test_no_auction_question_says_the_partner_passes_where_the_law_binds_him():
    """Seeds 1-300 of the four auction types: no choice, step or story says "pas geçer" (passes)
    but where a story tells what a player did or a paragraph's own condition ("pas geçerse", 31A1,
    32A1); the old aorist stood in 382 insufficient_bid and 955 call_out_of_rotation questions of
    seeds 1-1000."""
    said = []
    for qtype in ("insufficient_bid", "call_out_of_rotation", "withdrawn_call_lead", "declarer_contract"):
        for seed in range(1, 301):
            question = generate(qtype, seed)
            texts = [question.prompt_tr, question.explanation_tr, *_choice_texts(question, "tr")]
            if any("pas geçer" in t.replace("pas geçerse", "") for t in texts):
                said.append((qtype, seed))
    assert said == []


def test_the_27b3_step_says_the_partner_must_pass_as_the_27b2_step_does():
    attempted_double = generate("insufficient_bid", 16)
    step = attempted_double.explanation_tr.split("\n")[0]
    assert step == (
        "Yasa 27B3: kontr ya da sürkontrla düzeltme girişimi iptal edilir; kusurlu oyuncu konuşmasını yukarıda "
        f"belirlenen kriterler çerçevesinde düzeltir ve ortağı her sırasında {MUST}; Yasa 26B ile öngörülen çıkış "
        "kısıtlamaları uygulanabilir ve bkz. Yasa 72C."
    )
    # qa272: the offender "must replace it as the foregoing allows" (WBF), "konuşmasını yukarıda
    # belirlenen kriterler çerçevesinde düzeltir" (TR); it said "corrects again" / "yeniden düzeltir"
    assert attempted_double.explanation_en.split("\n")[0] == (
        "Law 27B3: a double or redouble is cancelled; the offender must replace it as the foregoing allows and his "
        "partner must then pass whenever it is his turn; the lead restrictions in Law 26B may apply, and see Law 72C."
    )
    # the same sentence where withdrawn_call_lead tells of a cancelled double (seed 6)
    assert step in generate("withdrawn_call_lead", 6).explanation_tr.split("\n")
