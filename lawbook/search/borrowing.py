"""Score borrowed along the situation guides' paths (lawbook.search.paths; issue 12).

A player describes what happened at the table ("yer rönons yaptı", "dummy revoked"); the Laws'
paragraph that answers it may hold the same words no better than another paragraph about another
situation (64B3 beside 42B1, where dummy *asks* about a revoke). The guides were written for such
descriptions: the way to an Ending ("Kim rönons yaptı? Yer (dummy)" ... "Yerin resmileşmiş
rönonsu") ends in the paragraphs that answer it (Ending.laws: 63A1, 64B3, 64C). So:
- a path *describes* the query when the query has at least MIN_CONCEPTS concepts (one word names
  a topic, which the guide placement of lawbook.search.guides answers, not a situation), the path
  holds every one of them, and its way there (title, summary, questions, answers taken, ending's
  title: not what happens now) holds at least MIN_CONCEPTS of them; each concept is found by the
  very terms the scorer looked up for it (as lawbook.search.naming finds them). Of the paths that
  describe it, the strongest lend (BEST): per concept, how rare it is among the paths times how
  often the path says it, saturated as in BM25;
- each paragraph of a lending path that the query itself matches has its score raised by
  Weights.path, scaled by the share of the path's paragraphs in its Law (to the power MAIN): an
  Ending rests on the Law that governs it (64B3 and 64C in Law 64) and cites others on the way
  (63A1). A paragraph the query does not match gets nothing: no path creates a hit, it reorders
  the paragraphs that already answer the query's words. A paragraph cited by several paths takes
  the largest raise, not the sum (63A1, which every revoke path cites, is no better an answer for
  that).
- the paragraphs of the guide that describes the query (lawbook.search.guides: the one its title
  and summary name best, matching every concept; the guide that comes first) are raised by
  Weights.guide_paragraphs, a smaller share: the guide is about the situation, each of its paths
  about one turn of it.
The raises reorder the Laws' hits among themselves: the best of them keeps its score, so that a
guide stands where it stood beside them. A query no path and no guide describes is ranked exactly
as before.
"""

from __future__ import annotations

import math
from collections import Counter

from lawbook.labels import try_parse_label

from . import guides
from .analysis import LANGS, analyze
from .lending import _docnums, _nearest
from .naming import ConceptTerms
from .paths import GuidePath
from .query import Plan
from .reader import OpenIndex
from .scoring import Scored, Scorer, Weights
from .termtable import view_name

MIN_CONCEPTS = 2
# Paths this close to the strongest one lend too.
BEST = 1.0
# A concept said several times along a path weighs more, as in BM25 (k1).
SATURATION = 1.2
MAIN = 0.5

PathTerms = dict[str, Counter]  # view -> term -> occurrences


def borrow(ix: OpenIndex, plan: Plan, scorer: Scorer, scored: list[Scored], weights: Weights) -> list[Scored]:
    """`scored` with the borrowed raises, best first."""
    if not scored or not ix.paths:
        return scored
    by_doc = {s.docnum: s for s in scored}
    raises = _path_raises(ix, scorer.concept_terms, by_doc, weights.path)
    guide = guides.describing_guide(ix, plan, scorer.coverage) if weights.guide_paragraphs else None
    guided = _guide_paragraphs(ix, ix.shown[guide].label, by_doc) if guide is not None else set()
    if not raises and not guided:
        return scored
    before = _best_of_the_laws(ix, scored)
    for docnum, factor in raises.items():
        by_doc[docnum].score *= 1 + factor
    for docnum in guided:
        by_doc[docnum].score *= 1 + weights.guide_paragraphs
    after = _best_of_the_laws(ix, scored)
    if before and after:
        for entry in scored:
            if ix.shown[entry.docnum].kind != guides.KIND:
                entry.score *= before / after
    return sorted(scored, key=lambda s: -s.score)


