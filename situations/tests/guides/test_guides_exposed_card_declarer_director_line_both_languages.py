"""The exposed-card guide's Director line for declarer's or dummy's card says the same in both
languages (session 89, qa222, from qa215's note).

48A, TR "Deklaranın bir kartını göstermesi kısıtlamaya tabi değildir (ancak bkz. Yasa 45C2) ve
deklaranın veya yerin eline ait hiçbir kart, cezalı karta dönüşmez. Deklaran kazayla düşürdüğü hiçbir
kartı oynamak zorunda değildir."; WBF "Declarer is not subject to restriction for exposing a card (but
see Law 45C2), and no card of declarer's or dummy's hand ever becomes a penalty card. Declarer is not
required to play any card dropped accidentally."
48B2, TR "Deklaran sırasız çıkışın hemen sonrası hariç başka herhangi bir zaman kartlarını gösterirse,
löve talebi veya terkinde bulunmuş sayılabilir ... ve Yasa 68 uygulanır"; WBF "When declarer faces his
cards at any time other than immediately after an opening lead out of turn, he may be deemed to have
made a claim or concession of tricks ..., and Law 68 then applies."

48A gives no restriction and no penalty card, so play goes on; 48B2 is the case for the Director. The
English said "Play goes on; call the Director if declarer faced his cards."; the Turkish opened with
"Gerek yoksa" (if there is no need), a condition the English lacks and neither paragraph states.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "exposed-card"
KEYS = ["declarer"]
LINE = {
    "tr": "Oyun sürer; kartlarını açtıysa hakemi çağırın.",
    "en": "Play goes on; call the Director if declarer faced his cards.",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_declarer_director_line_says_the_same_in_both_languages(client, lang):
    says(client, SLUG, KEYS, lang, LINE[lang])
    never_says(client, SLUG, KEYS, lang, "Gerek yoksa")
