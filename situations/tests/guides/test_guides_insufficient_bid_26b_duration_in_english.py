"""The shared 26B line (situations/content/common.py LEAD_BAN_26B), as the insufficient-bid guide's
27B2 Ending (not-accepted/other/not-over) draws it: the English says how long the ban lasts, as the
Turkish does.

26B, Turkish (official): "... deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil)
Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi
oynamasını yasaklayabilir. Bu yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece devam eder."
WBF English: "... declarer may, at the offender's partner's first turn to lead (which may be the opening
lead), prohibit offender's partner from leading any (one) suit which has not been specified in the legal
auction by the offender. Such prohibition continues for as long as the offender's partner retains the
lead."

The Turkish line said "yasak, çıkış o oyuncuda kaldığı sürece sürer"; the English stopped at the suit. It now says the WBF's sentence (qa219's wording, merged with
qa217's)."""

from situations.tests.guides.guide_pages import says

SLUG = "insufficient-bid"
KEYS = ["not-accepted", "other", "not-over"]
LINE = {
    "tr": "herhangi bir rengi yasaklayabilir; yasak, çıkış o oyuncuda kaldığı sürece sürer (Yasa 26B).",
    "en": "any one suit the offender did not specify in the legal auction; such prohibition continues for as long as the partner retains the lead (Law 26B).",
}


def test_both_languages_say_the_ban_lasts_while_the_partner_keeps_the_lead(client, db):
    for lang in ("tr", "en"):
        says(client, SLUG, KEYS, lang, LINE[lang])
