"""The one renderer of stored layers: a text field of any row (paragraph, definition, footnote,
Law) to HTML, each stored layer drawn by its kind, every URL asked of the Links it is given (the
reading site's by default; another site, an edition's preview or a test can give its own)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from django.db.models import Model
from django.urls import reverse
from django.utils.safestring import SafeString
from django.utils.translation import get_language

from .. import per_request
from ..models import Definition, Footnote, Paragraph
from ..text.rendering import Point, Span, render_inline, render_text
from .kinds import KINDS


class Links(Protocol):
    def paragraph(self, paragraph: Paragraph) -> str: ...

    def definition(self, definition: Definition) -> str: ...


class SiteLinks:
    """The reading pages: a paragraph in its Law's page (the model's own address), a term in the
    definitions page."""

    def paragraph(self, paragraph: Paragraph) -> str:
        # The model's own address (Paragraph.get_absolute_url), its Law's page reversed once a request.
        return self.place(paragraph.law.edition_id, paragraph.law.number, paragraph.anchor)

    def place(self, edition: str, number: int, anchor: str) -> str:
        """`paragraph`'s address from the three values it is made of (a page that reads them as values,
        not rows: the definitions page's uses of each term). The reading site's is the current edition's."""
        return self.law(number, anchor)

    def permalink(self, label: str) -> str:
        """A paragraph's stable address by its label (/tr/yasa/64A2/), which leads to its Law's page:
        the address a page gives when it names a paragraph of whatever edition is current."""
        return reverse("lawbook:paragraph", args=[label])

    def definition(self, definition: Definition) -> str:
        return self.definitions(definition.slug)

    # The addresses below are made from numbers rather than rows: the search index and the
    # changelog's cached items hold a Law's number and an anchor, not a model.
    def law(self, number: int, anchor: str = "") -> str:
        """A Law's page in the edition readers see, or a place in it (`anchor`: "64A2" or "fn-3")."""
        return _reversed("lawbook:law", number) + _fragment(anchor)

    def edition_law(self, edition: str, number: int, anchor: str = "") -> str:
        """A Law's stable page in the edition `edition` (/tr/baski/2017/yasa/64/), or a place in it."""
        return _reversed("lawbook:edition_law", edition, number) + _fragment(anchor)

    def definitions(self, anchor: str = "") -> str:
        """The definitions page (the current edition's), or one term on it. Its address is asked
        of the resolver once per request and language (lawbook.per_request): a Law page links
        some 30 terms, each to this page, and each `reverse` was 4 % of the page's CPU."""
        return _reversed("lawbook:definitions") + _fragment(anchor)

    def edition_definitions(self, edition: str, anchor: str = "") -> str:
        """The definitions page of the edition `edition` (/tr/baski/2017/tanimlar/), or one term on it."""
        return reverse("lawbook:edition_definitions", args=[edition]) + _fragment(anchor)


def _reversed(name: str, *args) -> str:
    """reverse(name, args), asked of the resolver once per request and language (lawbook.per_request):
    a page links the same Law again and again (the definitions page some 1 700 paragraphs of the 93
    Laws, a Law page its citations, and some 30 terms to the definitions page), and each `reverse`
    walks the URL patterns."""
    return per_request.remembered(f"url:{name}:{get_language()}:{args}", lambda: reverse(name, args=args))


def _fragment(anchor: str) -> str:
    return f"#{anchor.removeprefix('#')}" if anchor else ""


class EditionLinks(SiteLinks):
    """An older edition's or a draft's own pages: a citation leads to the cited paragraph in the
    same edition (/tr/baski/2017/yasa/63/#63A), and a term to its definition in that edition's
    definitions page (/tr/baski/2017/tanimlar/#arti-love), so that a reader of that text stays in
    it: a later edition may have changed the definition."""

    def place(self, edition: str, number: int, anchor: str) -> str:
        # The Law's own Law.get_edition_url, reversed once a request.
        return self.edition_law(edition, number, anchor)

    def definition(self, definition: Definition) -> str:
        return self.edition_definitions(definition.edition_id, definition.slug)


class Renderer:
    """Renders fields in one language. `column` keeps the ids of the two columns of the
    side-by-side view apart. The owners' layers must be prefetched (lawbook.queries)."""

    def __init__(self, lang: str, links: Links | None = None, column: str = ""):
        self.lang = lang
        self.links = links or SiteLinks()
        self.column = column
        self._made: dict[tuple, SafeString] = {}

    def field(self, owner: Model, field: str, inline: bool = False) -> SafeString:
        """`owner`'s field in the renderer's language, its layers applied; `inline` draws one
        line (a heading, a footnote opened inside a paragraph) instead of blocks and tables."""
        text = getattr(owner, f"{field}_{self.lang}") or ""
        spans: list[Span] = []
        points: list[Point] = []
        for kind in KINDS:
            for row in kind.stored(owner, field, self.lang, text):
                mark = kind.mark(row, self, text)
                if isinstance(mark, Span):
                    spans.append(mark)
                elif isinstance(mark, Point):
                    points.append(mark)
        if inline:
            return render_inline(text, spans, points)
        return render_text(text, spans, points)

    def in_language(self, lang: str) -> Renderer:
        """A renderer for the same page in another language (the Turkish of an untranslated text)."""
        if lang == self.lang:
            return self
        other = Renderer(lang, self.links, self.column)
        other._made = self._made
        return other

    def once(self, key: tuple, make: Callable[[], SafeString]) -> SafeString:
        """`make()` once per page (this renderer and those of its other language) for `key`: a
        kind's markup that is the same wherever it stands (a term's link: a Law page links the same
        term in paragraph after paragraph; a footnote's text opened in place). The key says all the
        markup depends on."""
        made = self._made.get(key)
        if made is None:
            made = self._made[key] = make()
        return made

    def footnote_in_place(self, footnote: Footnote) -> SafeString:
        """A footnote's text as it opens inside a paragraph, rendered once per page and language."""
        lang = shown_lang(footnote, self.lang)
        return self.once(
            ("footnote", footnote.number, lang), lambda: self.in_language(lang).field(footnote, "text", inline=True)
        )


def shown_lang(footnote: Footnote, lang: str) -> str:
    """The footnote's language on a page in `lang`: Turkish where the translation is missing."""
    return lang if getattr(footnote, f"text_{lang}") else "tr"
