"""A card exposed in the auction, its owner a defender on opening lead: the Ending's "major penalty
card ... at the first legal opportunity" says 50D1(a)'s modal (qa186's note; qa188).

50D1(a): TR "Aşağıdaki (b) bendinde belirtilen durum dışında, bir majör cezalı kart ister çıkışta,
renge uyarken, defos yaparken veya çakarken olsun ilk yasal fırsatta oynanmak zorundadır"; WBF
"Except as in (b) following, a major penalty card must be played at the first legal opportunity,
whether in leading, following suit, discarding or trumping". The line said "oynanır" / "is played"
right after its own "zorundadır" / "must lead"."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

MUST_BE_PLAYED = {
    "tr": "majör cezalı kart, çıkışta da ilk yasal fırsatta oynanmak zorundadır (Yasa 50D1(a), 50D1(b)).",
    "en": "a major penalty card must be played at the first legal opportunity, in leading too (Laws 50D1(a), 50D1(b)).",
}
IS_PLAYED = {"tr": "ilk yasal fırsatta oynanır", "en": "is played at the first legal opportunity"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_50d1a_the_major_penalty_card_must_be_played_at_the_first_legal_opportunity(client, lang):
    says(client, "card-exposed-in-auction", ["honour-or-led"], lang, MUST_BE_PLAYED[lang])
    never_says(client, "card-exposed-in-auction", ["honour-or-led"], lang, IS_PLAYED[lang])
