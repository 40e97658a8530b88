"""A ranked document as the results page and the API show it: titles, link, highlighted snippet.

The page's language is shown when that language matched (or, for a citation, exists); otherwise
the other language, with `fallback` set so the page can mark it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial

from django.urls import reverse
from django.utils import translation
from django.utils.safestring import SafeString

from ..layers.render import SiteLinks
from .analysis import LANGS, exact_form, words
from .documents import Shown
from .forms import short_forms, verb_forms
from .query import STOPWORDS_BY_LANG, Plan
from .rank import BRACKETED, Ranked
from .reader import OpenIndex
from .scoring import Weights, prefixes_of, stems
from .snippets import Highlighter, Lexicon, Marked, WordPattern, mark

HIGHLIGHTERS_KEPT = 256
# Texts marked, kept per index generation by the text and the words of it a query matches
# (snippets.Highlighter.marking), the most recently used: another query matching the same words
# of a hit's text shows the same marks and snippet.
MARKS_KEPT = 8192
LINKS = SiteLinks()


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
    # A definition whose term the query names, every word of it, and that names every concept of
    # the query: shown as a card above the results (Outcome.definitions).
    term_matched: bool = False


def _reverse(name: str, args: tuple, lang: str) -> str:
    with translation.override(lang):
        return reverse(name, args=args)


def paragraph_url(law: int, anchor: str, lang: str) -> str:
    with translation.override(lang):
        return LINKS.law(law, anchor)


def _url(ix: OpenIndex, shown: Shown, lang: str) -> str:
    if shown.route:
        return ix.once(("route", *shown.route, lang), lambda: _reverse(shown.route[0], tuple(shown.route[1:]), lang))
    if shown.url:
        return shown.url.get(lang) or next(iter(shown.url.values()))
    if shown.kind != "definition" and shown.law is None:
        return ""
    # reverse() under another language costs more than the rest of a hit: once per page and Law.
    law = None if shown.kind == "definition" else shown.law
    base = ix.once(("url", law, lang), lambda: _page_url(law, lang))
    return f"{base}#{shown.anchor}"


def _page_url(law: int | None, lang: str) -> str:
    """The address of a Law's page, or of the definitions' (no Law)."""
    with translation.override(lang):
        return LINKS.definitions() if law is None else LINKS.law(law)


def highlighter(ix: OpenIndex, plan: Plan | None, lang: str) -> Highlighter:
    """What to highlight for a query in one language, kept for the query's next hits."""
    if plan is None:
        return Highlighter(lang, WordPattern(frozenset(), frozenset()))
    # The plan's language too: "kart at" read in Turkish highlights "at", read in English not.
    key = (plan.text, plan.lang, lang)
    return ix.kept("highlighters", key, lambda: _highlighter(ix, plan, lang), HIGHLIGHTERS_KEPT)


def _highlighter(ix: OpenIndex, plan: Plan, lang: str) -> Highlighter:
    exact: set[str] = set()
    stem_set: set[str] = set()
    prefixes: set[str] = set()
    phrases: list[tuple[WordPattern, ...]] = []
    for concept in plan.concepts:
        for alternative in concept.alternatives:
            if alternative.lang not in (None, lang):
                continue
            if alternative.lang is not None and len(alternative.words) > 1:
                phrases.append(tuple(_pattern(ix, w, lang) for w in alternative.words))
                continue
            for word in alternative.words:
                folded = exact_form(word, lang)
                if folded in STOPWORDS_BY_LANG[lang]:
                    continue
                word_stems = stems(ix, word, lang)
                exact.add(folded)
                short = short_forms(ix, word) if lang == "tr" else frozenset()
                # "yer" highlights "yerin" and "yere", not "yerine" (its stem is "yer" too).
                exact.update(short)
                if not short:
                    stem_set.update(word_stems)
                if alternative.lang is None:
                    prefixes |= prefixes_of(word_stems, folded, lang, Weights.min_prefix)
                    if lang == "tr":
                        exact.update(verb_forms(ix, word))
    return Highlighter(
        lang,
        WordPattern(frozenset(exact), frozenset(stem_set), tuple(sorted(prefixes))),
        tuple(phrases),
        lexicon=lexicon(ix, lang),
    )


