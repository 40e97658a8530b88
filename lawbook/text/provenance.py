"""Which fields of the lawbook a re-import may overwrite: those nobody has edited since.

Every imported row keeps, in its `imported` field, the value the importer last wrote into each of
its text fields from a fixture (fixtures/laws_tr.txt, laws_en.json, chapters.json,
editor_notes.json). On the next import a field whose value is still that one follows the fixture;
a field edited since (in the admin, by the federation) is kept, and the report says so when the
fixture now says something else. A row without a record yet (imported before records were kept)
takes the Turkish fixture and fills only empty English fields, as the importer always did, and
gets its record. An official English text loaded on purpose (import_laws --lang en) replaces.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Rule(Enum):
    TAKE = "take"  # a field without a record takes the fixture's value (the Turkish text)
    FILL_EMPTY = "fill empty"  # a field without a record is only filled when empty (our English)
    REPLACE = "replace"  # the fixture's value replaces the field, edited or not (official English)


@dataclass(frozen=True)
class KeptEdit:
    where: str  # "paragraph 64B"
    field: str  # "text_tr"
    recorded: bool  # False: the row had no record yet, so the value may be an older import

    def __str__(self) -> str:
        what = "an admin edit" if self.recorded else "a text that predates the import records"
        return f"kept {what}: {self.where} {self.field} (the fixture's text differs)"


def merge(obj, values: dict[str, str], rule: Rule, where: str, kept: list[KeptEdit]) -> list[str]:
    """Set `values` (a fixture's text per field) on `obj` where the rules allow, and record them.

    Returns the names of the fields to save: those whose value changed, and `imported` when the
    record changed. Kept edits that differ from the fixture are appended to `kept`.
    """
    record = dict(obj.imported or {})
    changed = []
    for name, new in values.items():
        new = new or ""
        current = getattr(obj, name) or ""
        last = record.get(name)
        if last is None:
            write = rule is not Rule.FILL_EMPTY or not current
        else:
            write = rule is Rule.REPLACE or current in (last, new)
        if write:
            if current != new:
                setattr(obj, name, new)
                changed.append(name)
        elif current != new:
            kept.append(KeptEdit(where, name, recorded=last is not None))
        if last is None or write:
            # A kept text without a record is recorded as the fixture's: from now on it counts as
            # an edit, never silently overwritten.
            record[name] = new
    if record != (obj.imported or {}):
        obj.imported = record
        changed.append("imported")
    return changed
