"""qa83: a Director studies (practice, exams, spaced review walked). An exam holds its questions
as (type, ref) rows from its start; the question behind a row can go away while the exam is open
or after it: a curated question the fixture no longer has (`load_quiz_fixtures` removes it), or
a generated one a newly published edition's text can no longer be told for (`GenerationError`,
`bank.UnknownQuestion`). Before qa83 the exam page, the answer and the results each were a
server error (500) then; the review page already dropped such a card (`review_page`)."""

import re
from html import unescape

import pytest
from django.test import Client

from quizzes import bank
from quizzes.models import CuratedQuestion, Exam, ServedQuestion

from .helpers import url_in

pytestmark = pytest.mark.django_db


def _text(response) -> str:
    return unescape(re.sub(r"<[^>]+>", " ", response.content.decode()))


def _exam_with_a_curated_first_question(client, lang):
    client.post(url_in(lang, "exam_start"), {"count": "3", "topics": ["board"]})
    exam = Exam.objects.get()
    first = exam.items.order_by("position").first()
    curated = CuratedQuestion.objects.filter(qtype="board").exclude(slug__in=[]).first()
    ServedQuestion.objects.filter(pk=first.pk).update(
        ref="c-" + curated.slug,
        choice_tokens=[[f"t{c.key}", c.key] for c in bank.question("board", "c-" + curated.slug).choices],
    )
    return exam, ServedQuestion.objects.get(pk=first.pk), curated


@pytest.mark.parametrize(
    "lang, refused, question_1",
    [
        ("en", "This question is no longer available", "Question 1 of 3"),
        ("tr", "Bu soru artık yok", "Soru 1 / 3"),
    ],
)
def test_an_exam_question_removed_while_the_exam_is_open_is_replaced_not_a_server_error(lang, refused, question_1):
    client = Client(raise_request_exception=False)
    exam, first, curated = _exam_with_a_curated_first_question(client, lang)
    page = client.get(url_in(lang, "exam", exam.token))
    assert page.status_code == 200 and 'value="ta"' in page.content.decode()

    curated.delete()  # the fixture no longer has it: load_quiz_fixtures removes it
    # the page the Director has open is answered: a clear refusal leading back to the exam
    answered = client.post(url_in(lang, "answer"), {"served": first.token, "choice": "ta"})
    assert answered.status_code == 409, answered.status_code
    assert refused in _text(answered)
    assert url_in(lang, "exam", exam.token) in answered.content.decode()

    # back to the exam: another question of the same topic in its place, the same number
    again = client.get(url_in(lang, "exam", exam.token))
    assert again.status_code == 200, again.status_code
    assert question_1 in " ".join(_text(again).split())
    replaced = ServedQuestion.objects.get(pk=first.pk)
    assert replaced.qtype == "board" and replaced.ref != "c-" + curated.slug
    question = bank.question(replaced.qtype, replaced.ref)
    right = next(t for t, k in replaced.choice_tokens if k == question.answer)
    assert client.post(url_in(lang, "answer"), {"served": first.token, "choice": right}).status_code == 302
    assert ServedQuestion.objects.get(pk=first.pk).correct is True
    assert exam.items.count() == 3


@pytest.mark.parametrize(
    "lang, gone",
    [
        ("en", "This question is no longer available: the text it was made from has changed since."),
        ("tr", "Bu soru artık yok: yapıldığı metin o zamandan beri değişti."),
    ],
)
def test_the_results_of_an_exam_whose_question_went_away_count_the_answer_given(lang, gone):
    client = Client(raise_request_exception=False)
    exam, first, curated = _exam_with_a_curated_first_question(client, lang)
    question = bank.question(first.qtype, first.ref)
    wrong = next(k for k in ("a", "b", "c", "d") if k != question.answer)
    assert client.post(url_in(lang, "answer"), {"served": first.token, "choice": f"t{wrong}"}).status_code == 302
    client.post(url_in(lang, "exam_finish", exam.token))
    curated.delete()

    results = client.get(url_in(lang, "exam_results", exam.token))
    assert results.status_code == 200, results.status_code
    text = " ".join(_text(results).split())
    # the score counts what was graded when it was answered: one wrong, two unanswered
    assert ("0 right out of 3." if lang == "en" else "3 sorudan 0 doğru.") in text
    assert gone in text
    assert client.get(url_in(lang, "home")).status_code == 200
