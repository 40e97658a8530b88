"""A defender who leads to the next trick after his partner has played to the current trick, but before
declarer's side has played to it: the premature-play guide's first hint says that neither 57A nor 57D
names this card and that the Director is called (session 90, qa235; qa222 found no paragraph for it).

57A, TR "Bir defans oyuncusu, ortağı o löveye kart oynamadan önce sırasız olarak kart oynadığında veya
bir sonraki löveye çıkış yaptığında, bu şekilde çıkılan veya oynanan kart majör cezalı karta dönüşür";
WBF "When a defender leads to the next trick before his partner has played to the current trick, or
plays out of turn before his partner has played, the card so led or played becomes a major penalty card".
57D, TR "Bir defans oyuncusu, sıra sağındaki oyuncudayken kart oynama girişiminde bulunursa (löveye
çıkış hariç), Yasa 16 geçerli olabilir"; WBF "When a defender attempts to play (not lead) to a trick at
his RHO's turn, Law 16 may apply".
50 (opening), TR "Bir defans oyuncusu tarafından vaktinden önce gösterilen bir kart (ancak çıkılmayan,
bkz. Yasa 57) hakem aksini belirtmedikçe cezalı karttır"; WBF "A card prematurely exposed (but not led,
see Law 57) by a defender is a penalty card unless the Director designates otherwise".
44B, TR "Çıkıştan sonra, diğer her oyuncu sırayla bir kart oynar ve bu şekilde oynanan dört kart bir
löve oluşturur"; WBF "After the lead, each other player in turn plays a card, and the four cards so
played constitute a trick".
9B1(a), TR "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır"; WBF "The Director should
be summoned at once when attention is drawn to an irregularity".
The hint said which answer is 57A and which 57D; the player of this case, whose RHO (declarer's side)
is still to play, read his lead under the at-the-right-hand-opponent's-turn answer, 57D's, which
excludes a lead. No paragraph rules the card, so the guide does not guess: it sends him to the Director.
"""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
SAID = {
    "tr": "Ortağı bu löveye oynadıktan sonra ama deklaranın tarafı oynamadan önce sonraki löveye çıkmayı ne Yasa 57A ne 57D anar: bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır (Yasa 9B1(a)).",
    "en": "Leading to the next trick after partner has played to this trick, but before declarer's side has, is named by neither Law 57A nor 57D: the Director should be summoned at once when attention is drawn to an irregularity (Law 9B1(a)).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_first_hint_sends_a_lead_after_partner_has_played_to_the_director(client, lang):
    says(client, SLUG, [], lang, SAID[lang])
