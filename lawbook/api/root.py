"""GET /api/: where a client starts. It names the API, the address of its OpenAPI description
(registered by the app that owns it, so null if none is) and every address under /api/ in the
description's form (`/api/laws/{number}/`), so that a person who types /api/ learns where to go
instead of meeting a 404."""

from __future__ import annotations

import re

from django.urls import NoReverseMatch, URLPattern, reverse

from .views import json_response, read_only

TITLE = "Briç Yasaları API"
_CONVERTER = re.compile(r"<(?:\w+:)?(\w+)>")


def api_paths(patterns) -> list[str]:
    """The /api/ addresses of `patterns` in OpenAPI form, without the catch-all JSON 404 (a regex)."""
    return [
        "/api/" + _CONVERTER.sub(r"{\1}", str(pattern.pattern))
        for pattern in patterns
        if isinstance(pattern, URLPattern) and not str(pattern.pattern).startswith("^")
    ]


def _schema_url() -> str | None:
    try:
        return reverse("api:schema")
    except NoReverseMatch:
        return None


@read_only
def api_root(request):
    from .urls import urlpatterns  # the URL conf imports this module

    return json_response({"title": TITLE, "schema": _schema_url(), "paths": api_paths(urlpatterns)})
