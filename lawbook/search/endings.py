"""The situation guides' Endings scored as documents of their own (issue 22).

A guide's search document (situations/search_documents.py) holds every one of its Endings, so a
query about one situation of a guide finds the guide, not the Ending: "deklaran yerdeki bir karta
dokundu" finds Cards from dummy, whose words for an incomplete designation outnumber the one
Ending about a card touched in dummy (Law 45C3). Here each Ending (lawbook.search.paths: one
GuidePath each) is a small document of its parts, each weighted (FIELD_WEIGHTS): its title and its
title most, its players' phrasings (Ending.said, each a part of its own, the one that says a word
best counting for it) and the guide's title and summary with the
questions and answers on the way less; what happens then only adds to a word's rarity among the
Endings (a player tells the situation, not its outcome).
The Endings are scored among themselves, as in BM25F (K1, B): a word's rarity is its rarity among
the Endings, not among the Laws' paragraphs, so the Endings' words change no paragraph's score,
and a word every Ending of a guide says ("yer", "dummy" in Cards from dummy) tells its Endings
apart less than one only the right Ending says ("dokundu", "touched"). A concept of the query
counts with its best alternative, every word of which the Ending must hold; an Ending's score is
the sum over the concepts it holds, scaled by the share of them it holds (squared, as the
paragraphs are: lawbook.search.scoring); a concept naming an honour counts less (HONOUR_NAME). Each word is looked up by the very terms the scorer
looked up for it (Scorer.concept_terms: exact, stems, prefixes, verb forms, both languages).
lawbook.search.bridges lends from the best Ending to its paragraphs.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from functools import partial

from .analysis import LANGS, analyze_both, exact_form, stem_form
from .naming import ConceptTerms, Term
from .paths import GuidePath
from .reader import OpenIndex
from .termtable import view_name

# How much a word counts in each part of an Ending (chosen on bench/player-questions.tsv and
# bench/player-questions-newguides-dev.tsv, docs/benchmarks.md). What happens then adds nothing to
# the score: a player tells the situation, not its outcome ("son pastan sonra konuştu geçerli mi"
# is the call after the final pass, though the ending for a call by a player required to pass says
# "geçerli" in its outcome); at 0.05-0.5 both sets were lower. A word said there still counts in
# its rarity among the Endings: left out, the players' set fell (en 0.913). Alone it scores nothing,
# so a concept only what happens now holds is not held for the share of the concepts an Ending
# holds (_best_alternative keeps a score above 0); counted as held, 5 tuning questions rose and 21
# fell (searchrank17, docs/benchmarks.md). The paragraphs' own text, tried as a fifth part, lowered
# both sets: the Laws' words are not the players'.
FIELD_WEIGHTS = {"title": 2.0, "said": 1.0, "steps": 1.0, "now": 0.0}
SAID = "said"
K1 = 1.2
B = 0.75
# An Ending's score is scaled by the share of the query's concepts it holds, raised to this power
# (as a paragraph's is by Weights.coverage_power).
SHARE_POWER = 2.0

# A concept naming an honour card (Law 1A: "As, Rua, Dam, Vale"; WBF "Ace, King, Queen, Jack"; the
# players' "papaz" and "kız") counts this much of another in choosing the Ending, in its score and in
# the share of the query an Ending holds. A player's story names the cards it happened with
# ("deklaran yerdeki asa dokundu"), and the Endings' phrasings name their own example's cards
# ("deklaran as dedi ama yerde as yok", a card missing from dummy, 46B4): the name then chose an
# Ending by its example, not by what happened (docs/benchmarks.md, searchrank10 and searchrank12).
# Chosen on the development sets: left out altogether (0), "yerde as papaz kız var deklaran kız dedi
# yer ası koydu", whose story the names alone tell, lost its Ending; 0.1 moved three questions up,
# none down. Only the honours: a suit named alone is a situation of its own (46B2, "rengi belirtir
# ancak dereceyi belirtmezse"), and the spot cards' names are the numbers a player also counts
# tricks and cards with ("iki kart", 58B); both lowered development questions.
HONOUR_NAME = 0.1
# The honours in the case forms players type; not "asla" (never) nor "kızdı" (got angry), which share
# a stem with "as" and "kız".
_HONOURS_TR = (
    "as ası asa asın asını asına asıyla aslar asları "
    "rua ruayı ruaya ruanın ruasını ruası rualar "
    "papaz papazı papaza papazın papazını papazıyla papazlar "
    "dam damı dama damın damını damıyla damlar "
    "kız kızı kıza kızın kızını kızıyla kızlar "
    "vale valeyi valeye valenin valesi valesini valeyle valeler"
)
HONOURS = frozenset(exact_form(word, "tr") for word in _HONOURS_TR.split()) | frozenset(
    ("ace", "aces", "king", "kings", "queen", "queens", "jack", "jacks")
)

# The words' and the concepts' scores kept per index generation (the most recently used).
WORDS_KEPT = 4096

Counts = dict[int, dict[str, int]]  # Ending's index -> part -> occurrences


@dataclass
class EndingTable:
    # view -> term -> Ending's index -> part -> occurrences
    postings: dict[str, dict[str, Counts]]
    lengths: list[dict[str, float]]  # per Ending, per part (each phrasing one): its words in both languages
    average: dict[str, float]  # per field, its mean length (of "said", the mean phrasing's)


def parts(path: GuidePath) -> dict[str, dict[str, str]]:
    """An Ending's parts, each lang -> text. Each players' phrasing (one a line of `path.said`) is a
    part of its own ("said", "said1", ...): a word is weighed against the length of the phrasing
    that says it, not of all of them together, so that many phrasings do not dilute one another
    (searchrank11)."""
    found = {"title": path.title, "steps": path.steps, "now": path.now}
    by_lang = {lang: [line for line in path.said.get(lang, "").split("\n") if line.strip()] for lang in LANGS}
    for k in range(max((len(lines) for lines in by_lang.values()), default=0)):
        found[_said_part(k)] = {lang: lines[k] if k < len(lines) else "" for lang, lines in by_lang.items()}
    return found


def _said_part(k: int) -> str:
    return SAID if not k else f"{SAID}{k}"


def _field(part: str) -> str:
    """The field a part belongs to: every phrasing is of the field "said"."""
    return SAID if part.startswith(SAID) else part


def table(ix: OpenIndex) -> EndingTable:
    """The Endings' terms, once per index generation."""
    return ix.once("ending-table", lambda: _built(ix.paths))


