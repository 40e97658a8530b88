"""Scoring the documents of the index against a query plan.

Each word of a concept is looked up three ways in every part (title, context, heading, body) of
both languages: its exact folded form, its stems (the spellings the text uses for a word typed
without diacritics are stemmed too: "cezali" -> "cezalı" -> "cezal"), and words that begin with its
stem ("rönonsun" -> "röno" -> "rönons", "rönonsa"). Whoosh's BM25F scores each term; the weights
below combine them. A document's score sums its concepts' scores, scaled by the share of concepts
it matches and raised when query words stand next to each other in it as typed.

Weights are a dataclass so the benchmark can measure other combinations (bench/search_quality.py).
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from whoosh.query import Phrase

from .analysis import LANGS, case_form, exact_form, stem_cased
from .documents import PARTS
from .query import STOPWORDS, Alternative, Concept, Plan
from .reader import OpenIndex

MAX_EXPANSIONS = 40


@dataclass(frozen=True)
class Weights:
    exact: float = 1.0
    stem: float = 0.6
    prefix: float = 0.35
    min_prefix: int = 4
    synonym: float = 0.8
    other_lang: float = 0.5
    title: float = 3.0
    context: float = 1.0
    heading: float = 2.0
    body: float = 1.0
    coverage_power: float = 2.0
    phrase: float = 0.5
    definition: float = 1.0
    footnote: float = 0.5

    def part(self, name: str) -> float:
        return getattr(self, name)


@dataclass
class Scored:
    docnum: int
    score: float = 0.0
    by_lang: dict[str, float] = field(default_factory=lambda: dict.fromkeys(LANGS, 0.0))
    concepts: int = 0  # how many of the query's concepts it matches


def stems(ix: OpenIndex, word: str, lang: str) -> list[str]:
    """Stems of a typed word; of the text's own spellings when it was typed without them."""
    spellings = ix.surfaces.get(exact_form(word, lang), [])[:3] if lang == "tr" else []
    cased = case_form(word, lang)
    if cased not in spellings:
        spellings = [cased, *spellings]
    return list(dict.fromkeys(stem_cased(s, lang) for s in spellings))


# docnum -> [score per language, in LANGS order]
Scores = dict[int, list[float]]


