"""Serving a question through the pages and reading back what the page holds."""
import re

from quizzes.models import ServedQuestion

SERVED = re.compile(r'name="served" value="([^"]+)"')
CHOICE = re.compile(r'name="choice" value="([^"]+)"')


def served_token(html: str) -> str:
    return SERVED.search(html).group(1)


def choice_tokens(html: str) -> list[str]:
    return CHOICE.findall(html)


def open_question(client, qtype: str, ref: str, lang: str = "en"):
    """GET the stable link of a question; (html, ServedQuestion)."""
    url = f"/{lang}/quiz/question/{qtype}/{ref}/"
    response = client.get(url)
    assert response.status_code == 200, url
    html = response.content.decode()
    return html, ServedQuestion.objects.get(token=served_token(html))


def right_and_wrong_tokens(served, question):
    keys = dict(served.choice_tokens)
    right = next(t for t, k in keys.items() if k == question.answer)
    wrong = next(t for t, k in keys.items() if k != question.answer)
    return right, wrong
