"""A penalty card not played whose 52B choice lapsed, on the table page two tricks and more past the
lapse (eng257). The engine's line said "declarer had not chosen ... (Law 63B)" only in the answer
whose card lapsed the choice, the one citing 63B (qa244); from the next card on, 63B no longer cited,
it read "the card he played was accepted and stands", which is false: declarer never chose. The
line now reads the revoke's `choice_lapsed` (docs/rulings-cli.md, Additions, "Whose 52B choice
lapsed"), at every later answer.

52B1(a), TR "Bir defans oyuncusu, Yasalar hükmünce bir cezalı kartı oynamak zorunda olmasına rağmen
başka bir kart çıkar veya oynarsa, deklaran bu çıkış veya oyunu kabul edebilir."; WBF "If a defender
has led or played another card when required by law to play a penalty card, declarer may accept such
lead or play": acceptance is declarer's. 63A1, TR "Kusurlu oyuncu veya ortağı bir sonraki löveye
çıkış yaptığı ya da kart oynadığında (bu tür her oyun yasal olsun veya olmasın, rönonsu
resmileştirir)."; WBF "when the offender or his partner leads or plays to the following trick (any such
play, legal or illegal, establishes the revoke)". 63B, TR "Rönons bir kere resmileştikten sonra, artık
düzeltilemez ... ve rönonsun meydana geldiği löve oynandığı gibi kalır."; WBF "Once a revoke is
established, it may no longer be corrected ... and the trick on which the revoke occurred stands as
played."
"""

import pytest
from django.utils.html import escape

from rulings import answer
from situations.tests.table.test_table import DEAL, table_url
from tests.seen import seen

pytestmark = pytest.mark.django_db

# test_table_penalty_card_choice_lapsed_63b_words.py's play: West's ♦5 a major penalty card (56B); void
# in spades, West ruffs ♠K with ♥2 instead of playing it, wins and leads ♦5 before declarer chose (the
# lapse, trick 3's lead); then trick 3 is played out, and trick 4, and West leads to trick 5.
LAPSE = "W:S2,N:SA,E:S7,S:S3,W:D5,reject:S,N:SK,E:S8,S:S4,W:H2,W:D5"
TRICK_3 = LAPSE + ",N:DA,E:DJ,S:D8"
TRICK_4 = TRICK_3 + ",N:SQ,E:ST,S:S6,W:H5"
LATER = [LAPSE + ",N:DA", TRICK_3, TRICK_3 + ",N:SQ", TRICK_4, TRICK_4 + ",W:H4"]

SAID = {
    "tr": "Batı 2. lövede cezalı kartını oynamadı: deklaran seçmemişti ve oynadığı kart geçerli kalır (Yasa 63B); "
    "bu bir rönonstur (Yasa 61A) ve resmileşti (Yasa 63A1)",
    "en": "West did not play his penalty card on trick 2: declarer had not chosen, and the card he played stands "
    "(Law 63B); this is a revoke (Law 61A), and it is established (Law 63A1)",
}
QUERY = {"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S"}
ACCEPTED = {"tr": "oynadığı kart kabul edildi", "en": "the card he played was accepted"}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("play", LATER, ids=["trick3-2nd", "trick4-lead", "trick4-2nd", "trick5-lead", "trick5-2nd"])
def test_every_later_answer_says_the_choice_lapsed_never_accepted(client, lang, play):
    page = seen(client.get(table_url(lang, play=play)).content.decode())
    assert escape(SAID[lang]) in page
    assert escape(ACCEPTED[lang]) not in page


def _played_to_the_end() -> str:
    """The record played on from the lapse to the last trick (the first legal card each turn)."""
    play = LAPSE.split(",")
    event = {"reject:S": {"act": "reject", "seat": "S"}}
    while (now := answer({**QUERY, "play": [event.get(e, e) for e in play]}))["turn"] is not None:
        play.append(f"{now['turn']}:{now['legal'][0]}")
    return ",".join(play)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_finished_board_still_says_the_choice_lapsed(client, lang):
    page = seen(client.get(table_url(lang, play=_played_to_the_end())).content.decode())
    assert escape(SAID[lang]) in page
    assert escape(ACCEPTED[lang]) not in page
