"""The book read back whole (`build_book_pdf --check`): a built PDF turned to text with pdftotext and
compared, piece by piece and in order, with the edition's text in the models, so that a paragraph
lost at a page break, a footnote dropped, a letter mangled, a label out of order, an editor's note
under the wrong paragraph or a contents page number that is not the page of its Law is reported.

What is expected is made here from the models, not from the HTML the book is laid out from
(lawbook.pages.book): each chapter's line, the Definitions (term, text, editor's notes), each Law's
heading, its paragraphs in their order (label, heading, text with its footnote numbers, editor's
notes after the paragraph, each tail after the last of its sub-paragraphs) and its footnotes after
it. The PDF's text is taken page by page without the running head and the page's stamp and number;
whitespace is normalised and a line broken after a hyphen is joined. Each expected piece must come
next in the text: anything skipped between two pieces is reported too. Then each Law's line in the
contents must give the page its heading is on, and each page's running head must name the Law its
text begins in (none on a page a chapter opens). No line may end inside a label ("30B1(b)" | "(ii)":
`broken_labels`).
"""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from django.utils import translation
from django.utils.formats import date_format
from django.utils.timezone import localtime
from django.utils.translation import gettext as _

from .. import queries
from ..labels import CITED_LABEL
from ..models import Edition, EditorNote, Paragraph
from ..text.language_parts import plain
from ..text.tables import HEADER_RULE


def pdf_pages(pdf: Path, layout: bool = False) -> list[str]:
    args = ["pdftotext", *(["-layout"] if layout else []), str(pdf), "-"]
    text = subprocess.run(args, check=True, capture_output=True, text=True).stdout
    pages = text.split("\f")
    return pages[:-1] if pages and not pages[-1].strip() else pages


def norm(text: str, dehyphenated: bool = False) -> str:
    """Whitespace made single spaces; a line broken after a hyphen joined again. pdftotext without
    -layout joins such a line itself and drops the hyphen: `dehyphenated` drops every hyphen between
    two letters on both sides (the -layout pass checks them)."""
    text = re.sub(r"(?<=\w[-‐])\n\s*(?=\w)", "", text)
    text = re.sub(r"(?<=\))\n\s*(?=\()", "", text)  # a label broken between its parts: 30B1(b)|(ii)
    text = re.sub(r"(?<=\w[-‐]) (?=\w)", "", " ".join(text.split()))
    return re.sub(r"(?<=\w)[-‐](?=\w)", "", text) if dehyphenated else text


# A label and its suffix ("30B1(b)(ii)'yi"), as one run of characters; a line end inside one is a
# label broken across lines (lawbook/text/whole_labels.py keeps them whole).
_LABEL_AND_SUFFIX = re.compile(rf"{CITED_LABEL}(?:['’]\w+)?\)*")  # ")": the text's brackets around it
_LINE_END = re.compile(r"(\S+)\n(?=\s*(\S+))")  # the last word of a line and the first of the next


def broken_labels(pages: list[str]) -> list[str]:
    """Each label the book breaks at a line end, as "30B1(b)|(ii)": the last word of a line and the
    first of the next (their brackets and punctuation outside trimmed) make one label with its
    suffix, the first holding a section letter ("30B1(b)|(ii)", "30B1(b)(|ii)") or the second being
    the suffix ("17|'de"). Between two letters pdftotext's line end stands for a space
    ("16D'nin|başlığı": WeasyPrint breaks no word without a hyphen)."""
    broken = []
    for number, page in enumerate(pages, start=1):
        for found in _LINE_END.finditer(page):
            head, tail = found.group(1).lstrip("[(“\"'‘"), found.group(2).rstrip(',.;:]”"')
            if not head or not tail or (head[-1].isalpha() and tail[0].isalpha()):
                continue
            if not re.search(r"[A-Z]", head) and tail[0] not in "'’":
                continue
            if _LABEL_AND_SUFFIX.fullmatch(head + tail):
                broken.append(f"page {number}: {head}|{tail}")
    return broken


def _table_headers(text: str) -> tuple[str, ...]:
    """The header rows (the rows above `|---|`) of each table in the text, as they read."""
    headers: list[str] = []
    rows: list[str] = []
    for line in text.split("\n"):
        if line.strip() == HEADER_RULE:
            headers.append(_table_text("\n".join(rows)))
        rows = [*rows, line] if line.lstrip().startswith("|") else []
    return tuple(headers)


