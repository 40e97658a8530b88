"""The final order of the scored documents: chapter filter, definition first, several Laws on top.

- A definition whose term is the whole query ("rönons", "cezalı kart", "revoke" through the
  vocabulary) is what the user asked for: it goes first.
- Each further hit from a Law already listed is lowered by DIVERSITY per earlier hit, so that a
  word found in four Laws shows the four Laws in the first results rather than one Law four times.
"""
from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass

from .analysis import LANGS, analyze
from .query import Plan
from .reader import OpenIndex
from .scoring import Scored
from .vocabulary import word_matches

DIVERSITY = 0.8
_BRACKETED = re.compile(r"\s*\([^)]*\)")


@dataclass
class Ranked:
    docnum: int
    score: float
    by_lang: dict[str, float]


def rank(ix: OpenIndex, plan: Plan, scored: list[Scored], chapter: int | None = None) -> list[Ranked]:
    if chapter is not None:
        scored = [s for s in scored if ix.shown[s.docnum].chapter == chapter]
    if not scored:
        return []
    top = scored[0].score
    named = _named_definitions(ix, plan)
    boosted = [
        Ranked(s.docnum, top * 2 if s.docnum in named else s.score, s.by_lang) for s in scored
    ]
    boosted.sort(key=lambda r: (-r.score, ix.shown[r.docnum].order))
    return _diversify(ix, boosted)


def _diversify(ix: OpenIndex, ranked: list[Ranked]) -> list[Ranked]:
    seen: dict[int, int] = defaultdict(int)
    for item in ranked:
        law = ix.shown[item.docnum].law
        if law is not None:
            item.score *= DIVERSITY ** seen[law]
            seen[law] += 1
    return sorted(ranked, key=lambda r: (-r.score, ix.shown[r.docnum].order))


def _definition_terms(ix: OpenIndex) -> dict[tuple[str, ...], int]:
    """Folded words of each definition's term, in both languages, "(MP)" dropped -> docnum."""
    terms = ix.cache.get("definition-terms")
    if terms is None:
        terms = {}
        for docnum, shown in ix.shown.items():
            if shown.kind != "definition":
                continue
            for lang in LANGS:
                words = tuple(analyze(_BRACKETED.sub("", shown.term.get(lang, "")), lang, "exact"))
                if words:
                    terms[words] = docnum
        ix.cache["definition-terms"] = terms
    return terms


def _named_definitions(ix: OpenIndex, plan: Plan) -> set[int]:
    """Definitions whose term is the whole query, typed or through the vocabulary."""
    if len(plan.concepts) != 1:
        return set()
    phrasings = [tuple(analyze(" ".join(a.words), a.lang or "tr", "exact")) for a in plan.concepts[0].alternatives]
    typed = tuple(w.exact for w in plan.words)
    phrasings.append(typed)
    named = set()
    for words, docnum in _definition_terms(ix).items():
        if any(_same_term(p, words) for p in phrasings):
            named.add(docnum)
    return named


def _same_term(typed: tuple[str, ...], term: tuple[str, ...]) -> bool:
    if len(typed) != len(term) or not typed:
        return False
    return typed[:-1] == term[:-1] and word_matches(typed[-1], term[-1])
