"""An explanation as the page shows it: its steps, each citation ("Yasa 64A2", "Law 64A2") a link
to the paragraph in the lawbook, and each cited paragraph quoted in place under the step that
first cites it, in the page's language (the Turkish text where the English is missing).

Paragraphs are found with lawbook.queries.find_paragraph; their text goes through the lawbook's
own renderer (tables stay tables), without the stand-off layers.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from lawbook.citations import find_citations
from lawbook.queries import find_paragraph
from lawbook.text.languages import in_language
from lawbook.text.rendering import render_text
from rulings.words import tr_sentence_case

from .templatetags.quiz_tags import suit_colours

QUOTE_LIMIT = 1400


@dataclass
class Quote:
    label: str
    url: str
    title: str
    body: SafeString
    long: bool


@dataclass
class Step:
    html: SafeString
    quotes: list


def _title(paragraph, lang: str) -> str:
    """The heading of the paragraph or of its section, else the Law's title."""
    node = paragraph
    while node is not None:
        heading = in_language(node, "heading", lang)
        if heading:
            return heading
        node = node.parent
    law = paragraph.law
    return tr_sentence_case(in_language(law, "title", lang))


def _text(paragraph, lang: str) -> str:
    text = in_language(paragraph, "text", lang)
    if text and text[0].islower() and paragraph.parent is not None:
        # "and the trick ... was won" (64A1) reads on from its parent's "When a revoke is established:"
        parent_text = in_language(paragraph.parent, "text", lang)
        text = f"{parent_text} {text}"
    if not text:
        children = paragraph.children.order_by("position")[:6]
        text = "\n\n".join(
            f"{child.label}. " + (in_language(child, "text", lang) or in_language(child, "heading", lang))
            for child in children
        )
    return text


def quote(label: str, lang: str) -> Quote | None:
    paragraph = find_paragraph(label)
    if paragraph is None:
        return None
    text = _text(paragraph, lang)
    long = len(text) > QUOTE_LIMIT
    if long:
        text = text[:QUOTE_LIMIT].rsplit(" ", 1)[0] + " …"
    return Quote(
        paragraph.label, paragraph.get_absolute_url(), _title(paragraph, lang), render_text(text, [], []), long
    )


def render(question, lang: str, cache: dict | None = None) -> list[Step]:
    """The steps; `cache` (label -> Quote) may be shared by the questions of one page."""
    steps = []
    quoted: set[str] = set()
    cache = {} if cache is None else cache
    for line in question.steps(lang):
        parts, cursor, quotes = [], 0, []
        # the lawbook's own grammar: "Yasa 64A2", "Laws 61 and 64", "Yasa 50D2’nin"
        for citation in find_citations(line, None, (), lang):
            label = citation.target
            if label not in cache:
                cache[label] = quote(label, lang)
            found = cache[label]
            parts.append(suit_colours(escape(line[cursor : citation.start])))
            if found is None:
                parts.append(escape(citation.text))
            else:
                parts.append(format_html('<a class="cite" href="{}">{}</a>', found.url, citation.text))
                if label not in quoted:
                    quoted.add(label)
                    quotes.append(found)
            cursor = citation.end
        parts.append(suit_colours(escape(line[cursor:])))
        steps.append(Step(mark_safe("".join(parts)), quotes))
    return steps
