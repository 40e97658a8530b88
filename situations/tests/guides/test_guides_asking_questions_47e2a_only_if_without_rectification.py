"""The defender's advice on a card played because of a mistaken explanation says 47E2(a) with its
"only if" and its "without any rectification" (session 91, qa248).

47E2(a) (TR): "Bir oyuncu bir rakibinin konuşması veya oyununun yanlış açıklanması sebebiyle ve
düzeltilmiş bir açıklamadan önce oynadığı bir kartı, sadece o löveye daha sonra başka kart
oynanmamışsa herhangi bir onarma olmaksızın geri alabilir. (Bkz. Yasa 16C) Yer herhangi bir kartını
gösterdikten sonra atak geri alınamaz."
47E2(a) (WBF): "A player may retract the card he has played because of a mistaken explanation of an
opponent's call or play and before a corrected explanation, without further rectification, but only
if no card was subsequently played (see Law 16C). An opening lead may not be retracted after dummy
has faced any card."

The advice said "o löveye sonra başka kart oynanmadıysa geri alabilirsiniz" / "may be retracted if no
card was played to the trick after it": a condition that suffices where both texts make it the only
one ("sadece" / "only if"), and nothing of the retraction's being without rectification (for a
defender a withdrawn card may otherwise become a penalty card: 47A, 47B, 49). The misinformation and
wrong-lead guides say both."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
KEYS = ["asking", "play", "defender"]


@pytest.mark.parametrize(
    "lang, new, old",
    [
        (
            "tr",
            "sadece o löveye sonra başka kart oynanmamışsa herhangi bir onarma olmaksızın geri alabilirsiniz",
            "o löveye sonra başka kart oynanmadıysa geri alabilirsiniz",
        ),
        (
            "en",
            "may be retracted without further rectification, but only if no card was played to that trick after it",
            "may be retracted if no card was played to the trick after it",
        ),
    ],
)
def test_the_defenders_advice_says_only_if_and_without_rectification(client, lang, new, old):
    says(client, SLUG, KEYS, lang, new)
    never_says(client, SLUG, KEYS, lang, old)
