"""The card-from-dummy guide's "When to call the Director" on an incomplete or invalid designation
(Law 46B's Endings): qa157 left the reading open, qa162's is in docs/legal-review.md (Session 83).

46A, TR "Yerin Kartını Belirtmenin Doğru Biçimi. Yerden oynanacak kartı tanımlarken, deklaran
istediği kartın hem rengini hem de derecesini açıkça belirtmelidir."; WBF "Proper Form for
Designating Dummy's Card. When calling for a card to be played from dummy declarer should clearly
state both the suit and the rank of the desired card." The Definitions: TR "Usulsüzlük: Bu
yasalarla konulan doğru yöntemlerden sapma."; WBF "Irregularity: A deviation from correct procedure
inclusive of, but not limited to, those which involve an infraction by a player." A designation
that is not in 46A's form (46B, TR "Eksik veya Geçersiz Tanımlama"; WBF "Incomplete or Invalid
Designation") is such a deviation.

9B1(a), TR "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır."; WBF "The Director
should be summoned at once when attention is drawn to an irregularity." 9B2, TR "Hakem usulsüzlüğün
düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası durumları açıklayıncaya kadar hiçbir
oyuncu herhangi bir eylemde bulunmayacaktır."; WBF "No player shall take any action until the
Director has explained all matters in regard to rectification." These Endings said "Oyun sürer; ne
söylendiği ya da kastedildiği konusunda anlaşamazsanız hakemi çağırın." / "Play goes on; call the
Director if you disagree about what was said or meant.": a call only on a dispute, and play going
on, where 9B1(a) asks for the Director once attention is drawn and 9B2 has nobody act before he
has explained.

The Endings of 45C3 and 45C4 (a card touched, a designation changed) keep that line: no
irregularity is in their case (45B, TR "deklaran, eğer gerekirse, istediği kartı kendisi alabilir";
WBF "declarer may, if necessary, pick up the desired card himself"; 45C4(a) a designated card is
played), and the test holds them to it so that the reading stays one reading.
"""

import pytest

from situations.tests.guides import guide_pages
from situations.tests.guides.director_call_words import AT_ONCE, NO_ACTION

pytestmark = pytest.mark.django_db
SLUG = "card-from-dummy"
OLD = {
    "tr": "Oyun sürer; ne söylendiği ya da kastedildiği konusunda anlaşamazsanız hakemi çağırın.",
    "en": "Play goes on; call the Director if you disagree about what was said or meant.",
}
IRREGULAR = {
    "tr": "Ardından ne olacağını Yasa 46B kendisi söylese de, eksik veya geçersiz tanımlama Yasa 46A'nın koyduğu doğru biçimden bir sapma, yani bir usulsüzlüktür.",
    "en": "An incomplete or invalid designation departs from the proper form of Law 46A, so it is an irregularity, even though Law 46B itself says what follows.",
}
# Every Ending of 46B: 46B1(a), (b), (c), 46B2, 46B3(a), 46B3(b), 46B4, 46B5.
DESIGNATIONS = [
    ["incomplete", "high"],
    ["incomplete", "win"],
    ["incomplete", "low"],
    ["incomplete", "suit-only"],
    ["incomplete", "rank-only", "leading"],
    ["incomplete", "rank-only", "following"],
    ["incomplete", "not-in-dummy"],
    ["incomplete", "anything"],
]
NO_IRREGULARITY = [
    ["touched", "deliberately"],
    ["touched", "arranging"],
    ["changed", "rethink"],
    ["changed", "slip", "played-since"],
]


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", DESIGNATIONS, ids="/".join)
def test_an_incomplete_designation_calls_for_the_director_once_attention_is_drawn(client, keys, lang):
    guide_pages.says(client, SLUG, keys, lang, IRREGULAR[lang], AT_ONCE[lang], NO_ACTION[lang])
    guide_pages.never_says(client, SLUG, keys, lang, OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", NO_IRREGULARITY, ids="/".join)
def test_a_card_touched_or_a_designation_changed_is_no_46a_irregularity(client, keys, lang):
    guide_pages.says(client, SLUG, keys, lang, OLD[lang])
    guide_pages.never_says(client, SLUG, keys, lang, IRREGULAR[lang], AT_ONCE[lang])
