"""A control character typed into a page's address or sent in its form (a NUL as "%00", an escape
as "%1b", a right-to-left override: lawbook/control_characters.py) is left out of the values before
the view reads them, and the page says so above its content: no box is refilled with it raw (the
table page's and the score calculator's were, polish75), no query sends it to PostgreSQL (which
refuses a NUL in a text value), and a form's reader sees only what a keyboard types.

Left out, and said: the boxes are refilled with what was read, beside a form error asking the
reader to check them before relying on the answer. A tab and a line break stay (a deal pasted over
several lines is read). Not here: the API, which answers a bad value as JSON by its own rules, and
the admin, Django's own pages (a NUL in a list's filter is a bad lookup there:
lawbook/admin/lists.py).
"""

from __future__ import annotations

from django.http import QueryDict

from lawbook.control_characters import holds_controls, without_controls


def _holds_controls(params: QueryDict) -> bool:
    return any(holds_controls(key) or any(holds_controls(value) for value in values) for key, values in params.lists())


def _cleaned(params: QueryDict) -> QueryDict:
    kept = QueryDict(mutable=True, encoding=params.encoding)
    for key, values in params.lists():
        kept.setlist(without_controls(key), [without_controls(value) for value in values])
    kept._mutable = False
    return kept


class ControlCharactersInAddress:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_view(self, request, view_func, view_args, view_kwargs):
        match = request.resolver_match
        if match is None or {"admin", "api"} & set(match.namespaces):
            return None
        if _holds_controls(request.GET):
            request.GET = _cleaned(request.GET)
            request.controls_removed = True
        # A form's body is read by the CSRF middleware before this: request.POST is parsed already.
        if request.method == "POST" and _holds_controls(request.POST):
            request.POST = _cleaned(request.POST)
            request.controls_removed = True
        return None


def address_controls(request) -> dict:
    """Template context: whether the page's values lost a control character (base.html)."""
    return {"controls_removed": getattr(request, "controls_removed", False)}
