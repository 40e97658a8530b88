"""Searches from many threads at once get exactly the answers they get one at a time.

gunicorn's workers are threaded (gunicorn.conf.py): the threads of a process share its open index,
Whoosh's searcher and what is derived from the generation (OpenIndex.once, OpenIndex.kept, whose
move_to_end and popitem must not interleave), and the query plans and vocabulary kept beside it.
lawbook.search.reader serialises the searches of a process with one lock; without it these
searches, started on a freshly opened index so that the threads fill its caches together, give
other answers or fail (checked by taking the lock out: `reader._lock` made a no-op).
"""

import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from lawbook.search import reader
from lawbook.search.service import search
from lawbook.search.views import api_data
from tests.search_index import search_index, search_index_dir  # noqa: F401

QUESTIONS = Path(__file__).resolve().parents[3] / "bench" / "player-questions.tsv"
THREADS = 16


def questions() -> list[tuple[str, str]]:
    rows = [line.split("\t") for line in QUESTIONS.read_text(encoding="utf-8").splitlines()]
    return [(row[0], row[1]) for row in rows if row[0] and not row[0].startswith("#")]


def answers(asked: list[tuple[str, str]]) -> list[dict]:
    return [api_data(search(text, lang)) for text, lang in asked]


@pytest.fixture
def threads_switch_often():
    """Threads switch every few microseconds instead of every 5 ms, so that two searches meet inside
    the caches' bookkeeping, not only between searches."""
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(interval)


@pytest.mark.slow
def test_many_threads_asking_at_once_get_the_serial_answers(search_index, threads_switch_often):  # noqa: F811
    asked = questions()[:40]
    reader.reset()
    serial = answers(asked)
    reader.reset()  # a fresh generation: its caches are filled by the threads together
    # Every thread asks all of them, each from a different place in the list, so that the same
    # question is asked by several threads at once and different ones meet in the caches.
    starts = [thread * 5 % len(asked) for thread in range(THREADS)]
    with ThreadPoolExecutor(THREADS) as pool:
        concurrent = list(pool.map(answers, [asked[start:] + asked[:start] for start in starts]))
    for start, got in zip(starts, concurrent, strict=True):
        assert got == serial[start:] + serial[:start]
