"""The bridge from a matched situation guide to the paragraphs its paths end in (issue 22).

A player tells what happened in their own words ("deklaran yerden küçük dedi", "declarer told dummy
to play anything"); the guide written for that situation says it in the same words, the Laws'
paragraph says it otherwise (Law 46B1(c): "“küçük” veya benzer anlamlı kelimeler", 46B5: "“herhangi
bir şey oyna’’"). So the guide may be a good hit while its paragraph stands far down.
lawbook.search.borrowing raises a paragraph only when one path of a guide holds every concept of
the query; this module also crosses when the query's words are spread over the guide:
- the bridge's guides are the guides among the first TOP hits (a guide further down is not what
  the query is about);
- of their Endings, the one that says the query best is chosen (several when they tie, which then
  share the lending), each Ending scored as a document of its own among the Endings
  (lawbook.search.endings: its title, its players' phrasings and the way there, with the Endings'
  statistics kept apart from the Laws'). A guide's document holds all its Endings at once, so the
  guide scored best need not be the guide of the Ending the query describes best, and within one
  guide the Ending that holds the query's rarer words wins over its siblings, which share the
  guide's words;
- the chosen Ending lends each of its paragraphs a share (Weights.bridge) of its guide's score. Half
  of it (OWN) goes by the paragraph's place: the Ending's first paragraph most, each further one
  DECAY times less, and a paragraph of a Law the Ending cites once less than one of the Law it
  rests on (borrowing.MAIN). The other half goes by how well the query's own words match the
  paragraph, relative to the path's best-matched one: an Ending lists its paragraphs in the order
  its text cites them, not always the one the player asks about first (the ending for a card
  played before partner rests on 57A, then on declarer's four options 57A1-57A4), and the query's
  words tell which of the path's paragraphs it is about. The share is added to a
  paragraph's own score, or makes it a hit.
The weights were chosen on bench/player-questions.tsv and bench/player-questions-newguides-dev.tsv
(docs/benchmarks.md: a larger share lent by place alone lowered the players' set, lent half by the
query's own match it did not). A query some paragraph of the Laws holds word for word is a phrase
copied from the book: no bridge (a guide holding it is not the book: borrowing.copied_from_the_laws).
"""

from __future__ import annotations

from collections import Counter

from . import borrowing, endings, guides
from .query import Plan
from .reader import OpenIndex
from .scoring import Scored, Scorer

TOP = 3
DECAY = 0.5
# The part of the lending that goes by the query's own match of the paragraph, not by its place.
OWN = 0.5


def bridge(ix: OpenIndex, plan: Plan, scorer: Scorer, scored: list[Scored], weight: float) -> list[Scored]:
    """`scored` with the shares lent along the best Ending of the first guides, best first."""
    if not weight or not scored or not ix.paths or borrowing.copied_from_the_laws(ix, scorer):
        return scored
    near = {s.docnum: s for s in scored[:TOP] if ix.shown[s.docnum].kind == guides.KIND}
    if not near:
        return scored
    chosen = _best_endings(ix, scorer, {ix.shown[docnum].label for docnum in near})
    if not chosen:
        return scored
    guide = near[_guide_docnums(ix)[ix.paths[chosen[0]].guide]]
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


def _best_endings(ix: OpenIndex, scorer: Scorer, slugs: set[str]) -> list[int]:
    """The Endings of the guides `slugs` that say the query best (ties kept; of one guide, as
    they share its score)."""
    scores = {i: v for i, v in endings.scores(ix, scorer.concept_terms).items() if ix.paths[i].guide in slugs}
    best = max(scores.values(), default=0.0)
    chosen = [index for index, score in scores.items() if best and score >= best]
    return [index for index in chosen if ix.paths[index].guide == ix.paths[chosen[0]].guide]


def _guide_docnums(ix: OpenIndex) -> dict[str, int]:
    """The guides' docnums by slug, once per index generation."""
    return ix.once("guide-docnums-by-slug", lambda: {s.label: d for d, s in ix.shown.items() if s.kind == guides.KIND})


def _parts(ix: OpenIndex, index: int, by_doc: dict[int, Scored]) -> dict[int, float]:
    """Per paragraph of the path, its part of the lending: by its place in the Ending's list and
    the share of the path's paragraphs in its Law, and by the query's own score of it (OWN)."""
    paragraphs = borrowing._paragraphs(ix, ix.paths[index])
    per_law = Counter(ix.shown[d].law for d in paragraphs)
    most = max(per_law.values(), default=1)
    own = {docnum: by_doc[docnum].score if docnum in by_doc else 0.0 for docnum in paragraphs}
    best_own = max(own.values(), default=0.0) or 1.0
    advice = borrowing.advice_only(ix, ix.paths[index])
    return {
        docnum: (
            (1 - OWN) * DECAY**position * (per_law[ix.shown[docnum].law] / most) ** borrowing.MAIN
            + OWN * own[docnum] / best_own
        )
        * (borrowing.ADVICE if docnum in advice else 1.0)
        for position, docnum in enumerate(paragraphs)
    }
