"""The read-only JSON API: Laws, paragraphs, definitions and footnotes, in both languages.

An `_en` field is null only where English is missing: where the Turkish field has text and no
English text fills it yet. Where the Turkish field is empty (a Law or a section that opens with
its sub-paragraphs, a section without a heading) the English field is an empty string too.
Errors are JSON with a 4xx status.
"""
from __future__ import annotations

import re
from functools import wraps

from django.http import JsonResponse
from django.utils.translation import gettext as _
from django.views.decorators.csrf import csrf_exempt

from . import queries
from .models import Definition, Footnote
from .page_cache import reading_page

JSON_OPTIONS = {"ensure_ascii": False}


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


def _english(turkish: str, english: str | None) -> str | None:
    """The English beside a Turkish field: "" when there is nothing to translate, None when missing."""
    if english:
        return english
    return None if turkish else ""


def law_summary(law) -> dict:
    return {
        "number": law.number,
        "title_tr": law.title_tr,
        "title_en": _english(law.title_tr, law.title_en),
        "chapter": law.chapter.roman,
        "chapter_tr": law.chapter.name_tr,
        "chapter_en": _english(law.chapter.name_tr, law.chapter.name_en),
        "url": law.get_absolute_url(),
    }


def paragraph_data(paragraph) -> dict:
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
        "heading_tr": paragraph.heading_tr,
        "heading_en": _english(paragraph.heading_tr, paragraph.heading_en),
        "text_tr": paragraph.text_tr,
        "text_en": _english(paragraph.text_tr, paragraph.text_en),
        "tail_tr": paragraph.tail_tr,
        "tail_en": _english(paragraph.tail_tr, paragraph.tail_en),
        "footnotes": footnotes,
        "references": references,
        "url": paragraph.get_absolute_url(),
    }


@read_only
def not_found(request):
    return json_error(_("There is no such address in the API: %(path)s") % {"path": request.path[:100]}, 404)


@read_only
@reading_page
def law_list(request):
    return json_response([law_summary(law) for law in queries.laws()])


@read_only
@reading_page
def law_detail(request, number: str):
    # Only ASCII digits, and few: str.isdigit() also accepts "²", which int() refuses, and a
    # 30-digit number overflows the database's integer.
    if not re.fullmatch(r"[0-9]{1,4}", number):
        return json_error(_("A Law number is a whole number from 1 to 93."), 404)
    law = queries.law_with_paragraphs(int(number))
    if law is None:
        return json_error(_("There is no Law %(number)s.") % {"number": number}, 404)
    data = law_summary(law)
    data["paragraphs"] = [paragraph_data(p) for p in law.ordered_paragraphs]
    return json_response(data)


@read_only
@reading_page
def paragraph_detail(request, label: str):
    paragraph = queries.find_paragraph(label)
    if paragraph is None:
        return json_error(_("There is no paragraph %(label)s.") % {"label": label[:40]}, 404)
    return json_response(paragraph_data(paragraph))


@read_only
@reading_page
def definition_list(request):
    definitions = Definition.objects.select_related("parent").prefetch_related("mentions__paragraph")
    data = []
    for definition in definitions:
        used_in = []
        for mention in definition.mentions.all():
            if mention.lang == "tr" and mention.paragraph.label not in used_in:
                used_in.append(mention.paragraph.label)
        data.append(
            {
                "term_tr": definition.term_tr,
                "term_en": _english(definition.term_tr, definition.term_en),
                "text_tr": definition.text_tr,
                "text_en": _english(definition.text_tr, definition.text_en),
                "slug": definition.slug,
                "parent": definition.parent.term_tr if definition.parent else None,
                "used_in": used_in,
            }
        )
    return json_response(data)


@read_only
@reading_page
def footnote_list(request):
    footnotes = Footnote.objects.select_related("paragraph").prefetch_related("markers__paragraph")
    return json_response(
        [
            {
                "number": footnote.number,
                "text_tr": footnote.text_tr,
                "text_en": _english(footnote.text_tr, footnote.text_en),
                "paragraph": footnote.paragraph.label if footnote.paragraph else None,
                "markers": [marker.paragraph.label for marker in footnote.markers.all()],
            }
            for footnote in footnotes
        ]
    )
