"""Players' questions already answered: the nearest labelled questions lend to their paragraphs (issue 22).

A player tells a situation in words that neither the Laws nor a guide's Endings say, and the
next player tells the same situation in nearly the same words. fixtures/search_neighbours.tsv
holds players' questions about the guides' situations with the paragraphs that answer them (the
development sets bench/player-questions-newguides-dev*.tsv, copied; never read from bench/ at run
time: `bench/search_neighbours.py` writes the fixture). A query is compared with those of its
language by the cosine of their stems weighted by rarity among the questions (idf); each of the K
nearest at a similarity of at least FLOOR lends its expected paragraphs LEND x similarity x the
best paragraph's score (shared among its paragraphs), added to their own score, or making them
hits.

The questions lend only to a paragraph that an Ending of one of the first GUIDES guide hits cites:
the questions are about the guides' situations, and a query whose first guides are another
situation's ("yer rönons": Revoke; the nearest questions ask whether dummy may speak of a revoke,
42B1) is not one of theirs. Without that gate the players' set lost 3-13 questions of 85 and the
shared set 2 of 31 (docs/benchmarks.md, search71).

Chosen by cross-validation over the six development sets (docs/benchmarks.md, search71): each
set left out in turn, the parameters chosen on the other five (and the questions from them alone),
then scored on the left-out one: K 3, FLOOR 0.2, LEND 0.5, GUIDES 1 chosen in five folds of six and
on all six, with no question of the players' or the shared set lower. A paragraph takes the
largest share one question lends it, not their sum: summed, two questions of 58A outvoted a nearer
one of 58B ("iki kartı aynı anda oynadı", the players' set); the left-out folds' mean gain +0.024
against +0.035 summed, but no players' question down. The sets the fixture holds no longer measure this component; only
the held-out sets and the players' and shared sets do (bench/search_quality.py says so).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from django.conf import settings

from lawbook.labels import try_parse_label

from . import borrowing, guides
from .analysis import normalize, stem_form, words
from .query import Plan
from .reader import OpenIndex
from .scoring import Scored, Scorer

FIXTURE = Path(settings.BASE_DIR) / "fixtures" / "search_neighbours.tsv"
K = 3
FLOOR = 0.2
LEND = 0.5
GUIDES = 1


@dataclass(frozen=True)
class Question:
    lang: str
    stems: frozenset[str]
    labels: tuple[str, ...]
    source: str  # the development set it came from


@dataclass(frozen=True)
class Memory:
    questions: tuple[Question, ...]
    idf: dict[str, dict[str, float]]
    norms: tuple[float, ...]


def stems_of(text: str, lang: str) -> frozenset[str]:
    return frozenset(s for w in words(normalize(text)) if (s := stem_form(w.text, lang)))


def read(path: Path = FIXTURE) -> list[tuple[str, str, str, tuple[str, ...]]]:
    """(source, lang, question, labels) of each line of the fixture."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        source, lang, text, labels = line.split("\t")
        rows.append((source, lang, text, tuple(labels.split(","))))
    return rows


@cache
def memory(left_out: frozenset[str] = frozenset()) -> Memory:
    """The fixture's questions (`left_out`: the sources not read, for bench/search_quality.py's
    cross-validation), with each language's idf."""
    questions = tuple(
        Question(lang, stems_of(text, lang), labels, source)
        for source, lang, text, labels in read()
        if source not in left_out
    )
    counts: dict[str, Counter] = {}
    sizes: Counter = Counter()
    for q in questions:
        sizes[q.lang] += 1
        counts.setdefault(q.lang, Counter()).update(q.stems)
    idf = {
        lang: {s: math.log(1 + sizes[lang] / (1 + n)) for s, n in counted.items()} for lang, counted in counts.items()
    }
    norms = tuple(math.sqrt(sum(idf[q.lang][s] ** 2 for s in q.stems)) or 1.0 for q in questions)
    return Memory(questions, idf, norms)


# The development sets left out of the memory: set only by bench/search_quality.py's cross-validation.
LEFT_OUT: frozenset[str] = frozenset()


