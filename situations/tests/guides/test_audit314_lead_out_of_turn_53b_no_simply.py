"""53B's proper lead on the lead-out-of-turn guide in the paragraph's own words (audit314, session 95).

53B, TR "Yasa 53A'da dikkate alınarak, doğru çıkış sırası sırasız çıkış yapan oyuncunun rakiplerinden
birinde ise bu rakip, oynadığı kart usulsüz çıkışa verilmiş bir kart sayılmaksızın aykırılığın
gerçekleştiği löveye doğru çıkışı yapabilir."; WBF "Subject to Law 53A, if it was properly the turn to
lead of an opponent of the player who led out of turn, that opponent may make his proper lead to the
trick of the infraction without his card being deemed played to the irregular lead."

The English `now` of the defender's and the declarer-at-a-defender's-turn Endings said "he may simply make
his proper lead": "simply" is in neither text (its Turkish says "doğru çıkışını yapabilir") and reads as
if nothing followed, where 53B goes on ("the proper lead stands and all cards played in error to this trick
may be withdrawn, but Law 16C applies"). qa307 dropped it from the read-out for the same reason. The case
failed on the old text."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "lead-out-of-turn"


@pytest.mark.parametrize("keys", [["later", "defender"], ["later", "declarer", "defenders-turn"]], ids="/".join)
def test_53b_may_make_his_proper_lead(client, keys):
    says(client, SLUG, keys, "en", "he may make his proper lead: his card is not deemed played to the irregular lead")
    never_says(client, SLUG, keys, "en", "simply")
    says(client, SLUG, keys, "tr", "o oyuncu doğru çıkışını yapabilir; kartı usulsüz çıkışa oynanmış sayılmaz")