class Scorer:
    def __init__(self, ix: OpenIndex, lang: str, weights: Weights):
        self.ix = ix
        self.searcher = ix.searcher
        self.reader = ix.searcher.reader()
        self.lang = lang
        self.weights = weights

    # --- terms ---------------------------------------------------------------------------------

    def _add_postings(self, field_name: str, term: str, weight: float, lang_index: int, into: Scores) -> None:
        if not term or (field_name, term) not in self.reader:
            return
        matcher = self.searcher.postings(field_name, term)
        while matcher.is_active():
            into.setdefault(matcher.id(), [0.0, 0.0])[lang_index] += weight * matcher.score()
            matcher.next()

    def _expand(self, field_name: str, prefix: str) -> list[str]:
        key = ("prefix", field_name, prefix)
        cached = self.ix.cache.get(key)
        if cached is None:
            cached = []
            for raw in self.reader.expand_prefix(field_name, prefix):
                cached.append(raw.decode("utf-8") if isinstance(raw, bytes) else raw)
                if len(cached) >= MAX_EXPANSIONS:
                    break
            self.ix.cache[key] = cached
        return cached

    def stems(self, word: str, lang: str) -> list[str]:
        return stems(self.ix, word, lang)

    def word_scores(self, word: str, lang: str, weight: float) -> Scores:
        w, scores = self.weights, {}
        index = LANGS.index(lang)
        exact = exact_form(word, lang)
        stems = self.stems(word, lang)
        prefixes = {s for s in stems if len(s) >= w.min_prefix} or ({exact} if len(exact) >= w.min_prefix else set())
        for part in PARTS:
            part_weight = weight * w.part(part)
            exact_field, stem_field = f"{part}_{lang}_x", f"{part}_{lang}_s"
            if w.exact:
                self._add_postings(exact_field, exact, part_weight * w.exact, index, scores)
            if w.stem:
                for stem in stems:
                    self._add_postings(stem_field, stem, part_weight * w.stem, index, scores)
            if w.prefix:
                expanded = {t for p in prefixes for t in self._expand(exact_field, p)} - {exact}
                for term in expanded:
                    self._add_postings(exact_field, term, part_weight * w.prefix, index, scores)
        return scores

    # --- concepts ------------------------------------------------------------------------------

    def alternative_scores(self, alternative: Alternative) -> Scores:
        weight = self.weights.synonym if alternative.synonym else 1.0
        langs = LANGS if alternative.lang is None else (alternative.lang,)
        content = [w for w in alternative.words if exact_form(w) not in STOPWORDS] or list(alternative.words)
        per_word: list[Scores] = []
        for word in content:
            merged: Scores = {}
            for lang in langs:
                lang_weight = weight * (1.0 if lang == self.lang else self.weights.other_lang)
                for doc, values in self.word_scores(word, lang, lang_weight).items():
                    slot = merged.setdefault(doc, [0.0, 0.0])
                    slot[0] += values[0]
                    slot[1] += values[1]
            per_word.append(merged)
        return _all_words(per_word, self.weights.coverage_power)

    def concept_scores(self, concept: Concept) -> Scores:
        """The best alternative of the concept, per document."""
        best: Scores = {}
        for alternative in concept.alternatives:
            for doc, values in self.alternative_scores(alternative).items():
                if doc not in best or sum(values) > sum(best[doc]):
                    best[doc] = values
        return best

    # --- phrases -------------------------------------------------------------------------------

    def phrase_docs(self, plan: Plan) -> dict[int, float]:
        """Per document, the share of the query's adjacent word pairs found next to each other."""
        pairs = [
            (a.text, b.text)
            for a, b in zip(plan.words, plan.words[1:])
            if not (a.exact in STOPWORDS and b.exact in STOPWORDS)
        ]
        found: dict[int, float] = defaultdict(float)
        context = self.searcher.boolean_context()
        for first, second in pairs:
            docs: set[int] = set()
            for lang in LANGS:
                exact = [exact_form(first, lang), exact_form(second, lang)]
                stems = [self.stems(first, lang)[0], self.stems(second, lang)[0]]
                for part in PARTS:
                    for suffix, terms in (("x", exact), ("s", stems)):
                        field_name = f"{part}_{lang}_{suffix}"
                        if all((field_name, t) in self.reader for t in terms):
                            docs.update(Phrase(field_name, terms).matcher(self.searcher, context).all_ids())
            for doc in docs:
                found[doc] += 1 / len(pairs)
        return found

    # --- documents -----------------------------------------------------------------------------

    def score(self, plan: Plan) -> list[Scored]:
        results: dict[int, Scored] = {}
        for concept in plan.concepts:
            for doc, values in self.concept_scores(concept).items():
                scored = results.setdefault(doc, Scored(doc))
                scored.concepts += 1
                for lang, value in zip(LANGS, values):
                    scored.by_lang[lang] += value
        phrases = self.phrase_docs(plan) if self.weights.phrase else {}
        total = len(plan.concepts)
        for scored in results.values():
            factor = (scored.concepts / total) ** self.weights.coverage_power
            factor *= 1 + self.weights.phrase * phrases.get(scored.docnum, 0.0)
            factor *= self._kind_factor(scored.docnum)
            scored.by_lang = {lang: value * factor for lang, value in scored.by_lang.items()}
            scored.score = sum(scored.by_lang.values())
        return sorted(results.values(), key=lambda s: -s.score)

    def _kind_factor(self, docnum: int) -> float:
        kind = self.ix.shown[docnum].kind
        if kind == "definition":
            return self.weights.definition
        if kind == "footnote":
            return self.weights.footnote
        return 1.0


def _all_words(per_word: list[Scores], power: float) -> Scores:
    """Sum over the words of an alternative, scaled by the share of its words a document has."""
    if len(per_word) == 1:
        return per_word[0]
    counts: dict[int, int] = defaultdict(int)
    sums: Scores = {}
    for scores in per_word:
        for doc, values in scores.items():
            counts[doc] += 1
            slot = sums.setdefault(doc, [0.0, 0.0])
            slot[0] += values[0]
            slot[1] += values[1]
    n = len(per_word)
    return {doc: [v * (counts[doc] / n) ** power for v in values] for doc, values in sums.items()}
