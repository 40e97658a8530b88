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
  often the path says it, saturated as in BM25 (the paths' terms are written by the indexer with
  the index: lawbook.search.termtable.path_terms); a sentence of what happens now that only refers
  the reader to another Law for another case ("for a bid by a player required to pass, Law 37")
  counts termtable.ASIDE of its words: an aside is not the situation the path describes;
- each paragraph of a lending path that the query itself matches has its score multiplied by
  1 + Weights.path × the share of the path's paragraphs in its Law (to the power MAIN): an
  Ending rests on the Law that governs it (64B3 and 64C in Law 64) and cites others on the way
  (63A1). A paragraph the query does not match gets nothing: no path creates a hit, it reorders
  the paragraphs that already answer the query's words. A paragraph cited by several paths takes
  the largest raise, not the sum (63A1, which every revoke path cites, is no better an answer for
  that).
- a paragraph only the Ending's advice cites (GuidePath.advice: how to do it right next time, 46A's
  "state both the suit and the rank" under each ending of an incomplete designation, which 46B
  rules) is raised by ADVICE times as much, here and in lawbook.search.bridges: its words are the
  question's ("declarer", "card", "dummy"), and raised in full it came before 46B1-46B5. Nor is it
  among the paragraphs the guide's Endings rest on (guides_paragraphs), whose score the bridge keeps.
- the paragraphs of the guide that describes the query (lawbook.search.guides: the one its title
  and summary name best, matching every concept; the guide that comes first) are raised by
  1 + Weights.guide_paragraphs, a smaller raise: the guide is about the situation, each of its paths
  about one turn of it.
