"""Law 13C in the wrong-number-of-cards guide. Since qa159 the "during the auction or play" Ending
states 13B's whole condition (one player with more than 13 cards *and another with fewer*), and the
after-play Ending 13D's: a player with a fourteenth card that is not part of the deal (one from
another pack), no hand being short, found no rule on either page (qa159's doubt, qa161). The Endings
now say what both texts say of such a card: it is removed, the auction and play continue, and an
adjusted score turns on whether it was played to a previous trick. On a card played to the trick in
progress the Turkish's two sentences and the WBF differ (the editor's note on 13C): the guide says
nothing of it."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

SLUG = "wrong-number-of-cards"

# 13C: TR "Dağılıma ait olmayan bir fazla kart bulunduğunda o dağılımdan çıkarılır. Artırma ve oyun
# etkilenmeden devam eder. Eğer böyle bir kartın löveye verildiği tespit edilirse ayarlı bir skor
# verilebilir. Böyle bir kartın geçmiş bir löveye verildiği tespit edilmedikçe ayarlı skor
# verilemez."; WBF "Any surplus card not part of the deal is removed if found. The auction and play
# continue without further rectification. No adjusted score may be awarded unless such a card is
# found to have been played to a quitted trick." (Our English of 13C: "When a surplus card not
# belonging to the deal is found, it is removed from that deal. The auction and play continue
# unaffected.")
REMOVED = {
    "tr": "Dağılıma ait olmayan fazla bir kart (örneğin başka bir desteden) bulunduğunda dağılımdan çıkarılır; artırım ve oyun etkilenmeden devam eder",
    "en": "A surplus card not belonging to the deal (one from another pack, for instance) is removed from the deal when found; the auction and play continue unaffected",
}
# Both Turkish sentences and the WBF's agree on these two cases: played to a previous (quitted) trick,
# an adjusted score may be awarded; played to no trick, none may be.
ADJUSTED = {
    "tr": "Böyle bir kartın geçmiş bir löveye verildiği tespit edilirse ayarlı skor verilebilir; hiçbir löveye verilmediyse verilemez (Yasa 13C)",
    "en": "If such a card is found to have been played to a previous trick, an adjusted score may be awarded; a card never played brings none (Law 13C)",
}
# The case the two texts settle differently is left to the editor's note on 13C, shown under the
# paragraph on the page, whose last sentence says what the guides say and what they leave.
NOTE_SAYS = {
    "tr": "rehberleri yalnızca iki metnin birlikte söylediğini söyler",
    "en": "its guides say only what both texts say",
}
NOTE_SAID = {
    "tr": "rehberlerinde bu paragraf üzerine bir hüküm vermez",
    "en": "its guides rule nothing on this paragraph",
}


@pytest.mark.parametrize("keys", [["during"], ["after-play"]])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_surplus_card_not_of_the_deal_finds_13c(client, lang, keys):
    says(client, SLUG, keys, lang, REMOVED[lang], ADJUSTED[lang])


@pytest.mark.parametrize("keys", [["during"], ["after-play"]])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_editors_note_on_13c_says_what_the_guide_rules_and_leaves(client, lang, keys):
    says(client, SLUG, keys, lang, NOTE_SAYS[lang])
    never_says(client, SLUG, keys, lang, NOTE_SAID[lang])
