"""The major-penalty-card Ending (exposed-card, reached by "an honour, a card shown meaning to play it,
or a second penalty card") offers 50D2's options for one penalty card; with two or more, 50D2(a) sends to
Law 51, whose B says declarer's options at the partner's lead. The Ending now says so and points to the
guide that states 51B, as other Endings point to another guide (qa183's note; qa186).

50D2(a): TR "(iki veya daha fazla cezalı kart için, bkz. Yasa 51)"; WBF "(for two or more penalty cards,
see Law 51)".
51B1(a): TR "Bir defans oyuncusunun bir renkten iki veya daha fazla cezalı kartı varken, deklaran defans
oyuncusunun ortağının o rengi çıkmasını isterse o renkteki kartlar artık cezalı kart olmaktan çıkarlar ve
ait oldukları ele geri konulurlar"; WBF "When a defender has two or more penalty cards in one suit, and
declarer requires the defender's partner to lead that suit, the cards of that suit are no longer penalty
cards and are picked up"."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db

POINTER = {
    "tr": "Kusurlu oyuncunun iki ya da daha fazla cezalı kartı varken ortağı çıkışa gelirse bkz. Yasa 51B (Yasa 50D2(a)): 'İki ya da daha fazla cezalı kart; oynanmayan cezalı kart' rehberine bakın.",
    "en": "If the offender has two or more penalty cards when his partner is on lead, see Law 51B (Law 50D2(a)): see the guide 'Two or more penalty cards; a penalty card not played'.",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_major_penalty_card_ending_points_to_51b_and_its_guide(client, lang):
    says(client, "exposed-card", ["defender", "honour-or-intended"], lang, POINTER[lang])
