"""16B1(a) in the paragraph's own modal verb on the hesitation guide's partner Ending, page and
read-out (audit334; CONTRIBUTING.md, "Add a situation guide" point 1: a sentence that states what a
paragraph requires uses that paragraph's modal verb; the WBF Introduction: ""may not" is stronger
[than "shall not"] - just short of "must not"").

16B1(a), TR (official): "Bir oyuncu, mantıklı başka bir seçeneği varken, kendisine ulaşan bir dış
bilginin açıkça gösterdiği doğrultudaki belli bir konuşma veya oyun tarzını tercih edemez."
16B1(a), WBF: "A player may not choose a call or play that is demonstrably suggested over another by
unauthorized information if the other call or play is a logical alternative."

The partner Ending said it to the reader as an order ("Do not choose ..." / "... seçmeyin"), while the
opponent Ending says the same paragraph of the opponent's partner in its verb ("may not choose" /
"seçemez") and the partner Ending's 73C1 line beside it says "You must carefully avoid" /
"kaçınmak zorundasınız". Now "You may not choose" / "seçemezsiniz" (the official "tercih edemez", in
the guide's "seçmek")."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG, KEYS = "hesitation", ["partner"]

NOW = {
    "tr": "Mantıklı başka bir seçenek varken, bu bilginin (örneğin duraksamanın) açıkça gösterdiği konuşma ya da "
    "oyunu seçemezsiniz (Yasa 16B1(a)).",
    "en": "You may not choose a call or play that the information (a hesitation, say) clearly indicated (so the "
    "official Turkish; the WBF English says 'demonstrably suggested over another'), if you have another logical "
    "alternative (Law 16B1(a)).",
}
READ_OUT = {
    "tr": "Mantıklı başka bir seçenek varken bu bilginin açıkça gösterdiği konuşma ya da oyunu seçemezsiniz "
    "(Yasa 16B1(a)).",
    "en": "You may not choose a call or play that the information clearly indicated while you have another "
    "logical alternative (Law 16B1(a)).",
}
OLD = {"tr": "oyunu seçmeyin", "en": "Do not choose"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_says_16b1a_s_may_not(client, lang):
    says(client, SLUG, KEYS, lang, NOW[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_16b1a_s_may_not(client, lang):
    reads(client, SLUG, KEYS, lang, READ_OUT[lang])
    never_reads(client, SLUG, KEYS, lang, OLD[lang])
