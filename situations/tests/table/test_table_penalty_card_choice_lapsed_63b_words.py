"""The engine's line for a penalty card not played when the offender's side led on before declarer
chose under 52B (engine since eng242; session 91, qa244).

52B1(c), TR "Oynanmış kart bundan önceki (a) veya (b) bentlerine göre kabul edilirse, oynanmayan her cezalı
kart cezalı kart olarak kalır."; WBF "If the played card is accepted under either (a) or (b) any unplayed
penalty card remains a penalty card." 63A1, TR "Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığı
ya da kart oynadığında (bu tür her oyun yasal olsun veya olmasın, rönonsu resmileştirir)."; WBF "when the
offender or his partner leads or plays to the following trick (any such play, legal or illegal,
establishes the revoke)". 63B, TR "Rönons bir kere resmileştikten sonra, artık düzeltilemez ... ve
rönonsun meydana geldiği löve oynandığı gibi kalır."; WBF "Once a revoke is established, it may no longer
be corrected ... and the trick on which the revoke occurred stands as played."

The line said "the card he played was accepted and stands" (52B1(c)'s acceptance) here too, where declarer
never accepted the card: it stands by 63B, the engine citing 63B in that answer.
"""

import pytest
from django.utils.html import escape

from situations.tests.table.test_table import table_url
from tests.seen import seen

pytestmark = pytest.mark.django_db

# West's ♦5 a major penalty card (56B: his lead out of turn not accepted); void in spades, West ruffs ♠K
# with ♥2 instead of playing it (50D1(a)), wins and leads ♦5 before declarer chose under 52B.
PLAY = "W:S2,N:SA,E:S7,S:S3,W:D5,reject:S,N:SK,E:S8,S:S4,W:H2,W:D5"


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "Batı 2. lövede cezalı kartını oynamadı: deklaran seçmemişti ve oynadığı kart geçerli kalır (Yasa 63B); "
            "bu bir rönonstur (Yasa 61A) ve resmileşti (Yasa 63A1)",
            "oynadığı kart kabul edildi",
        ),
        (
            "en",
            "West did not play his penalty card on trick 2: declarer had not chosen, and the card he played stands "
            "(Law 63B); this is a revoke (Law 61A), and it is established (Law 63A1)",
            "the card he played was accepted",
        ),
    ],
)
def test_the_card_stands_by_63b_not_by_acceptance(client, lang, said, old):
    page = seen(client.get(table_url(lang, play=PLAY)).content.decode())
    assert escape(said) in page
    assert escape(old) not in page


def test_a_card_declarer_accepted_is_still_called_accepted(client):
    """52B1(b): declarer played from dummy after the card, so he accepted it (the old words stay)."""
    play = "W:S2,N:SA,E:S7,S:S3,expose:E:DJ,N:DA,E:DT,S:D6"
    page = seen(client.get(table_url("en", play=play)).content.decode())
    assert escape("East did not play his penalty card on trick 2: the card he played was accepted and stands;") in page
