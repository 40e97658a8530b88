"""The casebook in the JSON API (registered through lawbook.registry.api_pages): GET
/api/casebook/ (the published rulings, newest first; `?law=16B1` as on the page) and GET
/api/casebook/<n>/ (one, with its commentary in both languages); each label with the URL of its
paragraph, the editor's notes on that paragraph and the footnotes marked in it (foot90) in both languages, as the ruling's page shows
them under the Laws applied (16B1(a): where the official Turkish and the WBF's English differ,
the Turkish is official). A draft or a withdrawn ruling is a JSON 404, as an unknown number is.
Described in the OpenAPI document (situations/openapi.json)."""

from __future__ import annotations

from django.http import Http404
from django.urls import path
from django.utils.translation import gettext as _

from desk.laws import LawsError
from lawbook.api.views import editor_note_data, json_error, json_response, quoted_footnote_data, read_only
from lawbook.models import EditorNote, Footnote
from lawbook.pages.page_cache import reading_page

from . import cases
from .links import case_url
from .models import PublishedRuling

MAX_LABEL = 20


def api_patterns():
    return [
        path("casebook/", case_list, name="casebook"),
        path("casebook/<int:pk>/", case_detail, name="casebook_case"),
    ]


def summary(
    ruling: PublishedRuling, notes: dict[str, list[EditorNote]], footnotes: dict[str, list[Footnote]] | None = None
) -> dict:
    """A ruling in the list; `notes`: cases.law_note_rows of the rulings listed, `footnotes`:
    cases.law_footnote_rows of them (foot90)."""
    footnotes = footnotes or {}
    return {
        "number": ruling.pk,
        "title": ruling.title,
        "event": ruling.event,
        # The language title, event, facts, ruling, adjusted score and appeal notes are written in
        # (fix77), whichever language the request is made in.
        "text_language": ruling.text_language,
        "board": ruling.board,
        "laws": [
            {
                "label": link.label,
                "url": link.url,
                "editor_notes": [editor_note_data(note) for note in notes.get(link.label, ())],
                # The footnotes marked in the paragraph and below it, as the ruling's page shows them.
                "footnotes": [quoted_footnote_data(footnote) for footnote in footnotes.get(link.label, ())],
            }
            for link in cases.links(ruling)
        ],
        "url": case_url(ruling),
        "published_at": ruling.published_at.isoformat() if ruling.published_at else None,
    }


def detail(ruling: PublishedRuling) -> dict:
    return {
        **summary(ruling, cases.law_note_rows([ruling]), cases.law_footnote_rows([ruling])),
        "deal": ruling.deal,
        "auction_and_play": ruling.auction_and_play,
        "language": ruling.language,
        "facts": ruling.facts,
        "ruling": ruling.ruling,
        "adjusted_score": ruling.adjusted_score,
        "appeal": ruling.appeal,
        "appeal_notes": ruling.appeal_notes,
        "commentary_tr": ruling.commentary_tr,
        "commentary_en": ruling.commentary_en,
    }


@read_only
@reading_page
def case_list(request):
    rulings = list(cases.published())
    typed = request.GET.get("law", "").strip()
    if typed:
        try:
            labels = cases.filter_labels(typed[:MAX_LABEL])
        except LawsError as problem:
            # Named as the search names its parameters (situations/openapi.json, "Error").
            return json_error(_("Parameter law: %(problem)s") % {"problem": problem}, 400)
        rulings = cases.citing(rulings, labels)
    notes = cases.law_note_rows(rulings)
    footnotes = cases.law_footnote_rows(rulings)
    return json_response([summary(r, notes, footnotes) for r in rulings])


@read_only
@reading_page
def case_detail(request, pk: int):
    try:
        ruling = cases.published_or_404(pk)
    except Http404:
        return json_error(_("There is no published ruling %(number)s.") % {"number": pk}, 404)
    return json_response(detail(ruling))
