"""What the Director reads aloud after a card exposed during the auction says, as the `now` of
the same Endings does, that a card lying on the table as a penalty card is authorised information
for every player, in both languages.

Law 24's opening: TR "Açık kartlardan edinilen bilgi kusursuz taraf için izinli ancak kusurlu
taraf için izinsiz bilgidir"; WBF "Information from cards thus exposed is authorized for the
non-offending side but unauthorized for the offending side". 24E: TR "Artırmanın sonunda kusurlu
oyuncunun defansta kalması halinde, bu durumdaki her kart ayrı ayrı cezalı kart haline gelir.
(Bkz. Yasalar 50 ve 51.)"; WBF "every such card becomes a penalty card (see Laws 50 and 51)".
50E1: TR "Cezalı karttan edinilen bilgi ve o kartın oynanması zorunluluğu bilgisi, cezalı kart
masada açık olarak kaldığı sürece bütün oyuncular için izinli bir bilgidir"; WBF "Information
derived from a penalty card and the requirements for playing that penalty card are authorized for
all players for as long as the penalty card remains on the table". Before, the read-out said only
"What it shows is unauthorised for your side (Law 16C)", which a defender's partner would take
into the play, where 50E1 says the opposite while the card lies on the table."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-exposed-in-auction"


@pytest.mark.parametrize("keys", [["small"], ["honour-or-led"]])
@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "ama cezalı kart olarak masada açık durduğu sürece bütün oyuncular için izinlidir (Yasa 50E1)",
            "Ondan edinilen bilgi sizin tarafınız için izinsizdir (Yasa 16C). ",
        ),
        (
            "en",
            "but authorised for all players while it lies on the table as a penalty card (Law 50E1)",
            "What it shows is unauthorised for your side (Law 16C). ",
        ),
    ],
)
def test_the_read_out_says_a_penalty_card_on_the_table_is_authorised_for_all(client, keys, lang, phrase, old):
    guide_pages.reads(client, SLUG, keys, lang, phrase)
    guide_pages.never_reads(client, SLUG, keys, lang, old)


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "ama cezalı kart olarak masada açık durdukları sürece bütün oyuncular için izinlidir (Yasa 50E1)",
            "Onlardan edinilen bilgi sizin tarafınız için izinsizdir (Yasa 16C). ",
        ),
        (
            "en",
            "but authorised for all players while they lie on the table as penalty cards (Law 50E1)",
            "What they show is unauthorised for your side (Law 16C). ",
        ),
    ],
)
def test_the_read_out_says_penalty_cards_on_the_table_are_authorised_for_all(client, lang, phrase, old):
    keys = ["two-or-more"]
    guide_pages.reads(client, SLUG, keys, lang, phrase)
    guide_pages.never_reads(client, SLUG, keys, lang, old)
