"""Which of one Ending's paragraphs a story is about, by the Ending's own sentences that cite them
(issue 22).

The bridge (lawbook.search.bridges) lends an Ending's paragraphs by their place in its list and by
the story's own match of each; the paragraphs' own words cannot always tell them apart, as one
names the situation at large and its sibling what then happens in the Laws' words, not the
player's (Law 45F, "dummy may not touch or indicate any card", against 43A1(c), "dummy may not
participate in the play"). What the Ending says now is written sentence by sentence from its
paragraphs, each sentence citing the paragraph it restates ("When the information was received
after the first call of the auction ... (Law 16D3)"). So a paragraph whose sentences hold a
concept of the story that no sibling's sentences hold gets a little more of the lending
(bridges.TOLD_APART): the more documents of the Laws the concept matches, the less (a rare word
tells more than "before" or "dummy"). A concept the sentences of two or more cited paragraphs
hold tells nothing. Measured on the tuning sets (search105, docs/benchmarks.md): a reordering of
the Ending's list by these sentences, or a larger share, lowered several sets.

An Ending's options are read with what happens now (GuidePath.options): `now` names the options
together ("Declarer selects one of four options ... (Law 57A)") and each option's effect cites its
own paragraph ("must play the highest card he holds of the suit led (Law 57A1)"), so a story's
"highest card" tells 57A1 apart. The share a concept gets stays that of the paragraphs `now` cites
(search118): the options are the alternatives the chooser picks among, not more of what happens, and
counted in the share they raised every concept of `now` as well (57A's "before" for a story about
52B1, dev13 en 0.738 -> 0.728).
"""

from __future__ import annotations

import math

from lawbook.labels import try_parse_label

from .lending import nearest_docnum
from .naming import ConceptTerms, Term
from .paths import GuidePath
from .reader import OpenIndex
from .termtable import CitingSentence, sentences_citing

# A sentence's terms (both views of its language) and the docnums of the paragraphs it cites.
Sentence = tuple[frozenset[Term], tuple[int, ...]]
# Concepts' holding paragraphs kept per index generation (the most recently used), per Ending.
HOLDING_KEPT = 8192


def told_apart(
    ix: OpenIndex, path: GuidePath, paragraphs: tuple[int, ...], concepts: list[ConceptTerms], matched: list[int]
) -> dict[int, float]:
    """Per paragraph of the Ending (`paragraphs`), what the story's concepts (`concepts`, each
    matching `matched` documents) that only its sentences hold tell it apart by: per such concept
    its rarity among the documents (1 for a concept one document holds), times the share of the
    other paragraphs that what happens now cites (or, where it cites fewer than two, that the
    options cite as well)."""
    if len(paragraphs) < 2 or not concepts or len(matched) != len(concepts):
        return {}
    sentences, cited, told_now = _sentences(ix, path, paragraphs)
    if len(cited) < 2:
        return {}
    share = 1 - 1 / (told_now if told_now >= 2 else len(cited))
    documents = len(ix.shown)
    most = math.log(1 + documents)
    apart: dict[int, float] = {}
    for alternatives, count in zip(concepts, matched, strict=True):
        holding = _holding(ix, path, sentences, cited, alternatives)
        if holding is None:
            continue
        rarity = math.log(1 + documents / (count or 1)) / most
        apart[holding] = apart.get(holding, 0.0) + share * rarity
    return apart


def _holding(
    ix: OpenIndex, path: GuidePath, sentences: tuple[Sentence, ...], cited: frozenset[int], alternatives: ConceptTerms
) -> int | None:
    """The one cited paragraph whose sentences hold the concept, or None (none, or several); kept
    per path, its paragraphs asked about and concept, as a concept comes back query after query."""
    key = (path.id, cited, tuple(tuple(word_terms) for word_terms in alternatives))

    def compute() -> int | None:
        holding = {d for terms, docnums in sentences if _holds(terms, alternatives) for d in docnums} & cited
        return next(iter(holding)) if len(holding) == 1 else None

    return ix.kept("cited-sentences-holding", key, compute, HOLDING_KEPT)


def _holds(terms: frozenset[Term], alternatives: ConceptTerms) -> bool:
    """Whether the sentence holds one of the concept's alternatives, each of its words by a term."""
    return any(
        word_terms and all(not looked_up.isdisjoint(terms) for looked_up in word_terms) for word_terms in alternatives
    )


def _sentences(
    ix: OpenIndex, path: GuidePath, paragraphs: tuple[int, ...]
) -> tuple[tuple[Sentence, ...], frozenset[int], int]:
    """The Ending's sentences of what happens now and of its options that cite a paragraph, in
    both languages; the Ending's paragraphs (`paragraphs`) they cite; how many of those the
    sentences of what happens now cite. Once per path and index generation."""

    def read() -> tuple[tuple[Sentence, ...], frozenset[int], int]:
        citing = ix.terms.citing
        if citing is not None:  # as the indexer found them (termtable.citing_sentences)
            indices = ix.once("path-indices", lambda: {p.id: index for index, p in enumerate(ix.paths)})
            now, options = (_found(ix, written) for written in citing[indices[path.id]])
        else:
            now, options = _read(ix, path.now), _read(ix, path.options)
        sentences = now + options
        cited = frozenset(d for d in paragraphs if any(d in docnums for _, docnums in sentences))
        return sentences, cited, sum(1 for d in cited if any(d in docnums for _, docnums in now))

    return ix.once(("path-cited-sentences", path.id, paragraphs), read)


def _found(ix: OpenIndex, written: tuple[CitingSentence, ...]) -> tuple[Sentence, ...]:
    """Citing sentences (termtable.sentences_citing) with the generation's paragraphs of their
    labels: a label the index lacks stands for its nearest paragraph above, each paragraph once,
    and a sentence none of whose labels the index has is left out."""
    found = []
    for terms, labels in written:
        docnums: list[int] = []
        for label in labels:
            docnum = nearest_docnum(ix, try_parse_label(label))
            if docnum is not None and docnum not in docnums:
                docnums.append(docnum)
        if docnums:
            found.append((terms, tuple(docnums)))
    return tuple(found)


def _read(ix: OpenIndex, texts: dict[str, str]) -> tuple[Sentence, ...]:
    """The sentences (lang -> one a line) that cite a paragraph of the index, read here as the
    indexer reads them (a table written without them)."""
    return _found(ix, sentences_citing(texts))
