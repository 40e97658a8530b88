"""Serving and grading, on the server only.

Serving gives each choice an opaque token, in a fresh order: the page holds the tokens and the
texts, never the keys, the answer or the explanation. Grading accepts an answer only for a
question served to that person and not yet answered, times it by the server's clock, and updates
the spaced-review card.

A practice or review question is not saved when it is shown: what was served (question, mode,
time, person) travels in a signed token in the form (django.core.signing), and the row is written
with the answer, so reading questions costs no database write and needs no session. Its choice
tokens are keyed hashes of the token's nonce and each choice key. Exam questions are rows from
the start (an exam is created by a POST), and their form carries the row's token.
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime

from django.conf import settings
from django.core import signing
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.crypto import salted_hmac
from django.utils.translation import gettext_lazy as _

from . import bank, review
from .models import ServedQuestion, is_token, new_token

_system = secrets.SystemRandom()
# A whole number, with thousands grouped by "." (Turkish), "," (English) or a space, or not at
# all: "1.400", "1,400", "1400". Anything else ("800.5") is not read as a different number.
_NUMBER = re.compile(r"^[+\-−]?(?:\d{1,6}|\d{1,3}(?:[., \u00a0\u202f]\d{3})+)$")
# An answer's number has at most six digits (a score of Law 77's table has four: 7600); its box
# takes twelve characters ("−999.999" with room for spaces around it), its maxlength.
ANSWER_DIGITS = 6
ANSWER_LENGTH = 12
_DIGITS_ONLY = re.compile(r"[+\-−]?[0-9., \u00a0\u202f]+")
_SEPARATORS = str.maketrans("", "", "., \u00a0\u202f")


class Refused(Exception):
    """An answer the server will not grade, for the reason `why` (a key of REFUSALS): its message
    is for the person, on a page of its own (quizzes.views.refused) that a reload shows again."""

    def __init__(self, why: str):
        self.why = why
        self.message, self.status = REFUSALS[why]
        super().__init__(str(self.message))


class InvalidAnswer(Exception):
    """The form was not filled in; the question is shown again with the message."""

    def __init__(self, message):
        super().__init__(str(message))
        self.message = message


_SIGNING_SALT = "quizzes.served"
_NOT_YOURS = _("This answer cannot be accepted: that question was not given to you in this session.")
_ANSWERED = _("This question has already been answered; an answer is graded only once.")
_EXPIRED = _("This question was shown too long ago to be graded: open it again to answer it.")
# An exam's row names a question the bank no longer has (a curated question the fixture dropped, or
# a story a newly published edition's text cannot be told for): the exam page puts another of the
# same topic in its place (quizzes.exam.question_for).
GONE = _("This question is no longer available: the text it was made from has changed since.")
_CHANGED = _(
    "This question now reads differently: the text it was made from has changed since it was shown. "
    "Open it again to answer it as it reads now."
)
_CHANGED_IN_EXAM = _(
    "This question now reads differently: the text it was made from has changed since it was shown. "
    "Go back to the exam to answer it as it reads now."
)
CHANGED_SINCE = _("This question now reads differently: the text it was made from has changed since.")
_GONE_IN_EXAM = _(
    "This question is no longer available: the text it was made from has changed since it was given. "
    "Go back to the exam: another question of the same topic takes its place."
)

_EXAM_OVER = _("The exam is over: answers after the time limit are not graded.")
_NOT_IN_THE_EXAM = _("That question is not an unanswered question of this exam.")
# Why an answer (or a question set aside) is refused, as the refusal's address names it: its
# message and its status. The address holds only the key, so no text of a request is echoed.
REFUSALS = {
    "not-yours": (_NOT_YOURS, 403),
    "answered": (_ANSWERED, 409),
    "expired": (_EXPIRED, 400),
    "exam-over": (_EXAM_OVER, 409),
    "gone-in-exam": (_GONE_IN_EXAM, 409),
    "changed-in-exam": (_CHANGED_IN_EXAM, 409),
    "changed": (_CHANGED, 400),
    "not-in-the-exam": (_NOT_IN_THE_EXAM, 409),
}


@dataclass(frozen=True)
class ShownQuestion:
    """A practice or review question as its page shows it; nothing is saved until it is answered."""

    token: str  # the signed token the form carries
    nonce: str  # becomes the ServedQuestion's token when answered: an answer is graded once
    qtype: str
    ref: str
    mode: str
    served_at: datetime
    choice_tokens: list
    asked: str = ""  # grading.fingerprint of the question as shown ("" in a token made before qa83)
    position = None
    exam = None

    def row(self, owner) -> ServedQuestion:
        return ServedQuestion(
            token=self.nonce,
            qtype=self.qtype,
            ref=self.ref,
            mode=self.mode,
            served_at=self.served_at,
            choice_tokens=self.choice_tokens,
            asked=self.asked,
            **owner.fields(),
        )


def serve(owner, qtype: str, ref: str, mode: str = ServedQuestion.PRACTICE, exam=None, position=None):
    """An exam question is saved now; any other is shown from a signed token (ShownQuestion)."""
    if mode != ServedQuestion.EXAM:
        return show(owner, qtype, ref, mode)
    return ServedQuestion.objects.create(
        qtype=qtype,
        ref=ref,
        mode=mode,
        exam=exam,
        position=position,
        choice_tokens=choice_tokens(qtype, ref),
        asked=fingerprint(bank.question(qtype, ref)),
        **owner.fields(),
    )


def fingerprint(question) -> str:
    """The question as it reads, in both languages: its prompt, its choices by key, its answer. A
    question is made again from its (type, seed) and the current text; an edition published after
    it was shown can make the same seed another question (a definition added or taken out moves
    every definitions seed to another term), and its answer is graded only against the question
    that was shown."""
    texts = [question.prompt_tr, question.prompt_en, [[c.key, c.tr, c.en] for c in question.choices], question.answer]
    data = json.dumps(texts, ensure_ascii=False, separators=(",", ":"))
    return hashlib.blake2b(data.encode(), digest_size=8).hexdigest()


def reads_differently(served, question) -> bool:
    """Whether `question`, made again now from the served row's (type, seed), is not the one it
    showed (an edition published since); a row served before the fingerprint was kept is taken
    as the same."""
    return bool(served.asked) and served.asked != fingerprint(question)


def choice_tokens(qtype: str, ref: str) -> list:
    """[[token, choice key], ...]: an exam question's choices, each an opaque token, in a fresh
    order."""
    keys = [c.key for c in bank.question(qtype, ref).choices]
    _system.shuffle(keys)
    return [[secrets.token_urlsafe(9), key] for key in keys]


def show(owner, qtype: str, ref: str, mode: str = ServedQuestion.PRACTICE, now=None) -> ShownQuestion:
    now = now or timezone.now()
    payload = {"q": qtype, "r": ref, "m": mode, "n": new_token(), "s": int(now.timestamp() * 1000), "o": owner.key}
    payload["f"] = fingerprint(bank.question(qtype, ref))
    return _shown(signing.dumps(payload, salt=_SIGNING_SALT, compress=True), payload)


def _shown(token: str, payload: dict) -> ShownQuestion:
    nonce = payload["n"]
    keys = [c.key for c in bank.question(payload["q"], payload["r"]).choices]
    # The order follows the keyed hashes: fresh for every serve, the same when the page is shown again.
    tokens = sorted([_choice_token(nonce, key), key] for key in keys)
    served_at = datetime.fromtimestamp(payload["s"] / 1000, tz=UTC)
    return ShownQuestion(
        token, nonce, payload["q"], payload["r"], payload["m"], served_at, tokens, payload.get("f", "")
    )


def _choice_token(nonce: str, key: str) -> str:
    return salted_hmac("quizzes.choice", f"{nonce}:{key}").hexdigest()[:16]


def is_signed(token) -> bool:
    """Signed tokens hold ":"; a row's token (URL-safe base64) never does."""
    return isinstance(token, str) and ":" in token


