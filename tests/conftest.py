"""One prepared production var dir per test session (migrated, the Laws imported, the quiz
fixtures loaded, static files collected): each server test copies it instead of running
`make setup`'s four commands again. Under pytest-xdist the workers share it: the first one to
take the lock prepares it."""

import fcntl
import os

import pytest

from .production_server import prepare_template


@pytest.fixture(scope="session")
def production_template(tmp_path_factory):
    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent  # the session's folder, above each worker's own
    template = root / "production-template"
    with open(root / "production-template.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (template / "ready").exists():
            prepare_template(template)
            (template / "ready").touch()
    return template
