"""fix81: the desk's artificial score for a contestant only partly at fault, at IMPs, says what the
score calculator says of it: 12C2(b) gives IMPs for average plus and average minus only, and 0 IMPs for
average is the engine's reading, not a figure of the Laws.

12C2(a), TR "kısmen kusurlu yarışmacıya averaj (ikili turnuvada % 50)", WBF "average (50% in pairs) to a
contestant only partly at fault"; 12C2(b), TR "Hakem, IMP skorlamalı bir oyunda averaj artı veya averaj
eksi olarak yapay bir ayarlı skor atamayı tercih ederse, bu skorlar artı 3 IMP veya eksi 3 IMP ye karşılık
gelir", WBF "When the Director chooses to award an artificial adjusted score of average plus or average
minus at IMP play, that score is plus 3 IMPs or minus 3 IMPs respectively." Before, the desk read
"Only partly at fault: average: 0 IMPs" with no word of it (qa104, "Left").
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from tests.seen import seen

from .test_judgement import START, _walk_ui_to_score, form_fields, record_form, text_of

pytestmark = pytest.mark.django_db

CALCULATOR = {"en": "/en/director/score/", "tr": "/tr/hakem/skor/"}
# the words of the note that carry 12C2(b): its figures are for average plus and minus only
ONLY = {"en": "for average plus and average minus only", "tr": "yalnızca averaj artı ve averaj eksi için"}


def _notes(response) -> list[str]:
    return [unescape(n).strip() for n in re.findall(r'<p class="note">([^<]*)</p>', seen(response.content.decode()))]


def _calculator_note(client, lang: str) -> str:
    response = client.get(CALCULATOR[lang], {"kind": "artificial", "form": "imps", "fault": "partly"})
    assert response.status_code == 200
    said = [n for n in _notes(response) if ONLY[lang] in n]
    assert len(said) == 1, _notes(response)
    return said[0]


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_average_at_imps_on_the_desk_carries_the_calculator_s_note(director_client, lang):
    page = _walk_ui_to_score(director_client, lang)
    params = {**form_fields(page, "artificial"), "kind": "artificial", "form": "imps", "side": "EW"}
    response = director_client.get(START[lang], {**params, "fault": "partly"})
    assert response.status_code == 200
    figure = {"en": "Only partly at fault: average: 0 IMPs", "tr": "Kısmen kusurlu: averaj: 0 IMP"}[lang]
    assert figure in text_of(response)
    note = _calculator_note(director_client, lang)
    assert note in _notes(response)
    record = record_form(director_client, response)
    assert note in record


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("form, fault", [("imps", "none"), ("imps", "directly"), ("mp", "partly")])
def test_figures_the_laws_give_have_no_such_note(director_client, lang, form, fault):
    """12C2(b)'s plus or minus 3 IMPs and 12C2(a)'s 50 % are the Laws' own figures: no note that a
    figure is the engine's reading."""
    page = _walk_ui_to_score(director_client, lang)
    params = {**form_fields(page, "artificial"), "kind": "artificial", "form": form, "side": "EW"}
    response = director_client.get(START[lang], {**params, "fault": fault})
    assert response.status_code == 200
    assert not [n for n in _notes(response) if ONLY[lang] in n]
