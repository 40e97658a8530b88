"""Scoring the documents of the index against a query plan.

Each word of a concept is looked up three ways, in both languages:
- its exact folded form ("RÖNONSUN" -> "rononsun");
- its stems, and when it was typed without diacritics the stems of the spellings the text uses
  for it ("cezali" -> "cezalı" -> "cezal"), since the stemmer needs the letters;
- the words beginning with its stem (in Turkish, the stem's verb root), which catch what the rough
  snowball stemmer misses ("kartı" -> "kar", but "kart" begins "kartı"; "rönonsun" -> "röno" ->
  "rönons", "rönonsa"). Vocabulary terms are written out in full and skip this one.
Each term's BM25F score comes from Whoosh, the parts of a document weighted
(lawbook.search.termtable); the weights below combine the three ways. A document's score sums its
concepts' scores, scaled by the share of the concepts it matches, and raised when words typed side
by side stand side by side in it, more when the whole query does (a phrase copied from the book).
For a query of several concepts, a definition is scaled by the share of them its term names
(lawbook.search.naming): it says what a term means, not what happens in a situation.

Weights are a dataclass so that bench/search_quality.py can measure other combinations.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import partial
from itertools import pairwise
from operator import attrgetter

import numpy as np

from .analysis import LANGS, case_form, exact_form, stem_cased, verb_root
from .forms import short_forms, verb_forms
from .naming import ConceptTerms, Term, definition_docnums, named_shares
from .paths import GuidePath
from .query import QUESTION_WORDS, STOPWORDS, Alternative, Concept, Plan
from .reader import OpenIndex
from .story_words.deal_words import DECK_LAWS
from .termtable import view_name

MAX_EXPANSIONS = 40
WORDS_KEPT = 4096
# Typed words' stems kept per index generation (the most recently used).
STEMS_KEPT = 16384
# Phrases are checked in the best documents only: enough to reorder the first pages.
PHRASE_CANDIDATES = 100
MIN_WHOLE_PHRASE = 3  # words; two adjacent words are a pair, counted as such
# Phrases (adjacent pairs, whole queries) kept per index generation with the documents judged
# and those holding them: a query has a dozen at most; each costs a few kB (two sets).
PHRASES_KEPT = 1024

Scores = dict[int, float]  # docnum -> score
_SCORE = attrgetter("score")
# Words of a vocabulary term that count only inside it.
_NOT_CONTENT = STOPWORDS | QUESTION_WORDS


@dataclass(frozen=True)
class Weights:
    exact: float = 1.0
    stem: float = 0.6
    prefix: float = 0.35
    # The text's forms of the verb a typed word conjugates ("uymadım" -> "uymadığı"): lawbook.search.forms.
    verb: float = 0.5
    min_prefix: int = 4
    synonym: float = 0.8
    # A vocabulary group's broader term ("call" for a typed "bid"), on top of `synonym` (search96).
    broader: float = 0.7
    other_lang: float = 0.5
    coverage_power: float = 2.0
    phrase: float = 0.75
    whole_phrase: float = 1.0
    definition: float = 1.0
    footnote: float = 0.5
    # Each further hit from a Law already listed is scaled by this, once per earlier hit.
    diversity: float = 0.5
    # The share of its score a hit lends to the paragraph a "bkz. Yasa X" beside the query's
    # words cites (lawbook.search.lending).
    lend: float = 0.25
    # How much a paragraph of a situation guide's path that describes the query is raised, as a
    # share of its own score (lawbook.search.borrowing) ...
    path: float = 1.0
    # ... and a paragraph of the guide that describes the query, less.
    guide_paragraphs: float = 0.5
    # The share of the best guide's score its best paths lend their paragraphs, found by the
    # query or not (lawbook.search.bridges). Was 0.2 while the share went by the paragraph's place
    # in the Ending's list alone; half by the query's own match of it (bridges.OWN), 0.35.
    bridge: float = 0.35
    # For a query of several concepts, a definition's score is scaled by the share of them its
    # term names, raised to this power (lawbook.search.naming): a definition answers "what is X".
    definition_term: float = 1.0


@dataclass(slots=True)
class Scored:
    docnum: int
    score: float
    # A paragraph the chosen Ending of a guide lends to (lawbook.search.bridges): one of the answers
    # the story's situation names, which the Ending's other paragraphs do not crowd out in the Law
    # diversity (lawbook.search.rank).
    lent: bool = False


@dataclass(frozen=True)
class ConceptScores:
    """A concept's kept answer (Scorer.concept_scores): per document, the best of its alternatives'
    scores; the terms looked up per alternative; its typed words nothing matched. The scores also
    as two arrays in the dict's order, docnums and scores, which a query sums with numpy."""

    best: Scores
    terms: tuple
    unmatched: frozenset[str]
    docs: np.ndarray = field(init=False, repr=False, compare=False)
    values: np.ndarray = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        object.__setattr__(self, "docs", np.fromiter(self.best.keys(), dtype=np.intp, count=len(self.best)))
        object.__setattr__(self, "values", np.fromiter(self.best.values(), dtype=float, count=len(self.best)))


