"""The paragraphs a guide's ending rests on, with their text (and their sub-paragraphs') in the
reader's language, for the page's "one tap away" <details>: laid out from the lawbook's one
quotation of a paragraph (lawbook.quoting), with the editor's notes on what is quoted (where the
official Turkish and the WBF's English differ: the Turkish is official, the note says so), drawn
as the Law page draws them (templates/lawbook/editor_note.html), and the footnotes marked in it
(templates/lawbook/quoted_footnote.html). The guides' endings, the table
page and the score calculator all show their paragraphs through cited()."""

from __future__ import annotations

from dataclasses import dataclass

from lawbook.editor_notes import EditorNoteShown
from lawbook.labels import LabelError, parse_label
from lawbook.quoting import FootnoteQuoted, Quotation, footnote_markers, quotations


@dataclass
class Cited:
    label: str
    url: str
    heading: str
    # (label, text, markers) of the paragraph and its sub-paragraphs; markers are the footnote
    # markers in the text, (offset, html) as lawbook.quoting.marker_html draws them (foot90)
    lines: list[tuple[str, str, tuple[tuple[int, str], ...]]]
    untranslated: bool
    notes: tuple[EditorNoteShown, ...] = ()  # the editor's notes on the lines, each once on a page
    footnotes: tuple[FootnoteQuoted, ...] = ()  # the footnotes marked in the lines, each once on a page


def _found(labels, lang: str) -> list[tuple[str, Quotation]]:
    """Each label that names a paragraph of the current edition, in the order given, once, with its
    quotation."""
    wanted: list[str] = []
    for text in labels:
        try:
            label = str(parse_label(text))
        except LabelError:
            continue
        if label not in wanted:
            wanted.append(label)
    return [(label, found) for label, found in zip(wanted, quotations(wanted, lang), strict=True) if found is not None]


def found_labels(labels, lang: str) -> list[str]:
    """The labels cited() would quote, without drawing them: for a page choosing what to quote."""
    return [label for label, _quotation in _found(labels, lang)]


def cited(labels, lang: str) -> list[Cited]:
    """Each label that names a paragraph of the current edition, in the order given, once."""
    out = []
    shown_notes: set[str] = set()  # a note quoted under an earlier paragraph (16B1 holds 16B1(a)) is not repeated
    shown_footnotes: dict[int, str] = {}  # nor a footnote (70C holds 70C3's footnote 21): its id where shown
    for label, found in _found(labels, lang):
        # "When a revoke is established:" (64A) before "1. and the trick ..." (64A1)
        shown = [line for line in [*found.ancestors, *found.family] if line.text]
        heading, heading_untranslated = found.heading()
        untranslated = any(line.text_untranslated for line in shown) or heading_untranslated
        # A marker links to its footnote where the page shows it (an earlier paragraph's may hold it).
        out.append(
            Cited(
                label,
                found.permalink,
                heading or found.law_title,
                [
                    (
                        line.label,
                        line.text,
                        tuple(footnote_markers(line.markers, found.footnotes, lang, shown_footnotes)),
                    )
                    for line in shown
                ],
                untranslated,
                tuple(note for note in found.notes if note.kind not in shown_notes),
                tuple(footnote for footnote in found.footnotes if footnote.number not in shown_footnotes),
            )
        )
        shown_notes.update(note.kind for note in found.notes)
        for footnote in found.footnotes:
            shown_footnotes.setdefault(footnote.number, footnote.anchor)
    return out
