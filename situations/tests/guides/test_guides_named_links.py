"""A paragraph an Ending's sentence names is one tap away: its text is among "The paragraphs it
rests on", or a paragraph quoted there holds it or lies within it (unintended-call's 26B under the
Law 26 the Ending quotes), never the same text twice. fix54's choosers say who chooses later "by
which paragraph" (50D2, 51B, 26B); before this the paragraphs so named were nowhere on the page
(fix54's report): 120 of the 175 Endings named one their list did not quote.

The paragraphs named, in the official Turkish (fixtures/laws_tr.txt) and the WBF English:
50D2, TR "deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz",
WBF "he may not lead until declarer has stated which of the options below is selected"; 51B, the
several penalty cards' lead options; 26B, TR "deklaran, kusurlu oyuncunun ortağının ilk çıkış
sırasında ... herhangi bir (tek) rengin çıkışını yasaklayabilir", WBF "declarer may, at the
offender's partner's first turn to lead ..., prohibit offender's partner from leading any (one)
suit"."""

import re

import pytest

from lawbook.labels import parse_label
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db

NAMED = [
    # (guide, keys, a paragraph the Ending's "Who chooses" names)
    ("card-exposed-in-auction", ("honour-or-led",), "50D2"),
    ("card-exposed-in-auction", ("two-or-more",), "51B"),
    ("unintended-call", ("meant-it", "lho-called"), "26B"),
]


def _quoted(html: str) -> list[str]:
    return re.findall(r'<details class="cited" data-label="([^"]+)"', html)


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("slug, keys, label", NAMED)
def test_a_paragraph_the_chooser_names_is_quoted_on_the_page(client, slug, keys, label, lang):
    html = guide_pages.page(client, slug, list(keys), lang)
    named = parse_label(label)
    quoted = [parse_label(q) for q in _quoted(html)]
    assert any(named.is_within(q) or q.is_within(named) for q in quoted), (slug, keys, lang, quoted)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_whole_law_named_beside_its_quoted_paragraphs_is_not_quoted_again(client, lang):
    """card-exposed-in-auction honour-or-led quotes 24B, 24D and 24E, and its sentences name "Law
    24" too: its text is not quoted a second time; 50D2, named and not in the list, is."""
    html = guide_pages.page(client, "card-exposed-in-auction", ["honour-or-led"], lang)
    quoted = _quoted(html)
    assert {"24B", "24D", "24E", "50D2"} <= set(quoted), quoted
    assert "24" not in quoted
    assert len(quoted) == len(set(quoted))
