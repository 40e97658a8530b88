"""Who reaches the desk: members of the Director group (desk migration 0002 gives it the add,
change and view permissions on RulingRecord, migration 0003 the same on the player polls) and
superusers. Anyone else logged in gets a 403; a visitor is sent to log in (login_address: a long
address is packed so that the log-in's stays short). A director reaches only
his own records and polls: another's is a 404, so that a number tells nothing."""

from __future__ import annotations

from functools import wraps

from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.utils.translation import gettext as _

from .login_address import to_log_in
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
                return to_log_in(request)
            if not request.user.has_perm(codename):
                raise PermissionDenied
            return view(request, *args, **kwargs)

        return guarded

    return decorator


# The 404 page shows its message: in the page's language, not get_object_or_404's "No RulingRecord
# matches the given query." (polish73); "among yours" says nothing of another director's numbers.
def own_record(request, pk: int) -> RulingRecord:
    return _own(RulingRecord, request, pk, _("There is no ruling record %(number)s among yours."))


def own_poll(request, pk: int) -> Poll:
    return _own(Poll, request, pk, _("There is no player poll %(number)s among yours."))


def _own(model, request, pk: int, missing: str):
    """The director's own row of `model` numbered `pk`, or a 404 saying `missing` of that number."""
    found = model.objects.filter(pk=pk, director=request.user).first()
    if found is None:
        raise Http404(missing % {"number": pk})
    return found
