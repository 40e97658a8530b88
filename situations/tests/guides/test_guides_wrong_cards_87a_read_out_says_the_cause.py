"""The fouled-board read-out (wrong-number-of-cards, fouled) says 87A's cause: what the Director
determined about the board, not only that it was played in different forms (qa208 noticed it missing).

87A (TR): "Eğer hakem, bir ya da daha çok kartın borda yanlış yerleştirilmesi veya aynı olması gereken
bordun iki kopyası arasında farklı dağıtan veya zon durumu bulunması sonucu, doğrudan skor
karşılaştırılması yapılacak çiftlerin bordu özdeş şeklinde oynamadıklarını tespit ederse o bord
“karışmış” sayılır."; (WBF) "A board is considered to be fouled if the Director determines that a card
(or more than one) was displaced in the board, or if he determines that the dealer or vulnerability
differed between copies of the same board, and the contestants who should have had a score comparison
did not play the board in identical form for such reason."

In both texts the non-identical play makes a board fouled only when it comes of that cause ("bulunması
sonucu" / "for such reason"). The read-out said "Bu bord karışmıştır: skorları doğrudan
karşılaştırılacak çiftler onu özdeş biçimde oynamadı" / "This board is fouled: pairs whose scores are to
be compared directly did not play it in identical form", half of the definition as its reason; the
Ending's `now` says the whole. The pairs are the official Turkish's (the editor's note on 87A names the
WBF's "contestants")."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "wrong-number-of-cards"
KEYS = ["fouled"]

WITH_THE_CAUSE = {
    "tr": "Bu bord karışmıştır: bir ya da daha çok kartın borda yanlış yerleştirilmesi veya bordun iki kopyası arasında farklı dağıtan veya zon durumu bulunması sonucu, skorları doğrudan karşılaştırılacak çiftler onu özdeş biçimde oynamadı (Yasa 87A).",
    "en": "This board is fouled: because a card (or more) was displaced in the board, or the dealer or vulnerability differed between copies, pairs whose scores are to be compared directly did not play it in identical form (Law 87A).",
}
WITHOUT = {
    "tr": "Bu bord karışmıştır: skorları doğrudan",
    "en": "This board is fouled: pairs whose scores",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_fouled_read_out_says_87a_s_cause(client, lang):
    reads(client, SLUG, KEYS, lang, WITH_THE_CAUSE[lang])
    never_reads(client, SLUG, KEYS, lang, WITHOUT[lang])
