"""An exam's form-only addresses (its start, its finish, a question set aside) opened by GET, from
a bookmark, a typed address or a page reloaded from history, lead to the page their form is on:
the exam form on the quizzes' home, or the exam itself. They used to answer with a bare 405
("HTTP ERROR 405" in Chromium, polish73). A GET starts, finishes and sets aside nothing."""

import pytest
from django.test import Client

from quizzes.models import Exam, ServedQuestion

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "lang,address,home", [("en", "/en/quiz/exam/", "/en/quiz/"), ("tr", "/tr/testler/sinav/", "/tr/testler/")]
)
def test_the_exam_start_opened_by_get_leads_to_the_exam_form_and_starts_none(lang, address, home):
    response = Client().get(address, {"count": "2", "topics": ["where"]})
    assert (response.status_code, response["Location"]) == (302, home + "#exam")
    assert not Exam.objects.exists()
    assert 'id="exam"' in Client().get(home).content.decode(), "the form is where the link leads"


@pytest.mark.parametrize("step", ["finish", "set-aside"])
def test_an_exams_finish_or_set_aside_opened_by_get_leads_to_the_exam_and_changes_nothing(step):
    client = Client()
    client.post("/en/quiz/exam/", {"count": "2", "topics": ["where"]})
    exam = Exam.objects.get()
    served = exam.items.first()
    response = client.get(f"/en/quiz/exam/{exam.token}/{step}/", {"served": served.token, "flag": "1"})
    assert (response.status_code, response["Location"]) == (302, f"/en/quiz/exam/{exam.token}/")
    exam.refresh_from_db()
    assert exam.finished_at is None
    assert not ServedQuestion.objects.filter(skipped=True).exists()
    assert not ServedQuestion.objects.filter(flagged=True).exists()


def test_the_turkish_finish_address_opened_by_get_leads_to_the_turkish_exam():
    client = Client()
    client.post("/tr/testler/sinav/", {"count": "2", "topics": ["where"]})
    exam = Exam.objects.get()
    response = client.get(f"/tr/testler/sinav/{exam.token}/bitir/")
    assert (response.status_code, response["Location"]) == (302, f"/tr/testler/sinav/{exam.token}/")


def test_someone_elses_exams_finish_opened_by_get_is_the_404_of_its_exam():
    owner = Client()
    owner.post("/en/quiz/exam/", {"count": "2", "topics": ["where"]})
    exam = Exam.objects.get()
    assert Client().get(f"/en/quiz/exam/{exam.token}/finish/").status_code == 404
    assert Client().get("/en/quiz/exam/not-a-token/set-aside/").status_code == 404
