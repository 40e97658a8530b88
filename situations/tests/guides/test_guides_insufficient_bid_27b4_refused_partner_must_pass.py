"""The insufficient-bid guide's second insufficient bid (not-accepted/insufficient): what the left-hand
opponent is told of refusing it, on the page (the "Do not accept" option) and in the read-out.

27B4, Turkish (official): "Kusurlu oyuncu yetersiz deklaresini başka bir yetersiz deklare ile düzeltmeye
çalışırsa ve kusurlu oyuncunun solundaki rakip değiştirilen yetersiz deklareyi Madde A1'de belirtilen
şekilde kabul etmezse, Hakem Madde 3'te belirlenen kuralları uygular"; WBF English: "if the offender
attempts to replace the one insufficient bid with another insufficient bid the Director rules as in 3 if
the LHO does not accept the substituted insufficient bid as A1 allows". 27B3, Turkish: "Kusurlu oyuncu,
konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı konuşma sırası kendisine her
geldiğinde pas geçmek zorundadır"; WBF: "The offender must replace it as the foregoing allows and his
partner must then pass whenever it is his turn to call".

So once the second insufficient bid is refused the partner must pass whatever the correction, the lowest
bid in the same denomination included (the engine: `"N:1S","E:1H",reject,"E:1D",reject,"E:2H"` gives
`must_pass` West to the end, laws 27B4, 27B3, 26B). The option shared with the first refusal said "his
partner may have to pass" and, against it, "A correction with the same meaning costs them nothing" (now
"carries no rectification", audit295)
(27B1's no-rectification, which 27B3 does not leave); the read-out said "may have to pass" before its
own "must pass"."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
KEYS = ["not-accepted", "insufficient"]

OLD = {
    "tr": (
        "Aynı anlamda düzeltme yaparsa yaptırım olmaz.",
        "Kusurlu oyuncu düzeltir; ortağı pas geçmek zorunda kalabilir.",
    ),
    "en": (
        "A correction with the same meaning carries no rectification.",  # "costs them nothing" before audit295
        "The offender corrects; his partner may have to pass.",
    ),
}
NEW_OPTION = {
    "tr": "Kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler çerçevesinde, yeterli bir deklare ya da pasla düzeltir; ortağı artırımın sonuna kadar pas geçmek zorundadır (Yasa 27B4, 27B3).",
    "en": "The offender must replace it as the foregoing allows, with a sufficient bid or a pass; his partner must pass to the end of the auction (Laws 27B4, 27B3).",
}
OLD_READ = {"tr": "ortağı pas geçmek zorunda kalabilir", "en": "his partner may have to pass"}
NEW_READ = {
    # qa217: the sentence goes on with the rest of 27B3 (26B; test_guides_insufficient_bid_27b4_read_out_all_of_27b3).
    "tr": "Kabul etmemek: kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler çerçevesinde, yeterli bir deklare ya da pasla düzeltir ve ortağı artırımın sonuna kadar pas geçmek zorundadır;",
    "en": "Do not accept: the offender must replace it as the foregoing allows, with a sufficient bid or a pass, and his partner must pass to the end of the auction;",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_refusing_the_second_insufficient_bid_is_said_to_bind_the_partner_whatever_the_correction(client, lang):
    says(client, SLUG, KEYS, lang, NEW_OPTION[lang])
    never_says(client, SLUG, KEYS, lang, *OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_tells_the_left_hand_opponent_the_partner_must_pass(client, lang):
    reads(client, SLUG, KEYS, lang, NEW_READ[lang])
    never_reads(client, SLUG, KEYS, lang, OLD_READ[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_first_refusal_keeps_its_may_and_the_b1_con(client, lang):
    """27B1(a)/(b): TR "bir onarma yapılmaksızın artırma devam eder" / WBF "the auction proceeds without
    further rectification": before any correction, partner may or may not have to pass."""
    says(client, SLUG, ["not-yet"], lang, *OLD[lang])
