"""The Laws a guide cites in its own words, one tap away (issue 22; qa103 counted the citations its
step and ending pages drew as plain words).

Each citation lawbook.citations finds in a guide's Text ("(Law 9B1(a))", "Yasa 50D2(a)", "Laws 20F,
21B, 40B3, 75") is drawn as a link to that paragraph on the reading site, in the page's language,
at the address lawbook's SiteLinks gives: the paragraph in its Law's page (/en/law/9/#9B1a), where
the Law pages' own citation layer (lawbook.layers.kinds.Citations) sends a citation too. What is
linked is what the finder reads and nothing more, as on the Law pages: a range ("Laws 24A-24E",
"Yasa 53-56") links its first paragraph, the one the finder reads; a label the current edition
lacks stays words. The link's text is the citation's own words, so the sentence reads the same and
the link says where it goes (WCAG 2.4.4).

Only the words in the page's language are read (lawbook.text.language_parts): a quotation in the
other language is drawn as quoted. The `guide_text` filter draws a Text without links where it
stands inside a link (an answer's button, the trail) or is read aloud (the read-out page).
"""

from __future__ import annotations

from functools import lru_cache

from django.utils.html import escape, format_html

from lawbook import content_version
from lawbook.citations import find_citations
from lawbook.editions.editions import current_code
from lawbook.layers import SiteLinks
from lawbook.models import Paragraph


def linked(words: str, lang: str) -> str:
    """Escaped HTML of `words` (plain text in `lang`), each citation of a paragraph of the current
    edition drawn as a link to it, its words the link's text."""
    places = paragraph_places()
    links = SiteLinks()
    drawn, at = [], 0
    for citation in find_citations(words, None, places, lang):
        if not citation.resolved:
            continue
        number, anchor = places[citation.target]
        drawn += [
            escape(words[at : citation.start]),
            format_html('<a class="guide-cite" href="{}">{}</a>', links.law(number, anchor), citation.text),
        ]
        at = citation.end
    drawn.append(escape(words[at:]))
    return "".join(drawn)


def paragraph_places() -> dict[str, tuple[int, str]]:
    """Each paragraph of the current edition by its label (citation form): its Law's number and its
    anchor on that Law's page. Kept while the text readers see is unchanged (the content version,
    lawbook.content_version.recent(), and the current edition): read for every page, its query of
    some 800 rows was some 3 ms of CPU on each step and ending page."""
    return _places(content_version.recent(), current_code())


@lru_cache(maxsize=2)
def _places(stamp: content_version.Stamp, edition: str) -> dict[str, tuple[int, str]]:
    rows = Paragraph.objects.filter(law__edition=edition).values_list("label", "law__number", "anchor")
    return {label: (number, anchor) for label, number, anchor in rows}