def _table_text(text: str) -> str:
    """A table's markup as its cells read: `| a | b |` lines to `a b`, the header rule dropped."""
    lines = []
    for line in text.split("\n"):
        if line.strip() == HEADER_RULE:
            continue
        if line.lstrip().startswith("|"):
            line = " ".join(cell.strip() for cell in line.strip().strip("|").split("|"))
        lines.append(line)
    return "\n".join(lines)


@dataclass
class Piece:
    what: str  # where it is: "6D2 text", "footnote 3", ...
    text: str
    headers: tuple[str, ...] = ()  # its tables' header rows, which a page break repeats


@dataclass
class Report:
    lang: str
    pages: int
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def _in(owner, name: str, lang: str) -> tuple[str, str]:
    """The field in `lang`, else the Turkish (as the book shows an untranslated text), and its language."""
    value = getattr(owner, f"{name}_{lang}", "") or ""
    if value or lang == "tr":
        return value, lang
    return getattr(owner, f"{name}_tr", "") or "", "tr"


def _note_pieces(notes, lang: str, where: str) -> list[Piece]:
    out = []
    for note in notes:
        text, _shown = _in(note, "text", lang)
        out.append(Piece(f"{where}: editor's note {note.kind}", plain(text)))
    return out


def _with_markers(paragraph: Paragraph, name: str, text: str, shown: str, markers: list) -> str:
    """The field's text with its footnotes' numbers where the book draws them (FootnoteMarkers)."""
    if shown == "tr":
        placed = sorted(((m.offset, m.footnote.number) for m in markers if m.field == name), reverse=True)
    else:  # the English has no marker positions: the numbers follow its body
        body = "tail" if paragraph.tail_tr else "text"
        has_body = bool(getattr(paragraph, f"{body}_{shown}", ""))
        placed = [(len(text), m.footnote.number) for m in markers if name == (body if has_body else m.field)]
        placed.sort(reverse=True)
    for offset, number in placed:
        text = f"{text[:offset]}{number}{text[offset:]}"
    return text


def expected(edition: Edition, lang: str) -> tuple[list[Piece], dict[int, str]]:
    """The book's pieces in order, and each Law's heading as the contents and the page show it."""
    with translation.override(lang):
        untranslated = _("not yet translated")
        pieces: list[Piece] = []
        headings: dict[int, str] = {}
        notes_of: dict[int, list] = {}
        for note in EditorNote.objects.filter(paragraph__law__edition=edition.code).order_by("kind"):
            notes_of.setdefault(note.paragraph_id, []).append(note)
        paragraphs: dict[int, list] = {}
        for paragraph in (
            Paragraph.objects.filter(law__edition=edition.code)
            .prefetch_related("footnote_markers__footnote")
            .order_by("law__number", "position")
        ):
            paragraphs.setdefault(paragraph.law_id, []).append(paragraph)
        laws = list(queries.laws(edition))
        for chapter in queries.chapters(edition).order_by("number"):
            pieces.append(Piece(f"chapter {chapter.roman}", f"{chapter.roman}. {chapter.name}"))
            if chapter.number == 1:
                pieces.append(Piece("Definitions", _("Definitions")))
                for definition in queries.definitions(edition).prefetch_related("editor_notes"):
                    term = definition.term  # the term in the language of the page (modeltranslation)
                    text, shown = _in(definition, "text", lang)
                    badge = f" {untranslated}" if shown != lang else ""
                    pieces.append(Piece(f"definition {definition.term_tr}", f"{term}{badge}"))
                    pieces.append(Piece(f"definition {definition.term_tr} text", text))
                    pieces += _note_pieces(definition.editor_notes.all(), lang, f"definition {definition.term_tr}")
            for law in (law for law in laws if law.chapter_id == chapter.pk):
                heading = _("Law %(number)s") % {"number": law.number}
                headings[law.number] = norm(f"{heading} {law.title}")
                pieces.append(Piece(f"Law {law.number} heading", f"{heading} {law.title}"))
                pieces += _law_pieces(paragraphs.get(law.pk, []), notes_of, lang, untranslated)
    return pieces, headings


