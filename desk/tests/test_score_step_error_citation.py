"""The desk's score step's form errors link the paragraphs they cite, as the score calculator's
errors do (links3; links4, issue 22): at 86B2(b)'s step (one contestant at fault in team play) a
matchpoint score is refused, "Law 86B2(b)'s average plus is Law 12C2(b)'s" (12C2(b): TR "IMP
skorlamalı bir oyunda averaj artı veya averaj eksi ... artı 3 IMP veya eksi 3 IMP ye karşılık gelir",
WBF "at IMP play, that score is plus 3 IMPs or minus 3 IMPs"), each Law a link to its paragraph."""

from __future__ import annotations

import pytest

from tests.citation_links import LINK, assert_each_opens_its_paragraph

from .test_desk95 import WRONG, _walk
from .test_desk96 import NOT_IMPS
from .test_judgement import START, form_fields, text_of

pytestmark = pytest.mark.django_db

CITED = {"en": ["Law 86B2(b)", "Law 12C2(b)"], "tr": ["Yasa 86B2(b)", "Yasa 12C2(b)"]}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_score_step_s_error_links_the_paragraphs_it_cites(director_client, lang):
    page = _walk(director_client, lang, WRONG, ("teams", "multiple", "no", "one"))
    params = {**form_fields(page, "weighted"), "kind": "weighted", "form": "mp", "score1": "100", "weight1": "100"}
    result = director_client.get(START[lang], params)
    assert result.status_code == 400
    alert = result.content.decode().split('class="form-error" role="alert"', 1)[1].split("</div>", 1)[0]
    links = LINK.findall(alert)
    assert [words for _, words in links] == CITED[lang]
    assert NOT_IMPS[lang] in text_of(result)  # the words read as before
    assert_each_opens_its_paragraph(director_client, {href: {words} for href, words in links}, lang)
