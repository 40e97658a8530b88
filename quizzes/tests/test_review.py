"""Spaced review (FSRS): the rating from correctness and time, a missed question due sooner
than one answered right and fast, and the review page bringing due questions back."""

from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone
from fsrs import Rating

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
    client.post("/en/quiz/answer/", {"served": served.token, "choice": right_and_wrong_tokens(served, wrong_q)[1]})
    _h, served2 = open_question(client, "board", "12")
    client.post("/en/quiz/answer/", {"served": served2.token, "choice": right_and_wrong_tokens(served2, right_q)[0]})
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
    client.post("/en/quiz/answer/", {"served": again.token, "choice": right_and_wrong_tokens(again, wrong_q)[0]})
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
