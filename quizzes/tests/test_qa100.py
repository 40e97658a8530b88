"""qa100: the quizzes read again, type by type (docs/legal-review.md, "qa100")."""

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("seed", [38, 4])
def test_declarer_s_last_option_under_50d2b_is_neither_to_require_nor_to_prohibit(seed):
    """Law 50D2(b) (TR, official): "Bir çıkışı istememek veya yasaklamamak, bu durumda defans
    oyuncusu herhangi bir kartı çıkabilir; cezalı kart masa üzerinde cezalı kart olarak kalır."
    WBF: "not to require or prohibit a lead, in which case the defender may lead any card and the
    penalty card remains on the table as a penalty card".

    Seed 38 (one major penalty card) and seed 4 (the ♥10 and ♥8, one suit: 51B1 beside it): the step
    said "or he may require nothing" / "ya da hiçbir şey istemez", leaving out that declarer does not
    prohibit either (a prohibition is the other half of 50D2(a)'s option)."""
    question = generate("penalty_card", seed)
    assert "50D2(b)" in question.laws
    assert "require nothing" not in question.explanation_en
    assert "hiçbir şey istemez" not in question.explanation_tr
    assert "Law 50D2(b): or he may neither require nor prohibit a lead" in question.explanation_en
    assert "Yasa 50D2(b): ya da çıkış istemez ve yasaklamaz" in question.explanation_tr


def test_declarer_s_last_option_under_51b2c_is_not_to_require_or_prohibit_a_lead():
    """Law 51B2(c) (TR, official): "Bir defans oyuncusunun birden çok renkte cezalı kartı varken ve
    çıkış sırası ortağında iken, deklaran herhangi bir rengin çıkılmasını isteme veya yasaklama
    hakkını kullanmamayı tercih edebilir. Bu durumda defans oyuncusunun ortağı herhangi yasal bir
    kartı çıkabilir ve tüm cezalı kartlar masa üzerinde yüzleri açık şekilde kalır." WBF: "declarer
    may elect not to require or prohibit a lead, in which case the defender's partner may lead any
    card and the penalty cards remain on the table as penalty cards".

    Seed 52 (West's ♠7 and ♣2, two suits): the step said "or he may require nothing" / "ya da hiçbir
    şey istemez"."""
    question = generate("penalty_card", 52)
    assert "51B2(c)" in question.laws
    assert "require nothing" not in question.explanation_en
    assert "hiçbir şey istemez" not in question.explanation_tr
    assert "Law 51B2(c): or he may elect not to require or prohibit a lead" in question.explanation_en
    assert "Yasa 51B2(c): ya da hiçbir rengin çıkılmasını istemez ve yasaklamaz" in question.explanation_tr
