"""The insufficient-bid not-yet page's line on an attempted double or redouble states all of 27B3's
consequences: the partner's pass and, as 27B2's line above it and the double Ending say, the lead
restrictions of Law 26B (qa184's note; qa186). 72C is DAMAGE_BY_SECTION's line on the same page.

27B3: TR "Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı
konuşma sırası kendisine her geldiğinde pas geçmek zorundadır. Yasa 26B ile öngörülen çıkış
kısıtlamaları uygulanabilir ve bkz. Yasa 72C."; WBF "The offender must replace it as the foregoing
allows and his partner must then pass whenever it is his turn to call. The lead restrictions in Law 26B
may apply, and see Law 72C."
26B: TR "deklaran ... kusurlu oyuncunun ortağının ... herhangi bir (tek) rengi çıkmasını
yasaklayabilir"; WBF "declarer may ... prohibit offender's partner from leading any (one) suit"."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db

LINE_27B3 = {
    "tr": "kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı her sırasında pas geçmek zorundadır; çıkış kısıtlaması olabilir (Yasa 27B3, 26B).",
    "en": "the offender must replace it as the foregoing allows and his partner must pass at every turn; lead restrictions may apply (Laws 27B3, 26B).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_attempted_double_line_names_26b_s_lead_restrictions(client, lang):
    says(client, "insufficient-bid", ["not-yet"], lang, LINE_27B3[lang])
