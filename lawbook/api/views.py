"""The read-only JSON API: Laws, paragraphs, definitions and footnotes, in both languages.

Every English text says its source (`en_source`: "project", our rendering of the Turkish text, or
"official", an official English text imported with `import_laws --lang en`; lawbook.english.english_source),
a paragraph and a definition list their editor's notes (`editor_notes`: kind, text in both
languages, without the marks of the words they quote in the other language), and a paragraph the federation's interpretations of it
(`interpretations`: kind, labels, title and text in both languages, source, ISO date). An `_en`
field is null only where English is missing: where the Turkish field has text and no English text
fills it yet. Where the Turkish field is empty (a Law or a section that opens with
its sub-paragraphs, a section without a heading) the English field is an empty string too.
Errors are JSON with a 4xx status.

Every endpoint reads one edition: `?edition=<code>`, else the current published edition; an
unknown edition, or a draft asked for by anyone without the `view_draft` permission, is a JSON
404. Each answer says its edition: an `edition` key in an object answer, in every item of a list,
and the `Edition` header. An answer about a draft depends on who asks: it is sent `private,
no-store`, without validators, and never answered 304 (lawbook.pages.page_cache).
The edition endpoints themselves are in lawbook.api.edition_views.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from functools import wraps

from django.http import JsonResponse
from django.utils.translation import gettext as _
from django.views.decorators.csrf import csrf_exempt

from .. import queries
from ..editions import editions
from ..english import english_source
from ..layers.render import SiteLinks
from ..models import Edition, TermMention
from ..pages.page_cache import reading_page
from ..text.language_parts import plain

JSON_OPTIONS = {"ensure_ascii": False}
LINKS = SiteLinks()


def json_response(data, status=200) -> JsonResponse:
    return JsonResponse(data, status=status, safe=False, json_dumps_params=JSON_OPTIONS)


def json_error(message: str, status: int) -> JsonResponse:
    return json_response({"error": message}, status=status)


def read_only(view):
    """GET and HEAD only; any other method gets a JSON 405 naming the allowed ones.

    Exempt from the CSRF check, which would otherwise answer a POST with an HTML 403 page before
    the view could say that the API only reads: nothing here changes any data.
    """

    @csrf_exempt
    @wraps(view)
    def wrapper(request, *args, **kwargs):
        if request.method not in ("GET", "HEAD"):
            response = json_error(_("The API only reads: use GET."), 405)
            response["Allow"] = "GET, HEAD"
            return response
        return view(request, *args, **kwargs)

    return wrapper


def with_edition(view):
    """Resolve `?edition=` (default: the current edition) and pass it to the view as `edition`;
    answer a JSON 404 for an edition the caller may not read. The answer names its edition."""

    @wraps(view)
    def wrapper(request, *args, **kwargs):
        code = request.GET.get("edition")
        # Only a named draft asks who is asking (lawbook.editions.editions.may_read_drafts): answers about a
        # published edition stay the same for everyone, and cacheable (lawbook.pages.page_cache).
        edition = editions.find(code, request.user if code else None)
        if edition is None:
            return json_error(_("There is no edition %(code)s.") % {"code": (code or "")[:20]}, 404)
        response = view(request, *args, edition=edition, **kwargs)
        response["Edition"] = edition.code
        return response

    return wrapper


def edition_tagged(data, edition):
    """`data` with its edition: a key of an object, a key of every object in a list."""
    if isinstance(data, dict):
        return {**data, "edition": edition.code}
    return [edition_tagged(item, edition) for item in data]


@dataclass(frozen=True)
class ReadingLinks:
    """The reading pages an answer's `url` fields point at: the current pages for the current
    edition, the edition's own stable pages (/tr/baski/2017/yasa/64/) for any other."""

    pinned: str | None  # the edition's code when it is not the current edition

    def law(self, law) -> str:
        if self.pinned is None:
            return law.get_absolute_url()
        return LINKS.edition_law(self.pinned, law.number)

    def paragraph(self, paragraph) -> str:
        return self.law(paragraph.law) + f"#{paragraph.anchor}"


def reading_links(edition: Edition) -> ReadingLinks:
    return ReadingLinks(None if edition.code == editions.current_code() else edition.code)


