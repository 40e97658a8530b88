"""The lead-out-of-turn guide states 53B with its opening words, "Subject to Law 53A" (session 89,
qa222, from qa214's note).

53B, TR "Yasa 53A'da dikkate alınarak, doğru çıkış sırası sırasız çıkış yapan oyuncunun rakiplerinden
birinde ise bu rakip, oynadığı kart usulsüz çıkışa verilmiş bir kart sayılmaksızın aykırılığın
gerçekleştiği löveye doğru çıkışı yapabilir."; WBF "Subject to Law 53A, if it was properly the turn to
lead of an opponent of the player who led out of turn, that opponent may make his proper lead to the
trick of the infraction without his card being deemed played to the irregular lead."
53A, TR "Deklaran veya herhangi bir defans oyuncusu, duruma göre, sırasız çıkışı kabul ederse (bu
amaca yönelik bir beyanda bulunarak), veya sırasız çıkıştan sonra sıradaki oyuncu bu çıkışa bir kart
oynarsa (ancak bkz. B) bu çıkış doğru çıkış halini alır."; WBF "It becomes a correct lead if declarer
or either defender, as the case may be, accepts it by making a statement to that effect, or if a play
is made from the hand next in rotation to the irregular lead (but see B)."

Both texts open 53B with 53A: the proper lead is allowed within what 53A says of the lead out of turn
and its acceptance. The two Endings that state 53B said "he may simply make his proper lead" with no
condition. The Turkish is the official words; the English the WBF's.
"""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "lead-out-of-turn"
SUBJECT_TO_53A = {
    "tr": "Yasa 53A'da dikkate alınarak, çıkış sırası sırasız çıkanın rakibinde idiyse",
    "en": "Subject to Law 53A, if it was the turn of an opponent of the offender to lead",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", [["later", "defender"], ["later", "declarer", "defenders-turn"]], ids="/".join)
def test_53b_is_stated_subject_to_53a(client, keys, lang):
    says(client, SLUG, keys, lang, SUBJECT_TO_53A[lang])