A query that some paragraph holds whole, word for word, is a phrase copied from the book, not a
description: nothing is borrowed, its paragraph answers it (Scorer.whole, copied_from_the_laws). A
guide holding it whole does not count: the guides are written in the players' words ("löve kartı
yanlış yöne kondu"), and a question that says it as the guide does is the description the paths
are for.
The raises reorder the Laws' hits among themselves: the best of them keeps its score, so that a
guide stands where it stood beside them. A query no path and no guide describes is ranked exactly
as before.
"""

from __future__ import annotations

import math
from collections import Counter
from functools import partial

from lawbook.labels import try_parse_label

from . import endings, guides
from .lending import nearest_docnum
from .naming import ConceptTerms
from .paths import GuidePath
from .query import Plan
from .rank import Ranked
from .reader import OpenIndex
from .scoring import Scored, Scorer, Weights, best_first
from .termtable import PathTerms

MIN_CONCEPTS = 2
# Paths this close to the strongest one lend too.
BEST = 1.0
# A concept said several times along a path weighs more, as in BM25 (k1).
SATURATION = 1.2
MAIN = 0.5
# A paragraph only the Ending's advice cites (GuidePath.advice) is raised and lent this share of
# what a paragraph that rules it gets: how to do it right next time, not the answer.
ADVICE = 0.5
# A guide described by its paths alone (described_by_paths) rests on one of this many first
# paragraphs of the ranking: the Laws' own reading of the query agrees with the players' words.
AGREEING = 3

# The question words a Turkish question of when is asked with (folded: lawbook.search.query.QUESTION_PAIRS).
WHEN_TR = ("ne", "zaman")

# The concepts' occurrences on the paths' ways and in what happens now, kept per index
# generation (a concept is the terms the scorer looked up for its words, the same for every
# query that has it): the most recently used.
OCCURRENCES_KEPT = 8192


def borrow(ix: OpenIndex, plan: Plan, scorer: Scorer, scored: list[Scored], weights: Weights) -> list[Scored]:
    """`scored` with the borrowed raises, best first."""
    if not scored or not ix.paths or copied_from_the_laws(ix, scorer):
        return scored
    by_doc = {s.docnum: s for s in scored}
    raises = _path_raises(ix, scorer, by_doc, weights.path)
    guide = guides.describing_guide(ix, plan, scorer.coverage) if weights.guide_paragraphs else None
    guided = _guide_paragraphs(ix, ix.shown[guide].label, by_doc) if guide is not None else set()
    if not raises and not guided:
        return scored
    among_guides = guides.docnum_set(ix)
    before = _best_of_the_laws(among_guides, scored)
    for docnum, factor in raises.items():
        by_doc[docnum].score *= 1 + factor
    for docnum in guided:
        by_doc[docnum].score *= 1 + weights.guide_paragraphs
    after = _best_after_raises(among_guides, scored, by_doc, before, raises, guided, weights.guide_paragraphs)
    if before and after and before != after:  # scaled by before / after == 1.0, no score would change
        for entry in scored:
            if entry.docnum not in among_guides:
                entry.score *= before / after
    return best_first(scored)


def copied_from_the_laws(ix: OpenIndex, scorer: Scorer) -> bool:
    """Whether a paragraph of the Laws (not a guide) holds the query whole, word for word."""
    return any(ix.shown[docnum].kind != guides.KIND for docnum in scorer.whole)


def _path_raises(ix: OpenIndex, scorer: Scorer, by_doc: dict[int, Scored], weight: float) -> dict[int, float]:
    """Per paragraph of the paths that describe the query, the largest raise one of them gives."""
    if not weight or len(scorer.concept_terms) < MIN_CONCEPTS:
        return {}
    raises: dict[int, float] = {}
    for path, strength in described(ix, scorer):
        for docnum, share in _shares(ix, path, by_doc).items():
            raises[docnum] = max(raises.get(docnum, 0.0), weight * strength * share)
    return raises


def described_by_paths(ix: OpenIndex, plan: Plan, scorer: Scorer, ranked: list[Ranked]) -> int | None:
    """The guide (its docnum) whose paths describe the query, as three readings agree: the
    strongest paths that hold every concept (`describing`) are all of this guide, so is the Ending
    that says the query best (lawbook.search.endings), and one of its Endings rests on one of the
    first AGREEING paragraphs of `ranked`. A player's story told in the words its Endings'
    phrasings say it in ("a card fell on the table during the auction", "I dropped a card while
    bidding": Card exposed in the auction) names no guide by the Laws' words of its title and
    summary; lawbook.search.guides places this one where it places the guide they name, when
    they name none. A question of when ("hakem ne zaman çağrılmalı", "when does the auction end")
    tells no situation that happened: it asks at what point of the procedure something is done,
    which a paragraph of the Laws says (9B1(a) "at once", 22A "three consecutive passes"), and
    the paths it seems to hold only share its topic's words (asks_when)."""
    if not ix.paths or len(scorer.concept_terms) < MIN_CONCEPTS or copied_from_the_laws(ix, scorer):
        return None
    if asks_when(plan):
        return None
    slugs = {path.guide for path, strength in described(ix, scorer) if strength >= BEST}
    if len(slugs) != 1:
        return None
    (slug,) = slugs
    among_guides = guides.docnum_set(ix)
    first = [r.docnum for r in ranked if r.docnum not in among_guides][:AGREEING]
    if not set(first) & guides_paragraphs(ix).get(slug, frozenset()):
        return None
    scores = told(ix, scorer)
    best = max(scores.values(), default=0.0)
    if not best or {ix.paths[i].guide for i, score in scores.items() if score >= best} != slugs:
        return None
    return next((d for d in among_guides if ix.shown[d].label == slug), None)


def asks_when(plan: Plan) -> bool:
    """Whether the query asks when something happens: the question words "ne zaman" anywhere (a
    Turkish question puts them before its verb), or "when" first (after it an English story says
    when what it tells happened: "I passed when it was not my turn")."""
    typed = [w.exact for w in plan.words]
    pairs = zip(plan.words, plan.words[1:], strict=False)
    return typed[:1] == ["when"] or any(a.question and b.question and (a.exact, b.exact) == WHEN_TR for a, b in pairs)


def _guide_paragraphs(ix: OpenIndex, slug: str, by_doc: dict[int, Scored]) -> set[int]:
    """The paragraphs the guide's endings rest on that the query matches."""
    return {d for d in guides_paragraphs(ix).get(slug, ()) if d in by_doc}


def guides_paragraphs(ix: OpenIndex) -> dict[str, frozenset[int]]:
    """Per guide, the paragraphs its endings rest on; once per index generation."""
    return ix.once("guides-paragraphs", lambda: _paragraphs_by_guide(ix))


def _paragraphs_by_guide(ix: OpenIndex) -> dict[str, frozenset[int]]:
    # Not a paragraph only an Ending's advice cites (advice_only): how to do it right next time,
    # not what the Ending rests on (search111: 73B1 under the asking-questions guide's 20G1 Ending
    # kept its score for "my opponent was rude to his partner", 74A's story).
    by_guide: dict[str, set[int]] = {}
    for path in ix.paths:
        advice = advice_only(ix, path)
        by_guide.setdefault(path.guide, set()).update(d for d in _paragraphs(ix, path) if d not in advice)
    return {slug: frozenset(d) for slug, d in by_guide.items()}


def _best_of_the_laws(among_guides: frozenset[int], scored: list[Scored]) -> float:
    """The best score of a paragraph (not a guide) in `scored`, which is best first (as
    Scorer.score and lending.lend give it): the first one's, not a pass over some 380 documents."""
    return next((s.score for s in scored if s.docnum not in among_guides), 0.0)


def _best_after_raises(
    among_guides: frozenset[int],
    scored: list[Scored],
    by_doc: dict[int, Scored],
    before: float,
    raises: dict[int, float],
    guided: set[int],
    guide_raise: float,
) -> float:
    """_best_of_the_laws once the raises are made, `before` the best before them. When no raise
    lowers a score (every factor at least 1, the best not below 0), the best is the best before
    or a raised paragraph's: those alone are looked at. Otherwise every paragraph is."""
    if before >= 0.0 and guide_raise >= 0.0 and all(factor >= 0.0 for factor in raises.values()):
        raised = [by_doc[d].score for d in raises.keys() | guided if d not in among_guides]
        return max(before, *raised) if raised else before
    return max((s.score for s in scored if s.docnum not in among_guides), default=0.0)


def described(ix: OpenIndex, scorer: Scorer) -> list[tuple[GuidePath, float]]:
    """describing() of the scorer's concepts, worked out once a query (kept on the scorer, which
    the query drops): borrow() and described_by_paths() both ask it, after the scoring has
    looked up every concept. Shared: not to be changed."""
    if scorer.described is None:
        scorer.described = describing(ix, scorer.concept_terms)
    return scorer.described


def told(ix: OpenIndex, scorer: Scorer) -> dict[int, float]:
    """endings.scores() of the scorer's concepts, worked out once a query (kept on the scorer):
    described_by_paths() and lawbook.search.bridges both ask it. Shared: not to be changed."""
    if scorer.told is None:
        scorer.told = endings.scores(ix, scorer.concept_terms)
    return scorer.told


def describing(ix: OpenIndex, concepts: list[ConceptTerms]) -> list[tuple[GuidePath, float]]:
    """The paths that describe the query, within BEST of the strongest, with their strength
    relative to it."""
    per_concept = [_concept_counts(ix, concept) for concept in concepts]
    on_way = [said for said, _found, _rarity in per_concept]
    counts = [found for _said, found, _rarity in per_concept]
    rarity = [rare for _said, _found, rare in per_concept]
    holding = set(range(len(ix.paths))).intersection(*counts)
    strengths = []
    for index in sorted(holding):
        if sum(1 for said in on_way if index in said) >= MIN_CONCEPTS:
            tfs = [found[index] for found in counts]
            strength = sum(r * tf / (tf + SATURATION) for r, tf in zip(rarity, tfs, strict=True))
            strengths.append((ix.paths[index], strength))
    if not strengths:
        return []
    best = max(s for _, s in strengths)
    return [(path, s / best) for path, s in strengths if s >= best * BEST]


def _concept_counts(ix: OpenIndex, alternatives: ConceptTerms) -> tuple[dict[int, float], dict[int, float], float]:
    """A concept's occurrences per path in its "way" there, in "way" and "now" together, and its
    rarity among the paths: of the concept and the generation alone, and asked of every concept
    of every query (the same concepts come back query after query), so kept per generation like
    _occurrences (search120). Shared, not to be changed."""
    key = tuple(tuple(word_terms) for word_terms in alternatives)
    return ix.kept("path-concept-counts", key, partial(_counted_both, ix, alternatives), OCCURRENCES_KEPT)


def _counted_both(ix: OpenIndex, alternatives: ConceptTerms) -> tuple[dict[int, float], dict[int, float], float]:
    said = _occurrences(ix, "way", alternatives)
    found = _merged(said, _occurrences(ix, "now", alternatives))
    return said, found, math.log(1 + len(ix.paths) / len(found)) if found else 0.0


def _merged(first: dict[int, float], second: dict[int, float]) -> dict[int, float]:
    merged = dict(first)
    for index, count in second.items():
        merged[index] = merged.get(index, 0) + count
    return merged


def _shares(ix: OpenIndex, path: GuidePath, by_doc: dict[int, Scored]) -> dict[int, float]:
    """The path's paragraphs that the query matches, each with the share of the path's paragraphs
    in its Law, relative to the Law holding most of them."""
    found = _paragraphs(ix, path)
    per_law = Counter(ix.shown[d].law for d in found)
    most = max(per_law.values(), default=1)
    aside = advice_only(ix, path)
    return {
        d: (per_law[ix.shown[d].law] / most) ** MAIN * (ADVICE if d in aside else 1.0) for d in found if d in by_doc
    }


def advice_only(ix: OpenIndex, path: GuidePath) -> frozenset[int]:
    """The docnums of the path's paragraphs that only its Ending's advice cites (GuidePath.advice);
    once per path and index generation."""
    return ix.once(("path-advice", path.id), lambda: _advice_only(ix, path))


def _advice_only(ix: OpenIndex, path: GuidePath) -> frozenset[int]:
    # A paragraph the index lacks stands for its nearest one above, which another law of the
    # Ending may also stand for: that one rules.
    ruling = {_nearest(ix, law) for law in path.laws if law not in path.advice}
    advice = {_nearest(ix, law) for law in path.advice}
    return frozenset(d for d in advice - ruling if d is not None)


def _paragraphs(ix: OpenIndex, path: GuidePath) -> tuple[int, ...]:
    """The docnums of the path's paragraphs (the nearest above one the index lacks), in the
    Ending's order; once per path and index generation (every query that a path describes asks)."""
    return ix.once(("path-paragraphs", path.id), lambda: _listed_paragraphs(ix, path))


def _listed_paragraphs(ix: OpenIndex, path: GuidePath) -> tuple[int, ...]:
    listed: list[int] = []
    for law in path.laws:
        docnum = _nearest(ix, law)
        if docnum is not None and docnum not in listed:
            listed.append(docnum)
    return tuple(listed)


def _nearest(ix: OpenIndex, law: str) -> int | None:
    """The docnum a law of a path stands for (lending.nearest_docnum); None for an unreadable one."""
    label = try_parse_label(law)
    return nearest_docnum(ix, label) if label is not None else None


def _occurrences(ix: OpenIndex, part: str, alternatives: ConceptTerms) -> dict[int, float]:
    """Per path, how often its `part` ("way" there or what happens "now") says the concept: by the
    best alternative, whose every word must be there, counted by its rarest word, in the view
    where it is said most. Kept per generation (the same concept comes back in borrow() and in
    lawbook.search.bridges, and in the next query that has it); shared, not to be changed."""
    key = (part, tuple(tuple(word_terms) for word_terms in alternatives))
    compute = partial(_counted_occurrences, ix.terms.paths[part], alternatives)
    return ix.kept("path-occurrences", key, compute, OCCURRENCES_KEPT)


def _counted_occurrences(terms: PathTerms, alternatives: ConceptTerms) -> dict[int, float]:
    best: dict[int, float] = {}
    for word_terms in alternatives:
        per_word = [_word_occurrences(terms, looked_up) for looked_up in word_terms]
        if not per_word:
            continue
        for index in set(per_word[0]).intersection(*per_word[1:]):
            count = min(found[index] for found in per_word)
            if count > best.get(index, 0):
                best[index] = count
    return best


def _word_occurrences(terms: PathTerms, looked_up) -> dict[int, float]:
    """Per path, the word's occurrences in the view where it is said most (its terms' occurrences
    summed per view). A view with one term of the word is read as it is, not copied."""
    by_view: dict[str, list[dict[int, float]]] = {}
    for view, term in looked_up:
        postings = terms.get(view, _NONE).get(term)
        if postings:
            by_view.setdefault(view, []).append(postings)
    found: dict[int, float] = {}
    for postings_of_terms in by_view.values():
        counts = postings_of_terms[0]
        if len(postings_of_terms) > 1:
            counts = dict(counts)
            for postings in postings_of_terms[1:]:
                for index, count in postings.items():
                    counts[index] = counts.get(index, 0) + count
        for index, count in counts.items():
            if count > found.get(index, 0):
                found[index] = count
    return found


_NONE: dict = {}
