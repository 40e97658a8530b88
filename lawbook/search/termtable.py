"""Every term's postings with their BM25F scores, computed once per index generation.

Scoring a posting through Whoosh's matchers costs several microseconds in pure Python; a query
with its vocabulary, stems and prefixes reads thousands of postings over sixteen fields, far
beyond the 10 ms a search may take. The collection is small and fixed between rebuilds, so when a
generation is built we score every term's postings once and fold the four parts of a document
(title, context, heading, body) into one *view* per language and analysis ("tr_x", "tr_s",
"en_x", "en_s"), each part's score weighted by PART_WEIGHTS. With them go the view's
*adjacent pairs*: each pair of terms standing one right after the other, with the documents where
they do, so that a query's two typed words side by side are four look-ups (Scorer._side_by_side),
not a comparison of positions document by document; and the terms of the situation guides'
paths (path_terms), by which lawbook.search.borrowing finds the paths that describe a query. The
result is kept in `terms.pickle` in the generation's folder; a serving process loads it once and
then only looks things up, and never writes it (it built the pairs at its first query of two
typed words, and the paths' terms at its first query a path may describe, each about 0.3 s that
one reader waited, in each web worker after each rebuild). The file is written and read by this
project only.

The table is built from the documents' own terms (lawbook/search/analysis.analyze_both), not read back
from a Whoosh index: reading back 100 000 postings through Whoosh's matchers was half of a
rebuild, and a rebuild under a championship weekend's load is what keeps a publication from
search (issue 27). The scores are Whoosh's BM25F to the last digit, its quantised field lengths
included (`whoosh_bm25f` below; test_termtable.py compares the two on the whole collection).
"""

from __future__ import annotations

import bisect
import pickle
from collections import Counter, defaultdict
from collections.abc import Iterator, Sequence
from math import log
from pathlib import Path
from typing import TYPE_CHECKING

from whoosh.scoring import BM25F, bm25
from whoosh.util.numeric import byte_to_length, length_to_byte

from lawbook.citations import find_citations
from lawbook.labels import try_parse_label

from .analysis import LANGS, analyze, analyze_both
from .documents import LEAD_IN, PARTS

if TYPE_CHECKING:
    from .documents import IndexDocument
    from .paths import GuidePath

TABLE_FILE = "terms.pickle"
MODES = ("x", "s")  # exact, stem
# How much a match in each part of a document counts (measured: bench/search_quality.py).
PART_WEIGHTS = {"title": 3.0, "context": 2.0, "heading": 2.0, "body": 1.0}
# Positions of the parts are kept apart in a view so that no phrase spans two parts.
PART_GAP = 100_000

Postings = dict[int, float]  # docnum -> score
Positions = dict[int, tuple[int, ...]]  # docnum -> positions
View = dict[str, tuple[Postings, Positions]]  # term -> its postings and positions
Pairs = dict[tuple[str, str], tuple[int, ...]]  # (term, the term right after it) -> docnums
PathTerms = dict[str, dict[str, dict[int, float]]]  # view -> term -> path's index -> occurrences (weighed)
# A sentence of an Ending that cites paragraphs: its terms (both views of its language) and the
# labels of the paragraphs it cites, as written (citing_sentences).
CitingSentence = tuple[frozenset[tuple[str, str]], tuple[str, ...]]
# Per path: its sentences of what happens now, then those of its options (GuidePath.now, .options).
PathCiting = tuple[tuple[CitingSentence, ...], tuple[CitingSentence, ...]]
# What a sentence of an Ending's "now" counts for in its path's terms when it only refers the reader
# to another Law for another case (is_aside): "If the repeated bid is not legal, the Law for that
# irregularity applies: ... for a bid by a player required to pass, Law 37". Its words tell what
# happens in that other case, not the situation the path describes, and counted in full they made
# the bid Ending describe "I passed when it was not my turn" ("pass", "not") better than the Ending
# for a pass out of rotation (Law 30), by 2.76 to 2.74 (search58, docs/benchmarks.md). At 0.5 the
# tuning sets are back to their figures before those sentences were written (fix57); at 0 a
# Turkish question of dev4 fell (a fifth card to a trick, whose Ending refers to Law 56).
ASIDE = 0.5
_EMPTY: dict = {}


def view_name(lang: str, mode: str) -> str:
    return f"{lang}_{mode}"


