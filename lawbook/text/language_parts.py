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
one markup (the lawbook never imports the guides). Its users: the guides' `Text`
(situations/guide.py keeps the plain text as `tr` and `en` for the search documents and paths, the
offline list, the API, exports, page titles, the table page and str(); its pages draw the marks
through the `guide_text` filter, situations/templatetags/guide_text.py).
"""

from __future__ import annotations

from django.utils.html import escape, format_html

# Two characters no guide, no Law and no catalogue uses (U+2045, U+2046: square brackets with
# quill), so that a mark can never be a character of the text itself.
OPEN = "⁅"
CLOSE = "⁆"

OTHER = {"tr": "en", "en": "tr"}


class UnbalancedMark(ValueError):
    """A string whose marks do not pair up: an OPEN without its CLOSE, a CLOSE first, or a nest."""


def parts(marked: str) -> list[tuple[str, bool]]:
    """The string cut at its marks: (words, in the other language or not), in order; empty parts
    left out. Raises UnbalancedMark where the marks do not pair up, so a slip fails at import."""
    result: list[tuple[str, bool]] = []
    inside, start = False, 0
    for at, char in enumerate(marked):
        if char not in (OPEN, CLOSE):
            continue
        if (char == OPEN) == inside:
            raise UnbalancedMark(f"{char!r} at {at} in {marked!r}")
        if at > start:
            result.append((marked[start:at], inside))
        inside, start = not inside, at + 1
    if inside:
        raise UnbalancedMark(f"{OPEN!r} never closed in {marked!r}")
    if start < len(marked):
        result.append((marked[start:], False))
    return result


def plain(marked: str) -> str:
    """The text without its markup: what a reader sees, searched, titled, exported."""
    return "".join(words for words, _ in parts(marked))


def html(marked: str, lang: str) -> str:
    """Escaped HTML of a string in `lang`, each marked part in a span of the other language."""
    other = OTHER[lang]
    return "".join(
        format_html('<span lang="{}">{}</span>', other, words) if quoted else escape(words)
        for words, quoted in parts(marked)
    )