def lexicon(ix: OpenIndex, lang: str) -> Lexicon:
    """The words of every text a hit shows in `lang` (what make_hit marks), once per generation."""
    return ix.once(("lexicon", lang), lambda: Lexicon(_shown_texts(ix, lang), lang))


def _shown_texts(ix: OpenIndex, lang: str) -> Iterator[str]:
    return (part.get(lang, "") for shown in ix.shown.values() for part in (shown.heading, shown.body, shown.term))


def _pattern(ix: OpenIndex, word: str, lang: str) -> WordPattern:
    return WordPattern(frozenset({exact_form(word, lang)}), frozenset(stems(ix, word, lang)))


def _has_text(shown: Shown, lang: str) -> bool:
    return bool(shown.body.get(lang) or shown.heading.get(lang) or shown.term.get(lang))


def _marked_texts(ix: OpenIndex, plan: Plan | None, shown: Shown, lang: str) -> tuple[str, Marked, Marked, Marked]:
    """The language to show and its marked heading, body and term: the page's language when it has
    the text and, for a search, a word of the query in it; else the other language if that has."""
    other = next(l for l in LANGS if l != lang)
    choices = [l for l in (lang, other) if _has_text(shown, l)] or [lang]
    first = None
    shared = partial(ix.kept, "marks", limit=MARKS_KEPT)
    for choice in choices:
        light = highlighter(ix, plan, choice)
        heading, body = (
            mark(shown.heading.get(choice, ""), light, shared),
            mark(shown.body.get(choice, ""), light, shared),
        )
        title = mark(shown.term.get(choice, ""), light, shared)
        first = first or (choice, heading, body, title)
        # Another app's document (a situation guide) is written in both languages: the page's.
        if plan is None or shown.route or shown.url or heading.hits or body.hits or title.hits:
            return choice, heading, body, title
    assert first is not None  # `choices` is never empty
    return first


def make_hit(ix: OpenIndex, plan: Plan | None, ranked: Ranked, lang: str, names_the_query: bool = True) -> Hit:
    """`names_the_query`: for a definition, whether its term names every concept of the query
    (lawbook.search.scoring.Scorer.names_the_query); only then is it a card."""
    shown = ix.shown[ranked.docnum]
    shown_lang, heading, body, term = _marked_texts(ix, plan, shown, lang)
    source = heading if len(heading.hits) > len(body.hits) or not body.text else body
    title = shown.term.get(shown_lang) if shown.kind == "definition" else shown.law_title.get(shown_lang)
    title = title or shown.term.get("tr") or shown.law_title.get("tr", "")
    return Hit(
        kind=shown.kind,
        label=title if shown.kind == "definition" else shown.label,
        law=shown.law,
        title=title,
        heading=heading.text,
        snippet=source.shown,
        score=round(ranked.score, 4),
        url=_url(ix, shown, lang),
        lang=shown_lang,
        fallback=shown_lang != lang,
        chapter=shown.chapter,
        term=title if shown.kind == "definition" else None,
        footnote=shown.footnote,
        term_matched=names_the_query and _names_whole_term(term),
    )


def _names_whole_term(term: Marked) -> bool:
    """Every word of a definition's term is a hit ("Maç Puanı (MP)": the bracketed letters aside)."""
    brackets = [m.span() for m in BRACKETED.finditer(term.text)]
    term_words = [w for w in words(term.text) if not any(a <= w.start < b for a, b in brackets)]
    return bool(term_words) and all(any(h.start < w.end and w.start < h.end for h in term.hits) for w in term_words)
