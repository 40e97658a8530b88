"""A Law page's paragraphs, drawn once for every request that would draw them alike (issue 21).

The paragraphs of a Law page (each paragraph's text with its layers drawn, its editor's notes, the
federation's interpretations and other apps' items under it, its "changed in edition" mark) were
two thirds of the page's CPU: the template's part for each paragraph and drawing its fields
(docs/benchmarks.md, suite45, suite46). They are the same HTML for every request made from the
same inputs, so their HTML is kept, by a key that names every one of those inputs:

- the Law as lawbook.queries.kept_law_with_paragraphs keeps it: the edition, the Law's number and
  the content version with its time of change (lawbook.content_version.recent(): an import and a
  publication move it, and the Law and what is drawn from it go together). A draft's saves do not
  move the version, so a draft's paragraphs are drawn each time, as its Law is read each time;
- what the page reads beside the Law at each request, by value: the federation's interpretations
  as the page shows them under these paragraphs, other apps' items under them (published rulings),
  the changelog's marks (which paragraphs the edition changed or added, and their entries' addresses),
  where the English came from (the banner's "official English text" marks);
- how they are drawn: the page's language, one language or side by side, the reading site's links
  or the edition's own, the script prefix under which every address is reversed.

A row the page reads at each request written without a publication (a test's, an editor's in the
admin) changes the key, not what is served; templates and catalogues change only with a deploy
(a new process). Kept per process, emptied whole when full.
"""

from __future__ import annotations

from collections.abc import Callable

from django.utils.safestring import SafeString

from ..labels import MAX_LAW

# Every Law of an edition in both languages, alone and side by side, twice over (an older edition's
# own addresses, the version moving): 372 pages' paragraphs are some 3.6 MB of UTF-8 (suite46).
KEPT_MOST = 8 * MAX_LAW
# Each use of the dict is one operation (threads share it, CONTRIBUTING.md).
_kept: dict[tuple, SafeString] = {}


def drawn(key: tuple | None, draw: Callable[[], SafeString]) -> SafeString:
    """`draw()`'s HTML, kept under `key` (which names everything it is drawn from); None draws
    every time (a draft's Law)."""
    if key is None:
        return draw()
    html = _kept.get(key)
    if html is None:
        html = draw()
        if len(_kept) >= KEPT_MOST:
            _kept.clear()
        _kept[key] = html
    return html
