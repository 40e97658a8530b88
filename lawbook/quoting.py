"""The one way to quote a paragraph of the Laws on another page (a guide's ending, the table,
the score calculator, a quiz's explanation): the paragraph a label names, the text it reads on
from, its sub-paragraphs, its heading, each in the reader's language with the official Turkish
where the English is missing (lawbook.text.languages), and its addresses from SiteLinks.

Each page lays the quotation out its own way (a guide shows the whole family, a quiz cuts the
text short); what a paragraph says and where it lives is decided here only."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.db.models import Q

from .editions.editions import current
from .labels import Label, LabelError, parse_label
from .layers import SiteLinks
from .models import Edition, Paragraph
from .queries import edition_code
from .text.languages import in_language


@dataclass(frozen=True)
class Line:
    """One paragraph of a quotation: its label, text and heading in the reader's language, and
    whether the text is the Turkish because the reader's language lacks it."""

    label: str
    parent: str  # the label of the paragraph above it, "" for a Law's top paragraph
    text: str
    heading: str
    text_untranslated: bool
    heading_untranslated: bool


@dataclass(frozen=True)
class Quotation:
    paragraph: Paragraph
    url: str  # the paragraph in its Law's page
    permalink: str  # the paragraph's own stable address (/tr/yasa/64A2/), which leads there
    ancestors: list[Line]  # from the Law's top paragraph down to the parent: what the text reads on from
    family: list[Line]  # the paragraph, then every paragraph below it, in reading order
    law_title: str

    @property
    def label(self) -> str:
        return self.family[0].label

    def heading(self) -> tuple[str, bool]:
        """The paragraph's heading, else its nearest section's ("" when none has one), and whether
        that heading is the Turkish for want of the reader's language."""
        for line in [self.family[0], *reversed(self.ancestors)]:
            if line.heading:
                return line.heading, line.heading_untranslated
        return "", False


def quotation(text: str, lang: str, edition: Edition | None = None) -> Quotation | None:
    """The quotation of the paragraph `text` names (any form parse_label reads) in `edition`
    (the current one by default); None when the label is unreadable or names no paragraph."""
    return quotations([text], lang, edition)[0]


def quotations(texts: Iterable[str], lang: str, edition: Edition | None = None) -> list[Quotation | None]:
    """quotation() of each text, in order, the current edition read once and the paragraphs of
    all of them in one query (a guide's ending quotes several paragraphs: one query, not one
    per paragraph)."""
    edition = edition or current()
    labels: list[Label | None] = []
    for text in texts:
        try:
            labels.append(parse_label(text))
        except LabelError:
            labels.append(None)
    families = _families({label for label in labels if label is not None}, edition)
    return [_quotation(label, families.get(label, []), lang) if label else None for label in labels]


def _quotation(label: Label, family: list[Paragraph], lang: str) -> Quotation | None:
    if not family or family[0].label != str(label):
        return None
    head = family[0]
    links = SiteLinks()
    return Quotation(
        paragraph=head,
        url=links.paragraph(head),
        permalink=links.permalink(str(label)),
        ancestors=[line(p, lang) for p in _ancestors(head)],
        family=[line(p, lang) for p in family],
        law_title=in_language(head.law, "title", lang),
    )


def line(paragraph: Paragraph, lang: str) -> Line:
    text = in_language(paragraph, "text", lang)
    heading = in_language(paragraph, "heading", lang)
    return Line(
        paragraph.label,
        paragraph.parent.label if paragraph.parent_id else "",
        text,
        heading,
        text_untranslated=bool(text) and not getattr(paragraph, f"text_{lang}"),
        heading_untranslated=bool(heading) and not getattr(paragraph, f"heading_{lang}"),
    )


def _families(labels: set[Label], edition: Edition | None) -> dict[Label, list[Paragraph]]:
    """For each label, the paragraph it names and every paragraph below it, in reading order."""
    if not labels:
        return {}
    wanted = Q()
    for label in labels:
        wanted |= Q(law__number=label.law, label__startswith=str(label))
    found = list(
        Paragraph.objects.filter(wanted, law__edition=edition_code(edition))
        # The parent for each line's `parent`; the two above it for _ancestors, so that a
        # paragraph as deep as 64A1(a) is quoted without a query per ancestor (deeper ones
        # still load theirs).
        .select_related("law", "parent__parent__parent")
        .order_by("law__number", "position")
    )
    return {
        label: [p for p in found if p.law.number == label.law and _descends(p.label, str(label))] for label in labels
    }


def _ancestors(paragraph: Paragraph) -> list[Paragraph]:
    """From the Law's top paragraph down to the paragraph's parent."""
    chain = []
    parent = paragraph.parent
    while parent is not None:
        chain.append(parent)
        parent = parent.parent
    return chain[::-1]


def _descends(child: str, parent: str) -> bool:
    """Whether `child` is `parent` or below it: 6A is below 6, but 64 is not (another Law)."""
    if not child.startswith(parent):
        return False
    rest = child[len(parent) :]
    return not rest or not (parent[-1].isdigit() and rest[0].isdigit())
