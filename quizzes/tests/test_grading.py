"""Honest grading: the server checks answers, the page never holds the answer before it is
given, answers to questions not served to this person are refused, and bad input gives a form
error or a 4xx, never a server error."""

import pytest
from django.test import Client

from quizzes import bank
from quizzes.generators import generate
from quizzes.models import ServedQuestion

from .helpers import answered, choice_tokens, open_question, right_and_wrong_tokens

pytestmark = pytest.mark.django_db

CASES = [
    ("revoke", "3"),
    ("scoring", "1"),
    ("penalty_card", "5"),
    ("lead_out_of_turn", "2"),
    ("board", "9"),
    ("imps", "0"),
    ("definitions", "4"),
    ("where", "6"),
]


def choice_case(qtype):
    for seed in range(50):
        if generate(qtype, seed).choices:
            return str(seed)
    raise AssertionError(qtype)


def numeric_case(qtype):
    for seed in range(200):
        if not generate(qtype, seed).choices:
            return str(seed)
    raise AssertionError(qtype)


@pytest.mark.parametrize(
    "qtype", ["scoring", "revoke", "penalty_card", "lead_out_of_turn", "definitions", "where", "board", "imps"]
)
def test_right_and_wrong_answers_are_graded_on_the_server(qtype):
    client = Client()
    ref = choice_case(qtype)
    question = bank.question(qtype, ref)
    html, served = open_question(client, qtype, ref)
    right, wrong = right_and_wrong_tokens(served, question)
    response = client.post("/en/quiz/answer/", {"served": served.token, "choice": right}, follow=True)
    assert response.status_code == 200
    row = answered(served)
    assert row.correct is True and row.answer_given == question.answer
    assert row.time_taken_ms is not None
    page = response.content.decode()
    assert "Right." in page
    assert '<ol class="steps">' in page  # the explanation, with its citations (a definition: its entry)
    assert 'class="cite"' in page or (qtype == "definitions" and "See the term in the Definitions" in page)

    html, served = open_question(client, qtype, ref)
    right, wrong = right_and_wrong_tokens(served, question)
    response = client.post("/en/quiz/answer/", {"served": served.token, "choice": wrong}, follow=True)
    row = answered(served)
    assert response.status_code == 200 and row.correct is False
    assert "Not quite." in response.content.decode()


def test_numeric_answers_are_graded_and_a_sign_is_forgiven():
    client = Client()
    ref = numeric_case("scoring")
    question = bank.question("scoring", ref)
    for given, expected in (
        (question.answer, True),
        (f"-{question.answer}", True),
        (str(int(question.answer) + 10), False),
    ):
        _html, served = open_question(client, "scoring", ref)
        client.post("/en/quiz/answer/", {"served": served.token, "number": given}, follow=True)
        assert answered(served).correct is expected


@pytest.mark.parametrize("qtype,ref", CASES)
def test_the_served_page_does_not_hold_the_answer(qtype, ref):
    client = Client()
    question = bank.question(qtype, ref)
    for lang in ("en", "tr"):
        html, served = open_question(client, qtype, ref, lang)
        tokens = choice_tokens(html)
        assert sorted(tokens) == sorted(t for t, _ in served.choice_tokens)
        keys = {c.key for c in question.choices}
        assert not keys & set(tokens)
        for marker in ("data-correct", 'class="correct', "data-answer", "data-key", "is-right", "checked"):
            assert marker not in html
        for line in question.steps(lang):
            assert line not in html
        if question.expected:
            assert "What the ruling engine answered" not in html
            assert '"tricks_played"' not in html and "'tricks_played'" not in html
        if question.numeric:
            assert f'value="{question.answer}"' not in html


def test_choice_order_and_tokens_change_from_serve_to_serve():
    client = Client()
    ref = choice_case("revoke")
    orders = set()
    tokens = set()
    for _ in range(8):
        html, served = open_question(client, "revoke", ref)
        orders.add(tuple(k for _, k in served.choice_tokens))
        tokens.update(choice_tokens(html))
    assert len(orders) > 1
    assert len(tokens) == 8 * len(bank.question("revoke", ref).choices)


def test_an_answer_for_a_question_served_to_someone_else_is_refused():
    alice, mallory = Client(), Client()
    question = bank.question("revoke", choice_case("revoke"))
    _html, first = open_question(alice, "revoke", str(question.seed))
    alice.post(
        "/en/quiz/answer/", {"served": first.token, "choice": right_and_wrong_tokens(first, question)[0]}, follow=True
    )
    # Alice has answered once, so she is a visitor now and what she is shown is bound to her.
    _html, served = open_question(alice, "revoke", str(question.seed))
    right, _wrong = right_and_wrong_tokens(served, question)
    response = mallory.post("/en/quiz/answer/", {"served": served.token, "choice": right}, follow=True)
    assert response.status_code == 403
    assert "was not given to you" in response.content.decode()
    assert answered(served) is None


def test_an_answer_for_a_question_never_served_is_refused():
    client = Client()
    response = client.post("/en/quiz/answer/", {"served": "made-up-token", "choice": "a"}, follow=True)
    assert response.status_code == 403
    assert "was not given to you" in response.content.decode()
    assert not ServedQuestion.objects.filter(answered_at__isnull=False).exists()


