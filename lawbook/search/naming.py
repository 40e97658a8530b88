"""Which of a query's concepts a definition's term names (the definitions of the Laws' Chapter I).

A definition says what a term means: it answers "rönons" or "cezalı kart", not a player's account
of what happened at the table ("masaya geç geldik ceza var mı", "yer kartlarını masaya nasıl
dizmeli"), where the card for "Ceza" or "Yer" matches one word of several and pushed the Law that
answers the question down. For a query of several concepts a definition's score is scaled by the
share of them its term (or the term it is a kind of) names; a concept counts when every word of
one of its alternatives is in the term ("renge uymamak" whole, not "renge").
"""

from __future__ import annotations

from collections import defaultdict

from .reader import OpenIndex
from .termtable import PART_GAP

Term = tuple[str, str]  # (view, term)
# Per alternative of a concept, per word of it: the terms that matched the word.
ConceptTerms = list[list[frozenset[Term]]]
# Parts of a definition's document (lawbook.search.documents): title is its term, context the
# term it is a kind of ("Minör cezalı kart" under "Cezalı kart").
NAMING_PARTS = 2
# The terms' definitions kept per index generation.
TERMS_KEPT = 8192


def named_shares(ix: OpenIndex, concepts: list[ConceptTerms], definitions: set[int]) -> dict[int, float]:
    """Per definition, the share of the concepts its term names."""
    named: dict[int, int] = defaultdict(int)
    for alternatives in concepts:
        for doc in definitions & _naming(ix, alternatives):
            named[doc] += 1
    return {doc: named.get(doc, 0) / len(concepts) for doc in definitions}


def _naming(ix: OpenIndex, alternatives: ConceptTerms) -> frozenset[int]:
    """The definitions whose term names the concept: every word of one of its alternatives is in
    the term. Kept per index generation, as the concept comes back with other queries."""
    key = tuple(tuple(word_terms) for word_terms in alternatives)
    return ix.kept("naming", key, lambda: _naming_definitions(ix, alternatives), TERMS_KEPT)


def _naming_definitions(ix: OpenIndex, alternatives: ConceptTerms) -> frozenset[int]:
    naming: set[int] = set()
    for word_terms in alternatives:
        per_word = [_in_term(ix, terms) for terms in word_terms]
        if per_word:
            naming |= per_word[0].intersection(*per_word[1:])
    return frozenset(naming)


def _in_term(ix: OpenIndex, terms: frozenset[Term]) -> frozenset[int]:
    """The definitions whose term holds one of the terms, kept per index generation (a word's
    terms come back with every query that has the word)."""
    return ix.kept("named-by", terms, lambda: _holding_definitions(ix, terms), TERMS_KEPT)


def _holding_definitions(ix: OpenIndex, terms: frozenset[Term]) -> frozenset[int]:
    definitions = definition_docnums(ix)
    found: set[int] = set()
    for view, term in terms:
        positions = ix.terms.positions(view, term)
        for doc in definitions.intersection(positions):
            if positions[doc][0] < NAMING_PARTS * PART_GAP:  # positions are sorted by part
                found.add(doc)
    return frozenset(found)


def definition_docnums(ix: OpenIndex) -> frozenset[int]:
    """The docnums of the definitions, once per index generation."""
    return ix.once("definition-docnums", lambda: frozenset(d for d, s in ix.shown.items() if s.kind == "definition"))
