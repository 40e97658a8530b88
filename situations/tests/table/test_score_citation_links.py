"""The adjusted score calculator's own sentences link the Laws they cite (desklinks2, after
guidelinks and desklinks linked the guides' and the judgement steps' words): the scoring choice's
"Matchpoints (Law 78A)" / "IMPs (Law 78B)", the session label's 12C2(c), the notes under average
plus and minus (12C2(b), 78D, 86B3, 12C2(d)), the result's 78A or 78B note. A radio button's
citation stands beside its <label>, never inside it: a tap on "Matchpoints" chooses matchpoints, it
does not leave the page. The words read as before. (The desk's score step: desk/tests/
test_desk_citation_links.py.)

The paragraphs: 78A (TR "Maç Puanı Skoru (MP)", WBF "Matchpoint Scoring"), 78B (WBF "International
Matchpoint Scoring"), 12C2(c) (TR "... o seansın diğer bordlarında elde ettikleri yüzde ...", WBF
"Such contestants are awarded the percentage obtained ... on the other boards of that session").
"""

import re

import pytest

from tests.citation_links import assert_each_opens_its_paragraph, assert_scoring_cites_beside_its_labels, links_of

pytestmark = pytest.mark.django_db
PAGE = {"en": "/en/director/score/", "tr": "/tr/hakem/skor/"}
STATES = [
    {},
    {"kind": "weighted", "form": "mp", "score1": "420", "weight1": "60", "score2": "-50", "weight2": "40"},
    {"kind": "weighted", "form": "imps", "score1": "420", "weight1": "100", "other": "-50"},
    {"kind": "artificial", "form": "mp", "fault": "none", "session": "70"},
]


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_calculator_links_the_paragraphs_its_sentences_cite(client, lang):
    pages = []
    for state in STATES:
        response = client.get(PAGE[lang], {**state, "field": "420 450 -50"} if state.get("form") == "mp" else state)
        assert response.status_code == 200, state
        pages.append(response.content.decode())
    assert_scoring_cites_beside_its_labels(pages[0], lang)
    links = links_of(pages)
    anchors = {href.split("#")[1] for href in links}
    # the session's label, the notes under average plus and minus, the 78A and 78B notes of a result
    assert {"78A", "78B", "12C2c", "12C2b", "78D", "86B3", "12C2d"} <= anchors
    assert re.search(r'<label for="s-session">[^<]*</label> \(<a class="guide-cite" href="[^"]*#12C2c">', pages[0])
    assert_each_opens_its_paragraph(client, links, lang)
