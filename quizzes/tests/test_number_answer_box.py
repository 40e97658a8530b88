"""A quiz's number answer box is bounded: its maxlength is what the grader reads (twelve
characters, six digits), and a number too long for it is told so ("at most 6 digits"), not "Enter
a whole number", which 1234567 is (polish75). Nothing is graded."""

import pytest
from django.test import Client

from quizzes.grading import ANSWER_DIGITS, ANSWER_LENGTH

from .helpers import answered, open_question
from .test_grading import numeric_case

pytestmark = pytest.mark.django_db


def test_the_number_box_has_its_maxlength():
    html, _served = open_question(Client(), "scoring", numeric_case("scoring"))
    assert f'name="number" inputmode="numeric" autocomplete="off" maxlength="{ANSWER_LENGTH}" required' in html


@pytest.mark.parametrize(
    "lang, number, said",
    [
        ("en", "1234567", "Enter a whole number of at most 6 digits, such as 620 or 1400."),
        ("en", "1" * 5000, "Enter a whole number of at most 6 digits"),
        ("tr", "1.234.567", "En çok 6 basamaklı bir tam sayı girin; örneğin 620 ya da 1400."),
        ("en", "four hundred", "Enter a whole number."),
    ],
)
def test_a_number_too_long_is_told_its_limit_and_not_graded(lang, number, said):
    client = Client()
    _html, served = open_question(client, "scoring", numeric_case("scoring"), lang)
    response = client.post(
        f"/{lang}/{'quiz/answer' if lang == 'en' else 'testler/cevap'}/", {"served": served.token, "number": number}
    )
    assert response.status_code == 400
    page = response.content.decode()
    assert said in page
    assert ANSWER_DIGITS == 6 and answered(served) is None
