"""The read-out of the card-from-dummy Ending for a card dummy indicated on his own (45F) says
43A1(c)'s second half, the one a dummy who points a card out to declarer breaks: he may not
communicate anything about the play to declarer. The Ending cites 43A1(c) (its `laws`, its `now`,
its Fact "dummy told declarer"), but the page's `now` says only the first half ("must not
participate in the play"; qa198 found the whole paragraph there moved three search sets, so it
stays as it is), and the read-out did not cite 43A1(c) at all. The read-out is not indexed.

43A1(c), TR (official): "Yer oyuna katılmamalıdır veya oyun hakkında deklaranla hiçbir iletişimde
bulunmamalıdır."; WBF: "Dummy must not participate in the play, nor may he communicate anything
about the play to declarer."
45F, TR: "... yerin deklarana bir oyun önerdiğine ..."; WBF: "... dummy suggested a play to declarer
..." (the adjusted score's first condition, which the read-out says already).
"""

import pytest

from situations.content import BY_SLUG
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-from-dummy"
KEYS = ["dummy-indicated"]

SAID = {
    "tr": "Yer oyun hakkında deklaranla hiçbir iletişimde bulunmamalıdır (Yasa 43A1(c)).",
    "en": "Dummy may not communicate anything about the play to declarer (Law 43A1(c)).",
}


def test_the_ending_cites_43a1c():
    assert "43A1(c)" in BY_SLUG[SLUG].walk(KEYS)[1].laws


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_dummy_may_not_communicate_about_the_play(client, lang):
    guide_pages.reads(client, SLUG, KEYS, lang, SAID[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_shows_it_with_the_read_out(client, lang):
    guide_pages.says(client, SLUG, KEYS, lang, SAID[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_indexed_now_keeps_its_half(lang):
    """Only the read-out carries it (the indexed `now` keeps its first half; qa198's search sets)."""
    now = " ".join(getattr(text, lang) for text in BY_SLUG[SLUG].walk(KEYS)[1].now)
    assert SAID[lang] not in now
