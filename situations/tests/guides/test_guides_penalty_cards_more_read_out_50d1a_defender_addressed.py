"""The offender-to-play read-out tells the defender, not declarer, that he must play a single legal
penalty card (the penalty-cards-more guide; session 96, audit336).

50D1(a), TR "... bir majör cezalı kart ister çıkışta, renge uyarken, defos yaparken veya çakarken olsun
ilk yasal fırsatta oynanmak zorundadır. Bir defans oyuncusunun yasal olarak oynayabileceği iki ya da
daha fazla cezalı kartı varsa deklaran hangisinin oynanacağını belirtir."; WBF "... a major penalty card
must be played at the first legal opportunity, whether in leading, following suit, discarding or
trumping. If a defender has two or more penalty cards that can legally be played, declarer designates
which is to be played." 51A alike (TR "o lövede hangisinin oynanacağını deklaran belirtir"; WBF
"declarer designates which is to be played at that turn").

The read-out said "If so, declarer, please name the card; if only one can, you must play it (Law
50D1(a))." / "Öyleyse deklaran, kartı söyleyin; yalnızca biri ... onu oynamak zorundasınız": the "you"
that must play came straight after "declarer" was addressed, so it read as declarer, who plays no
penalty card (50D1(a)'s obligation is the defender's, whose card it is). The defender's line now comes
first, while he is still the one addressed, and declarer is named last, for his designation.
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, read_out, reads

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
            "deklaran, kartı söyleyin; yalnızca biri",
        ),
        (
            "en",
            "If only one can, you must play it (Law 50D1(a)); if more can, declarer, please name the card.",
            "declarer, please name the card; if only one can, you must play it",
        ),
    ],
)
def test_the_defender_is_addressed_for_50d1a_before_declarer_for_51a(client, lang, said, old):
    reads(client, SLUG, KEYS, lang, said)
    never_reads(client, SLUG, KEYS, lang, old)
    text = read_out(client, SLUG, KEYS, lang)
    # The defender's obligation is said before declarer is addressed in the read-out too.
    must = "zorundasınız (Yasa 50D1(a))" if lang == "tr" else "you must play it (Law 50D1(a))"
    named = "deklaran, kartı söyleyin" if lang == "tr" else "declarer, please name the card"
    assert text.index(must) < text.index(named)
