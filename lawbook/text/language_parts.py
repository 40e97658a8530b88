"""Words in the other language inside a sentence (WCAG 3.1.2, Language of Parts; a11y66, notes67).

A guide's note, or an editor's note on the Laws, quotes the WBF English inside a Turkish sentence
("... oynadığı kart der (by declarer from either hand)") and the official Turkish inside an English
one ("its 75B2 says 'oyun içinde ise, hemen'"). A screen reader speaks a part in the page's voice
unless the part carries its own `lang`, so Turkish heard with English sounds and the reverse.

The markup, the one way a text says so: the quoted words between OPEN and CLOSE,

    Text("... WBF İngilizcesi '⁅by declarer from either hand⁆' der.", "... 'by declarer ...'.")

A marked part is always in the *other* language of the string it stands in: English inside the
Turkish string, Turkish inside the English string (nothing else is quoted). Only the quoted words
are marked, never the quotation marks or the parentheses around them. Marks are not nested.

`plain()` is the one function for the text without its markup: every reader that is not HTML reads
the text through it, byte for byte as it was before the markup. `html()` is the one place the
markup is drawn: each marked part as `<span lang="en">` (or "tr"), everything escaped.

It lives in the lawbook's text room, below the apps, so that the lawbook and the guides read the
one markup (the lawbook never imports the guides). Its users, and which text each reader gets:

- the guides' `Text` (situations/guide.py) keeps the plain text as `tr` and `en`, for the search
  documents and paths, the offline list, the API, exports, page titles, the table page and str();
  its pages draw the marks through the `guide_text` filter (situations/templatetags/guide_text.py).
- the editor's notes on the Laws (lawbook.models.EditorNote, fixtures/editor_notes.json) are
  stored with their marks, as written: the importer refuses a fixture whose marks do not pair up,
  and the admin shows the marks to the editor, explains them (the field's help text) and refuses a
  save whose marks do not pair up (a form error, `balanced_marks`). The stored text is also what
  the note's history compares (an edit that adds a mark is an edit) and what the publish page asks
  about (`editor_notes_changed`: a draft that adds a mark changes what a page draws).
  A page reads a note as lawbook.editor_notes.EditorNoteShown (`marked` and its `lang`, drawn by
  the `language_parts` filter in templates/lawbook/editor_note.html: the Law pages, the Definitions
  page, the PDF book, and every quotation through lawbook.quoting: the guides, the table, the desk,
  the casebook and its feed, a quiz's explanation); its `text` is plain. The JSON API (and the
  casebook's API, which uses its `editor_note_data`) gives the plain text, byte for byte what it
  gave before the marks. The notes are not in the search index, the changelog's word diffs, the
  quizzes' questions (their golden hashes) or any other export.
- the engine's sentences (situations/engine_words.py `describe`) mark the English term a Turkish
  sentence glosses (the claim's "(double dummy)", qa106); the table page draws them through the
  `engine_sentence` filter and a guide's ending through `engine_sentence_with_links`
  (situations/templatetags/guide_text.py); they are drawn on no other page and in no export.
"""

from __future__ import annotations

from collections.abc import Callable

from django.utils.html import escape, format_html

# Two characters no guide, no Law and no catalogue uses (U+2045, U+2046: square brackets with
# quill), so that a mark can never be a character of the text itself.
OPEN = "⁅"
CLOSE = "⁆"

OTHER = {"tr": "en", "en": "tr"}


class UnbalancedMark(ValueError):
    """A string whose marks do not pair up: an OPEN without its CLOSE, a CLOSE first, or a nest.
    `near` is the stray mark with the words around it, for a message that lets an editor find it
    in a long note (the admin's form error, the importer's refusal)."""

    def __init__(self, message: str, marked: str, at: int):
        super().__init__(f"{message} in {marked!r}")
        self.near = marked[max(0, at - NEAR) : at + NEAR + 1]


NEAR = 30  # characters either side of a stray mark in UnbalancedMark.near


def parts(marked: str) -> list[tuple[str, bool]]:
    """The string cut at its marks: (words, in the other language or not), in order; empty parts
    left out. Raises UnbalancedMark where the marks do not pair up, so a slip fails at import."""
    result: list[tuple[str, bool]] = []
    inside, start = False, 0
    for at, char in enumerate(marked):
        if char not in (OPEN, CLOSE):
            continue
        if (char == OPEN) == inside:
            raise UnbalancedMark(f"{char!r} at {at}", marked, at)
        if at > start:
            result.append((marked[start:at], inside))
        inside, start = not inside, at + 1
    if inside:
        raise UnbalancedMark(f"{OPEN!r} never closed", marked, start - 1)
    if start < len(marked):
        result.append((marked[start:], False))
    return result


def plain(marked: str) -> str:
    """The text without its markup: what a reader sees, searched, titled, exported."""
    return "".join(words for words, _ in parts(marked))


def html(marked: str, lang: str, own: Callable[[str], str] = escape) -> str:
    """Escaped HTML of a string in `lang`, each marked part in a span of the other language.
    `own` draws the words in `lang` (escaped by default; a guide's page also links the Laws they
    cite there: situations/citation_links.py); a quoted part is always drawn as words."""
    other = OTHER[lang]
    return "".join(
        format_html('<span lang="{}">{}</span>', other, words) if quoted else own(words)
        for words, quoted in parts(marked)
    )
