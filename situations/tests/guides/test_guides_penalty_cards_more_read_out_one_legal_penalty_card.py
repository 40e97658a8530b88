"""The offender-to-play read-out asks declarer to name the card only when there is a choice, and says
what happens when only one penalty card can legally be played (the penalty-cards-more guide; session
88, qa212, from qa204's doubt).

51A, TR "Sıra kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek iki veya daha fazla cezalı
karta sahipse, o lövede hangisinin oynanacağını deklaran belirtir."; WBF "If it is a defender's turn to
play and that defender has two or more penalty cards that can legally be played, declarer designates
which is to be played at that turn." 50D1(a), TR "... bir majör cezalı kart ister çıkışta, renge
uyarken, defos yaparken veya çakarken olsun ilk yasal fırsatta oynanmak zorundadır. Bir defans
oyuncusunun yasal olarak oynayabileceği iki ya da daha fazla cezalı kartı varsa deklaran hangisinin
oynanacağını belirtir."; WBF "... a major penalty card must be played at the first legal opportunity,
whether in leading, following suit, discarding or trumping. If a defender has two or more penalty cards
that can legally be played, declarer designates which is to be played."

The read-out said "If more than one of them can legally be played to this trick, declarer designates
which you play (Law 51A). Declarer, please name the card.": the last line asked declarer to name a card
whatever the count, where the Laws give him the designation only for two or more; with one, 50D1(a)
plays it. The guide does not know the count (the Ending covers every case), so the line says both
(since audit336 the defender's part first: test_guides_penalty_cards_more_read_out_50d1a_defender_addressed).
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "penalty-cards-more"
KEYS = ["two-or-more", "offender-to-play"]


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "Yalnızca biri yasal olarak oynanabiliyorsa onu oynamak zorundasınız (Yasa 50D1(a)); birden çoğu "
            "oynanabiliyorsa deklaran, kartı söyleyin.",
            "(Yasa 51A). Deklaran, kartı söyleyin.",
        ),
        (
            "en",
            "If only one can, you must play it (Law 50D1(a)); if more can, declarer, please name the card.",
            "(Law 51A). Declarer, please name the card.",
        ),
    ],
)
def test_declarer_names_the_card_only_if_two_or_more_can_legally_be_played(client, lang, said, old):
    reads(client, SLUG, KEYS, lang, said)
    never_reads(client, SLUG, KEYS, lang, old)
