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


def test_a_revert_sent_by_a_user_who_may_only_view_the_rows_is_refused(draft):
    """django-simple-history's revert page saved a revert posted by a staff user who may only view
    the paragraphs (it asks for the view or the change permission alike); the change page refuses
    such a POST, and now so does the revert."""
    from django.contrib.auth import get_user_model
    from django.contrib.auth.models import Permission
    from django.test import Client

    from lawbook.tests.editions.test_save_racing_publication import open_revert, texts_of_41d

    send = open_revert(member("editor", "Editor"))
    viewer = get_user_model().objects.create_user("viewer", is_staff=True)
    viewer.user_permissions.add(*Permission.objects.filter(codename__in=["view_paragraph", "view_draft"]))
    client = Client()
    client.force_login(viewer)
    before = texts_of_41d()
    assert send(client).status_code == 403
    assert texts_of_41d() == before
