"""auditw45: what the adjusted score calculator says of Laws 12C1(c) and 12C2(c), held to both texts
(docs/legal-review.md, "auditw45")."""

from urllib.parse import urlencode

import pytest
from django.utils.html import escape

from tests.seen import seen

pytestmark = pytest.mark.django_db
PAGE = {"en": "/en/director/score/", "tr": "/tr/hakem/skor/"}


def get(client, lang: str, **params):
    return client.get(PAGE[lang] + ("?" + urlencode(params) if params else ""))


@pytest.mark.parametrize(
    "lang, lede, caption",
    [
        (
            "en",
            "each result that could have been achieved in a legal manner (no other may be included) is scored",
            "The results that could have been achieved in a legal manner, each scored for the same side",
        ),
        (
            "tr",
            "yasalara uygun şekilde gerçekleşebilecek her sonuç (başkası göz önünde bulundurulamaz), bord nasıl "
            "skorlanıyorsa öyle skorlanır",
            "Yasalara uygun şekilde gerçekleşebilecek sonuçlar, her biri aynı tarafın skoru olarak",
        ),
    ],
)
def test_the_weighted_score_admits_only_results_achievable_in_a_legal_manner(client, lang, lede, caption):
    """12C1(c) (TR): "Atamalı ayarlı skor, masada gerçekleşmesi olası birkaç farklı sonucun
    gerçekleşme oranına bağlı ağırlıklı toplamı yansıtacak şekilde belirlenebilir, ancak bu esnada
    sadece yasalara uygun şekilde gerçekleşebilecek olası sonuçlar göz önünde bulundurulmalıdır";
    (WBF) "An assigned adjusted score may be weighted to reflect the probabilities of a number of
    potential results, but only outcomes that could have been achieved in a legal manner may be
    included". The page asked for "each result that could have occurred", without the condition."""
    page = get(client, lang).content.decode()
    assert escape(lede) in page
    assert escape(caption) in page
    assert "could have occurred is scored" not in page and "gerçekleşebilecek her sonuç, bord" not in page


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "en",
            "The calculator takes the session percentage at matchpoints only: Law 12C2(c) also speaks of its "
            "equivalent in IMPs, which the Laws do not define.",
            "The session percentage is for matchpoints only (Law 12C2(c)).",
        ),
        (
            "tr",
            "Hesaplayıcı seans yüzdesini yalnızca maç puanında kullanır: Yasa 12C2(c) IMP cinsinden eşdeğerinden "
            "de söz eder, ama Yasalar bunu tanımlamaz.",
            "Seans yüzdesi yalnızca maç puanı için geçerlidir (Yasa 12C2(c)).",
        ),
    ],
)
def test_the_session_percentage_at_imps_is_the_calculator_s_limit_not_12c2c_s(client, lang, said, old):
    """12C2(c) (TR): "kusurlu tarafın, o seans için olanaklı maç puanlarının (ya da IMP cinsinden
    eşdeğeri) %40’ının altında bir skor elde etmesi durumunda ... Bu yarışmacılara o seansın diğer
    bordlarında elde ettikleri yüzdeleri (ya da IMP cinsinden eşdeğerleri) verilir"; (WBF) "(or
    the equivalent in IMPs) ... Such contestants are awarded the percentage obtained (or the
    equivalent in IMPs) on the other boards of that session". The Law covers IMPs; the engine
    refuses them because the Laws do not say how the equivalent is found (rulings/adjusted.py). The
    page said the session percentage "is for matchpoints only (Law 12C2(c))", as if the Law said so."""
    response = get(client, lang, kind="artificial", form="imps", fault="none", session="64")
    assert response.status_code == 400
    page = seen(response.content.decode())
    assert escape(said) in page
    assert escape(old) not in page