def stems(ix: OpenIndex, word: str, lang: str) -> tuple[str, ...]:
    """Stems of a typed word, and of the text's own spellings of it when typed without diacritics.
    Kept per index generation (the spellings are the index's): scoring, phrases and highlighting
    each ask it of every typed word."""
    return ix.kept("stems", (word, lang), partial(_stems, ix, word, lang), STEMS_KEPT)


def _stems(ix: OpenIndex, word: str, lang: str) -> tuple[str, ...]:
    spellings = ix.surfaces.get(exact_form(word, lang), [])[:3] if lang == "tr" else []
    cased = case_form(word, lang)
    if cased not in spellings:
        spellings = [cased, *spellings]
    return tuple(dict.fromkeys(stem_cased(s, lang) for s in spellings))


def prefixes_of(word_stems: Iterable[str], exact: str, lang: str, min_length: int) -> set[str]:
    """What the words matched by prefix begin with: the stems (in Turkish, their verb roots)."""
    roots = {verb_root(s) if lang == "tr" else s for s in word_stems}
    found = {r for r in roots if len(r) >= min_length}
    if not found and len(exact) >= min_length:
        found = {exact}
    return found


def _add(into: Scores, postings: Scores, weight: float) -> None:
    get = into.get
    for doc, score in postings.items():
        into[doc] = get(doc, 0.0) + weight * score


# The fewest concepts of a query for which a paragraph's lead-in completes one it lacks
# (_completed_by_lead_ins): of two, a completed concept doubles the share, and each option of a
# list (54A-54E under "When an opening lead out of turn is faced ...: Also:") came before Law 56
# for "partner led out of turn".
LEAD_IN_MIN_CONCEPTS = 3
# The documents whose lead-in holds a concept, kept per generation by the concept's terms.
LEAD_INS_KEPT = 4096
# A lead-in is a condition ("If declarer designates a rank but not a suit:"): its connectives say
# nothing of the situation, so they complete no concept ("declarer led from his hand but dummy had
# won the trick" is Law 55, not 46B3(a) completed by its lead-in's "but"). Folded forms.
LEAD_IN_CONNECTIVES = frozenset(
    {"but", "not", "unless", "except", "if", "when", "ama", "fakat", "ancak", "degil", "eger"}
)


