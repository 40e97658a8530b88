"""The faced-opening-lead Ending says who has the partner's face-down lead withdrawn, and cites for the
card's return the paragraph that says it (qa214).

54 (opening): TR "Sırasız bir atağın yüzü açıldığında ve kusurlu oyuncunun ortağı yüzü kapalı atak
ettiğinde, hakem yüzü kapalı atağın geri alınmasını ister"; WBF "When an opening lead out of turn is
faced and offender's partner leads face down, the Director requires the face down lead to be retracted".
41A: TR "geri alınan kart defans oyuncusunun eline geri konmak zorundadır"; WBF "the withdrawn card must
be returned to the defender's hand". The line said "that card goes back to his hand (Law 54)": no
Director, and 54 cited for 41A's words."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

FACED = ["opening", "wrong-defender", "faced"]
SAID = {
    "tr": "Kusurlu oyuncunun ortağı yüzü kapalı atak yaptıysa hakem bu kapalı atağın geri alınmasını ister (Yasa 54); kart ele geri konmak zorundadır (Yasa 41A).",
    "en": "If the offender's partner has made a face-down lead, the Director requires that face-down lead to be withdrawn (Law 54); the card must be returned to his hand (Law 41A).",
}
OLD = {
    "tr": "o kart ele geri döner (Yasa 54)",
    "en": "that card goes back to his hand (Law 54)",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_director_requires_the_face_down_lead_withdrawn(client, lang):
    says(client, "lead-out-of-turn", FACED, lang, SAID[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_return_to_the_hand_is_not_cited_to_54(client, lang):
    never_says(client, "lead-out-of-turn", FACED, lang, OLD[lang])
