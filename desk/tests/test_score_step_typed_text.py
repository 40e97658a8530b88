"""What a Director types into the score step reaches its errors as his characters (qa112, reading
links4): the one error that repeats typed text, the other tables' scores' ("“12C2” is not"), quotes
it, so a label typed there ("12C2", "86B2(b)") is not drawn as a link to a Law the page never cited
(situations.citation_links: never inside a quotation, qa110), and markup or an ampersand typed there
is shown as typed, escaped. The same error on the score calculator's page reads the same."""

from __future__ import annotations

import re

import pytest

from situations.tests.table.test_score_page import CONTRACT_MP, PAGE
from tests.citation_links import LINK

from .test_judgement import START, _walk_ui_to_score, form_fields

pytestmark = pytest.mark.django_db

NOT_A_SCORE = {
    "en": "The other tables&#x27; scores must be whole numbers of at most 6 digits: “{}” is not.",
    "tr": "Diğer masaların skorları en çok 6 basamaklı tam sayılar olmalıdır: “{}” öyle değil.",
}


def _alert(response) -> str:
    assert response.status_code == 400
    return re.search(r'class="form-error" role="alert">(.*?)</div>', response.content.decode(), re.S).group(1)


def _desk_step(client, lang: str, field: str):
    page = _walk_ui_to_score(client, lang)
    params = {**form_fields(page, "weighted"), "kind": "weighted", "form": "mp", "score1": "100", "weight1": "100"}
    return client.get(START[lang], {**params, "field": field})


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("typed", ["12C2", "86B2(b)"])
def test_a_label_typed_as_a_score_is_quoted_not_linked(director_client, lang, typed):
    alert = _alert(_desk_step(director_client, lang, typed))
    assert LINK.findall(alert) == []
    assert NOT_A_SCORE[lang].format(typed) in alert


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize(
    "typed, shown",
    [("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"), ("A&B", "A&amp;B")],
)
def test_markup_and_ampersands_typed_as_a_score_are_shown_escaped(director_client, lang, typed, shown):
    response = _desk_step(director_client, lang, typed)
    assert NOT_A_SCORE[lang].format(shown) in _alert(response)
    assert "<script>alert(1)" not in response.content.decode()


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_calculator_quotes_it_too(director_client, lang):
    alert = _alert(director_client.get(PAGE[lang], {**CONTRACT_MP, "field": "620 12C2"}))
    assert LINK.findall(alert) == []
    assert NOT_A_SCORE[lang].format("12C2") in alert