class Scorer:
    def __init__(self, ix: OpenIndex, lang: str, weights: Weights):
        """`lang`: the language the query is read in (Plan.lang), whose matches weigh whole and the
        other language's `other_lang`; not the page's, which decides only how a hit is shown."""
        self.ix = ix
        self.terms = ix.terms
        self.lang = lang
        self.weights = weights
        self.unmatched: set[str] = set()  # folded typed words no document matched
        self.coverage: dict[int, float] = {}  # docnum -> share of the query's concepts it matches
        # docnum -> share of the query's concepts a definition's term names (lawbook.search.naming),
        # for a query of several concepts
        self.named: dict[int, float] = {}
        self._concept_count = 0
        # The documents holding every typed word in order: the query is a phrase copied from them.
        self.whole: set[int] = set()
        # Per concept of the plan, per alternative, per word: the terms looked up for it.
        self.concept_terms: list[ConceptTerms] = []
        self._word_terms: frozenset[Term] = frozenset()
        # The guides' paths that describe these concepts (lawbook.search.borrowing.describing),
        # worked out once a query: borrow() and described_by_paths() both ask it.
        self.described: list[tuple[GuidePath, float]] | None = None
        # Per Ending, its score for these concepts (lawbook.search.endings.scores), worked out once
        # a query: lawbook.search.bridges and described_by_paths() both ask it.
        self.told: dict[int, float] | None = None
        # Per concept of the plan, how many documents it matches (lawbook.search.cited_sentences
        # weighs a rare concept more).
        self.matched_counts: list[int] = []
        # Per concept of the plan, its kept answer (concept_scores) and its terms, for what a later
        # step asks of one document (holds).
        self.per_concept: list[tuple[ConceptScores, ConceptTerms]] = []
        self._completing: list[frozenset[int]] | None = None  # per concept, the lead-ins' holders

    def lookups(self, word: str, lang: str, by_prefix: bool = True) -> list[tuple[str, str, float]]:
        """(view, term, weight) for every way the word matches, before the language's weight."""
        w = self.weights
        exact_view, stem_view = view_name(lang, "x"), view_name(lang, "s")
        exact = exact_form(word, lang)
        word_stems = stems(self.ix, word, lang)
        found = []
        if w.exact:
            found.append((exact_view, exact, w.exact))
        short = short_forms(self.ix, word) if lang == "tr" else frozenset()
        if w.stem:
            # A short word's stem is too short ("yerine" stems to "yer"): its forms stand for it.
            found += [(exact_view, form, w.stem) for form in sorted(short)]
            if not short:
                found += [(stem_view, stem, w.stem) for stem in word_stems]
        if w.prefix and by_prefix:
            prefixes = prefixes_of(word_stems, exact, lang, w.min_prefix)
            expanded = {t for p in prefixes for t in self.terms.expand(exact_view, p, MAX_EXPANSIONS)}
            if lang == "tr" and w.verb:
                verbs = verb_forms(self.ix, word) - expanded
                found += [(exact_view, t, w.verb) for t in sorted(verbs - {exact})]
            found += [(exact_view, t, w.prefix) for t in expanded - {exact}]
        return found

    def word_scores(self, word: str, lang: str, by_prefix: bool = True) -> Scores:
        """The scores of one word; kept for later queries too, as common words come back often."""
        # Keyed on the word with its diacritics: "once" and "önce" fold alike but stem and
        # expand differently (stems, short_forms, verb_forms), so a folded key let whichever came
        # first answer for both, and an answer depended on the queries searched before it.
        key = (case_form(word, lang), lang, by_prefix, self.weights)
        scores, terms = self.ix.kept("word-scores", key, lambda: self._word_scores(word, lang, by_prefix), WORDS_KEPT)
        self._word_terms |= terms
        return scores

    def _word_scores(self, word: str, lang: str, by_prefix: bool) -> tuple[Scores, frozenset[Term]]:
        scores: Scores = {}
        found = self.lookups(word, lang, by_prefix)
        for view, term, weight in found:
            postings = self.terms.postings(view, term)
            if term.isdigit():
                postings = self._not_cited(view, term, postings)
            _add(scores, postings, weight)
        return scores, frozenset((view, term) for view, term, _ in found)

    def _not_cited(self, view: str, number: str, postings: Scores) -> Scores:
        """A number's postings without the documents where it only numbers a Law cited ("bkz.
        Yasa 14", "see Law 14"): a number typed among words is a player's count ("elde 14 kart
        var", "13 cards"), not a Law, which the query reads as a citation only when typed as one
        (query.citation). Footnote 2 ("elde 13'ten fazla kart ... bkz Yasa 14") came first for
        "elde 14 kart var" by its "14" alone (search74)."""
        law_positions = self.ix.once(("law-word-positions", view), partial(_law_word_positions, self.terms, view))
        positions = self.terms.positions(view, number)
        kept: Scores = {}
        for doc, score in postings.items():
            after_law = law_positions.get(doc, frozenset())
            if any(p - 1 not in after_law for p in positions.get(doc, ())):
                kept[doc] = score
        return kept

    def alternative_scores(self, alternative: Alternative) -> Scores:
        weight = self.weights.synonym if alternative.synonym else 1.0
        if alternative.broader:
            weight *= self.weights.broader
        langs = LANGS if alternative.lang is None else (alternative.lang,)
        content = [w for w in alternative.words if exact_form(w) not in _NOT_CONTENT] or list(alternative.words)
        per_word: list[Scores] = []
        word_terms: list[frozenset[Term]] = []
        for word in content:
            merged, terms = self._merged_word_scores(word, langs, weight, alternative.lang is None)
            if not merged and alternative.lang is None:
                self.unmatched.add(exact_form(word))
            per_word.append(merged)
            word_terms.append(terms)
        self.concept_terms[-1].append(word_terms)
        if alternative.lang is not None:
            # A vocabulary term counts only whole: "play" alone is not "play out of turn".
            return _every_word(per_word)
        if alternative.whole:
            # ... and as typed, a part of it counts little: "call" alone is not "director be
            # called", though "atak" alone still names Atak for "sırasız atak".
            return _all_words(per_word, self.weights.coverage_power * 2)
        return _all_words(per_word, self.weights.coverage_power)

    def _merged_word_scores(
        self, word: str, langs: tuple[str, ...], weight: float, by_prefix: bool
    ) -> tuple[Scores, frozenset[Term]]:
        """A word's scores in the languages searched, each language weighted, and the terms looked
        up for it; kept per index generation like word_scores (the answer is shared: not to be
        changed)."""
        key = (langs, tuple(case_form(word, lang) for lang in langs), weight, by_prefix, self.lang, self.weights)
        compute = partial(self._merge_word_scores, word, langs, weight, by_prefix)
        return self.ix.kept("merged-word-scores", key, compute, WORDS_KEPT)

    def _merge_word_scores(
        self, word: str, langs: tuple[str, ...], weight: float, by_prefix: bool
    ) -> tuple[Scores, frozenset[Term]]:
        merged: Scores = {}
        self._word_terms = frozenset()
        for lang in langs:
            lang_weight = weight * (1.0 if lang == self.lang else self.weights.other_lang)
            # A vocabulary term is written out in full: stems cover its inflections, and
            # prefixes would turn "uymamak" (fail to follow) into "uymak" (follow).
            _add(merged, self.word_scores(word, lang, by_prefix=by_prefix), lang_weight)
        return merged, self._word_terms

    def concept_scores(self, concept: Concept) -> ConceptScores:
        """Per document, the best of the concept's alternatives. Kept per index generation (a
        concept, "kart" or a vocabulary group, comes back in query after query), with the terms
        looked up for it and its words nothing matched; the answer is shared, not to be changed."""
        key = (concept.alternatives, concept.scene, self.lang, self.weights)
        compute = partial(self._concept_scores, concept)
        found = self.ix.kept("concept-scores", key, compute, WORDS_KEPT)
        self.concept_terms.append(list(found.terms))
        self.unmatched |= found.unmatched
        if found.best:
            # "direktör" is not in the text but its synonym "hakem" is: nothing to correct.
            self.unmatched -= {exact_form(w) for a in concept.alternatives if a.lang is None for w in a.words}
        return found

    def _concept_scores(self, concept: Concept) -> ConceptScores:
        """The best scores, the terms looked up per alternative, the typed words nothing matched."""
        outer, self.unmatched = self.unmatched, set()
        best: Scores = {}
        self.concept_terms.append([])
        for alternative in concept.alternatives:
            for doc, score in self.alternative_scores(alternative).items():
                if score > best.get(doc, 0.0):
                    best[doc] = score
        unmatched, self.unmatched = self.unmatched, outer
        if concept.scene:
            # A story's seats, suits and ranks (lawbook.search.story_words.deal_words) are not what the Laws
            # about the deck and the boards answer. (The once-key lawbook.search.rank's too.)
            laws = self.ix.once("document-laws", lambda: {d: shown.law for d, shown in self.ix.shown.items()})
            best = {doc: score for doc, score in best.items() if laws.get(doc) not in DECK_LAWS}
        return ConceptScores(best, tuple(self.concept_terms.pop()), frozenset(unmatched))

    def score(self, plan: Plan) -> list[Scored]:
        per_concept = [self.concept_scores(concept) for concept in plan.concepts]
        self._completing = None
        self.per_concept = list(
            zip(per_concept, self.concept_terms[len(self.concept_terms) - len(per_concept) :], strict=True)
        )
        self.matched_counts = [len(found.best) for found in per_concept]
        n = len(plan.concepts) or 1
        self._concept_count = n
        factors = self._kind_factors()
        # The factor of a document matching `count` of the n concepts, for each count.
        shares = [(count / n) ** self.weights.coverage_power for count in range(n + 1)]
        if not per_concept:
            self.coverage = {}
            return []
        if len(per_concept) == 1:
            # One concept: its kept scores are the totals, every document matches it.
            found = per_concept[0]
            self.coverage = dict.fromkeys(found.best, 1 / n)
            docs, totals = found.docs, found.values * shares[1] * factors[found.docs]
        else:
            docs, totals, matched = _summed(per_concept, len(factors))
            self.coverage = dict(zip(docs.tolist(), (matched[docs] / n).tolist(), strict=True))
            for doc, count in self._completed_by_lead_ins([c.best for c in per_concept], matched).items():
                matched[doc] += count
            totals = totals[docs] * np.array(shares)[matched[docs]] * factors[docs]
        # Best first; equal scores in the order the documents first appear (a stable sort).
        order = np.argsort(-totals, kind="stable")
        ranked = list(map(Scored, docs[order].tolist(), totals[order].tolist()))
        if self.weights.definition_term and n > 1:
            self._apply_definition_terms(ranked)
        if (self.weights.phrase or self.weights.whole_phrase) and len(plan.asked) > 1:
            self._apply_phrases(plan, ranked)
        return ranked

    def _completed_by_lead_ins(self, per_concept: list[Scores], matched: np.ndarray) -> Counter[int]:
        """Per paragraph the query matches, the concepts it lacks that the sentence it completes
        holds (termtable.lead_in_terms): "deklaran yerden ufak dedi" is 46B1(c)'s "If he calls
        'low'" for a designation from dummy by declarer, which 46B's lead-in says. They count in
        its share of the concepts only, not in its score (the lead-in's words are its parent's),
        nor in `coverage` (what the paths and the guides read). `matched`: per docnum, how many
        concepts it matches."""
        completed: Counter[int] = Counter()
        n = len(per_concept)
        if n < LEAD_IN_MIN_CONCEPTS:
            return completed
        holding = self.terms.lead_in_holding
        for scores, alternatives in zip(per_concept, self.concept_terms, strict=True):
            for doc in _lead_in_holders(self.ix, holding, alternatives):
                if matched[doc] and doc not in scores and matched[doc] + completed[doc] < n:
                    completed[doc] += 1
        return completed

    def holds(self, docnum: int) -> frozenset[int]:
        """The plan's concepts (by index) the document matches: in its own parts, or, as the share of
        the concepts counts them (_completed_by_lead_ins), in the sentence it completes."""
        if self._completing is None:
            holding = self.terms.lead_in_holding
            with_lead_ins = len(self.per_concept) >= LEAD_IN_MIN_CONCEPTS
            self._completing = [
                _lead_in_holders(self.ix, holding, alternatives) if with_lead_ins else frozenset()
                for _concept, alternatives in self.per_concept
            ]
        return frozenset(
            index
            for index, ((concept, _alternatives), completing) in enumerate(
                zip(self.per_concept, self._completing, strict=True)
            )
            if docnum in concept.best or docnum in completing
        )

    def _apply_definition_terms(self, ranked: list[Scored]) -> None:
        """Scale the definitions by the share of the concepts their term names (lawbook.search.naming)."""
        top = ranked[:PHRASE_CANDIDATES]
        among_definitions = definition_docnums(self.ix)
        definitions = {s.docnum for s in top if s.docnum in among_definitions}
        if not definitions:
            return
        shares = self.named = named_shares(self.ix, self.concept_terms, definitions)
        floor = 0.5 / len(self.concept_terms)
        for scored in top:
            if scored.docnum in definitions:
                scored.score *= max(shares[scored.docnum], floor) ** self.weights.definition_term
        _by_score(ranked)

    def names_the_query(self, docnum: int) -> bool:
        """Whether a definition's term names every concept of the query ("cezalı kart", "revoke"):
        the definition answers it, and is shown as a card above the results. For "yer rönons yaptı"
        neither "Yer" nor "Rönons" does; they keep their rank among the results."""
        return self._concept_count <= 1 or self.named.get(docnum, 0.0) >= 1.0

    # --- phrases -------------------------------------------------------------------------------

    def _apply_phrases(self, plan: Plan, ranked: list[Scored]) -> None:
        top = ranked[:PHRASE_CANDIDATES]
        candidates = {s.docnum for s in top}
        shares = self.phrase_shares(plan, candidates)
        # A phrase pasted from the book is whole with its every word, "sonra" and "ne" too.
        whole = self.whole = self.whole_phrase(plan, candidates) if len(plan.words) >= MIN_WHOLE_PHRASE else set()
        for scored in top:
            scored.score *= 1 + self.weights.phrase * shares.get(scored.docnum, 0.0)
            if scored.docnum in whole:
                scored.score *= 1 + self.weights.whole_phrase
        _by_score(ranked)

    def whole_phrase(self, plan: Plan, candidates: set[int]) -> set[int]:
        """The candidates holding every typed word in the order typed, one after the other: a
        phrase copied from the text."""
        return self._in_order(tuple(w.text for w in plan.words), candidates)

    def _in_order(self, typed: tuple[str, ...], wanted: set[int]) -> set[int]:
        """The wanted documents holding the typed words one after the other, by their exact forms
        or their stems, in either language.

        Each document's answer is kept per index generation with the phrase (the phrases of a
        query come back with it, and mostly with the same best documents): the documents judged
        so far and those of them holding it. Only the documents not judged yet are looked at,
        so a kept phrase costs two set operations. A pair is looked up in the index's adjacent
        pairs instead (termtable.adjacent_pairs)."""
        if len(typed) == 2:
            return wanted & self.ix.kept("side-by-side", typed, partial(self._side_by_side, *typed), PHRASES_KEPT)
        judged, holding = self.ix.kept("phrases", typed, _unjudged, PHRASES_KEPT)
        todo = wanted - judged
        if todo:
            for lang in LANGS:
                for mode in ("x", "s"):
                    forms = [exact_form(w, lang) if mode == "x" else stems(self.ix, w, lang)[0] for w in typed]
                    holding |= self._holding(view_name(lang, mode), forms, todo - holding)
            judged |= todo
        return wanted & holding

    def _side_by_side(self, first: str, second: str) -> set[int]:
        """Every document holding the two typed words one after the other, by their exact forms
        or their stems, in either language (kept per pair by _in_order: shared, not to be
        changed)."""
        found: set[int] = set()
        for lang in LANGS:
            for mode in ("x", "s"):
                if mode == "x":
                    pair = (exact_form(first, lang), exact_form(second, lang))
                else:
                    pair = (stems(self.ix, first, lang)[0], stems(self.ix, second, lang)[0])
                found.update(self.terms.side_by_side(view_name(lang, mode), pair))
        return found

    def _holding(self, view: str, forms: list[str], among: set[int]) -> set[int]:
        """Those of the documents `among` holding the terms `forms` of the view one after the other."""
        first, *others = [self.terms.positions(view, form) for form in forms]
        found = set()
        holding_all = first.keys() & among  # a view and a set: the smaller is walked
        for positions in others:
            if not holding_all:
                break
            holding_all = positions.keys() & holding_all
        for doc in holding_all:
            starts = set(first[doc])
            for offset, positions in enumerate(others, 1):
                starts &= {p - offset for p in positions[doc]}
            if starts:
                found.add(doc)
        return found

    def phrase_shares(self, plan: Plan, candidates: set[int]) -> dict[int, float]:
        """Per candidate, the share of the query's adjacent word pairs found side by side."""
        # Question words are left out: "ne olur" is no phrase of "ne olursa olsun", and "hakem ne
        # zaman çağrılmalı" pairs "hakem çağrılmalı".
        asked = plan.asked
        pairs = [(a.text, b.text) for a, b in pairwise(asked) if not (a.stop and b.stop)]
        shares: dict[int, float] = defaultdict(float)
        for pair in pairs:
            for doc in self._in_order(pair, candidates):
                shares[doc] += 1 / len(pairs)
        return shares

    def _kind_factors(self) -> np.ndarray:
        """_kind_factor of every document, by docnum, once per index generation and weights."""
        key = ("kind-factors", self.weights.definition, self.weights.footnote)
        return self.ix.once(key, self._kind_factor_array)

    def _kind_factor_array(self) -> np.ndarray:
        factors = np.ones(max(self.ix.shown, default=-1) + 1)
        for docnum in self.ix.shown:
            factors[docnum] = self._kind_factor(docnum)
        return factors

    def _kind_factor(self, docnum: int) -> float:
        kind = self.ix.shown[docnum].kind
        if kind == "definition":
            return self.weights.definition
        if kind == "footnote":
            return self.weights.footnote
        return 1.0


