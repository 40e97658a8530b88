"""Spaced review with FSRS (the `fsrs` package): every answered question gets a card per person;
the rating comes from correctness and answer time, and the scheduler says when it is due again.

Rating: a wrong answer is Again; a right one is Easy when given in under half the time the type
usually takes, Good up to one and a half times that, Hard when slower, but never Hard while the
card is new or in its (re)learning step: FSRS repeats that step on Hard (fifteen minutes here),
and a question answered right must not come back in the same session. So a missed question
comes back after ten minutes and keeps coming back until it is answered right; a right answer
waits at least a day (FSRS's interval for the rating at 90 % desired retention). Fuzzing is off
so that the same answers give the same schedule (tests rely on it).
"""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone
from fsrs import Card, Rating, Scheduler, State

from .models import ReviewCard
from .question_types import REGISTRY

# Seconds a director typically needs for a question of each type (reading the deal included).
EXPECTED_SECONDS = {t.code: t.expected_seconds for t in REGISTRY}

# The steps, as py-fsrs 6.3.2 documents them (README, "Scheduler"): "`learning_steps` are custom
# time intervals that schedule new cards in the Learning state. By default, cards in the Learning
# state have short intervals of 1 minute then 10 minutes"; "`relearning_steps` ... apply to cards
# in the Relearning state. Cards transition to the Relearning state if they were previously in
# the Review state, then were rated Again". Scheduler.review_card: in a (re)learning step, Again
# goes back to the first step, Hard stays on the step (a single step: 1.5 times it), Good on the
# last step and Easy leave for the Review state, due after the interval at which recall is
# predicted to fall to `desired_retention` (0.9, the default: "a card will be scheduled at a time
# in the future when the predicted probability of the user correctly recalling that card falls to
# 90%"), a day at least. One step of ten minutes (not the default 1 + 10 minutes, where Good on a
# new card would go to the 10-minute step): a miss comes back ten minutes later; a right answer
# (Good or Easy, see rating_for) leaves the steps at once.
LEARNING_STEPS = (timedelta(minutes=10),)
RELEARNING_STEPS = (timedelta(minutes=10),)
DESIRED_RETENTION = 0.9

SCHEDULER = Scheduler(
    desired_retention=DESIRED_RETENTION,
    learning_steps=LEARNING_STEPS,
    relearning_steps=RELEARNING_STEPS,
    enable_fuzzing=False,
)


def rating_for(qtype: str, correct: bool, time_ms: int | None, state: State | None = State.Review) -> Rating:
    """The FSRS rating of an answer to a card in `state` (None: a new card). FSRS's ratings (its
    README): Again "forgot the card", Hard "remembered the card with serious difficulty", Good
    "remembered the card after a hesitation", Easy "remembered the card easily"."""
    if not correct:
        return Rating.Again
    expected = EXPECTED_SECONDS.get(qtype, 40) * 1000
    if time_ms is None:
        return Rating.Good
    if time_ms < expected / 2:
        return Rating.Easy
    if time_ms <= expected * 1.5 or state in (None, State.Learning, State.Relearning):
        # a slow right answer is Hard only for a card already in review (FSRS then schedules days);
        # in a step, Hard would repeat the step and bring a right answer back within minutes
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
    row = owner.filter(ReviewCard.objects).filter(qtype=served.qtype, ref=served.ref).first()
    state = Card.from_dict(row.card).state if row else None
    rating = rating_for(served.qtype, bool(served.correct), served.time_taken_ms, state)
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
