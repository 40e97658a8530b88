"""What a request reads once and then keeps: a request sees one state from start to end.

`OneReadPerRequest` (a middleware, config/settings.py) opens a memo for each request; the first
`remembered(key, read)` inside it calls `read()`, the later ones with the same key reuse the answer.
Three kinds of key use it:
- "edition": the current edition (lawbook.editions.editions.current). It is asked for by the page,
  its links, its quotations and its cache checks, about twice per request (2 494 reads over the
  1 205 pages the service worker saves), each time with a query before. A publication made by
  another process during the request is seen by the next request, not halfway through this one,
  so a page never mixes two editions (its text from one, its links or "this is not the current
  edition" notice from the other). The admin's publication answers with a redirect, so nothing
  after it reads the edition.
- "stamp": the content version (lawbook.content_version), which the page cache, the changelog's
  markers and the quizzes' caches each ask for: read once, so that a page's queries do not depend
  on how long it took (issue 21: a bounded page once counted 13 queries for 12 under load). A
  request that changes the text forgets it (`forget`) and reads the new one.
- "url:<name>:<language>:<arguments>": a Law's page at the reading site or in an edition, and the
  definitions page (lawbook.layers.render.SiteLinks, EditionLinks), which every paragraph or term
  linked on a page is an anchor of: asked of the URL resolver once per request, language and page
  rather than once per link (the definitions page links some 1 700 paragraphs of the 93 Laws; a
  Law page some 30 terms).
Outside a request (commands, the indexer, tests calling the functions directly) nothing is
remembered: each call reads.
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from typing import TypeVar

T = TypeVar("T")

# One memo per request: key -> the answer first read. None outside a request.
_memo: ContextVar[dict | None] = ContextVar("lawbook_per_request", default=None)


def remembered(key: str, read: Callable[[], T]) -> T:
    """`read()` once per request for `key` (its answer kept for the rest of the request); outside a
    request, `read()` every time."""
    memo = _memo.get()
    if memo is None:
        return read()
    if key not in memo:
        memo[key] = read()
    return memo[key]


def forget(key: str) -> None:
    """The request reads `key` again at its next `remembered` (after it changed what is read)."""
    memo = _memo.get()
    if memo is not None:
        memo.pop(key, None)


class OneReadPerRequest:
    """The middleware: a memo opened for each request and closed with it."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        token = _memo.set({})
        try:
            return self.get_response(request)
        finally:
            _memo.reset(token)
