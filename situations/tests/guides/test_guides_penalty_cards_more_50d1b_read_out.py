"""Law 50D1(b) whole in the read-out of the penalty-cards-more Ending for the offender to play
(session 87, qa204; its closing clause in session 88, lead, from qa215's note).

50D1(b), TR "Renge uyma veya bir çıkış veya oyun kısıtlamasını yerine getirme zorunluluğu, bir majör
cezalı kartı oynama zorunluluğundan önce gelir, ancak cezalı kart masanın üstünde yüzü açık olarak
bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır."; WBF "The obligation to follow suit, or to
comply with a lead or play restriction, takes precedence over the obligation to play a major penalty
card, but the penalty card must still be left face up on the table and played at the next legal
opportunity."

The Ending's `now` says both obligations; its read-out, what the Director reads at the table, said only
"renge uyma zorunluluğu önce gelir (Yasa 50D1(b))" / "the obligation to follow suit comes first (Law
50D1(b))": the lead or play restriction (say 57A's, when the offender's partner played prematurely) was
left out, and "first" before what was not said. It then stopped at "takes precedence": a defender told
only that following suit comes first could take the card passed over back into his hand; the closing
clause is now read out too. (The English says "it" for the WBF's "the penalty card must still" to keep
within the read-out's 90 words; the Turkish has no "yine de".)
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "penalty-cards-more"
KEYS = ["two-or-more", "offender-to-play"]


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "renge uyma veya bir çıkış veya oyun kısıtlamasını yerine getirme zorunluluğu, majör cezalı kartı "
            "oynama zorunluluğundan önce gelir, ancak cezalı kart masanın üstünde yüzü açık olarak bırakılmak ve bir "
            "sonraki yasal fırsatta oynanmak zorundadır (Yasa 50D1(b))",
            "renge uyma zorunluluğu önce gelir",
        ),
        (
            "en",
            "the obligation to follow suit, or to comply with a lead or play restriction, takes precedence over "
            "the obligation to play a major penalty card, but it must be left face up on the table and played at "
            "the next legal opportunity (Law 50D1(b))",
            "the obligation to follow suit comes first",
        ),
    ],
)
def test_the_read_out_says_50d1b_whole(client, lang, said, old):
    reads(client, SLUG, KEYS, lang, said)
    never_reads(client, SLUG, KEYS, lang, old)
