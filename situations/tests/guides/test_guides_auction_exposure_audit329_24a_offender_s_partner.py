"""The card-exposed-in-auction guide's single small card (24A): the partner who need not pass is named
as the offender's, on the page and in the engine's answer, in both languages (audit329).

24A, TR (official): "Bu onör düzeyinin altında tek bir kart ise ve vaktinden önce çıkılmamışsa, başka
onarma yapılmaz. (Ancak bkz. aşağıda Madde E)"; WBF: "If it is a single card below the rank of an
honor and not prematurely led, there is no further rectification (but see E following)." So 24B's and
24C's pass (TR "kusurlu oyuncunun ortağı ... pas geçmek zorundadır"; WBF "offender's partner must
pass") is not required: of the offender's partner.

The page said "ortak pas geçmek zorunda değildir" / "partner need not pass" (whose partner unsaid, on a
page read by all four players), and the engine's Turkish "Ortağın pas geçme zorunluluğu yok" (read as
"your partner"), where its English said "The offender's partner need not pass". The English page now
also says the WBF's "there is no further rectification" as its read-out does. The read-out, said to
the offender, keeps "ortağınız" / "your partner"."""

import pytest

from situations.tests.guides.guide_pages import never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG, KEYS = "card-exposed-in-auction", ["small"]

PAGE = {
    "tr": "Başka onarma yapılmaz; kusurlu oyuncunun ortağı pas geçmek zorunda değildir (Yasa 24A).",
    "en": "There is no further rectification; the offender's partner need not pass (Law 24A).",
}
OLD_PAGE = {"tr": "; ortak pas geçmek", "en": "No further rectification; partner need not pass"}
ENGINE = {
    "tr": "Kusurlu oyuncunun ortağının pas geçme zorunluluğu yok.",
    "en": "The offender's partner need not pass.",
}
READ = {
    "tr": "Başka onarma yapılmaz; ortağınız pas geçmek zorunda değildir (Yasa 24A).",
    "en": "There is no further rectification; your partner need not pass (Law 24A).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_names_the_offender_s_partner(client, lang):
    says(client, SLUG, KEYS, lang, PAGE[lang])
    never_says(client, SLUG, KEYS, lang, OLD_PAGE[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_engine_s_answer_names_the_offender_s_partner_in_both_languages(client, lang):
    says(client, SLUG, KEYS, lang, ENGINE[lang])
    never_says(client, SLUG, KEYS, lang, "Ortağın pas geçme")


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_to_the_offender_says_your_partner(client, lang):
    reads(client, SLUG, KEYS, lang, READ[lang])
