"""Time to generate 1 000 quiz questions of each type, and checks on them (outside the timing):
distinct, answered by the engine exactly as `python -m rulings` answers their scenario, every
cited label in the lawbook.

    .venv/bin/python bench/quiz_speed.py [--count 1000] [--runs 3] [--type TYPE ...]

Needs the database of `make setup` (definitions and where read the lawbook). Target (issue):
1 000 distinct questions of each type in under 2 s.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

import django  # noqa: E402

django.setup()

from lawbook.models import Paragraph  # noqa: E402
from quizzes import lawdata  # noqa: E402
from quizzes.generators import definitions, generate, where  # noqa: E402
from quizzes.question_types import ENGINE_TYPES, TYPES  # noqa: E402


def cold_caches() -> None:
    lawdata.clear_caches()
    definitions._plan.cache_clear()
    where._plan.cache_clear()


def run_once(qtype: str, count: int):
    start = time.perf_counter()
    questions = [generate(qtype, seed) for seed in range(count)]
    return time.perf_counter() - start, questions


def through_cli(questions) -> int:
    """How many `expected` differ from what the command line answers to their scenario."""
    lines = "".join(json.dumps(q.scenario, separators=(",", ":")) + "\n" for q in questions)
    run = subprocess.run(
        [sys.executable, "-m", "rulings"], input=lines, capture_output=True, text=True, cwd=ROOT, check=True
    )
    answers = [json.loads(line) for line in run.stdout.splitlines()]
    return sum(1 for q, a in zip(questions, answers, strict=False) if q.expected != a) + abs(
        len(answers) - len(questions)
    )


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--type", action="append", choices=TYPES, help="only this type (repeatable)")
    args = parser.parse_args()
    existing = set(Paragraph.objects.values_list("label", flat=True))
    print(
        f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}; "
        f"{args.count} questions per type, seeds 0..{args.count - 1}, best of {args.runs} runs "
        "(first run cold: lawbook data not yet loaded)"
    )
    print(f"{'type':<18}{'cold s':>8}{'best s':>8}{'per q ms':>10}{'distinct':>10}{'engine=CLI':>12}{'labels':>8}")
    worst = 0.0
    for qtype in args.type or TYPES:
        cold_caches()
        times = []
        questions = []
        for _ in range(args.runs):
            elapsed, questions = run_once(qtype, args.count)
            times.append(elapsed)
        best = min(times)
        worst = max(worst, best)
        distinct = len({(q.prompt_en, tuple(sorted(c.en for c in q.choices)), q.answer) for q in questions})
        mismatches = through_cli(questions) if qtype in ENGINE_TYPES else None
        missing = sum(1 for q in questions for label in q.laws if label not in existing)
        engine = "n/a" if mismatches is None else ("all equal" if mismatches == 0 else f"{mismatches} differ")
        print(
            f"{qtype:<18}{times[0]:>8.3f}{best:>8.3f}{1000 * best / args.count:>10.2f}{distinct:>10}"
            f"{engine:>12}{missing if missing else 'ok':>8}"
        )
    print(f"slowest type: {worst:.3f} s for {args.count} (target: under 2 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