# The words that cite a Law before its number, folded: "Yasa 14", "Yasası 14", "Yasalar 14", "Law 14".
_LAW_WORDS = frozenset({"yasa", "yasasi", "yasalar", "yasalari", "yasaya", "law", "laws"})


def _law_word_positions(terms, view: str) -> dict[int, frozenset[int]]:
    """Per document, the positions of the words that cite a Law (_LAW_WORDS) in `view`."""
    found: dict[int, set[int]] = defaultdict(set)
    for word in _LAW_WORDS:
        for doc, positions in terms.positions(view, word).items():
            found[doc].update(positions)
    return {doc: frozenset(positions) for doc, positions in found.items()}


def _lead_in_holders(ix: OpenIndex, holding: dict, alternatives: ConceptTerms) -> frozenset[int]:
    """The documents whose lead-in (the sentence they complete) holds a concept, by one of its
    alternatives whole; none for a connective (LEAD_IN_CONNECTIVES). Of the concept's terms and the
    lead-ins alone, asked of every concept of a query of three or more at every run, so kept per
    generation (search122). Keyed on the lead-ins' table itself (its id, and the table kept with the
    answer so that the id is not another's): a test that takes the lead-ins away
    (`monkeypatch.setattr(ix.terms, "lead_in_holding", {})`) is not answered from the table before.
    Shared, not to be changed."""
    key = (id(holding), tuple(tuple(word_terms) for word_terms in alternatives))
    compute = partial(_with_holders, holding, alternatives)
    kept_holding, holders = ix.kept("lead-in-holders", key, compute, LEAD_INS_KEPT)
    return holders if kept_holding is holding else _holders(holding, alternatives)


