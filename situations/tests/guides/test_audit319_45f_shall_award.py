"""45F's adjusted score in the WBF's own modal verb on the dummy-cards and dummy-rights guides (audit319,
session 95; CONTRIBUTING.md, "Add a situation guide", point 1: a sentence that states what a paragraph
requires uses that paragraph's modal verb, the English the WBF's, the Turkish the official text's).

45F, WBF: "At the end of the play the Director shall award an adjusted score if he considers dummy
suggested a play to declarer and the defenders were damaged by the play suggested."
45F, TR (official): "Oyun sonunda hakem yerin deklarana bir oyun önerdiğine ve defansın önerilen oyun ile
zarara uğradığına karar verirse ayarlı bir skor atar."

The English said "the Director awards an adjusted score" (qa241 read "shall" as the present, before the
session 93 rule); now "shall award", as audit300 did for 67B3 and qa290 for 64C2(b) and 13B2. The
Turkish keeps the official present ("ayarlı bir skor atar"; the dummy-rights read-out's "verir").
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

PAGES = [("card-from-dummy", ["dummy-indicated"]), ("dummy-rights", ["touched-card"])]
SHALL = "At the end of play the Director shall award an adjusted score if"
OLD = "the Director awards an adjusted score"


def test_the_official_turkish_is_the_present():
    text = (Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt").read_text(encoding="utf-8")
    paragraphs = parse_lawbook(text).paragraph_map()
    assert paragraphs["45F"].text.endswith("zarara uğradığına karar verirse ayarlı bir skor atar.")


@pytest.mark.parametrize("slug, keys", PAGES)
def test_45f_page_says_shall_award(client, slug, keys):
    says(client, slug, keys, "en", SHALL)
    never_says(client, slug, keys, "en", OLD)
    says(client, slug, keys, "tr", "karar verirse ayarlı bir skor atar (Yasa 45F).")


@pytest.mark.parametrize("slug, keys", PAGES)
def test_45f_read_out_says_shall_award(client, slug, keys):
    reads(client, slug, keys, "en", SHALL)
    never_reads(client, slug, keys, "en", OLD)
