"""Score lent along the Laws' own cross-references: "bkz. Yasa 64B3", "see Law 64B3".

A paragraph often names a situation and sends the reader elsewhere for what follows: "bu durumda
o kartın rengine uymamış olmak bir rönons oluşturabilir (bkz. Yasa 64A)". When the query's words
stand in the sentence of such a reference, the paragraph it cites answers the query too: it gets
a share (Weights.lend, LEND by default) of the citing paragraph's score, split among the paragraphs the sentence cites. A
reference to a paragraph that the index lacks goes to the nearest paragraph above it.
"""

from __future__ import annotations

import re

from lawbook.labels import try_parse_label

from .analysis import LANGS, words
from .query import Plan
from .reader import OpenIndex
from .scoring import Scored
from .shown_hits import highlighter

LEND = 0.25
# Only the best hits lend: enough to lift a cited paragraph into the first page.
LENDERS = 30
_REFERENCE = re.compile(
    r"(?:\bbkz\.?|\bsee)\s+(?:yasa(?:lar)?|laws?)\s+"
    r"(?P<labels>\d{1,2}[A-Z]?\d{0,2}(?:\([a-z]{1,4}\))*(?:[’']\w+)?"
    r"(?:\s*(?:,|\bve\b|\band\b|\bor\b|\bveya\b)\s*\d{1,2}[A-Z]?\d{0,2}(?:\([a-z]{1,4}\))*(?:[’']\w+)?)*)",
    re.IGNORECASE,
)
_LABEL = re.compile(r"\d{1,2}[A-Z]?\d{0,2}(?:\([a-z]{1,4}\))*")
# A sentence ends at a full stop, a semicolon or a colon followed by a space; a reference in
# brackets right after a full stop belongs to the sentence before it.
_SENTENCE_END = re.compile(r"[.;:]\s+(?![(\[]\s*(?:bkz|see))", re.IGNORECASE)


def lend(ix: OpenIndex, plan: Plan, scored: list[Scored], weight: float = LEND) -> list[Scored]:
    """`scored` with the lent shares added, best first."""
    by_doc = {s.docnum: s for s in scored}
    docnums = paragraph_docnums(ix)
    for lender in scored[:LENDERS]:
        cited = _cited_with_query_words(ix, plan, lender.docnum)
        for label in cited:
            target = nearest_paragraph(docnums, label)
            if target is None or target == lender.docnum:
                continue
            share = weight * lender.score / len(cited)
            entry = by_doc.get(target)
            if entry is None:
                entry = by_doc[target] = Scored(target, 0.0)
            entry.score += share
    return sorted(by_doc.values(), key=lambda s: -s.score)


def _cited_with_query_words(ix: OpenIndex, plan: Plan, docnum: int) -> tuple:
    """The labels cited in the sentences of a document that hold a word of the query."""
    cache = ix.cache.setdefault("lending", {})
    key = (plan.text, docnum)
    found = cache.get(key)
    if found is None:
        shown = ix.shown[docnum]
        labels: list = []
        for lang in LANGS:
            body = shown.body.get(lang, "")
            if "bkz" not in body.lower() and "see" not in body.lower():
                continue
            light = highlighter(ix, plan, lang)
            for sentence in _SENTENCE_END.split(body):
                references = list(_REFERENCE.finditer(sentence))
                if references and any(light.matches(w.text) for w in words(_outside(sentence, references))):
                    labels += [m for r in references for m in _LABEL.findall(r.group("labels"))]
        found = cache[key] = tuple(dict.fromkeys(filter(None, map(try_parse_label, labels))))
        if len(cache) > 4096:
            cache.clear()
    return found


def _outside(sentence: str, references: list[re.Match]) -> str:
    """The sentence without its references: the word "Yasa" is no word of the query's."""
    kept, start = [], 0
    for reference in references:
        kept.append(sentence[start : reference.start()])
        start = reference.end()
    kept.append(sentence[start:])
    return " ".join(kept)


def paragraph_docnums(ix: OpenIndex) -> dict[str, int]:
    found = ix.cache.get("paragraph-docnums")
    if found is None:
        found = {s.label: d for d, s in ix.shown.items() if s.kind == "paragraph"}
        ix.cache["paragraph-docnums"] = found
    return found


def nearest_paragraph(docnums: dict[str, int], label) -> int | None:
    node = label
    while node is not None:
        if str(node) in docnums:
            return docnums[str(node)]
        node = node.parent
    return None
