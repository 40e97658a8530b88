"""The hook the shared renders need (tests/shared_renders.py): the Law pages' walks that only read
(every footnote's marker, test_pages.py; the service worker's saved pages, test_offline.py) open
the same 186 Law pages, once per test process."""

import pytest

from tests import shared_renders


@pytest.hookimpl(wrapper=True)
def pytest_fixture_setup(fixturedef, request):
    """The shared renders learn when a test's transaction begins (tests/shared_renders.py)."""
    return (yield from shared_renders.fixture_setup(fixturedef, request))
