"""A quiz's explanation quotes each paragraph it cites (quizzes.explain, from lawbook.quoting); a
footnote marked in the words the quote shows goes with it, as the editor's notes do
(templates/lawbook/quoted_footnote.html).

16B3's footnote 5: TR "Hakemi hemen veya daha sonra çağırmak bir usulsüzlük oluşturmaz"; WBF "It
is not an infraction to call the Director earlier or later". 64A1 and 64A2 mark footnote 19 (TR
"Bu Yasaya göre, yerin kazandığı bir löve, deklaranın kazandığı bir löve değildir"; WBF "For the
purposes of this Law, a trick won by dummy is not a trick won by declarer"). 16B2 marks none."""

import pytest
from django.template.loader import render_to_string
from django.utils import translation

from quizzes.explain import Step, quote

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "lang, said",
    [
        ("tr", "Hakemi hemen veya daha sonra çağırmak bir usulsüzlük oluşturmaz"),
        ("en", "Calling the Director immediately or later does not constitute an irregularity"),
    ],
)
def test_a_quoted_paragraph_carries_its_footnote_and_the_page_shows_it(lang, said):
    found = quote("16B3", lang)
    [footnote] = found.footnotes
    assert (footnote.number, footnote.label, footnote.text) == (5, "16B3", said)
    with translation.override(lang):
        html = render_to_string("quizzes/_explanation.html", {"steps": [Step("", [found])], "question": None})
    assert 'data-footnote="5"' in html and said in html


def test_a_quoted_paragraph_without_a_footnote_carries_none():
    assert quote("16B2", "en").footnotes == ()


def test_64a2_quoted_carries_footnote_19():
    assert [f.number for f in quote("64A2", "tr").footnotes] == [19]
