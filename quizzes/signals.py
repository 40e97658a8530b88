"""Log-in and log-out: the visitor's quiz records go to the account, and the person is told. Not in
the admin: an editor who logs in there is not taking a quiz, and the admin's first page greeted him
with "Your quiz progress is kept in your account" (polish72)."""

from django.contrib import messages
from django.utils.translation import gettext as _

from .owner import on_login


def _tells(request) -> bool:
    """Whether the page the log-in or log-out was sent from is one of the site's, not the admin's."""
    return request is not None and getattr(request.resolver_match, "namespace", "") != "admin"


def logged_in(sender, request, user, **kwargs):
    on_login(sender, request, user)
    if _tells(request):
        messages.success(
            request, _("You are logged in. Your quiz progress is kept in your account."), fail_silently=True
        )


def logged_out(sender, request, user, **kwargs):
    if _tells(request):
        messages.info(
            request, _("You are logged out. Your progress stays in your account for next time."), fail_silently=True
        )
