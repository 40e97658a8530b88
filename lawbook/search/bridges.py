"""The bridge from a matched situation guide to the paragraphs its paths end in (issue 22).

A player tells what happened in their own words ("deklaran yerden küçük dedi", "declarer told dummy
to play anything"); the guide written for that situation says it in the same words, the Laws'
paragraph says it otherwise (Law 46B1(c): "“küçük” veya benzer anlamlı kelimeler", 46B5: "“herhangi
bir şey oyna’’"). So the guide may be a good hit while its paragraph stands far down.
lawbook.search.borrowing raises a paragraph only when one path of a guide holds every concept of
the query; this module also crosses when the query's words are spread over the guide:
- the bridge's guide is the guide that describes the query (lawbook.search.guides), else the guide
  scored best, when it stands among the first TOP hits (a guide further down is not what the
  query is about);
- each of its paths (lawbook.search.paths: the way to an Ending and what happens then) is scored
  as borrowing scores paths: per concept of the query, how rare it is among all the paths times
  how often the path says it, saturated as in BM25, a word of what happens then counting NOW of
  one on the way (a player tells the situation, not its outcome: "son pastan sonra konuştu
  geçerli mi" is the call after the final pass, though the path for a call by a player required
  to pass says "geçerli" in its outcome); the strongest path is chosen (several when they tie,
  which then share the lending);
- the chosen path lends each of its paragraphs a share (Weights.bridge) of the guide's score. Half
  of it (OWN) goes by the paragraph's place: the Ending's first paragraph most, each further one
  DECAY times less, and a paragraph of a Law the Ending cites once less than one of the Law it
  rests on (borrowing.MAIN). The other half goes by how well the query's own words match the
  paragraph, relative to the path's best-matched one: an Ending lists its paragraphs in the order
  its text cites them, not always the one the player asks about first (the ending for a card
  turned the wrong way rests on 65A, the turning of cards, then 65B, the card pointed the wrong
  way), and the query's words tell which of the path's paragraphs it is about. The share is added to a
  paragraph's own score, or makes it a hit.
The weights were chosen on bench/player-questions.tsv and bench/player-questions-newguides-dev.tsv
(docs/benchmarks.md: a larger share lent by place alone lowered the players' set, lent half by the
query's own match it did not). A query some document holds word for word is a phrase copied from
the book: no bridge.
"""

from __future__ import annotations

import math
from collections import Counter

from . import borrowing, guides
from .query import Plan
from .reader import OpenIndex
from .scoring import Scored, Scorer

TOP = 3
DECAY = 0.5
# The part of the lending that goes by the query's own match of the paragraph, not by its place.
OWN = 0.5
# What happens at an Ending ("the calls stand", "geçerli") tells less which ending a player
# describes than the way there: a word of it counts this much in choosing the path.
NOW = 0.25


def bridge(ix: OpenIndex, plan: Plan, scorer: Scorer, scored: list[Scored], weight: float) -> list[Scored]:
    """`scored` with the shares lent along the guide's best path, best first."""
    if not weight or not scored or not ix.paths or scorer.whole:
        return scored
    guide = _guide(ix, plan, scorer, scored)
    if guide is None:
        return scored
    chosen = _best_paths(ix, scorer, ix.shown[guide.docnum].label)
    by_doc = {s.docnum: s for s in scored}
    lent: dict[int, float] = {}
    for index in chosen:
        for docnum, part in _parts(ix, index, by_doc).items():
            lent[docnum] = max(lent.get(docnum, 0.0), weight * guide.score * part / len(chosen))
    for docnum, share in lent.items():
        entry = by_doc.get(docnum)
        if entry is None:
            entry = by_doc[docnum] = Scored(docnum, 0.0)
        entry.score += share
    return sorted(by_doc.values(), key=lambda s: -s.score)


def _guide(ix: OpenIndex, plan: Plan, scorer: Scorer, scored: list[Scored]) -> Scored | None:
    best = next((s for s in scored[:TOP] if ix.shown[s.docnum].kind == guides.KIND), None)
    if best is None:
        return None
    named = guides.describing_guide(ix, plan, scorer.coverage)
    return next((s for s in scored if s.docnum == named), best) if named is not None else best


def _parts(ix: OpenIndex, index: int, by_doc: dict[int, Scored]) -> dict[int, float]:
    """Per paragraph of the path, its part of the lending: by its place in the Ending's list and
    the share of the path's paragraphs in its Law, and by the query's own score of it (OWN)."""
    paragraphs = borrowing._paragraphs(ix, ix.paths[index])
    per_law = Counter(ix.shown[d].law for d in paragraphs)
    most = max(per_law.values(), default=1)
    own = {docnum: by_doc[docnum].score if docnum in by_doc else 0.0 for docnum in paragraphs}
    best_own = max(own.values(), default=0.0) or 1.0
    return {
        docnum: (1 - OWN) * DECAY**position * (per_law[ix.shown[docnum].law] / most) ** borrowing.MAIN
        + OWN * own[docnum] / best_own
        for position, docnum in enumerate(paragraphs)
    }


def _best_paths(ix: OpenIndex, scorer: Scorer, slug: str) -> list[int]:
    """The guide's paths that say the query's concepts best (ties kept)."""
    way, now = borrowing._path_terms(ix)
    counts = [
        _said(borrowing._occurrences(way, concept), borrowing._occurrences(now, concept))
        for concept in scorer.concept_terms
    ]
    rarity = [math.log(1 + len(ix.paths) / len(found)) if found else 0.0 for found in counts]
    strengths: dict[int, float] = {}
    for index, path in enumerate(ix.paths):
        if path.guide == slug:
            strengths[index] = sum(
                r * found[index] / (found[index] + borrowing.SATURATION)
                for r, found in zip(rarity, counts, strict=True)
                if index in found
            )
    best = max(strengths.values(), default=0.0)
    return [index for index, strength in strengths.items() if best and strength >= best]


def _said(on_way: dict[int, int], in_now: dict[int, int]) -> dict[int, float]:
    """Per path, how often it says a concept: on the way there, and NOW times what happens then."""
    said: dict[int, float] = dict(on_way)
    for index, count in in_now.items():
        said[index] = said.get(index, 0) + NOW * count
    return said
