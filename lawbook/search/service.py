"""search(): what the results page and the API call, from the text typed to ranked, shown hits.

A citation ("Yasa 64B", "50 d 2 a") jumps to its paragraph, or to the nearest paragraph above it
that exists; when the paragraph cited is not in the Laws ("50Z", "Law 12Q") the page does not
redirect but says so above the paragraph shown (`MissingParagraph`). A range of Laws ("Yasa 61-64", "Laws 68 to 71") lists its Laws in order, and one that
names no Laws ("Yasa 64-61", "Yasa 90-95") is kept on the outcome for the page to say why. A citation with other words ("yasa 64 rönons") puts the hits under the cited
paragraph first, or the paragraph itself when none of them matches; a range with other words
("yasa 61-64 rönons", "61'den 64'e yasalar rönons") the hits in its Laws first. Otherwise documents are scored
(lawbook.search.scoring) in the language the query is read in (lawbook.search.query.reading), the
paragraphs of the situation guides' paths that describe the query raised
(lawbook.search.borrowing), a lead-in paragraph put after the sub-paragraph that holds more of the
query (lawbook.search.rank.first_the_case), and ordered (lawbook.search.rank), and each hit is shown in the page's
language when that language matched, else in the other one, marked as a fallback
(lawbook.search.shown_hits).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from lawbook.citations import LawRange, typed_law_range
from lawbook.labels import (
    LABEL_AFTER_LAW,
    MAX_LAW,
    TERMINALS,
    TYPED_PREFIXES,
    Label,
    parse_label,
    try_parse_label,
    words,
)

from . import borrowing, bridges, guides, lending, reader, suggest
from .analysis import LANGS
from .query import plan as make_plan
from .rank import Ranked, first_the_case, rank
from .reader import ChapterInfo, OpenIndex
from .scoring import Scorer, Weights
from .shown_hits import Hit, make_hit, paragraph_url
from .vocabulary import Vocabulary
from .vocabulary import load as load_vocabulary

DEFAULT_LIMIT = 20
MAX_LIMIT = 100
# Definition cards above the results: more would push the first paragraph off a phone's screen.
MAX_CARDS = 3
# "Yasa 99", "law 0": a Law cited by its number where the Laws have none (1 to MAX_LAW); the
# citation grammar reads no such label, so the words are searched, and the page says why. Not
# after a plural ("Laws 2017" names the edition).
_ONE_LAW = tuple(word for word in TYPED_PREFIXES if word not in ("yasalar", "laws"))
_LAW_NUMBER_TYPED = re.compile(rf"^\s*{words(_ONE_LAW)}\s*[.:]?\s*(\d{{1,6}})(?!\d)", re.IGNORECASE)
# What a label adds after a Law's number ("99Z", "99A1(a)"), and a suffix after an apostrophe
# ("Yasa 99'a"): part of the citation, not words to search (fix62).
_LABEL_TAIL = re.compile(rf"{LABEL_AFTER_LAW}(?:['’]\w+)?(?=[\s.,;:!?]|$)", re.IGNORECASE)
# A query that is a label alone ("99", "99Z"), as "50Z" is read as a citation without the word
# for a Law; at most three digits, so that a year ("2017") is searched as words.
_BARE_LAW_NUMBER = re.compile(r"^\s*(\d{1,3})(?!\d)", re.IGNORECASE)


@dataclass(frozen=True)
class MissingParagraph:
    """A paragraph cited that the Laws do not have ("50Z"), and the nearest one above it that
    they have, which is shown instead (Law 50)."""

    cited: Label
    shown: Label

    @property
    def part(self) -> str:
        """What the cited label adds below the one shown: "Z" of 50Z under Law 50, "9" of 50D9."""
        return str(self.cited).removeprefix(str(self.shown))

    @property
    def in_a_law(self) -> bool:
        """Whether the paragraph shown is a whole Law ("Law 50 has no paragraph Z")."""
        return self.shown.depth == 0


@dataclass
class Outcome:
    query: str  # the cleaned query
    lang: str
    jump: str | None = None  # the label jumped to
    jump_url: str | None = None
    hits: list[Hit] = field(default_factory=list)
    suggestion: str | None = None
    chapters: list[ChapterInfo] = field(default_factory=list)
    no_such_law: int | None = None  # "Yasa 99": the number cited, which names no Law
    law_range: LawRange | None = None  # "Yasa 61-64": its Laws are the hits; "Yasa 64-61" names none
    no_such_paragraph: MissingParagraph | None = None  # "50Z": cited, not in the Laws; Law 50 shown

    @property
    def definitions(self) -> list[Hit]:
        """The definitions shown as cards first: the best of those whose term the query names.
        A definition found only by a word of its text ("Deklaran" for "yanlış çıkış") keeps its
        rank among the results."""
        return [h for h in self.hits if h.kind == "definition" and h.term_matched][:MAX_CARDS]

    @property
    def passages(self) -> list[Hit]:
        """The ranked results below the cards."""
        cards = {id(h) for h in self.definitions}
        return [h for h in self.hits if id(h) not in cards]


def page_lang(lang: str | None) -> str:
    return lang if lang in LANGS else "tr"


def search(
    text: str,
    lang: str = "tr",
    limit: int = DEFAULT_LIMIT,
    chapter: int | None = None,
    weights: Weights | None = None,
    vocabulary: Vocabulary | None = None,
) -> Outcome:
    """Raises reader.IndexMissing when no index has been built.

    `weights` and `vocabulary` are for measuring other combinations (bench/search_quality.py).
    """
    lang = page_lang(lang)
    limit = max(1, min(limit, MAX_LIMIT))
    weights = weights or Weights()
    vocabulary = vocabulary if vocabulary is not None else load_vocabulary()
    plan = make_plan(text, vocabulary, lang)
    with reader.session() as ix:
        outcome = Outcome(plan.text, lang, chapters=ix.chapters, no_such_law=no_such_law(plan.text))
        law_range = typed_law_range(plan.text)
        if law_range is not None:
            return _list_range(ix, law_range, outcome)
        plan = _words_beside_missing_law(plan, vocabulary, lang)
        if plan is None:
            return outcome
        if plan.citation is not None and _jump(ix, plan.citation, outcome):
            return outcome
        if plan.scope is not None and str(plan.scope) not in ix.labels:
            # "yasa 50Z rönons": the words under the nearest paragraph the Laws have, and the page says so.
            nearest = _nearest(ix, plan.scope)
            if nearest is not None:
                outcome.no_such_paragraph = MissingParagraph(plan.scope, nearest)
                plan = replace(plan, scope=nearest)
        scoped = plan.scope is not None and str(plan.scope) in ix.labels
        if not plan.concepts:
            if scoped and plan.scope is not None:
                _jump(ix, plan.scope, outcome)
            return outcome
        # Scored in the language the query is read in, not the page's: a Turkish question typed on
        # the English page matches the Turkish text at full weight, as on its own page. The hits
        # are still shown in the page's language where it matched (lawbook.search.shown_hits).
        scorer = Scorer(ix, plan.lang, weights)
        scored = scorer.score(plan)
        # Also beside results: "cezali krat" finds "cezalı" but deserves "cezalı kart".
        correction = suggest.correction(ix, plan, scorer.unmatched)
        outcome.suggestion = correction.shown
        if correction.searched is not None:
            # A word nothing matched is searched as its correction at once ("rönnons").
            plan = replace(
                make_plan(correction.searched, vocabulary, lang), text=plan.text, citation=None, scope=plan.scope
            )
            scorer = Scorer(ix, plan.lang, weights)
            scored = scorer.score(plan)
        if weights.lend:
            scored = lending.lend(ix, plan, scored, weights.lend)
        scored = borrowing.borrow(ix, plan, scorer, scored, weights)
        scored = bridges.bridge(ix, plan, scorer, scored, weights.bridge)
        scored = first_the_case(ix, scorer, scored)
        ranked = rank(ix, plan, scored, weights.diversity, chapter)
        ranked = guides.place(ix, plan, ranked, scorer.coverage, borrowing.described_by_paths(ix, plan, scorer, ranked))
        if scoped and plan.scope is not None:
            ranked = _within_first(ix, plan.scope, ranked)
        if plan.laws:
            ranked = _within_laws_first(ix, plan.laws, ranked)
        outcome.hits = [make_hit(ix, plan, r, lang, scorer.names_the_query(r.docnum)) for r in ranked[:limit]]
    return outcome


def no_such_law(text: str) -> int | None:
    """The number of a Law cited ("Yasa 99", "Law 0", "99Z" alone) that the Laws do not have."""
    cited = _missing_law_cited(text)
    return None if cited is None else cited[0]


def _words_beside_missing_law(plan, vocabulary: Vocabulary, lang: str):
    """The plan of the words typed beside a Law the Laws do not have ("Yasa 99 rönons": "rönons"),
    the query kept as typed; None when there are none ("Yasa 99": nothing shown but the page's word
    that there is no such Law, as "50Z" shows Law 50 alone); `plan` itself when no such Law is cited."""
    missing = _missing_law_cited(plan.text)
    if missing is None:
        return plan
    if not missing[1]:
        return None
    return replace(make_plan(missing[1], vocabulary, lang), text=plan.text)


def _missing_law_cited(text: str) -> tuple[int, str] | None:
    """A Law the Laws do not have, cited at the start of `text`, and the words after the citation
    (searched as they are: "Yasa 99 rönons" finds what "rönons" finds, not what the word "Yasa"
    does); None when no such Law is cited."""
    typed = _LAW_NUMBER_TYPED.match(text)
    if typed is None:
        bare = _BARE_LAW_NUMBER.match(text)
        tail = _LABEL_TAIL.match(text, bare.end()) if bare else None
        if bare is None or tail is None or text[tail.end() :].strip():
            return None  # a number with words after it ("100 puan") is words, not a citation
        typed = bare
    number = int(typed.group(1))
    if 1 <= number <= MAX_LAW:
        return None
    tail = _LABEL_TAIL.match(text, typed.end())
    rest = text[tail.end() :] if tail else text[typed.end() :]
    return number, rest.strip(" .,;:!?")


def _within_first(ix: OpenIndex, scope: Label, ranked: list[Ranked]) -> list[Ranked]:
    """The hits under `scope` first, in their order; the scope itself first when none is."""
    within = [r for r in ranked if _is_within(_paragraph_label(ix, r.docnum), scope)]
    if not within:
        docnum = ix.searcher.document_number(id=f"p:{scope}")
        within = [Ranked(docnum, ranked[0].score if ranked else 1.0)] if docnum is not None else []
    kept = {r.docnum for r in within}
    return within + [r for r in ranked if r.docnum not in kept]


def _within_laws_first(ix: OpenIndex, laws: tuple[int, ...], ranked: list[Ranked]) -> list[Ranked]:
    """The hits in the Laws of a typed range first, in their order ("yasa 61-64 rönons")."""
    within = [r for r in ranked if _law_of(_paragraph_label(ix, r.docnum)) in laws]
    kept = {r.docnum for r in within}
    return within + [r for r in ranked if r.docnum not in kept]


def _law_of(label: str) -> int | None:
    # A guide's hit has no label ("").
    parsed = try_parse_label(label) if label else None
    return parsed.law if parsed is not None else None


def _is_within(label: str, scope: Label) -> bool:
    # The string test first: most hits lie elsewhere and need no parsing.
    return label.startswith(str(scope)) and parse_label(label).is_within(scope)


def _paragraph_label(ix: OpenIndex, docnum: int) -> str:
    shown = ix.shown[docnum]
    return shown.label if shown.kind == "paragraph" else ""


def _list_range(ix: OpenIndex, law_range: LawRange, outcome: Outcome) -> Outcome:
    """The Laws of a typed range as the hits, in the book's order; none, and the range kept for
    the page to say why, when it names no Laws. A reversed range is offered the right way round."""
    outcome.law_range, outcome.no_such_law = law_range, None
    for law in law_range.laws:
        docnum = ix.searcher.document_number(id=f"p:{law}")
        if docnum is not None:
            outcome.hits.append(make_hit(ix, None, Ranked(docnum, 1.0), outcome.lang))
    if law_range.backwards and law_range.missing is None:
        plural = TERMINALS[outcome.lang].law[1]  # "Yasalar", "Laws": a query, typed as the page's readers type it
        outcome.suggestion = f"{plural} {law_range.last}-{law_range.first}"
    return outcome


def _nearest(ix: OpenIndex, label: Label) -> Label | None:
    """The label itself if the Laws have it, else the nearest paragraph above it they have."""
    node: Label | None = label
    while node is not None and str(node) not in ix.labels:
        node = node.parent
    return node


def _jump(ix: OpenIndex, label: Label, outcome: Outcome) -> bool:
    node = _nearest(ix, label)
    if node is None:
        return False
    if node != label:
        outcome.no_such_paragraph = MissingParagraph(label, node)
    outcome.jump = str(node)
    outcome.jump_url = paragraph_url(node.law, node.anchor, outcome.lang)
    docnum = ix.searcher.document_number(id=f"p:{node}")
    if docnum is not None:
        outcome.hits = [make_hit(ix, None, Ranked(docnum, 1.0), outcome.lang)]
    return True
