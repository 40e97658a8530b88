"""Serving a question through the pages and reading back what the page holds."""

import re

from django.core import signing
from django.urls import reverse
from django.utils import translation

from quizzes import grading
from quizzes.models import ServedQuestion

SERVED = re.compile(r'name="served" value="([^"]+)"')
CHOICE = re.compile(r'name="choice" value="([^"]+)"')


def served_token(html: str) -> str:
    return SERVED.search(html).group(1)


def choice_tokens(html: str) -> list[str]:
    return CHOICE.findall(html)


def url_in(lang: str, name: str, *args) -> str:
    """The page's URL in a language: the slugs are translated (/tr/testler/..., /en/quiz/...)."""
    with translation.override(lang):
        return reverse(f"quizzes:{name}", args=args)


def shown_in(html: str) -> grading.ShownQuestion:
    """What the page's signed token says was shown (read as the server reads it)."""
    token = served_token(html)
    return grading._shown(token, signing.loads(token, salt=grading._SIGNING_SALT))


def open_question(client, qtype: str, ref: str, lang: str = "en"):
    """GET the stable link of a question; (html, ShownQuestion): nothing is saved yet."""
    url = url_in(lang, "question", qtype, ref)
    response = client.get(url)
    assert response.status_code == 200, url
    html = response.content.decode()
    return html, shown_in(html)


def answered(shown) -> ServedQuestion | None:
    """The row an answer to a shown question saved, if any."""
    return ServedQuestion.objects.filter(token=shown.nonce).first()


def right_and_wrong_tokens(served, question):
    keys = dict(served.choice_tokens)
    right = next(t for t, k in keys.items() if k == question.answer)
    wrong = next(t for t, k in keys.items() if k != question.answer)
    return right, wrong
