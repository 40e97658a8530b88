"""Sign-up throttling: an address whose sign-up forms were refused SIGNUP_LIMIT times within
SIGNUP_WINDOW is refused the form (429) until the oldest refusal is that old.

The form has to say when a username is taken, so without a limit it lets anyone test names one
after another. As log-in counts failures (django-axes), sign-up counts the forms it refused (a
taken name, a weak password), per address alone: every name tried from one address counts. A
sign-up that succeeds does not count, so a club's players signing up together from one network
are not refused. The count is kept in the database so that every worker and machine sees it; the
address is the one the log-in throttle uses (quizzes.accounts.client_address: behind the TLS
proxy, the one our proxy appended).
"""

from __future__ import annotations

import math

from django.conf import settings
from django.shortcuts import render
from django.utils import timezone

from .accounts import client_address
from .models import SignupRefusal


def over_limit(request) -> bool:
    """Whether the request's address has had SIGNUP_LIMIT forms refused within the window."""
    # Older rows are of no use to anyone: removed here, so that the table stays small.
    SignupRefusal.objects.filter(at__lt=timezone.now() - settings.SIGNUP_WINDOW).delete()
    return SignupRefusal.objects.filter(address=client_address(request)).count() >= settings.SIGNUP_LIMIT


def count_refusal(request) -> None:
    SignupRefusal.objects.create(address=client_address(request))


def refused(request):
    """The page shown instead of the sign-up form while the address cools off (429)."""
    minutes = math.ceil(settings.SIGNUP_WINDOW.total_seconds() / 60)
    return render(request, "registration/signup_refused.html", {"minutes": minutes}, status=429)
