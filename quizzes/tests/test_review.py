"""Spaced review (FSRS): the rating from correctness and time, a missed question due sooner
than one answered right and fast, and the review page bringing due questions back."""

from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone
from fsrs import Card, Rating, Scheduler, State

from quizzes import bank, review
from quizzes.models import ReviewCard, ServedQuestion
from quizzes.owner import Owner

from .helpers import open_question, right_and_wrong_tokens, shown_in

pytestmark = pytest.mark.django_db


def test_rating_comes_from_correctness_and_time():
    expected = review.EXPECTED_SECONDS["revoke"] * 1000
    assert review.rating_for("revoke", False, 1000) == Rating.Again
    assert review.rating_for("revoke", False, None) == Rating.Again
    assert review.rating_for("revoke", True, expected // 4) == Rating.Easy
    assert review.rating_for("revoke", True, expected) == Rating.Good
    assert review.rating_for("revoke", True, expected * 2) == Rating.Hard
    assert review.rating_for("board", True, 20_000) == Rating.Good  # 15 s expected for a board
    assert review.rating_for("board", True, 5_000) == Rating.Easy


def test_a_missed_card_is_due_sooner_than_a_right_fast_one():
    now = timezone.now()
    missed = review.schedule(None, Rating.Again, now)
    slow = review.schedule(None, Rating.Hard, now)
    good = review.schedule(None, Rating.Good, now)
    fast = review.schedule(None, Rating.Easy, now)
    assert missed.due < slow.due <= good.due < fast.due
    assert missed.due - now <= timedelta(minutes=10)
    assert fast.due - now >= timedelta(days=1)


def test_the_schedule_is_the_same_for_the_same_answers():
    now = timezone.now()
    first = review.schedule(None, Rating.Good, now)
    again = review.schedule(None, Rating.Good, now)
    assert first.to_dict() == again.to_dict()
    later = review.schedule(first.to_dict(), Rating.Again, first.due)
    assert later.due < first.due + timedelta(days=1)


def test_repeated_right_answers_push_the_card_further_out():
    now = timezone.now()
    card = review.schedule(None, Rating.Good, now)
    gaps = []
    for _ in range(3):
        previous = card.due
        card = review.schedule(card.to_dict(), Rating.Good, card.due)
        gaps.append(card.due - previous)
    assert gaps[0] < gaps[1] < gaps[2]


def test_answers_update_the_persons_card_and_misses_come_back_first():
    client = Client()
    wrong_q = bank.question("where", "11")
    right_q = bank.question("board", "12")
    _h, served = open_question(client, "where", "11")
    client.post(
        "/en/quiz/answer/", {"served": served.token, "choice": right_and_wrong_tokens(served, wrong_q)[1]}, follow=True
    )
    _h, served2 = open_question(client, "board", "12")
    client.post(
        "/en/quiz/answer/",
        {"served": served2.token, "choice": right_and_wrong_tokens(served2, right_q)[0]},
        follow=True,
    )
    cards = {c.qtype: c for c in ReviewCard.objects.all()}
    assert cards["where"].lapses == 1 and cards["where"].last_rating == int(Rating.Again)
    assert cards["where"].due < cards["board"].due
    # ten minutes later the missed question is due and the review page serves it again
    ReviewCard.objects.filter(pk=cards["where"].pk).update(due=timezone.now() - timedelta(seconds=1))
    page = client.get("/en/quiz/review/")
    assert page.status_code == 200
    again = shown_in(page.content.decode())
    assert (again.qtype, again.ref, again.mode) == ("where", "11", ServedQuestion.REVIEW)
    # answered right this time: it moves out, and nothing else is due
    client.post(
        "/en/quiz/answer/", {"served": again.token, "choice": right_and_wrong_tokens(again, wrong_q)[0]}, follow=True
    )
    card = ReviewCard.objects.get(qtype="where", ref="11")
    assert card.due > timezone.now() and card.reviews == 2
    assert "Nothing is due for review now." in client.get("/en/quiz/review/").content.decode()


def test_cards_belong_to_their_owner():
    owner_a, owner_b = Owner(None, "visitor-a"), Owner(None, "visitor-b")
    served = ServedQuestion.objects.create(
        qtype="board", ref="3", visitor="visitor-a", correct=False, answered_at=timezone.now(), time_taken_ms=1000
    )
    review.record(owner_a, served)
    assert review.due(owner_b, timezone.now() + timedelta(days=1)).count() == 0
    assert review.due(owner_a, timezone.now() + timedelta(hours=1)).count() == 1


# ------------------------------------------------ the intervals FSRS documents
def _fsrs_due(rating: Rating, now, card: Card | None = None):
    """When FSRS itself (a plain `fsrs.Scheduler` with our documented settings, not our code)
    schedules a card after one rating: the expected value the tests compare with."""
    reference = Scheduler(
        desired_retention=review.DESIRED_RETENTION,
        learning_steps=review.LEARNING_STEPS,
        relearning_steps=review.RELEARNING_STEPS,
        enable_fuzzing=False,
    )
    reviewed, _log = reference.review_card(card or Card(card_id=1, due=now), rating, review_datetime=now)
    return reviewed


def _answer_at(owner, when, correct: bool, seconds: float):
    served = ServedQuestion.objects.create(
        qtype="revoke",
        ref="5",
        visitor=owner.visitor,
        correct=correct,
        answered_at=when,
        time_taken_ms=int(seconds * 1000),
    )
    return review.record(owner, served)


EXPECTED_REVOKE = review.EXPECTED_SECONDS["revoke"]


@pytest.mark.parametrize(
    "seconds, rating",
    [(EXPECTED_REVOKE / 4, Rating.Easy), (EXPECTED_REVOKE, Rating.Good), (EXPECTED_REVOKE * 3, Rating.Good)],
)
def test_a_question_answered_right_the_first_time_is_not_due_again_the_same_session(seconds, rating):
    """FSRS (py-fsrs README): a new card is in the Learning state, scheduled by `learning_steps`;
    Good on the last step, or Easy, moves it to Review at the interval for the desired retention.
    A right answer, even a slow one (Hard would repeat the 10-minute step: 15 minutes), leaves
    the step: it is due when FSRS says for that rating, a day or more later."""
    owner, now = Owner(None, "visitor-a"), timezone.now()
    card = _answer_at(owner, now, correct=True, seconds=seconds)
    fsrs_card = _fsrs_due(rating, now)
    assert fsrs_card.state == State.Review
    assert card.due == fsrs_card.due and card.last_rating == int(rating)
    assert card.due - now >= timedelta(days=1)
    assert review.due(owner, now + timedelta(hours=12)).count() == 0


def test_a_miss_comes_back_after_the_learning_step_then_a_right_answer_leaves_it():
    """A miss (Again) is due after the learning step (ten minutes, ours), as FSRS schedules it;
    answered right when it comes back, even slowly, it goes to Review for a day or more."""
    owner, now = Owner(None, "visitor-a"), timezone.now()
    missed = _answer_at(owner, now, correct=False, seconds=10)
    assert missed.due == now + review.LEARNING_STEPS[0] == _fsrs_due(Rating.Again, now).due
    later = missed.due + timedelta(minutes=1)
    right = _answer_at(owner, later, correct=True, seconds=EXPECTED_REVOKE * 3)
    expected = _fsrs_due(Rating.Good, later, Card.from_dict(missed.card))
    assert right.due == expected.due and expected.state == State.Review
    assert right.due - later >= timedelta(days=1)


def test_a_lapse_relearns_for_ten_minutes_and_a_slow_right_answer_in_review_is_hard():
    """In Review, a miss goes to the relearning step (ten minutes); a slow right answer to a
    card already in Review is Hard, which FSRS schedules in days, never minutes."""
    owner, now = Owner(None, "visitor-a"), timezone.now()
    first = _answer_at(owner, now, correct=True, seconds=EXPECTED_REVOKE)
    when = first.due
    slow = _answer_at(owner, when, correct=True, seconds=EXPECTED_REVOKE * 3)
    assert slow.last_rating == int(Rating.Hard)
    assert slow.due == _fsrs_due(Rating.Hard, when, Card.from_dict(first.card)).due
    assert slow.due - when >= timedelta(days=1)
    when = slow.due
    lapse = _answer_at(owner, when, correct=False, seconds=10)
    assert lapse.due == when + review.RELEARNING_STEPS[0]
    assert Card.from_dict(lapse.card).state == State.Relearning
    when = lapse.due
    relearnt = _answer_at(owner, when, correct=True, seconds=EXPECTED_REVOKE * 3)
    assert relearnt.last_rating == int(Rating.Good)
    assert relearnt.due == _fsrs_due(Rating.Good, when, Card.from_dict(lapse.card)).due
    assert relearnt.due - when >= timedelta(days=1)