VIEWS = tuple(view_name(lang, mode) for lang in LANGS for mode in MODES)


class TermTable:
    def __init__(
        self,
        views: dict[str, View],
        pairs: dict[str, Pairs],
        paths: dict[str, PathTerms],
        lead_ins: dict[int, frozenset[tuple[str, str]]] | None = None,
        citing: tuple[PathCiting, ...] | None = None,
    ):
        self.views = views
        self.pairs = pairs  # per view, adjacent_pairs(): shared, not to be changed
        self.paths = paths  # path_terms(): shared, not to be changed
        self.lead_ins = lead_ins or {}  # lead_in_terms(): shared, not to be changed
        # citing_sentences(), per path's index; None for a table written without them (the reader
        # then reads the paths' sentences itself). Shared, not to be changed.
        self.citing = citing
        # The same, per (view, term): the documents whose lead-in holds it.
        self.lead_in_holding: dict[tuple[str, str], tuple[int, ...]] = _inverted(self.lead_ins)
        self._sorted = {name: sorted(terms) for name, terms in views.items()}

    def postings(self, view: str, term: str) -> Postings:
        entry = self.views.get(view, _EMPTY).get(term)
        return entry[0] if entry else _EMPTY

    def positions(self, view: str, term: str) -> Positions:
        entry = self.views.get(view, _EMPTY).get(term)
        return entry[1] if entry else _EMPTY

    def expand(self, view: str, prefix: str, limit: int) -> list[str]:
        """Terms of the view that begin with `prefix`, in order, at most `limit`."""
        terms = self._sorted.get(view, [])
        found: list[str] = []
        for i in range(bisect.bisect_left(terms, prefix), len(terms)):
            if not terms[i].startswith(prefix) or len(found) >= limit:
                break
            found.append(terms[i])
        return found

    def frequency(self, term: str, views: tuple[str, ...]) -> int:
        """In how many documents the term occurs, summed over the views."""
        return sum(len(self.postings(name, term)) for name in views)

    def terms(self, view: str) -> list[str]:
        return self._sorted.get(view, [])

    def side_by_side(self, view: str, pair: tuple[str, str]) -> tuple[int, ...]:
        """The documents where the view holds the pair's second term right after its first."""
        return self.pairs.get(view, _EMPTY).get(pair, ())


def build(folder: Path, documents: list[IndexDocument], paths: Sequence[GuidePath] = ()) -> TermTable:
    """Score every term of the documents and write the table, with each view's adjacent pairs
    and the paths' terms, into `folder`; the table written is returned (the indexer derives more
    from it: lawbook.search.forms.written).

    A document's number is its position in `documents`, as in the Whoosh index written beside; a
    path's number its position in `paths`, as in the index's metadata.
    """
    views: dict[str, View] = {name: {} for name in VIEWS}
    for lang in LANGS:
        for index, part in enumerate(PARTS):
            # Each view takes the parts in PARTS order: a term's positions stay sorted.
            analysed = [analyze_both(document.text[part][lang], lang) for document in documents]
            for m, mode in enumerate(MODES):
                _fold_in(Field.of([terms[m] for terms in analysed]), index, views[view_name(lang, mode)])
    pairs = {name: adjacent_pairs(view) for name, view in views.items()}
    paths_terms, lead_ins = path_terms(paths), lead_in_terms(documents)
    shared: dict[tuple[str, str], tuple[str, str]] = {}  # one (view, term) object a pair: see sentences_citing
    citing = tuple(citing_sentences(path, shared) for path in paths)
    with open(Path(folder) / TABLE_FILE, "wb") as out:
        # One dump: a pair's terms are the views' own strings, stored once and shared when loaded.
        stored = {"views": views, "pairs": pairs, "paths": paths_terms, "lead_ins": lead_ins, "citing": citing}
        pickle.dump(stored, out, protocol=pickle.HIGHEST_PROTOCOL)
    return TermTable(views, pairs, paths_terms, lead_ins, citing)


def citing_sentences(path: GuidePath, shared: dict | None = None) -> PathCiting:
    """The sentences of the Ending's "now" and of its options (one a line, in LANGS order) that cite
    a paragraph (a label below a Law's number), with their terms and the labels they cite in order:
    what lawbook.search.cited_sentences compares with a query's concepts. Worked out by the indexer
    (search122): finding the citations and analysing the sentences cost a reader some 1.7 ms per
    Ending at the first query that Ending was chosen for; the reader only finds the paragraphs of
    the labels in its generation."""
    shared = {} if shared is None else shared
    return sentences_citing(path.now, shared), sentences_citing(path.options, shared)


