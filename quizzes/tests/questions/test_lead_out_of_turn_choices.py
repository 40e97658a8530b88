"""A declarer's lead from the wrong hand, withdrawn (Law 55B2), has one right answer among the
choices.

Law 55B2 (Turkish, official): "Eğer deklaran çıkış sırası kendisinin veya yerin elindeyken yanlış
elden çıkış yapmışsa ve Yasa 55A uyarınca çıkışı geri alması istenirse, hatalı çıkılan kartı geri
alır. Deklaran doğru elden çıkış yapmak zorundadır." WBF: "he withdraws the card led in error. He
must lead from the correct hand." The card goes back and the correct hand leads any card: a choice
saying the card goes back "with no further rectification" (the words of 55B1) says the same.
"""

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db
# what a choice may add that 55B2 rules out: a penalty card, a suit the lead must be in
RULED_OUT = ("penalty card", "same suit", "must lead a ", "cannot be accepted")


def _says_what_55b2_says(text: str) -> bool:
    return "goes back" in text and not any(words in text for words in RULED_OUT)


def test_a_withdrawn_lead_from_the_wrong_hand_has_exactly_one_right_choice():
    asked = 0
    for seed in (6, 29, 16061, *range(1, 301)):
        q = generate("lead_out_of_turn", seed)
        # asked what a withdrawal does (after it, or among the options) where 55B2 rules
        if "55B2" not in q.expected["laws"] or not _says_what_55b2_says(q.choice(q.answer).en):
            continue
        asked += 1
        right = [c.key for c in q.choices if _says_what_55b2_says(c.en)]
        assert right == [q.answer], (seed, [c.en for c in q.choices])
    assert asked > 10


def _true_under_50d2b(text: str) -> bool:
    """A choice saying only what declarer's third option leaves: the card a major penalty card (to
    be played at the first legal opportunity, 50D1(a)) and the offender's partner leading. Law
    50D2(b) (Turkish, official): "Bir çıkışı istememek veya yasaklamamak, bu durumda defans oyuncusu
    herhangi bir kartı çıkabilir; cezalı kart masa üzerinde cezalı kart olarak kalır"; WBF "not to
    require or prohibit a lead, in which case the defender may lead any card and the penalty card
    remains on the table as a penalty card"."""
    return "major penalty card" in text and text.endswith(" leads")


def test_a_withdrawn_lead_with_declarer_s_choice_has_no_wrong_choice_that_50d2b_makes_true():
    """Where declarer has his 50D2 choice (the offender's partner to lead), a wrong choice must be
    false, not the answer with its first half left out. Law 50D2 (Turkish): "Çıkış sırası partnerinin
    bir majör cezalı kartı bulunan bir defans oyuncusuna geldiğinde, deklaran aşağıdaki seçeneklerden
    hangisini seçtiğini belirtinceye kadar çıkış yapamaz"; WBF "When a defender has the lead while
    his partner has a major penalty card, he may not lead until declarer has stated which of the
    options below is selected". Seed 41 offered "The ♦A becomes a major penalty card, to be played at the first
    legal opportunity; North leads" as wrong: it is what declarer's 50D2(b) leaves."""
    asked = 0
    for seed in (41, *range(1, 301)):
        q = generate("lead_out_of_turn", seed)
        if not {"50D2(a)", "50D2(b)"} <= set(q.expected["laws"]) or not q.expected.get("decision"):
            continue
        asked += 1
        wrong = [c.en for c in q.choices if c.key != q.answer]
        assert not [text for text in wrong if _true_under_50d2b(text)], (seed, wrong)
    assert asked > 10
