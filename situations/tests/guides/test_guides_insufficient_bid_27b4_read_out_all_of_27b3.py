"""The insufficient-bid guide's second insufficient bid (not-accepted/insufficient): its read-out states
the refusal's rectification, 27B3's, whole: the partner's pass, 26B's lead restrictions and 72C.

27B4, Turkish (official): "... kusurlu oyuncunun solundaki rakip değiştirilen yetersiz deklareyi Madde
A1'de belirtilen şekilde kabul etmezse, Hakem Madde 3'te belirlenen kuralları uygular"; WBF English: "the
Director rules as in 3 if the LHO does not accept the substituted insufficient bid as A1 allows".
27B3, Turkish: "Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı
konuşma sırası kendisine her geldiğinde pas geçmek zorundadır. Yasa 26B ile öngörülen çıkış
kısıtlamaları uygulanabilir ve bkz. Yasa 72C."; WBF: "The offender must replace it as the foregoing
allows and his partner must then pass whenever it is his turn to call. The lead restrictions in Law 26B
may apply, and see Law 72C."

The page's `now` says all three (qa184, qa186); the read-out said only the partner's pass. Where the
paragraph a read-out states names 72C, the read-out names it too (READ_MAY_72C's rule,
test_guides_72c_read_outs.py), here as "Law 72C may apply too" within the 90 words."""

import pytest

from situations.tests.guides.guide_pages import reads

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
KEYS = ["not-accepted", "insufficient"]

REFUSAL = {
    "tr": "Kabul etmemek: kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler çerçevesinde, yeterli bir deklare ya da pasla düzeltir ve ortağı artırımın sonuna kadar pas geçmek zorundadır; çıkış kısıtlaması olabilir (Yasa 27B3, 26B).",
    "en": "Do not accept: the offender must replace it as the foregoing allows, with a sufficient bid or a pass, and his partner must pass to the end of the auction; lead restrictions may apply (Laws 27B3, 26B).",
}
MAY_72C = {"tr": "Yasa 72C de uygulanabilir.", "en": "Law 72C may apply too."}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_states_27b3_s_lead_restrictions_and_72c(client, lang):
    reads(client, SLUG, KEYS, lang, REFUSAL[lang], MAY_72C[lang])
