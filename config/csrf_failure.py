"""A form refused by Django's CSRF check, as a person meets it: the site's page in the page's
language saying why and leading back to the page the form was on, not Django's bare English
"Forbidden (403) CSRF verification failed".

A person meets it when the page he sends a form from was opened before he logged in or out (Django
changes the CSRF secret at log-in: a quiz question open in one tab, a log-in in another, then the
answer), or when his browser keeps no cookie from the site. The JSON API is exempt from the check
(lawbook.api.views.read_only, situations.api), so only pages come here (CSRF_FAILURE_VIEW). The
template is not named 403_csrf.html: Django's own view would draw that name too, without the request
(no language switch, no way back).
"""

from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme


def csrf_failure(request, reason: str = ""):
    back = request.META.get("HTTP_REFERER", "")
    if not url_has_allowed_host_and_scheme(back, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        # The address the form went to: every form-only address of the site leads a GET to its page
        # (quizzes.form_only), or shows the site's 405 page with a way on (config.method_not_allowed).
        back = request.path
    return render(request, "form_refused.html", {"back": back}, status=403)
