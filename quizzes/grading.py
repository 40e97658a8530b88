"""Serving and grading, on the server only.

Serving records the question against its person and gives each choice an opaque token, in a
fresh random order: the page holds the tokens and the texts, never the keys, the answer or the
explanation. Grading accepts an answer only for a question served to that person and not yet
answered, times it by the server's clock, and updates the spaced-review card.
"""
from __future__ import annotations

import re
import secrets

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from . import bank, review
from .models import ServedQuestion, is_token

_system = secrets.SystemRandom()
# A whole number, with thousands grouped by "." (Turkish), "," (English) or a space, or not at
# all: "1.400", "1,400", "1400". Anything else ("800.5") is not read as a different number.
_NUMBER = re.compile(r"^[+\-−]?(?:\d{1,6}|\d{1,3}(?:[., \u00a0\u202f]\d{3})+)$")
_SEPARATORS = str.maketrans("", "", "., \u00a0\u202f")


class Refused(Exception):
    """An answer the server will not grade; the message is for the person."""

    def __init__(self, message, status: int = 403):
        super().__init__(str(message))
        self.message = message
        self.status = status


class InvalidAnswer(Exception):
    """The form was not filled in; the question is shown again with the message."""

    def __init__(self, message):
        super().__init__(str(message))
        self.message = message


def serve(owner, qtype: str, ref: str, mode: str = ServedQuestion.PRACTICE, exam=None, position=None) -> ServedQuestion:
    q = bank.question(qtype, ref)
    keys = [c.key for c in q.choices]
    _system.shuffle(keys)
    tokens = [[secrets.token_urlsafe(9), key] for key in keys]
    return ServedQuestion.objects.create(qtype=qtype, ref=ref, mode=mode, exam=exam, position=position,
                                         choice_tokens=tokens, **owner.fields())


def served_for(owner, token) -> ServedQuestion | None:
    if not is_token(token):
        return None
    return owner.filter(ServedQuestion.objects).filter(token=token).select_related("exam").first()


def parse_number(text) -> int | None:
    if not isinstance(text, str):
        return None
    text = text.strip()
    if not _NUMBER.match(text) or len(text.translate(_SEPARATORS).lstrip("+-−")) > 6:
        return None
    return int(text.translate(_SEPARATORS).replace("−", "-"))


def is_correct(question, given: str) -> bool:
    if question.numeric:
        number = parse_number(given)
        # a score is asked for as the points the scoring side writes down; a sign is forgiven
        return number is not None and abs(number) == abs(int(question.answer))
    return given == question.answer


@transaction.atomic
def grade(owner, served_token, choice_token=None, number=None, now=None):
    """(served question, question) after grading; Refused or InvalidAnswer otherwise."""
    now = now or timezone.now()
    served = served_for(owner, served_token)
    if served is None:
        raise Refused(_("This answer cannot be accepted: that question was not given to you in this session."))
    served = ServedQuestion.objects.select_for_update().get(pk=served.pk)
    if served.answered_at is not None:
        raise Refused(_("This question has already been answered; an answer is graded only once."), status=409)
    if served.exam_id and (served.exam.finished_at or served.exam.time_is_up(now)):
        raise Refused(_("The exam is over: answers after the time limit are not graded."), status=409)
    question = bank.question(served.qtype, served.ref)
    if question.numeric:
        if parse_number(number) is None:
            raise InvalidAnswer(_("Enter a whole number."))
        given = str(parse_number(number))
    else:
        key = served.key_of.get(choice_token) if isinstance(choice_token, str) else None
        if key is None:
            raise InvalidAnswer(_("Choose one of the answers."))
        given = key
    served.answered_at = now
    served.answer_given = given
    served.correct = is_correct(question, given)
    served.time_taken_ms = max(0, int((now - served.served_at).total_seconds() * 1000))
    served.save(update_fields=["answered_at", "answer_given", "correct", "time_taken_ms"])
    review.record(owner, served)
    return served, question
