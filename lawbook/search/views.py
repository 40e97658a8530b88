"""The search page (/tr/ara/, /en/search/) and the search API (/api/search/).

Both read the index only (lawbook.search). Whatever is typed, the page answers with a page and the
API with JSON: a 400 error for a request it cannot take, a 503 while no index has been built.
A citation ("Yasa 64B") redirects the page to the paragraph; the API names it in "jump". A citation
of a paragraph the Laws do not have ("50Z") is answered on the page, which says so above the
nearest paragraph they have (Law 50); the API's "jump" names that paragraph and its
"no_such_paragraph" says that it is not the one cited.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime

from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe

from ..api.views import json_error, json_response, read_only
from ..content_version import Stamp
from ..editions import editions
from ..labels import MAX_LAW
from ..pages.page_cache import reading_page
from ..pages.views import current_lang
from . import reader
from .analysis import LANGS
from .query import MAX_QUERY_CHARS, clean
from .reader import IndexMissing
from .service import DEFAULT_LIMIT, MAX_LIMIT, Outcome, page_lang, search

# Longer input is refused by the API (a client bug) and cut by the page (a paste).
MAX_API_QUERY = 500
PAGE_LIMIT = 30
MAX_CHAPTER = 99


class BadParameter(ValueError):
    """A request parameter the search cannot take; the message is shown to the client."""


@dataclass(frozen=True)
class ChapterChoice:
    number: int
    label: str
    selected: bool


def _whole_number(value: str | None, name: str, low: int, high: int) -> int | None:
    if value is None or value == "":
        return None
    if not value.isascii() or not value.isdigit() or not low <= int(value) <= high:
        raise BadParameter(
            _("%(name)s must be a whole number from %(low)s to %(high)s.") % {"name": name, "low": low, "high": high}
        )
    return int(value)


def _language(value: str | None) -> str:
    """The API's `lang`: absent or empty is Turkish, the official text; anything else but tr or en is
    refused rather than answered silently in Turkish."""
    if value and value not in LANGS:
        raise BadParameter(_("lang must be tr or en, not %(lang)s.") % {"lang": value[:20]})
    return page_lang(value)


# --- API ----------------------------------------------------------------------------------------


def index_stamp() -> Stamp | None:
    """Results come from the index, not the database: they are cached per index generation (a
    rebuild swaps in a new folder), or not at all while there is no index."""
    try:
        with reader.session() as index:
            generation = hashlib.sha256(index.path.encode()).hexdigest()[:16]
            return Stamp(generation, datetime.strptime(index.built, "%Y-%m-%dT%H:%M:%S%z"))
    except (IndexMissing, ValueError):
        return None


@read_only
@reading_page(stamp=index_stamp, personal=editions.draft_in_query)
def search_api(request):
    # The index holds the current edition only (the indexer builds nothing else).
    code = request.GET.get("edition")
    edition = editions.find(code, request.user if code else None)
    if edition is None or edition.code != editions.current_code():
        return json_error(_("Search covers the current edition only."), 404)
    response = _search_api(request)
    response["Edition"] = edition.code
    return response


def _search_api(request):
    raw = request.GET.get("q", "")
    if len(raw) > MAX_API_QUERY:
        return json_error(_("The query q is too long: at most %(n)s characters.") % {"n": MAX_API_QUERY}, 400)
    if not clean(raw):
        return json_error(_("Give the words to search for in the q parameter."), 400)
    try:
        limit = _whole_number(request.GET.get("limit"), "limit", 1, MAX_LIMIT) or DEFAULT_LIMIT
        chapter = _whole_number(request.GET.get("chapter"), "chapter", 1, MAX_CHAPTER)
        lang = _language(request.GET.get("lang"))
    except BadParameter as error:
        return json_error(str(error), 400)
    try:
        outcome = search(raw, lang, limit, chapter)
    except IndexMissing:
        return json_error(_("Search is not available yet: the index has not been built."), 503)
    return json_response(api_data(outcome))


def api_data(outcome: Outcome) -> dict:
    return {
        "query": outcome.query,
        "lang": outcome.lang,
        "jump": outcome.jump,
        "jump_url": outcome.jump_url,
        "no_such_paragraph": missing_data(outcome.no_such_paragraph),
        "no_such_law": missing_law_data(outcome.no_such_law),
        "suggestion": outcome.suggestion,
        "results": [hit_data(hit) for hit in outcome.hits],
    }


def missing_data(missing) -> dict | None:
    """ "50Z": what the page says above Law 50 ("Law 50 has no paragraph Z"), for a client that
    would otherwise take the "jump" to Law 50 for the paragraph cited."""
    if missing is None:
        return None
    return {"cited": str(missing.cited), "shown": str(missing.shown), "part": missing.part}


def missing_law_data(number: int | None) -> dict | None:
    """ "Yasa 99", "99Z": what the page says ("There is no Law 99: the Laws are numbered 1 to 93"),
    so that a client tells a Law the Laws do not have from words that found nothing (fix62)."""
    if number is None:
        return None
    return {"cited": number, "first": 1, "last": MAX_LAW}


def hit_data(hit) -> dict:
    data = {
        "kind": hit.kind,
        "label": hit.label,
        "law": hit.law,
        "title": hit.title,
        "heading": hit.heading or None,
        "snippet": str(hit.snippet),
        "score": hit.score,
        "url": hit.url,
        "lang": hit.lang,
        "fallback": hit.fallback,
    }
    if hit.kind == "definition":
        data["term"] = hit.term
    if hit.kind == "footnote":
        data["footnote"] = hit.footnote
    return data


# --- page ---------------------------------------------------------------------------------------


@require_safe
@reading_page(stamp=index_stamp)
def search_page(request):
    raw = request.GET.get("q", "")
    query = clean(raw)
    lang = current_lang()
    try:
        chapter = _whole_number(request.GET.get("chapter"), "chapter", 1, MAX_CHAPTER)
    except BadParameter:
        chapter = None
    context = {
        "query": query,
        "shortened": len(raw.strip()) > MAX_QUERY_CHARS,
        "max_chars": MAX_QUERY_CHARS,
        "chapter": chapter,
    }
    if not query:
        return render(request, "lawbook/search.html", context)
    try:
        outcome = search(query, lang, PAGE_LIMIT, chapter)
    except IndexMissing:
        return render(request, "lawbook/search.html", {**context, "unavailable": True}, status=503)
    if outcome.jump_url and outcome.no_such_paragraph is None:
        return redirect(outcome.jump_url)  # "50Z" is not redirected: the page says there is no such paragraph
    context.update(
        outcome=outcome,
        chapters=[ChapterChoice(c.number, f"{c.roman}. {c.name(lang)}", c.number == chapter) for c in outcome.chapters],
    )
    return render(request, "lawbook/search.html", context)
