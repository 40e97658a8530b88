"""The trick-count Endings of the score-correction guide no longer say "Nobody chooses" beside 69B,
under which the agreement a player gave to a claim or concession may be withdrawn.

69B (TR): "Talep veya terk üzerindeki anlaşma (bkz A), Yasa 79C'de belirlenmiş düzeltme dönemi içinde
geri alınabilir: 1. Gerçekte kendi tarafının önceden kazandığı bir lövenin kaybında anlaşmışsa veya
2. Oyunun devamında muhtemelen kendi tarafının kazanacağı bir lövenin kaybında anlaşmışsa".
69B (WBF): "Agreement with a claim or concession (see Law 69A) may be withdrawn within the Correction
Period established under Law 79C: 1. if a player has agreed to the loss of a trick that his side has
actually won; or 2. if a player has agreed to the loss of a trick that his side would likely have won
had play continued."

Both Endings say it in `now` (79B1 sends the Director to 69B); their choosers said "Kimse seçmez" /
"Nobody chooses", which denied the player his withdrawal (qa209's doubt). The chooser still says the
Director rules (79B2, 79B3), and the page still says the agreement may be withdrawn."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "score-correction"
WITHDRAWN = {
    "tr": "anlaşma Düzeltme Süresi içinde geri alınabilir (Yasa 69B)",
    "en": "Agreement with a claim or concession may be withdrawn within the Correction Period",
}
CHOOSER = {
    ("tricks", "before-round-ends"): {
        "tr": "Kaydedilecek skoru hakem belirler.",
        "en": "The Director rules the score.",
    },
    ("tricks", "after-round-ends"): {"tr": "Hakem karar verir.", "en": "The Director decides."},
}
NOBODY = {"tr": "Kimse seçmez", "en": "Nobody chooses"}


@pytest.mark.parametrize("keys", list(CHOOSER))
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_chooser_does_not_deny_69bs_withdrawal(client, lang, keys):
    says(client, SLUG, list(keys), lang, WITHDRAWN[lang], CHOOSER[keys][lang])
    never_says(client, SLUG, list(keys), lang, NOBODY[lang])
