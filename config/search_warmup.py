"""A serving process's first search made before any reader asks one.

The first search in a process opens the index (about 0.2 s here) and computes what is derived from
its generation once, on first need: the guides' endings table, each language's lexicon for the
highlighter, the guides' names, Django's URL resolver (about 0.5 s more; docs/benchmarks.md,
"the first search per worker"). A reader whose search was the first one a gunicorn worker answered
waited for all of it. gunicorn.conf.py's `post_worker_init` calls `warm_in_background` as each
worker starts: the searches of QUERIES, three per language, in a thread of its own, while the
worker already serves pages; a search arriving meanwhile waits on the reader's lock, as it would
have waited for its own first search. The thread then looks every few seconds whether the indexer has swapped in a new
generation (after a publication: one readlink) and warms that one too.
"""

from __future__ import annotations

import logging
import os
import threading
import time

from django.db import connections

from lawbook.search import reader
from lawbook.search.service import search

# Under the search's name, so that settings.LOGGING's "lawbook" logger writes it beside the index's lines.
logger = logging.getLogger("lawbook.search.warmup")

# In each language a question told as a story (the guides' paths and their endings), a definition's
# term, and a misspelt word (the suggestion's buckets), so that each path a search takes has
# computed what it needs.
QUERIES = (
    ("dummy played the wrong card after declarer named it", "en"),
    ("yanlış kart oynandı, deklaran başka kart söyledi", "tr"),
    ("penalty card", "en"),
    ("cezalı kart", "tr"),
    ("rennons", "en"),
    ("rönnons", "tr"),
)


def warm() -> bool:
    """Make the searches of QUERIES; False when there is no index to open yet (the indexer builds it,
    and the first search after that pays the opening)."""
    start = time.monotonic()
    try:
        for text, lang in QUERIES:
            search(text, lang)
    except reader.IndexMissing:
        logger.info("search index not built yet: process %d not warmed", os.getpid())
        return False
    finally:
        connections.close_all()  # this thread's, if a search opened one
    logger.info("search index opened and warmed in %.1f s (process %d)", time.monotonic() - start, os.getpid())
    return True


# How often the warming thread looks for a new generation: a search in the seconds after a swap
# still opens it itself, as every search did before.
INTERVAL = 5.0


def warm_in_background(interval: float = INTERVAL, stop: threading.Event | None = None) -> threading.Thread:
    """Warm now, then again whenever the index link points to another generation, until `stop`
    is set (never, in a worker: the thread ends with the process)."""
    thread = threading.Thread(
        target=_keep_warm, args=(interval, stop or threading.Event()), name="search-warm", daemon=True
    )
    thread.start()
    return thread


def _keep_warm(interval: float, stop: threading.Event) -> None:
    warmed = _warm_quietly()
    while not stop.wait(interval):
        if reader.linked() != warmed:
            warmed = _warm_quietly()


def _warm_quietly() -> str:
    """The generation warmed (or tried: a missing one is tried again only once the link changes)."""
    linked = reader.linked()
    # A failure here must not stop the worker: the reader's own first search would meet the same
    # problem and answer it as searches do (a 503 for a missing or unreadable index).
    try:
        warm()
    except Exception:
        logger.exception("warming the search index failed (process %d)", os.getpid())
    return linked
