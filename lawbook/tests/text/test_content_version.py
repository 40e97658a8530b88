"""The content version follows every change of the text readers are served (not a draft's saves),
and the search index knows when it is stale."""

import itertools
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from types import SimpleNamespace

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.db import connection
from django.http import HttpResponse
from django.test.utils import CaptureQueriesContext

from lawbook import content_version
from lawbook.editions import editions
from lawbook.models import Paragraph
from lawbook.per_request import OneReadPerRequest
from lawbook.search.index import is_stale
from tests.search_index import search_index_dir, writable_index  # noqa: F401

pytestmark = pytest.mark.django_db


def test_bump_counts_up_from_whatever_the_database_holds():
    before = content_version.current()
    assert content_version.bump() == before + 1
    assert content_version.bump() == before + 2


def test_an_import_with_nothing_changed_does_not_rebuild_the_index(capsys, writable_index):
    # The test database holds the imported text and an index built from it, as after `make run`.
    first = writable_index.resolve()
    version = content_version.current()

    call_command("import_laws")
    out = capsys.readouterr().out
    assert "search index: up to date" in out
    assert writable_index.resolve() == first
    assert content_version.current() == version


def test_an_import_with_no_index_leaves_the_rebuild_to_the_indexer(capsys, settings, tmp_path):
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    path = tmp_path / "laws_en.json"
    path.write_text('{"paragraphs": {"50A": {"text": "Official 50A."}}}', encoding="utf-8")
    call_command("import_laws", str(path), lang="en", no_index=True)
    assert "search index" not in capsys.readouterr().out
    assert not (tmp_path / "index").exists() and is_stale()  # what run_indexer looks for


def test_a_draft_save_keeps_the_version_and_its_publication_bumps_it(client, draft, writable_index):
    """Readers cannot see a draft: its admin save moves nothing they are served (lawbook.layers
    .text_changed); its publication bumps the version and marks the index stale."""
    version = content_version.current()
    client.force_login(User.objects.create_superuser("editor", "e@example.org", "a-long-password"))
    paragraph = Paragraph.objects.get(law__edition=draft.code, label="64B3")
    data = {
        f"{f}_{lang}": getattr(paragraph, f"{f}_{lang}") or ""
        for f in ("heading", "text", "tail")
        for lang in ("tr", "en")
    }
    data["text_tr"] = paragraph.text_tr + " Düzeltme."
    data["seen_version"] = paragraph.version
    response = client.post(f"/tr/admin/lawbook/paragraph/{paragraph.pk}/change/", data)
    assert response.status_code == 302, response.content.decode()[:2000]
    assert content_version.current() == version
    assert not is_stale()

    editions.publish(draft)
    assert content_version.current() == version + 1
    assert is_stale()
    call_command("rebuild_index", "--if-stale")
    assert not is_stale()


def test_a_changed_situation_guide_makes_the_index_stale(writable_index):
    from lawbook.search.documents import register_source, unregister_source
    from tests.search_index import paragraph_document

    def one_more_guide():
        return [paragraph_document("99", 99, {"tr": "Yeni bir rehber."})]

    register_source(one_more_guide)
    try:
        assert is_stale()  # the database's text did not change, the documents did
        call_command("rebuild_index", "--if-stale")
        assert not is_stale()
    finally:
        unregister_source(one_more_guide)
    assert is_stale()


def version_reads(queries) -> int:
    return sum('FROM "lawbook_contentversion"' in q["sql"] for q in queries)


@pytest.fixture
def slow_clock(monkeypatch):
    """Every look at the clock two seconds after the one before: each request as slow as on a
    loaded machine, every copy of the version already expired (STAMP_SECONDS is one)."""
    ticks = itertools.count(start=10_000.0, step=2.0)
    monkeypatch.setattr(content_version.time, "monotonic", lambda: next(ticks))


def test_a_request_reads_the_version_once_however_long_it_takes(rf, slow_clock):
    """The page cache, the changelog and the quizzes' caches each ask for the version during a
    request; the request reads it once and keeps it, so a page's queries do not depend on the
    clock (issue 21: a bounded page once counted 13 queries for 12 under load)."""
    seen = []

    def page(request):
        seen.extend(content_version.recent() for _ in range(3))
        return HttpResponse()

    with CaptureQueriesContext(connection) as queries:
        OneReadPerRequest(page)(rf.get("/en/law/64/"))
    assert version_reads(queries) == 1 and len(set(seen)) == 1
    with CaptureQueriesContext(connection) as queries:
        content_version.recent(), content_version.recent()  # outside a request: once a second, as before
    assert version_reads(queries) == 2


def test_a_request_that_changes_the_text_reads_the_new_version(rf, slow_clock):
    seen = []

    def page(request):
        seen.append(content_version.recent().version)
        content_version.bump()
        seen.append(content_version.recent().version)
        return HttpResponse()

    OneReadPerRequest(page)(rf.post("/tr/admin/"))
    assert seen[1] == seen[0] + 1


def test_a_thread_reading_the_version_while_another_forgets_it_gets_the_version(monkeypatch):
    """gunicorn's workers are threaded (gunicorn.conf.py): a publication's request forgets the
    process's copy of the version (forget_stamp) while other threads read it. A reader once
    stored its copy and then looked it up again, and got the None another thread had put there
    between the two (a reader's page then failed)."""
    monkeypatch.setattr(content_version, "STAMP_SECONDS", 0.0)  # every read reads the database
    rows = SimpleNamespace(first=lambda: (7, None))  # the database, without a connection per thread
    monkeypatch.setattr(
        content_version, "ContentVersion", SimpleNamespace(objects=SimpleNamespace(values_list=lambda *names: rows))
    )
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # threads switch every few microseconds: they meet inside a read
    stop = threading.Event()

    def forget_until_stopped():
        while not stop.is_set():
            content_version.forget_stamp()

    forgetter = threading.Thread(target=forget_until_stopped)
    forgetter.start()
    try:
        with ThreadPoolExecutor(4) as pool:
            seen = list(pool.map(lambda _: content_version.Stamp._process_copy(), range(20_000)))
    finally:
        stop.set()
        forgetter.join()
        sys.setswitchinterval(interval)
    assert set(seen) == {content_version.Stamp(7, None)}
