"""A quoted paragraph's text as its Law page lays it out (templates/situations/_cited.html): the
lines of a table of the Laws (`| cell | cell |`, lawbook.text.tables: Law 77's scoring table, 78B's
IMP scale) drawn as a table by the lawbook's one renderer (lawbook.text.rendering.render_table),
the other lines as text. The calculator's "The Laws" showed 78B's scale as its raw `| 0–10 | 0 |`
markup (qa85)."""

from django import template
from django.utils.safestring import SafeString

from lawbook.text.rendering import render_table
from lawbook.text.tables import is_table_block

register = template.Library()


@register.filter
def cited_blocks(text: str) -> list[dict]:
    """[{"text": str} | {"table": SafeString}, ...] in order; the first is always text (the label
    goes before it), empty when the paragraph opens with a table."""
    blocks: list[dict] = []
    run: list[str] = []
    in_table = False
    for line in str(text).split("\n"):
        table_line = is_table_block(line)
        if run and table_line != in_table:
            blocks.append(_block(run, in_table))
            run = []
        run.append(line)
        in_table = table_line
    if run:
        blocks.append(_block(run, in_table))
    if not blocks or "table" in blocks[0]:
        blocks.insert(0, {"text": ""})
    return blocks


def _block(lines: list[str], table: bool) -> dict:
    if table:
        return {"table": SafeString(render_table("\n".join(lines)))}
    return {"text": "\n".join(lines).strip("\n")}
