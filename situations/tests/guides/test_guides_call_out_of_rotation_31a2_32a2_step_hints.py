"""The call-out-of-rotation steps "What happened at the table then?" (a bid, and a double or redouble,
at the right-hand opponent's turn, not accepted) shared one hint: "If he bid, doubled or redoubled,
the offender makes any legal call". Each paragraph says it in its own terms, 31A2 with a legal call of
the right-hand opponent, both with "may":

31A2, TR "Bu rakip yasal bir deklare verir, kontr veya sürkontr atarsa, kusurlu oyuncu herhangi bir
yasal konuşmayı yapabilir"; WBF "If that opponent makes a legal bid, double or redouble, offender may
make any legal call" (footnote 8: "An illegal call by RHO is rectified as usual").
32A2, TR "Kusurlu oyuncunun sağındaki rakip deklare verir, kontr veya sürkontr atarsa, kusurlu oyuncu
sıra kendisine geldiğinde herhangi bir yasal konuşmayı yapabilir"; WBF "If offender's RHO bids,
doubles or redoubles, the offender may in turn make any legal call".

Each step now says its own paragraph."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
HINT = {
    (
        "bid",
        "tr",
    ): "Yasal bir deklare, kontr ya da sürkontr yaptıysa kusurlu oyuncu herhangi bir yasal konuşma yapabilir",
    ("bid", "en"): "If he made a legal bid, double or redouble, the offender may make any legal call",
    (
        "double",
        "tr",
    ): "Deklare, kontr ya da sürkontr yaptıysa kusurlu oyuncu sıra kendisine geldiğinde herhangi bir yasal konuşma yapabilir",
    ("double", "en"): "If he bid, doubled or redoubled, the offender may in turn make any legal call",
}
OLD = {"tr": "kusurlu oyuncu herhangi bir yasal konuşma yapar;", "en": "the offender makes any legal call"}


def test_the_official_turkish_31a2_and_32a2():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "Bu rakip yasal bir deklare verir, kontr veya sürkontr atarsa" in paragraphs["31A2"].text
    assert "herhangi bir yasal konuşmayı yapabilir" in paragraphs["31A2"].text
    assert (
        "deklare verir, kontr veya sürkontr atarsa, kusurlu oyuncu sıra kendisine geldiğinde herhangi bir yasal konuşmayı yapabilir"
        in paragraphs["32A2"].text
    )


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("call", ["bid", "double"])
def test_each_step_says_its_paragraph(client, call, lang):
    keys = ["not-accepted", call, "rho"]
    says(client, SLUG, keys, lang, HINT[call, lang])
    never_says(client, SLUG, keys, lang, OLD[lang])
