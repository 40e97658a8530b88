"""Who chooses after a 27B2 correction (insufficient-bid not-accepted/other/not-over): the offender
has chosen his correction, and declarer may choose a lead restriction later.

27B2, Turkish (official): "Yasa 26B ile öngörülen çıkış kısıtlamaları uygulanabilir ve bkz. Yasa
72C"; WBF English: "The lead restrictions in Law 26B may apply, and see Law 72C". 26B, Turkish:
"deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil) Kusurlu oyuncunun
ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi oynamasını
yasaklayabilir"; WBF: "declarer may, at the offender's partner's first turn to lead (which may be the
opening lead), prohibit offender's partner from leading any (one) suit which has not been specified in
the legal auction by the offender".

The "Who chooses" section said "The offender chose his correction; nobody else chooses", while the same
page's `now` says declarer may forbid a suit (26B), and the call-out-of-rotation guide's Endings after a
call that is not comparable name declarer's choice (REJECTED_DECLARER_LATER). The B1 corrections keep
"nobody else chooses": 27B1(a) TR "Yasalar 26B ve 16C uygulanmaz" / WBF "Laws 26B and 16C do not
apply"; 26A TR "kendi tarafı için herhangi bir çıkış kısıtlaması söz konusu değildir" / WBF "there are
no lead restrictions for his side"."""

import pytest
from django.utils.html import escape

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
OTHER = ["not-accepted", "other", "not-over"]
NOBODY_ELSE = {
    "tr": "Kusurlu oyuncu düzeltmesini seçti; başka seçim yok.",
    "en": "The offender chose his correction; nobody else chooses.",
}
DECLARER_LATER = {
    "tr": "Kusurlu oyuncu düzeltmesini seçti; şimdi başka kimse seçmez. Kusurlu oyuncu defans oyuncusu olursa, kusurlu oyuncunun ortağının ilk çıkışında bir rengi yasaklayıp yasaklamayacağını deklaran seçer (Yasa 26B).",
    "en": "The offender chose his correction; nobody else chooses now. If the offender becomes a defender, declarer chooses at the offender's partner's first lead whether to forbid a suit (Law 26B).",
}


def _who_chooses(client, keys, lang) -> str:
    text = guide_pages.page(client, SLUG, keys, lang)
    start = text.index('aria-labelledby="who-h"')
    return text[start : text.index("</section>", start)]


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_after_another_bid_or_a_pass_the_chooser_names_declarer_s_26b_choice(client, lang):
    section = _who_chooses(client, OTHER, lang)
    assert escape(DECLARER_LATER[lang]) in section
    assert escape(NOBODY_ELSE[lang]) not in section


@pytest.mark.parametrize("keys", [["not-accepted", "lowest-same"], ["not-accepted", "comparable"]], ids=lambda k: k[-1])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_after_a_b1_correction_nobody_else_chooses(client, keys, lang):
    section = _who_chooses(client, keys, lang)
    assert escape(NOBODY_ELSE[lang]) in section
    assert "26B" not in section
