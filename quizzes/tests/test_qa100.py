"""qa100: the quizzes read again, type by type (docs/legal-review.md, "qa100")."""

import pytest

from quizzes.explain import render
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


def _quoted(question, lang):
    """The labels of the paragraphs the page quotes under the explanation's steps."""
    return {quote.label for step in render(question, lang) for quote in step.quotes}


def _right(question, lang):
    return next(getattr(c, lang) for c in question.choices if c.key == question.answer)


def test_a_withdrawn_lead_quotes_50d2a_and_50d2b_the_answer_s_choices_rest_on():
    """Law 50D2(a) (TR, official): "Defans oyuncusundan cezalı kartın rengini çıkmasını istemek veya
    çıkış kendisinde kaldığı müddetçe o rengi çıkmasını yasaklamak ...; eğer deklaran bu seçeneği
    uygularsa, kart artık cezalı kart olmaktan çıkar ve ait olduğu ele geri konur"; 50D2(b): "Bir
    çıkışı istememek veya yasaklamamak, bu durumda defans oyuncusu herhangi bir kartı çıkabilir;
    cezalı kart masa üzerinde cezalı kart olarak kalır". WBF: "(a) to require the defender to lead
    the suit of the penalty card, or to prohibit him from leading that suit for as long as he
    retains the lead ...; if declarer exercises either of these options, the card is no longer a
    penalty card and is picked up. (b) not to require or prohibit a lead, in which case the defender
    may lead any card and the penalty card remains on the table as a penalty card".

    Seed 4: East leads the ♥5 at West's turn, North (declarer) has it withdrawn (56B). The answer
    says "before West leads, declarer may require or forbid a heart lead or leave it free"; the
    engine cites 50D2(a) and 50D2(b), the page quoted only 56A, 53A, 56B and 50D's opening."""
    question = generate("lead_out_of_turn", 4)
    assert "before West leads, declarer may require or forbid a heart lead or leave it free" in _right(question, "en")
    assert {"50D2(a)", "50D2(b)"} <= set(question.expected["laws"])
    assert {"50D2(a)", "50D2(b)"} <= set(question.laws)
    for lang in ("tr", "en"):
        assert {"50D2(a)", "50D2(b)"} <= _quoted(question, lang)
    assert "for as long as West keeps the lead, the card then going back to the hand (Law 50D2(a))" in (
        question.explanation_en
    )
    assert "çıkış onda kaldıkça yasaklayabilir, o zaman kart ele döner (Yasa 50D2(a))" in question.explanation_tr
    assert "kart cezalı kart olarak kalır (Yasa 50D2(b))" in question.explanation_tr


def test_a_withdrawn_lead_its_offender_plays_next_quotes_50d1a():
    """Law 50D1(a) (TR, official): "bir majör cezalı kart ister çıkışta, renge uyarken, defos
    yaparken veya çakarken olsun ilk yasal fırsatta oynanmak zorundadır"; WBF: "a major penalty card
    must be played at the first legal opportunity, whether in leading, following suit, discarding or
    trumping".

    Seed 16: North leads the ♦3 at East's (dummy's) turn, West has it withdrawn. The answer says "The
    ♦3 becomes a major penalty card, to be played at the first legal opportunity; East leads"; the
    page quoted 56B and 50D's opening only."""
    question = generate("lead_out_of_turn", 16)
    assert "to be played at the first legal opportunity" in _right(question, "en")
    assert "ilk yasal fırsatta oynanmalıdır" in _right(question, "tr")
    assert "50D1(a)" in question.laws
    for lang in ("tr", "en"):
        assert "50D1(a)" in _quoted(question, lang)
    assert "must be played at the first legal opportunity (Law 50D1(a))" in question.explanation_en
    assert "ilk yasal fırsatta oynanmak zorundadır (Yasa 50D1(a))" in question.explanation_tr


@pytest.mark.parametrize("seed", [7, 10])
def test_what_a_major_penalty_card_is_says_50d_and_cites_50d1a_for_the_first_opportunity(seed):
    """Law 50D (TR, official): "Kusurlu oyuncu için oynama sırası her kendisine geldiğinde, ortağı
    ise çıkış yapacağı her zaman kısıtlamaya tabi tutulabilir."; WBF: "the offender whenever he is
    to play, the partner whenever he is to lead". Law 50D1(a) (TR): "bir majör cezalı kart ister
    çıkışta, renge uyarken, defos yaparken veya çakarken olsun ilk yasal fırsatta oynanmak
    zorundadır. Bir defans oyuncusunun yasal olarak oynayabileceği iki ya da daha fazla cezalı kartı
    varsa deklaran hangisinin oynanacağını belirtir."; WBF: "a major penalty card must be played at
    the first legal opportunity ... If a defender has two or more penalty cards that can legally be
    played, declarer designates which is to be played."

    Seed 7 (East's ♦Q) and seed 10 (the ♥Q and ♦K): the step said "Law 50D: it must (each must) be
    played at the first legal opportunity", which is 50D1(a)'s sentence, and the page quoted only
    50D's opening; for two cards "each must be played at the first legal opportunity" left out that
    declarer designates which."""
    question = generate("penalty_card", seed)
    assert "50D1(a)" in question.laws
    for lang in ("tr", "en"):
        assert "50D1(a)" in _quoted(question, lang)
    assert "Law 50D: the offender may be subject to restriction whenever he is to play, his partner whenever" in (
        question.explanation_en
    )
    assert "Law 50D1(a): a major penalty card must be played at the first legal opportunity" in question.explanation_en
    assert "Yasa 50D: kusurlu oyuncu her oynama sırasında, ortağı her çıkışında kısıtlamaya" in question.explanation_tr
    assert "Yasa 50D1(a): majör cezalı kart ilk yasal fırsatta oynanmak zorundadır" in question.explanation_tr
    if seed == 10:
        assert "declarer designates which" in question.explanation_en
        assert "hangisinin oynanacağını deklaran belirtir" in question.explanation_tr
