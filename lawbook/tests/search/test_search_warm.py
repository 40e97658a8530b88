"""A serving process makes its first search as it starts (lawbook.search.warm, called by
gunicorn.conf.py's post_worker_init), so that no reader's search pays for opening the index and
computing what is derived from its generation; tests/test_serving.py checks that each gunicorn
worker does it."""

import logging

from lawbook.search import reader
from lawbook.search.testing import search_index, search_index_dir  # noqa: F401
from lawbook.search.warm import warm, warm_in_background

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
    with caplog.at_level(logging.INFO, logger="lawbook.search.warm"):
        assert warm() is True
    assert "search index opened and warmed" in caplog.text
    with reader.session() as ix:
        assert set(ix._once) >= GENERATION_WIDE
    reader.reset()


def test_no_index_yet_is_said_and_nothing_fails(tmp_path, settings, caplog):
    settings.SEARCH_INDEX_DIR = tmp_path / "nothing-here"
    reader.reset()
    with caplog.at_level(logging.INFO, logger="lawbook.search.warm"):
        warm_in_background().join(timeout=30)
    assert "search index not built yet" in caplog.text
    assert "failed" not in caplog.text
