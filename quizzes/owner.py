"""Whose answers these are: the logged-in user, or an anonymous visitor identified by a random id
kept in the session. Logging in hands the visitor's answers, exams and review cards to the user,
so practice done before signing up is not lost; logging out leaves them with the user.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from django.db import transaction

from .models import Exam, ReviewCard, ServedQuestion

SESSION_KEY = "quiz_visitor"


@dataclass(frozen=True)
class Owner:
    user: object | None
    visitor: str

    def filter(self, queryset):
        if self.user is not None:
            return queryset.filter(user=self.user)
        if not self.visitor:
            return queryset.none()  # a visitor who has not answered anything yet
        return queryset.filter(user__isnull=True, visitor=self.visitor)

    @property
    def key(self) -> str:
        """Who a signed question is bound to: "" for a visitor with no session yet (anyone may
        answer it, and the answer makes them a visitor)."""
        if self.user is not None:
            return f"u:{self.user.pk}"
        return f"v:{self.visitor}" if self.visitor else ""

    def fields(self) -> dict:
        if self.user is not None:
            return {"user": self.user, "visitor": ""}
        return {"user": None, "visitor": self.visitor}


def owner_for(request, create: bool = False) -> Owner:
    """The person behind a request. Only a request that saves something (`create`, a POST) gives
    an anonymous visitor an id, and so a session: showing pages writes nothing."""
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated:
        return Owner(user, "")
    visitor = request.session.get(SESSION_KEY, "")
    if not visitor and create:
        visitor = secrets.token_urlsafe(18)
        request.session[SESSION_KEY] = visitor
    return Owner(None, visitor)


@transaction.atomic
def claim(visitor: str, user) -> None:
    """Move a visitor's records to a user; where both have a review card for the same question,
    the one reviewed last wins."""
    if not visitor:
        return
    ServedQuestion.objects.filter(user__isnull=True, visitor=visitor).update(user=user, visitor="")
    Exam.objects.filter(user__isnull=True, visitor=visitor).update(user=user, visitor="")
    for card in ReviewCard.objects.filter(user__isnull=True, visitor=visitor):
        mine = ReviewCard.objects.filter(user=user, qtype=card.qtype, ref=card.ref).first()
        if mine is None:
            card.user, card.visitor = user, ""
            card.save(update_fields=["user", "visitor"])
        elif (card.last_review or card.due) > (mine.last_review or mine.due):
            mine.delete()
            card.user, card.visitor = user, ""
            card.save(update_fields=["user", "visitor"])
        else:
            card.delete()


def on_login(sender, request, user, **kwargs):
    """user_logged_in: the session still holds the visitor id (login keeps the session data)."""
    if request is None:
        return
    visitor = request.session.pop(SESSION_KEY, None)
    if visitor:
        claim(visitor, user)
