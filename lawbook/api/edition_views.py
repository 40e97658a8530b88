"""The editions in the JSON API: the list of editions, a whole edition as one document, and the
published history of a paragraph.

Drafts are listed and served only to those who may read them (the `view_draft` permission); a paragraph's history shows what each published
edition said, never who edited it.
"""

from __future__ import annotations

from collections import defaultdict

from django.urls import reverse
from django.utils.translation import gettext as _

from .. import queries
from ..editions import editions
from ..labels import LabelError, parse_label
from ..models import Edition, Paragraph, is_draft_edition
from ..pages.page_cache import answer_privately, private
from .views import (
    definition_list_data,
    footnote_list_data,
    json_error,
    json_response,
    law_detail_data,
    read_only,
    reading_links,
)


def edition_summary(edition: Edition) -> dict:
    return {
        "code": edition.code,
        "status": edition.status,
        "published_at": edition.published_at.isoformat() if edition.published_at else None,
        "url": reverse("api:edition", args=[edition.code]),
    }


@read_only
def edition_list(request):
    # Drafts are listed to those who may read them: the list depends on who asks.
    rows = editions.visible_to(request.user).order_by("published_at", "code")
    return private(json_response([edition_summary(e) for e in rows]))


@read_only
def edition_detail(request, code: str):
    if is_draft_edition(code):
        return answer_privately(_edition_detail, request, code)
    return _edition_detail(request, code)


def _edition_detail(request, code: str):
    edition = editions.find(code, request.user)
    if edition is None or edition.pk is None:
        return json_error(_("There is no edition %(code)s.") % {"code": code[:20]}, 404)
    # All the paragraphs in one prefetched query, not one per Law: a fixed number of queries.
    paragraphs = defaultdict(list)
    rows = queries.paragraphs_with_layers().filter(law__edition=edition.code).order_by("law__number", "position")
    for paragraph in rows:
        paragraphs[paragraph.law_id].append(paragraph)
    laws = []
    links = reading_links(edition)
    federation = queries.interpretations_by_label(edition)
    for law in queries.laws(edition):
        law.ordered_paragraphs = paragraphs[law.pk]
        laws.append(law_detail_data(law, links, federation))
    data = edition_summary(edition)
    data.update(
        {
            "laws": laws,
            "definitions": definition_list_data(edition),
            "footnotes": footnote_list_data(edition),
        }
    )
    response = json_response(data)
    response["Edition"] = edition.code
    return response


@read_only
def paragraph_history(request, label: str):
    """What each published edition said in a paragraph, oldest first, one entry per change."""
    try:
        parsed = parse_label(label)
    except LabelError:
        return json_error(_("There is no paragraph %(label)s.") % {"label": label[:40]}, 404)
    fields = ("heading_tr", "heading_en", "text_tr", "text_en", "tail_tr", "tail_en")
    rows = {
        row["law__edition"]: row
        for row in Paragraph.objects.filter(
            law__number=parsed.law, label=str(parsed), law__edition__in=editions.published().values("code")
        ).values("law__edition", *fields)
    }
    if not rows:
        return json_error(_("There is no paragraph %(label)s.") % {"label": label[:40]}, 404)
    history, last = [], None
    for edition in editions.published().order_by("published_at", "pk"):
        row = rows.get(edition.code)
        if row is None:
            continue
        texts = {name: row[name] or "" for name in fields}
        if texts != last:
            history.append({"edition": edition.code, "at": edition.published_at.isoformat(), **texts})
            last = texts
    return json_response(history)