CURRENT_PAGES = ReadingLinks(None)


def _turkish(turkish: str | None) -> str:
    """A Turkish field: "" where it is empty (never null, even for a row stored before lawbook
    migration 0011 repaired NULL texts)."""
    return turkish or ""


def _english(turkish: str | None, english: str | None) -> str | None:
    """The English beside a Turkish field: "" when there is nothing to translate, None when missing."""
    if english:
        return english
    return None if turkish else ""


def english_sources(obj) -> dict:
    """`en_source`: "project" (our rendering of the Turkish), "official" (an official English text
    imported with import_laws --lang en), "mixed", or null where there is no English; and the
    source of each English field that holds a text."""
    fields = english_source.english_fields(obj)
    return {
        "en_source": english_source.of_row(obj, fields),
        "en_source_fields": {field: english_source.of(obj, field).kind for field in fields},
    }


def editor_notes_data(owner) -> list[dict]:
    """The editor's notes on a paragraph or a definition, in both languages."""
    return [editor_note_data(note) for note in owner.editor_notes.all()]


def editor_note_data(note) -> dict:
    """One editor's note (a lawbook.models.EditorNote) as the API gives it, in both languages: the
    text a reader reads, without the marks of its quotations (lawbook.text.language_parts), which
    only a page draws; a missing English stays what it was (null or "")."""
    return {"kind": note.kind, "text_tr": _unmarked(note.text_tr), "text_en": _unmarked(note.text_en)}


def quoted_footnote_data(footnote) -> dict:
    """A footnote's number and text, the Turkish and the English (null where missing): beside a
    paragraph another answer names (a casebook ruling's Laws applied), and in the footnote list."""
    return {
        "number": footnote.number,
        "text_tr": _turkish(footnote.text_tr),
        "text_en": _english(footnote.text_tr, footnote.text_en),
    }


def _unmarked(text: str | None) -> str | None:
    return plain(text) if text else text


def interpretations_data(paragraph, federation: dict | None) -> list[dict]:
    """The federation's interpretations of a paragraph (lawbook.models.Interpretation), in both
    languages; `federation` is queries.interpretations_by_label of its edition (read once per
    answer), None to read it for this paragraph alone."""
    if federation is None:
        federation = queries.interpretations_by_label(paragraph.law.edition)
    return [
        {
            "kind": item.kind,
            "labels": item.label_list(),
            "title_tr": _turkish(item.title_tr),
            "title_en": _english(item.title_tr, item.title_en),
            "text_tr": _turkish(item.text_tr),
            "text_en": _english(item.text_tr, item.text_en),
            "source": item.source,
            "date": item.date.isoformat(),
        }
        for item in federation.get(paragraph.label, ())
    ]


def law_summary(law, links: ReadingLinks = CURRENT_PAGES) -> dict:
    return {
        "number": law.number,
        "title_tr": _turkish(law.title_tr),
        "title_en": _english(law.title_tr, law.title_en),
        "chapter": law.chapter.roman,
        "chapter_tr": _turkish(law.chapter.name_tr),
        "chapter_en": _english(law.chapter.name_tr, law.chapter.name_en),
        "title_en_source": english_source.of(law, "title_en").kind if law.title_en else None,
        "url": links.law(law),
    }


def paragraph_data(paragraph, links: ReadingLinks = CURRENT_PAGES, federation: dict | None = None) -> dict:
    footnotes = sorted({marker.footnote.number for marker in paragraph.footnote_markers.all()})
    references = []
    for citation in paragraph.citations.all():
        if citation.lang == "tr" and citation.target and citation.target.label not in references:
            references.append(citation.target.label)
    return {
        "label": paragraph.label,
        "parent": paragraph.parent.label if paragraph.parent else None,
        "law": paragraph.law.number,
        "anchor": paragraph.anchor,
        "heading_tr": _turkish(paragraph.heading_tr),
        "heading_en": _english(paragraph.heading_tr, paragraph.heading_en),
        "text_tr": _turkish(paragraph.text_tr),
        "text_en": _english(paragraph.text_tr, paragraph.text_en),
        "tail_tr": _turkish(paragraph.tail_tr),
        "tail_en": _english(paragraph.tail_tr, paragraph.tail_en),
        **english_sources(paragraph),
        "editor_notes": editor_notes_data(paragraph),
        "interpretations": interpretations_data(paragraph, federation),
        "footnotes": footnotes,
        "references": references,
        "url": links.paragraph(paragraph),
    }


