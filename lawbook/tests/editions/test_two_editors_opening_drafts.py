"""Two editors opening a draft copy of one edition at the same moment (the edition page's "Open a
draft copy", lawbook.admin.publish): both are given the next draft's code (2017.1), and the second's
copy meets the first's edition row. The second is told there is already an edition of that code (the
message open_draft gives when it finds one), not a server error, and the first's draft is whole; on
PostgreSQL the second's INSERT of the edition row waits for the first's commit and then meets its
key, on SQLite the second's transaction begins once the first's is committed and finds the row.

Two real connections ordered by events (test_writers_of_one_draft.py's Turns): no sleeps. No
paragraph of the Laws decides what the admin does.
"""

from __future__ import annotations

import pytest

from lawbook.models import Edition, Paragraph
from lawbook.tests.editions.test_publishing_admin import member
from lawbook.tests.editions.test_writers_of_one_draft import Turns
from lawbook.tests.migrating import groups_as_migrated
from tests.threads import in_thread, threads_reach_the_database

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]

ADMIN = "/tr/admin/lawbook"


def test_two_editors_opening_a_draft_of_one_edition_at_once_one_opens_it_the_other_is_told(imported_laws, tmp_path):
    groups_as_migrated()
    first, second = member("first", "Editor"), member("second", "Editor")
    source = Edition.objects.get(code="2017")
    action = f"{ADMIN}/edition/{source.pk}/open-draft/"
    paragraphs = Paragraph.objects.filter(law__edition="2017").count()
    with threads_reach_the_database(tmp_path):
        turns = Turns(lambda: first.post(action), lambda: second.post(action, follow=True))
        opened, told = turns.run()
        assert turns.answers.get("second waited"), "the second copy did not wait for the first"
        drafts = in_thread(
            lambda: list(Edition.objects.filter(based_on=source).values_list("code", "created_by__username"))
        )
        copied = in_thread(lambda: Paragraph.objects.filter(law__edition="2017.1").count())
    assert opened.status_code == 302 and told.status_code == 200
    assert "2017.1 kodlu bir baskı zaten var." in told.content.decode()
    assert drafts == [("2017.1", "first")]
    assert copied == paragraphs