def _law_pieces(paragraphs: list, notes_of: dict, lang: str, untranslated: str) -> list[Piece]:
    pieces: list[Piece] = []
    open_tails: list = []
    footnotes = {}

    def tail(paragraph):
        text, shown = _in(paragraph, "tail", lang)
        markers = list(paragraph.footnote_markers.all())
        badge = f"{untranslated} " if shown != lang else ""
        pieces.append(
            Piece(
                f"{paragraph.label} tail", badge + _table_text(_with_markers(paragraph, "tail", text, shown, markers))
            )
        )

    for paragraph in paragraphs:
        while open_tails and open_tails[-1].depth >= paragraph.depth:
            tail(open_tails.pop())
        markers = list(paragraph.footnote_markers.all())
        for marker in markers:
            footnotes[marker.footnote.number] = marker.footnote
        # The block's language: the Turkish for both fields when either lacks its English (views._block).
        shown = lang
        if lang != "tr" and any(
            getattr(paragraph, f"{f}_tr") and not getattr(paragraph, f"{f}_{lang}") for f in ("heading", "text")
        ):
            shown = "tr"
        heading = getattr(paragraph, f"heading_{shown}") or ""
        text = getattr(paragraph, f"text_{shown}") or ""
        if paragraph.depth:
            pieces.append(Piece(f"{paragraph.label} label", paragraph.label))
        if heading or any(m.field == "heading" for m in markers):
            pieces.append(
                Piece(f"{paragraph.label} heading", _with_markers(paragraph, "heading", heading, shown, markers))
            )
        if shown != lang:
            pieces.append(Piece(f"{paragraph.label} untranslated", untranslated))
        body = _table_text(_with_markers(paragraph, "text", text, shown, markers))
        pieces.append(Piece(f"{paragraph.label} text", body, _table_headers(text)))
        pieces += _note_pieces(notes_of.get(paragraph.pk, []), lang, paragraph.label)
        if paragraph.tail_tr or paragraph.tail_en:
            open_tails.append(paragraph)
    while open_tails:
        tail(open_tails.pop())
    pieces += _footnote_pieces(footnotes, lang, untranslated)
    return [piece for piece in pieces if norm(piece.text)]


def _footnote_pieces(footnotes: dict, lang: str, untranslated: str) -> list[Piece]:
    """A Law's footnotes after it, under their heading."""
    if not footnotes:
        return []
    pieces = [Piece("footnotes", _("Footnotes"))]
    for number in sorted(footnotes):
        text, shown = _in(footnotes[number], "text", lang)
        badge = f"{untranslated} " if shown != lang else ""
        pieces.append(Piece(f"footnote {number}", f"{number}. {badge}{text}"))
    return pieces


def _body(pages: list[str], headings: set[str], stamp: str) -> tuple[list[str], list[str], list[str]]:
    """Each page's text without its running head (its first line, a Law's heading or the
    Definitions') and its foot (the edition's stamp and the page number); each page's running
    head ("" for none); and the problems of the feet (a page without its number or stamp)."""
    bodies, page_heads, problems = [], [], []
    for number, page in enumerate(pages, start=1):
        lines = [line for line in page.split("\n") if line.strip()]
        foot = " ".join(" ".join(lines[-2:]).split()) if number > 1 else ""
        if number > 1:
            if " ".join(lines[-1].split()) == f"{stamp} {number}":  # -layout: one line
                lines.pop()
            elif foot == f"{stamp} {number}":
                lines = lines[:-2]
            else:
                problems.append(f"page {number}: its foot reads {foot!r}")
        head = norm(lines[0]) if number > 1 and lines and norm(lines[0]) in headings else ""
        if head:
            lines.pop(0)
        bodies.append("\n".join(lines))
        page_heads.append(head)
    return bodies, page_heads, problems


def check(pdf: Path, edition: Edition, lang: str, layout: bool = False) -> Report:
    """The book `pdf` read back (pdftotext, with -layout or not) against the edition in `lang`."""
    pages = pdf_pages(pdf, layout)
    report = Report(f"{lang}{' -layout' if layout else ''}", len(pages))
    flat = lambda text: norm(text, dehyphenated=not layout)  # noqa: E731
    pieces, headings = expected(edition, lang)
    with translation.override(lang):
        heads = set(headings.values()) | {_("Definitions")}
    with translation.override(lang):
        stamp = _("Edition %(code)s") % {"code": edition.code}
        if edition.published_at:
            stamp += ", " + date_format(localtime(edition.published_at), "DATE_FORMAT")
    bodies, page_heads, report.problems = _body(pages, heads, stamp)
    # The contents: pages 2 until the first chapter's page.
    first = next((i for i, b in enumerate(bodies) if i > 1 and flat(b).startswith(flat(pieces[0].text))), None)
    if first is None:
        report.problems.append("the first chapter's page was not found")
        return report
    contents = flat(" ".join(bodies[1:first]))
    starts = []  # (offset in text, page number) of each page's body
    text = ""
    headers = [flat(h) for piece in pieces for h in piece.headers]
    for number, body in enumerate(bodies[first:], start=first + 1):
        body = flat(body)
        for header in headers:  # a table broken across pages draws its header again (thead)
            if body.startswith(header) and header in text[-3000:]:
                body = body[len(header) :].lstrip()
        starts.append((len(text), number))
        text = f"{text} {body}" if text else body
    law_page, opened, chapter_at, cursor = _read(pieces, text, starts, headings, layout, flat, report)
    rest = text[cursor:].strip()
    if rest:
        report.problems.append(f"after the last piece: {rest[:300]!r}")
    report.problems += _contents(contents, headings, law_page, flat)
    report.problems += _running_heads(starts, page_heads, opened, chapter_at)
    report.problems += [f"a label broken across lines, {where}" for where in broken_labels(pages)]
    return report


