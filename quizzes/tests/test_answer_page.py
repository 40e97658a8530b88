"""An answer is sent by POST and shown by GET (POST, redirect, GET): Back and reload after
answering asked the browser to send the form again ("Confirm Form Resubmission"), since the
verdict was the POST's own answer (polish74 found it, polish75). The answer's page has an address
of its own, for the person who answered: reloading it shows the same verdict, explanation and next
question and grades nothing; anyone else gets a 404."""

import pytest
from django.test import Client

from quizzes import bank
from quizzes.models import Exam, ReviewCard, ServedQuestion

from .helpers import answered, open_question, right_and_wrong_tokens, url_in

pytestmark = pytest.mark.django_db


def _answer(client, lang="en", topics=()):
    question = bank.question("board", "1")
    _html, shown = open_question(client, "board", "1", lang)
    data = {"served": shown.token, "choice": right_and_wrong_tokens(shown, question)[1], "topics": list(topics)}
    return shown, client.post(url_in(lang, "answer"), data)


@pytest.mark.parametrize(
    "lang, verdict, next_question", [("en", "Not quite.", "Next question"), ("tr", "Tam değil.", "Sıradaki soru")]
)
def test_the_answer_leads_by_get_to_a_page_that_reloads_without_grading_again(lang, verdict, next_question):
    client = Client()
    shown, response = _answer(client, lang, topics=["board", "imps"])
    assert response.status_code == 303  # See Other: the browser's next request is a GET
    row = answered(shown)
    assert response["Location"].startswith(url_in(lang, "answered", row.token))
    assert "topics=board&topics=imps" in response["Location"]  # the next question keeps to them
    cards = list(ReviewCard.objects.values_list("pk", "due", "reviews", "lapses"))
    for _reload in range(2):
        page = client.get(response["Location"])
        assert page.status_code == 200
        html = page.content.decode()
        assert verdict in html and '<ol class="steps">' in html and next_question in html
        assert "topics=board&amp;topics=imps" in html
    assert ServedQuestion.objects.filter(answered_at__isnull=False).count() == 1
    assert list(ReviewCard.objects.values_list("pk", "due", "reviews", "lapses")) == cards  # graded once


def test_someone_elses_answer_page_is_a_404():
    client = Client()
    _shown, response = _answer(client)
    assert Client().get(response["Location"]).status_code == 404


@pytest.mark.parametrize("token", ["made-up-token", "a" * 40, "%00"])
def test_an_answer_page_naming_no_answer_is_a_404(token):
    client = Client()
    _answer(client)
    assert client.get(f"/en/quiz/answered/{token}/").status_code == 404


def test_an_exam_questions_row_leads_to_the_exam_not_its_answer():
    client = Client()
    client.post(url_in("en", "exam_start"), {"count": "3", "topics": ["board"]})
    exam = Exam.objects.get()
    item = exam.items.order_by("position").first()
    item.answered_at, item.answer_given, item.correct = exam.started_at, "x", False
    item.save()
    response = client.get(url_in("en", "answered", item.token))
    assert response.status_code == 302 and response["Location"] == url_in("en", "exam", exam.token)
