"""fix252: the guides' endings and the table's quotations show each footnote once on a page, and
every marker links to it (situations.paragraphs.cited: 70C holds 70C3's footnote 21, 64A holds
64A1's footnote 19): checked as a browser reads the page, each id one element's and each marker's
target on the page (tests/footnote_ids.py), over the pages that quote footnotes.

70C3's footnote 21: TR "70 ve 71’inci Yasalar için “normal” söz konusu oyuncunun düzeyi için
dikkatsiz veya düşük nitelikli oyunları kapsamaktadır"; WBF "For the purposes of Laws 70 and 71,
"normal" includes play that would be careless or inferior for the class of player involved".
64A1/64A2's footnote 19: TR "Bu Yasaya göre, yerin kazandığı bir löve ..."; WBF "A trick won by
dummy is not won by the offending player for the purposes of this Law" (in substance)."""

import re

import pytest
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import translation

from situations.content import SITUATIONS
from situations.paragraphs import cited
from situations.views import _ending_context
from tests.footnote_ids import assert_footnote_ids_sound

pytestmark = pytest.mark.django_db

# Families quoted together, as the table page quotes an answer's paragraphs in one call of cited().
FAMILIES = ["64A", "64A1", "64A2", "70C", "70C3", "16B", "16B3", "31A2", "31A2(b)", "51B1", "51B1(a)"]


def _endings_with_footnotes(lang: str):
    """Every guide's Ending whose page quotes a footnote, with its keys."""
    with translation.override(lang):
        for situation in SITUATIONS:
            for keys, ending in situation.endings():
                paragraphs = _ending_context(ending)["paragraphs"]
                if any(p.footnotes for p in paragraphs):
                    yield situation.slug, keys, paragraphs


@pytest.mark.slow
def test_every_guide_ending_shows_each_footnote_once_and_its_markers_link_to_it():
    """Every Ending, in English (the markers of the English stand at a paragraph's end; the ids are
    the same in Turkish): the ids of the footnotes shown are unique, and each marker's href is one of them."""
    checked = 0
    for slug, keys, paragraphs in _endings_with_footnotes("en"):
        ids = [footnote.anchor for p in paragraphs for footnote in p.footnotes]
        assert len(ids) == len(set(ids)), (slug, keys)
        targets = {
            href
            for p in paragraphs
            for _label, _text, markers in p.lines
            for _at, marker in markers
            for href in re.findall(r'href="#([^"]*)"', marker)
        }
        assert targets <= set(ids), (slug, keys)
        checked += 1
    assert checked >= 10


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_sample_of_guide_pages_quoting_footnotes_has_unique_ids(client, lang):
    """The pages themselves (the first ten Endings that quote a footnote), parsed."""
    for slug, keys, _paragraphs in list(_endings_with_footnotes(lang))[:10]:
        with translation.override(lang):
            url = reverse("situations:step", args=[slug, "/".join(keys)])
        assert_footnote_ids_sound(client.get(url).content.decode())


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_paragraphs_and_their_families_quoted_together_have_unique_ids(lang):
    """The table page's and the score page's quotation (one cited() call), drawn by _cited.html."""
    with translation.override(lang):
        html = render_to_string("situations/_cited.html", {"paragraphs": cited(FAMILIES, lang)})
    ids = assert_footnote_ids_sound(html)
    assert {"quoted-fn-64A1-19", "quoted-fn-70C3-21", "quoted-fn-16B3-5", "quoted-fn-31A2-8"} <= ids
