"""The wrong-number-of-cards guide's "before any call" read-out says which board is corrected rather than
redealt: one bid at some table already (6D1's "otherwise"), not one where 86A's condition fails.

6D1 (TR, official): "Bir bordda ilk artırım her iki taraf için de başlamadan önce kartların düzgün olmayan
bir şekilde dağıtıldığı ... saptanırsa, deste yeniden karıştırılmak ve tekrar dağıtılmak zorundadır."
(WBF) "If it is ascertained before the auction first begins on a board that the cards have been
incorrectly dealt ... there shall be a new shuffle and deal."
86A (TR): "Hakem, Yasa 6 uyarınca bordun yeniden dağıtılmasını emretme yetkisini, bir yarışmacı o bord
hariç maçın kesin sonucunu bilebilecek durumda iken kullanmayacaktır. Bunun yerine hakem, ayarlı skor
atar." (WBF) "The Director shall not exercise his Law 6 authority to order one board redealt when the
final result of a match without that board could be known to a contestant. Instead, he awards an
adjusted score."
13A1 (TR): "Hakem gerekli düzeltmeyi yapar, ve eğer hiçbir oyuncu başka bir oyuncunun kart(lar)ını
görmedi ise bordun normal şekilde oynanmasına devam edilir." (WBF) "The Director shall correct the
discrepancy and, if no player has seen another's card, he shall require that the board be played
normally." 14A1/14A2 (TR "Kart bulunursa, eksik olan ele geri konulur" / "Kart bulunamazsa, hakem başka
bir deste kullanarak, özgün dağıtımı yeniden kurar"; WBF "if the card is found, it is restored to the
deficient hand" / "if the card cannot be found, the Director reconstructs the deal by substituting
another pack").

The read-out said "... (Yasa 6D1); takım maçında, o bord olmadan maçın kesin sonucu bilinebilecekse
hakem yeniden dağıttırmaz, ayarlı skor verir (Yasa 86A). Aksi halde hakem gerekli düzeltmeyi yapar
(Yasa 13A1, 14A1, 14A2)" / "... the Director awards an adjusted score instead (Law 86A). Otherwise the
Director makes the necessary correction (Laws 13A1, 14A1, 14A2)": read in order, "otherwise" followed
86A's condition (the match result could be known), so a board bid at no table in a match whose result
could not be known read as corrected, where 6D1 has it reshuffled and redealt. The "otherwise" is 6D1's:
the board has been bid at some table (the Ending's `now`: "Bordda artırım bir kez başladıysa Yasa 6D1
artık uygulanmaz" / "Once the auction has begun on the board, Law 6D1 no longer applies")."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "wrong-number-of-cards"
KEYS = ["before-calls"]

NEW = {
    "tr": (
        "ayarlı skor atar (Yasa 86A).",
        "Bord başka bir masada konuşulduysa hakem gerekli düzeltmeyi yapar (Yasa 13A1, 14A1, 14A2);",
    ),
    "en": (
        "the Director awards an adjusted score instead (Law 86A).",
        "If it was bid elsewhere, it is corrected (Laws 13A1, 14A1, 14A2);",
    ),
}
OLD = {
    "tr": "Aksi halde hakem gerekli düzeltmeyi yapar",
    "en": "Otherwise the Director makes the necessary correction",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_correction_is_for_a_board_bid_at_some_table_not_for_86a_s_other_case(client, lang):
    reads(client, SLUG, KEYS, lang, *NEW[lang])
    never_reads(client, SLUG, KEYS, lang, OLD[lang])
