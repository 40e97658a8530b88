"""A control character typed into a page's address or sent in its form (a NUL as "%00", an escape
as "%1b", a right-to-left override: lawbook/control_characters.py) is never sent back raw: the table page's and the score
calculator's boxes were refilled with it (polish75). Each view still reads the values as sent and
refuses what it cannot read with its own form error (a NUL in a choice is "This step does not
exist", in a score "Row 1: the score must be a whole number"); the page drawn in answer is sent
without the control characters, and says above its content that it left them out.

Not here: the API, which answers a bad value as JSON by its own rules, and the admin, Django's own
pages (a NUL in a list's filter is a bad lookup there: lawbook/admin/lists.py).
"""

from __future__ import annotations

from django.http import QueryDict

from lawbook.control_characters import holds_controls, without_controls


def _holds_controls(params: QueryDict) -> bool:
    return any(holds_controls(key) or any(holds_controls(value) for value in values) for key, values in params.lists())


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
        if match is None or {"admin", "api"} & set(match.namespaces):
            return None
        # A form's body is read by the CSRF middleware before this: request.POST is parsed already.
        if _holds_controls(request.GET) or (request.method == "POST" and _holds_controls(request.POST)):
            request.controls_removed = True
        return None


def address_controls(request) -> dict:
    """Template context: whether the page's values held a control character (base.html)."""
    return {"controls_removed": getattr(request, "controls_removed", False)}
