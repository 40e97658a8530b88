"""The wrong-number-of-cards guide's "before any call" read-out gives 13A1's condition (no player has
seen another's card) and its pointer to 13A2 to a hand of more than 13 cards only, not to a short hand.

Footnote 2 to Law 13 (TR): "Bir veya daha çok sayıda elde 13'ten fazla kart varsa bu Yasa geçerlidir.
Kusurlu destenin söz konusu olduğu durumlar için bkz Yasa 14."; (WBF) "This Law applies when one or more
hands are found to contain more than 13 cards. See Law 14 for cases involving a deficient deck."
13A1 (TR): "Hakem gerekli düzeltmeyi yapar, ve eğer hiçbir oyuncu başka bir oyuncunun kart(lar)ını görmedi
ise bordun normal şekilde oynanmasına devam edilir."; (WBF) "The Director shall correct the discrepancy
and, if no player has seen another's card, he shall require that the board be played normally."
14A (TR): "Atak kartının yüzü açılmadan önce bir veya daha fazla elde 13'ten az sayıda kart olduğu ve başka
ellerde 13'ten fazla sayıda kart olmadığı saptanırsa ... 3. Daha önce yapılmış konuşmalarda herhangi bir
değişiklik yapılmadan, artırım ve oyun normal devam eder"; (WBF) "When one or more hands are found to
contain fewer than 13 cards, with no hand having more than 13, ... 3. the auction and play continue
normally without alteration of any of the calls made".

The read-out said "Aksi halde hakem gerekli düzeltmeyi yapar (Yasa 13A1, 14A1, 14A2); kimse başka bir elin
kartını görmediyse bord normal oynanır (rakibe ait bir kartı gördüyse Yasa 13A2)" / "Otherwise the
Director makes the necessary correction (Laws 13A1, 14A1, 14A2); if no player has seen another's card,
the board is played normally (if an opponent's card was seen, Law 13A2)": read at a table with a hand of
twelve and none of fourteen (14A, the case players meet most), it made normal play wait on 13A1's
condition and sent a card seen to 13A2, where Law 13 does not apply. The Ending's `now` keeps the two
apart; the read-out now does too."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "wrong-number-of-cards"
KEYS = ["before-calls"]

NEW = {
    "tr": "Bord başka bir masada konuşulduysa hakem gerekli düzeltmeyi yapar (Yasa 13A1, 14A1, 14A2); bir elde 13'ten fazla kart varsa, kimse başka bir elin kartını görmediyse bord normal oynanır (rakibe ait bir kartı gördüyse Yasa 13A2).",
    "en": "If it was bid elsewhere, it is corrected (Laws 13A1, 14A1, 14A2); with over 13 cards in a hand, the board shall be played normally if nobody has seen another's card (if an opponent's card was seen, Law 13A2).",
}
OLD = {
    "tr": "(Yasa 13A1, 14A1, 14A2); kimse başka bir elin kartını görmediyse",
    "en": "(Laws 13A1, 14A1, 14A2); if no player has seen another's card",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_gives_13a1_s_condition_to_a_hand_of_more_than_13_only(client, lang):
    reads(client, SLUG, KEYS, lang, NEW[lang])
    never_reads(client, SLUG, KEYS, lang, OLD[lang])
