"""A quoted paragraph's text as its Law page lays it out (templates/situations/_cited.html): the
lines of a table of the Laws (`| cell | cell |`, lawbook.text.tables: Law 77's scoring table, 78B's
IMP scale) drawn as a table by the lawbook's one renderer (lawbook.text.rendering.render_table),
the other lines as text. The calculator's "The Laws" showed 78B's scale as its raw `| 0–10 | 0 |`
markup (qa85)."""

from django import template
from django.utils.html import escape
from django.utils.safestring import SafeString

from lawbook.text.rendering import render_table
from lawbook.text.tables import is_table_block

register = template.Library()


@register.filter
def cited_blocks(text: str, markers=()) -> list[dict]:
    """[{"text": str} | {"table": SafeString}, ...] in order; the first is always text (the label
    goes before it), empty when the paragraph opens with a table. `markers` ((offset, html), ...)
    are the footnote markers standing in the text (lawbook.quoting.Line.markers, each drawn by
    marker_html): a text block that holds one is given escaped, the marker in place (foot90);
    one standing in a table is not drawn (none of the Laws' tables marks a footnote)."""
    blocks: list[dict] = []
    run: list[str] = []
    run_start = 0
    offset = 0
    in_table = False
    for line in str(text).split("\n"):
        table_line = is_table_block(line)
        if run and table_line != in_table:
            blocks.append(_block(run, in_table, run_start, markers))
            run = []
            run_start = offset
        run.append(line)
        offset += len(line) + 1
        in_table = table_line
    if run:
        blocks.append(_block(run, in_table, run_start, markers))
    if not blocks or "table" in blocks[0]:
        blocks.insert(0, {"text": ""})
    return blocks


def _block(lines: list[str], table: bool, start: int = 0, markers=()) -> dict:
    if table:
        return {"table": SafeString(render_table("\n".join(lines)))}
    joined = "\n".join(lines)
    text = joined.strip("\n")
    start += len(joined) - len(joined.lstrip("\n"))
    inside = sorted((offset - start, html) for offset, html in markers if start <= offset <= start + len(text))
    if not inside:
        return {"text": text}
    parts, cursor = [], 0
    for at, html in inside:
        parts.append(escape(text[cursor:at]))
        parts.append(html)
        cursor = at
    parts.append(escape(text[cursor:]))
    return {"text": SafeString("".join(parts))}
