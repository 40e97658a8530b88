"""The one function called whenever a text changes: by the importer (Turkish and English), by the
admin on every save or delete (of a draft's rows), and by publication. It recomputes the stand-off
layers of what changed and, when the change is in an edition readers are served (not a draft),
bumps the content version, so cached pages, the service worker (/sw.js) and each machine's search
index (lawbook.search.index.is_stale) know they are out of date.

A draft's save moves nothing readers are served: readers cannot see a draft, so bumping the
version for it made every indexer rebuild, dropped every cached page and made each installed
reader download the whole book again. A draft's own pages are never cached (lawbook.pages.page_cache,
`personal`), so an editor sees each save at once; its publication bumps the version."""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import content_version
from ..models import is_draft_edition
from ..text.reports import ImportReport
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
    if (change.saved or report.changed) and readers_are_served(change.scope.edition):
        content_version.bump()
    return report


def readers_are_served(code: str) -> bool:
    """Whether readers are served edition `code`: any edition but a draft (the current one, and
    earlier published or withdrawn ones at their own addresses)."""
    return not is_draft_edition(code)
