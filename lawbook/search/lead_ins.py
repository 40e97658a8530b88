"""A paragraph whose text is a sentence its sub-paragraphs complete yields its place to the one of
them that holds more of the query (issue 22).

46B's text is a lead-in (TR "Deklaranın yerden oynanacak kart için eksik veya geçersiz tanımlama
yapması durumunda, aşağıdaki kısıtlamalar uygulanır (...):" / WBF "In the case of an incomplete or
invalid designation, the following restrictions apply (...):"), and each of 46B1-46B5 completes it
with one case (46B1(c) "If he calls `low', or words of like meaning"): the lead-in alone rules
nothing. Its words are the story's scene (declarer, dummy, a designation), so it scored above the
case the story tells, whose own words are few ("declarer only said low to dummy, which card does
dummy play": 46B third, 46B1(c) beyond the tenth; 57A above 57A1 for a story of declarer asking for
partner's highest card).

Among the scored paragraphs, a lead-in (its text ending in a colon in either language, as
documents.LEAD_IN reads it) above one of its sub-paragraphs that holds every concept of the query
the lead-in holds and more (Scorer.holds: its own words, or the lead-in's words it completes) trades
scores with the best-scored such sub-paragraph: the case first, the lead-in in its place. A
sub-paragraph that holds no more than the lead-in does says nothing more of the story and stays
below it ("partner played before his turn, what can declarer do" keeps 57A first). Only the
paragraphs among the first CONSIDERED are read. Measured, with the variants not kept (a paragraph
without text of its own as a lead-in too; any sub-paragraph, held or not): docs/benchmarks.md,
Session 92 (search269).
"""

from __future__ import annotations

from dataclasses import replace

from lawbook.labels import try_parse_label

from .rank import CANDIDATES
from .reader import OpenIndex
from .scoring import Scored, Scorer, best_first

# The scored paragraphs read: a lead-in further down is not what the first page shows.
CONSIDERED = 40


def first_the_case(ix: OpenIndex, scorer: Scorer, scored: list[Scored]) -> list[Scored]:
    """`scored` (best first) with each lead-in among the first CONSIDERED and the best-scored of
    its sub-paragraphs below it that holds more of the query trading scores; best first again."""
    cases = _cases(ix)
    if not cases or len(scored) < 2:
        return scored
    top = scored[:CONSIDERED]
    if not any(s.docnum in cases for s in top):
        return scored
    # Only the first CANDIDATES are ranked (lawbook.search.rank): a sub-paragraph below them is none.
    scores = {s.docnum: s.score for s in scored[:CANDIDATES]}
    traded: dict[int, float] = {}
    for lead_in in best_first(top):
        under = cases.get(lead_in.docnum)
        if not under:
            continue
        mine = scores[lead_in.docnum]
        below = sorted(
            (doc for doc in under if doc in scores and scores[doc] < mine), key=scores.__getitem__, reverse=True
        )
        if not below:
            continue
        held = scorer.holds(lead_in.docnum)
        for case in below:
            if held < scorer.holds(case):
                traded[lead_in.docnum] = scores[lead_in.docnum] = scores[case]
                traded[case] = scores[case] = mine
                break
    if not traded:
        return scored
    return best_first(replace(s, score=traded[s.docnum]) if s.docnum in traded else s for s in scored)


def _cases(ix: OpenIndex) -> dict[int, frozenset[int]]:
    """Per lead-in paragraph (docnum), its sub-paragraphs' docnums; once per index generation."""
    return ix.once("lead-in-cases", lambda: _lead_in_cases(ix))


def _lead_in_cases(ix: OpenIndex) -> dict[int, frozenset[int]]:
    labels = {}
    for docnum, shown in ix.shown.items():
        if shown.kind == "paragraph":
            label = try_parse_label(shown.label)
            if label is not None:
                labels[docnum] = (shown.law, label)
    found: dict[int, frozenset[int]] = {}
    for docnum, (law, label) in labels.items():
        if not any(text.rstrip().endswith(":") for text in ix.shown[docnum].body.values()):
            continue
        under = frozenset(
            other
            for other, (other_law, other_label) in labels.items()
            if other_law == law and other != docnum and other_label.is_within(label)
        )
        if under:
            found[docnum] = under
    return found
