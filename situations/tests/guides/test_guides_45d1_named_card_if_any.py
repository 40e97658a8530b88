"""The card-from-dummy 45D1 Ending says "the card declarer named is played" only if he named one
(session 90, qa241).

45D1, TR "Eğer Yer, deklaranın söylemediği bir kartı oynanmış konuma getirirse, bu kart, her iki
taraf ta bir sonraki löveye kart oynamadan önce buna dikkat çekilirse geri alınmak zorundadır"; WBF "If
dummy places in the played position a card that declarer did not name, the card must be withdrawn if
attention is drawn to it before each side has played to the next trick". 45C4(a), TR "Bir oyuncunun,
sözle veya başka herhangi bir biçimde belirttiği kart oynamak zorundadır"; WBF "A card is played if a
player names or otherwise designates it as the card he proposes to play". 45B, TR "Deklaran kartın
adını söyleyerek yerden kart oynar"; WBF "Declarer plays a card from dummy by naming the card".

Since qa230 the guide's first answer also reaches a card dummy played before declarer named any; then
there is no named card for 45C4(a) to make played, and what is left is 45B: declarer names dummy's
card. The `now` said "deklaranın söylediği kart oynanmış olur" / "the card declarer named is played",
the read-out "deklaranın söylediği kart oynanır" / "the card declarer named is played", as if a card
had always been named. The Ending does not say 45B's part (not among its laws: see the content file).
"""

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
            "deklaran bir kart söylediyse o kart oynanmış olur (Yasa 45C4(a))",
            "deklaranın söylediği kart oynanmış olur",
        ),
        (
            "en",
            "the card declarer named, if he named one, is played (Law 45C4(a))",
            "the card declarer named is played",
        ),
    ],
)
def test_now_says_the_named_card_only_if_one_was_named(client, lang, phrase, old):
    guide_pages.says(client, SLUG, KEYS, lang, phrase)
    guide_pages.never_says(client, SLUG, KEYS, lang, old)


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "deklaran bir kart söylediyse o kart oynanır (Yasa 45C4(a)), söylemediyse",
            "deklaranın söylediği kart oynanır",
        ),
        (
            "en",
            "Declarer's named card is played (Law 45C4(a)), else he names one",
            "the card declarer named is played",
        ),
    ],
)
def test_read_out_says_the_named_card_only_if_one_was_named(client, lang, phrase, old):
    guide_pages.reads(client, SLUG, KEYS, lang, phrase)
    guide_pages.never_reads(client, SLUG, KEYS, lang, old)
