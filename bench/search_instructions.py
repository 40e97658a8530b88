"""A query's first run counted in instructions, not timed: a figure that the machine's load does not
move, so that a change saving a tenth of a millisecond can be told from the noise (issue 22).

Run from the project root after `make setup`: `.venv/bin/python bench/search_instructions.py`.
It runs itself twice under `valgrind --tool=callgrind` (instruction counts; about 50 times slower
than a plain run): once opening the index with its opening query and stopping there, once doing the
same and then searching a fixed sample of the bench sets' distinct queries once each (first runs:
every SAMPLE_STEP-th distinct (text, language) of search_speed.CPU_SETS, in their order, 20
results, as search_speed.py's CPU timing asks). The difference of the two totals, divided by the
number of queries, is printed: the instructions of a first run, Python's start, Django's setup and
the index's opening left out. PYTHONHASHSEED is fixed (hash order changes the work done), so the
same code gives the same figure (to a few parts in ten thousand).

`--queries-only`: the sample's size and first queries, without valgrind.

Cheaper counts (searchspeed12): `--step N` samples every Nth distinct query instead of every
SAMPLE_STEP-th (a larger N, fewer queries: compare a change and main with the same N only), and
`--one-run` counts in one valgrind run instead of two: valgrind starts with callgrind's
instrumentation off (`--instr-atstart=no`), so Python's start, Django's setup and the index's
opening run uninstrumented (some 5 times faster than instrumented), and a small helper compiled
at the count (cc and valgrind/callgrind.h, Debian's valgrind package) turns it on through a
callgrind client request just before the sample's queries and off after them. Its figure is the
sample's queries alone, not a difference of two totals, so it is not the same figure as the
two-run count's (a few tenths of a percent apart): compare one-run counts with one-run counts.

`--repeated` (searchspeed14): a repeated run instead of a first, in one valgrind run as
`--one-run`: each query of the sample is searched once uninstrumented (its first run, which fills
what is kept for it), then once more with the instrumentation on, as search_speed.py runs a query
RUNS times in a row; the figure is those second runs alone, divided by the sample's size. What a
set's p95 mostly is (19 runs of a query's 20 hit what its first run kept). Compare repeated
counts with repeated counts.

`--no-collector` (searchspeed15): the garbage collector switched off (gc.disable(), after a full
collection) from the opening query on. Python collects when allocations outnumber deallocations
by its thresholds, so where a full collection falls is decided by every allocation before it:
in a repeated count one full collection of what the kept answers hold (some 60-80 ms, 60-80 ms
of the sample's 360) fell among the counted runs on main and on a change alike, and a change that
allocates a little more or less can move it out of them or into them, a fifth of the figure
that is not the change's. Without the collector the figure is the searches' own work; the
collector's share is what the two figures differ by. Compare counts taken the same way.
"""

from __future__ import annotations

import argparse
import gc
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

SAMPLE_STEP = 6
LIMIT = 20
HASH_SEED = "0"
OPENING_QUERY = "rönons"


HELPER_C = """
#include <valgrind/callgrind.h>
void start(void) { CALLGRIND_ZERO_STATS; CALLGRIND_START_INSTRUMENTATION; }
void resume(void) { CALLGRIND_START_INSTRUMENTATION; }
void stop(void) { CALLGRIND_STOP_INSTRUMENTATION; }
"""


def sample(step: int = SAMPLE_STEP) -> list[tuple[str, str]]:
    import search_quality  # sets up Django
    from search_speed import CPU_SETS

    seen: dict[tuple[str, str], None] = {}
    for _name, path in CPU_SETS:
        for query in search_quality.read_queries(path):
            seen.setdefault((query.text, query.lang), None)
    seen.pop((OPENING_QUERY, "tr"), None)  # searched before the sample: not a first run
    return list(seen)[::step]


