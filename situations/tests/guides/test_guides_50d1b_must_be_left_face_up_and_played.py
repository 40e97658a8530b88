"""50D1(b)'s end in its own modal where two guides say it (session 86, qa193; qa188 did the same for the
quizzes' `common.except_50d1b`).

50D1(b), TR "Renge uyma veya bir çıkış veya oyun kısıtlamasını yerine getirme zorunluluğu, bir majör
cezalı kartı oynama zorunluluğundan önce gelir, ancak cezalı kart masanın üstünde yüzü açık olarak
bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır."; WBF "The obligation to follow suit, or to
comply with a lead or play restriction, takes precedence over the obligation to play a major penalty
card, but the penalty card must still be left face up on the table and played at the next legal
opportunity."

The lead-out-of-turn guide's "Reject" option said "kart o zaman masada açık kalır ve bir sonraki yasal
fırsatta oynanır" / "the card then stays face up on the table to be played at the next legal
opportunity", and the penalty-cards-more guide's Ending for the offender to play "masada açık kalır ve
sonraki yasal fırsatta oynanır" / "stay face up on the table, to be played at the next legal
opportunity": a description where both texts state an obligation. (Session 88, qa212: the second guide's line cites
50D1(a) beside 50D1(b), for the cards declarer did not designate:
test_guides_penalty_cards_more_50d1a_card_not_designated.py.)
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "slug, keys, lang, said, old",
    [
        (
            "lead-out-of-turn",
            ["later", "defender"],
            "tr",
            "kart yine de masada yüzü açık olarak bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır "
            "(Yasa 50D1(b))",
            "masada açık kalır",
        ),
        (
            "lead-out-of-turn",
            ["later", "defender"],
            "en",
            "the card must still be left face up on the table and played at the next legal opportunity (Law 50D1(b))",
            "to be played at the next legal opportunity",
        ),
        (
            "penalty-cards-more",
            ["two-or-more", "offender-to-play"],
            "tr",
            "Oynanmayan cezalı kartlar masada yüzü açık olarak bırakılmak ve bir sonraki yasal fırsatta oynanmak "
            "zorundadır (Yasa 50D1(a), 50D1(b))",
            "masada açık kalır",
        ),
        (
            "penalty-cards-more",
            ["two-or-more", "offender-to-play"],
            "en",
            "The penalty cards not played must be left face up on the table and played at the next legal "
            "opportunity (Laws 50D1(a), 50D1(b))",
            "to be played at the next legal opportunity",
        ),
    ],
)
def test_50d1b_the_penalty_card_must_be_left_face_up_and_played_at_the_next_legal_opportunity(
    client, slug, keys, lang, said, old
):
    says(client, slug, keys, lang, said)
    never_says(client, slug, keys, lang, old)
