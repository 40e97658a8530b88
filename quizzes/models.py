"""What the quizzes remember: which question was served to whom, what was answered and how fast
(the server's clock, not the browser's), the spaced-review state of each question per person,
exam sessions, and the curated questions loaded from fixtures/quiz_*.json.

A person is a user, or, for anonymous visitors, a random `visitor` id kept in their session;
on log-in the visitor's records move to the user (quizzes.owner).
"""

import re
import secrets

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from .question_types import TYPES


def type_choices() -> list[tuple[str, str]]:
    """The quiz types as field choices. A callable, so that a migration records the function and
    not the list: a new type (quizzes/question_types.py) needs no migration."""
    return [(t, t) for t in TYPES]


def new_token() -> str:
    return secrets.token_urlsafe(16)


def is_token(text) -> bool:
    """Whether text can be a token at all: anything else (too long, a NUL byte, which PostgreSQL
    refuses in a query) is unknown without asking the database."""
    return isinstance(text, str) and re.fullmatch(r"[A-Za-z0-9_-]{1,32}", text) is not None


class CuratedQuestion(models.Model):
    """A question written from a worked example of the seed texts; `data` has the quiz_sample
    JSON form (prompt_tr/prompt_en, choices, answer, explanation_tr/explanation_en, laws, ...)."""

    slug = models.SlugField(max_length=80, unique=True)
    qtype = models.CharField(max_length=20, choices=type_choices)
    data = models.JSONField()
    source = models.CharField(max_length=200, blank=True)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["qtype", "position", "slug"]

    def __str__(self):
        return self.slug


class Exam(models.Model):
    token = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE, related_name="quiz_exams"
    )
    visitor = models.CharField(max_length=40, blank=True, db_index=True)
    topics = models.JSONField(default=list)
    count = models.PositiveSmallIntegerField(default=20)
    time_limit = models.PositiveSmallIntegerField(_("time limit (minutes)"), null=True, blank=True)
    started_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-started_at"]

    @property
    def deadline(self):
        if not self.time_limit:
            return None
        return self.started_at + timezone.timedelta(minutes=self.time_limit)

    def time_is_up(self, now=None) -> bool:
        deadline = self.deadline
        return deadline is not None and (now or timezone.now()) > deadline


class ServedQuestion(models.Model):
    """One question put in front of one person. Choices are identified on the page by opaque
    tokens (`choice_tokens`, in display order); only the server knows which is right."""

    PRACTICE, EXAM, REVIEW = "practice", "exam", "review"
    MODES = [(PRACTICE, PRACTICE), (EXAM, EXAM), (REVIEW, REVIEW)]

    token = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE, related_name="quiz_answers"
    )
    visitor = models.CharField(max_length=40, blank=True, db_index=True)
    qtype = models.CharField(max_length=20, choices=type_choices)
    ref = models.CharField(max_length=90)  # the seed, or "c-<slug>" for a curated question
    mode = models.CharField(max_length=10, choices=MODES, default=PRACTICE)
    exam = models.ForeignKey(Exam, null=True, blank=True, on_delete=models.CASCADE, related_name="items")
    position = models.PositiveSmallIntegerField(null=True, blank=True)
    choice_tokens = models.JSONField(default=list)  # [[token, choice key], ...]
    served_at = models.DateTimeField(default=timezone.now)
    answered_at = models.DateTimeField(null=True, blank=True)
    answer_given = models.CharField(max_length=100, blank=True)
    correct = models.BooleanField(null=True)
    time_taken_ms = models.PositiveIntegerField(null=True, blank=True)
    # In an exam, a question left for later (skipped) or marked to revisit (flagged, also left
    # unanswered): both come back in the exam's overview before it is submitted.
    skipped = models.BooleanField(default=False)
    flagged = models.BooleanField(default=False)
    # The question as it read when it was given (grading.fingerprint): a (type, seed) is made again
    # from the current text, and an edition published since may make it another question.
    asked = models.CharField(max_length=16, blank=True)

    class Meta:
        ordering = ["served_at"]
        indexes = [models.Index(fields=["user", "answered_at"]), models.Index(fields=["visitor", "answered_at"])]

    def __str__(self):
        return f"{self.qtype}/{self.ref} ({self.mode})"

    @property
    def key_of(self) -> dict:
        return dict(self.choice_tokens)


class ReviewCard(models.Model):
    """The FSRS state of one question for one person (quizzes.review)."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE, related_name="quiz_cards"
    )
    visitor = models.CharField(max_length=40, blank=True, db_index=True)
    qtype = models.CharField(max_length=20, choices=type_choices)
    ref = models.CharField(max_length=90)
    card = models.JSONField(default=dict)  # fsrs.Card.to_dict()
    due = models.DateTimeField(db_index=True)
    reviews = models.PositiveIntegerField(default=0)
    lapses = models.PositiveIntegerField(default=0)
    last_rating = models.PositiveSmallIntegerField(null=True, blank=True)
    last_review = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["due"]
        constraints = [
            models.UniqueConstraint(
                fields=["user", "qtype", "ref"], condition=Q(user__isnull=False), name="one_card_per_user_question"
            ),
            models.UniqueConstraint(
                fields=["visitor", "qtype", "ref"], condition=Q(user__isnull=True), name="one_card_per_visitor_question"
            ),
        ]

    def __str__(self):
        return f"{self.qtype}/{self.ref} due {self.due:%Y-%m-%d %H:%M}"


class SignupRefusal(models.Model):
    """A sign-up form refused from an address (quizzes.signup_throttle): kept for SIGNUP_WINDOW."""

    address = models.CharField(max_length=64, db_index=True)
    at = models.DateTimeField(default=timezone.now, db_index=True)
