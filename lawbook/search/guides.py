"""Where the situation guides (situations.search_documents) stand among the ranked paragraphs.

A guide says what happens now in the situation a player describes; the paragraphs are the text it
rests on. So:
- a guide *describes* the query when it matches every concept of the query (Scorer.coverage) and
  its title and summary name the query better than any other guide's (_best_named: "rönons
  yaptım" names Rönons, "partner led out of turn" Lead out of turn through the vocabulary, "kart"
  none of the several about a card): that guide comes first; when no guide's title and summary
  do, the guide whose Endings' players' phrasings describe the query does, if the paths, the
  Endings' own scores and the first paragraphs agree on it (lawbook.search.borrowing.described_by_paths:
  "a card fell on the table during the auction" is Card exposed during the auction);
- any other guide keeps its own score scaled by OTHER_GUIDE, and no more than MAX_GUIDES guides
  are listed, so that a word every guide uses ("hakem", "kart") does not fill the page with them.
A citation jump is answered before anything is scored (lawbook.search.service), so no guide ever
stands before it.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from functools import partial

from .analysis import LANGS
from .query import Alternative, Concept, Plan
from .rank import Ranked, in_order
from .reader import OpenIndex
from .shown_hits import highlighter
from .snippets import WordIndex

KIND = "guide"
MAX_GUIDES = 2
OTHER_GUIDE = 0.5
# Just above the best other hit.
FIRST = 1.001
# The guides naming a concept, and those naming a query best, kept per index generation.
NAMINGS_KEPT = 4096


def place(
    ix: OpenIndex, plan: Plan, ranked: list[Ranked], coverage: dict[int, float], by_paths: int | None = None
) -> list[Ranked]:
    """`by_paths`: the guide whose paths describe the query (lawbook.search.borrowing.described_by_paths),
    which describes it when no guide's title and summary do."""
    among_guides = docnum_set(ix)
    guides = [r for r in ranked if r.docnum in among_guides]
    if not guides:
        return ranked
    others = [r for r in ranked if r.docnum not in among_guides]
    named = describing_guide(ix, plan, coverage)
    describing = next((g for g in guides if g.docnum == named), None)
    if named is None:
        # A path that holds every concept of the query names its guide by the players' own words,
        # not by chance, whatever the guide's whole text scores.
        describing = next((g for g in guides if g.docnum == by_paths), None)
    elif describing is not None and describing.score < guides[0].score * OTHER_GUIDE:
        # Named best by its title and summary, but scored far below another guide by the rest of
        # its text ("yanlış masada oynadık": Extraneous information's summary says "masa", Wrong
        # board's every way says the table is the wrong one): the words name it by chance, and the
        # guide scored best describes the query, if its own title or summary names the query at
        # all ("hakem": the one summary that says it scores far below Hesitation, whose title and
        # summary do not say it; then no guide describes the query).
        describing = guides[0] if _names(ix, plan, guides[0].docnum) else None
    kept = [Ranked(g.docnum, g.score * OTHER_GUIDE) for g in guides if g is not describing]
    if describing is not None:
        # Above every other hit, the other guides too: a guide scored twice the first paragraph
        # keeps more than it at OTHER_GUIDE, and stood above the guide that describes the query
        # (Cards from dummy above Dummy's rights for "as dummy I saw declarer not follow and
        # asked", the rights' Endings telling it; search86).
        best_other = max([r.score for r in kept] + [others[0].score if others else describing.score])
        kept.insert(0, Ranked(describing.docnum, best_other * FIRST))
    merged = others + kept[:MAX_GUIDES]
    return in_order(ix, merged)


def describing_guide(ix: OpenIndex, plan: Plan, coverage: dict[int, float]) -> int | None:
    """The guide that describes the query, if one does: of the guides named best, the one that
    matches every concept ("I revoked and noticed at the next trick": Revoke names "revoked",
    Premature play "next trick"; only Revoke holds every word).
    Kept per query for the query's next use (lawbook.search.borrowing asks first)."""
    best = ix.kept("best-named-guide", (plan.text, plan.concepts), partial(_best_named, ix, plan), NAMINGS_KEPT)
    # Of the guides named best, the one that matches every concept; of several, the one whose
    # title names the query (Revoke, not Premature play's summary); none when that still ties.
    covering = [docnum for docnum in best if coverage.get(docnum, 0.0) >= 1.0]
    if len(covering) > 1:
        covering = [docnum for docnum in covering if _title_names(ix, plan, docnum)]
    return covering[0] if len(covering) == 1 else None


