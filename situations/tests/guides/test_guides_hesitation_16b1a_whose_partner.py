"""Whose partner 16B1(a) binds, named on the hesitation guide's opponent Ending (audit334).

16B1(a), TR (official): "Bir oyuncu, mantıklı başka bir seçeneği varken, kendisine ulaşan bir dış
bilginin açıkça gösterdiği doğrultudaki belli bir konuşma veya oyun tarzını tercih edemez."
16B1(a), WBF: "A player may not choose a call or play that is demonstrably suggested over another by
unauthorized information if the other call or play is a logical alternative."
The player bound is the one the information reached: here the partner of the opponent who hesitated
(16B1: TR "Ortaktan gelen ... dış bilgi", WBF "extraneous information from partner").

The Ending is read by that opponent's opponent ("you"); its `now` said "His partner may not choose"
/ "Ortağı ... seçemez" right after a sentence on information "from partner" / "Ortaktan gelen", so
"his" had no one in the text before it, and "his partner" read beside "partner" could be taken for
the reader's. Now "The opponent's partner" / "Rakibin ortağı", as the 16B3 sentence after it says
"the opponent" / "Rakibin"."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG, KEYS = "hesitation", ["opponent"]

NOW = {
    "tr": "Rakibin ortağı, mantıklı başka bir seçenek varken bu bilginin açıkça gösterdiği konuşma ya da oyunu "
    "seçemez (Yasa 16B1(a)).",
    "en": "The opponent's partner may not choose a call or play that the information clearly indicated",
}
OLD = {"tr": "Ortağı, mantıklı başka bir seçenek varken", "en": "His partner may not choose"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_names_whose_partner_may_not_choose(client, lang):
    says(client, SLUG, KEYS, lang, NOW[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])
