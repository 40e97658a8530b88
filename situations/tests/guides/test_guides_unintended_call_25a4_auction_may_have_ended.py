"""The unintended-call guide's Ending for a slip found after partner called (slip/partner-called) says
the call may not be changed and stays as made, and no longer that "the auction goes on": partner's call
may have been the last pass, and one of the Ending's own stories is just that.

25A4 (TR, official): "Ortağının üzerine konuşma yapmış olduğu hiçbir konuşma değiştirilemez."
25A4 (WBF): "No substitution of call may be made when his partner has made a subsequent call."
22A (TR, official): "Bir veya daha fazla oyuncu deklare verdikten sonra son verilen deklareyi sıralı bir
şekilde takiben arka arkaya üç pas geçilmesinden sonra. Sonuncu deklare kontrat haline gelir"
22A (WBF): "one or more players having bid, there are three consecutive passes in rotation subsequent to
the last bid. The last bid becomes the contract"

25A4 says nothing of the auction going on. The Ending lists "elim kaydı çok yüksek bir deklare koydum
ortağım dahil herkes pas geçti" / "my hand slipped and I put out a far too high bid; everyone including
partner passed": there partner's pass was the third and the auction is over (22A); the page said
"yapıldığı gibi kalır ve artırım sürer" / "it stays as made and the auction goes on" (qa229)."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.content.unintended_call import TOO_LATE_PARTNER
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "unintended-call"
KEYS = ["slip", "partner-called"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"


def test_the_official_turkish_25a4_and_22a_say_what_the_ending_rests_on():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert paragraphs["25A4"].text == "Ortağının üzerine konuşma yapmış olduğu hiçbir konuşma değiştirilemez."
    assert "arka arkaya üç pas geçilmesinden sonra" in paragraphs["22A"].text


def test_the_ending_holds_a_story_where_partner_s_pass_ended_the_auction():
    said = [text.tr for text in TOO_LATE_PARTNER.said] + [text.en for text in TOO_LATE_PARTNER.said]
    assert "elim kaydı çok yüksek bir deklare koydum ortağım dahil herkes pas geçti" in said
    assert "my hand slipped and I put out a far too high bid; everyone including partner passed" in said


@pytest.mark.parametrize(
    "lang, said, not_said",
    [
        (
            "tr",
            "Ortağı üstüne konuştuğu için konuşma değiştirilemez (Yasa 25A4); yapıldığı gibi kalır.",
            "yapıldığı gibi kalır ve artırım sürer",
        ),
        (
            "en",
            "His partner has called over it, so the call may not be changed (Law 25A4); it stays as made.",
            "it stays as made and the auction goes on",
        ),
    ],
)
def test_the_page_does_not_say_the_auction_goes_on(client, lang, said, not_said):
    says(client, SLUG, KEYS, lang, said)
    never_says(client, SLUG, KEYS, lang, not_said)
