"""Fixtures the situations' real-browser tests share; the hook the shared renders need
(tests/shared_renders.py)."""

import pytest

from tests import shared_renders


@pytest.fixture
def lawbook_server(live_server, imported_laws):
    """The live server with the Laws in its database. live_server runs in a transaction-free test
    that empties the tables afterwards: the text is put back here (conftest.imported_laws) so that a
    test does not depend on what ran before it."""
    return live_server


@pytest.hookimpl(wrapper=True)
def pytest_fixture_setup(fixturedef, request):
    """The shared renders learn when a test's transaction begins (tests/shared_renders.py)."""
    return (yield from shared_renders.fixture_setup(fixturedef, request))
