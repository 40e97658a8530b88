"""A request reads the current edition once and sees that one throughout (lawbook.per_request)."""

import pytest
from django.db import connection
from django.http import HttpResponse
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from lawbook.editions import editions
from lawbook.models import Edition
from lawbook.per_request import OneReadPerRequest

pytestmark = pytest.mark.django_db


def edition_reads(queries) -> list[str]:
    return [q["sql"] for q in queries if 'FROM "lawbook_edition"' in q["sql"]]


def test_a_publication_during_a_request_is_seen_by_the_next_request_not_halfway(draft, rf):
    seen = []

    def page(request):
        seen.append(editions.current().code)
        # Another process publishes the draft while this page is being made.
        Edition.objects.filter(pk=draft.pk).update(status=Edition.PUBLISHED, published_at=timezone.now())
        seen.append(editions.current_code())
        seen.append(editions.find(None).code)
        return HttpResponse()

    OneReadPerRequest(page)(rf.get("/en/law/64/"))
    assert seen == ["2017", "2017", "2017"]
    OneReadPerRequest(page)(rf.get("/en/law/64/"))
    assert seen[3:] == ["2017.1", "2017.1", "2017.1"]
    assert editions.current().code == "2017.1"  # outside a request: read each time


@pytest.mark.parametrize("url", ["/en/law/64/", "/tr/tanimlar/", "/tr/ne-oldu/revoke/", "/api/laws/64/"])
def test_a_page_reads_the_editions_at_most_once(client, url):
    with CaptureQueriesContext(connection) as queries:
        assert client.get(url).status_code == 200
    assert len(edition_reads(queries)) <= 1, edition_reads(queries)
