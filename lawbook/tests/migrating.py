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


# The data migrations that make the Editor and Publisher groups and give them their permissions, in
# order, with the function each runs forwards.
GROUP_MIGRATIONS = (
    ("0006_editor_and_publisher_groups", "create_groups"),
    ("0009_editors_discard_drafts", "grant"),
    ("0013_view_draft_permission", "grant"),
    ("0015_federation_interpretations", "grant"),
)


def groups_as_migrated() -> None:
    """The Editor and Publisher groups as the lawbook's migrations made them, made again where a test
    outside a transaction found them gone: on PostgreSQL every such test ends by emptying every table
    (TransactionTestCase's flush), and Django makes the permissions again but not the groups."""
    from importlib import import_module

    from django.apps import apps
    from django.contrib.auth.models import Group

    if Group.objects.filter(name="Editor").exists():
        return
    config = apps.get_app_config("lawbook")
    models_module = config.models_module  # the migrations set it for their historical apps
    try:
        for name, forwards in GROUP_MIGRATIONS:
            getattr(import_module(f"lawbook.migrations.{name}"), forwards)(apps, None)
    finally:
        config.models_module = models_module
