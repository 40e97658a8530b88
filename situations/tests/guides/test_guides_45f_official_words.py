"""Every guide sentence that states 45F's adjusted score says it in the official Turkish's words
(the rule since qa211: a sentence that states a rule uses the official words), on the pages of the
card-from-dummy, premature-play and dummy's-rights Endings and on the card-from-dummy read-out.

45F, TR (official): "Oyun sonunda hakem yerin deklarana bir oyun önerdiğine ve defansın önerilen oyun
ile zarara uğradığına karar verirse ayarlı bir skor atar."
45F, WBF: "At the end of the play the Director shall award an adjusted score if he considers dummy
suggested a play to declarer and the defenders were damaged by the play suggested."

The guides said "defansın bu önerilen oyunla zarar gördüğüne kanaat getirirse ayarlı skor verir"
(dummy's-rights: "karar verirse ayarlı skor verir"): the same condition and act in other words.
The English ("awards ... if he considers") was left as it was (qa241); on the dummy-cards and
dummy-rights guides it now says the WBF's "shall award" (audit319, test_audit319_45f_shall_award.py)."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

OFFICIAL = (
    "yerin deklarana bir oyun önerdiğine ve defansın önerilen oyun ile zarara uğradığına "
    "karar verirse ayarlı bir skor atar (Yasa 45F)"
)
OLD = ("bu önerilen oyunla zarar gördüğüne", "kanaat getirirse ayarlı skor verir")

PAGES = [
    ("card-from-dummy", ["dummy-indicated"]),
    ("premature-play", ["before-partner", "dummy-acted"]),
    ("dummy-rights", ["touched-card"]),
]


@pytest.mark.parametrize("slug, keys", PAGES)
def test_45f_page_says_the_official_words(client, slug, keys):
    says(client, slug, keys, "tr", OFFICIAL)
    never_says(client, slug, keys, "tr", *OLD)


def test_45f_read_out_says_the_official_words(client):
    reads(client, "card-from-dummy", ["dummy-indicated"], "tr", OFFICIAL)
    never_reads(client, "card-from-dummy", ["dummy-indicated"], "tr", *OLD)


@pytest.mark.parametrize("slug, keys", PAGES)
def test_45f_english_keeps_if_he_considers(client, slug, keys):
    says(client, slug, keys, "en", "if he considers")