@read_only
def not_found(request):
    return json_error(_("There is no such address in the API: %(path)s") % {"path": request.path[:100]}, 404)


def law_list_data(edition: Edition) -> list[dict]:
    links = reading_links(edition)
    return [law_summary(law, links) for law in queries.laws(edition)]


def law_detail_data(law, links: ReadingLinks | None = None, federation: dict | None = None) -> dict:
    links = links or reading_links(law.edition)
    if federation is None:
        federation = queries.interpretations_by_label(law.edition)
    data = law_summary(law, links)
    data["paragraphs"] = [paragraph_data(p, links, federation) for p in law.ordered_paragraphs]
    return data


@read_only
@reading_page(personal=editions.draft_in_query)
@with_edition
def law_list(request, edition):
    return json_response(edition_tagged(law_list_data(edition), edition))


@read_only
@reading_page(personal=editions.draft_in_query)
@with_edition
def law_detail(request, number: str, edition):
    # Only ASCII digits, and few: str.isdigit() also accepts "²", which int() refuses, and a
    # 30-digit number overflows the database's integer.
    if not re.fullmatch(r"[0-9]{1,4}", number):
        return json_error(_("A Law number is a whole number from 1 to 93."), 404)
    law = queries.law_with_paragraphs(int(number), edition=edition)
    if law is None:
        return json_error(_("There is no Law %(number)s.") % {"number": number}, 404)
    federation = queries.interpretations_by_label(edition)
    return json_response(edition_tagged(law_detail_data(law, reading_links(edition), federation), edition))


@read_only
@reading_page(personal=editions.draft_in_query)
@with_edition
def paragraph_detail(request, label: str, edition):
    paragraph = queries.find_paragraph(label, edition)
    if paragraph is None:
        return json_error(_("There is no paragraph %(label)s.") % {"label": label[:40]}, 404)
    return json_response(edition_tagged(paragraph_data(paragraph, reading_links(edition)), edition))


@read_only
@reading_page(personal=editions.draft_in_query)
@with_edition
def definition_list(request, edition):
    return json_response(edition_tagged(definition_list_data(edition), edition))


@read_only
@reading_page(personal=editions.draft_in_query)
@with_edition
def footnote_list(request, edition):
    return json_response(edition_tagged(footnote_list_data(edition), edition))


def definition_list_data(edition) -> list[dict]:
    # Where a term is used: the labels of its Turkish mentions' paragraphs, read as pairs in one
    # query in the mentions' order (the English ones, as many again, name the same paragraphs; a
    # paragraph read whole for its label built some 3 500 rows for the 64 definitions).
    used: defaultdict[int, list[str]] = defaultdict(list)
    for definition_id, label in TermMention.objects.filter(
        lang="tr", definition__edition=queries.edition_code(edition)
    ).values_list("definition_id", "paragraph__label"):
        if label not in used[definition_id]:
            used[definition_id].append(label)
    definitions = queries.definitions(edition).select_related("parent").prefetch_related("editor_notes")
    data = []
    for definition in definitions:
        used_in = used.get(definition.pk, [])
        data.append(
            {
                "term_tr": _turkish(definition.term_tr),
                "term_en": _english(definition.term_tr, definition.term_en),
                "text_tr": _turkish(definition.text_tr),
                "text_en": _english(definition.text_tr, definition.text_en),
                "slug": definition.slug,
                "parent": definition.parent.term_tr if definition.parent else None,
                "used_in": used_in,
                **english_sources(definition),
                "editor_notes": editor_notes_data(definition),
            }
        )
    return data


def footnote_list_data(edition) -> list[dict]:
    footnotes = queries.footnotes(edition).select_related("paragraph").prefetch_related("markers__paragraph")
    return [
        {
            **quoted_footnote_data(footnote),
            "paragraph": footnote.paragraph.label if footnote.paragraph else None,
            "markers": [marker.paragraph.label for marker in footnote.markers.all()],
            **english_sources(footnote),
        }
        for footnote in footnotes
    ]
