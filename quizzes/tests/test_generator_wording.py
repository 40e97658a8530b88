"""Quiz generators' wording read as a Director would, every sentence against both texts: 27B2's
words, 54C's no-choice story, the wrong choices' seats, the claim's 'defans' (docs/legal-review.md, "qa116")."""

from pathlib import Path

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db


def _turkish(question) -> str:
    """Every Turkish sentence a Director reads: stem, choices, why each wrong one is wrong, steps."""
    parts = [question.prompt_tr, question.explanation_tr]
    parts += [c.tr for c in question.choices] + [c.why_tr for c in question.choices]
    return "\n".join(parts)


def test_law_27_silences_the_offender_s_partner_in_the_laws_own_words():
    """Law 27B2 (TR, official): "eğer yetersiz deklare yeterli bir deklare ile ya da pas ile
    düzeltilmişse, kusurlu oyuncunun ortağı konuşma sırası kendisine her geldiğinde pas geçmek
    zorundadır"; WBF: "the offender's partner must pass whenever it is his turn to call".

    Seed 2: the wrong choice "both must pass" was answered "Yasa 27 yalnız suçlu tarafın ortağını
    susturur": "suçlu" is not the Laws' word (they say "kusurlu" a hundred times), and "the guilty
    side's partner" is not the offender's partner. (qa172: "susturur" became 27B2's own obligation,
    "pas geçme zorunluluğu", test_insufficient_bid_whys_say_must_pass.py.)"""
    question = generate("insufficient_bid", 2)
    why = next(c.why_tr for c in question.choices if "yalnız kusurlu oyuncunun ortağına" in c.why_tr)
    assert why == (
        "Yasa 27 pas geçme zorunluluğunu yalnız kusurlu oyuncunun ortağına yükler, tarafın iki oyuncusuna birden değil."
    )
    assert "suçlu" not in _turkish(question)


@pytest.mark.parametrize("seed", [75, 239, 31337])
def test_no_who_chooses_question_when_54c_leaves_declarer_no_choice(seed):
    """Law 54C (TR, official): "Eğer deklaran yerin kartlarından herhangi birini görmüş olabilecek
    durumda ise ... atağı kabul etmek zorundadır"; WBF: "If declarer could have seen any of dummy's
    cards ... he must accept the lead".

    These seeds (dummy's card seen, then a faced opening lead out of turn) asked "Who chooses what
    happens to the lead out of turn?" with "East (declarer)" the answer, the steps saying "Law 54C:
    ... he must accept the opening lead." then "East chooses.": nobody chooses, so none of the
    choices (the four players, the Director) was right. The story is kept and asked another way."""
    question = generate("lead_out_of_turn", seed)
    assert "dummy starts to put his cards down and one of them is seen" in question.prompt_en
    assert "54C" in question.laws
    assert "Who chooses" not in question.prompt_en
    assert "seçimi kim yapar" not in question.prompt_tr
    assert "chooses." not in question.explanation_en
    assert "Seçimi" not in question.explanation_tr


def _wrong(question, lang):
    return [getattr(c, lang) for c in question.choices if c.key != question.answer]


def test_a_wrong_choice_after_an_accepted_opening_lead_names_the_player_who_would_lead():
    """Law 54D (TR): "Deklaran defans oyuncusundan yüzü görünen sırasız atağını geri almasını
    isteyebilir. Bu durumda geri alınan kart majör cezalı kart olur ve Yasa 50D uygulanır"; 50D2:
    "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna geldiğinde" (WBF
    "When a defender has the lead while his partner has a major penalty card"), and 53A: the lead is
    then made "from the correct hand" ("çıkışın doğru elden yapılmasını").

    Seed 239: East (declarer) accepts North's opening lead; the withdrawal choice read "before East
    leads, declarer may require or forbid a heart lead": East is declarer, never the defender on
    lead. Had the lead been withdrawn, South (who was to lead) would lead."""
    question = generate("lead_out_of_turn", 239)
    assert "East accepts the lead" in question.prompt_en
    wrong_en = " | ".join(_wrong(question, "en"))
    assert "before South leads, declarer may require or forbid a heart lead" in wrong_en
    assert "before East leads" not in wrong_en
    assert "Güney çıkmadan önce deklaran kör çıkışını" in " | ".join(_wrong(question, "tr"))


def test_a_wrong_choice_after_a_withdrawn_lead_names_the_next_player_to_the_lead():
    """Law 53A (TR): a lead out of turn becomes correct "sırasız çıkıştan sonra sıradaki oyuncu bu
    çıkışa bir kart oynarsa"; WBF: "if a play is made from the hand next in rotation to the irregular
    lead".

    Seed 6: the ♦Q is led from dummy (West) at declarer's (East's) turn and North has it withdrawn;
    the choice "the lead stands" read "the next player (East) plays to it": East was to lead, the
    hand next in rotation to West's lead is North."""
    question = generate("lead_out_of_turn", 6)
    assert "led from dummy (West)" in question.prompt_en
    assert "The ♦Q stands as the lead; the next player (North) plays to it" in _wrong(question, "en")
    assert "♦D geçerli çıkış olur; sıradaki oyuncu (Kuzey) ona kart oynar" in _wrong(question, "tr")


def test_the_claim_explanation_calls_the_claimer_s_opponents_the_defence_in_the_laws_word():
    """The Turkish Laws call them "defans" (70D2 "bir defans oyuncusunun talebi", 68B2, 49, 50...:
    "defans oyuncusu", "defans tarafı"); "savunma" is nowhere in them. The 70A step said the engine
    looks for a losing line "her savunmaya karşı", and a standing claim's step "savunma ne yaparsa
    yapsın" (WBF words of the step: "against any defence", "whatever the defence does")."""
    text = (Path(__file__).resolve().parents[2] / "fixtures" / "laws_tr.txt").read_text(encoding="utf-8")
    assert "savunma" not in text.lower() and "defans oyuncusu" in text
    question = generate("claim", 31337)
    assert question.expected["awarded"] == 2 and question.expected["decides"] is None
    assert "defansın her oyununa karşı arar" in question.explanation_tr
    assert "Açıklamayı izleyen hiçbir normal oyun, defans ne yaparsa yapsın," in question.explanation_tr
    assert "savunma" not in _turkish(question)
