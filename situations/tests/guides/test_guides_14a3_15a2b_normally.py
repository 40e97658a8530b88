"""14A3 and 15A2(b) say the auction (and play) continue *normally*, in both texts; the guides say so.

14A3 (TR): "Daha önce yapılmış konuşmalarda herhangi bir değişiklik yapılmadan, artırım ve oyun normal
devam eder ve düzeltilen elin tüm kartlarının başından beri eksiksiz olduğu kabul edilir."
14A3 (WBF): "the auction and play continue normally without alteration of any of the calls made, the
restored hand being deemed to have contained all of its cards continuously throughout."
15A2(b) (TR): "Bunun dışında, kusurlu oyuncu doğru kartları eline alarak konuşmasını yapar ve artırma
normal akışında devam eder."
15A2(b) (WBF): "Otherwise, after looking at the correct hand the offender calls again and the auction
continues normally from that point."

The wrong-number-of-cards guide said "artırım ve oyun sürer" / "The auction and play continue without
any call being changed", the wrong-board guide "artırım sürer" / "the auction goes on", on the page and
in the read-out (qa208 noticed it)."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

SHORT_HAND = {
    "tr": ("Hiçbir konuşma değişmeden artırım ve oyun normal devam eder", "artırım ve oyun sürer"),
    "en": ("The auction and play continue normally without any call being changed", "play continue without any call"),
}
WRONG_BOARD = {
    "tr": ("doğru kartları alıp konuşur ve artırım normal akışında devam eder (Yasa 15A2)", "ve artırım sürer"),
    "en": ("and the auction continues normally from that point (Law 15A2)", "the auction goes on (Law 15A2)"),
}
WRONG_BOARD_READ = {
    "tr": ("alıp konuşursunuz ve artırım normal akışında devam eder (Yasa 15A2)", "ve artırım sürer"),
    "en": ("and call, and the auction continues normally from that point (Law 15A2)", "the auction goes on"),
}


@pytest.mark.parametrize("keys", [["before-calls"], ["during"]])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_short_hand_says_14a3s_normally(client, lang, keys):
    new, old = SHORT_HAND[lang]
    says(client, "wrong-number-of-cards", keys, lang, new)
    never_says(client, "wrong-number-of-cards", keys, lang, old)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_wrong_board_ending_says_15a2bs_normally(client, lang):
    new, old = WRONG_BOARD[lang]
    says(client, "wrong-board", ["wrong-cards"], lang, new)
    never_says(client, "wrong-board", ["wrong-cards"], lang, old)
    new, old = WRONG_BOARD_READ[lang]
    reads(client, "wrong-board", ["wrong-cards"], lang, new)
    never_reads(client, "wrong-board", ["wrong-cards"], lang, old)
