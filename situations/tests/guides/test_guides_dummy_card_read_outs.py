"""What the Director reads aloud (the read-out) in two Endings of the card-from-dummy guide says
who holds each right as the paragraph does, in both languages.

45D1, TR "... bir defans oyuncusu yanlışlıktan sonra ancak buna dikkat çekilmeden önce oynadığı
kartı eline geri alıp bir başkasıyla değiştirebilir; eğer deklaranın sağındaki rakip oynadığı kartı
değiştirirse, deklaran o löveye sonradan oynadığı kartı geri alabilir"; WBF "a defender may withdraw
and return to his hand a card played after the error but before attention was drawn to it; if
declarer's RHO changes his play, declarer may withdraw a card he had subsequently played to that
trick". The two options (take the card back, keep it) are a defender's, for a card played before
attention was drawn; declarer's card comes back only after his right-hand opponent changed his.
Before, the read-out offered them to whoever "played a card after the error", declarer included.

45C4(b), TR "Deklaranın istemsiz belirttiği kartın üzerine yasal bir kart oynamış olan defans
oyuncusu, değişiklik yapıldıktan sonra, ilk oynadığı kartı geri alıp yerine başka bir kart
oynayabilir"; WBF "If an opponent has, in turn, played a card that was legal before the change in
designation, that opponent may withdraw the card so played". In both texts the card played over the
unintended designation was a legal one; before, the read-out said "if you played over the named
card" (any card)."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-from-dummy"


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "Defans oyuncuları: hatadan sonra, dikkat çekilmeden önce kart oynadıysanız iki seçeneğiniz var",
            "Hatadan sonra kart oynadıysanız iki seçeneğiniz var",
        ),
        (
            "en",
            "Defenders: if you played after the error, before attention was drawn to it, you have two options",
            "If you played a card after the error, you have two options",
        ),
    ],
)
def test_the_options_after_dummys_wrong_card_are_read_to_the_defenders(client, lang, phrase, old):
    keys = ["wrong-card", "not-yet"]
    guide_pages.reads(client, SLUG, keys, lang, phrase)
    guide_pages.never_reads(client, SLUG, keys, lang, old)


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        ("tr", "Söylenen kartın üzerine yasal bir kart oynadıysanız", "Söylenen kartın üzerine kart oynadıysanız"),
        ("en", "If you played a legal card over the named card", "If you played over the named card"),
    ],
)
def test_after_a_slip_the_read_out_gives_the_change_to_a_legal_card_played_over_it(client, lang, phrase, old):
    keys = ["changed", "slip", "not-yet"]
    guide_pages.reads(client, SLUG, keys, lang, phrase)
    guide_pages.never_reads(client, SLUG, keys, lang, old)
