"""The leader's advice says 47E1's "without any sanction" (the official Turkish), not the WBF's
"without further rectification", as the card-played-on-misinformation guide's read-out does (qa163).

47E1 (TR): "Sırasız bir çıkış (veya bir kartın oynanması), çıkış yapan oyuncu çıkış sırasının
kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirilmişse herhangi bir yaptırım
olmaksızın geri alınabilir."
47E1 (WBF): "A lead out of turn (or play of a card) is retracted without further rectification if the
player was mistakenly informed by an opponent that it was his turn to lead or play."

The advice said "kart başka yaptırım olmadan geri alınabilir" / "the card may be retracted without
further rectification": "başka" / "further" (other, further) where the Turkish says "herhangi bir"
(any); the site's English of 47E1 says "without any sanction". It already followed the Turkish's
"alınabilir" and said the WBF differs there. (The 47E1 editor's note on the same page quotes the WBF's
"is retracted without further rectification", so the old English is looked for with "may be".)"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
KEYS = ["asking", "after-final-pass", "defender"]


@pytest.mark.parametrize(
    "lang, new, old",
    [
        ("tr", "kart herhangi bir yaptırım olmaksızın geri alınabilir (Yasa 47E1;", "başka yaptırım olmadan"),
        (
            "en",
            "the card may be retracted without any sanction (Law 47E1;",
            "may be retracted without further rectification",
        ),
    ],
)
def test_the_leaders_advice_says_without_any_sanction(client, lang, new, old):
    says(client, SLUG, KEYS, lang, new)
    never_says(client, SLUG, KEYS, lang, old)
