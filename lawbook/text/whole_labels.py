"""A paragraph label never broken across two lines ("30B1(b)(ii)", Law 23C's note; the labels are
lawbook.labels' grammar).

Line breaking follows Unicode's line breaking rules (UAX #14), in WeasyPrint (the PDF book) as in a
browser. Inside a label they allow a break at two places only: between ")" and "(" ("30B1(b)" |
"(ii)") and after the "/" of the text's "80B2/k" form; a Law number before its section letter, a
digit before "(" and a suffix after ")" ("30B1(b)(ii)'yi") are never broken. A label drawn in an
element of its own (a paragraph's label, a citation link, a quoted note's label) is kept whole by
`white-space: nowrap` on that element (static/css/book.css, site.css; a guide's, the desk's or the
score page's citation link, `a.guide-cite`, situations/citation_links.py); a label written in plain
words (an editor's note, any text the layers did not link) has no element, so `keep_whole` gives
each label that could break one: `<span class="whole-label">`, with its suffix.
"""

from __future__ import annotations

import re

from ..labels import CITED_SECTION, LAW_NUMBER, ROMAN_PATTERN, SUB_NUMBER

# The labels with a break opportunity inside: an item with its sub-item, or the "/k" form. The
# apostrophe of a suffix is escaped in HTML ("&#x27;", Django's escape).
BREAKABLE = re.compile(
    rf"(?<![\w/]){LAW_NUMBER}{CITED_SECTION}{SUB_NUMBER}"
    rf"(?:\([a-z]\)\({ROMAN_PATTERN}\)|/[a-z](?:\({ROMAN_PATTERN}\))?)"
    r"(?![\w(])(?:(?:&#x27;|['’])\w+)?"
)
# A tag whose element holds a label already (kept whole by the stylesheet): its text is left as it is,
# and so is the text of any element inside it (a term link, a language span), lest a label be wrapped twice.
_HOLDS_LABEL = re.compile(r'class="(?:para-label|cite|guide-cite|cited-label|whole-label)"')
# Elements whose text is not drawn as text: a span inside <title> would be shown as "<span ...>" in
# the tab and the PDF's metadata, and one inside <style>/<script> would change the code.
_NOT_DRAWN = frozenset({"title", "style", "script", "textarea"})
# Elements with no end tag (HTML's void elements): they never enclose text.
_VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"})
_TAG = re.compile(r"(<[^>]*>)")  # attributes are escaped: a ">" inside one is "&gt;"
_TAG_NAME = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9-]*)")

OPEN = '<span class="whole-label">'
CLOSE = "</span>"


def keep_whole(html: str) -> str:
    """`html` (escaped, well formed) with each breakable label in its text wrapped in a span."""
    if not BREAKABLE.search(html):
        return html
    pieces = _TAG.split(html)
    # split() with a group alternates text and tags: pieces[0] is text, then tag, text, tag...
    # `open_elements` holds, for each element the text stands in, whether its text is left as it is.
    open_elements: list[tuple[str, bool]] = []
    for at in range(0, len(pieces), 2):
        if at:
            _enter_or_leave(open_elements, pieces[at - 1])
        if any(left for _, left in open_elements):
            continue
        pieces[at] = BREAKABLE.sub(lambda found: f"{OPEN}{found.group(0)}{CLOSE}", pieces[at])
    return "".join(pieces)


def _enter_or_leave(open_elements: list[tuple[str, bool]], tag: str) -> None:
    """Push an opening tag's element, or pop up to and including the element a closing tag ends."""
    named = _TAG_NAME.match(tag)
    if named is None:  # a comment or a doctype
        return
    closing, name = named.group(1), named.group(2).lower()
    if closing:
        # An end tag HTML lets a page leave out (</p>, </li>) closes the elements left open inside.
        while any(open_name == name for open_name, _ in open_elements):
            if open_elements.pop()[0] == name:
                break
        return
    if name in _VOID or tag.endswith("/>"):
        return
    open_elements.append((name, name in _NOT_DRAWN or bool(_HOLDS_LABEL.search(tag))))
