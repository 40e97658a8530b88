"""The asking-questions guide's leader's advice says 47E1's misinforming side as the official Turkish
does, "rakipleri tarafından" (by his opponents), as the 47E1 editor's note says the guides do (session
89, qa222, from qa206's doubt).

47E1, TR "Sırasız bir çıkış (veya bir kartın oynanması), çıkış yapan oyuncu çıkış sırasının kendisinde
olduğu konusunda rakipleri tarafından yanlış bilgilendirilmişse herhangi bir yaptırım olmaksızın geri
alınabilir."; WBF "A lead out of turn (or play of a card) is retracted without further rectification if
the player was mistakenly informed by an opponent that it was his turn to lead or play".

The editor's note translation-47E1 lists "rakipleri tarafından" against the WBF's "by an opponent" as
one of three differences and says the site's guides follow the Turkish on all three; the lead-out-of-
turn and wrong-lead guides say "rakipleri tarafından" / "by his opponents". This advice said "Bir rakip"
/ "an opponent", the WBF's. (Whether the plural asks more than one opponent to have spoken is not for
the guide to say: it now gives the Turkish's word, and the note beside the Ending names the WBF's.)
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
KEYS = ["asking", "after-final-pass", "defender"]
ADVICE = {
    "tr": (
        "Atağın sizde olduğu konusunda rakipleriniz tarafından yanlış bilgilendirildiyseniz ve atak yaptıysanız, kart herhangi bir yaptırım olmaksızın geri alınabilir",
        "Bir rakip size yanlışlıkla atağın sizde olduğunu söyledi",
    ),
    "en": (
        "If you were misinformed by your opponents that it was your lead and you led, the card may be retracted without any sanction",
        "If an opponent wrongly told you it was your lead",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_leader_s_advice_says_his_opponents_as_the_turkish_does(client, lang):
    new, old = ADVICE[lang]
    says(client, SLUG, KEYS, lang, new)
    never_says(client, SLUG, KEYS, lang, old)
