"""The revoke guide's defender Ending (not yet established) tells the offender's partner that he may
not lead before declarer has chosen (audit330, docs/legal-review.md, Session 96).

50D2 (TR): "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna geldiğinde,
deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz (eğer defans
oyuncusu zamanından önce çıkış yaparsa, Yasa 49'a göre yaptırım uygulanabilir)." (WBF): "When a
defender has the lead while his partner has a major penalty card, he may not lead until declarer has
stated which of the options below is selected (if the defender leads prematurely, he is subject to
rectification under Law 49)." The Ending said only that declarer may restrict the lead; the order of
events (the partner waits for declarer's choice) and the premature lead's rectification were left to
the quotation. Each text in its own words, as the penalty-cards-more guide's line: TR "uygulanabilir",
WBF "is subject to". In the Ending's advice ("Things to weigh"), out of the search's way."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "revoke"
KEYS = ["defender", "not-established"]
LINE = {
    "tr": "Kart majör cezalı kartsa, kusurlu oyuncunun ortağı, deklaran seçimini söyleyene kadar çıkamaz; zamanından önce çıkarsa Yasa 49'a göre yaptırım uygulanabilir (Yasa 50D2).",
    "en": "If the card is a major penalty card, the offender's partner may not lead until declarer has stated his choice; if he leads prematurely, he is subject to rectification under Law 49 (Law 50D2).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_offender_s_partner_waits_for_declarer_s_choice(client, lang):
    says(client, SLUG, KEYS, lang, LINE[lang])
