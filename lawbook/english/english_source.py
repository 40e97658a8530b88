"""Where each English text of the Laws comes from: the project's own rendering of the official
Turkish text (fixtures/laws_en.json, or an editor's English saved in the admin), or an official
English text loaded on purpose with `import_laws --lang en FILE` (the WBF's own English Laws).

The source is kept per field, in `Imported.en_sources`: a field named there (`text_en`, with the
file it came from and when) holds an official English text; a field not named there holds ours.
So the record travels with the row: a draft edition copies it with the text, a plain
`import_laws` (which every `make run` runs) leaves an official field alone instead of putting our
rendering back (lawbook.english.english), and an editor's save of the English makes it ours again
(lawbook.admin), because it is no longer the text of the imported file.

Readers see the source: the English banner of a page and the column heading of the side-by-side
view say whether the text is an unofficial translation of the Turkish or the official English
text, and the API gives `en_source` for every text.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

PROJECT, OFFICIAL, MIXED = "project", "official", "mixed"


@dataclass(frozen=True)
class EnglishSource:
    """The source of one English field: ours, or an official text from `file` imported `at`."""

    kind: str
    file: str = ""
    at: str = ""

    @property
    def official(self) -> bool:
        return self.kind == OFFICIAL


def of(obj, field: str) -> EnglishSource:
    """The source of `field` (an `_en` field name) of `obj`."""
    entry = (getattr(obj, "en_sources", None) or {}).get(field)
    if not entry:
        return EnglishSource(PROJECT)
    return EnglishSource(OFFICIAL, entry.get("file", ""), entry.get("at", ""))


def is_official(obj, field: str) -> bool:
    return of(obj, field).official


def mark_official(obj, fields: Iterable[str], file: str, at: str) -> bool:
    """Record `fields` of `obj` as the official English of `file`; whether the record changed."""
    record = dict(obj.en_sources or {})
    for field in fields:
        record[field] = {"file": file, "at": at}
    return _store(obj, record)


def mark_ours(obj, fields: Iterable[str]) -> bool:
    """Record `fields` of `obj` as the project's English again; whether the record changed."""
    record = {name: entry for name, entry in (obj.en_sources or {}).items() if name not in set(fields)}
    return _store(obj, record)


def _store(obj, record: dict) -> bool:
    if record == (obj.en_sources or {}):
        return False
    obj.en_sources = record
    return True


def english_fields(obj) -> list[str]:
    """The `_en` fields of `obj` that hold a text (an empty field has no source)."""
    from modeltranslation.translator import translator

    # `fields` is set on the options when lawbook.translation registers the model.
    names = translator.get_options_for_model(type(obj)).fields  # type: ignore[attr-defined]
    # In the model's field order: the options may hold the names in a set's order, which changes
    # with the hash seed, and the API's `en_source_fields` would change from process to process.
    ordered = [field.name for field in obj._meta.fields if field.name in names]
    return [f"{name}_en" for name in ordered if getattr(obj, f"{name}_en", None)]


def of_row(obj, fields: Iterable[str] | None = None) -> str | None:
    """PROJECT, OFFICIAL or MIXED for the English texts of one row (of `fields` when given);
    None when it has no English text."""
    fields = english_fields(obj) if fields is None else [f for f in fields if getattr(obj, f, None)]
    return combined(of(obj, field).kind for field in fields)


def combined(kinds: Iterable[str | None]) -> str | None:
    """One kind for several texts: PROJECT or OFFICIAL when they all are, else MIXED."""
    seen = {kind for kind in kinds if kind}
    if not seen:
        return None
    return seen.pop() if len(seen) == 1 else MIXED


def files(rows: Iterable) -> list[str]:
    """The official files the English of `rows` came from, in order of first use."""
    found: dict[str, None] = {}
    for row in rows:
        for entry in (getattr(row, "en_sources", None) or {}).values():
            if entry.get("file"):
                found.setdefault(entry["file"], None)
    return list(found)
