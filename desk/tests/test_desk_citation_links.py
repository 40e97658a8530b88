"""The Laws the judgement steps' own words cite, one tap away (desklinks; guidelinks linked the
guides' steps and endings the same way, situations/citation_links.py): each citation in a path's
title (the heading above the trail), the trail's questions and answers, a step's question and note,
and an ending's title and consequence is a link to that paragraph in its Law's page, in the page's
language, its text the citation's words. The start page's path buttons (links already) and the
answers' buttons stay words: no link in a link. desklinks2: the catalogue's sentences too (the score
step's notes, caption and results, the start page's lede), the labels written without the word
for a Law ("in team play 86B"), and a form label's citation beside its <label>, never inside it.

The paragraph the exact test's ending cites, in the official Turkish (fixtures/laws_tr.txt) and the
WBF English: 31A1, TR "Bu rakip pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar etmek
zorundadır ve bu konuşma yasal ise başka bir onarma yapılmaz", WBF "If that opponent passes, offender
must repeat the call out of rotation, and when that call is legal there is no rectification" (31A:
the offender called at his right-hand opponent's turn).
"""

import re
from urllib.parse import urlencode

import pytest
from django.urls import reverse
from django.utils import translation

from desk.judgement import PATHS, walk
from tests import shared_renders
from tests.citation_links import (
    LINK,
    assert_each_opens_its_paragraph,
    assert_scoring_cites_beside_its_labels,
    inside,
    links_of,
)
from tests.seen import seen

from .test_judgement import START, _walk_ui_to_score, form_fields

pytestmark = pytest.mark.django_db
LANGS = ["tr", "en"]


def every_page():
    """The query string of every step, ending and score step of every judgement path, answer by
    answer from each path's first question (desk.judgement.walk reads it as the page does)."""
    for key in PATHS:
        waiting = [[("path", key)]]
        while waiting:
            state = waiting.pop()
            yield state
            question = walk(dict(state)).question
            if question is not None:
                waiting += [state + [(question.key, answer.key)] for answer in question.answers]


@pytest.mark.parametrize("lang", LANGS)
def test_the_ending_s_heading_links_the_paragraph_it_names(director_client, lang):
    """Before desklinks the heading was words only: "<h1>... (Law 31A1)</h1>"."""
    html = director_client.get(START[lang] + "?path=replaced&withdrawn=bid_rho").content.decode()
    with translation.override(lang):
        href = reverse("lawbook:law", args=[31]) + "#31A1"
    heading = {
        "en": "Right-hand opponent passed: the offender must repeat his call",
        "tr": "Sağdaki rakip pas geçti: kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır",
    }[lang]
    word = {"en": "Law", "tr": "Yasa"}[lang]
    assert f'<h1>{heading} (<a class="guide-cite" href="{href}">{word} 31A1</a>)</h1>' in html
    assert f"<h1>{heading} ({word} 31A1)</h1>" in seen(html)  # the words read as before
    # The path's title above the trail ("... (Laws 23C, 27D)") and the answer in the trail ("... (Laws
    # 29B, 31A1)") link theirs too; the trail's "change" link stands after the answer, not around it.
    crumb = re.search(r"› (.*?)</p>", html).group(1)
    assert [href.split("#")[1] for href, _ in LINK.findall(crumb)] == ["23C", "27D"]
    trail = re.search(r'<ol class="trail judgement-trail".*?</ol>', html, re.S).group(0)
    assert [href.split("#")[1] for href, _ in LINK.findall(trail)] == ["29B", "31A1"]


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
def test_every_judgement_step_links_its_citations_to_paragraphs_of_the_edition(director_client, lang):
    """Every step, ending and score step of every path: its links to the Laws stand in no other link
    (the start page's path buttons and the answers' buttons hold none), and every one, followed,
    opens its Law's page with the paragraph's anchor on it, the paragraph the link's words name."""
    links: dict[str, set[str]] = {}
    pages = 0
    for state in every_page():
        url = START[lang] + "?" + urlencode(state)
        response = shared_renders.get(director_client, url)  # the judgement tests' walks read the same steps
        assert response.status_code == 200, url
        html = response.content.decode()
        pages += 1
        for found in LINK.finditer(html):
            assert not inside(html, found.start(), "a") and not inside(html, found.start(), "label"), url
            links.setdefault(found.group(1), set()).add(found.group(2))
    start = director_client.get(START[lang]).content.decode()
    buttons = re.search(r'<ul class="judgement-paths">.*?</ul>', start, re.S).group(0)
    assert 'class="guide-cite"' not in buttons  # the path buttons are links: their words stay words
    assert pages > 100 and len(links) > 100, (pages, len(links))
    assert_each_opens_its_paragraph(director_client, links, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_score_step_links_its_sentences_and_its_headings_labels(director_client, lang):
    """The catalogue's sentences on the score step (desklinks2): the 86B pointer (86B, 12A, 86B1,
    12C1(c), 86B2), the rows' caption (77), the headings' labels written bare ("Weighted score
    (12C1(c))", "Artificial score (12C1(d), 12C2)"), the scoring choice beside its labels; the
    result's figure its 12C1(c), and none of its numbers (a contract, tricks, a score, per cent)."""
    step = _walk_ui_to_score(director_client, lang)
    html = step.content.decode()
    assert_scoring_cites_beside_its_labels(html, lang)
    anchors = {href.split("#")[1] for href in links_of([html])}
    assert {"86B", "12A", "86B1", "12C1c", "86B2", "77", "12C1d", "12C2"} <= anchors
    heading = re.search(r'<h2 id="weighted-h">(.*?)</h2>', html).group(1)
    assert [href.split("#")[1] for href, _ in LINK.findall(heading)] == ["12C1c"]
    rows = {"contract1": "4S", "declarer1": "N", "tricks1": "10", "weight1": "60", "contract2": "3S"}
    rows |= {"declarer2": "N", "tricks2": "9", "weight2": "40", "field": "420 170 -50", "vul": "None"}
    result = director_client.get(START[lang], {**form_fields(step, "weighted"), "side": "NS", "form": "mp", **rows})
    figure = re.search(r'<p class="score-total judgement-figure">(.*?)</p>', result.content.decode()).group(1)
    assert [href.split("#")[1] for href, _ in LINK.findall(figure)] == ["12C1c"]
    assert "4♠" in figure and "420" in figure
    assert_each_opens_its_paragraph(director_client, links_of([html, result.content.decode()]), lang)
