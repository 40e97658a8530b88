"""The ranking weights tuned together: a coordinate ascent on the development sets (search81).

Run from the project root after `manage.py rebuild_index`:
`.venv/bin/python bench/search_weights.py [--passes N] [--step S] [--only NAME,...]`.

Maximises the mean MRR@10 of the development sets (the shared set, the players', dev..dev9 and
guides-dev, each language apart) under the constraint that none falls below its figure at the
code's own weights by more than SLACK. Each point is a SEARCH_WEIGHTS spec
(bench/search_quality.bench_weights): the Weights fields and the modules' constants below, set in
this process only. dev10 and the held-out sets are never read here: check the best point on them
with `SEARCH_WEIGHTS=... bench/search_quality.py --brief`.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import fields
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import search_quality as sq  # noqa: E402

from lawbook.search.scoring import Weights  # noqa: E402

SLACK = 0.005
# The development sets and languages the ascent reads (never dev10 nor the held-out sets).
DEV_SETS = (
    sq.NEW_GUIDES_DEV_QUESTIONS,
    sq.NEW_GUIDES_DEV2_QUESTIONS,
    sq.NEW_GUIDES_DEV3_QUESTIONS,
    sq.NEW_GUIDES_DEV4_QUESTIONS,
    sq.NEW_GUIDES_DEV5_QUESTIONS,
    sq.NEW_GUIDES_DEV6_QUESTIONS,
    sq.NEW_GUIDES_DEV7_QUESTIONS,
    sq.NEW_GUIDES_DEV8_QUESTIONS,
    sq.NEW_GUIDES_DEV9_QUESTIONS,
    sq.GUIDES_DEV_QUESTIONS,
    sq.PLAYER_QUESTIONS,
    sq.QUERIES,
)
_DEFAULTS = Weights()
# The weights tried, with the code's values: the Weights fields that rank (not min_prefix) and the
# constants of the Endings' fields and of the bridge.
PARAMETERS = {
    **{f.name: float(getattr(_DEFAULTS, f.name)) for f in fields(Weights) if f.name != "min_prefix"},
    "endings.FIELD_WEIGHTS.title": 2.0,
    "endings.FIELD_WEIGHTS.said": 1.0,
    "endings.FIELD_WEIGHTS.steps": 1.0,
    "bridges.OUTSIDE": 0.75,
    "bridges.OWN": 0.5,
    "bridges.DECAY": 0.5,
    "borrowing.MAIN": 0.5,
    "borrowing.ADVICE": 0.5,
}
# Kept within these (shares of a score).
AT_MOST_ONE = {"bridges.OUTSIDE", "bridges.OWN", "bridges.DECAY", "diversity"}


def spec_of(point: dict[str, float]) -> str:
    return ",".join(f"{name}={value:g}" for name, value in point.items())


_QUESTIONS = {path: sq.read_queries(path) for path in DEV_SETS}


def measure(point: dict[str, float]) -> dict[str, float]:
    """Each development set's MRR@10 per language at `point`."""
    weights = sq.bench_weights(spec_of(point))
    got = {}
    for path, questions in _QUESTIONS.items():
        langs = (None,) if path == sq.QUERIES else ("tr", "en")
        for lang in langs:
            subset = [q for q in questions if lang is None or q.lang == lang]
            figures = sq.figures(subset, [sq.ours(q, weights) for q in subset])
            got[path.stem.removeprefix("player-questions-") + (f", {lang}" if lang else "")] = figures.mrr
    return got


def mean(figures: dict[str, float]) -> float:
    return sum(figures.values()) / len(figures)


def allowed(figures: dict[str, float], base: dict[str, float]) -> bool:
    return all(figures[name] >= base[name] - SLACK - 1e-9 for name in base)


def shortfall(figures: dict[str, float], base: dict[str, float]) -> float:
    """How far, summed, the sets fall below their floors (base - SLACK)."""
    return sum(max(0.0, base[name] - SLACK - figures[name]) for name in base)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--passes", type=int, default=2)
    parser.add_argument("--step", type=float, default=0.25, help="first pass's relative step, halved each pass")
    parser.add_argument("--only", default="", help="the parameters to move, comma-separated (default all)")
    parser.add_argument("--start", default="", help="a SEARCH_WEIGHTS spec to start from")
    parser.add_argument(
        "--penalty",
        type=float,
        default=0.0,
        help="instead of refusing a point where a set falls, count its shortfall against the mean times this",
    )
    args = parser.parse_args(argv)
    point = dict(PARAMETERS)
    base = measure(point)
    print(f"base: mean {mean(base):.4f}  " + "  ".join(f"{k} {v:.3f}" for k, v in base.items()), flush=True)
    for item in filter(None, args.start.split(",")):
        name, _, value = item.partition("=")
        point[name] = float(value)
    current = measure(point) if args.start else base

    def objective(figures: dict[str, float]) -> float:
        return mean(figures) - args.penalty * shortfall(figures, base)

    best = objective(current)
    moving = args.only.split(",") if args.only else list(PARAMETERS)
    step = args.step
    for number in range(args.passes):
        print(f"pass {number + 1}, step {step:g}", flush=True)
        for name in moving:
            for factor in (1 + step, 1 - step):
                value = round(point[name] * factor, 4) if point[name] else (step if factor > 1 else 0.0)
                if name in AT_MOST_ONE:
                    value = min(value, 1.0)
                if value == point[name] or value < 0:
                    continue
                trial = {**point, name: value}
                started = time.monotonic()
                got = measure(trial)
                ok = allowed(got, base)
                fallen = [k for k in base if got[k] < base[k] - SLACK - 1e-9]
                print(
                    f"  {name}={value:g}: mean {mean(got):.4f} ({objective(got) - best:+.4f})"
                    f"{'' if ok else '  below: ' + ', '.join(f'{k} {got[k]:.3f}' for k in fallen)}"
                    f"  [{time.monotonic() - started:.0f}s]",
                    flush=True,
                )
                if (ok or args.penalty) and objective(got) > best + 1e-4:
                    point, best, current = trial, objective(got), got
                    print(f"  -> kept {name}={value:g}", flush=True)
                    break
        step /= 2
    print(
        f"best: mean {mean(current):.4f} (base {mean(base):.4f}), {'allowed' if allowed(current, base) else 'NOT allowed'}"
    )
    print("  " + "  ".join(f"{k} {current[k]:.3f} ({current[k] - base[k]:+.3f})" for k in base))
    changed = {k: v for k, v in point.items() if v != PARAMETERS[k]}
    print(f"SEARCH_WEIGHTS={spec_of(changed)!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
