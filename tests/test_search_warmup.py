"""A serving process makes its first search as it starts (config.search_warmup, called by
gunicorn.conf.py's post_worker_init), so that no reader's search pays for opening the index and
computing what is derived from its generation; tests/test_serving.py checks that each gunicorn
worker does it."""

import logging
import os
import threading
import time

from config.search_warmup import warm, warm_in_background
from lawbook.search import reader
from lawbook.search.documents import Collection
from lawbook.search.index import rebuild
from tests.search_index import paragraph_document, search_index, search_index_dir, tiny_index  # noqa: F401

# What a search computes once per generation and costs most (bench: about 0.6 s of the first
# search's 0.8 s): the guides' endings table, each language's lexicon and guide words, the
# suggestion's buckets.
GENERATION_WIDE = {
    "ending-table",
    ("lexicon", "tr"),
    ("lexicon", "en"),
    ("guide-words", "tr"),
    ("guide-words", "en"),
    "suggest-buckets",
}


def test_warming_opens_the_index_and_computes_what_a_first_search_would(search_index, caplog):
    reader.reset()
    with caplog.at_level(logging.INFO, logger="lawbook.search.warmup"):
        assert warm() is True
    assert "search index opened and warmed" in caplog.text
    with reader.session() as ix:
        assert set(ix._once) >= GENERATION_WIDE
    reader.reset()


def test_no_index_yet_is_said_and_nothing_fails(tmp_path, settings, caplog):
    settings.SEARCH_INDEX_DIR = tmp_path / "nothing-here"
    reader.reset()
    stop = threading.Event()
    with caplog.at_level(logging.INFO, logger="lawbook.search.warmup"):
        thread = warm_in_background(stop=stop)
        assert until(lambda: "search index not built yet" in caplog.text)
        stop.set()
        thread.join(timeout=30)
    assert "search index not built yet" in caplog.text
    assert "failed" not in caplog.text


def open_generation() -> str | None:
    current = reader._current
    return current.path if current is not None else None


def until(condition, seconds: float = 20) -> bool:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def test_a_generation_the_indexer_swaps_in_is_warmed_before_anyone_searches_it(tiny_index):
    """After a publication the indexer swaps in a new generation; the worker's warming thread opens
    it within its interval, so the first reader's search after the swap does not."""
    target = tiny_index([paragraph_document("1", 1, {"tr": "Bu paragraf taşındı içerir."})])
    stop = threading.Event()
    thread = warm_in_background(interval=0.05, stop=stop)
    try:
        assert until(lambda: open_generation() == os.path.realpath(target)), "the first generation was not warmed"
        first = open_generation()
        rebuild(target, Collection([paragraph_document("2", 2, {"tr": "Bu paragraf yenilendi içerir."})]))
        assert os.path.realpath(target) != first
        assert until(lambda: open_generation() == os.path.realpath(target)), "the new generation was not warmed"
    finally:
        stop.set()
        thread.join(timeout=30)
