"""The behaviour lock of the question generators: every question type for seeds 1..N, the 3000
revoke questions (seeds 0-2999) that earlier refactorings were checked against, and the deal
diagrams the pages draw from them, each reduced to a sha256 and compared with
quizzes/tests/golden/question_hashes.json.

    python manage.py quiz_golden              # compare; exit status 1 and the first differing seeds
    python manage.py quiz_golden --write      # record the current output as the reference
    python manage.py quiz_golden --seeds 100  # compare only the first 100 seeds of each set

A question is hashed as its `quiz_sample --json` line plus its display extras; a diagram as the
repr of what `quizzes.diagram.build` returns for both languages, before and after the answer
(for the play types' seeds and for every curated question of fixtures/quiz_curated.json).
Refactorings must leave every hash unchanged; a fix that changes questions rewrites the file
with --write and says in its commit which questions changed and why.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from quizzes import diagram
from quizzes.generators import GenerationError, generate
from quizzes.question_types import TYPES
from quizzes.questions import Question

GOLDEN = Path(__file__).resolve().parents[2] / "tests" / "golden" / "question_hashes.json"
CURATED = Path(__file__).resolve().parents[3] / "fixtures" / "quiz_curated.json"
REVOKE_REFERENCE = 3000  # revoke seeds 0..2999, the set c665001 and earlier were checked against
SHOWN = 10  # differing seeds printed per set
PLAY_TYPES = ("revoke", "penalty_card", "lead_out_of_turn", "claim")  # the types drawn as a deal diagram
_DUMPS = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), sort_keys=False).encode


@dataclass(frozen=True)
class SeedSet:
    """One hashed set: which output (question or diagram) of which type, over which seeds."""

    name: str
    qtype: str
    seeds: range
    output: str  # "question", "diagram" (of a generated question) or "curated" (a curated one's diagram)


def seed_sets(count: int) -> list[SeedSet]:
    sets = [SeedSet(t, t, range(1, count + 1), "question") for t in TYPES]
    sets.append(SeedSet("revoke-3000", "revoke", range(min(count * 3, REVOKE_REFERENCE)), "question"))
    sets += [SeedSet(f"diagram-{t}", t, range(1, count + 1), "diagram") for t in PLAY_TYPES]
    sets.append(SeedSet("diagram-curated", "", range(len(curated())), "curated"))
    return sets


@lru_cache(maxsize=1)
def curated() -> tuple[Question, ...]:
    """The curated questions of fixtures/quiz_curated.json, in the file's order."""
    entries = json.loads(CURATED.read_text(encoding="utf-8"))
    return tuple(Question.from_json(dict(e, seed="c-" + e["slug"])) for e in entries)


# The play types' questions of a run, by (type, seed): their diagram sets, and revoke-3000, hash
# the questions their question sets have just generated (a claim question is a few claim searches).
_generated: dict[tuple[str, int], Question | GenerationError] = {}


def _generate(qtype: str, seed: int) -> Question | GenerationError:
    made = _generated.get((qtype, seed))
    if made is None:
        try:
            made = generate(qtype, seed)
        except GenerationError as exc:
            made = exc
        if qtype in PLAY_TYPES:
            _generated[(qtype, seed)] = made
    return made


def question_text(qtype: str, seed: int) -> str:
    question = _generate(qtype, seed)
    if isinstance(question, GenerationError):
        return f"GenerationError: {question}"
    return _DUMPS(question.as_json()) + "\n" + _DUMPS(question.extra)


def diagram_text(qtype: str, seed: int) -> str:
    question = _generate(qtype, seed)
    if isinstance(question, GenerationError):
        return f"GenerationError: {question}"
    return drawn_text(question)


def curated_text(_qtype: str, index: int) -> str:
    return drawn_text(curated()[index])


def drawn_text(question: Question) -> str:
    revokes = diagram.revokes_of(question)
    drawn = [
        diagram.build(question.scenario, lang, reveal=reveal, revokes=revokes if reveal else ())
        for lang in ("tr", "en")
        for reveal in (False, True)
    ]
    return repr(drawn)


