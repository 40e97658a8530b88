"""What an import or an edit did, for the import_laws command to print (created, updated and deleted
rows per kind, repairs, unresolved citations, admin edits kept, footnote markers moved)."""

from __future__ import annotations

from dataclasses import dataclass, field

from . import provenance


@dataclass
class ImportReport:
    created: dict[str, int] = field(default_factory=dict)
    updated: dict[str, int] = field(default_factory=dict)
    deleted: dict[str, int] = field(default_factory=dict)
    unresolved: list[tuple[str, str, str]] = field(default_factory=list)  # (where, lang, cited)
    # Citations naming no paragraph that an editor's note beside them accounts for (not a warning).
    noted: list[tuple[str, str, str]] = field(default_factory=list)
    repairs: list = field(default_factory=list)
    unmatched_english: list[str] = field(default_factory=list)
    not_in_file: list[str] = field(default_factory=list)  # our paragraphs an English file lacks
    kept: list[provenance.KeptEdit] = field(default_factory=list)  # edits a fixture did not overwrite
    markers: list[str] = field(default_factory=list)  # footnote markers an edited text moved or lost

    def count(self, kind: str, what: str, n: int = 1) -> None:
        table = getattr(self, kind)
        table[what] = table.get(what, 0) + n

    @property
    def changed(self) -> bool:
        return bool(self.created or self.updated or self.deleted)
