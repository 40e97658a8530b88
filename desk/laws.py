"""The Laws a ruling applies, as the director types them ("16B1a, 12c1e", "Law 73C"): each read
with the lawbook's one label grammar (lawbook.labels.parse_label) and required to name a Law or
a paragraph of the current edition (a whole Law is one); kept in citation form ("16B1(a), 12C1(e)"). On the printed
ruling each becomes a link to its paragraph, drawn the lawbook's way (lawbook.layers.SiteLinks).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.utils.translation import gettext as _

from lawbook.labels import LabelError, parse_label
from lawbook.layers import SiteLinks
from lawbook.quoting import FootnoteQuoted, footnotes_on, paragraph_places

from .models import LAW_SEPARATOR

# Commas, semicolons or new lines between labels; "ve" / "and" as a director may write them.
_BETWEEN = re.compile(r"\s*(?:[,;\n]|\s(?:ve|and)\s)\s*", re.IGNORECASE)
MAX_LAWS = 30


class LawsError(ValueError):
    """The labels cannot be kept; the message is in the page's language."""


@dataclass(frozen=True)
class LawLink:
    label: str
    url: str


def read_laws(text: str) -> str:
    """The labels in citation form, joined by LAW_SEPARATOR, each once; LawsError names every one
    that is not a label or names no paragraph of the current edition (one at a time, a director
    fixed one and was then told of the next)."""
    out: list[str] = []
    problems: list[str] = []
    for typed in (part for part in _BETWEEN.split(text or "") if part.strip()):
        try:
            label = str(parse_label(typed))
        except LabelError:
            problems.append(
                _("“%(text)s” is not a Law label: write it as the Laws do, e.g. 16B1(a) or 12C1(e).")
                % {"text": typed.strip()[:20]}
            )
            continue
        if not _exists(label):
            problems.append(_("The Laws have no paragraph %(label)s.") % {"label": label})
        elif label not in out:
            out.append(label)
    if problems:
        raise LawsError(" ".join(problems))
    if len(out) > MAX_LAWS:
        raise LawsError(_("At most %(max)s Law labels.") % {"max": MAX_LAWS})
    return LAW_SEPARATOR.join(out)


def _exists(label: str) -> bool:
    """Whether the current edition has the paragraph (a whole Law is one: its label is its number,
    "93"): read in the places the links read (lawbook.quoting.paragraph_places, kept per content
    version and current edition), not asked of the database once a label typed (desklinks2)."""
    return label in paragraph_places()


def law_links(labels: list[str]) -> list[LawLink]:
    """Each label with the URL of its paragraph in the current edition (its Law's page, at the
    paragraph); a label the edition no longer has keeps no link. The places are the ones the
    guides' links read (lawbook.quoting.paragraph_places, kept per content version): no query a page."""
    places = paragraph_places()
    links = SiteLinks()
    return [LawLink(label, links.law(*places[label]) if label in places else "") for label in labels]


def law_footnotes(labels: list[str], lang: str) -> list[FootnoteQuoted]:
    """The footnotes marked in the Laws applied and the paragraphs below them, in the labels'
    order, each once (lawbook.quoting.footnotes_on: "16B3, 70C" shows footnotes 5 and 21), for the
    printed ruling and the casebook's, beside the editor's notes (deskfoot)."""
    found = footnotes_on(labels, lang)
    shown: dict[int, FootnoteQuoted] = {}
    for label in labels:
        for footnote in found.get(label, ()):
            shown.setdefault(footnote.number, footnote)
    return list(shown.values())
