"""The before-calls Ending of the wrong-number-of-cards guide says 13A1 and 13A2 in the WBF's "shall"
in English; the Turkish keeps the official present (CONTRIBUTING.md, "Add a situation guide", point 1).

13A1 (WBF): "The Director shall correct the discrepancy and, if no player has seen another's card, he
shall require that the board be played normally."
13A1 (TR): "Hakem gerekli düzeltmeyi yapar, ve eğer hiçbir oyuncu başka bir oyuncunun kart(lar)ını
görmedi ise bordun normal şekilde oynanmasına devam edilir."

13A2 (WBF): "... the Director allows the board to be played and scored. If he then considers the
extraneous information has affected the outcome of the board the Director shall adjust the score [see
Law 12C1(b)] and may penalize an offender."
13A2 (TR): "... Hakem bordun oynanmasına ve skorun ortaya çıkmasına izin verir. Eğer ortaya çıkan dış
bilginin bordun sonucunu etkilemiş olduğuna karar verirse, Hakem skoru [bkz. Yasa 12C1(b)] ayarlar ve
kusurlu tarafa ceza uygulayabilir."

The English said "the Director corrects it; ... the board is played normally" and "adjusts the score";
the read-out "the board is played normally". Its first clause, "it is corrected (Laws 13A1, 14A1,
14A2)", stays a description: it gathers 14A1 ("it is restored") and 14A2 ("the Director reconstructs")
with 13A1, and the read-out is at its 90 words."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "wrong-number-of-cards"
KEYS = ["before-calls"]


def test_the_page_says_13a1_s_shall_correct_and_shall_require(client):
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "the Director shall correct it; if no player has seen another's card, he shall require that the board be played normally (Law 13A1).",
    )
    never_says(client, SLUG, KEYS, "en", "the Director corrects it;", "the board is played normally (Law 13A1)")


def test_the_page_says_13a2_s_shall_adjust(client):
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "the Director lets the board be played and scored, and shall adjust the score (see Law 12C1(b)) if he considers the extraneous information affected the outcome, and may then penalise the offending side (Law 13A2).",
    )
    never_says(client, SLUG, KEYS, "en", "and adjusts the score (see Law 12C1(b))")


def test_the_read_out_says_13a1_s_shall(client):
    reads(
        client,
        SLUG,
        KEYS,
        "en",
        "with over 13 cards in a hand, the board shall be played normally if nobody has seen another's card",
    )
    never_reads(client, SLUG, KEYS, "en", "the board is played normally")


def test_the_turkish_keeps_the_official_present(client):
    says(
        client,
        SLUG,
        KEYS,
        "tr",
        "hakem düzeltir; kimse başka bir elin kartını görmediyse bord normal oynanır (Yasa 13A1)",
        "skoru ayarlar (bkz. Yasa 12C1(b))",
    )
    reads(client, SLUG, KEYS, "tr", "kimse başka bir elin kartını görmediyse bord normal oynanır")
