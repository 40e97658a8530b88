"""Sending the whole book as PDF (lawbook.pages.book): /tr/kitap.pdf and /en/book.pdf for the current
edition, /tr/baski/2017/kitap.pdf and /en/edition/2017/book.pdf for any edition a reader may see.

A web request only sends the file the indexer built; a book not built yet is a 404 page that says
so, never a build in the serving process and never a 500. Validators (ETag, Last-Modified) come
from the file, which the indexer replaces in one rename. A draft's book (built by hand with
build_book_pdf --edition) is for readers with the `view_draft` permission only: sent `private,
no-store`, without validators, never answered 304 (lawbook.pages.page_cache.answer_privately).
"""

from __future__ import annotations

import os
from pathlib import Path

from django.http import FileResponse, Http404
from django.utils.cache import get_conditional_response
from django.utils.http import http_date
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe

from ..editions import editions
from ..models import Edition, is_draft_edition
from . import book
from .page_cache import answer_privately
from .views import current_lang, reader_edition


def built_book(request, code: str | None, lang: str) -> tuple[Edition, Path]:
    """The edition whose book the address names and where its file is (which may not exist yet).

    Just after a publication the indexer is still laying out the new edition's book: meanwhile the
    current book's address serves the newest one already built (its pages name its edition, and
    so does the Edition header). An edition's own address serves that edition's book only."""
    edition = reader_edition(request, code).shown
    path = book.book_path(edition.code, lang)
    if code is None and not path.exists():
        for earlier in editions.published().order_by("-published_at", "-pk"):
            if book.book_path(earlier.code, lang).exists():
                return earlier, book.book_path(earlier.code, lang)
    return edition, path


@require_safe
def book_pdf(request, code: str | None = None):
    if is_draft_edition(code):
        return answer_privately(_send_book, request, code)
    return _send_book(request, code)


def _send_book(request, code: str | None):
    lang = current_lang()
    edition, path = built_book(request, code, lang)
    try:
        # Opened before its size and date are read, since a rebuild may swap the file meanwhile;
        # FileResponse closes it.
        handle = open(path, "rb")  # noqa: SIM115
    except OSError:
        raise Http404(
            _(
                "The PDF of edition %(code)s is not ready yet: it is built after each publication. Try again in a minute."
            )
            % {"code": edition.code}
        ) from None
    filename = _("laws-of-duplicate-bridge-%(code)s-%(lang)s.pdf") % {"code": edition.code, "lang": lang}
    if edition.is_draft:
        # Asked again on every request: no validators, so never a 304 (book_pdf marks it private).
        response = FileResponse(handle, content_type="application/pdf", filename=filename)
        response["Edition"] = edition.code
        return response
    stat = os.fstat(handle.fileno())
    etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}"'
    not_modified = get_conditional_response(request, etag=etag, last_modified=int(stat.st_mtime))
    if not_modified is not None:
        handle.close()
        return not_modified
    response = FileResponse(handle, content_type="application/pdf", filename=filename)
    response["ETag"] = etag
    response["Last-Modified"] = http_date(stat.st_mtime)
    response["Edition"] = edition.code
    response["Cache-Control"] = "public, max-age=60"
    return response