def nearest(text: str, lang: str, mem: Memory | None = None) -> list[tuple[float, Question]]:
    """The K questions nearest to `text` at a similarity of at least FLOOR, nearest first."""
    mem = mem or memory(LEFT_OUT)
    idf = mem.idf.get(lang)
    if not idf:
        return []
    typed = stems_of(text, lang)
    # A stem no question says is as rare as can be (the idf of a count of none).
    unseen = math.log(1 + sum(1 for q in mem.questions if q.lang == lang))
    norm = math.sqrt(sum(idf.get(s, unseen) ** 2 for s in typed)) or 1.0
    found = []
    for q, q_norm in zip(mem.questions, mem.norms, strict=True):
        if q.lang != lang:
            continue
        common = typed & q.stems
        if not common:
            continue
        similarity = sum(idf[s] ** 2 for s in common) / (norm * q_norm)
        if similarity >= FLOOR:
            found.append((similarity, q))
    found.sort(key=lambda f: -f[0])
    return found[:K]


def lend(ix: OpenIndex, plan: Plan, scorer: Scorer, scored: list[Scored], weight: float = LEND) -> list[Scored]:
    """`scored` with the nearest questions' paragraphs raised, best first. A phrase copied from the
    Laws is not a player's story: nothing is lent (as by the bridge, borrowing.copied_from_the_laws)."""
    if not weight or not scored or borrowing.copied_from_the_laws(ix, scorer):
        return scored
    near = nearest(plan.text, plan.lang)
    if not near:
        return scored
    among_guides = borrowing.guide_docnums(ix)
    first_guides = _first_guides(ix, plan, scorer, [s for s in scored if s.docnum in among_guides])
    if not first_guides:
        return scored
    by_guide = borrowing.guides_paragraphs(ix)
    cited = frozenset().union(*(by_guide.get(ix.shown[d].label, frozenset()) for d in first_guides))
    best = max((s.score for s in scored if s.docnum not in among_guides), default=0.0)
    by_doc = {s.docnum: s for s in scored}
    lent: dict[int, float] = {}
    for similarity, question in near:
        for label in question.labels:
            under = _within(ix, label)
            if not (under & cited or _cites_under(ix, label, cited)):
                continue
            # The hits at or under the label (the question's 45C: the 45C1 the query matched), or
            # the paragraph itself when none is a hit.
            # A paragraph is lent by the nearest question that expects it, not by how many do: two
            # questions of one situation outvoted a nearer one of another.
            for docnum in {d for d in under if d in by_doc} or _docnum(ix, label):
                lent[docnum] = max(lent.get(docnum, 0.0), weight * best * similarity / len(question.labels))
    if not lent:
        return scored
    for docnum, share in lent.items():
        entry = by_doc.get(docnum)
        if entry is None:
            entry = by_doc[docnum] = Scored(docnum, 0.0)
        entry.score += share
    return sorted(by_doc.values(), key=lambda s: -s.score)


def _first_guides(ix: OpenIndex, plan: Plan, scorer: Scorer, scored_guides: list[Scored]) -> list[int]:
    """The GUIDES guides shown first, as lawbook.search.guides.place puts them: the guide whose
    title and summary describe the query first (unless scored far below the best guide), then the
    others by their score."""
    if not scored_guides:
        return []
    order = [s.docnum for s in scored_guides]
    named = guides.describing_guide(ix, plan, scorer.coverage)
    best = scored_guides[0].score
    for s in scored_guides:
        if s.docnum == named and s.score >= best * guides.OTHER_GUIDE:
            order.remove(named)
            order.insert(0, named)
    return order[:GUIDES]


def _within(ix: OpenIndex, label: str) -> set[int]:
    """The paragraphs' docnums at or under `label` (45C: 45C, 45C1, ...)."""
    return ix.once(("neighbours-within", label), lambda: _compute_within(ix, label))


def _compute_within(ix: OpenIndex, label: str) -> set[int]:
    wanted = try_parse_label(label)
    if wanted is None:
        return set()
    found = set()
    for docnum, shown in ix.shown.items():
        if shown.kind != "paragraph":
            continue
        got = try_parse_label(shown.label)
        if got is not None and got.is_within(wanted):
            found.add(docnum)
    return found


def _docnum(ix: OpenIndex, label: str) -> set[int]:
    return {d for d in _within(ix, label) if ix.shown[d].label == label}


def _cites_under(ix: OpenIndex, label: str, cited: frozenset[int]) -> bool:
    """Whether a cited paragraph lies above `label` (an Ending citing 57C, the question 57C2)."""
    wanted = try_parse_label(label)
    for docnum in cited:
        got = try_parse_label(ix.shown[docnum].label)
        if wanted is not None and got is not None and wanted.is_within(got):
            return True
    return False
