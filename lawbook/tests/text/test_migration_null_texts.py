"""Migration 0011 repairs the text fields an admin save left NULL before 0012 forbids NULL there.

Before the fix, saving a paragraph without a heading in the admin stored its headings as NULL
(and a history record holding them). The migrations run here on such a database: backwards to
0010, the NULLs written as that save wrote them, then forwards again.
"""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from lawbook import content_version
from lawbook.models import Law, Paragraph

BEFORE = [("lawbook", "0010_names_in_both_languages")]
AFTER = [("lawbook", "0012_text_columns_not_null")]


def migrate(targets):
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


@pytest.mark.django_db(transaction=True)
def test_the_migration_empties_null_headings_saved_before_it(imported_laws, latest_schema_afterwards):
    old = migrate(BEFORE)
    paragraph = old.get_model("lawbook", "Paragraph").objects.get(law__edition="2017", label="64A1")
    old.get_model("lawbook", "Paragraph").objects.filter(pk=paragraph.pk).update(heading_tr=None, heading_en=None)
    old.get_model("lawbook", "HistoricalParagraph").objects.filter(id=paragraph.pk).update(heading_en=None)
    law = old.get_model("lawbook", "Law").objects.get(edition="2017", number=64)
    old.get_model("lawbook", "Law").objects.filter(pk=law.pk).update(title_en=None)
    version = content_version.current()

    migrate(AFTER)

    repaired = Paragraph.objects.get(pk=paragraph.pk)
    assert (repaired.heading_tr, repaired.heading_en) == ("", "")
    assert repaired.text_tr == paragraph.text_tr  # only the NULLs changed
    assert {record.heading_en for record in repaired.history.all()} == {""}
    assert Law.objects.get(pk=law.pk).title_en == ""
    assert content_version.current() == version + 1  # readers' caches follow the repaired text
