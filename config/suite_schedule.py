"""How the test suite's tests are shared between its pytest-xdist workers (`make test`, issue 21).

xdist's default (`--dist load`) gives each worker a first chunk of a quarter of its share of the
collection and later refills it by half of what is left, whatever the tests cost: in a run of
7 371 tests one worker was handed the lawbook's tests (its editions, books and browser walks) and
ran on for 144 s after the other had finished (docs/benchmarks.md, session 50). Here a worker is
handed the next run of consecutive tests of one file (at most `RUN` of them) each time it has
fewer than `QUEUE` waiting, so both stay busy until the collection is used up and neither holds
more than a run the other could have taken.

Counting tests is not enough where a run is one long test: the browser walks are one test of a
minute each, and the worker that asked when they were the next runs took both, the other standing
idle for three minutes at the end of `pytest -m browser` (docs/benchmarks.md, session 82 suite51).
So a long run (by the seconds its file's tests took when last measured, `COSTS`, written by
`--write-suite-costs`: a `LONG` share of the whole run's or more) goes to the worker whose held
tests are expected to end first, which need not be the one asking; the short runs go to the worker that asks, as before, so
neither is handed short work ahead of need on an estimate.

Each worker still receives its tests in the collection's order, as under `--dist load`: pytest-django
sorts the tests that run in a transaction before those that empty the tables (a live server's)
and those without a database after both, and a worker that ran them out of that order would find
its tables empty. Within each of those three parts conftest.py puts the files with real parts
(a browser, a server, a PDF) and slow tests first, the longest jobs first, so the last ones a
worker is handed are short.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Iterable
from pathlib import Path

from xdist.scheduler import LoadScheduling

# A worker runs a test only once it knows the next one (pytest's teardown needs it), so it is
# handed more while it still has one waiting beside the one it runs.
QUEUE = 3
# A file's tests are handed out in runs of at most this many: a long file (the guides' 770 pages,
# the claim search's 1 034 positions) is shared; a short one stays with its module fixtures.
RUN = 60
# Each file's seconds per test (set-up, call and tear-down) in a whole `make test`, for the files
# that took two seconds or more in all; "other" is the mean of the rest's tests, "total" the run's.
COSTS = Path(__file__).with_name("suite_costs.json")
LISTED = 2.0
# A run expected to take this share of the recorded run's seconds or more (some 7 s of a quiet
# `make test`'s 700 s of tests; a share, so a record made on a loaded machine serves as well) is
# handed to the worker expected to be free first.
LONG = 0.01


def file_of(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


def read_costs(path: Path = COSTS) -> tuple[dict[str, float], float, float]:
    """The recorded seconds per test by file, the seconds of a test of a file not listed, and the
    seconds from which a run is long. Without the record no run is long: every run goes to the
    worker that asks, as it did before the record."""
    try:
        recorded = json.loads(path.read_text())
        return dict(recorded["files"]), max(float(recorded["other"]), 0.001), LONG * float(recorded["total"])
    except (OSError, ValueError, KeyError, TypeError):
        return {}, 0.0, float("inf")


def file_seconds(files: Iterable[str], costs: Path | None = None) -> dict[str, float]:
    """Each file's expected seconds in this collection (`files`: each test's file): its recorded
    seconds per test times its tests here, a file not listed at the mean of the rest. Without the
    record every file is 0, so an order by these seconds is the collection's."""
    per_test, other, _ = read_costs(costs or COSTS)
    return {file: per_test.get(file, other) * count for file, count in Counter(files).items()}


class FileRunScheduling(LoadScheduling):
    """`--dist load` handing out one run of a file's consecutive tests at a time, a long one to the
    worker whose tests are expected to end first."""

    def __init__(self, config, log=None, costs: Path = COSTS) -> None:
        super().__init__(config, log)
        self.per_test, self.other, self.long = read_costs(costs)

    def schedule(self) -> None:
        assert self.collection_is_completed
        if self.collection is None:
            if not self._check_nodes_have_same_collection():
                self.log("**Different tests collected, aborting run**")
                return
            self.collection = next(iter(self.node2collection.values()))
            self.pending[:] = range(len(self.collection))
        for node in self.nodes:
            self.check_schedule(node)

    def check_schedule(self, node, duration: float = 0) -> None:
        if node.shutting_down:
            return
        while self.pending and len(self.node2pending[node]) < QUEUE:
            length = self._next_run_length()
            long = sum(self._expected(index) for index in self.pending[:length]) >= self.long
            self._send_tests(self._first_free(node) if long else node, length)
        if not self.pending:
            node.shutdown()  # it runs what it holds, then stops

    def _expected(self, index: int) -> float:
        return self.per_test.get(file_of(self.collection[index]), self.other)

    def _first_free(self, asking):
        """The worker whose held tests are expected to take the least time; the one asking on a tie
        (it holds fewer than QUEUE, and it waits for a next test before it runs the one it holds).
        The run handed out is the pending one first in the collection's order, whoever takes it."""
        held = {
            node: sum(self._expected(index) for index in pending)
            for node, pending in self.node2pending.items()
            if node is asking or not node.shutting_down
        }
        return min(held, key=lambda node: (held[node], node is not asking))

    def _next_run_length(self) -> int:
        """How many of the pending tests, from the first, are one run of one file."""
        first = self.pending[0]
        file = file_of(self.collection[first])
        length = 1
        while length < min(RUN, len(self.pending)):
            index = self.pending[length]
            if index != first + length or file_of(self.collection[index]) != file:
                break
            length += 1
        return length


# --write-suite-costs: the record above, from this run's reports (in xdist's controller, which
# receives every worker's, or in the one process of a run without workers). conftest.py loads this
# module as a plugin for the option.


def pytest_addoption(parser) -> None:
    parser.addoption(
        "--write-suite-costs",
        action="store_true",
        help=f"write each file's seconds per test in this run to config/{COSTS.name} (config/suite_schedule.py)",
    )


def pytest_configure(config) -> None:
    if config.getoption("write_suite_costs") and not hasattr(config, "workerinput"):
        config.pluginmanager.register(CostRecorder(), "suite-costs-recorder")


class CostRecorder:
    """Each file's seconds (every phase of its tests) and tests, written to COSTS at the end."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = defaultdict(float)
        self.tests: dict[str, set[str]] = defaultdict(set)

    def pytest_runtest_logreport(self, report) -> None:
        self.seconds[file_of(report.nodeid)] += report.duration
        self.tests[file_of(report.nodeid)].add(report.nodeid)

    def pytest_sessionfinish(self) -> None:
        if self.tests:
            COSTS.write_text(costs_record(self.seconds, {file: len(tests) for file, tests in self.tests.items()}))


def costs_record(seconds: dict[str, float], tests: dict[str, int]) -> str:
    """The record's text: the files of LISTED seconds or more by their seconds per test, the rest as one mean."""
    listed = {file: seconds[file] / tests[file] for file in tests if seconds[file] >= LISTED}
    rest = [file for file in tests if file not in listed]
    other = sum(seconds[file] for file in rest) / max(1, sum(tests[file] for file in rest))
    record = {
        "files": {file: round(listed[file], 3) for file in sorted(listed)},
        "other": round(other, 4),
        "total": round(sum(seconds.values()), 1),
    }
    return json.dumps(record, indent=1) + "\n"
