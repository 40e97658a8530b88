"""The exposed-card guide's major penalty card: 50D1(b) with its closing clause, as the other guides
have said it since qa188 and qa193 (session 88, qa215).

50D1(b) (TR): "Renge uyma veya bir çıkış veya oyun kısıtlamasını yerine getirme zorunluluğu, bir majör
cezalı kartı oynama zorunluluğundan önce gelir, ancak cezalı kart masanın üstünde yüzü açık olarak
bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır." (WBF): "The obligation to follow suit,
or to comply with a lead or play restriction, takes precedence over the obligation to play a major
penalty card, but the penalty card must still be left face up on the table and played at the next
legal opportunity."

The Ending said only "... önce gelir (Yasa 50D1(b))" / "... comes first (Law 50D1(b))": the
paragraph's "but" clause, what happens to the card passed over, was dropped. The line opens with
"Kart masada yüzü açık durur" / "The card stays face up", so the clause is said without "face up" again,
and without the WBF's "still" (the Turkish has no "yine de")."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "exposed-card"
KEYS = ["defender", "honour-or-intended"]


@pytest.mark.parametrize(
    "lang, stated, old",
    [
        (
            "tr",
            "renge uyma ya da bir çıkış veya oyun kısıtlamasına uyma zorunluluğu önce gelir, ancak kart bir sonraki yasal fırsatta oynanmak zorundadır (Yasa 50D1(b))",
            "kısıtlamasına uyma zorunluluğu önce gelir (Yasa 50D1(b))",
        ),
        (
            "en",
            "following suit, or a lead or play restriction, comes first, but the card must be played at the next legal opportunity (Law 50D1(b))",
            "a lead or play restriction, comes first (Law 50D1(b))",
        ),
    ],
)
def test_a_major_penalty_card_passed_over_must_be_played_at_the_next_legal_opportunity(client, lang, stated, old):
    guide_pages.says(client, SLUG, KEYS, lang, stated)
    guide_pages.never_says(client, SLUG, KEYS, lang, old)
