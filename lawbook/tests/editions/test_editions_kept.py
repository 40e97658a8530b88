"""The edition rows a request reads are kept for the next requests until an edition row is written
(lawbook.editions.editions._rows, keyed on lawbook.content_version's editions' token): a page asks
the database for no edition after the first, and every kind of write is seen by the next request."""

from datetime import timedelta

import pytest
from django.db import connection, transaction
from django.http import HttpResponse
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from lawbook import content_version
from lawbook.editions import editions
from lawbook.models import Edition
from lawbook.per_request import OneReadPerRequest

pytestmark = pytest.mark.django_db


def edition_reads(queries) -> list[str]:
    return [q["sql"] for q in queries if 'FROM "lawbook_edition"' in q["sql"]]


def seen_by_a_request() -> Edition:
    """The current edition as the next request sees it (its page, its links, its quotations)."""
    seen = []

    def page(request):
        seen.append(editions.current())
        return HttpResponse()

    OneReadPerRequest(page)(None)
    return seen[0]


def test_a_second_page_reads_no_edition_row(client):
    assert client.get("/tr/ne-oldu/revoke/").status_code == 200
    with CaptureQueriesContext(connection) as queries:
        assert client.get("/en/what-happened/lead-out-of-turn/").status_code == 200  # another page: no cached answer
        assert client.get("/en/law/64/").status_code == 200
    assert edition_reads(queries) == []


def _save(draft):
    draft.status, draft.published_at = Edition.PUBLISHED, timezone.now()
    draft.save()


def _update(draft):
    Edition.objects.filter(pk=draft.pk).update(status=Edition.PUBLISHED, published_at=timezone.now())


def _bulk_update(draft):
    draft.status, draft.published_at = Edition.PUBLISHED, timezone.now()
    Edition.objects.bulk_update([draft], ["status", "published_at"])


def _create(draft):
    Edition.objects.create(code="2017.1b", status=Edition.PUBLISHED, published_at=timezone.now())


def _bulk_create(draft):
    Edition.objects.bulk_create([Edition(code="2017.1b", status=Edition.PUBLISHED, published_at=timezone.now())])


# Each write below is committed (its on-commit callbacks run, as after a request's transaction):
# what the next requests read is kept again, and the write after it must move the key once more.


@pytest.mark.parametrize("write", [_save, _update, _bulk_update, _create, _bulk_create])
def test_every_write_of_an_edition_row_is_seen_by_the_next_request(draft, write, django_capture_on_commit_callbacks):
    assert seen_by_a_request().code == "2017"
    with django_capture_on_commit_callbacks(execute=True):
        write(draft)
    assert seen_by_a_request().code in ("2017.1", "2017.1b")
    assert seen_by_a_request().code in ("2017.1", "2017.1b")  # kept, and kept right


def test_a_deleted_edition_is_not_served(draft, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        later = Edition.objects.create(code="2027", status=Edition.PUBLISHED, published_at=timezone.now())
    assert seen_by_a_request().code == "2027"
    with django_capture_on_commit_callbacks(execute=True):
        later.delete()
    assert seen_by_a_request().code == "2017"
    with django_capture_on_commit_callbacks(execute=True):
        Edition.objects.create(code="2028", status=Edition.PUBLISHED, published_at=timezone.now())
    assert seen_by_a_request().code == "2028"
    with django_capture_on_commit_callbacks(execute=True):
        Edition.objects.filter(code="2028").delete()
    assert seen_by_a_request().code == "2017"


def test_a_title_changed_in_the_admin_shows_at_once(django_capture_on_commit_callbacks):
    assert seen_by_a_request().title_en != "Laws of Duplicate Bridge 2017, as corrected"
    edition = Edition.objects.get(code="2017")
    edition.title_en = "Laws of Duplicate Bridge 2017, as corrected"
    with django_capture_on_commit_callbacks(execute=True):
        edition.save(update_fields=["title_en"])
    assert seen_by_a_request().title_en == "Laws of Duplicate Bridge 2017, as corrected"


def test_a_rolled_back_write_and_the_next_one_are_told_apart(draft):
    assert seen_by_a_request().code == "2017"
    with transaction.atomic():
        _update(draft)
        assert seen_by_a_request().code == "2017.1"
        transaction.set_rollback(True)
    assert seen_by_a_request().code == "2017"
    Edition.objects.create(code="2027", status=Edition.PUBLISHED, published_at=timezone.now() + timedelta(days=1))
    assert seen_by_a_request().code == "2027"


def test_another_machines_publication_is_seen_once_the_stamp_is_read_again(draft):
    assert seen_by_a_request().code == "2017"
    # Another machine publishes: its write moves the editions' token in the shared database; this
    # process reads the stamp again within a second (content_version.STAMP_SECONDS), here at once.
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE lawbook_edition SET status = %s, published_at = %s WHERE id = %s",
            [Edition.PUBLISHED, timezone.now(), draft.pk],
        )
        cursor.execute("UPDATE lawbook_contentversion SET editions = %s", ["written-elsewhere"])
    content_version.forget_stamp()
    assert seen_by_a_request().code == "2017.1"