def _read(pieces: list, text: str, starts: list, headings: dict, layout: bool, flat, report: Report):
    """Each piece found next in the text, or reported; where each Law's heading and each chapter
    are (their page, their offset) and where the reading stopped."""
    law_page: dict[int, int] = {}
    opened = []  # (offset, running head) where a Law, or the Definitions, begins
    chapter_at = set()  # offsets where a chapter begins
    cursor = 0
    for piece in pieces:
        wanted = flat(piece.text)
        at = text.find(wanted, cursor)
        if at < 0 and layout and piece.headers:
            at = _same_cells(text, cursor, wanted, pieces, pieces.index(piece), flat)
        if at < 0:
            report.problems.append(
                f"{piece.what}: not found whole after offset {cursor}: {_near(text, cursor, wanted)}"
            )
            continue
        skipped = text[cursor:at].strip()
        if skipped:
            report.problems.append(f"before {piece.what}: text that is not expected there: {skipped[:300]!r}")
        if piece.what.startswith("Law ") and piece.what.endswith(" heading"):
            number = int(piece.what.split()[1])
            law_page[number] = max(n for start, n in starts if start <= at + 1)
            opened.append((at, headings[number]))
        elif piece.what == "Definitions":
            opened.append((at, flat(piece.text)))
        elif piece.what.startswith("chapter "):
            chapter_at.add(at)
        cursor = at + len(wanted)
    return law_page, opened, chapter_at, cursor


def _running_heads(starts: list, page_heads: list[str], opened: list, chapter_at: set) -> list[str]:
    """Each page's running head names the Law its text begins in (the Definitions, before Law 1);
    a page a chapter opens has none (book.css: the chapter's name stands at its top)."""
    problems = []
    for start, number in starts:
        at = start + 1 if start else 0  # past the space that joined the page to the one before
        if at in chapter_at or start in chapter_at:
            want = ""
        else:
            want = next((head for offset, head in reversed(opened) if offset <= at), "")
        if norm(page_heads[number - 1]) != norm(want):
            problems.append(
                f"page {number}: its running head reads {page_heads[number - 1]!r}, its text is in {want!r}"
            )
    return problems


def _contents(contents: str, headings: dict[int, str], law_page: dict[int, int], flat) -> list[str]:
    """Each Law's line in the contents gives the page its heading is on."""
    problems = []
    for number, heading in headings.items():
        found = re.search(re.escape(flat(heading)) + r"[ .]*?(\d+)(?!\S)", contents)
        if not found:
            problems.append(f"contents: no line for {heading!r}")
        elif number in law_page and int(found.group(1)) != law_page[number]:
            problems.append(
                f"contents: {heading!r} gives page {found.group(1)}, its heading is on page {law_page[number]}"
            )
    return problems


def _same_cells(text: str, cursor: int, wanted: str, pieces: list, index: int, flat) -> int:
    """-layout draws a table's cells of several lines line by line, not cell by cell: a table's
    paragraph is then right when its words, as many of each, are those up to the next piece.
    Returns where the next piece starts less the paragraph's length (so the cursor lands there)."""
    after = pieces[index + 1] if index + 1 < len(pieces) else None
    end = text.find(flat(after.text), cursor) if after else len(text)
    if end < 0:
        return -1
    span = text[cursor:end]
    if sorted(span.split()) == sorted(wanted.split()):
        return end - len(wanted) - (len(span) - len(span.rstrip()))
    return -1


def _near(text: str, cursor: int, wanted: str) -> str:
    """The longest start of `wanted` found after the cursor, and what the PDF has instead."""
    low, high = 0, len(wanted)
    while low < high:
        mid = (low + high + 1) // 2
        if text.find(wanted[:mid], cursor) >= 0:
            low = mid
        else:
            high = mid - 1
    if low == 0:
        return f"expected {wanted[:120]!r}"
    at = text.find(wanted[:low], cursor)
    return f"same for {low} of {len(wanted)} characters, then expected {wanted[low : low + 80]!r}, found {text[at + low : at + low + 80]!r}"