def _with_holders(holding: dict, alternatives: ConceptTerms) -> tuple[dict, frozenset[int]]:
    return holding, _holders(holding, alternatives)


def _holders(holding: dict, alternatives: ConceptTerms) -> frozenset[int]:
    if _connective(alternatives):
        return frozenset()
    holders: set[int] = set()
    for alternative in alternatives:
        docs: set[int] | None = None
        for word in alternative:
            found = {doc for term in word for doc in holding.get(term, ())}
            docs = found if docs is None else docs & found
            if not docs:
                break
        if docs:
            holders |= docs
    return frozenset(holders)


def _unjudged() -> tuple[set[int], set[int]]:
    """A phrase's kept answer before any document was judged: (judged, holding it)."""
    return set(), set()


def _summed(per_concept: list[ConceptScores], size: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The documents matching a concept, in the order they first appear in the concepts' scores;
    by docnum (`size` of them), the sum of its concepts' scores (added in the concepts' order, as
    0.0 + the first, + the second ...: what adding them in a dict gave) and how many of them it
    matches."""
    docs = np.concatenate([c.docs for c in per_concept])
    totals = np.bincount(docs, weights=np.concatenate([c.values for c in per_concept]), minlength=size)
    matched = np.bincount(docs, minlength=size)
    unique, first = np.unique(docs, return_index=True)
    return unique[np.argsort(first)], totals, matched


def _by_score(ranked: list[Scored]) -> None:
    """Best first; equal scores keep their order (as sorting by -score did)."""
    ranked.sort(key=_SCORE, reverse=True)


def best_first(scored: Iterable[Scored]) -> list[Scored]:
    """A new list, best first; equal scores keep their order: sorted by -score, but on the
    attribute itself, in C, not by a lambda called for each of some 380 documents."""
    return sorted(scored, key=_SCORE, reverse=True)


def _every_word(per_word: list[Scores]) -> Scores:
    """Sum over the words of an alternative, for the documents that have every one of them."""
    ordered = sorted(per_word, key=len)
    docs = set(ordered[0]).intersection(*ordered[1:])
    return {doc: sum(scores[doc] for scores in per_word) for doc in docs}


def _all_words(per_word: list[Scores], power: float) -> Scores:
    """Sum over the words of an alternative, scaled by the share of its words a document has."""
    if len(per_word) == 1:
        return per_word[0]
    counts: dict[int, int] = defaultdict(int)
    sums: Scores = {}
    for scores in per_word:
        for doc in scores:
            counts[doc] += 1
        _add(sums, scores, 1.0)
    n = len(per_word)
    return {doc: total * (counts[doc] / n) ** power for doc, total in sums.items()}


def _connective(alternatives) -> bool:
    """Whether a concept is one of LEAD_IN_CONNECTIVES, as typed in either language."""
    return any(
        term in LEAD_IN_CONNECTIVES for alternative in alternatives for word in alternative for _view, term in word
    )
