"""How the test suite's tests are shared between its pytest-xdist workers (`make test`, issue 21).

xdist's default (`--dist load`) gives each worker a first chunk of a quarter of its share of the
collection and later refills it by half of what is left, whatever the tests cost: in a run of
7 371 tests one worker was handed the lawbook's tests (its editions, books and browser walks) and
ran on for 144 s after the other had finished (docs/benchmarks.md, session 50). Here a worker is
handed the next run of consecutive tests of one file (at most `RUN` of them) each time it has
fewer than `QUEUE` waiting, so both stay busy until the collection is used up and neither holds
more than a run the other could have taken.

Each worker still receives its tests in the collection's order, as under `--dist load`: pytest-django
sorts the tests that run in a transaction before those that empty the tables (a live server's)
and those without a database after both, and a worker that ran them out of that order would find
its tables empty. Within each of those three parts conftest.py puts the files with real parts
(a browser, a server, a PDF) and slow tests first, the longest jobs first, so the last ones a
worker is handed are short.
"""

from __future__ import annotations

from xdist.scheduler import LoadScheduling

# A worker runs a test only once it knows the next one (pytest's teardown needs it), so it is
# handed more while it still has one waiting beside the one it runs.
QUEUE = 3
# A file's tests are handed out in runs of at most this many: a long file (the guides' 770 pages,
# the claim search's 1 034 positions) is shared; a short one stays with its module fixtures.
RUN = 60


def file_of(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


class FileRunScheduling(LoadScheduling):
    """`--dist load` handing out one run of a file's consecutive tests at a time."""

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
            self._send_tests(node, self._next_run_length())
        if not self.pending:
            node.shutdown()  # it runs what it holds, then stops

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
