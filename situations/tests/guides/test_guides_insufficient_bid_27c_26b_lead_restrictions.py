"""The insufficient-bid guide's early correction (replaced-early/reject): the page states 27B2's and
27B3's lead restrictions, as it states their partner's pass and their 72C.

27C, Turkish (official): "Hakem değiştirme ile ilgili olarak yukarıdaki bölümlerde belirlenen kuralları
uygular"; WBF English: "The Director applies the relevant foregoing section to the substitution".
27B2, Turkish: "... kusurlu oyuncunun ortağı konuşma sırası kendisine her geldiğinde pas geçmek
zorundadır. Yasa 26B ile öngörülen çıkış kısıtlamaları uygulanabilir ve bkz. Yasa 72C."; WBF: "... the
offender's partner must pass whenever it is his turn to call. The lead restrictions in Law 26B may
apply, and see Law 72C." 27B3 ends in the same two sentences.

The Ending lists 26B among its paragraphs and the engine's words give it for the example (East's early
3♥: laws 27B2, 27C, 26B), but none of the page's own sentences said a lead restriction may follow."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
KEYS = ["replaced-early", "reject"]

LINE = {
    "tr": "Başka bir deklare, pas ya da kontr sonrasında (Yasa 27B2, 27B3) çıkış kısıtlaması olabilir (Yasa 26B).",
    "en": "After another bid, a pass or a double (Laws 27B2, 27B3), lead restrictions may apply (Law 26B).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_early_correction_page_states_27b2_and_27b3_s_lead_restrictions(client, lang):
    says(client, SLUG, KEYS, lang, LINE[lang])
