"""Accounts: what keeps the site log-in and the admin log-in safe.

Password rules (at least 10 characters, not all spaces), log-in throttling with django-axes (the
username/address pair refused for a while after a handful of failures; sign-up is throttled per
address by quizzes.signup_throttle) and password reset, offered only when the site can really send
the mail.
"""

import math

from axes.backends import AxesStandaloneBackend
from axes.helpers import get_cool_off
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.views import LoginView
from django.core.exceptions import ValidationError
from django.http import Http404
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _


class NotOnlySpacesValidator:
    """Ten spaces pass the length rule but are no password."""

    def validate(self, password, user=None):
        if not password.strip():
            raise ValidationError(_("Your password cannot be only spaces."), code="password_only_spaces")

    def get_help_text(self):
        return _("Your password cannot be only spaces.")


class LoginThrottleBackend(AxesStandaloneBackend):
    """Counts and refuses log-ins made through a request (the site and the admin log-in forms).

    authenticate() without a request comes from code (the shell, the test client's login()), not
    from a visitor with an address to throttle: it is left to the next backend.
    """

    def authenticate(self, request, username=None, password=None, **kwargs):
        if request is None:
            return None
        return super().authenticate(request, username=username, password=password, **kwargs)


def throttled_username(request, credentials: dict | None = None) -> str | None:
    """The username a failed log-in is counted under (AXES_USERNAME_CALLABLE): axes' own (from the
    credentials, else the form), cut to what a username can hold (User.username). Recorded whole,
    a 100 000-character one overflowed axes' column (255): PostgreSQL refused it, a 500."""
    source = credentials if credentials else getattr(request, "data", request.POST)
    username = source.get(settings.AXES_USERNAME_FORM_FIELD)
    if not isinstance(username, str):
        return username
    return username[: get_user_model()._meta.get_field("username").max_length]


def client_address(request) -> str:
    """The visitor's address for throttling. Behind PROXY_COUNT proxies it is the one the outermost
    of ours appended to X-Forwarded-For: addresses further left were sent by the visitor and can
    be anything."""
    forwarded = [a.strip() for a in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",") if a.strip()]
    if settings.PROXY_COUNT and len(forwarded) >= settings.PROXY_COUNT:
        return forwarded[-settings.PROXY_COUNT]
    return request.META.get("REMOTE_ADDR", "")


def locked_out(request, original_response=None, credentials=None):
    """The page shown instead of the log-in while the username/address pair cools off (429)."""
    cool_off = get_cool_off(request)
    minutes = math.ceil(cool_off.total_seconds() / 60) if cool_off else None
    return render(
        request,
        "registration/locked_out.html",
        {"minutes": minutes, "failure_limit": settings.AXES_FAILURE_LIMIT},
        status=429,
    )


def password_reset(request):
    """Template context: whether the "Forgotten your password?" link is shown."""
    return {"password_reset_enabled": settings.PASSWORD_RESET_ENABLED}


def requires_email(view):
    """A password-reset view that answers 404, with a message saying why, when no mail can be sent."""

    def wrapped(request, *args, **kwargs):
        if not settings.PASSWORD_RESET_ENABLED:
            raise Http404(
                _(
                    "Password reset is not available on this site: ask the site's administrator "
                    "to set a new password for you."
                )
            )
        return view(request, *args, **kwargs)

    return wrapped


class SiteLoginView(LoginView):
    """Django's log-in page, which says what the log-in is for: the quizzes' progress when the
    visitor comes from the quizzes or from nowhere, else the page he was sent from (the ruling
    desk sends its visitors here too, and they keep no quiz progress)."""

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        coming_to = context.get(self.redirect_field_name) or ""
        context["for_quizzes"] = not coming_to or coming_to.startswith(reverse("quizzes:home"))
        return context
