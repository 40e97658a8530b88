"""The misinformation guide's "My partner (or I) explained wrongly" Ending gives 75B2's duty in the
play with the paragraph's modal: the explainer who finds his mistake during the play must call the
Director at once and correct it (docs/legal-review.md, Session 89 (qa221)).

75B2: TR "Bir oyuncu kendi hatasının farkına varırsa, atak kartı açılmadan önce (veya oyun içinde ise,
hemen) Hakemi çağırmalı ve hatasını düzeltmelidir."; WBF "If a player becomes aware of his own mistake,
he must summon the Director before the opening lead is faced (or during the play, if discovered later),
and then provide a correction." The sentence said "hakemi hemen çağırıp düzeltir" / "he calls the
Director at once and corrects it": a description, where both texts put a duty ("çağırmalı ...
düzeltmelidir", "must summon ... and then provide a correction")."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
KEYS = ["our-side"]


@pytest.mark.parametrize(
    "lang, duty, old",
    [
        (
            "tr",
            "Oyun sırasında fark ederse hakemi hemen çağırıp düzeltmelidir (Yasa 75B2).",
            "Oyun sırasında fark ederse hakemi hemen çağırıp düzeltir (Yasa 75B2).",
        ),
        (
            "en",
            "If he discovers it during the play, he must call the Director at once and correct it (Law 75B2).",
            "he calls the Director at once and corrects it (Law 75B2)",
        ),
    ],
)
def test_the_correction_in_play_is_a_duty(client, lang, duty, old):
    says(client, "misinformation", KEYS, lang, duty)
    never_says(client, "misinformation", KEYS, lang, old)
