"""A defender's corrected revoke: the Ending says the offender's own duty to play a major penalty card
(50D1(a), with 50D1(b)'s precedence), beside declarer's lead options (50D2) (qa216).

50D1(a) (TR): "Aşağıdaki (b) bendinde belirtilen durum dışında, bir majör cezalı kart ister çıkışta, renge
uyarken, defos yaparken veya çakarken olsun ilk yasal fırsatta oynanmak zorundadır."
(WBF): "Except as in (b) below, a major penalty card must be played at the first legal opportunity,
whether in leading, following suit, discarding or trumping."
50D1(b) (TR): "Renge uyma veya bir çıkış veya oyun kısıtlamasını yerine getirme zorunluluğu, bir majör
cezalı kartı oynama zorunluluğundan önce gelir, ancak cezalı kart masanın üstünde yüzü açık olarak
bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır."
(WBF): "The obligation to follow suit, or to comply with a lead or play restriction, takes precedence
over the obligation to play a major penalty card, but the penalty card must still be left face up on
the table and played at the next legal opportunity."
The Ending said that the withdrawn card becomes a major penalty card (62B1) and what declarer may do
when the offender's partner is on lead (50D2), and nothing of what the offender must do with it."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "revoke"
KEYS = ["defender", "not-established"]


@pytest.mark.parametrize(
    "lang, stated",
    [
        (
            "tr",
            "Kart majör cezalı kartsa kusurlu oyuncu onu ilk yasal fırsatta oynamak zorundadır (Yasa 50D1(a)); renge uyma ya da bir çıkış veya oyun kısıtlamasına uyma zorunluluğu önce gelir, kart yine de masada yüzü açık olarak bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır (Yasa 50D1(b)).",
        ),
        (
            "en",
            "If the card is a major penalty card, the offender must play it at his first legal opportunity (Law 50D1(a)); following suit, or a lead or play restriction, comes first, but the card must still be left face up on the table and played at the next legal opportunity (Law 50D1(b)).",
        ),
    ],
)
def test_the_offender_must_play_his_major_penalty_card(client, lang, stated):
    guide_pages.says(client, SLUG, KEYS, lang, stated)
