"""Law 57A in the premature-play guide's read-out for a card played before partner: the play that
makes a major penalty card is one out of turn.

57A: TR "Bir defans oyuncusu, ortağı o löveye kart oynamadan önce sırasız olarak kart oynadığında
veya bir sonraki löveye çıkış yaptığında, bu şekilde çıkılan veya oynanan kart majör cezalı karta
dönüşür ve deklaran aşağıdaki seçeneklerden birini seçer."; WBF "When a defender leads to the next
trick before his partner has played to the current trick, or plays out of turn before his partner
has played, the card so led or played becomes a major penalty card, and declarer selects one of the
following options."

The read-out said "The card you played, or led to the next trick, before your partner played to this
trick is a major penalty card" / "Ortağınız bu löveye oynamadan önce oynadığınız ... kart": without
"out of turn" / "sırasız", a second-hand defender's card played in turn before his fourth-hand
partner's was read out as a penalty card. The engine rules 57A on a card not at the defender's turn
(rulings/premature_play.py; the Ending's `now` says "out of turn"). The English read-out keeps its
90 words (test_read_out.py)."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db

SLUG = "premature-play"
KEYS = ["before-partner", "none"]
OUT_OF_TURN = {
    "tr": "Ortağınız bu löveye oynamadan önce sırasız oynadığınız ya da sonraki löveye çıktığınız kart majör cezalı karttır (Yasa 57A)",
    "en": "Your card, played out of turn or led to the next trick before your partner played to this trick, is a major penalty card (Law 57A)",
}
ANY_PLAY = {
    "tr": "Ortağınız bu löveye oynamadan önce oynadığınız",
    "en": "The card you played, or led to the next trick, before your partner played to this trick",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_the_play_is_out_of_turn(client, lang):
    reads(client, SLUG, KEYS, lang, OUT_OF_TURN[lang])
    never_reads(client, SLUG, KEYS, lang, ANY_PLAY[lang])
