"""The parts of the lawbook the quizzes read: the glossary (Definitions), the Law titles and the
section headings, and each paragraph's text for quoting in explanations.

Read once per version of the text and kept (`per_text_version`): generating a thousand
`definitions` or `where` questions must not cost a thousand queries, and a publication (a new
edition, lawbook.editions.editions.publish) must show in the next question without restarting the
process. Only lawbook's public models, queries and content version are used.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps
from typing import TypeVar

from lawbook import content_version
from lawbook.editions.editions import current_code
from lawbook.models import Definition, Law, Paragraph
from rulings.words import tr_sentence_case

T = TypeVar("T")


def per_text_version(make: Callable[[], T]) -> Callable[[], T]:
    """`make()` kept while the text's content version (lawbook.content_version) is unchanged, made
    again after any change of the text readers see; `cache_clear()` forgets it."""
    kept: list[tuple[object, T]] = []

    @wraps(make)
    def cached() -> T:
        stamp = content_version.recent()
        held = kept[0] if kept else None
        if held is None or held[0] != stamp:
            held = (stamp, make())
            kept[:] = [held]
        return held[1]

    cached.cache_clear = kept.clear  # type: ignore[attr-defined]
    return cached


@dataclass(frozen=True)
class Entry:
    slug: str
    term_tr: str
    term_en: str
    text_tr: str
    text_en: str
    cites: tuple[str, ...]  # the paragraphs the definition itself refers to ("see Law 77")
    parts: tuple[tuple[str, str], ...] = ()  # its sub-terms (tr, en): "two kinds of penalty:"


@dataclass(frozen=True)
class Section:
    label: str
    law: int
    heading_tr: str
    heading_en: str


@per_text_version
def glossary() -> tuple[Entry, ...]:
    """Every definition in the order of the Definitions, with the paragraphs it cites (those that
    exist: a citation the import could not resolve is left out) and its sub-terms."""
    existing = existing_labels()
    out = []
    definitions = (
        Definition.objects.filter(edition=current_code()).order_by("position").prefetch_related("citations", "subterms")
    )
    for d in definitions:
        cited = sorted((c for c in d.citations.all() if c.lang == "en"), key=lambda c: c.start)
        cites = tuple(dict.fromkeys(c.target_label for c in cited if c.target_label in existing))
        parts = tuple(
            (sub.term_tr, sub.term_en or sub.term_tr) for sub in sorted(d.subterms.all(), key=lambda x: x.position)
        )
        out.append(Entry(d.slug, d.term_tr, d.term_en or d.term_tr, d.text_tr, d.text_en or d.text_tr, cites, parts))
    return tuple(out)


@per_text_version
def law_titles() -> dict[int, tuple[str, str]]:
    return {
        law.number: (tr_sentence_case(law.title_tr), law.title_en or tr_sentence_case(law.title_tr))
        for law in Law.objects.filter(edition=current_code()).order_by("number")
    }


@per_text_version
def sections() -> tuple[Section, ...]:
    """Section headings that name one place in the Laws (a heading used twice is ambiguous). A
    missing heading and an empty one are alike: no section (lawbook keeps "", an older row held
    NULL)."""
    rows = (
        Paragraph.objects.filter(law__edition=current_code(), heading_tr__gt="")  # neither "" nor NULL
        .select_related("law")
        .order_by("law__number", "position")
        .only("label", "heading_tr", "heading_en", "law__number")
    )
    headed = []
    for p in rows:
        heading_tr = (p.heading_tr or "").strip()
        if heading_tr:
            headed.append((p, heading_tr, (p.heading_en or "").strip() or heading_tr))
    count: dict[str, int] = {}
    for _, _, heading_en in headed:
        count[heading_en.lower()] = count.get(heading_en.lower(), 0) + 1
    return tuple(
        Section(p.label, p.law.number, heading_tr, heading_en)
        for p, heading_tr, heading_en in headed
        if count[heading_en.lower()] == 1 and len(heading_en) >= 8
    )


@per_text_version
def existing_labels() -> frozenset[str]:
    return frozenset(Paragraph.objects.filter(law__edition=current_code()).values_list("label", flat=True))


def first_sentence(text: str, limit: int = 200) -> str:
    """The first item or sentence of a definition, short enough to be a choice."""
    text = text.strip()
    text = re.sub(r"^1\.\s*", "", text)
    text = re.split(r"\n\s*2\.\s", text)[0]  # item 2 opens a line; "Law 2." inside item 1 does not
    text = text.split("\n")[0].strip()
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0]
    return cut.rstrip(",;:") + "…"


def clear_caches() -> None:
    for cached in (glossary, law_titles, sections, existing_labels):
        cached.cache_clear()
