"""Log-in and log-out: the visitor's quiz records go to the account, and the person is told."""

from django.contrib import messages
from django.utils.translation import gettext as _

from .owner import on_login


def logged_in(sender, request, user, **kwargs):
    on_login(sender, request, user)
    if request is not None:
        messages.success(
            request, _("You are logged in. Your quiz progress is kept in your account."), fail_silently=True
        )


def logged_out(sender, request, user, **kwargs):
    if request is not None:
        messages.info(
            request, _("You are logged out. Your progress stays in your account for next time."), fail_silently=True
        )