def shown_for(owner, token: str) -> ShownQuestion:
    """The question a signed token says was shown to this person; Refused when it was tampered
    with, shown to someone else, too old, or no longer in the bank."""
    if len(token) > 500:
        raise Refused("not-yours")
    try:
        payload = signing.loads(token, salt=_SIGNING_SALT, max_age=settings.QUIZ_TOKEN_MAX_AGE)
    except signing.SignatureExpired:
        raise Refused("expired") from None
    except signing.BadSignature:
        raise Refused("not-yours") from None
    if payload.get("o") and payload["o"] != owner.key:
        raise Refused("not-yours")
    try:
        return _shown(token, payload)
    except bank.UnknownQuestion:
        raise Refused("expired") from None


def served_for(owner, token):
    """What the form's token stands for: a ShownQuestion, an exam's row, or None."""
    if is_signed(token):
        try:
            return shown_for(owner, token)
        except Refused:
            return None
    if not is_token(token):
        return None
    return owner.filter(ServedQuestion.objects).filter(token=token).select_related("exam").first()


def parse_number(text) -> int | None:
    if not isinstance(text, str):
        return None
    text = text.strip()
    if not _NUMBER.match(text) or _digit_count(text) > ANSWER_DIGITS:
        return None
    return int(text.translate(_SEPARATORS).replace("−", "-"))


