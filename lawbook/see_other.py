"""303 See Other: where a form's POST leads once it has done its work (POST, redirect, GET).

Django's redirects are 302 (and 301); a 302 after a POST is followed with a GET by every browser
only by custom, while RFC 9110 §15.4.4 makes 303 the answer that says "fetch this other page with
GET". So Back and reload on the page it leads to neither send the form again nor ask to. Used by the
quizzes' answer (and its refusals) and the desk's player poll; below every app, so each may use it.
"""

from __future__ import annotations

from django.http import HttpResponseRedirect


class SeeOther(HttpResponseRedirect):
    """A redirect whose next request is a GET whatever the form's method."""

    status_code = 303
