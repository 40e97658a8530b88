"""Score lent along the Laws' own cross-references: "bkz. Yasa 64B3", "see Law 64B3".

A paragraph often names a situation and sends the reader elsewhere for what follows: "bu durumda
o kartın rengine uymamış olmak bir rönons oluşturabilir (bkz. Yasa 64A)". When the query's words
stand in the sentence of such a reference, the paragraph it cites answers the query too: it gets
a share (Weights.lend, LEND by default) of the citing paragraph's score, split among the paragraphs the sentence cites. A
reference to a paragraph that the index lacks goes to the nearest paragraph above it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from lawbook.citations import find_citations
from lawbook.labels import try_parse_label

from .analysis import LANGS, words
from .documents import Shown
from .query import Plan
from .reader import OpenIndex
from .scoring import Scored, best_first
from .shown_hits import highlighter

LEND = 0.25
# Only the best hits lend: enough to lift a cited paragraph into the first page.
LENDERS = 30
# A cross-reference is a citation (lawbook/citations.py) with its Law word right after "bkz." /
# "see", with the labels listed after it ("see Laws 12, 16 and 91", "bkz. Yasa 12’ye ve 16’ya").
# The search's weights were chosen with exactly these references lending.
_SEE_BEFORE = re.compile(r"(?:\bbkz\.?|\bsee)\s+$", re.IGNORECASE)
_LIST_BETWEEN = re.compile(r"(?:[’']\w+)?\s*(?:,|\bve\b|\band\b|\bor\b|\bveya\b)\s*", re.IGNORECASE)
# A sentence ends at a full stop, a semicolon or a colon followed by a space; a reference in
# brackets right after a full stop belongs to the sentence before it.
_SENTENCE_END = re.compile(r"[.;:]\s+(?![(\[]\s*(?:bkz|see))", re.IGNORECASE)


def lend(ix: OpenIndex, plan: Plan, scored: list[Scored], weight: float = LEND) -> list[Scored]:
    """`scored` with the lent shares added, best first."""
    by_doc = {s.docnum: s for s in scored}
    for lender in scored[:LENDERS]:
        cited = _cited_with_query_words(ix, plan, lender.docnum)
        for label in cited:
            target = nearest_docnum(ix, label)
            if target is None or target == lender.docnum:
                continue
            share = weight * lender.score / len(cited)
            entry = by_doc.get(target)
            if entry is None:
                entry = by_doc[target] = Scored(target, 0.0)
            entry.score += share
    return best_first(by_doc.values())


def nearest_docnum(ix: OpenIndex, label) -> int | None:
    """The docnum of the paragraph `label` names, or of the nearest above it that the index holds
    (nearest_paragraph); kept per label and index generation (a cited label, a path's law)."""
    return ix.once(("nearest-docnum", label), lambda: nearest_paragraph(paragraph_docnums(ix), label))


def _cited_with_query_words(ix: OpenIndex, plan: Plan, docnum: int) -> tuple:
    """The labels cited in the sentences of a document that hold a word of the query."""
    labels: list = []
    for sentence in _cross_references(ix, docnum):
        if highlighter(ix, plan, sentence.lang).matches_any(sentence.distinct):
            labels += sentence.cited
    return tuple(dict.fromkeys(labels))


@dataclass(frozen=True)
class CrossReference:
    """A sentence of a document that sends the reader elsewhere: its words outside the references
    (what a query's word must be among) and the labels it cites, parsed."""

    lang: str
    outside: tuple[str, ...]
    cited: tuple

    @cached_property
    def distinct(self) -> frozenset[str]:
        """The words outside the references, each once: matched as a set (Highlighter.matches_any)."""
        return frozenset(self.outside)


def _cross_references(ix: OpenIndex, docnum: int) -> tuple[CrossReference, ...]:
    """A document's sentences with a "bkz. Yasa X", in LANGS order then the text's: found once per
    document and index generation (finding citations costs more than the rest of the lending)."""
    return ix.once(("cross-references", docnum), lambda: _found_cross_references(ix.shown[docnum]))


def _found_cross_references(shown: Shown) -> tuple[CrossReference, ...]:
    sentences = []
    for lang in LANGS:
        body = shown.body.get(lang, "")
        if "bkz" not in body.lower() and "see" not in body.lower():
            continue
        for sentence in _SENTENCE_END.split(body):
            references = _references(sentence, lang)
            if references:
                outside = tuple(w.text for w in words(_outside(sentence, references)))
                labels = [label for _, _, cited in references for label in cited]
                sentences.append(CrossReference(lang, outside, tuple(filter(None, map(try_parse_label, labels)))))
    return tuple(sentences)


def _references(sentence: str, lang: str) -> list[tuple[int, int, list[str]]]:
    """(start, end, labels) of each "see Law ..." in the sentence: the span from "bkz"/"see" to its
    last label."""
    references: list[tuple[int, int, list[str]]] = []
    previous = None
    for citation in find_citations(sentence, None, (), lang):
        named = not citation.text[0].isdigit()  # "Law 45", not "45": a bare "see 47E1" lends nothing
        see = _SEE_BEFORE.search(sentence, 0, citation.start) if named else None
        if see is not None:
            references.append((see.start(), citation.end, [citation.target]))
        elif _continues(sentence, references, previous, citation):
            start, _, cited = references[-1]
            references[-1] = (start, citation.end, [*cited, citation.target])
        previous = citation
    return references


def _continues(sentence: str, references: list, previous, citation) -> bool:
    """Whether the citation is the next label of the list the last reference ended with."""
    if previous is None or not references or references[-1][1] != previous.end or not citation.text[0].isdigit():
        return False  # "see Law 45 and Law 65": the second Law is a citation of its own, not lent
    return _LIST_BETWEEN.fullmatch(sentence, previous.end, citation.start) is not None


def _outside(sentence: str, references: list[tuple[int, int, list[str]]]) -> str:
    """The sentence without its references: the word "Yasa" is no word of the query's."""
    kept, start = [], 0
    for reference_start, reference_end, _ in references:
        kept.append(sentence[start:reference_start])
        start = reference_end
    kept.append(sentence[start:])
    return " ".join(kept)


def paragraph_docnums(ix: OpenIndex) -> dict[str, int]:
    """The paragraphs' docnums by label, once per index generation."""
    return ix.once("paragraph-docnums", lambda: {s.label: d for d, s in ix.shown.items() if s.kind == "paragraph"})


def nearest_paragraph(docnums: dict[str, int], label) -> int | None:
    node = label
    while node is not None:
        if str(node) in docnums:
            return docnums[str(node)]
        node = node.parent
    return None
