"""What makes a quiz feel like a director's exam: the default mix of topics (board-and-dealer
and "which Law?" trivia weighted low), the pass mark, the past exams with their score and time,
the weakest topic to practise, and skipping or flagging a question to come back to it before the
exam is submitted. An exam starts with all its questions or not at all (`start`).

Kept apart from quizzes.views so that the pages only call small functions here.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.db import transaction

from . import bank, distinct, grading
from .models import Exam, ServedQuestion, is_token
from .progress import TopicStats
from .question_types import TRIVIA, TYPES

# Trivia a director's exam hardly asks: chosen a quarter as often as a ruling in the default mix.
TRIVIA_WEIGHT = 0.25
MIN_ANSWERS_FOR_WEAKEST = 3  # fewer answers say nothing about a topic


def weight(qtype: str) -> float:
    return TRIVIA_WEIGHT if qtype in TRIVIA else 1.0


def pick_topic(topics, rng=random) -> str:
    """One topic for the next practice question, trivia weighted low."""
    topics = list(topics)
    return rng.choices(topics, weights=[weight(t) for t in topics])[0]


def exam_order(topics, count: int, rng=random) -> list[str]:
    """The topics of an exam's questions: every chosen topic once while there is room (ruling
    topics first), the rest drawn by weight, then shuffled."""
    topics = sorted(topics, key=lambda t: (t in TRIVIA, TYPES.index(t)))
    order = topics[:count]
    if count > len(order):
        order += rng.choices(topics, weights=[weight(t) for t in topics], k=count - len(order))
    rng.shuffle(order)
    return order


def start(owner, topics, count: int, time_limit: int | None = None) -> Exam:
    """A new exam with its questions, all or nothing: every question is chosen and made first (the
    part that can fail, and the slow one, outside the write lock), then the exam and its questions
    are written in one transaction, so a failure leaves no exam without questions."""
    seen: set[str] = set()
    chosen = [(qtype, distinct.fresh_ref(qtype, seen)) for qtype in exam_order(topics, count)]
    with transaction.atomic():
        exam = Exam.objects.create(topics=list(topics), count=count, time_limit=time_limit, **owner.fields())
        for position, (qtype, ref) in enumerate(chosen):
            grading.serve(owner, qtype, ref, mode=ServedQuestion.EXAM, exam=exam, position=position)
    return exam


def pass_mark() -> int:
    """The percentage needed to pass an exam (settings.QUIZ_PASS_MARK, 65 by default)."""
    return int(getattr(settings, "QUIZ_PASS_MARK", 65))


def percent(score: int, total: int) -> int:
    return round(100 * score / total) if total else 0


def passed(score: int, total: int) -> bool:
    return total > 0 and 100 * score >= pass_mark() * total


@dataclass(frozen=True)
class PastExam:
    exam: Exam
    score: int
    total: int
    duration: timedelta | None

    @property
    def percent(self) -> int:
        return percent(self.score, self.total)

    @property
    def passed(self) -> bool:
        return passed(self.score, self.total)

    @property
    def minutes(self) -> int | None:
        return None if self.duration is None else max(1, round(self.duration.total_seconds() / 60))


def past_exams(owner, limit: int = 10) -> list[PastExam]:
    """The person's finished exams, the latest first."""
    exams = owner.filter(Exam.objects).filter(finished_at__isnull=False).order_by("-finished_at")[:limit]
    rows = []
    for exam in exams.prefetch_related("items"):
        items = list(exam.items.all())
        rows.append(
            PastExam(
                exam,
                sum(bool(i.correct) for i in items),
                len(items),
                exam.finished_at - exam.started_at if exam.finished_at else None,
            )
        )
    return rows


def weakest_topic(stats: dict) -> str | None:
    """The topic with the lowest accuracy among those answered at least a few times."""
    answered = [t for t in stats["topics"] if t.answered >= MIN_ANSWERS_FOR_WEAKEST]
    if not answered:
        return None
    return min(answered, key=lambda t: (t.correct / t.answered, -t.answered)).qtype