def sentences_citing(
    texts: dict[str, str], shared: dict[tuple[str, str], tuple[str, str]] | None = None
) -> tuple[CitingSentence, ...]:
    """The sentences of `texts` (lang -> one a line) that cite a paragraph, as citing_sentences
    keeps them. `shared`: each (view, term) pair met so far, so that a pair the sentences of many
    Endings hold is one object, pickled and loaded once (some 68 000 pairs of 6 800 distinct ones:
    3-4 MiB of each web worker's memory)."""
    shared = {} if shared is None else shared
    found = []
    for lang in LANGS:
        for sentence in texts.get(lang, "").split("\n"):
            labels = []
            for citation in find_citations(sentence, None, (), lang):
                label = try_parse_label(citation.target)
                if label is not None and label.depth:
                    labels.append(citation.target)
            if labels:
                pairs = ((view, term) for view, counts in view_counts(sentence, lang) for term in counts)
                terms = frozenset(shared.setdefault(pair, pair) for pair in pairs)
                found.append((terms, tuple(labels)))
    return tuple(found)


def _inverted(lead_ins: dict[int, frozenset[tuple[str, str]]]) -> dict[tuple[str, str], tuple[int, ...]]:
    holding: dict[tuple[str, str], list[int]] = {}
    for docnum, terms in lead_ins.items():
        for term in terms:
            holding.setdefault(term, []).append(docnum)
    return {term: tuple(docnums) for term, docnums in holding.items()}


def lead_in_terms(documents: list[IndexDocument]) -> dict[int, frozenset[tuple[str, str]]]:
    """Per document with a lead-in (documents.LEAD_IN: the sentences of its ancestors it completes),
    the (view, term) pairs of that text, in every view."""
    found: dict[int, frozenset[tuple[str, str]]] = {}
    for docnum, document in enumerate(documents):
        text = document.text.get(LEAD_IN)
        if not text or not any(text.values()):
            continue
        terms: set[tuple[str, str]] = set()
        for lang in LANGS:
            for mode, analysed in zip(MODES, analyze_both(text[lang], lang), strict=True):
                terms.update((view_name(lang, mode), term) for term in analysed)
        found[docnum] = frozenset(terms)
    return found


def path_terms(paths: Sequence[GuidePath]) -> dict[str, PathTerms]:
    """The terms of the paths' ways there ("way") and of what happens now ("now"), per view, each
    term with the paths that say it and how often (a sentence of "now" that only sends the reader
    on to another Law counting ASIDE: _now_terms)."""
    return {"way": _terms_of([path.way for path in paths]), "now": _now_terms(paths)}


def view_counts(text: str, lang: str) -> Iterator[tuple[str, Counter[str]]]:
    """Each view of `lang` ("tr_x", "tr_s" ...) with the text's terms counted as that view analyses them:
    what a guide's sentence adds to the paths' terms and what cited_sentences compares with a query."""
    for mode, analysis in (("x", "exact"), ("s", "stem")):
        yield view_name(lang, mode), Counter(analyze(text, lang, analysis))


def _now_terms(paths: Sequence[GuidePath]) -> PathTerms:
    """The terms of what happens now, each sentence's occurrences weighed: an aside ASIDE, the rest 1."""
    terms: PathTerms = {}
    for index, path in enumerate(paths):
        referred = referred_laws(path)
        for lang in LANGS:
            for sentence in path.now.get(lang, "").split("\n"):
                weight = ASIDE if is_aside(sentence, lang, referred) else 1.0
                for name, counts in view_counts(sentence, lang):
                    view = terms.setdefault(name, {})
                    for term, count in counts.items():
                        postings = view.setdefault(term, {})
                        postings[index] = postings.get(index, 0.0) + weight * count
    return terms


def referred_laws(path: GuidePath) -> frozenset[str]:
    """The Laws the Ending names whole ("37", not a paragraph of it) and rules by no paragraph of:
    not the Law of the paragraph it lists first, nor one it lists paragraphs of too. "31A1, 27, 37,
    29B, 16C" rules by 31A1 and names Laws 27 and 37 for what follows if the repeated bid is not
    legal; "68B1, 68B2, 71, 71A, 71B" rules by Law 71 too."""
    labels = [(law, label) for law in path.laws if (label := try_parse_label(law)) is not None]
    ruled = {label.law for _, label in labels[:1]} | {label.law for _, label in labels if label.depth}
    return frozenset(law for law, label in labels if not label.depth and label.law not in ruled)