def test_a_question_is_graded_once():
    client = Client()
    question = bank.question("board", choice_case("board"))
    _html, served = open_question(client, "board", str(question.seed))
    right, wrong = right_and_wrong_tokens(served, question)
    assert client.post("/en/quiz/answer/", {"served": served.token, "choice": wrong}, follow=True).status_code == 200
    again = client.post("/en/quiz/answer/", {"served": served.token, "choice": right}, follow=True)
    assert again.status_code == 409
    assert answered(served).correct is False


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"served": ""},
        {"served": "x" * 500, "choice": "a"},
        {"choice": "a"},
        {"served": "abc", "choice": ["a", "b"]},
        {"served": "\x00\x01", "number": "1e9"},
    ],
)
def test_garbage_posts_are_refused_without_a_server_error(data):
    response = Client().post("/en/quiz/answer/", data, follow=True)
    assert 400 <= response.status_code < 500


def test_a_missing_or_foreign_choice_is_a_form_error():
    client = Client()
    question = bank.question("where", choice_case("where"))
    _html, served = open_question(client, "where", str(question.seed))
    for data in (
        {"served": served.token},
        {"served": served.token, "choice": question.answer},
        {"served": served.token, "choice": "nonsense"},
    ):
        response = client.post("/en/quiz/answer/", data, follow=True)
        assert response.status_code == 400
        assert "Choose one of the answers." in response.content.decode()
    assert answered(served) is None


@pytest.mark.parametrize("number", ["four hundred", "800.5"])  # a decimal is not read as another number
def test_a_non_whole_number_for_a_numeric_question_is_a_form_error(number):
    client = Client()
    ref = numeric_case("scoring")
    _html, served = open_question(client, "scoring", ref)
    response = client.post("/en/quiz/answer/", {"served": served.token, "number": number}, follow=True)
    assert response.status_code == 400
    assert "Enter a whole number." in response.content.decode()
    assert answered(served) is None


def test_the_answers_address_opened_by_get_leads_to_the_quizzes_and_grades_nothing():
    """The answer's address takes only the form. It used to answer a GET with a bare 405, which
    Chromium shows as "HTTP ERROR 405" to whoever bookmarked the explanation's page or typed the
    address (polish73): now it leads to the quizzes' home in the page's language, and grades nothing."""
    client = Client()
    _html, served = open_question(client, "scoring", "1")
    for lang, address, home in (("en", "/en/quiz/answer/", "/en/quiz/"), ("tr", "/tr/testler/cevap/", "/tr/testler/")):
        response = client.get(address, {"served": served.token, "choice": "x"})
        assert (lang, response.status_code, response["Location"]) == (lang, 302, home)
    assert answered(served) is None


def test_answering_with_another_method_is_the_sites_405_page():
    response = Client().put("/en/quiz/answer/")
    assert response.status_code == 405 and response["Allow"] == "POST"
    assert "Nothing to show at this address" in response.content.decode()


@pytest.mark.parametrize(
    "text,number",
    [
        ("1400", 1400),
        ("1.400", 1400),
        ("1,400", 1400),
        ("1 400", 1400),
        ("−1.400", -1400),
        ("+620", 620),
        ("800.5", None),
        ("1.5", None),
        ("1,40", None),
        ("1234567", None),
        ("1e3", None),
        ("", None),
    ],
)
def test_numbers_are_read_with_thousands_separators_only(text, number):
    from quizzes.grading import parse_number

    assert parse_number(text) == number


def test_the_feedback_shows_the_engines_query_and_answer_as_the_command_line_has_them():
    import html as html_module
    import json

    client = Client()
    ref = choice_case("penalty_card")
    question = bank.question("penalty_card", ref)
    _html, served = open_question(client, "penalty_card", ref)
    page = client.post(
        "/en/quiz/answer/", {"served": served.token, "choice": right_and_wrong_tokens(served, question)[0]}, follow=True
    )
    shown = [html_module.unescape(block) for block in re_findall_pre(page.content.decode())]
    assert [json.loads(block) for block in shown] == [question.scenario, question.expected]


def re_findall_pre(page: str) -> list[str]:
    import re

    engine = page.split('<details class="engine">', 1)[1]
    return re.findall(r"<pre>(.*?)</pre>", engine, re.S)


def test_showing_a_question_to_a_visitor_writes_nothing():
    """No session and no row for an anonymous reader: the answer saves what was served."""
    from django.contrib.sessions.models import Session

    client = Client()
    question = bank.question("board", choice_case("board"))
    for url in ("/en/quiz/practice/", f"/en/quiz/question/board/{question.seed}/", "/en/quiz/review/", "/en/quiz/"):
        response = client.get(url)
        assert response.status_code == 200
        assert "sessionid" not in response.cookies
    assert not ServedQuestion.objects.exists() and not Session.objects.exists()
    _html, served = open_question(client, "board", str(question.seed))
    client.post(
        "/en/quiz/answer/", {"served": served.token, "choice": right_and_wrong_tokens(served, question)[0]}, follow=True
    )
    row = answered(served)
    assert row.correct is True and row.qtype == "board" and row.visitor
    assert Session.objects.count() == 1


def test_a_tampered_or_expired_question_token_is_refused_with_a_message(settings):
    client = Client()
    question = bank.question("board", choice_case("board"))
    _html, served = open_question(client, "board", str(question.seed))
    right = right_and_wrong_tokens(served, question)[0]
    payload, rest = served.token.split(":", 1)
    changed = payload[:-1] + ("B" if payload.endswith("A") else "A")
    tampered = client.post("/en/quiz/answer/", {"served": f"{changed}:{rest}", "choice": right}, follow=True)
    assert tampered.status_code == 403 and "was not given to you" in tampered.content.decode()
    settings.QUIZ_TOKEN_MAX_AGE = -1
    expired = client.post("/en/quiz/answer/", {"served": served.token, "choice": right}, follow=True)
    assert expired.status_code == 400 and "shown too long ago" in expired.content.decode()
    assert answered(served) is None
