"""The card-exposed-in-auction guide's single small card (24A) against 50B, 50C and 50E1, quoted in
the official Turkish (fixtures/laws_tr.txt) and the WBF English (2017).

24E: TR "Artırmanın sonunda kusurlu oyuncunun defansta kalması halinde, bu durumdaki her kart ayrı
ayrı cezalı kart haline gelir. (Bkz. Yasalar 50 ve 51.)"; WBF "If at the conclusion of the auction
the offender is to become a defender, every such card becomes a penalty card (see Laws 50 and 51)."
50B: TR "Kasıtsız olarak gösterilen ve onör derecesinin altında tek bir kart ... minör cezalı karta
dönüşür"; WBF "A single card below the rank of an honor exposed unintentionally (as in playing two
cards to a trick, or in dropping a card accidentally) becomes a minor penalty card". 50C: TR "Kusurlu oyuncunun ortağı çıkış kısıtlamasına tabi değildir, ancak cezalı
kartın görülmesi yoluyla edinilen bilgiler, izinsiz bilgidir. (Ancak bkz. aşağıdaki E bendi.)";
WBF "Offender's partner is not subject to lead restriction, but see E following." The ending says,
with 50E1, that what the card shows is authorised for all players while it lies on the table: the
official Turkish 50C, the paragraph of a minor penalty card, says otherwise, so the ending cites it
and its page shows the editor's note (translation-50C) that says which the site follows."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-exposed-in-auction"


def test_the_small_card_ending_names_the_minor_penalty_card_and_shows_the_50c_note(client):
    guide_pages.says(
        client,
        SLUG,
        ["small"],
        "en",
        "a card exposed unintentionally is a minor penalty card (Law 50B): his partner is not subject to lead restriction (Law 50C)",
        "left over from the 2007 Laws",
    )
    guide_pages.says(
        client,
        SLUG,
        ["small"],
        "tr",
        "kasıtsız olarak gösterilen kart minör cezalı kart olur (Yasa 50B): ortağı çıkış kısıtlamasına tabi değildir (Yasa 50C)",
        "2007 Yasalarından kalmıştır",
    )
