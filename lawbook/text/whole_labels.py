"""A paragraph label never broken across two lines ("30B1(b)(ii)", Law 23C's note; the labels are
lawbook.labels' grammar).

Line breaking follows Unicode's line breaking rules (UAX #14), in WeasyPrint (the PDF book) as in a
browser. Inside a label they allow a break at two places only: between ")" and "(" ("30B1(b)" |
"(ii)") and after the "/" of the text's "80B2/k" form; a Law number before its section letter, a
digit before "(" and a suffix after ")" ("30B1(b)(ii)'yi") are never broken. A label drawn in an
element of its own (a paragraph's label, a citation link, a quoted note's label) is kept whole by
`white-space: nowrap` on that element (static/css/book.css, site.css); a label written in plain
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
# A tag whose element holds a label already (kept whole by the stylesheet): its text is left as it is.
_HOLDS_LABEL = re.compile(r'class="(?:para-label|cite|cited-label|whole-label)"')
_TAG = re.compile(r"(<[^>]*>)")  # attributes are escaped: a ">" inside one is "&gt;"

OPEN = '<span class="whole-label">'
CLOSE = "</span>"


def keep_whole(html: str) -> str:
    """`html` (escaped, well formed) with each breakable label in its text wrapped in a span."""
    if not BREAKABLE.search(html):
        return html
    pieces = _TAG.split(html)
    # split() with a group alternates text and tags: pieces[0] is text, then tag, text, tag...
    for at in range(0, len(pieces), 2):
        if at and _HOLDS_LABEL.search(pieces[at - 1]):
            continue
        pieces[at] = BREAKABLE.sub(lambda found: f"{OPEN}{found.group(0)}{CLOSE}", pieces[at])
    return "".join(pieces)
