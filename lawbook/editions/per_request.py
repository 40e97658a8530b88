"""The current edition read once per request: a request sees one edition from start to end.

`editions.current()` is asked for by the page, its links, its quotations and its cache checks, about
twice per request (2 494 reads over the 1 205 pages the service worker saves) and before this
module each time with a query. `OneEditionPerRequest` (a middleware, config/settings.py) opens a
memo for the request; the first `current()` inside it reads the edition, the later ones reuse it.

A publication made by another process during the request is seen by the next request, not halfway
through this one, so a page never mixes two editions (its text from one, its links or "this is not
the current edition" notice from the other). The same holds for the request that publishes (the
admin's publication answers with a redirect, so nothing after it reads the edition). Outside a
request (commands, the indexer, tests calling the functions directly) nothing is remembered: each
`current()` reads the database.
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from typing import TypeVar

T = TypeVar("T")

# One slot per request: empty until the edition is first read. None outside a request.
_memo: ContextVar[list | None] = ContextVar("lawbook_current_edition", default=None)


def remembered(read: Callable[[], T]) -> T:
    """`read()` once per request (its answer kept for the rest of the request); outside a request,
    `read()` every time."""
    slot = _memo.get()
    if slot is None:
        return read()
    if not slot:
        slot.append(read())
    return slot[0]


class OneEditionPerRequest:
    """The middleware: a memo opened for each request and closed with it."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        token = _memo.set([])
        try:
            return self.get_response(request)
        finally:
            _memo.reset(token)
