"""47E2(a) lets a player take back a card played because an opponent's call *or play* was explained
mistakenly; the card-played-on-misinformation guide's first step offered the answer for a call only,
so a player whose opponents' card-play agreement (a signal, a lead) was misexplained found no answer
that was his. The answer now names both, as the Ending it leads to (RETRACT) already did.

47E2(a) (TR): "Bir oyuncu bir rakibinin konuşması veya oyununun yanlış açıklanması sebebiyle ve
düzeltilmiş bir açıklamadan önce oynadığı bir kartı, sadece o löveye daha sonra başka kart
oynanmamışsa herhangi bir onarma olmaksızın geri alabilir."
47E2(a) (WBF): "A player may retract the card he has played because of a mistaken explanation of an
opponent's call or play and before a corrected explanation, without further rectification, but only if
no card was subsequently played."
"""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "card-played-on-misinformation"

ANSWER = {
    "tr": "Rakibin bir konuşması ya da oyunu yanlış açıklanmıştı; kartımı oynadıktan sonra açıklama düzeltildi",
    "en": "An opponent's call or play had been explained mistakenly; the explanation was corrected after I played my card",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_first_step_offers_a_misexplained_call_or_play(client, lang):
    says(client, SLUG, [], lang, ANSWER[lang])
