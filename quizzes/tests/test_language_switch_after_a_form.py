"""The language switch on a page drawn in answer to a quiz form. The answer's address (/tr/testler/
cevap/) and the exam's start (/tr/testler/sinav/) take only the form (POST): the switch on their
pages led there by GET, a blank "HTTP ERROR 405" in the browser (polish72: a director reading the
explanation of his answer in Turkish tapped "English"). The answer's form now leads to the
answer's own page (POST, redirect, GET: polish75), whose switch opens the same answer in the other
language; a refused answer leads to a page of its own too (polish76), whose switch opens the
same refusal; a refused exam form's leads to the quizzes."""

import re
from html import unescape

import pytest
from django.test import Client

from quizzes import bank

from .helpers import open_question, right_and_wrong_tokens, url_in

pytestmark = pytest.mark.django_db

SWITCH = re.compile(r'<span class="language-switch"><a href="([^"]+)"')


def switch_of(response) -> str:
    return unescape(SWITCH.search(response.content.decode()).group(1))


@pytest.mark.parametrize("lang,other", [("tr", "en"), ("en", "tr")])
def test_the_switch_on_an_answers_page_leads_to_the_answer_in_the_other_language(lang, other):
    client = Client()
    question = bank.question("board", "1")
    _html, served = open_question(client, "board", "1", lang=lang)
    feedback = client.post(
        url_in(lang, "answer"),
        {"served": served.token, "choice": right_and_wrong_tokens(served, question)[1]},
        follow=True,
    )
    assert feedback.status_code == 200
    target = switch_of(feedback)
    assert target.startswith(f"/{other}/") and target.split("/")[-2] == feedback.redirect_chain[-1][0].split("/")[-2]
    page = client.get(target)
    assert page.status_code == 200
    shown = unescape(page.content.decode())
    assert question.prompt(other) in shown and ("Not quite." in shown or "Tam değil." in shown)


def test_the_switch_on_a_refused_answer_leads_to_the_refusal_in_the_other_language():
    """A refusal is a page of its own (POST, redirect, GET: polish76): its switch opens the same
    refusal, with its reason, in the other language (it led to the quizzes' home before)."""
    client = Client()
    question = bank.question("board", "1")
    _html, served = open_question(client, "board", "1", lang="tr")
    choice = right_and_wrong_tokens(served, question)[0]
    client.post(url_in("tr", "answer"), {"served": served.token, "choice": choice})
    again = client.post(url_in("tr", "answer"), {"served": served.token, "choice": choice}, follow=True)
    assert again.status_code == 409 and "Bu soru zaten cevaplandı" in again.content.decode()
    target = switch_of(again)
    assert target == url_in("en", "refused", "answered")
    english = client.get(target)
    assert english.status_code == 409 and "This question has already been answered" in english.content.decode()


def test_the_switch_on_a_refused_exam_form_leads_to_the_quizzes():
    client = Client()
    refused = client.post(url_in("tr", "exam_start"), {"topics": ["revoke"], "count": "0"})
    assert refused.status_code == 400
    target = switch_of(refused)
    assert target == url_in("en", "home") and client.get(target).status_code == 200
