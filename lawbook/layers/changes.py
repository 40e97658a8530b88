"""The one function called whenever the text readers see changes: by the importer (Turkish and
English), by the admin on every save or delete, and by publication. It recomputes the stand-off
layers of what changed and bumps the content version, so cached pages and each machine's search
index (lawbook.search.index.is_stale) know they are out of date."""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import content_version
from ..reports import ImportReport
from . import markers
from .store import recompute
from .texts import Scope


@dataclass
class Change:
    """What changed. `previous` maps an edited paragraph's id to its Turkish texts before the edit
    (field -> text), so its footnote markers move with the words they followed; `fixture_markers`
    are the markers of an imported text, (label, footnote number, field, offset, text) each."""

    scope: Scope = field(default_factory=Scope)
    previous: dict[int, dict[str, str]] | None = None
    fixture_markers: list[tuple] | None = None
    saved: bool = True  # an editor saved: the text changed whatever the layers show


def text_changed(change: Change, report: ImportReport | None = None) -> ImportReport:
    """Recompute the layers `change` touches; bump the content version when anything changed."""
    report = report if report is not None else ImportReport()
    sources = None
    if change.fixture_markers is not None:
        sources = markers.from_fixture(change.fixture_markers)
    elif change.previous:
        sources = markers.from_edit(change.previous)
    recompute(change.scope, report, sources)
    if change.saved or report.changed:
        content_version.bump()
    return report
