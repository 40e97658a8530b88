"""right46: the ruling record's paragraphs at the judgement walk's score step are those of the
adjusted score the Director computed (docs/legal-review.md, "right46"), not 12C1(b)-(d) and 12C2
together whatever the kind."""

from __future__ import annotations

import re
from html import unescape

import pytest

from .test_judgement import START, WEIGHTED, _walk_ui_to_score, form_fields, text_of

UI_LAWS = "16B1, 73C1, 16B1(a), 16B1(b), 12B1, 16B3"


def _record_laws(client, params: dict) -> str:
    """The Laws the prefilled ruling record's form holds after the score step computed `params`."""
    result = client.get(START["en"], params)
    assert result.status_code == 200
    record = re.search(
        r'<a class="big-button primary" href="([^"]+)">Make a ruling record from this</a>', result.content.decode()
    )
    form = client.get(unescape(record.group(1)))
    return re.search(r'name="laws" value="([^"]+)"', text_of(form)).group(1)


def test_a_weighted_score_records_12c1b_and_12c1c_not_the_artificial_scores_paragraphs(director_client):
    """12C1(c): "Atamalı ayarlı skor, masada gerçekleşmesi olası birkaç farklı sonucun gerçekleşme
    oranına bağlı ağırlıklı toplamı yansıtacak şekilde belirlenebilir" / WBF "An assigned adjusted
    score may be weighted to reflect the probabilities of a number of potential results". 12C2(a):
    "Bir usulsüzlük nedeniyle hiçbir sonuç elde edilemiyorsa [ve bkz. C1(d)] hakem ... yapay ayarlı
    skorlardan birini verebilir" / WBF "When owing to an irregularity no result can be obtained [see
    also C1(d)], the Director awards an artificial adjusted score". A weighted assigned score is
    neither: the record did list 12C1(d) and 12C2 with it."""
    page = _walk_ui_to_score(director_client)
    laws = _record_laws(director_client, {**form_fields(page, "weighted"), "kind": "weighted", **WEIGHTED})
    assert laws == f"{UI_LAWS}, 12C1(b), 12C1(c)"


@pytest.mark.parametrize("form", ["mp", "imps"])
def test_an_artificial_score_records_12c1d_and_12c2_not_the_weighted_scores_paragraphs(director_client, form):
    """12C1(d): "Eğer olasılıklar çok çeşitli ise ya da belirgin değil ise hakem yapay ayarlı skor
    verebilir. (Bkz. aşağıda C2 maddesi.)" / WBF "If the possibilities are numerous or not obvious, the
    Director may award an artificial adjusted score (see C2 below)": the desk's artificial score is
    12C1(d)'s, its figures 12C2's (12C2(a) "averaj artı (ikili turnuvada en az % 60)" / "average plus
    (at least 60% in pairs)"; 12C2(b) "artı 3 IMP" / "plus 3 IMPs"); it is not a weighted score of
    12C1(c), which the record did list with it."""
    page = _walk_ui_to_score(director_client)
    params = {**form_fields(page, "artificial"), "kind": "artificial", "form": form, "fault": "none"}
    assert _record_laws(director_client, params) == f"{UI_LAWS}, 12C1(d), 12C2"


@pytest.mark.parametrize(
    "lang, heading, figure",
    [
        ("en", "Artificial score (12C1(d), 12C2)", "Artificial adjusted score (Laws 12C1(d), 12C2): "),
        ("tr", "Yapay skor (12C1(d), 12C2)", "Yapay ayarlı skor (Yasa 12C1(d), 12C2): "),
    ],
)
def test_the_artificial_score_s_heading_and_figure_cite_12c1d_with_12c2(director_client, lang, heading, figure):
    """notes47: 12C1(d), TR "Eğer olasılıklar çok çeşitli ise ya da belirgin değil ise hakem yapay
    ayarlı skor verebilir. (Bkz. aşağıda C2 maddesi.)", WBF "If the possibilities are numerous or not
    obvious, the Director may award an artificial adjusted score (see C2 below)", is the paragraph
    under which the Director chooses the artificial score at this step (the page's own instruction
    says "if the possibilities are numerous or not obvious"); 12C2(a), TR "[ve bkz. C1(d)]", WBF
    "[see also C1(d)]", gives its figures. The heading and the figure cited 12C2 alone."""
    page = _walk_ui_to_score(director_client)
    params = {**form_fields(page, "artificial"), "kind": "artificial", "form": "mp", "fault": "none"}
    text = text_of(director_client.get(START[lang], params))
    assert f'<h2 id="artificial-h">{heading}</h2>' in text
    assert f'<p class="score-total judgement-figure">{figure}' in text
