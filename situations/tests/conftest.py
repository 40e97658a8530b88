"""Fixtures the situations' real-browser tests share."""

import pytest


@pytest.fixture
def lawbook_server(live_server, imported_laws):
    """The live server with the Laws in its database. live_server runs in a transaction-free test
    that empties the tables afterwards: the text is put back here (conftest.imported_laws) so that a
    test does not depend on what ran before it."""
    return live_server
