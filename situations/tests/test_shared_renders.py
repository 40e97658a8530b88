"""A page is rendered once per test process for the tests that read it in the same state
(tests/shared_renders.py), and never answers a test whose state differs: what a test wrote, a settings
override, a patch, a held transaction, a client with a cookie or a log-in of its own.

The ending read quotes Law 92D1: "İkili turnuvada, başvuran çiftin her iki üyesinin (bireysel
yarışmalar hariç) itiraz konusunda hemfikir olmaları gereklidir." ("in a pairs event both members
of the partnership concur in making the appeal")."""

import pytest
from django.contrib.auth.models import User
from django.db import connection
from django.test import override_settings

from lawbook import content_version
from lawbook.models import Paragraph
from lawbook.tests.held import held_transaction
from situations.tests.guides.test_guides import url_of
from tests import shared_renders

pytestmark = pytest.mark.django_db
# Renders are shared only on SQLite, whose count of changed rows tells that a test wrote nothing
# (tests/shared_renders.py); on PostgreSQL (`make test-postgres`) every page is rendered anew, which the
# last test checks there. The tests that need a render shared run where one can be.
SQLITE_ONLY = pytest.mark.skipif(
    connection.vendor != "sqlite", reason="renders are shared on SQLite only (tests/shared_renders.py)"
)

ENDING = url_of("appeal", ["disagree", "in-time", "pairs"], "en")
WRITTEN = "must concur in the appeal (written by this test)."


@SQLITE_ONLY
def test_a_page_read_again_in_the_same_state_is_its_first_render(client):
    first = shared_renders.get(client, ENDING)
    assert first.shared and shared_renders.get(client, ENDING) is first
    assert first.status_code == 200 and first.request["PATH_INFO"] == ENDING
    assert client.get(ENDING).content == first.content  # the page as the view draws it now


def test_what_a_test_writes_is_read_by_its_own_requests_and_kept_from_the_others(client):
    before = shared_renders.get(client, ENDING)
    Paragraph.objects.filter(label="92D1").update(text_en=f"A sentence; {WRITTEN}")
    content_version.bump()  # as a publication does: the page cache's key moves
    written = shared_renders.get(client, ENDING)
    assert WRITTEN in written.content.decode() and WRITTEN not in before.content.decode()
    assert not written.shared  # not kept: no later test is answered with it


@SQLITE_ONLY
def test_a_later_test_reads_the_page_as_imported(client):
    """The test above, whose render held its own write, ran first in this file (and in the same
    process: a file's tests are handed out in runs, config/suite_schedule.py)."""
    page = shared_renders.get(client, ENDING)
    assert page.shared and WRITTEN not in page.content.decode()


def test_a_row_written_and_rolled_back_still_leaves_the_state_unknown(client):
    from django.db import transaction

    with transaction.atomic():
        User.objects.create_user("passing")
        transaction.set_rollback(True)
    assert not shared_renders.get(client, ENDING).shared


@SQLITE_ONLY
def test_under_a_settings_override_a_page_is_rendered_anew(client):
    shared = shared_renders.get(client, ENDING)
    with override_settings(USE_THOUSAND_SEPARATOR=True):
        again = shared_renders.get(client, ENDING)
    assert shared.shared and not again.shared


@SQLITE_ONLY
def test_a_test_that_patches_renders_its_own_pages(client, monkeypatch):
    assert shared_renders.get(client, ENDING).shared
    monkeypatch.setattr(shared_renders, "WHATEVER", 1, raising=False)
    assert not shared_renders.get(client, ENDING).shared


@SQLITE_ONLY
def test_a_client_with_a_cookie_or_a_log_in_renders_its_own_pages(client):
    client.cookies["django_language"] = "tr"
    assert not shared_renders.get(client, ENDING).shared
    del client.cookies["django_language"]
    assert shared_renders.get(client, ENDING).shared
    client.force_login(User.objects.create_user("reader"))
    assert not shared_renders.get(client, ENDING).shared


def test_a_render_that_sets_a_cookie_is_not_kept(client):
    login = shared_renders.get(client, "/en/accounts/login/")  # its form's CSRF cookie
    assert login.status_code == 200 and "csrftoken" in client.cookies and not login.shared


@SQLITE_ONLY
def test_a_set_up_step_has_renders_of_its_own(client):
    visitor = shared_renders.get(client, ENDING)
    with shared_renders.set_up("a user", client):
        User.objects.create_user("reader")
    after = shared_renders.get(client, ENDING)
    assert visitor.shared and after.shared and after is not visitor
    assert shared_renders.get(client, ENDING) is after
    User.objects.create_user("another")  # written after the set-up: unknown again
    assert not shared_renders.get(client, ENDING).shared


def test_a_test_that_asks_for_the_settings_or_a_query_count_renders_its_own_pages(
    client, settings, django_assert_max_num_queries
):
    assert not shared_renders.get(client, ENDING).shared


@pytest.fixture(scope="class")
def held(django_db_setup, django_db_blocker):
    """A transaction held open around the class's tests, as `module_draft`'s draft is."""
    with held_transaction(django_db_blocker):
        yield


@pytest.mark.usefixtures("held")
class TestInAHeldTransaction:
    def test_a_page_is_rendered_anew(self, client):
        assert not shared_renders.get(client, ENDING).shared


@pytest.mark.skipif(connection.vendor == "sqlite", reason="the other databases' case (tests/shared_renders.py)")
def test_on_another_database_every_page_is_rendered_anew(client):
    first = shared_renders.get(client, ENDING)
    again = shared_renders.get(client, ENDING)
    assert not first.shared and not again.shared and again is not first
    assert again.status_code == 200 and again.content == first.content
