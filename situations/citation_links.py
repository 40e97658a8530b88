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

from django.utils.html import escape, format_html

from lawbook.citations import find_citations
from lawbook.layers import SiteLinks
from lawbook.quoting import paragraph_places


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
