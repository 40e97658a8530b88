"""The paragraphs a guide's ending rests on, with their text (and their sub-paragraphs') in the
reader's language, for the page's "one tap away" <details>."""

from __future__ import annotations

from dataclasses import dataclass

from django.urls import reverse

from lawbook.editions.editions import current_code
from lawbook.labels import LabelError, parse_label
from lawbook.models import Paragraph


@dataclass
class Cited:
    label: str
    url: str
    heading: str
    lines: list[tuple[str, str]]  # (label, text) of the paragraph and its sub-paragraphs
    untranslated: bool


def _text(paragraph: Paragraph, field: str, lang: str) -> tuple[str, bool]:
    value = getattr(paragraph, f"{field}_{lang}", "") or ""
    if value or lang == "tr":
        return value, False
    fallback = getattr(paragraph, f"{field}_tr", "") or ""
    return fallback, bool(fallback)


def cited(labels, lang: str) -> list[Cited]:
    """Each label that names a paragraph of the current edition, in the order given, once."""
    out, seen = [], set()
    for text in labels:
        try:
            label = parse_label(text)
        except LabelError:
            continue
        if str(label) in seen:
            continue
        seen.add(str(label))
        family = list(
            Paragraph.objects.filter(law__edition=current_code(), law__number=label.law, label__startswith=str(label))
            .select_related("law")
            .order_by("position")
        )
        family = [p for p in family if _descends(p.label, str(label))]
        if not family or family[0].label != str(label):
            continue
        head = family[0]
        untranslated = False
        lines = []
        ancestors = _ancestors(head)
        for above in ancestors:  # "When a revoke is established:" before "1. and the trick ..."
            body, missing = _text(above, "text", lang)
            untranslated |= missing
            if body:
                lines.append((above.label, body))
        for p in family:
            body, missing = _text(p, "text", lang)
            untranslated |= missing
            if body:
                lines.append((p.label, body))
        heading, missing = _text(head, "heading", lang)
        for above in reversed(ancestors):  # a numbered item takes its section's heading
            if heading:
                break
            heading, missing = _text(above, "heading", lang)
        if not heading:
            heading = getattr(head.law, f"title_{lang}", "") or head.law.title_tr
        permalink = reverse("lawbook:paragraph", args=[str(label)])
        out.append(Cited(str(label), permalink, heading, lines, untranslated or missing))
    return out


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
    rest = child[len(parent) :]
    return not rest or not (parent[-1].isdigit() and rest[0].isdigit())
