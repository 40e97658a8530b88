"""The read-out of the inadmissible-call guide's out-of-turn double Ending cites 36B1 for the
cancellation and 36B4 for the auction's going back, as the Ending's own text does.

36B1 (TR, official): "Yasa 19'un izin vermediği her kontr ve sürkontr iptal edilir."; WBF: "any
double or redouble not permitted by Law 19 is cancelled."
36B4 (TR): "Bu konuşma sırasız ise artırım sıra kendinde olan oyuncuya geri döner, kusurlu oyuncu
sıra kendisine geldiğinde herhangi bir yasal konuşma yapabilir ve ortağı sıra her kendine geldiğinde
pas geçmek zorundadır."; WBF: "if the call is out of turn the auction reverts to the player whose
turn it was to call, the offender may make any legal call at his turn, and his partner must pass
whenever it is his turn to call."
36B4 does not cancel the call; 36B1 does. The read-out said "This double or redouble is cancelled and
the auction goes back to the player whose turn it was (Law 36B4)", citing 36B4 for both."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "inadmissible-call"
KEYS = ["double", "out-of-turn"]


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "Bu kontr ya da sürkontr iptal edilir (Yasa 36B1) ve sıra, sırası gelen oyuncuya döner (Yasa 36B4).",
            "Bu kontr ya da sürkontr iptal edilir ve sıra",
        ),
        (
            "en",
            # 36B4's "reverts" since qa326 (the WBF's word; two words for 26B's opening lead).
            "This double or redouble is cancelled (Law 36B1); the auction reverts to the player whose turn it was (Law 36B4).",
            "This double or redouble is cancelled and the auction",
        ),
    ],
)
def test_the_read_out_cites_36b1_for_the_cancellation(client, lang, phrase, old):
    reads(client, SLUG, KEYS, lang, phrase)
    never_reads(client, SLUG, KEYS, lang, old)
