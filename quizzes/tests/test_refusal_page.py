"""A refused answer (an exam over, an answer from another tab, a question set aside that is no
longer the exam's) leads by POST, redirect, GET to a page of its own that says why
(quizzes.views.refused). It was drawn at the answer's POST-only address: a reload asked to send the
answer again, and the address kept in the history or a bookmark led to the quizzes' home without a
word of why."""

from datetime import timedelta

import pytest
from django.test import Client

from quizzes.models import Exam

from .helpers import url_in

pytestmark = pytest.mark.django_db


def _over_exam(client, lang):
    client.post(url_in(lang, "exam_start"), {"count": "2", "topics": ["where"], "time_limit": "1"})
    exam = Exam.objects.get()
    Exam.objects.filter(pk=exam.pk).update(started_at=exam.started_at - timedelta(minutes=2))
    return exam


@pytest.mark.parametrize("lang, over", [("en", "The exam is over"), ("tr", "Sınav bitti")])
def test_an_answer_after_the_time_limit_leads_to_a_refusal_one_can_reload(lang, over):
    client = Client()
    exam = _over_exam(client, lang)
    item = exam.items.get(position=0)
    sent = client.post(url_in(lang, "answer"), {"served": item.token, "choice": item.choice_tokens[0][0]})
    assert sent.status_code == 303
    assert sent["Location"] == url_in(lang, "refused", "exam-over") + f"?exam={exam.token}"
    for _reload in range(2):  # the page itself, then reloaded: the same reason, nothing graded
        page = client.get(sent["Location"])
        assert page.status_code == 409
        html = page.content.decode()
        assert over in html and url_in(lang, "exam_results", exam.token) in html
    assert exam.items.filter(answered_at__isnull=False).count() == 0


def test_the_refusal_page_does_not_show_someone_elses_exam():
    owner, stranger = Client(), Client()
    exam = _over_exam(owner, "en")
    item = exam.items.get(position=0)
    address = owner.post(url_in("en", "answer"), {"served": item.token, "choice": item.choice_tokens[0][0]})["Location"]
    page = stranger.get(address)  # the address shared, or opened in another browser
    assert page.status_code == 409
    html = page.content.decode()
    assert url_in("en", "exam", exam.token) not in html and url_in("en", "practice") in html


def test_a_question_answered_in_another_tab_then_set_aside_leads_to_a_refusal_one_can_reload():
    client = Client()
    client.post(url_in("en", "exam_start"), {"count": "2", "topics": ["where"]})
    exam = Exam.objects.get()
    item = exam.items.get(position=0)
    client.post(url_in("en", "answer"), {"served": item.token, "choice": item.choice_tokens[0][0]})
    sent = client.post(url_in("en", "exam_set_aside", exam.token), {"served": item.token, "skip": "1"})
    assert sent.status_code == 303
    page = client.get(sent["Location"])
    assert page.status_code == 409
    html = page.content.decode()
    assert "not an unanswered question of this exam" in html and url_in("en", "exam", exam.token) in html


def test_an_answer_from_a_question_never_shown_is_refused_on_a_page_of_its_own():
    client = Client()
    page = client.post(url_in("en", "answer"), {"served": "not-a-token", "choice": "x"}, follow=True)
    assert page.redirect_chain == [(url_in("en", "refused", "not-yours"), 303)]
    assert page.status_code == 403 and "was not given to you" in page.content.decode()


@pytest.mark.parametrize("why", ["nothing", "answered%00", "x" * 300])
def test_a_reason_the_site_does_not_give_is_a_404(why):
    assert Client().get(f"/en/quiz/refused/{why}/").status_code == 404


def test_an_exam_token_that_cannot_be_one_is_ignored():
    page = Client().get(url_in("en", "refused", "answered") + "?exam=%27%3B--")
    assert page.status_code == 409 and url_in("en", "practice") in page.content.decode()


@pytest.mark.parametrize("lang, way_on", [("en", "Next review question"), ("tr", "Sıradaki tekrar sorusu")])
def test_a_review_answer_sent_again_leads_back_to_the_review(lang, way_on):
    """A review question answered, then Back to it and answered again (polish79, on the phone): the
    refusal's way on is the review, with the questions still due, not a new practice question."""
    from django.utils import timezone

    from quizzes.models import ReviewCard

    from .helpers import choice_tokens, served_token

    client = Client()
    # A topic whose questions have choices: practice on every topic may serve a number to enter
    # (IMPs, scoring), which has none, and the test then depended on the draw.
    practice = client.get(url_in(lang, "practice") + "?topics=revoke").content.decode()
    client.post(url_in(lang, "answer"), {"served": served_token(practice), "choice": choice_tokens(practice)[0]})
    ReviewCard.objects.update(due=timezone.now() - timedelta(hours=1))
    due = client.get(url_in(lang, "review")).content.decode()
    sent = {"served": served_token(due), "choice": choice_tokens(due)[0]}
    assert client.post(url_in(lang, "answer"), sent).status_code == 303
    again = client.post(url_in(lang, "answer"), sent)  # Back to the question, the answer sent again
    assert again.status_code == 303
    for _reload in range(2):
        page = client.get(again["Location"])
        assert page.status_code == 409
        html = page.content.decode()
        assert f'href="{url_in(lang, "review")}">{way_on}</a>' in html
        assert url_in(lang, "practice") not in html.split("<main", 1)[-1].split("</main>")[0]
