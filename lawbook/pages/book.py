"""The whole book as one PDF per language: every Law of an edition (Laws 1 to 93 with their
chapters, paragraphs and labels, footnotes, the editor's notes and the federation's interpretations
after the paragraphs (or definitions) they concern, and the Definitions of Law 1's chapter), with a title
page naming the edition and its date and a table of contents with page numbers.

WeasyPrint lays the book out from lawbook/book.html and static/css/book.css. A book is derived
data, like the search index: only the indexer process builds it (run_indexer, beside the web
server), never a serving process, which only sends the file. It is written to
settings.BOOKS_DIR/<edition>/<lang>.pdf through a temporary file and one rename, so a reader
downloads the old book or the new one, never half of one.

Beside each PDF a small JSON file records what it was built from: the content version
(lawbook.content_version), the release of the code that rendered it (lawbook.release: the book
outlives a deploy on disk, and a deploy that corrected book.html, book.css or a catalogue string
must reach it) and a digest of the HTML it was laid out from. is_stale() compares the version
and the release (one query, cheap enough to ask every few seconds); refresh() then renders the
HTML and lays out a new PDF only if the HTML (with its stylesheet) differs: a deploy that changed
nothing the book shows costs the indexer one rendering of the HTML, not a layout. A draft's saves do not move the version
(lawbook.layers.text_changed), so a draft's book (built by hand) is always stale: --if-stale
renders its HTML and lays it out again only if that differs.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from itertools import groupby
from pathlib import Path

from django.conf import settings
from django.contrib.staticfiles import finders
from django.template.loader import render_to_string
from django.utils import translation

from .. import content_version, editor_notes, queries, release
from ..editions import editions
from ..layers import Renderer
from ..models import Edition
from ..text.languages import in_language
from ..text.whole_labels import keep_whole
from .views import FootnoteShown, footnotes_of, law_blocks

LANGS = ("tr", "en")
STYLESHEET = "css/book.css"


class BookLinks:
    """Links inside the book: a cited paragraph or a defined term is an anchor of the same PDF."""

    def paragraph(self, paragraph) -> str:
        return f"#{paragraph.anchor}"

    def definition(self, definition) -> str:
        return f"#term-{definition.slug}"


@dataclass
class BookLaw:
    law: object
    blocks: list
    footnotes: list


@dataclass(frozen=True)
class Built:
    path: Path
    seconds: float
    pages: int | None  # None when the existing PDF was still right and nothing was laid out


def books_dir() -> Path:
    return Path(settings.BOOKS_DIR)


def book_path(code: str, lang: str) -> Path:
    return books_dir() / code / f"{lang}.pdf"


def _meta_path(pdf: Path) -> Path:
    return pdf.with_suffix(".json")


def read_meta(pdf: Path) -> dict:
    try:
        return json.loads(_meta_path(pdf).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


# --- the HTML the book is laid out from ----------------------------------------------------------


def book_laws(edition: Edition, lang: str) -> list[BookLaw]:
    """Every Law of the edition with its paragraphs as the reading page draws them (lawbook.pages.views)."""
    renderer = Renderer(lang, links=BookLinks())
    rows = queries.paragraphs_of(list(queries.laws(edition)), footnote_layers=True)
    federation = queries.interpretations_by_label(edition)
    book = []
    for _law_id, paragraphs in groupby(rows, key=lambda p: p.law_id):
        paragraphs = list(paragraphs)
        footnotes = [FootnoteShown.of(footnote, renderer) for footnote in footnotes_of(paragraphs)]
        law = paragraphs[0].law
        book.append(BookLaw(law, law_blocks(paragraphs, renderer, federation=federation), footnotes))
    return book


def book_definitions(edition: Edition, lang: str) -> list[dict]:
    renderer = Renderer(lang, links=BookLinks())
    entries = []
    definitions = (
        queries.definitions(edition).select_related("parent").prefetch_related("citations__target__law", "editor_notes")
    )
    for definition in definitions:
        untranslated = lang != "tr" and not definition.text_en
        text = renderer.in_language("tr" if untranslated else lang).field(definition, "text")
        notes = editor_notes.shown(definition.editor_notes.all(), lang)
        entries.append({"definition": definition, "untranslated": untranslated, "text": text, "notes": notes})
    return entries


def book_html(edition: Edition, lang: str) -> str:
    with translation.override(lang):
        laws = book_laws(edition, lang)
        chapters = [
            (chapter, [b for b in laws if b.law.chapter_id == chapter.pk])
            for chapter in queries.chapters(edition).order_by("number")
        ]
        context = {
            "edition": edition,
            "edition_title": in_language(edition, "title", lang),
            "chapters": chapters,
            "definitions": book_definitions(edition, lang),
            "lang": lang,
        }
        # Every label in words kept whole on paper, wherever the text holds one (the editor's notes
        # are drawn so already, on every page): lawbook/text/whole_labels.py.
        return keep_whole(render_to_string("lawbook/book.html", context))


def stylesheet() -> Path:
    found = finders.find(STYLESHEET)
    if not found:
        raise FileNotFoundError(STYLESHEET)
    return Path(found)


def digest(html: str) -> str:
    """What the layout depends on: the HTML, the stylesheet and the layout engine's version."""
    import weasyprint

    data = hashlib.sha256(html.encode())
    data.update(stylesheet().read_bytes())
    data.update(weasyprint.__version__.encode())
    return data.hexdigest()


