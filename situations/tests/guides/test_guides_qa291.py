"""qa291 (session 93): the WBF's own verb in the English where a guide states what Laws 24, 6D1, 10C1
and 67B3 require (CONTRIBUTING.md, "Add a situation guide" point 1); the Turkish keeps the official
text's verb.
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

EXTRANEOUS = "extraneous-information"
PARTNER_AUCTION = ["card-seen-during", "partner-auction"]


def test_24_partner_card_in_the_auction_says_the_director_shall_require(client):
    """Law 24, TR (official): "Hakem, artırım sırasında, bir oyuncunun kendi hatası nedeniyle o
    oyuncunun elindeki bir veya birkaç kartın yüzlerinin oyuncunun ortağı tarafından görülebilecek
    konuma gelmiş bulunduğunu belirlerse, bu durumdaki her bir kartın artırım süreci bitene kadar
    masanın üzerinde açık bırakılmasını isteyecektir."
    WBF: "When the Director determines that during the auction, because of a player's own error, one
    or more cards of that player's hand were in position for the face to be seen by his partner, the
    Director shall require that every such card be placed face up on the table until the auction
    ends."
    The English page said "every such card is placed face up" and the read-out "it stays face up":
    the present, where the WBF says "shall require" (the Turkish has "isteyecektir" since audit285).
    How long ("until the auction period ends") follows the official Turkish (translation-24)."""
    says(
        client,
        EXTRANEOUS,
        PARTNER_AUCTION,
        "en",
        "the Director shall require that every such card be placed face up on the table until the auction period ends (Law 24).",
    )
    never_says(client, EXTRANEOUS, PARTNER_AUCTION, "en", "every such card is placed face up")
    reads(
        client,
        EXTRANEOUS,
        PARTNER_AUCTION,
        "en",
        "if the Director so determines, he shall require that it be left face up on the table until the auction period ends (Law 24).",
    )
    never_reads(client, EXTRANEOUS, PARTNER_AUCTION, "en", "it stays face up on the table")
    reads(client, EXTRANEOUS, PARTNER_AUCTION, "tr", "açık bırakılmasını isteyecektir (Yasa 24).")
