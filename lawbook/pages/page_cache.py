"""Reading pages and API answers, cached per content version and release, with ETag,
Last-Modified and 304.

A reading page is made from the text and from the code. The text changes only when the content
version does (lawbook.content_version: an import that changed the text, a publication; a draft's
save does not move it, and a draft's pages are not reading pages, see below); the code only with
a deploy, which lawbook.release names with its stamp (settings.RELEASE, or a digest of the
templates, catalogues, static sources, guides and packages that make pages). The page is the same
for every reader: no cookie, nothing about the person. So a rendered answer is stored under
(release, language, encoding, full address) with the content version it was made from, and served
again, before the rest of the stack (PageCacheMiddleware), until either moves on; every process,
on every machine sharing the database, finds out a new text by reading the one version row. The
ETag is W/"{content version}.{release}-{language}": a reader who revalidates after a deploy that
corrected a template, a catalogue string or a guide gets the new page, not a 304. Last-Modified is
the later of the text's last change and the time the process took up its release (_last_modified:
If-Modified-Since alone must not hide a deploy either). A conditional request is answered 304
without rendering.

The rule, for a new kind of page: it is a reading page if it is the same for every reader (no
form with a CSRF token, no session, no user, no cookie) and made only from the text, the code and
its address; then its view is decorated with reading_page (the Law pages, the definitions, the
changelog, the search pages, the API answers, the casebook, the situation guides). Anything else
its answer is made from must be in the stamp it passes (the search pages pass the index
generation) or in lawbook.release's list of files. The stored copies live in the process
(CACHES is a LocMemCache): a restart clears them, and no deployment keeps them across a deploy.
The search index is keyed on the content version and not on the release, rightly: it records the
code and the guides' documents it was built from itself (lawbook.search.index.is_stale), and a
deploy that changes neither needs no rebuild.

An answer that depends on who asks (a page or API answer about a draft edition, which only
readers with the `view_draft` permission see: lawbook.editions.editions) is none of this: the view says so
with `personal`, which is asked before anything else, so that such an answer is never a 304 (the
permission is decided by the view, on every request), never stored, and is sent `private,
no-store` without validators, whatever its status (a draft's 404 too).

Two things keep a cached answer close to the cost of a static file: the version is read from the
database at most once a second per process (a process that bumps it forgets at once; the others
follow within the second), and the gzip copy is stored beside the plain one, so it is compressed
once per version instead of on every request (a reading page holds no secret: BREACH has nothing
to recover, and no random padding is needed).
"""

from __future__ import annotations

import gzip
import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps

from django.core.cache import cache
from django.core.handlers.exception import response_for_exception
from django.http import Http404
from django.utils import translation
from django.utils.cache import (
    get_conditional_response,
    patch_cache_control,
    patch_vary_headers,
)
from django.utils.http import http_date
from django.utils.translation import get_language

from .. import release
from ..content_version import Stamp

# Redirects (a permalink to its Law, a citation typed into search) are stored too; only a 200
# carries the validators, so that a 304 never stands in for a redirect or an error.
STORED_STATUSES = {200, 301, 302}
ACCEPTS_GZIP = re.compile(r"\bgzip\b")


@dataclass(frozen=True)
class Source:
    """What a reading page was made from (the text's stamp; the code's release is in the stored
    copy's key), and its validators (None on a redirect)."""

    read_stamp: Callable[[], Stamp | None]
    stamp: Stamp
    etag: str | None
    last_modified: int | None


def reading_page(view=None, *, stamp=None, personal=None):
    """Decorate a GET view whose answer depends only on the text, the language and the address:
    it answers 304 to a reader who has the current one, and marks its answer for
    PageCacheMiddleware to keep.

    `stamp`, if given, says what the answer is made from instead of the content version: the
    search pages pass the index generation they read (None when there is no index: not cached).
    `personal(request, *args, **kwargs)`, if given, says whether this request's answer depends on
    who asks (it names a draft edition): then the view answers, privately (`answer_privately`).
    """
    if view is None:
        return lambda view: reading_page(view, stamp=stamp, personal=personal)
    read_stamp = stamp or Stamp.now
    if personal is not None:
        public_view = reading_page(view, stamp=stamp)

        @wraps(view)
        def deciding(request, *args, **kwargs):
            if personal(request, *args, **kwargs):
                return answer_privately(view, request, *args, **kwargs)
            return public_view(request, *args, **kwargs)

        return deciding

    @wraps(view)
    def wrapper(request, *args, **kwargs):
        if request.method not in ("GET", "HEAD"):
            return view(request, *args, **kwargs)
        current = read_stamp()
        if current is None:
            return view(request, *args, **kwargs)
        code = release.current()
        # Weak: the same text, made by the same code, in the same language, whatever the encoding
        # (GZipMiddleware would weaken a strong one on the 200 but not on the bodiless 304).
        etag = f'W/"{current.version}.{code.stamp}-{get_language() or ""}"'
        last_modified = _last_modified(current, code)
        not_modified = get_conditional_response(request, etag=etag, last_modified=last_modified)
        if not_modified is not None:
            return _validated(not_modified, etag, last_modified)
        response = view(request, *args, **kwargs)
        if response.status_code == 200:
            response.made_from = Source(read_stamp, current, etag, last_modified)
            _validated(response, etag, last_modified)
        elif response.status_code in STORED_STATUSES:
            response.made_from = Source(read_stamp, current, None, None)
        return response

    return wrapper


