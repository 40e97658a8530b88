"""Two or more cards exposed in the auction (24C): the Ending and its read-out speak of the cards,
each of which becomes a penalty card if the offender defends, not of "the card" (fix54 left the
singular sentences shared by the three Endings). Law 24E, official Turkish: "Artırmanın sonunda
kusurlu oyuncunun defansta kalması halinde, bu durumdaki her kart ayrı ayrı cezalı kart haline
gelir. (Bkz. Yasalar 50 ve 51.)"; WBF: "If at the conclusion of the auction the offender is to become
a defender, every such card becomes a penalty card (see Laws 50 and 51)". 24D, TR "görünmüş olan
kartlar masadan alınarak ele geri konur", WBF "the cards are picked up and returned to the hand"."""

import pytest
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

from situations.tests.guides import guide_pages
from tests.seen import seen

pytestmark = pytest.mark.django_db

PLURAL = {
    # the page in 24's modal since audit329 ("isteyecektir" / "shall require")
    "tr": ("Hakem, kartların artırım süreci bitene kadar", "kartlar ele döner", "her biri ayrı ayrı cezalı kart olur"),
    "en": (
        "shall require that the cards be placed face up",
        "they go back to his hand",
        "each of them is a penalty card",
    ),
}
SINGULAR = {"tr": "Hakem, kartın artırım süreci", "en": "The card stays face up"}
READ_PLURAL = {"tr": "Kartlar artırım süreci bitene kadar masada açık kalır", "en": "The cards stay face up"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_two_or_more_cards_are_spoken_of_as_cards(client, lang):
    guide_pages.says(client, "card-exposed-in-auction", ["two-or-more"], lang, *PLURAL[lang])
    guide_pages.never_says(client, "card-exposed-in-auction", ["two-or-more"], lang, SINGULAR[lang])
    with translation.override(lang):
        url = reverse("situations:read_out", args=["card-exposed-in-auction", "two-or-more"])
    read_out = seen(client.get(url).content.decode())
    assert escape(READ_PLURAL[lang]) in read_out


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_one_card_is_still_spoken_of_as_one(client, lang):
    guide_pages.says(client, "card-exposed-in-auction", ["honour-or-led"], lang, SINGULAR[lang])
