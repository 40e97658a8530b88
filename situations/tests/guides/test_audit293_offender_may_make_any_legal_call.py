"""audit293 (session 94): the call-out-of-rotation guide states the offender's call at his turn, after
his partner has called, in the paragraphs' own verb (CONTRIBUTING.md, "Add a situation guide", point 1),
and Law 32's "may never be accepted" in the WBF's.

30B1(b), WBF: "Offender may make any legal call at his correct turn and: ..."; TR (official) "Kusurlu
oyuncu, sıra kendisine geldiğinde herhangi bir yasal konuşma yapabilir ve: ...".
31B2, WBF: "Offender may make any legal call at his correct turn and the Director rules as in A2(a) or
A2(b) above."; TR "Kusurlu oyuncu sıra kendisine geldiğinde herhangi yasal bir konuşmayı yapabilir ve
Hakem yukarıdaki A2(a) veya A2(b) Maddelerine göre hüküm verir."
32B2, WBF: "Offender may make any legal call at his proper turn and the Director rules as in A2(a) or
A2(b) above."; TR "Kusurlu oyuncunun ortağı konuşma sırası kendisine geldiğinde herhangi yasal bir
konuşmayı yapabilir ve Hakem yukarıda A2(a) veya A2(b) maddeleri uyarınca hüküm verir." (the guide
follows the WBF's offender and says so: NOTE_32B2, the editor's note on 32B2).

The partner-first Endings' `now` and read-outs and the not-accepted partner steps' hint said "the
offender makes any legal call" / "kusurlu oyuncu ... yasal bir konuşma yapar" ("You make" /
"yaparsınız"): the present, where both texts give a permission ("may make" / "yapabilir"). The chooser
of the same Endings already said "he may make any legal call at his turn".

32 (opening), WBF: "... except that an inadmissible double or redouble (see Law 36) may never be
accepted"; TR "Sırasız bir kontr veya sürkontr, kabulü olanaksız kontr ya da sürkontr (bkz. Yasa 36)
değilse, soldaki rakibin seçimiyle kabul edilebilir". The lho-called Ending's advice said "can never be
accepted (Law 32)"; the not-yet Ending already said "may never be accepted (Law 32)". The Turkish
"kabul edilemez" stays.
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

SLUG = "call-out-of-rotation"
PARTNER_FIRST = {
    "pass": (
        "Kusurlu oyuncu kendi sırasında herhangi bir yasal konuşma yapabilir: eşdeğerse yaptırım yoktur (Yasa 30B1(b)(i))",
        "The offender may make any legal call at his turn: if it is comparable there is no rectification (Law 30B1(b)(i))",
        "Kendi sıranızda herhangi bir yasal konuşma yapabilirsiniz: eşdeğerse",
        "You may make any legal call at your turn: if it is comparable",
    ),
    "bid": (
        "Kusurlu oyuncu kendi sırasında herhangi bir yasal konuşma yapabilir ve hakem Yasa 31A2'ye göre karar verir (Yasa 31B2)",
        "The offender may make any legal call at his turn and the Director rules under Law 31A2 (Law 31B2)",
        "Kendi sıranızda herhangi bir yasal konuşma yapabilirsiniz ve hakem Yasa 31A2'ye göre karar verir",
        "You may make any legal call at your turn and the Director rules under Law 31A2",
    ),
    "double": (
        "Kusurlu oyuncu kendi sırasında herhangi bir yasal konuşma yapabilir ve hakem Yasa 32A2'ye göre karar verir (Yasa 32B2)",
        "The offender may make any legal call at his turn and the Director rules under Law 32A2 (Law 32B2)",
        "Kendi sıranızda herhangi bir yasal konuşma yapabilirsiniz ve hakem Yasa 32A2'ye göre karar verir",
        "You may make any legal call at your turn and the Director rules under Law 32A2",
    ),
}
BEFORE_PAGE = {"tr": "herhangi bir yasal konuşma yapar", "en": "The offender makes any legal call"}
BEFORE_READ = {"tr": "herhangi bir yasal konuşma yaparsınız", "en": "You make any legal call"}


@pytest.mark.parametrize("call", PARTNER_FIRST)
def test_the_partner_first_endings_say_the_offender_may_make_any_legal_call(client, call):
    keys = ["right-player-called", "partner", call]
    tr_now, en_now, tr_read, en_read = PARTNER_FIRST[call]
    says(client, SLUG, keys, "tr", tr_now)
    says(client, SLUG, keys, "en", en_now)
    reads(client, SLUG, keys, "tr", tr_read)
    reads(client, SLUG, keys, "en", en_read)
    for lang in ("tr", "en"):
        never_says(client, SLUG, keys, lang, BEFORE_PAGE[lang])
        never_reads(client, SLUG, keys, lang, BEFORE_READ[lang])


@pytest.mark.parametrize("call", ["pass", "bid", "double"])
def test_the_not_accepted_partner_step_says_the_offender_may_make_any_legal_call(client, call):
    keys = ["not-accepted", call, "partner"]
    says(client, SLUG, keys, "tr", "Sonra kusurlu oyuncu kendi sırasında herhangi bir yasal konuşma yapabilir; hakem")
    says(client, SLUG, keys, "en", "Then the offender may make any legal call at his turn; the Director judges")
    never_says(client, SLUG, keys, "tr", BEFORE_PAGE["tr"])
    never_says(client, SLUG, keys, "en", "Then the offender makes any legal call")


def test_law_32_an_inadmissible_double_may_never_be_accepted(client):
    says(
        client,
        SLUG,
        ["lho-called"],
        "en",
        "A double or redouble that Law 19 does not allow may never be accepted (Law 32)",
    )
    never_says(client, SLUG, ["lho-called"], "en", "can never be accepted")
    says(
        client,
        SLUG,
        ["lho-called"],
        "tr",
        "Yasa 19'un izin vermediği bir kontr ya da sürkontr kabul edilemez (Yasa 32)",
    )