def _digit_count(text: str) -> int:
    """The digits of a number written as _NUMBER or _DIGITS_ONLY take it (a sign only in front)."""
    return len(text.translate(_SEPARATORS).lstrip("+-−"))


def _number_problem(text) -> str:
    """What is wrong with a number answer: too long for its box, or digits beyond six, are said as
    such ("1234567" is a whole number: "Enter a whole number" sent the reader looking)."""
    text = text.strip() if isinstance(text, str) else ""
    if len(text) > ANSWER_LENGTH or (_DIGITS_ONLY.fullmatch(text) and _digit_count(text) > ANSWER_DIGITS):
        return _("Enter a whole number of at most %(digits)s digits, such as 620 or 1400.") % {"digits": ANSWER_DIGITS}
    return _("Enter a whole number.")


def is_correct(question, given: str) -> bool:
    if question.numeric:
        number = parse_number(given)
        # a score is asked for as the points the scoring side writes down; a sign is forgiven
        return number is not None and abs(number) == abs(int(question.answer))
    return given == question.answer


class NotAsShown(Exception):
    """The bank no longer makes the question a row showed: it is `gone` from it, or an edition
    published since makes its seed read differently. `message` says which to a page that shows the
    row (an answer's, an exam's results); an answer to it is Refused with a way on instead."""

    def __init__(self, gone: bool):
        self.gone = gone
        self.message = GONE if gone else CHANGED_SINCE
        super().__init__(str(self.message))


def as_shown(served):
    """The question `served` showed, made again now from its (type, seed); NotAsShown if the bank
    no longer makes that one."""
    try:
        question = bank.question(served.qtype, served.ref)
    except bank.UnknownQuestion:
        raise NotAsShown(gone=True) from None
    if reads_differently(served, question):
        raise NotAsShown(gone=False)
    return question


def _graded_against(served):
    """The question to grade the answer against: the one shown, else Refused with where to go on
    (back to the exam, where another question takes a gone one's place; or the question again)."""
    try:
        return as_shown(served)
    except NotAsShown as not_shown:
        if not_shown.gone:
            raise Refused("gone-in-exam") from None
        raise Refused("changed-in-exam" if served.exam_id else "changed") from None


@transaction.atomic
def grade(owner, served_token, choice_token=None, number=None, now=None):
    """(served question, question) after grading; Refused or InvalidAnswer otherwise."""
    now = now or timezone.now()
    if is_signed(served_token):
        served = shown_for(owner, served_token).row(owner)
        if ServedQuestion.objects.filter(token=served.token).exists():
            raise Refused("answered")
    else:
        served = served_for(owner, served_token)
        if served is None:
            raise Refused("not-yours")
        served = ServedQuestion.objects.select_for_update().get(pk=served.pk)
    if served.answered_at is not None:
        raise Refused("answered")
    if served.exam_id and (served.exam.finished_at or served.exam.time_is_up(now)):
        raise Refused("exam-over")
    question = _graded_against(served)
    if question.numeric:
        if parse_number(number) is None:
            raise InvalidAnswer(_number_problem(number))
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
    if served.pk is None:
        try:
            with transaction.atomic():
                served.save()
        except IntegrityError:  # the same token answered at the same moment by another request
            raise Refused("answered") from None
    else:
        served.save(update_fields=["answered_at", "answer_given", "correct", "time_taken_ms"])
    review.record(owner, served)
    return served, question
