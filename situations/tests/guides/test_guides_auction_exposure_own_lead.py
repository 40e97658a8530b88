"""A card exposed or led too early in the auction (Law 24B), its owner a defender at the end: the
page says what he must do if the opening lead is then his, not only what declarer chooses when his
partner is to lead (50D2).

24E: TR "Artırmanın sonunda kusurlu oyuncunun defansta kalması halinde, bu durumdaki her kart ayrı
ayrı cezalı kart haline gelir. (Bkz. Yasalar 50 ve 51.)"; WBF "every such card becomes a penalty
card (see Laws 50 and 51)". 50B: an honour, or a card exposed through deliberate play, is a major
penalty card. 50D1(a): TR "bir majör cezalı kart ister çıkışta, renge uyarken, defos yaparken veya
çakarken olsun ilk yasal fırsatta oynanmak zorundadır"; WBF "a major penalty card must be played at
the first legal opportunity, whether in leading, following suit, discarding or trumping". 50D1(b):
TR "Renge uyma veya bir çıkış veya oyun kısıtlamasını yerine getirme zorunluluğu, bir majör cezalı
kartı oynama zorunluluğundan önce gelir"; WBF "The obligation to follow suit, or to comply with a
lead or play restriction, takes precedence over the obligation to play a major penalty card". One of
the Ending's own phrasings is "I put my opening lead on the table before the auction was over": the
page told that player only of declarer's choice at his partner's lead."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db

OWN_LEAD = {
    "tr": "Atak sırası kendisindeyse, bir çıkış kısıtlaması önce gelmedikçe atağını bu kartla yapmak zorundadır: majör cezalı kart, çıkışta da ilk yasal fırsatta oynanmak zorundadır (Yasa 50D1(a), 50D1(b)).",
    "en": "If the opening lead is then his, he must lead that card unless a lead restriction comes first: a major penalty card must be played at the first legal opportunity, in leading too (Laws 50D1(a), 50D1(b)).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_50d1a_the_offender_on_opening_lead_must_lead_the_penalty_card(client, lang):
    says(client, "card-exposed-in-auction", ["honour-or-led"], lang, OWN_LEAD[lang])