def _built(paths: tuple[GuidePath, ...]) -> EndingTable:
    postings: dict[str, dict[str, Counts]] = {}
    lengths: list[dict[str, float]] = []
    totals: Counter[str] = Counter()  # per field, its words over every Ending (each phrasing apart)
    counts: Counter[str] = Counter()  # per field, how many texts of it (each phrasing one)
    for index, path in enumerate(paths):
        length: dict[str, float] = {}
        for part, text in parts(path).items():
            words = 0
            for lang in LANGS:
                exact, stem = analyze_both(text.get(lang, ""), lang)
                words += len(exact)
                for mode, terms in (("x", exact), ("s", stem)):
                    view = postings.setdefault(view_name(lang, mode), {})
                    for term, count in Counter(terms).items():
                        view.setdefault(term, {}).setdefault(index, {})[part] = count
            length[part] = words
            totals[_field(part)] += words
            counts[_field(part)] += 1
        lengths.append(length)
    average = {field: totals[field] / (counts[field] or 1) for field in FIELD_WEIGHTS}
    return EndingTable(postings, lengths, average)


def say(ix: OpenIndex, term: str) -> bool:
    """Whether some Ending (its title, the way there, a players' phrasing or what happens now)
    says the folded word `term`, as written or by its stem, in either language."""
    postings = table(ix).postings
    return any(
        term in postings.get(view_name(lang, "x"), _NONE)
        or stem_form(term, lang) in postings.get(view_name(lang, "s"), _NONE)
        for lang in LANGS
    )


def scores(ix: OpenIndex, concepts: list[ConceptTerms]) -> dict[int, float]:
    """Per Ending (its index in ix.paths) that holds a concept of the query, its score."""
    if not ix.paths or not concepts:
        return {}
    totals: dict[int, float] = {}
    held: dict[int, float] = {}
    weights = [HONOUR_NAME if names_an_honour(alternatives) else 1.0 for alternatives in concepts]
    for alternatives, weight in zip(concepts, weights, strict=True):
        for index, score in _concept_scores(ix, alternatives).items():
            totals[index] = totals.get(index, 0.0) + weight * score
            held[index] = held.get(index, 0.0) + weight
    weighed = sum(weights)  # once, not again for every Ending: the same sum, the same scores
    return {index: total * (held[index] / weighed) ** SHARE_POWER for index, total in totals.items()}


def _concept_scores(ix: OpenIndex, alternatives: ConceptTerms) -> dict[int, float]:
    """Per Ending, a concept's score: its best alternative's, every word of which the Ending holds.
    Kept per generation like the words' scores (a concept comes back in query after query: "kart",
    "ortağım"); the answer is shared, not to be changed."""
    # Keyed on the weights too, which bench/search_quality.py and the tests may change.
    key = (tuple(tuple(word_terms) for word_terms in alternatives), tuple(FIELD_WEIGHTS.items()), K1, B)
    return ix.kept("ending-concept-scores", key, partial(_best_alternative, ix, alternatives), WORDS_KEPT)


def _best_alternative(ix: OpenIndex, alternatives: ConceptTerms) -> dict[int, float]:
    best: dict[int, float] = {}
    for word_terms in alternatives:
        per_word = [_word_scores(ix, looked_up) for looked_up in word_terms]
        if not per_word:
            continue
        for index in set(per_word[0]).intersection(*per_word[1:]):
            score = sum(found[index] for found in per_word)
            if score > best.get(index, 0.0):
                best[index] = score
    return best


