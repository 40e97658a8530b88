"""Reading the lawbook from the database in a fixed, small number of queries.

Pages and the API both need a Law with its paragraphs and their layers; loading them here, with
prefetches, keeps the number of SQL queries the same whatever the size of the Law.
"""
from __future__ import annotations

from django.db.models import Prefetch

from .labels import LabelError, parse_label
from .models import CURRENT_EDITION, Citation, Footnote, FootnoteMarker, Law, Paragraph, TermMention


def laws():
    return Law.objects.filter(edition=CURRENT_EDITION).select_related("chapter").order_by("number")


def paragraphs_with_layers():
    return Paragraph.objects.select_related("law", "parent").prefetch_related(
        Prefetch("citations", queryset=Citation.objects.select_related("target__law")),
        Prefetch("footnote_markers", queryset=FootnoteMarker.objects.select_related("footnote")),
        Prefetch("term_mentions", queryset=TermMention.objects.select_related("definition")),
        Prefetch("footnotes", queryset=Footnote.objects.order_by("number")),
        "editor_notes",
    )


def law_with_paragraphs(number: int) -> Law | None:
    law = laws().filter(number=number).first()
    if law is None:
        return None
    law.ordered_paragraphs = list(paragraphs_with_layers().filter(law=law).order_by("position"))
    return law


def find_paragraph(text: str) -> Paragraph | None:
    """The paragraph a label names, in any form parse_label reads; None when there is none."""
    try:
        label = parse_label(text)
    except LabelError:
        return None
    return (
        paragraphs_with_layers()
        .filter(law__edition=CURRENT_EDITION, law__number=label.law, label=str(label))
        .first()
    )
