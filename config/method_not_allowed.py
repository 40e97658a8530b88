"""A page opened by a method its address does not take (a GET typed or bookmarked at an address
that takes only a form, such as the log-out button's) gets the site's 405 page in the page's
language, with words and a way on, not the browser's bare "HTTP ERROR 405".

Django answers such a request with an empty `HttpResponseNotAllowed` (`require_POST`, a class
view's `http_method_not_allowed`, the log-out view); this middleware draws that empty answer as a
page, keeping its status and its `Allow` header. The JSON API draws its own 405 (a JSON error) and
is left alone, as is any 405 that already has a body. The quizzes' form-only addresses lead a GET
to the page the form is on instead (quizzes/form_only.py); this is the net under every other.
"""

from django.shortcuts import render
from django.urls import NoReverseMatch, reverse


class MethodNotAllowedPage:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.status_code != 405 or response.streaming or response.content:
            return response
        match = request.resolver_match
        if match is not None and "api" in match.namespaces:
            return response
        # A log-out bookmarked by someone logged in: the button it takes, on this page.
        log_out = match is not None and match.url_name == "logout" and request.user.is_authenticated
        page = render(request, "405.html", {"way_on": _way_on(match), "log_out": log_out}, status=405)
        if response.has_header("Allow"):
            page["Allow"] = response["Allow"]
        return page


def _way_on(match) -> str | None:
    """The admin's own index for an admin address (its log-out, an edition's open-draft button):
    the person there is staff, and the admin is where he was going."""
    if match is not None and "admin" in match.namespaces:
        try:
            return reverse("admin:index")
        except NoReverseMatch:
            return None
    return None
