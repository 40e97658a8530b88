"""Who reaches the desk: members of the Director group (desk migration 0002 gives it the add,
change and view permissions on RulingRecord, migration 0003 the same on the player polls) and
superusers. Anyone else logged in gets a 403; a visitor is sent to log in. A director reaches only
his own records and polls: another's is a 404, so that a number tells nothing."""

from __future__ import annotations

from functools import wraps

from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404
from django.urls import reverse

from .models import Poll, RulingRecord

DIRECTOR_GROUP = "Director"


def director_required(permission: str, model: str = "rulingrecord"):
    """The view for a logged-in user holding `permission` ("view", "add" or "change") on `model`
    (the ruling records, or "poll": migration 0003 gives the group those too)."""
    codename = f"desk.{permission}_{model}"

    def decorator(view):
        @wraps(view)
        def guarded(request, *args, **kwargs):
            if not request.user.is_authenticated:
                return redirect_to_login(request.get_full_path(), reverse("login"))
            if not request.user.has_perm(codename):
                raise PermissionDenied
            return view(request, *args, **kwargs)

        return guarded

    return decorator


def own_record(request, pk: int) -> RulingRecord:
    return get_object_or_404(RulingRecord, pk=pk, director=request.user)


def own_poll(request, pk: int) -> Poll:
    return get_object_or_404(Poll, pk=pk, director=request.user)
