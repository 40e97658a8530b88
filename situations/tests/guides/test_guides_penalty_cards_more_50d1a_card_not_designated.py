"""A penalty card left unplayed because declarer designated another: 50D1(a) says it, beside 50D1(b)
(the penalty-cards-more guide, offender-to-play; session 88, qa212, from qa204's doubt).

50D1(a), TR "Aşağıdaki (b) bendinde belirtilen durum dışında, bir majör cezalı kart ister çıkışta, renge
uyarken, defos yaparken veya çakarken olsun ilk yasal fırsatta oynanmak zorundadır. Bir defans
oyuncusunun yasal olarak oynayabileceği iki ya da daha fazla cezalı kartı varsa deklaran hangisinin
oynanacağını belirtir."; WBF "Except as provided in (b) below, a major penalty card must be played at
the first legal opportunity, whether in leading, following suit, discarding or trumping. If a defender
has two or more penalty cards that can legally be played, declarer designates which is to be played."
50D1(b), TR "Renge uyma veya bir çıkış veya oyun kısıtlamasını yerine getirme zorunluluğu, bir majör
cezalı kartı oynama zorunluluğundan önce gelir, ancak cezalı kart masanın üstünde yüzü açık olarak
bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır."; WBF "The obligation to follow suit, or
to comply with a lead or play restriction, takes precedence over the obligation to play a major penalty
card, but the penalty card must still be left face up on the table and played at the next legal
opportunity." 51A, TR "... o lövede hangisinin oynanacağını deklaran belirtir"; WBF "declarer designates
which is to be played at that turn".

On this Ending a penalty card goes unplayed in two ways: following suit or a restriction comes first
(50D1(b), whose closing words the line says), or it could legally be played and declarer designated
another (50D1(a)'s second sentence; 51A's "at that turn"). A card passed over by the designation is
still a major penalty card, and 50D1(b) does not reach it (no obligation to follow suit or restriction
took precedence); what keeps it to be played is 50D1(a)'s "must be played at the first legal
opportunity". The line cited only 50D1(b). (The read-out quotes 50D1(b)'s own closing clause with its own
label, so the old line is asserted gone whole, not by its last words.)
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "penalty-cards-more"
KEYS = ["two-or-more", "offender-to-play"]


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "bir sonraki yasal fırsatta oynanmak zorundadır (Yasa 50D1(a), 50D1(b)).",
            "Oynanmayan cezalı kartlar masada yüzü açık olarak bırakılmak ve bir sonraki yasal fırsatta oynanmak "
            "zorundadır (Yasa 50D1(b)).",
        ),
        (
            "en",
            "played at the next legal opportunity (Laws 50D1(a), 50D1(b)).",
            "The penalty cards not played must be left face up on the table and played at the next legal "
            "opportunity (Law 50D1(b)).",
        ),
    ],
)
def test_the_cards_not_played_cite_50d1a_for_the_card_declarer_did_not_designate(client, lang, said, old):
    says(client, SLUG, KEYS, lang, said)
    never_says(client, SLUG, KEYS, lang, old)
