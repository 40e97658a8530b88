"""The environment the test suite runs in, set before pytest-django loads config.settings.

Loaded as a pytest plugin (`-p config.testenv` in pytest.ini) because conftest.py is imported
after the settings. The settings refuse to start with DEBUG off and no real SECRET_KEY: the tests
get a random one per run. They name static files without the collectstatic manifest
(STATIC_HASHED=0) and serve none from a STATIC_ROOT; tests/test_serving.py runs collectstatic and a
real server for that.
"""

import os
import sys

# Keep the compiled modules and pytest's assertion-rewritten test modules (__pycache__, gitignored)
# even where PYTHONDONTWRITEBYTECODE is set, as it is in the sandbox this project is built in:
# without them every test process (each xdist worker) rewrites the asserts of the ~230 test
# modules and compiles the project again, 7-8 s of CPU per process (docs/benchmarks.md, "Test suite").
sys.dont_write_bytecode = False

from django.core.management.utils import get_random_secret_key  # noqa: E402

from config.stack_chunks import keep_stack_chunks  # noqa: E402

# CPython 3.11 maps and unmaps a 16 KiB chunk of the frame stack each time a call crosses a
# chunk's edge: page faults, most of the test processes' system time (config/stack_chunks.py).
keep_stack_chunks()

os.environ.setdefault("SECRET_KEY", get_random_secret_key())
os.environ.setdefault("STATIC_HASHED", "0")
# Nor do they serve what a `make setup` collected into staticfiles/: WhiteNoise's middleware reads
# its whole STATIC_ROOT (a stat, a content type and headers for each of its ~900 files) when it is
# built, which in a test is each Client's first request, some 25 ms of CPU a test, about half of
# a guide page test (docs/benchmarks.md, session 40). A clone that never ran collectstatic (CI)
# has no such folder; this makes every checkout the same. No directory can be under os.devnull.
os.environ.setdefault("STATIC_ROOT", os.path.join(os.devnull, "staticfiles"))
# The indexer builds no whole-book PDF (about a minute each) unless a test asks (lawbook/tests/pages/test_book.py).
os.environ.setdefault("INDEXER_BUILDS_BOOKS", "0")

# pytest's temporary trees (tmp_path, tmp_path_factory: the server tests' var dirs with their
# SQLite databases, search indexes and 895 static files, the session's production template) in
# memory where /dev/shm is a tmpfs: on this machine's disk (ext4 with `discard`) the servers'
# commits and index generations waited on fsync and trim, and each run's trees (some 240 MB) were
# removed file by file with a trim each (config/memory_folder.py, docs/benchmarks.md suite41).
# pytest reads PYTEST_DEBUG_TEMPROOT (its documented variable) when the first tree is made, in
# the controller, which gives each xdist worker a folder of its own under it. A value already set
# (PYTEST_DEBUG_TEMPROOT=/tmp to compare) is kept.
from config.memory_folder import in_memory  # noqa: E402

_MEMORY = in_memory()
if _MEMORY:
    os.environ.setdefault("PYTEST_DEBUG_TEMPROOT", _MEMORY)
