"""Session 90 (qa236): the insufficient-bid read-outs that state 27B2's rectification state all of it.

27B2, TR: "Yukarıda B1 ile hükme bağlananın dışında, eğer yetersiz deklare yeterli bir deklare ile ya da
pas ile düzeltilmişse, kusurlu oyuncunun ortağı konuşma sırası kendisine her geldiğinde pas geçmek
zorundadır. Yasa 26B ile öngörülen çıkış kısıtlamaları uygulanabilir ve bkz. Yasa 72C."
WBF: "except as provided in B1 above, if the insufficient bid is corrected by a sufficient bid or by a
pass, the offender's partner must pass whenever it is his turn to call. The lead restrictions in Law
26B may apply, and see Law 72C."

The not-yet read-out (the Director explains 27B before the offender corrects) and the replaced-early
/reject read-out (27C: the early correction judged under 27B) said the partner's pass "(Law 27B2)"
alone: the lead restriction the offender's side may suffer (26B) and the 72C the paragraph names were
missing, though a read-out is what the offender hears before he chooses his correction. They now say
"lead restrictions may apply (Laws 27B2, 26B)" and "Law 72C may apply too" (READ_MAY_72C, the short
form for the 90 words, which names the Law and states none of its conditions), and the partner's pass
in the paragraph's own terms ("her sırasında" / "at every turn": "whenever it is his turn to call")."""

import pytest

from situations.tests.guides.guide_pages import reads

SLUG = "insufficient-bid"
PATHS = [["not-yet"], ["replaced-early", "reject"]]
PHRASES = {
    "tr": (
        "her sırasında pas geçmek zorundadır; çıkış kısıtlaması olabilir (Yasa 27",
        "27B2, 26B)",
        "Yasa 72C de uygulanabilir.",
    ),
    "en": (
        "must pass at every turn; lead restrictions may apply (Laws 27",
        "27B2, 26B)",
        "Law 72C may apply too.",
    ),
}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", PATHS, ids="/".join)
def test_the_27b2_read_outs_name_26b_and_72c(client, keys, lang):
    reads(client, SLUG, keys, lang, *PHRASES[lang])