def digests(seed_set: SeedSet) -> list[str]:
    text = {"question": question_text, "diagram": diagram_text, "curated": curated_text}[seed_set.output]
    return [hashlib.sha256(text(seed_set.qtype, s).encode()).hexdigest()[:16] for s in seed_set.seeds]


def combined(per_seed: list[str]) -> str:
    return hashlib.sha256("\n".join(per_seed).encode()).hexdigest()


class Command(BaseCommand):
    help = "Compare (or --write) the sha256 of every generated question and diagram with the golden file."

    def add_arguments(self, parser):
        parser.add_argument("--seeds", type=int, default=1000, help="seeds 1..N of each type (default 1000)")
        parser.add_argument("--write", action="store_true", help="record the current output as the reference")
        parser.add_argument("--only", nargs="*", default=None, help="only these sets (e.g. revoke diagram-revoke)")

    def handle(self, *args, **options):
        count = options["seeds"]
        if count < 1:
            raise CommandError("--seeds: must be 1 or more")
        every = seed_sets(count)
        # An unknown name checked nothing and said so by saying nothing (exit 0): named instead.
        unknown = sorted(set(options["only"] or ()) - {s.name for s in every})
        if unknown:
            raise CommandError(f"--only: no set {', '.join(unknown)} (the sets: {', '.join(s.name for s in every)})")
        sets = [s for s in every if options["only"] is None or s.name in options["only"]]
        try:
            computed = {s.name: digests(s) for s in sets}
        finally:
            _generated.clear()
        if options["write"]:
            self._write(sets, computed)
            return
        self._compare(sets, computed)

    def _write(self, sets: list[SeedSet], computed: dict[str, list[str]]) -> None:
        data = {"about": "written by `manage.py quiz_golden --write`; see that command", "sets": {}}
        if GOLDEN.exists():  # --only rewrites those sets and keeps the others
            data["sets"] = json.loads(GOLDEN.read_text(encoding="utf-8"))["sets"]
        for s in sets:
            data["sets"][s.name] = {
                "first_seed": s.seeds.start,
                "count": len(s.seeds),
                "sha256": combined(computed[s.name]),
                "seeds": computed[s.name],
            }
        GOLDEN.parent.mkdir(parents=True, exist_ok=True)
        GOLDEN.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        self.stdout.write(f"wrote {GOLDEN} ({len(sets)} sets)")

    def _compare(self, sets: list[SeedSet], computed: dict[str, list[str]]) -> None:
        if not GOLDEN.exists():
            raise CommandError(f"{GOLDEN} is missing: run quiz_golden --write on the reference code")
        golden = json.loads(GOLDEN.read_text(encoding="utf-8"))["sets"]
        failed = []
        for s in sets:
            if not self._compare_set(s, computed[s.name], golden.get(s.name)):
                failed.append(s.name)
        if failed:
            raise CommandError(f"output differs from the golden file in: {', '.join(failed)}")

    def _compare_set(self, s: SeedSet, mine: list[str], reference: dict | None) -> bool:
        if reference is None:
            self.stdout.write(f"{s.name}: not in the golden file")
            return False
        if reference["first_seed"] != s.seeds.start or reference["count"] < len(mine):
            self.stdout.write(
                f"{s.name}: the golden file holds seeds from {reference['first_seed']}, {reference['count']} of them"
            )
            return False
        expected = reference["seeds"][: len(mine)]
        # strict=False: `expected` comes from the golden file, whose seed list may be shorter
        # than its "count" says if edited by hand; only the seeds present are compared.
        differing = [seed for seed, a, b in zip(s.seeds, mine, expected, strict=False) if a != b]
        if differing:
            shown = ", ".join(map(str, differing[:SHOWN]))
            self.stdout.write(f"{s.name}: {len(differing)} of {len(mine)} seeds differ, first: {shown}")
            return False
        whole = combined(mine) if len(mine) == reference["count"] else None
        if whole is not None and whole != reference["sha256"]:
            self.stdout.write(f"{s.name}: combined sha256 differs")
            return False
        self.stdout.write(f"{s.name}: {len(mine)} identical" + (f" (sha256 {whole[:16]})" if whole else ""))
        return True
