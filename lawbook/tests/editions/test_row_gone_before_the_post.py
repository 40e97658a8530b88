"""A page of the admin opened on a draft's row and sent after the row was deleted (by another
editor, or with its draft, discarded): no 500, nothing written, and a change's text is not lost
(qa114, a second reading of race1's held drafts). Django answered a change of a row that no longer
exists with "... doesn't exist. Perhaps it was deleted?" and dropped the editor's text."""

import pytest

from lawbook.editions import tree_edits
from lawbook.models import Edition, EditorNote, Paragraph
from lawbook.tests.editions.test_publishing_admin import member
from lawbook.tests.editions.test_save_racing_publication import (
    ADDITION,
    DRAFT,
    in_draft,
    open_change,
    open_delete,
    open_edition,
    open_revert,
)
from lawbook.tests.held import held_transaction

pytestmark = pytest.mark.django_db

GONE = "Bu kayıt siz onu açtıktan sonra silindi"


def test_a_change_sent_after_its_row_was_deleted_is_refused_with_the_editors_text(draft):
    editor = member("editor", "Editor")
    send = open_change(editor)
    in_draft().delete()  # another editor deleted 41D meanwhile
    response = send(editor)
    page = response.content.decode()
    assert response.status_code == 200
    assert GONE in page
    assert ADDITION.strip() in page, "the editor's text was lost"
    assert not Paragraph.objects.filter(law__edition=DRAFT, label="41D").exists()


def test_a_revert_sent_after_its_draft_was_discarded_is_refused_with_the_editors_text(draft):
    """The revert page of a row whose Law went with its draft answered 500 (is_published_row asked the
    history record for its Law)."""
    editor = member("editor", "Editor")
    send = open_revert(editor)
    tree_edits.discard(draft)
    response = send(editor)
    page = response.content.decode()
    assert response.status_code == 200, response.status_code
    # The revert sends 41D as it was copied: that text is quoted.
    assert GONE in page and "Atak kartı açıldıktan sonra" in page
    assert not Paragraph.objects.filter(law__edition=DRAFT).exists()


def test_a_deletion_sent_after_its_row_was_deleted_is_told_so_not_forbidden(draft):
    """Django asked for the delete permission of no row first: a 403."""
    editor = member("editor", "Editor")
    send = open_delete(editor)
    EditorNote.objects.filter(paragraph=in_draft("77")).delete()
    response = send(editor)
    assert response.status_code == 200, response.status_code
    assert "silinecek bir şey kalmadı" in response.content.decode()


@pytest.fixture(scope="class")
def discarded(module_draft, django_db_blocker):
    """The module's draft discarded once for the class's tests, in a held transaction (a discard
    deletes the draft's rows and writes a history record for each: some 1.5 s of CPU, once instead of
    once a test; docs/benchmarks.md, Session 93 (suite284)). Before it, as in each test's story, an
    editor opens 41D's change page and reads its first history record, and a Publisher opens the
    draft's page; each test then sends or reads in a savepoint of its own. (The revert's test, which
    saves a first correction of 41D before the discard, keeps its own draft.)"""
    with held_transaction(django_db_blocker):
        with django_db_blocker.unblock():
            editor = member("editor", "Editor")
            change = open_change(editor)
            paragraph = in_draft()
            first = paragraph.history.order_by("history_id").first()
            history = f"/tr/admin/lawbook/paragraph/{paragraph.pk}/history/{first.history_id}/"
            publisher = member("publisher", "Publisher")
            title = open_edition(publisher)
            tree_edits.discard(Edition.objects.get(code=module_draft))
        yield {"editor": editor, "change": change, "history": history, "publisher": publisher, "title": title}


class TestAfterTheDiscard:
    """Pages opened before the draft was discarded (`discarded`), sent or read after it."""

    def test_a_change_sent_after_its_draft_was_discarded_is_refused_with_the_editors_text(self, discarded, db):
        response = discarded["change"](discarded["editor"])
        page = response.content.decode()
        assert response.status_code == 200
        assert GONE in page and ADDITION.strip() in page

    def test_the_history_page_of_a_row_of_a_discarded_draft_is_shown_not_a_500(self, discarded, db):
        response = discarded["editor"].get(discarded["history"])
        assert response.status_code == 200, response.status_code

    def test_an_editions_title_sent_after_the_draft_was_discarded_is_refused_with_the_title(self, discarded, db):
        """Django answered "... doesn't exist" and dropped the title the Publisher typed."""
        response = discarded["title"](discarded["publisher"])
        page = response.content.decode()
        assert response.status_code == 200
        assert "Bu taslak siz sayfasını açtıktan sonra silindi" in page and "Yarışan başlık" in page
