"""An editor's note as a page shows it: beside the paragraph or the definition it stands on, in
the reader's language (the Turkish where the English is missing), never inside the Law's text.

The Law page, the Definitions page, the book and every page that quotes a paragraph (a guide, the
table, the ruling desk, through lawbook.quoting) draw it with one template,
templates/lawbook/editor_note.html. Where the official Turkish and the WBF's English differ, the
Turkish is official and the note says so (fixtures/editor_notes.json, docs/translation-notes.md)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .text.languages import in_language


@dataclass(frozen=True)
class EditorNoteShown:
    """An editor's note in one language: its kind (the page's anchor, note-<kind>) and its text."""

    kind: str
    text: str


def shown(notes: Iterable, lang: str) -> tuple[EditorNoteShown, ...]:
    """The notes (lawbook.models.EditorNote rows) in `lang`, in the order given."""
    return tuple(EditorNoteShown(note.kind, in_language(note, "text", lang)) for note in notes)