def _best_named(ix: OpenIndex, plan: Plan) -> list[int]:
    """The guides whose title and summary name the query best (several when they tie).

    Each concept of the query that a guide's title or summary holds counts 1 / the number of
    guides holding it: "kart" is in several ("a card exposed or dropped", "a card exposed during
    the auction") and decides nothing, "düşürdüm" is in one; "sırasız konuştu" is Call out of
    rotation, which holds both words, not Lead out of turn, which holds one."""
    weights: dict[int, float] = defaultdict(float)
    for index, concept in enumerate(plan.concepts):
        phrased = _as_phrases(concept)
        # What names a concept depends on its alternatives alone, which come back in other
        # queries (at other places: the concept's span is no part of the key).
        key = phrased.alternatives
        named = ix.kept("guides-naming", key, partial(_naming_alone, ix, plan, index, phrased), NAMINGS_KEPT)
        naming = [docnum for docnum in _guides(ix) if docnum in named]
        for docnum in naming:
            weights[docnum] += 1 / len(naming)
    top = max(weights.values(), default=0.0)
    return [docnum for docnum, weight in weights.items() if weight == top]


def _naming_alone(ix: OpenIndex, plan: Plan, index: int, concept: Concept) -> set[int]:
    """_naming of the query's concept at `index` (as _as_phrases gives it): a plan of this concept
    alone, with its own text, since highlighters are kept by text; made only when the concept's
    naming is not kept already."""
    return _naming(ix, replace(plan, text=f"{plan.text}\x00{index}", concepts=(concept,)))


def _naming(ix: OpenIndex, plan: Plan) -> set[int]:
    """The guides _names() is true of, each language's words found through the guides' word
    index rather than by marking every title and summary."""
    found: set[int] = set()
    for lang in LANGS:
        light, index = highlighter(ix, plan, lang), _guide_words(ix, lang)
        found |= index.holding(light.words)
        # A phrase stands only in a text holding each of its words.
        holding_phrases = set[int]().union(
            *(set.intersection(*(index.holding(word) for word in phrase)) for phrase in light.phrases)
        )
        for docnum in holding_phrases - found:
            shown = ix.shown[docnum]
            texts = (shown.law_title.get(lang, ""), shown.heading.get(lang, ""))
            if any(light.finds_phrase(text) for text in texts if text):
                found.add(docnum)
    return found


def _guide_words(ix: OpenIndex, lang: str) -> WordIndex:
    """The words of the guides' titles and summaries in one language: once per index generation."""
    return ix.once(("guide-words", lang), lambda: WordIndex(_guide_texts(ix, lang), lang))


def _guide_texts(ix: OpenIndex, lang: str) -> dict[int, tuple[str, str]]:
    return {d: (ix.shown[d].law_title.get(lang, ""), ix.shown[d].heading.get(lang, "")) for d in _guides(ix)}


def _as_phrases(concept: Concept) -> Concept:
    """A vocabulary term typed in several words names a guide only whole: "led out of turn" is
    not named by the "out" of "Call out of rotation"."""
    if not any(_phrase_as_typed(alternative) for alternative in concept.alternatives):
        return concept  # the same alternatives: what replace() would make, equal to it
    alternatives = []
    for alternative in concept.alternatives:
        if _phrase_as_typed(alternative):
            alternatives += [replace(alternative, lang=lang) for lang in LANGS]
        else:
            alternatives.append(alternative)
    return replace(concept, alternatives=tuple(alternatives))


def _phrase_as_typed(alternative: Alternative) -> bool:
    return alternative.lang is None and alternative.whole and len(alternative.words) > 1


def _guides(ix: OpenIndex) -> list[int]:
    return ix.once("guide-docnums", lambda: [d for d, s in ix.shown.items() if s.kind == KIND])


def docnum_set(ix: OpenIndex) -> frozenset[int]:
    """The guides' docnums as a set, once per index generation: asked of every ranked document
    (place) and every scored one (lawbook.search.borrowing), query after query."""
    return ix.once("guide-docnum-set", lambda: frozenset(_guides(ix)))


def _names(ix: OpenIndex, plan: Plan, docnum: int, title_only: bool = False) -> bool:
    """A word of the query in the guide's title or summary (or its title alone), in either language."""
    shown = ix.shown[docnum]
    for lang in LANGS:
        light = highlighter(ix, plan, lang)
        texts = (
            (shown.law_title.get(lang, ""),)
            if title_only
            else (shown.law_title.get(lang, ""), shown.heading.get(lang, ""))
        )
        for text in texts:
            if text and light.finds(text):
                return True
    return False


def _title_names(ix: OpenIndex, plan: Plan, docnum: int) -> bool:
    return any(
        _names(ix, replace(plan, text=f"{plan.text}\x00{index}", concepts=(_as_phrases(concept),)), docnum, True)
        for index, concept in enumerate(plan.concepts)
    )
