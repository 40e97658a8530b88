"""Search quality on bench/search-queries.tsv and bench/player-questions.tsv: MRR@10 and recall@5, ours beside an SQLite FTS5 baseline.

Run from the project root after `make setup`: `.venv/bin/python bench/search_quality.py`
(`--ablation` also prints other combinations of exact / stemmed / prefix matching, vocabulary and
re-ranking, so that the choice of weights rests on numbers; `--brief` our figures on every set only;
`--other-page` the same with each question typed on the other language's page; `--ascii` each set's
Turkish questions as typed without Turkish keys, on the Turkish and on the English page).

Relevance (the header of the TSV): a paragraph result counts when its label is an expected label
or lies under one (Label.is_within); `def:TERM` is matched by a definition result for that term (in
either language); `jump:LABEL` by the search answering that jump. MRR@10 is the mean of 1/rank of
the first relevant result among the first ten (a correct jump is rank 1); recall@5 the mean share
of a query's expected entries that the first five results cover.

The baseline is SQLite FTS5 over the same paragraphs (Law title, heading, text, both languages),
tokenizer `unicode61 remove_diacritics 2`, the query's words quoted and joined with OR, ordered by
bm25(); it has no citation jump, so its figures are also given for the text queries alone.

bench/player-questions.tsv holds players' questions in everyday words ("ortağım sırasız çıktı",
"what happens when I revoke"), written from the text of the Laws; their figures are given per
language, with the targets MRR@10 >= 0.85 and recall@5 >= 0.85 in each.
bench/player-questions-heldout.tsv and bench/player-questions-guides-heldout.tsv (questions about
the situation guides' situations) hold more such questions, kept out of the tuning: their figures
are printed the same way, so that a change that helps one set and hurts the other shows.
bench/player-questions-newguides-heldout.tsv (questions about the situations of the guides still to
be built, issue 22) is printed the same way; it has no floor in the tests.
bench/player-questions-newguides-dev.tsv holds development questions about the same situations,
written without reading that held-out set: the search is tuned on it (and on
bench/player-questions.tsv), and its figures have a floor in the tests.
bench/player-questions-newguides-dev2.tsv is a second development set about the same situations,
written before the search was measured on it: a change must raise both development sets, so that
one fitted to the first shows. bench/player-questions-newguides-dev3.tsv is a third, written
(searchrank7) from players' own wordings before the search was run on it, when the first two had
been tuned on. bench/player-questions-newguides-dev4.tsv is a fourth, written the same way (searchrank9),
and bench/player-questions-newguides-dev5.tsv a fifth (searchrank11), written before the Endings' players'
phrasings it measures were added; bench/player-questions-newguides-dev6.tsv a sixth (searchrank12), written
before that session changed anything and kept out of its tuning;
bench/player-questions-newguides-dev7.tsv a seventh (search76), players' stories told as they happened at the
table (the bidding box, cards from dummy, several cards at once, premature plays, "is it my lead"),
written before that session changed anything;
bench/player-questions-newguides-dev8.tsv an eighth (search77), stories over all thirteen new guides'
situations (dummy's rights, inadmissible calls, extraneous information, penalties and appeals as well),
written before that session changed anything;
bench/player-questions-newguides-dev9.tsv a ninth (search78), stories over the same thirteen guides'
situations (some as short as typed on a phone), written before that session changed anything and
kept out of its tuning (its figures read when written and at the end only);
bench/player-questions-newguides-dev10.tsv a tenth (search80), stories over the same situations, written
before that session changed anything and kept out of its tuning (figures when written and at the end only).
bench/player-questions-newguides-dev11.tsv an eleventh (search82), stories over the same situations as typed on
a phone, written before that session changed anything and kept out of its tuning like dev10.
bench/player-questions-newguides-dev12.tsv a twelfth (search83), players' words as said or typed at the table over
the same situations, written before that session changed anything; tuned on by it, with dev11 as its check.
bench/player-questions-newguides-dev13.tsv a thirteenth (search84), fragments, Turkish typed without its letters,
misspellings, long stories and the wronged player's questions, written before that session changed anything.
bench/player-questions-newguides-dev14.tsv a fourteenth (search101), written blind like the check set (without
reading the guides' phrasings or any other set's questions) for the next sessions to tune on.
bench/player-questions-newguides-dev15.tsv a fifteenth (search126), written blind the same way; its first figures
were recorded as a blind estimate before that session read its misses, and it is a development set since.
bench/player-questions-newguides-dev16.tsv a sixteenth (search252), written blind the same way, shorter and plainer
(players at a club table on a phone, fewer seat names); its first figures were the blind estimate, then tuned on.
bench/player-questions-newguides-check.tsv (search100) was a CHECK set over the same situations, written blind
(without reading the guides' phrasings, the development sets' questions or the held-out sets) when dev11 had been
read. Sessions 81 (search113) and 82 (search114) read its misses, so it is no longer blind: since session 82 it is
a tuning set like the others (--misses check), and only the held-out sets are read for their figures alone.
bench/player-questions-guides-dev.tsv is a development set about the FIRST guides' situations
(search72), written before the search was run on it, so that a change tuned on the new guides'
sets shows what it does to the older situations.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import sys
from dataclasses import dataclass, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

import django  # noqa: E402

django.setup()

from lawbook.labels import try_parse_label  # noqa: E402
from lawbook.models import CURRENT_EDITION, Paragraph  # noqa: E402
from lawbook.search.analysis import exact_form, words  # noqa: E402
from lawbook.search.guides import KIND as GUIDE  # noqa: E402
from lawbook.search.guides import MAX_GUIDES  # noqa: E402
from lawbook.search.scoring import Weights  # noqa: E402
from lawbook.search.service import search  # noqa: E402
from lawbook.search.vocabulary import Vocabulary  # noqa: E402

# Other weights for a bench run, without editing the code (search81): SEARCH_WEIGHTS="bridge=0.4,
# synonym=0.7,endings.FIELD_WEIGHTS.title=2.5,bridges.OUTSIDE=0.7" sets Weights fields by name and
# the search modules' constants as module.NAME (a dict's entry as module.NAME.key), in this process
# only: the web process never reads it.
WEIGHTS_VARIABLE = "SEARCH_WEIGHTS"


def bench_weights(spec: str | None = None) -> Weights:
    """The Weights `spec` (by default the SEARCH_WEIGHTS variable) names, the modules' constants it
    names set on the way; ValueError for a name that is neither."""
    import importlib
    from dataclasses import fields

    spec = os.environ.get(WEIGHTS_VARIABLE, "") if spec is None else spec
    names = {f.name: f.type for f in fields(Weights)}
    chosen = {}
    for item in filter(None, (part.strip() for part in spec.split(","))):
        name, _, value = item.partition("=")
        name = name.strip()
        if name in names:
            chosen[name] = int(value) if names[name] in ("int", int) else float(value)
            continue
        module_name, _, rest = name.partition(".")
        constant, _, key = rest.partition(".")
        try:
            module = importlib.import_module(f"lawbook.search.{module_name}")
        except ModuleNotFoundError:
            raise ValueError(f"{WEIGHTS_VARIABLE}: no weight {name!r}") from None
        current = getattr(module, constant, None)
        if key and isinstance(current, dict) and key in current:
            current[key] = float(value)
        elif not key and isinstance(current, int | float) and constant.isupper():
            setattr(module, constant, type(current)(float(value)) if isinstance(current, float) else int(value))
        else:
            raise ValueError(f"{WEIGHTS_VARIABLE}: no weight {name!r}")
    return Weights(**chosen)


BENCH_WEIGHTS = bench_weights()

QUERIES = ROOT / "bench" / "search-queries.tsv"
PLAYER_QUESTIONS = ROOT / "bench" / "player-questions.tsv"
# Written from the text before the work that tuned the search on PLAYER_QUESTIONS, never used to
# choose a change: a change that helps one set and hurts this one is overfitting.
HELDOUT_QUESTIONS = ROOT / "bench" / "player-questions-heldout.tsv"
# Questions about the guides' situations, written from the text by someone who had seen neither
# the search nor the guides, after the guides' paths were built and before they were measured.
GUIDES_HELDOUT_QUESTIONS = ROOT / "bench" / "player-questions-guides-heldout.tsv"
# Questions about the situations of the next guides (issue 22), written the same way before those
# guides were built: printed to measure them, with no floor until they exist.
NEW_GUIDES_HELDOUT_QUESTIONS = ROOT / "bench" / "player-questions-newguides-heldout.tsv"
# Questions about the same situations written for tuning, without reading the held-out set above.
NEW_GUIDES_DEV_QUESTIONS = ROOT / "bench" / "player-questions-newguides-dev.tsv"
# A second such set, written before the search was measured on it (the first had been fitted).
NEW_GUIDES_DEV2_QUESTIONS = ROOT / "bench" / "player-questions-newguides-dev2.tsv"
# A third, written from players' own wordings before the search was run on it (the second had been
# tuned on in turn).
NEW_GUIDES_DEV3_QUESTIONS = ROOT / "bench" / "player-questions-newguides-dev3.tsv"
# A fourth, written (searchrank9) from players' accounts before the search was run on it, when the
# first three had been tuned on: a change must raise it too.
NEW_GUIDES_DEV4_QUESTIONS = ROOT / "bench" / "player-questions-newguides-dev4.tsv"
# A fifth, written (searchrank11) from players' posts before the search was run on it and before the
# players' phrasings added to the guides' Endings that it was written to measure.
NEW_GUIDES_DEV5_QUESTIONS = ROOT / "bench" / "player-questions-newguides-dev5.tsv"
# A sixth, written (searchrank12) from players' posts before that session's changes, and not tuned on
# by it (its figures read when written and at the end only).
NEW_GUIDES_DEV6_QUESTIONS = ROOT / "bench" / "player-questions-newguides-dev6.tsv"
NEW_GUIDES_DEV7_QUESTIONS = ROOT / "bench" / "player-questions-newguides-dev7.tsv"
# An eighth (search77): players' stories over all thirteen new guides' situations, written before
# that session's changes.
NEW_GUIDES_DEV8_QUESTIONS = ROOT / "bench" / "player-questions-newguides-dev8.tsv"
# A ninth (search78): players' stories over all thirteen new guides' situations, written before
# that session's changes and not tuned on by it.
NEW_GUIDES_DEV9_QUESTIONS = ROOT / "bench" / "player-questions-newguides-dev9.tsv"
# A tenth (search80): players' stories over the new guides' situations, written before that
# session's changes and not tuned on by it.
NEW_GUIDES_DEV10_QUESTIONS = ROOT / "bench" / "player-questions-newguides-dev10.tsv"
# An eleventh (search82): players' stories as typed on a phone, written before that session's changes
# and not tuned on by it (with dev10, its generalisation check).
NEW_GUIDES_DEV11_QUESTIONS = ROOT / "bench" / "player-questions-newguides-dev11.tsv"
# A twelfth (search83): players' words at the table, written before that session's changes.
NEW_GUIDES_DEV12_QUESTIONS = ROOT / "bench" / "player-questions-newguides-dev12.tsv"
# A thirteenth (search84): fragments, Turkish without its letters, misspellings, long stories, the
# wronged player's questions; written before that session's changes.
NEW_GUIDES_DEV13_QUESTIONS = ROOT / "bench" / "player-questions-newguides-dev13.tsv"
# A fourteenth (search101): written blind, as the check set was, when dev1-dev13 had been tuned on until
# their gains stopped reaching the held-out set; fresh questions to tune on.
NEW_GUIDES_DEV14_QUESTIONS = ROOT / "bench" / "player-questions-newguides-dev14.tsv"
# A fifteenth (search126): written blind like dev14; its first figures were the blind estimate, then tuned on.
NEW_GUIDES_DEV15_QUESTIONS = ROOT / "bench" / "player-questions-newguides-dev15.tsv"
# A sixteenth (search252): written blind like dev15, shorter; its first figures were the blind estimate.
NEW_GUIDES_DEV16_QUESTIONS = ROOT / "bench" / "player-questions-newguides-dev16.tsv"
# The check set (search100): questions over the new guides' situations written blind, after every
# development set had been tuned on or read. Its misses were read in sessions 81 and 82, so it is tuned
# on now (TUNING_SETS["check"]); the held-out sets are the only blind figures left.
NEW_GUIDES_CHECK_QUESTIONS = ROOT / "bench" / "player-questions-newguides-check.tsv"
# A development set about the FIRST guides' situations (revoke, lead out of turn, penalty cards,
# insufficient bid, claims...), written (search72) before the search was run on it and without
# reading the held-out sets: the six above all ask about the new guides' situations, so a tuning on
# them alone cannot see what it does to the first guides' (search71).
GUIDES_DEV_QUESTIONS = ROOT / "bench" / "player-questions-guides-dev.tsv"
PLAYER_TARGET = 0.85
MRR_DEPTH = 10
RECALL_DEPTH = 5


@dataclass(frozen=True)
class BenchQuery:
    text: str
    lang: str
    expected: tuple[str, ...]

    @property
    def is_jump(self) -> bool:
        return any(e.startswith("jump:") for e in self.expected)


@dataclass(frozen=True)
class Result:
    kind: str  # paragraph, definition, footnote
    label: str
    terms: tuple[str, ...] = ()


@dataclass(frozen=True)
class Answer:
    jump: str | None
    results: tuple[Result, ...]


@dataclass(frozen=True)
class Figures:
    mrr: float
    recall: float
    count: int


def read_queries(path: Path = QUERIES) -> list[BenchQuery]:
    queries = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        text, lang, expected = line.split("\t")
        queries.append(BenchQuery(text, lang, tuple(e.strip() for e in expected.split(","))))
    return queries


def _folded(text: str) -> tuple[str, ...]:
    return tuple(exact_form(w.text) for w in words(text))


def satisfies(result: Result, expected: str) -> bool:
    if expected.startswith("def:"):
        return result.kind == "definition" and _folded(expected[4:]) in {_folded(t) for t in result.terms}
    if expected.startswith("jump:") or result.kind != "paragraph":
        return False
    got, wanted = try_parse_label(result.label), try_parse_label(expected)
    return got is not None and wanted is not None and got.is_within(wanted)


def judge(query: BenchQuery, answer: Answer) -> tuple[float, float]:
    """(reciprocal rank within MRR_DEPTH, recall within RECALL_DEPTH) of one answer."""
    jumps = [e[5:] for e in query.expected if e.startswith("jump:")]
    if jumps:
        hit = float(answer.jump in jumps)
        return hit, hit
    rr = 0.0
    for rank, result in enumerate(answer.results[:MRR_DEPTH], 1):
        if any(satisfies(result, e) for e in query.expected):
            rr = 1 / rank
            break
    top = answer.results[:RECALL_DEPTH]
    covered = sum(1 for e in query.expected if any(satisfies(r, e) for r in top))
    return rr, covered / len(query.expected)


def figures(queries: list[BenchQuery], answers: list[Answer]) -> Figures:
    judged = [judge(q, a) for q, a in zip(queries, answers, strict=True)]
    n = len(judged) or 1
    return Figures(sum(j[0] for j in judged) / n, sum(j[1] for j in judged) / n, len(judged))


# --- ours ---------------------------------------------------------------------------------------


def ours(
    query: BenchQuery, weights: Weights | None = None, vocabulary: Vocabulary | None = None, with_guides: bool = False
) -> Answer:
    """Our answer, the situation guides left out as the sets are labelled with paragraphs and
    definitions (`with_guides`: as a user sees it, a guide taking its rank and matching nothing)."""
    weights = weights or BENCH_WEIGHTS
    outcome = search(query.text, query.lang, limit=MRR_DEPTH + MAX_GUIDES, weights=weights, vocabulary=vocabulary)
    results = tuple(
        Result(h.kind, h.label, (h.term,) if h.term else ()) for h in outcome.hits if with_guides or h.kind != GUIDE
    )[:MRR_DEPTH]
    return Answer(outcome.jump, tuple(_with_both_terms(r) for r in results))


def _with_both_terms(result: Result) -> Result:
    """A definition result names its term in both languages, as def:TERM may use either."""
    if result.kind != "definition":
        return result
    from lawbook.models import Definition

    found = (
        Definition.objects.filter(term_tr=result.label).first()
        or Definition.objects.filter(term_en=result.label).first()
    )
    if found is None:
        return result
    return replace(result, terms=tuple(t for t in (found.term_tr, found.term_en) if t))


# --- the FTS5 baseline --------------------------------------------------------------------------


class Fts5Baseline:
    """SQLite FTS5, tokenizer unicode61 remove_diacritics 2, over the same paragraphs."""

    def __init__(self):
        self.db = sqlite3.connect(":memory:")
        self.db.execute(
            "CREATE VIRTUAL TABLE paragraphs USING fts5(label UNINDEXED, title, heading, body,"
            " tokenize = 'unicode61 remove_diacritics 2')"
        )
        rows = []
        for p in Paragraph.objects.filter(law__edition=CURRENT_EDITION).select_related("law"):
            rows.append(
                (
                    p.label,
                    f"{p.law.title_tr} {p.law.title_en or ''}",
                    f"{p.heading_tr} {p.heading_en or ''}",
                    " ".join(filter(None, (p.text_tr, p.tail_tr, p.text_en, p.tail_en))),
                )
            )
        self.db.executemany("INSERT INTO paragraphs VALUES (?, ?, ?, ?)", rows)

    @staticmethod
    def match_expression(text: str) -> str | None:
        quoted = ['"' + w.text.replace('"', '""') + '"' for w in words(text)]
        return " OR ".join(quoted) or None

    def labels(self, text: str, limit: int = MRR_DEPTH) -> list[str]:
        expression = self.match_expression(text)
        if expression is None:
            return []
        rows = self.db.execute(
            "SELECT label FROM paragraphs WHERE paragraphs MATCH ? ORDER BY bm25(paragraphs) LIMIT ?",
            (expression, limit),
        )
        return [row[0] for row in rows]

    def timed_answer(self, text: str, limit: int) -> list[tuple[str, str]]:
        """Labels and highlighted snippets, as a results page needs (bench/search_speed.py)."""
        expression = self.match_expression(text)
        if expression is None:
            return []
        return self.db.execute(
            "SELECT label, snippet(paragraphs, 3, '<mark>', '</mark>', '…', 24) FROM paragraphs"
            " WHERE paragraphs MATCH ? ORDER BY bm25(paragraphs) LIMIT ?",
            (expression, limit),
        ).fetchall()

    def answer(self, query: BenchQuery) -> Answer:
        return Answer(None, tuple(Result("paragraph", label) for label in self.labels(query.text)))


# --- phrases from the text ----------------------------------------------------------------------

PHRASE_STEP = 7  # every 7th paragraph with enough words
PHRASE_WORDS = slice(2, 8)  # six words from near its start


def director_phrases() -> list[BenchQuery]:
    """Six consecutive words of the Turkish text of every 7th long paragraph, its own label expected:
    what a director types when copying a phrase from the book (generated, so not hand-picked)."""
    long_enough = [
        p
        for p in Paragraph.objects.filter(law__edition=CURRENT_EDITION).order_by("law__number", "position")
        if len(words(p.text_tr)) >= 12
    ]
    return [
        BenchQuery(" ".join(w.text for w in words(p.text_tr)[PHRASE_WORDS]), "tr", (p.label,))
        for p in long_enough[::PHRASE_STEP]
    ]


def exact_first(queries: list[BenchQuery], answers: list[Answer]) -> float:
    """Share of queries whose first paragraph result is exactly the expected paragraph."""
    firsts = [next((r.label for r in a.results if r.kind == "paragraph"), None) for a in answers]
    return sum(f == q.expected[0] for q, f in zip(queries, firsts, strict=True)) / (len(queries) or 1)


# --- report -------------------------------------------------------------------------------------

ABLATIONS = {
    "exact only": Weights(stem=0, prefix=0),
    "stem only": Weights(exact=0, prefix=0),
    "prefix only": Weights(exact=0, stem=0),
    "exact + stem": Weights(prefix=0),
    "exact + prefix": Weights(stem=0),
    "stem + prefix": Weights(exact=0),
    "no phrase bonuses": Weights(phrase=0, whole_phrase=0),
    "no Law diversity": Weights(diversity=1.0),
}


def line(name: str, all_: Figures, text: Figures) -> str:
    return f"{name:34} {all_.mrr:8.3f} {all_.recall:9.3f}   {text.mrr:8.3f} {text.recall:9.3f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ablation", action="store_true", help="also measure other combinations")
    parser.add_argument("--verbose", action="store_true", help="print each query's figures")
    parser.add_argument(
        "--misses",
        choices=sorted(TUNING_SETS),
        help="only list, for each query of a tuning set whose first relevant hit is not first, its rank and the top 3",
    )
    parser.add_argument(
        "--brief", action="store_true", help="only our MRR@10 / recall@5 on every set, per language (no baseline)"
    )
    parser.add_argument(
        "--other-page",
        action="store_true",
        help="as --brief, each question searched on the other language's page (a Turkish question on /en/search/)",
    )
    parser.add_argument(
        "--ascii",
        action="store_true",
        help="each set's Turkish questions with their Turkish letters folded to ASCII (ç->c, ı->i, ...), on both pages",
    )
    args = parser.parse_args(argv)
    if args.ascii:
        print_ascii()
        return 0
    if args.brief or args.other_page:
        print_brief(other_page=args.other_page)
        return 0
    if args.misses:
        print_misses(TUNING_SETS[args.misses])
        return 0
    queries = read_queries()
    text_queries = [q for q in queries if not q.is_jump]

    def measure(answer_of) -> tuple[Figures, Figures]:
        answers = [answer_of(q) for q in queries]
        text_answers = [a for q, a in zip(queries, answers, strict=True) if not q.is_jump]
        return figures(queries, answers), figures(text_queries, text_answers)

    baseline = Fts5Baseline()
    rows = [
        ("ours (exact + stem + prefix)", *measure(ours)),
        ("  with the guides as shown", *measure(lambda q: ours(q, with_guides=True))),
        ("FTS5 unicode61 remove_diacritics 2", *measure(baseline.answer)),
    ]
    if args.ablation:
        for name, weights in ABLATIONS.items():
            rows.append((f"  {name}", *measure(lambda q, w=weights: ours(q, w))))
        rows.append(("  no vocabulary", *measure(lambda q: ours(q, vocabulary=Vocabulary([])))))
    print(
        f"{len(queries)} queries ({len(text_queries)} text, {len(queries) - len(text_queries)} citations) from {QUERIES.relative_to(ROOT)}"
    )
    print(f"{'':34} {'all queries':>18}   {'text queries':>18}")
    print(f"{'':34} {'MRR@10':>8} {'recall@5':>9}   {'MRR@10':>8} {'recall@5':>9}")
    for name, all_, text in rows:
        print(line(name, all_, text))
    ours_all, base_all = rows[0][1], rows[2][1]
    met = (
        ours_all.mrr >= 0.85
        and ours_all.recall >= 0.9
        and ours_all.mrr > base_all.mrr
        and ours_all.recall > base_all.recall
    )
    print("target (MRR@10 >= 0.85, recall@5 >= 0.9, both above the baseline):", "met" if met else "NOT met")
    phrases = director_phrases()
    print()
    print(f"{len(phrases)} phrases copied from the text (six words of every {PHRASE_STEP}th long paragraph):")
    print(f"{'':34} {'first':>8}")
    print(f"{'ours':34} {exact_first(phrases, [ours(q) for q in phrases]):8.3f}")
    print(
        f"{'FTS5 unicode61 remove_diacritics 2':34} {exact_first(phrases, [baseline.answer(q) for q in phrases]):8.3f}"
    )
    if args.ablation:
        plain = Weights(phrase=0, whole_phrase=0)
        print(f"{'  no phrase bonuses':34} {exact_first(phrases, [ours(q, plain) for q in phrases]):8.3f}")
    print()
    player_figures(baseline)
    print()
    player_figures(baseline, NEW_GUIDES_DEV_QUESTIONS)
    print()
    player_figures(baseline, NEW_GUIDES_DEV2_QUESTIONS)
    print()
    player_figures(baseline, NEW_GUIDES_DEV3_QUESTIONS)
    print()
    player_figures(baseline, NEW_GUIDES_DEV4_QUESTIONS)
    print()
    player_figures(baseline, NEW_GUIDES_DEV5_QUESTIONS)
    print()
    player_figures(baseline, NEW_GUIDES_DEV6_QUESTIONS)
    print()
    player_figures(baseline, NEW_GUIDES_DEV7_QUESTIONS)
    print()
    player_figures(baseline, NEW_GUIDES_DEV8_QUESTIONS)
    print()
    player_figures(baseline, NEW_GUIDES_DEV9_QUESTIONS)
    print()
    player_figures(baseline, NEW_GUIDES_DEV10_QUESTIONS)
    print()
    player_figures(baseline, NEW_GUIDES_DEV11_QUESTIONS)
    print()
    player_figures(baseline, NEW_GUIDES_DEV12_QUESTIONS)
    print()
    player_figures(baseline, NEW_GUIDES_DEV13_QUESTIONS)
    print()
    player_figures(baseline, GUIDES_DEV_QUESTIONS)
    print()
    player_figures(baseline, HELDOUT_QUESTIONS)
    print()
    player_figures(baseline, GUIDES_HELDOUT_QUESTIONS)
    print()
    player_figures(baseline, NEW_GUIDES_HELDOUT_QUESTIONS)
    print()
    player_figures(baseline, NEW_GUIDES_CHECK_QUESTIONS)
    if args.verbose:
        held_out = [
            query
            for path in (HELDOUT_QUESTIONS, GUIDES_HELDOUT_QUESTIONS, NEW_GUIDES_HELDOUT_QUESTIONS)
            for query in read_queries(path)
        ]
        tuning = [query for path in TUNING_SETS.values() if path != QUERIES for query in read_queries(path)]
        for query in queries + tuning + held_out:
            rr, recall = judge(query, ours(query))
            base_rr, base_recall = judge(query, baseline.answer(query))
            print(f"  {query.text:34} ours {rr:5.2f} {recall:5.2f}   fts5 {base_rr:5.2f} {base_recall:5.2f}")
    return 0


# Only the sets the search is tuned on: the held-out sets are read for their figures alone.
TUNING_SETS = {
    "dev": NEW_GUIDES_DEV_QUESTIONS,
    "dev2": NEW_GUIDES_DEV2_QUESTIONS,
    "dev3": NEW_GUIDES_DEV3_QUESTIONS,
    "dev4": NEW_GUIDES_DEV4_QUESTIONS,
    "dev5": NEW_GUIDES_DEV5_QUESTIONS,
    "dev6": NEW_GUIDES_DEV6_QUESTIONS,
    "dev7": NEW_GUIDES_DEV7_QUESTIONS,
    "dev8": NEW_GUIDES_DEV8_QUESTIONS,
    "dev9": NEW_GUIDES_DEV9_QUESTIONS,
    "dev10": NEW_GUIDES_DEV10_QUESTIONS,
    "dev11": NEW_GUIDES_DEV11_QUESTIONS,
    "dev12": NEW_GUIDES_DEV12_QUESTIONS,
    "dev13": NEW_GUIDES_DEV13_QUESTIONS,
    "dev14": NEW_GUIDES_DEV14_QUESTIONS,
    "dev15": NEW_GUIDES_DEV15_QUESTIONS,
    "dev16": NEW_GUIDES_DEV16_QUESTIONS,
    "check": NEW_GUIDES_CHECK_QUESTIONS,
    "guides-dev": GUIDES_DEV_QUESTIONS,
    "players": PLAYER_QUESTIONS,
    "shared": QUERIES,
}
MISS_TOP = 3


def first_relevant(query: BenchQuery, answer: Answer) -> int | None:
    """The rank of the first relevant result within MRR_DEPTH (1 for a correct jump), or None."""
    rr, _ = judge(query, answer)
    return round(1 / rr) if rr else None


ALL_SETS = (
    QUERIES,
    PLAYER_QUESTIONS,
    NEW_GUIDES_DEV_QUESTIONS,
    NEW_GUIDES_DEV2_QUESTIONS,
    NEW_GUIDES_DEV3_QUESTIONS,
    NEW_GUIDES_DEV4_QUESTIONS,
    NEW_GUIDES_DEV5_QUESTIONS,
    NEW_GUIDES_DEV6_QUESTIONS,
    NEW_GUIDES_DEV7_QUESTIONS,
    NEW_GUIDES_DEV8_QUESTIONS,
    NEW_GUIDES_DEV9_QUESTIONS,
    NEW_GUIDES_DEV10_QUESTIONS,
    NEW_GUIDES_DEV11_QUESTIONS,
    NEW_GUIDES_DEV12_QUESTIONS,
    NEW_GUIDES_DEV13_QUESTIONS,
    NEW_GUIDES_DEV14_QUESTIONS,
    NEW_GUIDES_DEV15_QUESTIONS,
    NEW_GUIDES_DEV16_QUESTIONS,
    GUIDES_DEV_QUESTIONS,
    HELDOUT_QUESTIONS,
    GUIDES_HELDOUT_QUESTIONS,
    NEW_GUIDES_HELDOUT_QUESTIONS,
    NEW_GUIDES_CHECK_QUESTIONS,
)


def print_brief(other_page: bool = False) -> None:
    """One line per set and language: our MRR@10 / recall@5 (the shared set in both languages at
    once), to compare a change with the code before it on every set quickly. `other_page`: each
    question typed on the other language's page, as a player on the page he opened types in his
    own language (the set's language is still the question's)."""
    for path in ALL_SETS:
        questions = read_queries(path)
        langs = (None,) if path == QUERIES else ("tr", "en")
        for lang in langs:
            subset = [q for q in questions if lang is None or q.lang == lang]
            searched = [replace(q, lang=_other_page(q.lang)) for q in subset] if other_page else subset
            got = figures(subset, [ours(q) for q in searched])
            print(f"{path.stem + (', ' + lang if lang else ''):44} {got.mrr:6.3f} / {got.recall:5.3f}")


# What a phone without a Turkish keyboard types for each Turkish letter.
_ASCII_KEYS = str.maketrans("çğıöşüÇĞİÖŞÜ", "cgiosuCGIOSU")


def print_ascii() -> None:
    """Per set, its Turkish questions' MRR@10 / recall@5 as written (on the Turkish page), then with
    their Turkish letters typed as the ASCII letters a phone without Turkish keys has ("kupa ası" ->
    "kupa asi", "gösterdi" -> "gosterdi"), on the Turkish page and on the English page; and how many
    questions that changed. The query's reading (lawbook.search.query.reading) and the stems of a
    word typed without its letters (lawbook.search.scoring.stems) are what the folded figures measure."""
    print(f"{'Turkish questions':44} {'as written':>13}   {'ASCII, tr page':>14}   {'ASCII, en page':>14}   changed")
    for path in ALL_SETS:
        questions = [q for q in read_queries(path) if q.lang == "tr"]
        folded = [replace(q, text=q.text.translate(_ASCII_KEYS)) for q in questions]
        written = figures(questions, [ours(q) for q in questions])
        on_tr = figures(questions, [ours(q) for q in folded])
        on_en = figures(questions, [ours(replace(q, lang="en")) for q in folded])
        changed = sum(q.text != f.text for q, f in zip(questions, folded, strict=True))
        print(
            f"{path.stem + f' ({len(questions)})':44} {written.mrr:6.3f} / {written.recall:5.3f}"
            f"   {on_tr.mrr:6.3f} / {on_tr.recall:5.3f}   {on_en.mrr:6.3f} / {on_en.recall:5.3f}   {changed:7}"
        )


def _other_page(lang: str) -> str:
    return "en" if lang == "tr" else "tr"


def print_misses(path: Path) -> None:
    """Per query whose first relevant hit is not at rank 1: the rank ("-" beyond MRR_DEPTH), the
    query, what it expects and the top MISS_TOP hits (guides included, marked), to sort the misses
    by cause."""
    questions = read_queries(path)
    missed = 0
    for query in questions:
        rank = first_relevant(query, ours(query))
        if rank == 1:
            continue
        missed += 1
        shown = ours(query, with_guides=True).results[:MISS_TOP]
        top = ", ".join(f"{r.kind[0]}:{r.label}" if r.kind != "paragraph" else r.label for r in shown)
        print(f"{rank or '-':>2} {query.lang} {query.text}  [{','.join(query.expected)}]  -> {top}")
    print(f"{missed} of {len(questions)} queries of {path.relative_to(ROOT)} not first")


def player_figures(baseline: Fts5Baseline, path: Path = PLAYER_QUESTIONS) -> bool:
    """Print the player-question figures per language; True when both languages meet the target."""
    questions = read_queries(path)
    print(f"{len(questions)} player questions from {path.relative_to(ROOT)}:")
    print(f"{'':34} {'MRR@10':>8} {'recall@5':>9}")
    met = True
    for lang in ("tr", "en"):
        subset = [q for q in questions if q.lang == lang]
        got = figures(subset, [ours(q) for q in subset])
        shown = figures(subset, [ours(q, with_guides=True) for q in subset])
        base = figures(subset, [baseline.answer(q) for q in subset])
        print(f"{'ours, ' + lang + f' ({got.count})':34} {got.mrr:8.3f} {got.recall:9.3f}")
        print(f"{'  with the guides as shown':34} {shown.mrr:8.3f} {shown.recall:9.3f}")
        print(f"{'FTS5, ' + lang:34} {base.mrr:8.3f} {base.recall:9.3f}")
        met = met and got.mrr >= PLAYER_TARGET and got.recall >= PLAYER_TARGET
    print(
        f"target (MRR@10 >= {PLAYER_TARGET}, recall@5 >= {PLAYER_TARGET} in each language):",
        "met" if met else "NOT met",
    )
    return met


if __name__ == "__main__":
    sys.exit(main())
