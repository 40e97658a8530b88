"""The card-from-dummy read-out for dummy's wrong card withdrawn in time cites each paragraph for
what it says: 45D1 for the withdrawal, 45C4(a) for the card declarer named being played.

45D1, TR "Eğer Yer, deklaranın söylemediği bir kartı oynanmış konuma getirirse, bu kart, her iki
taraf ta bir sonraki löveye kart oynamadan önce buna dikkat çekilirse geri alınmak zorundadır";
WBF "If dummy places in the played position a card that declarer did not name, the card must be
withdrawn if attention is drawn to it before each side has played to the next trick". Neither text
says which card is then played. 45C4(a), TR "Bir oyuncunun, sözle veya başka herhangi bir biçimde
belirttiği kart oynamak zorundadır"; WBF "A card is played if a player names or otherwise designates
it as the card he proposes to play". Before, the read-out said "kart geri alınır ve deklaranın
söylediği kart oynanır (Yasa 45D1)" / "it is withdrawn and the card declarer named is played (Law
45D1)", resting the second half on a paragraph that does not say it (the Ending's `now` already
cited 45C4(a) for it). Since qa241 both speak of the named card only if one was named (test_guides_45d1_named_card_if_any.py)."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-from-dummy"
KEYS = ["wrong-card", "not-yet"]


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "kart geri alınmak zorundadır (Yasa 45D1); deklaran bir kart söylediyse o kart oynanır (Yasa 45C4(a))",
            "deklaranın söylediği kart oynanır (Yasa 45D1)",
        ),
        (
            "en",
            "to the next trick (Law 45D1). Declarer's named card is played (Law 45C4(a))",
            "the card declarer named is played (Law 45D1)",
        ),
    ],
)
def test_45d1_read_out_cites_45c4a_for_the_named_card(client, lang, phrase, old):
    guide_pages.reads(client, SLUG, KEYS, lang, phrase)
    guide_pages.never_reads(client, SLUG, KEYS, lang, old)
