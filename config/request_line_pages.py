"""The page a reader gets when gunicorn cannot read the first line of his request: an address too
long for it (414, past its `limit_request_line`, 4 094 bytes) or one it refuses to read (400: a
letter such as "ş" sent as it is, which an address must carry percent-encoded, RFC 9112 3.2).

Django never sees such a request, so gunicorn answered with its own bare English page, the 400's
echoing the refused line back garbled. Here the worker (config.gunicorn_worker) sends this page
instead: Turkish first, then English (the address's language is not read), with what to do and a
way on; the status stays gunicorn's. A browser percent-encodes what it sends, so the 400 is met
only by a hand-made link (a program's, or one typed for curl): it is kept, as HTTP asks.
"""

from __future__ import annotations

from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import translation
from gunicorn.http.errors import InvalidRequestLine, LimitRequestLine

from lawbook.search.query import MAX_QUERY_CHARS

LANGUAGES = ("tr", "en")  # the site's order: Turkish first

STATUSES = {LimitRequestLine: (414, "URI Too Long"), InvalidRequestLine: (400, "Bad Request")}


def response_for(error: Exception) -> bytes | None:
    """The whole HTTP answer to a request line gunicorn refused with `error`; None for any other
    error (gunicorn's own answer stands)."""
    known = [answer for kind, answer in STATUSES.items() if isinstance(error, kind)]
    if not known:
        return None
    status, reason = known[0]
    body = _page(status).encode("utf-8")
    head = (
        f"HTTP/1.1 {status} {reason}\r\n"
        "Connection: close\r\n"
        "Content-Type: text/html; charset=utf-8\r\n"
        "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n"
        "X-Content-Type-Options: nosniff\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    )
    return head.encode("ascii") + body


def _page(status: int) -> str:
    parts = []
    for lang in LANGUAGES:
        with translation.override(lang):
            parts.append({"lang": lang, "home": reverse("lawbook:home"), "search": reverse("lawbook:search")})
    return render_to_string(
        "request_line_refused.html", {"status": status, "parts": parts, "max_chars": MAX_QUERY_CHARS}
    )
