"""The call-out-of-rotation guide's Ending for the opponent whose turn it was calling before any
ruling (28B) said the cancelled call's information was unauthorised "for his partner" (the read-out:
"for your partner"). 28B sends the reader to 16C2, which makes it unauthorised for the whole
offending side, the offender too (and authorised for the other side, 16C1):

28B, TR "... artırım rakip o konuşmayı yapmamış gibi devam eder. Yasa 26 geçerli değildir, ancak bkz.
Yasa 16C2."; WBF "The auction proceeds as though the opponent had not called at that turn. Law 26
does not apply, but see Law 16C2."
16C2, TR "Kusurlu taraf için, geri alınmış eylemden – gerek kendileri gerekse rakipleri tarafından
yapılmış olsun – kaynaklanan tüm bilgiler izinsizdir."; WBF "For an offending side, information
arising from its own withdrawn action and from withdrawn actions of the non-offending side is
unauthorized."
16C1, TR "Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm bilgiler ... yasaldır"; WBF "For
a non-offending side, all information arising from a withdrawn action is authorized".

The page and the read-out now say the side, as the guide's other Endings do (its UI and READ_UI)."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
KEYS = ["right-player-called", "opponent"]
PAGE = {
    "tr": ("iptal edilen konuşmanın bilgisi kusurlu taraf için izinsizdir (Yasa 16C)", "ortağı için izinsizdir"),
    "en": (
        "what the cancelled call told is unauthorised for the offending side (Law 16C)",
        "unauthorised for his partner",
    ),
}
READ_OUT = {
    "tr": ("iptal edilen konuşmanın bilgisi tarafınız için izinsizdir (Yasa 16C)", "ortağınız için izinsizdir"),
    "en": ("what the cancelled call told is unauthorised for your side (Law 16C)", "unauthorised for your partner"),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_28b_ending_says_the_offending_side(client, lang):
    now, old = PAGE[lang]
    says(client, SLUG, KEYS, lang, now)
    never_says(client, SLUG, KEYS, lang, old)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_28b_read_out_says_your_side(client, lang):
    now, old = READ_OUT[lang]
    reads(client, SLUG, KEYS, lang, now)
    never_reads(client, SLUG, KEYS, lang, old)
