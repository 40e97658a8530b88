"""The declaring side's attempted opening lead: the card stays face up until the auction period ends,
then goes back to the hand (the official Turkish of Law 24, as the guide to a card exposed in the
auction says it; qa214 noticed; qa246).

54E: TR "Oynayan tarafın bir üyesi bir atak yapmaya çalışırsa Yasa 24 uygulanır"; WBF "If a player of
the declaring side attempts to make an opening lead Law 24 applies". 24 (opening): TR "bu durumdaki
her bir kartın artırım süreci bitene kadar masanın üzerinde açık bırakılmasını isteyecektir"; WBF
"the Director shall require that every such card be placed face up on the table until the auction
ends" (the texts differ: the editor's note on 24). 17D1: TR "Artırım süreci; ... defans
oyuncularından birisinin kartının ön yüzü görülecek şekilde atak yapması ile sona erer"; WBF "The
auction period ends when, subsequent to the end of the auction as in Law 22A, either defender faces
an opening lead". 24D: TR "Kusurlu oyuncunun sonradan deklaran veya yer olması durumunda görünmüş
olan kartlar masadan alınarak ele geri konur"; WBF "If the offender becomes declarer or dummy the
cards are picked up and returned to the hand". The page and the read-out said only "the card goes
back to his hand", the read-out as if at once. (24's verb, "shall require" / "isteyecektir", since audit335.)"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

KEYS = ["opening", "declaring-side"]
PAGE = {
    "tr": "kartın artırım süreci bitene, yani doğru defans oyuncusu atağını yüzü açık yapana kadar masanın üzerinde açık bırakılmasını isteyecektir (Yasa 24, 17D1)",
    "en": "the card be placed face up on the table until the auction period ends, when the right defender faces his opening lead (Laws 24, 17D1)",
}
READ = {
    "tr": "kartın doğru defans oyuncusu atağını yüzü açık yapana kadar masada açık bırakılmasını isteyecektir; kart sonra elinize geri döner (Yasa 54E, 24, 24D)",
    "en": "the card be placed face up until the right defender faces his opening lead; then it goes back to your hand (Laws 54E, 24, 24D)",
}
OLD_READ = {
    "tr": "atak yapamazsınız: kart elinize geri döner",
    "en": "you may not lead: the card goes back to your hand",
}
OLD_PAGE = {
    "tr": "Yasa 24 uygulanır: kusurlu oyuncu",
    "en": "Law 24 applies: the offender is declarer",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_keeps_the_card_face_up_until_the_opening_lead(client, lang):
    says(client, "lead-out-of-turn", KEYS, lang, PAGE[lang])
    never_says(client, "lead-out-of-turn", KEYS, lang, OLD_PAGE[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_keeps_the_card_face_up_until_the_opening_lead(client, lang):
    reads(client, "lead-out-of-turn", KEYS, lang, READ[lang])
    never_reads(client, "lead-out-of-turn", KEYS, lang, OLD_READ[lang])
