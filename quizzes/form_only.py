"""The quizzes' addresses that take only a form (an answer, an exam's start, its finish, a question
set aside): a GET there, from a bookmark, a typed address or a page reloaded from history, leads to
the page that form is on instead of a bare 405. Nothing is graded, started or finished by a GET.

Any other method keeps Django's 405 (drawn as the site's page by config/method_not_allowed.py).
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from django.http import HttpResponseNotAllowed


def form_only(way_on: Callable):
    """A view that takes only POST; GET and HEAD answer `way_on(request, *args, **kwargs)`, a
    redirect to where the form is."""

    def decorate(view):
        @functools.wraps(view)
        def wrapped(request, *args, **kwargs):
            if request.method in ("GET", "HEAD"):
                return way_on(request, *args, **kwargs)
            if request.method != "POST":
                return HttpResponseNotAllowed(["POST"])
            return view(request, *args, **kwargs)

        return wrapped

    return decorate
