"""Plain stored text to HTML, with the spans and points of its stand-off layers inserted.

The stored text is plain: blocks separated by blank lines, tables as `| cell |` lines
(lawbook.text.tables). What the spans and points are (a citation's link with a preview of the cited
paragraph, a footnote's button, a defined term's link) is decided by lawbook.layers; here they are
only placed, and everything else is escaped.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from .languages import in_language
from .tables import is_table_block, parse_markup

PREVIEW_CHARS = 220


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    html_open: str
    html_close: str
    priority: int  # when spans overlap, the lower number wins


@dataclass(frozen=True)
class Point:
    offset: int
    html: str


def preview_of(paragraph, lang: str) -> str:
    text = in_language(paragraph, "text", lang)
    if not text:  # a Law or section with no opening text: show what it is called
        text = in_language(paragraph, "heading", lang)
        text = text or in_language(paragraph.law, "title", lang)
    text = " ".join(line for line in text.split("\n") if not line.startswith("|"))
    return text if len(text) <= PREVIEW_CHARS else text[:PREVIEW_CHARS].rsplit(" ", 1)[0] + "…"


def render_text(text: str, spans: list[Span], points: list[Point]) -> SafeString:
    """HTML for `text`: <p> per block, <table> for runs of table lines, spans and points applied."""
    spans = _without_overlaps(spans)
    parts = []
    for start, end, is_table in _runs(text):
        chunk = text[start:end]
        if is_table:
            parts.append(render_table(chunk))
            continue
        inner = [s for s in spans if start <= s.start and s.end <= end]
        marks = [p for p in points if start <= p.offset <= end]
        parts.append("<p>" + _inline(chunk, start, inner, marks) + "</p>")
    return mark_safe("".join(parts))


def _runs(text: str):
    """(start, end, is_table) of each paragraph block and each run of table lines, in order."""
    offset = 0
    for block in text.split("\n\n") if text else []:
        run_start, run_kind, cursor = offset, None, offset
        for line in block.split("\n"):
            kind = is_table_block(line)
            if run_kind is not None and kind != run_kind:
                yield run_start, cursor - 1, run_kind
                run_start = cursor
            run_kind = kind
            cursor += len(line) + 1
        if block:
            yield run_start, cursor - 1, run_kind
        offset += len(block) + 2


def render_inline(text: str, spans: list[Span], points: list[Point]) -> SafeString:
    """A heading or another single line: no block structure."""
    return mark_safe(_inline(text, 0, _without_overlaps(spans), points))


def _inline(block: str, base: int, spans: list[Span], points: list[Point]) -> str:
    events: list[tuple[int, int, str]] = []
    for span in spans:
        events.append((span.start - base, 1, span.html_open))
        events.append((span.end - base, 0, span.html_close))
    for point in points:
        events.append((point.offset - base, 2, point.html))
    events.sort(key=lambda e: (e[0], e[1]))
    out, cursor = [], 0
    for position, _kind, html in events:
        out.append(escape(block[cursor:position]).replace("\n", "<br>"))
        out.append(html)
        cursor = position
    out.append(escape(block[cursor:]).replace("\n", "<br>"))
    return "".join(out)


def _without_overlaps(spans: list[Span]) -> list[Span]:
    kept: list[Span] = []
    for span in sorted(spans, key=lambda s: (s.priority, s.start)):
        if all(span.end <= other.start or span.start >= other.end for other in kept):
            kept.append(span)
    return sorted(kept, key=lambda s: s.start)


def render_table(block: str) -> str:
    header, body = parse_markup(block)
    rows = []
    for row in header:
        rows.append(
            "<tr>"
            + "".join(_header_cell(row, i) for i in range(len(row)) if row[i] or i == 0 or not _spanned(row, i))
            + "</tr>"
        )
    head = f"<thead>{''.join(rows)}</thead>" if rows else ""
    body_rows = "".join("<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>" for row in body)
    return f'<div class="table-wrap"><table>{head}<tbody>{body_rows}</tbody></table></div>'


def _spanned(row: list[str], index: int) -> bool:
    """An empty header cell after a filled one is covered by that cell's colspan."""
    return any(row[j] for j in range(index)) and not row[index]


def _header_cell(row: list[str], index: int) -> str:
    span = 1
    while index + span < len(row) and not row[index + span] and index > 0:
        span += 1
    colspan = f' colspan="{span}"' if span > 1 else ""
    return f"<th{colspan}>{escape(row[index])}</th>"
