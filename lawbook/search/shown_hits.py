"""A ranked document as the results page and the API show it: titles, link, highlighted snippet.

The page's language is shown when that language matched (or, for a citation, exists); otherwise
the other language, with `fallback` set so the page can mark it.
"""
from __future__ import annotations

from dataclasses import dataclass

from django.urls import reverse
from django.utils import translation
from django.utils.safestring import SafeString

from .analysis import LANGS, exact_form
from .documents import Shown
from .query import STOPWORDS, Plan
from .reader import OpenIndex
from .scoring import stems
from .snippets import Highlighter, count, snippet


@dataclass
class Hit:
    kind: str  # paragraph, definition, footnote
    label: str
    law: int | None
    title: str  # the Law's title; the term for a definition
    heading: str
    snippet: SafeString
    score: float
    url: str
    lang: str  # language of the title, heading and snippet
    fallback: bool  # shown in the other language than the page's
    chapter: int | None
    term: str | None = None
    footnote: int | None = None


def paragraph_url(law: int, anchor: str, lang: str) -> str:
    with translation.override(lang):
        return reverse("lawbook:law", args=[law]) + f"#{anchor}"


def _url(shown: Shown, lang: str) -> str:
    if shown.kind == "definition":
        with translation.override(lang):
            return reverse("lawbook:definitions") + f"#{shown.anchor}"
    if shown.law is None:
        return ""
    return paragraph_url(shown.law, shown.anchor, lang)


def highlighter(ix: OpenIndex, plan: Plan | None, lang: str) -> Highlighter:
    if plan is None:
        return Highlighter(lang, frozenset(), frozenset(), ())
    key = ("highlighter", plan.text, lang)
    cached = ix.cache.get(key)
    if cached is not None:
        return cached
    exact, stem_set, prefixes = set(), set(), set()
    for concept in plan.concepts:
        for alternative in concept.alternatives:
            if alternative.lang not in (None, lang):
                continue
            for word in alternative.words:
                folded = exact_form(word, lang)
                if folded in STOPWORDS:
                    continue
                exact.add(folded)
                for stem in stems(ix, word, lang):
                    stem_set.add(stem)
                    if len(stem) >= 4:
                        prefixes.add(stem)
    made = Highlighter(lang, frozenset(exact), frozenset(stem_set), tuple(sorted(prefixes)))
    if len(ix.cache) < 10_000:
        ix.cache[key] = made
    return made


def _shown_lang(shown: Shown, by_lang: dict[str, float], lang: str) -> str:
    other = next(l for l in LANGS if l != lang)
    has = {l: bool(shown.body.get(l) or shown.heading.get(l) or shown.term.get(l)) for l in LANGS}
    if has[lang] and (by_lang.get(lang, 0) > 0 or by_lang.get(other, 0) <= 0):
        return lang
    return other if has[other] else lang


def make_hit(ix: OpenIndex, plan: Plan | None, ranked, lang: str) -> Hit:
    shown = ix.shown[ranked.docnum]
    shown_lang = _shown_lang(shown, ranked.by_lang, lang)
    light = highlighter(ix, plan, shown_lang)
    heading = shown.heading.get(shown_lang, "")
    body = shown.body.get(shown_lang, "")
    source = heading if count(heading, light) > count(body, light) or not body else body
    title = shown.term.get(shown_lang) if shown.kind == "definition" else shown.law_title.get(shown_lang)
    title = title or shown.term.get("tr") or shown.law_title.get("tr", "")
    return Hit(
        kind=shown.kind,
        label=title if shown.kind == "definition" else shown.label,
        law=shown.law,
        title=title,
        heading=heading,
        snippet=snippet(source, light),
        score=round(ranked.score, 4),
        url=_url(shown, lang),
        lang=shown_lang,
        fallback=shown_lang != lang,
        chapter=shown.chapter,
        term=title if shown.kind == "definition" else None,
        footnote=shown.footnote,
    )
