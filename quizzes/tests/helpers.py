"""Serving a question through the pages and reading back what the page holds; the claim questions
the test files read, made once a test process."""

import re
from functools import cache
from pathlib import Path

from django.core import signing
from django.urls import reverse
from django.utils import translation

from lawbook.text.parser import parse_lawbook
from quizzes import grading
from quizzes.bank import question as bank_question
from quizzes.generators import generate
from quizzes.models import ServedQuestion
from quizzes.questions import Question

SERVED = re.compile(r'name="served" value="([^"]+)"')
CHOICE = re.compile(r'name="choice" value="([^"]+)"')


def generated(qtype: str, seed: int) -> Question:
    """generate(qtype, seed) for a test that reads the question (not one that tests how it is
    made: test_generators.py's same-seed test calls generate itself). `generate` is a pure function
    of the type and seed, and a claim question is a few claim searches (15-20 ms of CPU, the other
    types 0.5-3 ms): six test files read the claim questions of the same seeds (0-300), so a
    test process makes each once (docs/benchmarks.md, suite35). The other types are made each
    time: a thousand seeds of twenty types would be kept for some 0.1 s each."""
    return _claim_question(seed) if qtype == "claim" else generate(qtype, seed)


@cache
def _claim_question(seed: int) -> Question:
    return generate("claim", seed)


@cache
def official_turkish() -> dict:
    """The official Turkish's paragraphs by label (fixtures/laws_tr.txt, read by the one parser), for a
    test that quotes the paragraph its sentence states."""
    text = (Path(__file__).resolve().parents[2] / "fixtures" / "laws_tr.txt").read_text(encoding="utf-8")
    return parse_lawbook(text).paragraph_map()


def right_answer(question: Question, lang: str) -> str:
    """The right choice's words in a language."""
    return getattr(question.choice(question.answer), lang)


def first_citing(qtype: str, label: str, count: int) -> list[Question]:
    """The first `count` questions of a type (seeds from 0) whose `laws` cite `label`: a test of
    what a paragraph's step says finds the questions that state it, whatever the seeds."""
    found, seed = [], 0
    while len(found) < count:
        question = generated(qtype, seed)
        if label in question.laws:
            found.append(question)
        seed += 1
    return found


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


def wrong_answer_page(client, qtype: str, ref: str, lang: str) -> str:
    """The page after a wrong answer to the question, which shows its explanation."""
    html, shown = open_question(client, qtype, ref, lang)
    question = bank_question(qtype, ref)
    wrong = next(t for t, k in shown.choice_tokens if k != question.answer)
    assert wrong in choice_tokens(html)
    response = client.post(url_in(lang, "answer"), {"served": served_token(html), "choice": wrong}, follow=True)
    assert response.status_code == 200
    return response.content.decode()


def answered(shown) -> ServedQuestion | None:
    """The row an answer to a shown question saved, if any."""
    return ServedQuestion.objects.filter(token=shown.nonce).first()


def right_and_wrong_tokens(served, question):
    keys = dict(served.choice_tokens)
    right = next(t for t, k in keys.items() if k == question.answer)
    wrong = next(t for t, k in keys.items() if k != question.answer)
    return right, wrong
