"""Layers computed from the stored texts and synchronised row by row with what is stored: a row
that is still right is left alone, a stale one deleted, a missing one created, so a re-import of
the same text writes nothing."""

from __future__ import annotations

from ..models import Definition, Footnote, Paragraph
from ..text.reports import ImportReport
from .kinds import KINDS, Context, Layer
from .markers import Sources
from .texts import Scope


def recompute(scope: Scope, report: ImportReport, marker_sources: Sources | None = None) -> None:
    """Find every layer of the texts in `scope` again and store the difference.

    Footnote markers are not found in a text: they are placed only when `marker_sources` says
    where they stood (an import, an edit of a paragraph's Turkish text).
    """
    if scope.empty:
        return
    context = Context(
        target_ids=dict(Paragraph.objects.filter(law__edition=scope.edition).values_list("label", "pk")),
        definitions=list(Definition.objects.filter(edition=scope.edition)),
        marker_sources=marker_sources,
        marker_labels=dict(Footnote.objects.filter(edition=scope.edition).values_list("pk", "number")),
    )
    texts = list(scope.texts())
    for kind in KINDS:
        if not kind.found_in_text and marker_sources is None:
            continue
        rows = scope.rows_filter(kind.owners)
        if rows is None:
            continue
        wanted = [row for text in texts if kind.applies_to(text) for row in kind.find(text, context, report)]
        _sync(kind, rows, wanted, report)


def _sync(kind: Layer, rows_filter, wanted: list[tuple], report: ImportReport) -> None:
    existing = {tuple(row[1:]): row[0] for row in kind.model.objects.filter(rows_filter).values_list("pk", *kind.keys)}
    wanted_set = set(wanted)
    stale = {key: pk for key, pk in existing.items() if key not in wanted_set}
    missing = list(dict.fromkeys(key for key in wanted if key not in existing))
    # A row that only moved (a footnote marker after an edit) is updated, and keeps its id.
    movable = {key[: kind.identity]: pk for key, pk in stale.items()}
    moved = [(movable.pop(key[: kind.identity]), key) for key in missing if key[: kind.identity] in movable]
    for pk, key in moved:
        kind.model.objects.filter(pk=pk).update(**dict(zip(kind.keys, key, strict=True)))
    moved_keys = {key for _, key in moved}
    missing = [key for key in missing if key not in moved_keys]
    stale_ids = [pk for pk in stale.values() if pk not in {pk for pk, _ in moved}]
    if moved:
        report.count("updated", kind.name, len(moved))
    if stale_ids:
        kind.model.objects.filter(pk__in=stale_ids).delete()
        report.count("deleted", kind.name, len(stale_ids))
    if missing:
        kind.model.objects.bulk_create([kind.model(**dict(zip(kind.keys, key, strict=True))) for key in missing])
        report.count("created", kind.name, len(missing))
