"""Law 91B in the penalties guide's read-out for a disciplinary penalty, suspension or
disqualification: the Director may disqualify for cause, and the Tournament Organizer approves.

91B: TR "Hakem, sebep varsa, Organizasyon Komitesinin onaylaması şartıyla bir oyuncu veya
yarışmacıyı diskalifiye etmekle özellikle yetkilendirilmiştir."; WBF "The Director is empowered to
disqualify a player or contestant for cause, subject to approval by the Tournament Organizer."

The read-out said "A disqualification needs the Tournament Organizer's approval (Law 91B)": the
approval alone, without the condition "sebep varsa" / "for cause" and without who disqualifies
(the Director); the Ending's `now` says both (qa250 noticed it, qa268)."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db

SLUG = "penalties"
KEYS = ["disciplinary-penalty"]
FOR_CAUSE = {
    "tr": "Sebep varsa, Organizasyon Komitesinin onaylaması şartıyla bir oyuncuyu ya da yarışmacıyı diskalifiye edebilirim (Yasa 91B).",
    "en": "I may disqualify a player or contestant for cause, subject to approval by the Tournament Organizer (Law 91B).",
}
APPROVAL_ONLY = {
    "tr": "Diskalifiye için Organizasyon Komitesinin onayı gerekir (Yasa 91B).",
    "en": "A disqualification needs the Tournament Organizer's approval (Law 91B).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_who_disqualifies_and_for_cause(client, lang):
    reads(client, SLUG, KEYS, lang, FOR_CAUSE[lang])
    never_reads(client, SLUG, KEYS, lang, APPROVAL_ONLY[lang])
