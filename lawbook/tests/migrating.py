"""Running the lawbook's migrations backwards and forwards inside a test (the data migrations'
tests: lawbook/tests/text/test_migration_null_texts.py, editions/test_migration_edition_titles.py)."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor


def migrate(targets):
    """The database migrated to `targets`; the models as they were there (the apps registry of that
    state), for writing rows as the code of that time wrote them."""
    executor = MigrationExecutor(connection)
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


@pytest.fixture
def latest_schema_afterwards():
    """The tables as every later test expects them: migrated forwards to the newest migrations
    again, also when the test fails (on SQLite the next live-server test restores a copy of the
    whole database anyway; on PostgreSQL nothing else would, and every later test on this worker
    would find a column missing)."""
    yield
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
