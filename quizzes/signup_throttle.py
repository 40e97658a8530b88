"""Sign-up throttling: an address may send the sign-up form SIGNUP_LIMIT times per SIGNUP_WINDOW.

The form has to say when a username is taken, so without a limit it lets anyone test names one
after another. Log-in is throttled by django-axes per username and address; sign-up is counted per
address alone (every name tried from one address counts), in the database so that every worker
and machine sees the same count. The address is the one the log-in throttle uses
(quizzes.accounts.client_address: behind the TLS proxy, the one our proxy appended).
"""

from __future__ import annotations

import math

from django.conf import settings
from django.shortcuts import render
from django.utils import timezone

from .accounts import client_address
from .models import SignupAttempt


def admit(request) -> bool:
    """Count this sign-up form against its address; False when the address has used its share."""
    address = client_address(request)
    since = timezone.now() - settings.SIGNUP_WINDOW
    # Old rows are of no use to anyone: removed here, so that the table stays small.
    SignupAttempt.objects.filter(at__lt=since).delete()
    if SignupAttempt.objects.filter(address=address).count() >= settings.SIGNUP_LIMIT:
        return False
    SignupAttempt.objects.create(address=address)
    return True


def refused(request):
    """The page shown instead of the sign-up form while the address cools off (429)."""
    minutes = math.ceil(settings.SIGNUP_WINDOW.total_seconds() / 60)
    return render(request, "registration/signup_refused.html", {"minutes": minutes}, status=429)