def _word_scores(ix: OpenIndex, looked_up: frozenset[Term]) -> dict[int, float]:
    """_scored_word among the generation's Endings, kept per generation and weights."""
    weights = (tuple(FIELD_WEIGHTS.items()), K1, B)
    compute = partial(_scored_word, table(ix), len(ix.paths), looked_up, _part_weights(ix, weights))
    return ix.kept("ending-word-scores", (looked_up, *weights), compute, WORDS_KEPT)


# Per Ending, per part: its field, whether that field is "said", the field's weight and the part's
# length normalisation (BM25F's 1 - B + B * length / average length).
PartWeights = list[dict[str, tuple[str, bool, float, float]]]


def _part_weights(ix: OpenIndex, weights: tuple) -> PartWeights:
    """What _scored_word weighs each part of each Ending by: of the generation and the weights
    alone, once (it was worked out again for every part of every Ending a new word is in)."""
    return ix.once(("ending-part-weights", weights), lambda: _weighed_parts(table(ix)))


def _weighed_parts(endings: EndingTable) -> PartWeights:
    weighed: PartWeights = []
    for lengths in endings.lengths:
        by_part = {}
        for part, length in lengths.items():
            field = _field(part)
            by_part[part] = (
                field,
                field == SAID,
                FIELD_WEIGHTS[field],
                1 - B + B * length / (endings.average[field] or 1),
            )
        weighed.append(by_part)
    return weighed


def _scored_word(
    endings: EndingTable, count: int, looked_up: frozenset[Term], weighed: PartWeights | None = None
) -> dict[int, float]:
    """Per Ending, a word's BM25F score: per part, its occurrences in the view where it is said
    most, weighted and normalised by the part's length; its rarity among the Endings."""
    # Per Ending and part, the most occurrences in one view (the terms of a view summed), found in
    # one pass: a view's running sum only grows, so its largest is its whole.
    said: dict[int, dict[str, int]] = {}
    if len({view for view, _term in looked_up}) == len(looked_up):
        _most_of_one_term_a_view(endings, looked_up, said)
    else:
        _most_of_summed_views(endings, looked_up, said)
    idf = math.log(1 + (count - len(said) + 0.5) / (len(said) + 0.5))
    weighed = weighed if weighed is not None else _weighed_parts(endings)
    found = {}
    for index, by_part in said.items():
        # Of the phrasings, the one that says the word best counts: more phrasings are more ways
        # a player says the situation, not more weight on one word.
        per_field: dict[str, float] = {}
        parts = weighed[index]
        for part, occurrences in by_part.items():
            field, is_said, weight, normalisation = parts[part]
            weighted = weight * occurrences / normalisation
            if is_said:
                # max(per_field.get(field, 0.0), weighted) without the call: the same value
                # (weighted is never below 0), searchspeed16.
                earlier = per_field.get(field)
                if earlier is None or weighted > earlier:
                    per_field[field] = weighted
            else:
                per_field[field] = weighted
        tf = sum(per_field.values())
        found[index] = idf * tf / (tf + K1)
    return found


def _most_of_one_term_a_view(endings: EndingTable, looked_up: frozenset[Term], said: dict[int, dict[str, int]]) -> None:
    """_scored_word's most occurrences per Ending and part when no view has two of the terms (most
    words: one exact form and one stem a language): a view's sum is then its term's count, and no
    running sums are kept. The same parts, in the same order, as the general way."""
    for view, term in looked_up:
        for index, counts in endings.postings.get(view, _NONE).get(term, _NONE).items():
            by_part = said.get(index)
            if by_part is None:
                said[index] = dict(counts)
                continue
            for part, occurrences in counts.items():
                if occurrences > by_part.get(part, -1):
                    by_part[part] = occurrences


def _most_of_summed_views(endings: EndingTable, looked_up: frozenset[Term], said: dict[int, dict[str, int]]) -> None:
    """_scored_word's most occurrences per Ending and part when a view has several of the terms
    (a word's prefixes and verb forms): each view's terms summed, as running sums (a view's running
    sum only grows, so its largest is its whole). The sums are kept by view, then Ending, then
    part, in nested dicts, not under a key tuple made and hashed for every occurrence
    (searchspeed16); the same sums, met in the same order."""
    per_view: dict[str, dict[int, dict[str, int]]] = {}
    for view, term in looked_up:
        in_view = per_view.get(view)
        if in_view is None:
            in_view = per_view[view] = {}
        for index, counts in endings.postings.get(view, _NONE).get(term, _NONE).items():
            by_part = said.get(index)
            if by_part is None:
                by_part = said[index] = {}
            sums = in_view.get(index)
            if sums is None:
                sums = in_view[index] = {}
            for part, occurrences in counts.items():
                summed = sums[part] = sums.get(part, 0) + occurrences
                if summed > by_part.get(part, -1):
                    by_part[part] = summed


_NONE: dict = {}


def names_an_honour(alternatives: ConceptTerms) -> bool:
    """True when the concept as typed is an honour's name (its first alternative's exact forms)."""
    if not alternatives:
        return False
    typed = alternatives[0]
    return len(typed) == 1 and any(view.endswith("_x") and term in HONOURS for view, term in typed[0])
