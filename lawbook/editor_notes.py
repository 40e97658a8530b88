"""An editor's note as a page shows it: beside the paragraph or the definition it stands on, in
the reader's language (the Turkish where the English is missing), never inside the Law's text.

The Law page, the Definitions page, the book and every page that quotes a paragraph (a guide, the
table, the ruling desk, through lawbook.quoting) draw it with one template,
templates/lawbook/editor_note.html. Where the official Turkish and the WBF's English differ, the
Turkish is official and the note says so (fixtures/editor_notes.json, docs/translation-notes.md).

A note quotes the other language (the WBF's English inside a Turkish note, the official Turkish
inside an English one), its words marked where the note is written (lawbook.text.language_parts,
notes67). The template draws the marked text (`marked`, in `lang`) with each quotation in a span of
its language; `text` is the note without its marks, for anything that reads a shown note as words."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .text.language_parts import plain
from .text.languages import in_language


@dataclass(frozen=True)
class EditorNoteShown:
    """An editor's note in one language: its kind (the page's anchor, note-<kind>), its text, and
    the label of the paragraph it stands on where the page shows it away from that paragraph (a
    quotation of 16B1 holding 16B1(a)'s note; "" under the paragraph itself, as on the Law page).
    `marked` is the text as stored, with its marks; `lang` the language it is written in, which is
    the Turkish on an English page where the English is missing (its marks are then English)."""

    kind: str
    text: str
    label: str = ""
    marked: str = ""
    lang: str = "tr"


def shown(notes: Iterable, lang: str, label: str = "") -> tuple[EditorNoteShown, ...]:
    """The notes (lawbook.models.EditorNote rows) in `lang`, in the order given."""
    return tuple(_shown(note, lang, label) for note in notes)


def _shown(note, lang: str, label: str) -> EditorNoteShown:
    marked = in_language(note, "text", lang)
    written_in = lang if getattr(note, f"text_{lang}") else "tr"
    return EditorNoteShown(note.kind, plain(marked), label, marked, written_in)
