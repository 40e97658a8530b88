"""A page of the admin opened while its edition was a draft and sent after the draft was published
(race1): each way the admin writes a draft's rows (a change, a revert from the history, a deletion,
an added paragraph, an added editor's note, the edition's title) is refused with a message the
editor can act on, not a 403 or a 500, and changes nothing: not the rows, not the content version
the publication moved. The same writes racing the publication on two connections:
test_save_racing_publication.py.

On the main branch before race1 the added editor's note went into the published edition: a new
row's form found no edition to check (the note's paragraph was not on the instance yet)."""

import pytest

from lawbook.editions import editions
from lawbook.tests.editions.test_publishing_admin import member
from lawbook.tests.editions.test_save_racing_publication import WRITES, seen

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("write", WRITES, ids=[write.name for write in WRITES])
def test_a_page_sent_after_its_draft_was_published_is_refused_and_changes_nothing(write, draft):
    editor = member("editor", write.group)
    send = write.opened(editor)
    editions.publish(draft, allow_unchanged=True)  # by the Publisher, while the page is open
    published = seen(write.rows)
    response = send(editor)
    assert seen(write.rows) == published, "the published edition was changed"
    assert response.status_code == 200, response.status_code
    assert write.told in response.content.decode()
