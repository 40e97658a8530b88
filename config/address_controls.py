"""A control character typed into a page's address or sent in its form (a NUL as "%00", an escape
as "%1b", a right-to-left override: lawbook/control_characters.py) is never sent back raw: the table page's and the score
calculator's boxes were refilled with it (polish75). Each view still reads the values as sent and
refuses what it cannot read with its own form error (a NUL in a choice is "This step does not
exist", in a score "Row 1: the score must be a whole number"); the page drawn in answer is sent
without the control characters, and says above its content that it left them out.

The admin's pages are Django's own, drawn by its templates, whose views read the values further
(a NUL in a list's filter is a bad lookup there: lawbook/admin/lists.py; a NUL in the related-object
box's ?term= was PostgreSQL's refusal, a 500; other control characters came back raw in the
search box: polish76): an admin address holding one is sent, by GET, to the same address without
them, and the page it leads to says why (Django's messages, shown by the admin above its content).
The autocomplete's answer is JSON read by a script: sent on without a message. A list's form
(an action, the list's boxes) is posted to the list's own address, which a POST does not leave by
the GET rule: with a control character there, a NUL was a bad lookup sent to the bare list with
?e=1 and no word of why, another character was drawn back raw (polish77). Such a POST changes
nothing: it is sent, by GET, to the list's address without them, which says so. A row's own form
is read as sent (its page draws no value of its address raw: tried, polish77).

Not here: the API, which answers a bad value as JSON by its own rules.
"""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpResponseRedirect, QueryDict
from django.utils.translation import gettext as _

from lawbook.control_characters import holds_controls, without_controls
from lawbook.see_other import SeeOther


def _holds_controls(params: QueryDict) -> bool:
    return any(holds_controls(key) or any(holds_controls(value) for value in values) for key, values in params.lists())


def _without_controls(params: QueryDict) -> str:
    """The query string again, each name and value without its control characters (a name left
    empty by that goes)."""
    cleaned = QueryDict(mutable=True)
    for key, values in params.lists():
        if without_controls(key):
            cleaned.setlist(without_controls(key), [without_controls(value) for value in values])
    return cleaned.urlencode()


def _admin_without_controls(request) -> HttpResponseRedirect:
    if request.resolver_match.url_name != "autocomplete":
        messages.warning(
            request,
            _(
                "The address held a control character (such as a NUL), which no search or filter "
                "takes: it is left out of the address."
            ),
        )
    return HttpResponseRedirect(_address_without_controls(request))


def _address_without_controls(request) -> str:
    query = _without_controls(request.GET)
    return request.path + (f"?{query}" if query else "")


def _admin_list_posted_with_controls(request) -> HttpResponseRedirect:
    # Not done as sent: the rows chosen were read from a list the address did not describe.
    messages.error(
        request,
        _(
            "Nothing was changed: the list's address held a control character (such as a NUL), "
            "which no search or filter takes. Here is the list without it: choose the rows and the action again."
        ),
    )
    return SeeOther(_address_without_controls(request))


class ControlCharactersInAddress:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if (
            getattr(request, "controls_removed", False)
            and not response.streaming
            and "html" in response.get("Content-Type", "")
        ):
            response.content = without_controls(response.content.decode(response.charset)).encode(response.charset)
        return response

    def process_view(self, request, view_func, view_args, view_kwargs):
        match = request.resolver_match
        if match is None or "api" in match.namespaces:
            return None
        if "admin" in match.namespaces:
            if not _holds_controls(request.GET):
                return None
            if request.method in ("GET", "HEAD"):
                return _admin_without_controls(request)
            if (match.url_name or "").endswith("_changelist"):
                return _admin_list_posted_with_controls(request)
            return None
        # A form's body is read by the CSRF middleware before this: request.POST is parsed already.
        if _holds_controls(request.GET) or (request.method == "POST" and _holds_controls(request.POST)):
            request.controls_removed = True
        return None


def address_controls(request) -> dict:
    """Template context: whether the page's values held a control character (base.html)."""
    return {"controls_removed": getattr(request, "controls_removed", False)}
