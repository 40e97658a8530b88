"""The exposed-card guide's Ending for a card of declarer or dummy: 48A's first clause and its pointer to
45C2 (session 91, qa247; landed by search255).

48A, TR "Deklaranın bir kartını göstermesi kısıtlamaya tabi değildir (ancak bkz. Yasa 45C2) ve deklaranın
veya yerin eline ait hiçbir kart, cezalı karta dönüşmez. Deklaran kazayla düşürdüğü hiçbir kartı oynamak
zorunda değildir."; WBF "Declarer is not subject to restriction for exposing a card (but see Law 45C2), and
no card of declarer's or dummy's hand ever becomes a penalty card. Declarer is not required to play any card
dropped accidentally."

The `now` line said the clauses after the first: no penalty card, a card dropped by accident need not be
played. That declarer is under no restriction for an exposed card, and the exception 48A itself names
(45C2: a card of declarer's held face up touching or nearly touching the table, or so as to indicate it has
been played, is played), were not said; the table page has said 48A whole since session 26. Now the first
clause with its pointer, in each text's words. (The page quotes 48A beside the Ending: the phrases below
run on into the guide's own words, so that the quotation alone does not pass.)"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "exposed-card"
KEYS = ["declarer"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"


def test_the_official_turkish_48a_opens_with_the_restriction_and_its_pointer():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["48A"].text
    assert text.startswith("Deklaranın bir kartını göstermesi kısıtlamaya tabi değildir (ancak bkz. Yasa 45C2)")


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "tr",
            "Deklaranın bir kartını göstermesi kısıtlamaya tabi değildir (ancak bkz. Yasa 45C2) ve deklaranın ya da yerin "
            "hiçbir kartı cezalı kart olmaz",
        ),
        (
            "en",
            "Declarer is not subject to restriction for exposing a card (but see Law 45C2), and no card of declarer or "
            "dummy ever becomes a penalty card",
        ),
    ],
)
def test_the_page_says_48a_s_first_clause_with_its_pointer_to_45c2(client, lang, said):
    says(client, SLUG, KEYS, lang, said)
