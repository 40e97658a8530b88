"""The exposed-card guide's Ending for a defender's card held so that partner could see it: where the
defender had already played to the trick, the card is a fifth card, an irregularity, and 9B1(a) asks
for the Director at once (qa157, after qa155's finding on "Play goes on; call the Director if ...").

9B1(a), TR "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır."; WBF "The Director
should be summoned at once when attention is drawn to an irregularity." 45C1 (TR "Eğer defans
oyuncusu o anki löveye daha önce yasal bir kart oynamışsa, bkz. Yasa 45E."; WBF "if the defender has
already made a legal play to the current trick, see Law 45E"); 45E1 (TR "Bir defans oyuncusunun bir
löveye oynadığı beşinci kart, Yasa 50 hükmünce cezalı karta dönüşür, ancak hakem bu kartın çıkılmış
olduğuna karar verirse"; WBF "A fifth card contributed
to a trick by a defender becomes a penalty card, subject to Law 50, unless the Director deems that
it was led"). The Ending said "Oyun sürer; ... ya da defans oyuncusu o löveye zaten kart oynamışsa
hakemi çağırın." / "Play goes on; call the Director ... if the defender had already played to that
trick.": play going on, and no "at once", for an irregularity.
"""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "exposed-card"
KEYS = ["defender-held"]


@pytest.mark.parametrize(
    "lang, phrases, old",
    [
        (
            "tr",
            (
                "Defans oyuncusu o löveye zaten kart oynamışsa bu bir usulsüzlüktür (Yasa 45E1): buna dikkat çekildiğinde hakem hemen çağrılmalıdır (Yasa 9B1(a)).",
                "Değilse oyun sürer; kartın nasıl tutulduğu konusunda anlaşamazsanız hakemi çağırın.",
            ),
            "Oyun sürer; kartın nasıl tutulduğu konusunda anlaşamazsanız ya da defans oyuncusu o löveye zaten kart oynamışsa hakemi çağırın.",
        ),
        (
            "en",
            (
                "If the defender had already played to that trick, that is an irregularity (Law 45E1): when attention is drawn to it, the Director should be summoned at once (Law 9B1(a)).",
                "Otherwise play goes on; call the Director if you disagree about how the card was held.",
            ),
            "Play goes on; call the Director if you disagree about how the card was held, or if the defender had already played to that trick.",
        ),
    ],
)
def test_a_fifth_card_held_for_partner_to_see_calls_for_the_director_at_once(client, lang, phrases, old):
    guide_pages.says(client, SLUG, KEYS, lang, *phrases)
    guide_pages.never_says(client, SLUG, KEYS, lang, old)
