"""qa116: the quizzes read as a Director would, every sentence against both texts
(docs/legal-review.md, "qa116")."""

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
    side's partner" is not the offender's partner."""
    question = generate("insufficient_bid", 2)
    why = next(c.why_tr for c in question.choices if "susturur" in c.why_tr)
    assert why == "Yasa 27 yalnız kusurlu oyuncunun ortağını susturur, tarafın iki oyuncusunu birden değil."
    assert "suçlu" not in _turkish(question)
