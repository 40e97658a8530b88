"""audit318: the inadmissible-call guide's sentences in each paragraph's own verb (CONTRIBUTING.md,
"Add a situation guide", point 1): the official Turkish's verb in Turkish, the WBF's in English.

36B2 (TR, official): "Kusurlu oyuncu konuşmasını yasal bir konuşma ile değiştirmelidir, artırım devam
eder ve kusurlu oyuncunun ortağı konuşma sırası her kendine geldiğinde pas geçmek zorundadır."
WBF: "the offender must substitute a legal call, the auction continues, and the offender's partner
must pass whenever it is his turn to call."
The offender's replacing call is "-malıdır" in the official text ("zorundadır" is the partner's pass);
the page and the read-out said "yapmak zorundadır" / "yapmak zorundasınız".
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "inadmissible-call"
IN_TURN = ["double", "in-turn"]


def test_36b2_offender_substitutes_in_the_official_verb_on_the_page(client):
    says(
        client,
        SLUG,
        IN_TURN,
        "tr",
        "Kusurlu oyuncu konuşmasını yasal bir konuşma ile değiştirmelidir; artırım sürer ve kusurlu oyuncunun"
        " ortağı konuşma sırası her kendisine geldiğinde pas geçmek zorundadır (Yasa 36B2).",
    )
    never_says(client, SLUG, IN_TURN, "tr", "yasal bir konuşma yapmak zorundadır")
    says(client, SLUG, IN_TURN, "en", "The offender must substitute a legal call; the auction goes on")


def test_36b2_offender_substitutes_in_the_official_verb_in_the_read_out(client):
    reads(
        client,
        SLUG,
        IN_TURN,
        "tr",
        "onu yasal bir konuşma ile değiştirmelisiniz ve ortağınız artırımın sonuna kadar her sırasında pas"
        " geçmek zorundadır (Yasa 36B1, 36B2)",
    )
    never_reads(client, SLUG, IN_TURN, "tr", "yasal bir konuşma yapmak zorundasınız")
    reads(client, SLUG, IN_TURN, "en", "you must substitute a legal call, and your partner must pass")


# 22B (TR, official): "Dört oyuncunun pas geçmesi durumunda (ancak bkz. Yasa 25). Eller oynanmaksızın
# borda geri konulur. Deste yeniden dağıtılmayacaktır." WBF: "B. all four players pass (but see Law 25).
# The hands are returned to the board without play. There shall not be a redeal." The passed-out Ending
# said "deste yeniden dağıtılmaz" / "there is no redeal" (the present).
PASSED_OUT = ["after-final-pass", "passed-out"]


def test_22b_no_redeal_in_its_own_verb(client):
    says(client, SLUG, PASSED_OUT, "tr", "deste yeniden dağıtılmayacaktır (Yasa 22B).")
    never_says(client, SLUG, PASSED_OUT, "tr", "deste yeniden dağıtılmaz")
    says(client, SLUG, PASSED_OUT, "en", "there shall not be a redeal (Law 22B).")
    never_says(client, SLUG, PASSED_OUT, "en", "there is no redeal")


# 38A (TR, official): "Yediden yüksek bir kontratın oynanmasına asla izin verilemez." WBF: "No play of a
# contract of more than seven is ever permissible." Both Endings of a bid above seven said "Yediden
# yüksek bir kontrat asla oynanamaz" / "No contract of more than seven is ever played".
@pytest.mark.parametrize("keys", [["above-seven", "not-yet"], ["above-seven", "lho-called"]])
def test_38a_in_its_own_words(client, keys):
    says(client, SLUG, keys, "tr", "Yediden yüksek bir kontratın oynanmasına asla izin verilemez (Yasa 38A).")
    never_says(client, SLUG, keys, "tr", "asla oynanamaz")
    says(client, SLUG, keys, "en", "No play of a contract of more than seven is ever permissible (Law 38A).")
    never_says(client, SLUG, keys, "en", "is ever played")
