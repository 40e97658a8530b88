"""The defective-trick guide's after-play read-out with 66D's condition: the cards are inspected to
settle a claim, and the Director rules for the other side when, at such a claim, one side has mixed its
cards.

66D: TR "Oyun sonra erdikten sonra, rönons veya kazanılan ya da kaybedilen lövelerin sayısı konusundaki
bir talebi çözümlemek için oynanmış veya oynanmamış kartlar incelenebilir; ancak hiçbir oyuncu kendi
eline ait olmayan kartlara el sürmemelidir. Eğer, böyle bir talep ileri sürüldüğünde, taraflardan
birisi hakemin artık olayları tespit edemeyeceği şekilde kartlarını karıştırmışsa, hakem diğer tarafın
lehine karar verecektir." WBF "After play ceases, the played and unplayed cards may be inspected to
settle a claim of a revoke, or of the number of tricks won or lost; but no player should handle cards
other than his own. If the Director can no longer ascertain the facts after such a claim has been made,
and only one side has mixed its cards, the Director shall rule in favor of the other side."

The read-out said "bir rönons ya da löve sayısı anlaşmazlığını çözmek için" / "to settle a revoke or
the number of tricks" and "Kartlarını karıştıran taraf yüzünden olaylar tespit edilemezse" / "If a side
mixes its cards and the facts can no longer be established": without the claim both texts tie the
ruling to. qa167 mended the same sentence in the Ending's `now` (test_guides_defective_trick_66d_67a_words);
the read-out now says what `now` says, the Turkish in the official words, the English in the WBF's order."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
KEYS = ["see-cards", "after-play"]

TO_SETTLE_A_CLAIM = {
    "tr": "rönons ya da löve sayısı konusundaki bir talebi çözmek için kartlar incelenebilir",
    "en": "to settle a claim of a revoke or of the number of tricks",
}
WHEN_CLAIMED = {
    "tr": "Böyle bir talep ileri sürüldüğünde taraflardan biri kartlarını hakemin olayları artık tespit edemeyeceği biçimde karıştırmışsa, hakem diğer tarafın lehine karar verecektir (Yasa 66D)",
    "en": "If, after such a claim, the Director can no longer establish the facts because one side has mixed its cards, he shall rule for the other side (Law 66D)",
}
WITHOUT_THE_CLAIM = {
    "tr": ("anlaşmazlığını çözmek için", "Kartlarını karıştıran taraf yüzünden"),
    "en": ("to settle a revoke or the number of tricks", "If a side mixes its cards"),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_after_play_read_out_ties_the_ruling_to_the_claim(client, lang):
    guide_pages.reads(client, SLUG, KEYS, lang, TO_SETTLE_A_CLAIM[lang], WHEN_CLAIMED[lang])
    guide_pages.never_reads(client, SLUG, KEYS, lang, *WITHOUT_THE_CLAIM[lang])
