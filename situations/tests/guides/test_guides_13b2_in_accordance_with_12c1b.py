"""The wrong-number-of-cards guide's "during" Ending says 13B2's adjusted score in the official Turkish's
words: given in accordance with 12C1(b) ("uyarınca"), not "see" 12C1(b).

13B2 (TR): "Bunun dışında, eğer yanlış sayıda kartı olan oyuncu bir konuşma yapmışsa, Hakem [Yasa 12C1(b)
uyarınca] ayarlı skor verir ve kusurlu tarafa ceza uygulayabilir."; (WBF) "Otherwise when a call has been
made with an incorrect number of cards, the Director shall award an adjusted score [see Law 12C1(b)] and
may penalize an offender." Our English of 13B2, quoted under the Ending: "[in accordance with Law
12C1(b)]". 13A2, by contrast, says "[bkz. Yasa 12C1(b)]" / "[see Law 12C1(b)]" in both texts, and the
before-calls Ending keeps "bkz." / "see" there.

The Ending and its read-out said "(bkz. Yasa 12C1(b))" / "(see Law 12C1(b))", the WBF's pointer, beside
the quoted Turkish paragraph that makes 12C1(b) the rule the score is given by. Both texts send the
Director to 12C1(b) for the same score (TR "ayarlı skoru belirlerken ... hedeflemelidir"; WBF "in awarding
an assigned adjusted score should seek"), so no ruling turns on the difference and no editor's note is
added; the guide now says the Turkish's word."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "wrong-number-of-cards"

NOW = {
    "tr": "Aksi halde hakem Yasa 12C1(b) uyarınca ayarlı skor verir ve kusurlu tarafa ceza uygulayabilir (Yasa 13B2).",
    "en": "Otherwise he shall award an adjusted score in accordance with Law 12C1(b) and may penalise the offending side (Law 13B2).",
}
# The read-out goes on with 13B2's "may penalise" since qa223 (test_guides_wrong_cards_13b2_read_out_may_penalise.py).
READ_OUT = {
    "tr": "aksi halde hakem Yasa 12C1(b) uyarınca ayarlı skor verir",
    "en": "otherwise he shall award an adjusted score under Law 12C1(b)",
}
# The old words; the page quotes 13A2 with its own "[bkz. Yasa 12C1(b)]" / "[see Law 12C1(b)]" beside them.
OLD = {"tr": "ayarlı skor verir (bkz. Yasa 12C1(b))", "en": "an adjusted score (see Law 12C1(b))"}
OLD_READ_OUT = {"tr": "(Yasa 13B2; bkz. Yasa 12C1(b))", "en": "(Law 13B2; see Law 12C1(b))"}
SEE_13A2 = {"tr": "skoru ayarlar (bkz. Yasa 12C1(b))", "en": "shall adjust the score (see Law 12C1(b))"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_13b2_s_adjusted_score_is_given_in_accordance_with_12c1b(client, lang):
    says(client, SLUG, ["during"], lang, NOW[lang])
    never_says(client, SLUG, ["during"], lang, OLD[lang])
    reads(client, SLUG, ["during"], lang, READ_OUT[lang])
    never_reads(client, SLUG, ["during"], lang, OLD_READ_OUT[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_13a2_keeps_its_see(client, lang):
    """13A2's bracket is a "bkz." / "see" in both texts: the before-calls Ending keeps it."""
    says(client, SLUG, ["before-calls"], lang, SEE_13A2[lang])