def is_aside(sentence: str, lang: str, referred: frozenset[str]) -> bool:
    """Whether the sentence cites one of the whole Laws the Ending only refers to (referred_laws):
    "If the repeated bid is not legal, ... for a bid by a player required to pass, Law 37"."""
    return bool(referred) and any(c.target in referred for c in find_citations(sentence, None, (), lang))


def _terms_of(texts: list[dict[str, str]]) -> PathTerms:
    terms: PathTerms = {}
    for index, text in enumerate(texts):
        for lang in LANGS:
            for name, counts in view_counts(text.get(lang, ""), lang):
                view = terms.setdefault(name, {})
                for term, count in counts.items():
                    view.setdefault(term, {})[index] = count
    return terms


def adjacent_pairs(view: View) -> Pairs:
    """Each pair of terms standing one right after the other somewhere in the view, with the
    documents where they do (about 60 000 pairs over the four views, 9 MiB in memory). A position
    holds one term, and the parts of a document are PART_GAP apart, so no pair spans two parts."""
    at: dict[tuple[int, int], str] = {}
    for term in sorted(view):
        for doc, positions in view[term][1].items():
            for position in positions:
                at[doc, position] = term
    pairs: dict[tuple[str, str], list[int]] = {}
    for (doc, position), term in at.items():
        following = at.get((doc, position + 1))
        if following is not None:
            docs = pairs.setdefault((term, following), [])
            if not docs or docs[-1] != doc:
                docs.append(doc)
    return {pair: tuple(docs) for pair, docs in pairs.items()}


class Field:
    """One part of the documents in one language and analysis: each term's positions per document."""

    def __init__(self, documents: int, terms: dict[str, dict[int, list[int]]], lengths: list[int]):
        self.documents = documents
        self.terms = terms
        self.lengths = lengths  # how many terms each document has in this field

    @classmethod
    def of(cls, analysed: list[list[str]]) -> Field:
        """The field of documents whose terms, in order, are `analysed` (one list per document)."""
        terms: dict[str, dict[int, list[int]]] = defaultdict(dict)
        for doc, document_terms in enumerate(analysed):
            for position, term in enumerate(document_terms):
                terms[term].setdefault(doc, []).append(position)
        return cls(len(analysed), terms, [len(document_terms) for document_terms in analysed])


def whoosh_idf(field: Field, term: str) -> float:
    """whoosh.scoring.WeightingModel.idf of `term` in `field`."""
    return log(field.documents / (len(field.terms[term]) + 1)) + 1


def whoosh_bm25f(field: Field):
    """`score(idf, doc, tf)` as whoosh.scoring.BM25F scores a posting of `field` (B 0.75, K1 1.2).

    Whoosh keeps a document's field length in one byte (`length_to_byte`) and scores with the
    length read back; the average is over all documents, exact.
    """
    model = BM25F()
    average = sum(field.lengths) / (field.documents or 1) or 1
    stored = [byte_to_length(length_to_byte(length)) for length in field.lengths]

    def score(idf: float, doc: int, tf: int) -> float:
        return bm25(idf, float(tf), stored[doc], average, model.B, model.K1)

    return score


def _fold_in(field: Field, part_index: int, view: View) -> None:
    weight = PART_WEIGHTS[PARTS[part_index]]
    offset = part_index * PART_GAP
    score = whoosh_bm25f(field)
    for term, by_doc in field.terms.items():
        scores, positions = view.setdefault(term, ({}, {}))
        idf = whoosh_idf(field, term)
        for doc, found in by_doc.items():
            scores[doc] = round(scores.get(doc, 0.0) + weight * score(idf, doc, len(found)), 5)
            positions[doc] = positions.get(doc, ()) + tuple(p + offset for p in found)


def load(folder: Path | str) -> TermTable:
    with open(Path(folder) / TABLE_FILE, "rb") as source:
        stored = pickle.load(source)
    return TermTable(stored["views"], stored["pairs"], stored["paths"], stored["lead_ins"], stored.get("citing"))