def exam_topic_stats(items) -> list[TopicStats]:
    """Right answers per topic among the exam's answered questions, in the topics' fixed order.
    A question left unanswered (time up, ended early) says nothing of the topic: not counted."""
    per = {t: TopicStats(t, 0, 0) for t in TYPES}
    for item in items:
        if item.answered_at is not None and item.qtype in per:
            per[item.qtype].answered += 1
            per[item.qtype].correct += bool(item.correct)
    return [per[t] for t in TYPES if per[t].answered]


def exam_weakest_topic(items) -> str | None:
    """The weakest topic of one exam, from its own answers only (a director's whole history is
    the home page's): the lowest share right, more misses first on a tie; none without a miss.
    An exam asks a topic once or twice, so one answer is enough here."""
    missed = [t for t in exam_topic_stats(items) if t.correct < t.answered]
    if not missed:
        return None
    return min(missed, key=lambda t: (t.correct / t.answered, t.correct - t.answered)).qtype


def question_for(exam: Exam, item: ServedQuestion):
    """The question an unanswered item of the exam asks. When the bank no longer has it (a curated
    question the fixture dropped, a story a newly published edition's text cannot be told for),
    another question of the same topic takes its place, at the same number, with fresh choice
    tokens: the exam goes on with as many questions as it was started with. One that reads
    differently since it was given (an edition published since) is shown as it reads now."""
    try:
        question = bank.question(item.qtype, item.ref)
    except bank.UnknownQuestion:
        question = None
    if question is not None:
        if grading.reads_differently(item, question):
            # An edition published since made the same seed read differently (another question,
            # other choices): shown as it reads now, with fresh choice tokens, so that an answer
            # to the page shown before is refused (grading.grade) rather than graded against it.
            item.choice_tokens = grading.choice_tokens(item.qtype, item.ref)
            item.asked = grading.fingerprint(question)
            item.save(update_fields=["choice_tokens", "asked"])
        return question
    seen: set[str] = set()
    for other in exam.items.exclude(pk=item.pk):
        try:
            seen.add(distinct.identity(bank.question(other.qtype, other.ref)))
        except bank.UnknownQuestion:
            continue
    item.ref = distinct.fresh_ref(item.qtype, seen)
    item.choice_tokens = grading.choice_tokens(item.qtype, item.ref)
    question = bank.question(item.qtype, item.ref)
    item.asked = grading.fingerprint(question)
    item.save(update_fields=["ref", "choice_tokens", "asked"])
    return question


# ------------------------------------------------------------- skip and flag
def next_item(exam: Exam) -> ServedQuestion | None:
    """The next question to show: the first neither answered nor set aside."""
    return exam.items.filter(answered_at__isnull=True, skipped=False, flagged=False).order_by("position").first()


def item_at(exam: Exam, position) -> ServedQuestion | None:
    """An unanswered question of the exam by its number (1-based), to come back to it."""
    try:
        index = int(position) - 1
    except (TypeError, ValueError):
        return None
    return exam.items.filter(position=index, answered_at__isnull=True).first()


def set_aside(exam: Exam, served_token, flag: bool) -> bool:
    """Skip (or flag) an unanswered question of the exam; False when the token names none."""
    if not is_token(served_token):  # a NUL would be a DataError on PostgreSQL
        return False
    fields = {"skipped": True, "flagged": True} if flag else {"skipped": True}
    return bool(exam.items.filter(token=served_token, answered_at__isnull=True).update(**fields))


@dataclass(frozen=True)
class OverviewRow:
    number: int
    topic: str
    answered: bool
    skipped: bool
    flagged: bool


def overview(exam: Exam, labels: dict) -> list[OverviewRow]:
    """Every question of the exam with its state, for the page shown before submitting."""
    return [
        OverviewRow((i.position or 0) + 1, labels[i.qtype], i.answered_at is not None, i.skipped, i.flagged)
        for i in exam.items.order_by("position")
    ]
