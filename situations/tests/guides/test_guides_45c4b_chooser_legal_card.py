"""The card-from-dummy Ending for a slip of the tongue changed in time names its chooser as 45C4(b)
does: the defender who played a *legal* card over the unintended designation.

45C4(b), TR "Deklaranın istemsiz belirttiği kartın üzerine yasal bir kart oynamış olan defans
oyuncusu, değişiklik yapıldıktan sonra, ilk oynadığı kartı geri alıp yerine başka bir kart
oynayabilir"; WBF "If an opponent has, in turn, played a card that was legal before the change in
designation, that opponent may withdraw the card so played". The Ending's `now` and its read-out
said "yasal bir kart" / "a legal card" (test_guides_dummy_card_read_outs); its chooser still read
"Söylenen kartın üzerine kart oynamış defans oyuncusu" / "A defender who had played over the named
card", any card."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-from-dummy"
KEYS = ["changed", "slip", "not-yet"]


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "Söylenen kartın üzerine yasal bir kart oynamış defans oyuncusu: kartını değiştirip değiştirmemeyi.",
            "Söylenen kartın üzerine kart oynamış defans oyuncusu",
        ),
        (
            "en",
            "A defender who had played a legal card over the named card: whether to change his card.",
            "A defender who had played over the named card",
        ),
    ],
)
def test_45c4b_the_chooser_played_a_legal_card_over_the_named_card(client, lang, phrase, old):
    guide_pages.says(client, SLUG, KEYS, lang, phrase)
    guide_pages.never_says(client, SLUG, KEYS, lang, old)
