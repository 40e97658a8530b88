"""The wrong-board guide's path for cards taken from a wrong board and noticed before any call with
them (qa266 drafted it, not kept; qa282). Before, the guide's only answers were a call made with the
cards (15A) and a board played at the wrong table (15B): a player who took another board's hand and
had not called with it found no path.

15A1 (TR): "Bir oyuncunun yanlış borddan aldığı kartlar ile vermiş olduğu konuşma (ve daha sonra
yaptığı tüm konuşmalar) iptal edilir."; (WBF) "A call is cancelled (together with any subsequent call)
if it is made by a player holding cards that he has picked up from a wrong board." Every
rectification of 15A follows that call: with none, there is none to cancel.
7B1 (TR): "Her oyuncu kendi yön konumu ile bağlantılı cepteki eli alır."; (WBF) "Each player takes a
hand from the pocket corresponding to his compass position."
16D1 (TR): "Bir oyuncu oynamakta olduğu veya daha sonra oynayacağı bir bord hakkında kazara yanlış ele
bakmak, ... gibi yollardan izinsiz bilgi edindiği zaman, hakem masaya, tercihen bilginin alıcısı
tarafından, derhal çağrılmalıdır."; (WBF) "When a player accidentally receives extraneous information
about a board he is playing or has yet to play, as by looking at the wrong hand; ... the Director
should be notified forthwith, preferably by the recipient of the information."
16D2 (TR): "Eğer hakem bu bilginin normal oyunu etkileyebileceğini düşünürse, herhangi bir konuşma
olmadan, aşağıdakileri yapabilir: (a) ... oyuncuların konumunu ayarlar; ya da (b) ... bordun yeniden
dağıtılması talimatını verir; ya da (c) İzinsiz bilginin sonucu etkileyebileceği kanısına varması
halinde, ayarlı skor vermek üzere bordun oynanmasına izin verebilir ya da (d) Bir yapay ayarlı skor
atar."; (WBF) "If the Director considers that the information would likely interfere with normal play
he may, before any call has been made: (a) adjust the players' positions at the table ...; (b) ...
order the board redealt for those contestants; (c) allow completion of the play of the board standing
ready to award an adjusted score if he judges that the extraneous information affected the result; (d)
award an adjusted score." The Turkish is official: "etkileyebileceğini" / "could affect" (the editor's
notes on 16D2, 16D2(c), 16D2(d)).
"""

import pytest

from situations.content import BY_SLUG
from situations.tests.guides.guide_pages import page, reads, says

pytestmark = pytest.mark.django_db
SLUG = "wrong-board"
KEYS = ["no-call-yet"]

ANSWER = {
    "tr": "Bir oyuncu başka bordun kartlarını almış, ama onlarla konuşma yapmadı",
    "en": "A player took the cards of another board but has made no call with them",
}
SAYS = {
    "tr": (
        "o bord hakkında kazara izinsiz bilgi edinmiştir: hakem derhal masaya çağrılmalıdır; tercihen bilgiyi edinen oyuncu çağırır (Yasa 16D1).",
        "Hakem bu bilginin normal oyunu etkileyebileceğini düşünürse, o bordda herhangi bir konuşma yapılmadan Yasa 16D2'deki yollardan birini izleyebilir",
        "Her oyuncu kendi yön konumu ile bağlantılı cepteki eli alır (Yasa 7B1): oyuncu kendi elini oynanan bordun kendi cebinden alır.",
        "o kartlarla konuşma yapılmadıysa iptal edilecek bir konuşma yoktur.",
    ),
    "en": (
        "he has accidentally received unauthorised information about it: the Director should be called to the table at once, preferably by the player who received it (Law 16D1).",
        "If the Director considers that the information could affect normal play, he may, before any call on that board, take one of the courses of Law 16D2",
        "Each player takes a hand from the pocket corresponding to his compass position (Law 7B1): the player takes his own from the board being played.",
        "if no call was made with them, there is none to cancel.",
    ),
}
READS = {
    "tr": (
        "Başka bordun kartlarıyla konuşma yapmadınız, iptal edilecek bir konuşma yok (Yasa 15A1); elinizi bu bordun kendi cebinizden alın (Yasa 7B1).",
        "O bordu daha sonra oynayacaksanız, kartlarından gördükleriniz o bord hakkında izinsiz bilgidir (Yasa 16D1).",
        "bilgi sonucu etkileyebilecekse ayarlı skor vermek üzere bordun oynanmasına izin verebilir",
    ),
    "en": (
        "You made no call with the other board's cards: none is cancelled (Law 15A1); take your own hand from this board (Law 7B1).",
        "If you play that board later, what you saw of it is unauthorised information (Law 16D1).",
        "let it be played with a view to an adjusted score if it could affect the result",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_first_step_offers_the_path(client, lang):
    says(client, SLUG, [], lang, ANSWER[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_ending_says_16d1_16d2_7b1_and_15a1_and_quotes_them(client, lang):
    says(client, SLUG, KEYS, lang, *SAYS[lang])
    text = page(client, SLUG, KEYS, lang)
    for label in ("16D1", "16D2", "7B1", "15A1"):
        assert f'data-label="{label}"' in text, (lang, label)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_it(client, lang):
    reads(client, SLUG, KEYS, lang, *READS[lang])


def test_no_option_and_the_director_decides():
    """16D2's courses are the Director's (10A: TR "Uygun olan durumlarda, onarma belirleme hakkı yalnızca
    hakeme verilmiştir"; WBF "The Director alone has the right to determine rectifications when
    applicable"): no option is offered to a player, and no procedural penalty is said, 15A4's following "the rectifications above" (TR
    "Yukarıda belirtilen onarmalara ek olarak"), which need a call made with the cards."""
    _, ending = BY_SLUG[SLUG].walk(KEYS)
    assert ending.options == ()
    assert ending.chooser.en == "The Director decides (Law 16D2)."
    assert "15A4" not in ending.laws and "90" not in " ".join(t.en for t in ending.now)