class PageCacheMiddleware:
    """Keeps the answers of reading_page views, per language, encoding and full address, and
    serves them again while what they were made from is unchanged, before sessions, CSRF, URL
    resolution and the view: a stored page costs little more than a static file.

    It sits inside SecurityMiddleware and GZipMiddleware and outside the rest, so what it stores
    carries every header the inner middleware adds; the language is read from the request as
    LocaleMiddleware reads it (the /tr/ or /en/ prefix; for the API, the cookie or
    Accept-Language).
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.method not in ("GET", "HEAD"):
            return self.get_response(request)
        packed = bool(ACCEPTS_GZIP.search(request.headers.get("Accept-Encoding", "")))
        lang = translation.get_language_from_request(request, check_path=True)
        # The release in the key too: a cache shared by machines (CACHES set to one) part-way
        # through a deploy holds each release's pages apart.
        address = f"{release.stamp()}|{lang}|{packed}|{request.build_absolute_uri()}"
        key = "page:" + hashlib.sha256(address.encode()).hexdigest()
        entry = cache.get(key)
        if entry is not None:
            source, response = entry
            if source.read_stamp() == source.stamp:
                return (
                    get_conditional_response(
                        request, etag=source.etag, last_modified=source.last_modified, response=response
                    )
                    or response
                )
        response = self.get_response(request)
        source = getattr(response, "made_from", None)
        if source is not None and _storable(request, response):
            del response.made_from
            if packed:
                _gzip(response)
            cache.set(key, (source, response), timeout=None)
        return response


def answer_privately(view, request, *args, **kwargs):
    """The view's answer for this reader only: no 304 (the view decides who may see it, on every
    request), no validators, not stored by any cache, this one or a shared one on the way. A 404
    the view raises is made here, so that it is marked too: whether it is a 404 depends on who
    asks."""
    try:
        response = view(request, *args, **kwargs)
    except Http404 as missing:
        response = response_for_exception(request, missing)
    return private(response)


def private(response):
    """Mark an answer as this reader's only, never to be stored or revalidated."""
    for header in ("ETag", "Last-Modified"):
        if response.has_header(header):
            del response[header]
    response["Cache-Control"] = "private, no-store"
    return response


def _last_modified(text: Stamp, code: release.Release) -> int:
    """The later of the text's last change and the time this process took up its release: a
    deploy changes pages without changing the text, and a client that revalidates with
    If-Modified-Since alone (If-None-Match, when sent, decides: RFC 9110 13.2.2, and Django's
    get_conditional_response) must get the new page. Another process of the same release may say
    a slightly different time; a client then gets a 200 where a 304 would have done, never the
    reverse, as long as no process of the old release starts after one of the new (a machine
    of the old code restarted part-way through a rolling deploy could: a client that sent
    If-None-Match too, as browsers do, is still right)."""
    changed = text.changed_at.timestamp() if text.changed_at else 0
    return int(max(changed, code.taken_up_at))


def _validated(response, etag: str, last_modified: int | None):
    response["ETag"] = etag
    if last_modified is not None:
        response["Last-Modified"] = http_date(last_modified)
    # Any cache may keep it, and must ask again before reusing it: a publication shows at once.
    patch_cache_control(response, public=True, max_age=0, must_revalidate=True)
    return response


def _gzip(response) -> None:
    """What GZipMiddleware does, without its random padding, once for the stored copy."""
    patch_vary_headers(response, ("Accept-Encoding",))
    if response.has_header("Content-Encoding") or len(response.content) < 200:
        return
    compressed = gzip.compress(response.content, compresslevel=6, mtime=0)
    if len(compressed) < len(response.content):
        response.content = compressed
        response["Content-Length"] = str(len(compressed))
        response["Content-Encoding"] = "gzip"


def _storable(request, response) -> bool:
    """Only answers that are the same for everyone: nothing streamed, no cookie set, no use of
    the session or of the CSRF token (either would make the page depend on the person)."""
    session = getattr(request, "session", None)
    return (
        response.status_code in STORED_STATUSES
        and not response.streaming
        and not response.cookies
        and not request.META.get("CSRF_COOKIE_NEEDS_UPDATE")
        and not (session is not None and session.accessed)
        and "cookie" not in response.get("Vary", "").lower()
    )
