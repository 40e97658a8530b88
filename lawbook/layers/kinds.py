"""The kinds of stand-off layer and the one protocol they follow.

A layer kind says which texts carry it, how its rows are found in a text (when the text changes),
which columns identify a stored row, and how a stored row is drawn (a Span around characters or a
Point at an offset) with the links a page gives it. Adding a kind (the change markers of a new
edition) is one class here and an entry in KINDS; storing, syncing and rendering follow.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Protocol

from django.db.models import Model
from django.utils import translation
from django.utils.html import format_html
from django.utils.translation import gettext as _

from .. import citations as citation_grammar
from ..labels import parse_label
from ..models import (
    Citation,
    Definition,
    Footnote,
    FootnoteMarker,
    Paragraph,
    TermMention,
)
from ..text import terms as term_finder
from ..text.rendering import Point, Span, preview_of
from .texts import Text

if TYPE_CHECKING:
    from ..text.reports import ImportReport
    from .render import Renderer


class Layer(Protocol):
    name: str  # as reports count its rows: "citations"
    model: type[Model]
    owners: tuple[str, ...]  # the kinds of text (lawbook.layers.texts.FIELDS) whose rows it has
    keys: tuple[str, ...]  # the columns that identify a row
    found_in_text: bool  # False: placed by the source and moved with edits, not found again
    identity: int  # how many of `keys` name the row; a row whose other keys changed has moved

    def applies_to(self, text: Text) -> bool: ...

    def find(self, text: Text, context: Context, report: ImportReport) -> Iterable[tuple]:
        """The rows (values of `keys`) the text carries now."""

    def stored(self, owner: Model, field: str, lang: str, text: str) -> list[Model]:
        """The owner's stored rows for one field in one language (prefetched by the page)."""

    def mark(self, row: Model, renderer: Renderer, text: str) -> Span | Point | None:
        """How a stored row is drawn; None when it is not drawn (a citation naming nothing)."""


@dataclass
class Context:
    """What finding layers needs beyond the text, loaded once per recomputation."""

    target_ids: dict[str, int]  # label -> paragraph id, for every paragraph
    definitions: list[Definition]
    # Where the footnote markers of each paragraph field stand and the text they stood in:
    # from the fixture (an import) or from the stored rows and the text before an edit.
    marker_sources: dict[tuple[int, str], list[tuple[int, int, str]]] | None = None
    marker_labels: dict[int, int] = field(default_factory=dict)  # footnote id -> number, for reports
    _terms: dict[str, tuple[dict, tuple[str, ...]]] = field(default_factory=dict)

    def terms(self, lang: str) -> tuple[dict, tuple[str, ...]]:
        """The defined terms of a language (term -> definition) and the terms in that order,
        gathered once."""
        if lang not in self._terms:
            terms = {getattr(d, f"term_{lang}"): d for d in self.definitions if getattr(d, f"term_{lang}")}
            self._terms[lang] = (terms, tuple(terms))
        return self._terms[lang]


# Finding the citations and the term mentions of a text is a pure function of the text, its
# language and what it is read against (the paragraph a relative citation is read from; the defined
# terms), and a recomputation of a whole edition reads some 6 000 texts, nearly all of them the ones
# the last one read: an import that changes one paragraph, an added paragraph (every citation may now
# name it), a draft opened as a copy of the current edition. What was found is kept, by those inputs,
# for the texts seen last (an edited text is a new key; the old one falls out of use). Which row a
# citation or a term links to (the edition's paragraph and definition ids) is looked up each time.
_FOUND_CACHE = 1 << 16


@lru_cache(maxsize=_FOUND_CACHE)
def _citations_in(content: str, label: str | None, lang: str) -> tuple[tuple[int, int, str, str], ...]:
    """(start, end, characters, target label) of every citation of a text, for a paragraph labelled
    `label` (None: outside the tree of a Law). Whether a target exists is the caller's question."""
    within = parse_label(label) if label is not None else None
    return tuple((c.start, c.end, c.text, c.target) for c in citation_grammar.find_citations(content, within, (), lang))


@lru_cache(maxsize=16)
def _matcher(terms: tuple[str, ...], lang: str) -> term_finder.TermMatcher | None:
    return term_finder.build_matcher(list(terms), lang)


@lru_cache(maxsize=_FOUND_CACHE)
def _terms_in(content: str, terms: tuple[str, ...], lang: str) -> tuple[tuple[str, int, int], ...]:
    """(term, start, end) of the first use of each of `terms` in a text."""
    found = term_finder.find_terms(content, list(terms), _matcher(terms, lang), lang)
    return tuple((m.key, m.start, m.end) for m in found)


def owner_ids(text: Text) -> tuple[int | None, ...]:
    """The owner columns of a citation row (paragraph, definition, footnote, law)."""
    return tuple(text.obj.pk if text.owner == owner else None for owner in Citation.OWNERS)


class Citations:
    """ "Yasa 50D2(a)", "aşağıdaki (b) bendi", "see Law 12": a link to the paragraph named (lawbook.citations)."""

    name = "citations"
    model = Citation
    owners: tuple[str, ...] = Citation.OWNERS
    keys: tuple[str, ...] = (
        "paragraph_id",
        "definition_id",
        "footnote_id",
        "law_id",
        "lang",
        "field",
        "start",
        "end",
        "target_label",
        "target_id",
    )
    found_in_text = True
    identity = len(keys)

    def applies_to(self, text: Text) -> bool:
        return True

    def find(self, text, context, report):
        label = text.obj.label if text.owner == "paragraph" else None  # as Text.within reads it
        for start, end, characters, target in _citations_in(text.content, label, text.lang):
            target_id = context.target_ids.get(target)
            if target_id is None:
                report.unresolved.append((text.where, text.lang, characters))
            yield (*owner_ids(text), text.lang, text.field, start, end, target, target_id)

    def stored(self, owner, field, lang, text):
        return [c for c in owner.citations.all() if c.lang == lang and c.field == field]

    def mark(self, row, renderer, text):
        target = row.target
        if target is None:
            return None
        opening = format_html(
            '<a class="cite" href="{}" data-label="{}" data-preview="{}">',
            renderer.links.paragraph(target),
            target.label,
            preview_of(target, renderer.lang),
        )
        return Span(row.start, row.end, opening, "</a>", 0)