def inner(mode: str, step: int, helper: str | None, collector: bool = True) -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    queries = sample(step)
    from lawbook.search.service import search

    search(OPENING_QUERY)  # opens the index, as search_speed.py does before timing
    if not collector:
        gc.collect()
        gc.disable()
    if mode == "repeated":
        import ctypes

        zone = ctypes.CDLL(helper)
        zone.start()
        zone.stop()
        for text, lang in queries:
            search(text, lang, LIMIT)  # its first run, not counted
            zone.resume()
            search(text, lang, LIMIT)
            zone.stop()
        return 0
    if mode == "zone":
        import ctypes

        zone = ctypes.CDLL(helper)
        zone.start()
    if mode != "open":
        for text, lang in queries:
            search(text, lang, LIMIT)
    if mode == "zone":
        zone.stop()
    return 0


def collected(mode: str, step: int, folder: str, helper: str | None = None, collector: bool = True) -> int:
    """callgrind's total instructions ('Collected') of one inner run."""
    with tempfile.TemporaryDirectory(dir=folder) as run_folder:
        command = [
            "valgrind",
            "--tool=callgrind",
            f"--callgrind-out-file={run_folder}/callgrind.out",
            *(["--instr-atstart=no"] if mode in ("zone", "repeated") else []),
            sys.executable,
            __file__,
            "--inner",
            mode,
            "--step",
            str(step),
            *(["--helper", helper] if helper else []),
            *([] if collector else ["--no-collector"]),
        ]
        env = dict(os.environ, PYTHONHASHSEED=HASH_SEED)
        done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.stderr.write(done.stderr[-4000:])
        raise SystemExit(f"valgrind exited {done.returncode}")
    found = re.search(r"Collected\s*:\s*([\d,]+)", done.stderr)
    if found is None:
        sys.stderr.write(done.stderr[-4000:])
        raise SystemExit("no 'Collected' line in valgrind's output")
    return int(found.group(1).replace(",", ""))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inner", choices=("open", "queries", "zone", "repeated"), help=argparse.SUPPRESS)
    parser.add_argument("--helper", help=argparse.SUPPRESS)
    parser.add_argument("--queries-only", action="store_true", help="print the sample, no valgrind")
    parser.add_argument(
        "--step", type=int, default=SAMPLE_STEP, help=f"every Nth distinct query (default {SAMPLE_STEP})"
    )
    parser.add_argument("--one-run", action="store_true", help="one valgrind run, instrumented around the queries only")
    parser.add_argument(
        "--repeated", action="store_true", help="each query's second run (one valgrind run), not its first"
    )
    parser.add_argument(
        "--no-collector", action="store_true", help="the garbage collector off from the opening query on"
    )
    args = parser.parse_args(argv)
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    collector = not args.no_collector
    if args.inner:
        return inner(args.inner, args.step, args.helper, collector)
    queries = sample(args.step)
    if args.queries_only:
        print(f"{len(queries)} queries, every {args.step}th distinct one; first: {queries[:3]}")
        return 0
    if shutil.which("valgrind") is None:
        # `make bench` runs every script: the others' figures are still wanted without it
        print("skipped: valgrind is not installed (Debian's package valgrind)")
        return 0
    with tempfile.TemporaryDirectory() as folder:
        if args.one_run or args.repeated:
            helper = f"{folder}/zone.so"
            Path(f"{folder}/zone.c").write_text(HELPER_C)
            subprocess.run(["cc", "-O1", "-shared", "-fPIC", "-o", helper, f"{folder}/zone.c"], check=True)
            mode, runs = ("repeated", "repeated (second) runs") if args.repeated else ("zone", "first runs")
            total = collected(mode, args.step, folder, helper, collector)
            print(
                f"instructions (callgrind, one run, PYTHONHASHSEED={HASH_SEED}, every {args.step}th query"
                f"{'' if collector else ', no collector'}):"
                f" {len(queries)} {runs}: {total:,}, {total / len(queries):,.0f} a query"
            )
            return 0
        opening = collected("open", args.step, folder, collector=collector)
        total = collected("queries", args.step, folder, collector=collector)
    per_query = (total - opening) / len(queries)
    print(
        f"instructions (callgrind, PYTHONHASHSEED={HASH_SEED}, every {args.step}th query): {total:,} in all,"
        f" {opening:,} to open the index; {len(queries)} first runs: {total - opening:,}, {per_query:,.0f} a query"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