# --- building ------------------------------------------------------------------------------------


def write_pdf(html: str, target: Path) -> int:
    """Lay the book out into `target` atomically; returns its number of pages."""
    import weasyprint

    target.parent.mkdir(parents=True, exist_ok=True)
    document = weasyprint.HTML(string=html, base_url=str(settings.BASE_DIR)).render(
        stylesheets=[weasyprint.CSS(filename=str(stylesheet()))]
    )
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            document.write_pdf(out)
        os.chmod(temporary, 0o644)
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return len(document.pages)


def _write_meta(pdf: Path, meta: dict) -> None:
    meta_file = _meta_path(pdf)
    temporary = meta_file.with_name(f".{meta_file.name}.tmp")
    temporary.write_text(json.dumps(meta), encoding="utf-8")
    os.replace(temporary, meta_file)


def build(edition: Edition, lang: str, force: bool = True) -> Built:
    """Build one book; unless `force`, only when its HTML differs from the one the PDF was built from."""
    started = time.perf_counter()
    version = content_version.current()  # read first: a change during the build leaves it stale
    pdf = book_path(edition.code, lang)
    html = book_html(edition, lang)
    fingerprint = digest(html)
    meta = read_meta(pdf)
    changed = force or not pdf.exists() or meta.get("digest") != fingerprint
    pages = write_pdf(html, pdf) if changed else None
    _write_meta(
        pdf,
        {
            "content_version": version,
            "release": release.stamp(),
            "digest": fingerprint,
            "edition": edition.code,
            "lang": lang,
            "pages": pages if pages is not None else meta.get("pages"),
            "built": meta.get("built") if pages is None else time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        },
    )
    return Built(pdf, time.perf_counter() - started, pages)


def is_stale(edition: Edition | None = None, lang: str | None = None) -> bool:
    """True when a book of the current edition (or of `edition`) is missing or was built from an
    older content version or by the code of another release."""
    edition = edition or editions.current()
    if edition.pk is None:
        return False  # nothing is published: there is no book to build
    if edition.is_draft:
        return True  # its saves do not move the content version: only its HTML can tell
    version = content_version.current()
    for code in (lang,) if lang else LANGS:
        pdf = book_path(edition.code, code)
        meta = read_meta(pdf) if pdf.exists() else {}
        if meta.get("content_version") != version or meta.get("release") != release.stamp():
            return True
    return False


def refresh(before_each: Callable[[], None] | None = None) -> list[Built]:
    """Build the current edition's books that are missing or stale (the indexer's job).
    `before_each` runs before each book: the indexer checks its search index there, so that a
    publication made while one book was laid out reaches search before the next is begun."""
    built = []
    for lang in LANGS:
        if before_each:
            before_each()
        edition = editions.current()  # again for each book: a publication may have come meanwhile
        if edition.pk is not None and is_stale(edition, lang):
            built.append(build(edition, lang, force=False))
    return built
