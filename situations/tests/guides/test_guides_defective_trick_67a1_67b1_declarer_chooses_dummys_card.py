"""A card missing from dummy's hand on a trick: declarer chooses the card that puts it right
(docs/legal-review.md, Session 87 (qa201); qa192 noticed it, Session 86).

67A1, official Turkish: "Bir löveye kart oynanması atlanmışsa bunu düzeltmek için, kusurlu oyuncu yasal
olarak oynayabileceği bir kartı verir."; WBF: "To rectify omission to play to a trick, the offender
supplies a card he can legally play." 67B1: TR "hakem kendisinden hemen bir kartını göstermesini ve bu
kartı oynanmış kartları arasındaki uygun yere yerleştirmesini ister ... (a) ... birini seçmek
zorundadır ... (b) ... herhangi bir kartını ... seçer"; WBF "the Director shall require him forthwith to
expose a card face-up in front of him and then place it appropriately among his played cards ... he
must choose such a card ... he chooses any card". Dummy's cards are declarer's to play: 45B, TR
"Deklaran kartın adını söyleyerek yerden kart oynar"; WBF "Declarer plays a card from dummy by naming
the card"; 42A3, TR "Yerin kartlarını deklaranın yönergesi doğrultusunda onun görevlisi olarak oynar";
WBF "He plays the cards of the dummy as declarer's agent as directed"; 43A1(c), TR "Yer oyuna
katılmamalıdır"; WBF "Dummy must not participate in the play".

Both Endings said "the player who omitted to play chooses", and the later one's own phrasings include
dummy's omission ("a trick had only three cards because dummy never played to it"): read so, dummy
would choose a card of his hand. The choosers now say declarer chooses dummy's card (45B), as the
cards-at-once Ending's chooser already did for 58B2 (from the engine's `_designator`)."""

import pytest

from situations.content import defective_trick
from situations.tests.guides.guide_pages import reads, says

pytestmark = pytest.mark.django_db

SLUG = "defective-trick"
CHOOSER = {
    ("wrong-count", "in-time", "missing"): {
        "tr": "(atlanan kart yerinse deklaran seçer, Yasa 45B)",
        "en": "(declarer chooses if the card is dummy's, Law 45B)",
    },
    ("wrong-count", "later", "missing"): {
        "tr": "(atlanan kart yerinse deklaran seçer, Yasa 45B)",
        "en": "(declarer chooses if the card is dummy's, Law 45B)",
    },
}


@pytest.mark.parametrize("keys", list(CHOOSER), ids="/".join)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_chooser_gives_dummys_card_to_declarer(client, lang, keys):
    says(client, SLUG, list(keys), lang, CHOOSER[keys][lang])


def test_the_later_ending_is_reached_by_dummys_omission():
    """Why the later Ending must say it: a phrasing players use for it is dummy's omission."""
    assert any("dummy never played" in said.en for said in defective_trick.MISSING_LATE.said)


READ_OUT = {
    ("wrong-count", "in-time", "missing"): {
        "tr": "hangisi olacağını siz seçersiniz, kart yerinse deklaran seçer (Yasa 67A1, 45B)",
        "en": "you choose which, or declarer if the card is dummy's (Laws 67A1, 45B)",
    },
    ("wrong-count", "later", "missing"): {
        "tr": "o renkten birini seçmek zorundasınız (kart yerinse deklaran seçer, Yasa 45B)",
        "en": "you must choose one of that suit (declarer chooses if the card is dummy's, Law 45B)",
    },
}


@pytest.mark.parametrize("keys", list(READ_OUT), ids="/".join)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_gives_dummys_card_to_declarer(client, lang, keys):
    reads(client, SLUG, list(keys), lang, READ_OUT[keys][lang])
