"""The wrong-number-of-cards guide's "before any call" read-out points to 13A2 for a card of an
opponent seen, as the official Turkish 13A2 says and as the Ending's own 13A2 sentence says.

13A1 (TR, official): "Hakem gerekli düzeltmeyi yapar, ve eğer hiçbir oyuncu başka bir oyuncunun
kart(lar)ını görmedi ise bordun normal şekilde oynanmasına devam edilir."
13A2 (TR, official): "... ve bir oyuncu rakibe ait bir veya daha fazla sayıda kartı görmüş ise, Hakem
bordun oynanmasına ve skorun ortaya çıkmasına izin verir."
13A2 (WBF): "... and a player has seen one or more cards of another player's hand, the Director allows
the board to be played and scored."
The Turkish is official (the 13A2 editor's note names the WBF's wider words). The read-out said
"kimse başka bir elin kartını görmediyse bord normal oynanır (gördüyse Yasa 13A2)" / "(if one has,
Law 13A2)": any card seen, a partner's too, sent to 13A2, which in the Turkish speaks of an
opponent's card only. (Since qa208 the English sentence reads "with over 13 cards in a hand, the board is
played normally if nobody has seen another's card (...)": test_guides_wrong_cards_13a_read_out_not_for_a_short_hand.py.)"""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "wrong-number-of-cards"
KEYS = ["before-calls"]


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "kimse başka bir elin kartını görmediyse bord normal oynanır (rakibe ait bir kartı gördüyse Yasa 13A2).",
            "(gördüyse Yasa 13A2)",
        ),
        (
            "en",
            "the board shall be played normally if nobody has seen another's card (if an opponent's card was seen, Law 13A2).",
            "(if one has, Law 13A2)",
        ),
    ],
)
def test_the_read_out_sends_only_an_opponent_s_card_seen_to_13a2(client, lang, phrase, old):
    reads(client, SLUG, KEYS, lang, phrase)
    never_reads(client, SLUG, KEYS, lang, old)
