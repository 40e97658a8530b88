"""The penalty-cards-more read-out for the offender to play says 50D1(b) whole (session 88, lead, from
qa215's note).

50D1(b), TR "Renge uyma veya bir çıkış veya oyun kısıtlamasını yerine getirme zorunluluğu, bir majör
cezalı kartı oynama zorunluluğundan önce gelir, ancak cezalı kart masanın üstünde yüzü açık olarak
bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır."; WBF "The obligation to follow suit, or to
comply with a lead or play restriction, takes precedence over the obligation to play a major penalty
card, but the penalty card must still be left face up on the table and played at the next legal
opportunity."

The read-out stopped at "takes precedence": a defender told only that following suit comes first could
take the card passed over back into his hand. (The English says "it" for the WBF's "the penalty card
must still" to keep within the read-out's 90 words; the Turkish has no "yine de".)
"""

import pytest

from situations.tests.guides.guide_pages import reads

pytestmark = pytest.mark.django_db
SLUG = "penalty-cards-more"
KEYS = ["two-or-more", "offender-to-play"]


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "tr",
            "majör cezalı kartı oynama zorunluluğundan önce gelir, ancak cezalı kart masanın üstünde yüzü açık "
            "olarak bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır (Yasa 50D1(b)).",
        ),
        (
            "en",
            "takes precedence over the obligation to play a major penalty card, but it must be left face up on "
            "the table and played at the next legal opportunity (Law 50D1(b)).",
        ),
    ],
)
def test_the_read_out_says_the_card_passed_over_stays_face_up_and_is_played(client, lang, said):
    reads(client, SLUG, KEYS, lang, said)
