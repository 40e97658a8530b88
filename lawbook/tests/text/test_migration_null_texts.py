"""Migration 0011 repairs the text fields an admin save left NULL before 0012 forbids NULL there.

Before the fix, saving a paragraph without a heading in the admin stored its headings as NULL
(and a history record holding them). The migrations run here on such a database: backwards to
0010, the NULLs written as that save wrote them, then forwards again.
"""

import pytest

from lawbook import content_version
from lawbook.models import Law, Paragraph
from lawbook.tests.migrating import latest_schema_afterwards, migrate  # noqa: F401 (a fixture)

BEFORE = [("lawbook", "0010_names_in_both_languages")]
AFTER = [("lawbook", "0012_text_columns_not_null")]


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
