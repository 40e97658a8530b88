"""Spaced review with FSRS (the `fsrs` package): every answered question gets a card per person;
the rating comes from correctness and answer time, and the scheduler says when it is due again.

Rating: a wrong answer is Again; a right one is Easy when given in under half the time the type
usually takes, Good up to one and a half times that, Hard when slower. A missed question comes
back after ten minutes and keeps coming back until it is answered right; a quick right answer
waits days. Fuzzing is off so that the same answers give the same schedule (tests rely on it).
"""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone
from fsrs import Card, Rating, Scheduler

from .models import ReviewCard
from .question_types import REGISTRY

# Seconds a director typically needs for a question of each type (reading the deal included).
EXPECTED_SECONDS = {t.code: t.expected_seconds for t in REGISTRY}

SCHEDULER = Scheduler(
    learning_steps=(timedelta(minutes=10),),
    relearning_steps=(timedelta(minutes=10),),
    enable_fuzzing=False,
)


def rating_for(qtype: str, correct: bool, time_ms: int | None) -> Rating:
    if not correct:
        return Rating.Again
    expected = EXPECTED_SECONDS.get(qtype, 40) * 1000
    if time_ms is None:
        return Rating.Good
    if time_ms < expected / 2:
        return Rating.Easy
    if time_ms <= expected * 1.5:
        return Rating.Good
    return Rating.Hard


def schedule(state: dict | None, rating: Rating, now) -> Card:
    """The card after one review at `now` (timezone-aware), from its stored state or new."""
    card = Card.from_dict(state) if state else Card(card_id=1, due=now)
    reviewed, _log = SCHEDULER.review_card(card, rating, review_datetime=now)
    return reviewed


def record(owner, served) -> ReviewCard:
    """Update (or start) the person's card for the question just answered."""
    now = served.answered_at or timezone.now()
    rating = rating_for(served.qtype, bool(served.correct), served.time_taken_ms)
    row = owner.filter(ReviewCard.objects).filter(qtype=served.qtype, ref=served.ref).first()
    card = schedule(row.card if row else None, rating, now)
    if row is None:
        row = ReviewCard(qtype=served.qtype, ref=served.ref, **owner.fields())
    row.card = card.to_dict()
    row.due = card.due
    row.reviews += 1
    if rating == Rating.Again:
        row.lapses += 1
    row.last_rating = int(rating)
    row.last_review = now
    row.save()
    return row


def due(owner, now=None):
    return owner.filter(ReviewCard.objects).filter(due__lte=now or timezone.now()).order_by("due")