class TermMentions:
    """The first use of a defined term in a paragraph's text: a link to the glossary (lawbook.text.terms)."""

    name = "term mentions"
    model = TermMention
    owners: tuple[str, ...] = ("paragraph",)
    keys: tuple[str, ...] = ("paragraph_id", "definition_id", "lang", "field", "start", "end")
    found_in_text = True
    identity = len(keys)

    def applies_to(self, text: Text) -> bool:
        return text.owner == "paragraph" and text.field != "heading"

    def find(self, text, context, report):
        terms, names = context.terms(text.lang)
        for key, start, end in _terms_in(text.content, names, text.lang):
            yield (text.obj.pk, terms[key].pk, text.lang, text.field, start, end)

    def stored(self, owner, field, lang, text):
        if not isinstance(owner, Paragraph):
            return []
        return [m for m in owner.term_mentions.all() if m.lang == lang and m.field == field]

    def mark(self, row, renderer, text):
        # The same link wherever the term stands on the page: made once per term and language
        # (the title's), not at each of its uses (some 30 on a Law page, many of them repeats).
        opening = renderer.once(
            ("term", row.definition_id, translation.get_language()),
            lambda: format_html(
                '<a class="term" href="{}" title="{}">', renderer.links.definition(row.definition), _("Definition")
            ),
        )
        return Span(row.start, row.end, opening, "</a>", 1)


class FootnoteMarkers:
    """Where a footnote's number stands in a paragraph's Turkish text: a button that opens the
    footnote in place. Placed by the source (the PDF glued it to a word), not found in the text:
    when the text changes, a marker moves with the words it followed (lawbook.layers.markers)."""

    name = "footnote markers"
    model = FootnoteMarker
    owners: tuple[str, ...] = ("paragraph",)
    keys: tuple[str, ...] = ("paragraph_id", "footnote_id", "field", "offset")
    found_in_text = False
    identity = 3  # the paragraph, the footnote and the field: the offset moves

    def applies_to(self, text: Text) -> bool:
        return text.owner == "paragraph" and text.lang == "tr" and text.field != "title"

    def find(self, text, context, report):
        from .markers import relocate

        for footnote_id, offset, old in (context.marker_sources or {}).get((text.obj.pk, text.field), []):
            new = text.content
            placed = relocate(offset, old, new)
            if placed != offset:
                report.markers.append(_marker_note(context.marker_labels.get(footnote_id), text, placed, new))
            yield (text.obj.pk, footnote_id, text.field, len(new) if placed is None else placed)

    def stored(self, owner, field, lang, text):
        if not isinstance(owner, Paragraph):
            return []
        if lang == "tr":
            return [m for m in owner.footnote_markers.all() if m.field == field]
        return [
            _AtEnd(m, len(text)) for m in owner.footnote_markers.all() if field == marker_field(owner, lang, m.field)
        ]

    def mark(self, row, renderer, text):
        footnote: Footnote = row.footnote
        pop_id = f"fn-pop-{footnote.number}-{row.pk}" + (f"-{renderer.column}" if renderer.column else "")
        # The button shows the number alone; a screen reader heard "19, button". Its name says what
        # it opens, in the language of the text it stands in (the English column of a Turkish page
        # is read in English: lang="en").
        with translation.override(renderer.lang):
            name = _("Footnote %(number)s") % {"number": footnote.number}
        html = format_html(
            '<button type="button" class="fn-ref" aria-controls="{id}" aria-expanded="false"'
            ' aria-label="{name}" data-footnote="{n}"><sup>{n}</sup></button>'
            '<span class="fn-pop" id="{id}" hidden>{text}</span>',
            n=footnote.number,
            id=pop_id,
            name=name,
            text=renderer.footnote_in_place(footnote),
        )
        return Point(row.offset, html)


def marker_field(paragraph: Paragraph, lang: str, marked_field: str) -> str:
    """The field at whose end a footnote marked in the Turkish `marked_field` is drawn in `lang`'s
    text, which has no marker positions: its footnotes follow the paragraph's body, or stand where
    the Turkish marker does when the paragraph has no body in `lang` (footnote 2, on the title of
    Law 13, whose paragraph 13 has no text: no marker at all was drawn). The Law page's rule, and a
    quotation's (lawbook.quoting)."""
    body = "tail" if paragraph.tail_tr else "text"
    return body if getattr(paragraph, f"{body}_{lang}", "") else marked_field


@dataclass(frozen=True)
class _AtEnd:
    """A stored marker drawn at the end of a text that has no marker positions."""

    marker: FootnoteMarker
    offset: int

    def __getattr__(self, name):
        return getattr(self.marker, name)


def _marker_note(number: int | None, text: Text, placed: int | None, stored: str) -> str:
    where = f"footnote {number}'s marker in paragraph {text.obj.label} {text.field}_tr"
    if placed is None:
        return f"{where}: the words it followed are not in the edited text; it now stands at the end"
    return f"{where} follows the edited text: after {stored[max(0, placed - 30) : placed]!r}"


KINDS: tuple[Layer, ...] = (Citations(), TermMentions(), FootnoteMarkers())
