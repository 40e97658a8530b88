"""The 36B Endings of the inadmissible-call guide quote the paragraphs of Law 19 that make a double or
redouble inadmissible, 19A1 and 19B1, not the whole of Law 19.

19A1 (TR, official): "Bir oyuncu yalnızca son deklareye kontr atabilir. Bu deklare bir rakip
tarafından yapılmış olmalıdır; araya pastan başka bir konuşma girmemiş olmalıdır."; WBF "A player may
double only the last preceding bid. That bid must have been made by an opponent; calls other than
pass must not have intervened." 19B1 says the same of a redouble. 36B1 (TR): "Yasa 19’un izin
vermediği her kontr ve sürkontr iptal edilir."; WBF "any double or redouble not permitted by Law 19 is
cancelled". The rest of Law 19 makes none inadmissible: 19A2/19B2 say how a double is said, 19A3/19B3
that one misstated is deemed made of the bid as made (TR "yapılmış olan deklareye kontr atmış
sayılır"; WBF "he is deemed to have doubled the bid as made"), 19C and 19D what a double does.

double/in-turn and double/out-of-turn say 36B1's words, "the double or redouble that Law 19 does not
allow", and so their pages quoted Law 19 whole (19A1 to 19D) beside them; double/lho-called and the
guide's fact for the four 36 Endings already named 19A1 and 19B1. Now the two Endings cite 19A1 and
19B1, and the page quotes those."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "inadmissible-call"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

# 19A1 and 19B1 in each language's text on the page; 19A3 and 19D, which the page no longer quotes.
QUOTED = {
    "tr": ("Bir oyuncu yalnızca son deklareye kontr atabilir.", "Bir oyuncu yalnızca son kontra sürkontr atabilir."),
    "en": ("A player may double only the last bid.", "A player may redouble only the last double."),
}
NOT_QUOTED = {
    "tr": (
        "yapılmış olan deklareye kontr atmış sayılır",
        "Bir kontrlu veya sürkontrlu deklareyi yasal bir deklare izlemezse",
    ),
    "en": (
        "he is deemed to have doubled the bid as made",
        "If a doubled or redoubled bid is not followed by a legal bid",
    ),
}


def test_the_official_turkish_19a1_and_36b1():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert paragraphs["19A1"].text.startswith(QUOTED["tr"][0])
    assert paragraphs["19B1"].text.startswith(QUOTED["tr"][1])
    assert "Yasa 19’un izin vermediği her kontr ve sürkontr iptal edilir" in paragraphs["36B1"].text


@pytest.mark.parametrize("path", ["double/in-turn", "double/out-of-turn"])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_quotes_19a1_and_19b1_not_law_19_whole(client, path, lang):
    says(client, SLUG, path.split("/"), lang, *QUOTED[lang])
    never_says(client, SLUG, path.split("/"), lang, *NOT_QUOTED[lang])
