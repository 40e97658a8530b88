"""The declaring side's attempted opening lead: the Ending says Law 24's information sentence, which
54E brings with the rest of Law 24 (qa214 noticed; qa246).

54E: TR "Oynayan tarafın bir üyesi bir atak yapmaya çalışırsa Yasa 24 uygulanır"; WBF "If a player of
the declaring side attempts to make an opening lead Law 24 applies". 24 (opening, second sentence):
TR "Açık kartlardan edinilen bilgi kusursuz taraf için izinli ancak kusurlu taraf için izinsiz
bilgidir. (Bkz. Yasa 16C)"; WBF "Information from cards thus exposed is authorized for the
non-offending side but unauthorized for the offending side (see Law 16C)". The Ending said "Law 24
applies" and only 24D's return of the card."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db

KEYS = ["opening", "declaring-side"]
PAGE = {
    "tr": "Açık karttan edinilen bilgi kusursuz taraf için izinli ancak kusurlu taraf için izinsiz bilgidir (Yasa 24).",
    "en": "Information from the exposed card is authorised for the non-offending side but unauthorised for the offending side (Law 24).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_says_who_may_use_what_the_card_showed(client, lang):
    says(client, "lead-out-of-turn", KEYS, lang, PAGE[lang])