def _path_raises(
    ix: OpenIndex, concepts: list[ConceptTerms], by_doc: dict[int, Scored], weight: float
) -> dict[int, float]:
    """Per paragraph of the paths that describe the query, the largest raise one of them gives."""
    if not weight or len(concepts) < MIN_CONCEPTS:
        return {}
    raises: dict[int, float] = {}
    for path, strength in describing(ix, concepts):
        for docnum, share in _shares(ix, path, by_doc).items():
            raises[docnum] = max(raises.get(docnum, 0.0), weight * strength * share)
    return raises


def _guide_paragraphs(ix: OpenIndex, slug: str, by_doc: dict[int, Scored]) -> set[int]:
    """The paragraphs the guide's endings rest on that the query matches."""
    found = set()
    for path in ix.paths:
        if path.guide == slug:
            found |= {d for d in _paragraphs(ix, path) if d in by_doc}
    return found


def _best_of_the_laws(ix: OpenIndex, scored: list[Scored]) -> float:
    return max((s.score for s in scored if ix.shown[s.docnum].kind != guides.KIND), default=0.0)


def describing(ix: OpenIndex, concepts: list[ConceptTerms]) -> list[tuple[GuidePath, float]]:
    """The paths that describe the query, within BEST of the strongest, with their strength
    relative to it."""
    terms = _path_terms(ix)
    on_way = [[_occurrences(way, concept) for concept in concepts] for way, _ in terms]
    counts = [
        [said + _occurrences(now, concept) for said, concept in zip(row, concepts, strict=True)]
        for row, (_, now) in zip(on_way, terms, strict=True)
    ]
    holding = [sum(1 for row in counts if row[c]) for c in range(len(concepts))]
    rarity = [math.log(1 + len(terms) / n) if n else 0.0 for n in holding]
    strengths = []
    for path, row, way in zip(ix.paths, counts, on_way, strict=True):
        if all(row) and sum(1 for said in way if said) >= MIN_CONCEPTS:
            strength = sum(r * tf / (tf + SATURATION) for r, tf in zip(rarity, row, strict=True))
            strengths.append((path, strength))
    if not strengths:
        return []
    best = max(s for _, s in strengths)
    return [(path, s / best) for path, s in strengths if s >= best * BEST]


def _shares(ix: OpenIndex, path: GuidePath, by_doc: dict[int, Scored]) -> dict[int, float]:
    """The path's paragraphs that the query matches, each with the share of the path's paragraphs
    in its Law, relative to the Law holding most of them."""
    found = _paragraphs(ix, path)
    per_law = Counter(ix.shown[d].law for d in found)
    most = max(per_law.values(), default=1)
    return {d: (per_law[ix.shown[d].law] / most) ** MAIN for d in found if d in by_doc}


def _paragraphs(ix: OpenIndex, path: GuidePath) -> list[int]:
    """The docnums of the path's paragraphs (the nearest above one the index lacks)."""
    docnums = _docnums(ix)
    found = []
    for law in path.laws:
        label = try_parse_label(law)
        docnum = _nearest(docnums, label) if label is not None else None
        if docnum is not None and docnum not in found:
            found.append(docnum)
    return found


def _occurrences(path_terms: PathTerms, alternatives: ConceptTerms) -> int:
    """How often a text says the concept: by its best alternative, whose every word must be
    there, counted by its rarest word, in the view where it is said most."""
    best = 0
    for word_terms in alternatives:
        if not word_terms:
            continue
        per_word = []
        for looked_up in word_terms:
            by_view: Counter = Counter()
            for view, term in looked_up:
                by_view[view] += path_terms.get(view, {}).get(term, 0)
            per_word.append(max(by_view.values(), default=0))
        best = max(best, min(per_word))
    return best


def _path_terms(ix: OpenIndex) -> list[tuple[PathTerms, PathTerms]]:
    """Per path, the terms of its way there and of what happens now; once per index generation."""
    found = ix.cache.get("path-terms")
    if found is None:
        found = ix.cache["path-terms"] = [(_terms_of(path.way), _terms_of(path.now)) for path in ix.paths]
    return found


def _terms_of(text: dict[str, str]) -> PathTerms:
    return {
        view_name(lang, mode): Counter(analyze(text.get(lang, ""), lang, analysis))
        for lang in LANGS
        for mode, analysis in (("x", "exact"), ("s", "stem"))
    }
