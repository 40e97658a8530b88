"""The final order of the scored documents: a lead-in after its case, chapter filter, definition first,
several Laws on top.

- A definition whose term is the whole query ("rönons", "cezalı kart", "revoke" through the
  vocabulary) is what the user asked for: it goes right after the best hit, whatever its own score,
  and above every other definition ("löve" is Löve before Artı Löve), since the page shows the
  first definitions apart, as cards above the paragraphs.
- Each further hit from a Law already listed is scaled by Weights.diversity per earlier hit, so
  that a word found in four Laws shows the four Laws in the first results, not one Law four times.
  The chosen Ending's paragraphs (lawbook.search.bridges, Scored.lent) do not crowd each other
  out: one of them whose Law's earlier hits are all the Ending's own is scaled once, not once per
  hit. The Ending names its situation's paragraphs, often several of one Law (51B2(a), 51B2(b),
  51B2(c), 51B1(a) for two or more penalty cards), and the story asks about one of them; compounded,
  the fourth kept an eighth of its score and fell under paragraphs of other Laws found by the story's
  common words alone. A paragraph of the Law found otherwise above it (not the Ending's) still
  counts once per hit: when the Ending chosen is not the story's, its paragraphs do not push the
  right Law's down (docs/benchmarks.md, Session 87 (search121)).
- A paragraph whose text is a sentence its sub-paragraphs complete yields its place to the one of
  them that holds more of the query (first_the_case, before the rest; issue 22; search269 wrote it
  as lawbook/search/lead_ins.py, moved here to keep the folder within 25 modules).
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
  paragraphs among the first LEAD_INS_CONSIDERED are read. Measured, with the variants not kept
  (a paragraph without text of its own as a lead-in too; any sub-paragraph, held or not): docs/benchmarks.md,
  Session 92 (search269).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, replace
from itertools import groupby
from operator import attrgetter

from lawbook.labels import try_parse_label
from lawbook.text.inflection import word_matches

from .analysis import LANGS, case_form, exact_form, normalize
from .analysis import words as text_words
from .query import Plan
from .reader import OpenIndex
from .scoring import Scored, Scorer, best_first

# Only the best are ordered: diversity moves hits down a few places, not up from the hundreds.
CANDIDATES = 200
# Just under the best hit: second place, or first when the best hit is the definition itself.
NAMED_DEFINITION = 0.999
BRACKETED = re.compile(r"\s*\([^)]*\)")


@dataclass(slots=True)
class Ranked:
    docnum: int
    score: float


_SCORE = attrgetter("score")


def in_order(ix: OpenIndex, ranked: Iterable[Ranked]) -> list[Ranked]:
    """Best first, equal scores in the book's order (Shown.order): sorted by (-score, order).
    Most queries' candidates have no two scores equal, and then the score alone gives that order:
    one sort on an attribute, in C, not a key tuple built and compared for every candidate (two
    sorts of 200 a query, searchspeed15)."""
    found = sorted(ranked, key=_SCORE, reverse=True)  # reversed, equal scores keep their order
    if len(set(map(_SCORE, found))) < len(found):
        # Only the runs of equal scores are put in the book's order, each apart: what sorting the
        # whole list by (-score, order) gives, without a key tuple for each of 200 (searchspeed16).
        order = _orders(ix)
        start = 0
        for _score, run in groupby(found, _SCORE):
            size = len(list(run))
            if size > 1:
                found[start : start + size] = sorted(found[start : start + size], key=lambda r: order[r.docnum])
            start += size
    return found


def rank(ix: OpenIndex, plan: Plan, scored: list[Scored], diversity: float, chapter: int | None = None) -> list[Ranked]:
    if chapter is not None:
        scored = [s for s in scored if ix.shown[s.docnum].chapter == chapter]
    if not scored:
        return []
    scored = scored[:CANDIDATES]
    lent = frozenset(s.docnum for s in scored if s.lent)
    named = _named_definitions(ix, plan)
    if named:
        place = _named_place(ix, scored, named)
        boosted = [Ranked(s.docnum, place if s.docnum in named else s.score) for s in scored]
    else:
        boosted = [Ranked(s.docnum, s.score) for s in scored]
    return _diversify(ix, in_order(ix, boosted), diversity, lent)


def _orders(ix: OpenIndex) -> dict[int, int]:
    """Each document's place in the book (Shown.order), by docnum: what equal scores are ordered
    by, twice a query for 200 candidates; once per index generation."""
    return ix.once("document-orders", lambda: {docnum: shown.order for docnum, shown in ix.shown.items()})


def _named_place(ix: OpenIndex, scored: list[Scored], named: set[int]) -> float:
    """The score a named definition gets: just under the best hit, or just above the best other
    definition when that one scores higher."""
    place = scored[0].score * NAMED_DEFINITION
    others = [s.score for s in scored if s.docnum not in named and ix.shown[s.docnum].kind == "definition"]
    if others and max(others) >= place:
        place = max(others) / NAMED_DEFINITION
    return place


def _diversify(
    ix: OpenIndex, ranked: list[Ranked], diversity: float, lent: frozenset[int] = frozenset()
) -> list[Ranked]:
    """Each hit scaled by `diversity` once per earlier hit of its Law; a paragraph in `lent` (the
    chosen Ending's) once, when every earlier hit of its Law is in `lent` too."""
    seen: dict[int, int] = {}
    found_otherwise: dict[int, int] = {}  # per Law, its earlier hits not in `lent`
    laws = _laws(ix)
    for item in ranked:
        law = laws[item.docnum]
        if law is not None:
            earlier = seen.get(law, 0)
            mine = item.docnum in lent
            if earlier:  # the first hit of its Law keeps its score (diversity ** 0 is 1.0)
                once = mine and not found_otherwise.get(law, 0)
                item.score *= diversity if once else diversity**earlier
            seen[law] = earlier + 1
            if not mine:
                found_otherwise[law] = found_otherwise.get(law, 0) + 1
    return in_order(ix, ranked)


def _laws(ix: OpenIndex) -> dict[int, int | None]:
    """Each document's Law (Shown.law), by docnum, once per index generation."""
    return ix.once("document-laws", lambda: {docnum: shown.law for docnum, shown in ix.shown.items()})


def _definition_terms(ix: OpenIndex) -> dict[tuple, list[tuple[Phrasing, int]]]:
    """By number of words and first two letters: each definition's term (both languages, "(MP)"
    dropped) as a phrasing, and its docnum; once per index generation."""
    return ix.once("definition-terms", lambda: _definition_phrasings(ix))


def _definition_phrasings(ix: OpenIndex) -> dict[tuple, list[tuple[Phrasing, int]]]:
    terms: dict[tuple, list[tuple[Phrasing, int]]] = defaultdict(list)
    for docnum, shown in ix.shown.items():
        if shown.kind != "definition":
            continue
        for lang in LANGS:
            term = _phrasing(BRACKETED.sub("", shown.term.get(lang, "")), lang)
            if term.folded:
                terms[_key(term.folded)].append((term, docnum))
    return terms


@dataclass(frozen=True)
class Phrasing:
    folded: tuple[str, ...]
    cased: tuple[str, ...]  # with diacritics: "Tür" (strain) is not "Tur" (round)
    lang: str


def _phrasing(text: str, lang: str) -> Phrasing:
    found = text_words(normalize(text))
    return Phrasing(tuple(exact_form(w.text, lang) for w in found), tuple(case_form(w.text, lang) for w in found), lang)


def _named_definitions(ix: OpenIndex, plan: Plan) -> set[int]:
    """Definitions whose term is the whole query, typed or through the vocabulary: those spelled
    as a phrasing if any, else those equal to it without diacritics, else those it inflects
    ("kontrat" names Kontrat, not Kontr)."""
    if len(plan.concepts) != 1:
        return set()
    phrasings = [_phrasing(" ".join(a.words), a.lang or "tr") for a in plan.concepts[0].alternatives]
    phrasings.append(_phrasing(" ".join(w.text for w in plan.asked), "tr"))
    terms = _definition_terms(ix)
    tiers: tuple[set[int], ...] = (set(), set(), set())
    for phrasing in phrasings:
        for term, docnum in terms.get(_key(phrasing.folded), ()):
            if phrasing.cased == term.cased:
                tiers[0].add(docnum)
            elif phrasing.folded == term.folded:
                tiers[1].add(docnum)
            elif _same_term(phrasing.folded, term):
                tiers[2].add(docnum)
    return next((tier for tier in tiers if tier), set())


def _key(words: tuple[str, ...]) -> tuple[int, str]:
    return len(words), words[0][:2] if words else ""


def _same_term(typed: tuple[str, ...], term: Phrasing) -> bool:
    if len(typed) != len(term.folded) or not typed:
        return False
    return typed[:-1] == term.folded[:-1] and word_matches(typed[-1], term.cased[-1], term.lang, len(typed) > 1)


# The scored paragraphs read: a lead-in further down is not what the first page shows.
LEAD_INS_CONSIDERED = 40


def first_the_case(ix: OpenIndex, scorer: Scorer, scored: list[Scored]) -> list[Scored]:
    """`scored` (best first) with each lead-in among the first LEAD_INS_CONSIDERED and the best-scored of
    its sub-paragraphs below it that holds more of the query trading scores; best first again."""
    cases = _cases(ix)
    if not cases or len(scored) < 2:
        return scored
    top = scored[:LEAD_INS_CONSIDERED]
    if not any(s.docnum in cases for s in top):
        return scored
    # Only the first CANDIDATES are ranked (rank): a sub-paragraph below them is none.
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
