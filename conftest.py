"""Shared pytest fixtures: the test database holds the imported official text for every test."""

import fcntl
import gc
import os
import sqlite3
import threading
import time
from pathlib import Path

import pytest
from django.core.signals import request_finished, request_started

# The scheduler's module adds `--write-suite-costs`, which records what it schedules by (config/suite_costs.json);
# config/shared_rewrites.py has the xdist workers of a fresh clone rewrite the test modules' asserts once between them.
pytest_plugins = ("config.suite_schedule", "config.shared_rewrites")

# The session's SQLite test database just after the import, for the tests that run outside a
# transaction (live_server), whose tables are emptied after each of them.
_imported: list[sqlite3.Connection] = []

# The pytest-xdist workers of a session build the SQLite test database once between them (see
# `django_db_modify_db_settings`): migrating it is some 10 s of CPU (Django renders the model
# state of each of the 50-odd migrations) and importing the Laws 3-5 s more, per worker.
_template: dict[str, object] = {}
TEST_DATABASE, TEST_DATABASE_LOCK = "test-database.sqlite3", "test-database.lock"  # in the session's folder

# What a test may use without the `db` mark being added: nothing that reaches the database.
REAL_PARTS = ("browser", "server", "pdf")


@pytest.hookimpl(tryfirst=True)  # before pytest-django's sort: see _longest_files_first
def pytest_collection_modifyitems(config, items):
    """Mark the tiers (pytest.ini): `db` for every test that needs the test database, whether it
    says so with django_db or through a fixture; and `server` for a test that starts a live server or
    copies the production var dir without its module saying which real part it uses."""
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        if item.get_closest_marker("django_db") or "django_db_setup" in fixtures:
            item.add_marker(pytest.mark.db)
        uses_server = fixtures & {"live_server", "production_template"}
        if uses_server and not any(item.get_closest_marker(mark) for mark in REAL_PARTS):
            item.add_marker(pytest.mark.server)
    _longest_files_first(items)


# What makes a test file long: its real parts and its slow tests (pytest.ini's marks).
LONG = (*REAL_PARTS, "slow")


def _longest_files_first(items) -> None:
    """Put the files with a real part or a slow test first, each file's tests still together and
    in their order. pytest-django's stable sort into its three parts (in a transaction, emptying
    the tables, no database) keeps this order within each part (this hook is tried first for
    that): so the xdist workers (config/suite_schedule.py) are handed the longest jobs first and
    the short ones last, and neither waits long on the other at the end.

    Among the long files the costliest come first, by the seconds their tests took when last
    recorded (config/suite_costs.json; in the collection's order without a record): in the collection's
    order a long file that comes last in its part (tests/test_serving.py, one module server, 41-74 s)
    ran alone on one worker at the end of `pytest -m "browser or server or pdf"` while the others had
    finished (23-59 s; docs/benchmarks.md, session 87 suite57)."""
    from config.suite_schedule import file_of, file_seconds

    files = [file_of(item.nodeid) for item in items]
    long_files = {
        file for file, item in zip(files, items, strict=True) if any(item.get_closest_marker(mark) for mark in LONG)
    }
    seconds = file_seconds(files)
    place = {file: (file not in long_files, -seconds[file] if file in long_files else 0.0) for file in files}
    order = sorted(range(len(items)), key=lambda index: place[files[index]])  # stable, as list.sort
    items[:] = [items[index] for index in order]


def pytest_xdist_make_scheduler(config, log):
    from config.suite_schedule import FileRunScheduling

    return FileRunScheduling(config, log)


# A test process allocates far more than a server's request does (a page fetched per test, a
# thousand seeds, Hypothesis' examples), and with CPython's default first threshold (700
# allocations) its collector ran some 7 000 times in three test files, each full pass walking
# every object still alive (the app's models, the parsed Laws, the engine's tables): 14 % of those
# files' CPU (docs/benchmarks.md, "Session 39"). What is alive once the tests are collected lives
# until the end, so it is frozen out of every later pass, and a pass waits for 10 000 allocations.
# Cycles are still collected; only later.
GC_FIRST_THRESHOLD = 10_000


def pytest_collection_finish(session):
    gc.collect()
    gc.freeze()
    _, second, third = gc.get_threshold()
    gc.set_threshold(GC_FIRST_THRESHOLD, second, third)


@pytest.fixture(scope="session")
def django_db_modify_db_settings(django_db_modify_db_settings, tmp_path_factory, request):
    """On SQLite, the first worker to take the lock migrates the test database and imports the Laws
    (holding the lock until `django_db_setup` has saved it as the session's template); a worker that
    finds the template ready creates its tables without running the migrations (Django's TEST
    MIGRATE=False) and `django_db_setup` copies the template over them: the same database, schema,
    migration records, groups and text, byte for byte. Elsewhere (PostgreSQL) each worker migrates.

    A worker that finds the lock taken (the other one building, 10-15 s at the start of the run,
    its core otherwise idle) prepares meanwhile the production template the session's server
    tests will ask for, which it would otherwise be one of those tests' set-up, late in the run."""
    from django.db import connection

    if connection.vendor != "sqlite" or os.environ.get("PYTEST_XDIST_WORKER") is None:
        return
    from tests.search_index import session_folder

    folder = session_folder(tmp_path_factory)
    lock = open(folder / TEST_DATABASE_LOCK, "w")  # noqa: SIM115 (held past this fixture by the builder)
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        if any("production_template" in getattr(item, "fixturenames", ()) for item in request.session.items):
            _prepare_production_template(folder)
        fcntl.flock(lock, fcntl.LOCK_EX)
    template = folder / TEST_DATABASE
    if template.exists():
        lock.close()
        _template["copy"] = template
        connection.settings_dict["TEST"]["MIGRATE"] = False
    else:  # (should the migration fail, the lock goes with this worker's process: the other then builds)
        _template["build"], _template["lock"] = template, lock


def _copy_template(connection, template: Path) -> None:
    """The template written by the worker that built it, over this worker's fresh tables."""
    from django.contrib.contenttypes.models import ContentType

    connection.settings_dict["TEST"]["MIGRATE"] = True  # MigrationExecutor in tests sees the migrations
    source = sqlite3.connect(template)
    source.backup(connection.connection)
    source.close()
    ContentType.objects.clear_cache()  # ids as the template has them


def migrated_database(template: Path) -> Path:
    """Where the worker that builds the test database saves it as it was just after migrate."""
    return template.with_name("test-database-migrated.sqlite3")


def _save_template(connection, template: Path) -> None:
    """This worker's migrated and imported database, for the other workers (written whole, then renamed)."""
    partial = template.with_suffix(".partial")
    target = sqlite3.connect(partial)
    connection.connection.backup(target)
    target.close()
    partial.rename(template)


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    from django.db import connection

    from lawbook.importer import import_text

    with django_db_blocker.unblock():
        connection.ensure_connection()
        if "copy" in _template:
            _copy_template(connection, _template["copy"])
        else:
            if "build" in _template:  # as migrated, for the production template (tests/production_server.py)
                _save_template(connection, migrated_database(_template["build"]))
            import_text()
            if "build" in _template:
                _save_template(connection, _template["build"])
                _template.pop("lock").close()
        if connection.vendor == "sqlite":
            copy = sqlite3.connect(":memory:", check_same_thread=False)
            connection.connection.backup(copy)
            _imported.append(copy)


@pytest.fixture
def imported_laws(transactional_db):
    """The Laws in the tables of a test outside a transaction (a live-server test), as every
    other test has them: on SQLite the session's database as it was after the import is copied
    back (milliseconds; whatever an earlier test left is overwritten), elsewhere the text is
    imported again."""
    from django.contrib.contenttypes.models import ContentType
    from django.db import connection

    from lawbook.importer import import_text

    if _imported and connection.vendor == "sqlite":
        connection.ensure_connection()
        _imported[0].backup(connection.connection)
        ContentType.objects.clear_cache()  # ids as the copy has them, not as a flush re-created them
    else:
        import_text()
    yield
    _wait_for_the_live_servers_requests()


# The threads answering a request now, by ident: Django's request_started and request_finished
# signals (WSGIHandler sends the first, the response's close() the second, in the thread serving
# it). A request thread alone is no such sign: the threaded server keeps a thread on each HTTP/1.1
# keep-alive connection, idle in readline until the browser closes it, and a browser a test set up
# before the live server is still open when imported_laws is torn down.
_answering: set[int] = set()


def _request_started(**kwargs) -> None:
    _answering.add(threading.get_ident())


def _request_finished(**kwargs) -> None:
    _answering.discard(threading.get_ident())


request_started.connect(_request_started, dispatch_uid="conftest-answering")
request_finished.connect(_request_finished, dispatch_uid="conftest-answering")


def _wait_for_the_live_servers_requests(quiet: float = 0.1, limit: float = 30.0) -> None:
    """Wait, before the tables are emptied, until the live server has answered every request a
    browser sent it. Chromium's service worker saves the offline book in the background (a
    printed page registers it too), and the server goes on with requests already received after
    Chromium has gone: on PostgreSQL the flush's TRUNCATE and such a request's SELECT can each
    hold a table the other waits for, and the deadlock fails the test ("couldn't be flushed").
    Quiet means no request being answered for `quiet` seconds on end: a connection still in the
    listen queue is accepted and answered after a moment with none. The main thread's own requests
    (the test client's) are not the server's, and a thread gone (its response never closed) answers
    nothing."""
    deadline = time.monotonic() + limit
    quiet_since = time.monotonic()
    main = threading.main_thread().ident
    while time.monotonic() < deadline:
        alive = {thread.ident for thread in threading.enumerate()} - {main}
        if _answering & alive:
            quiet_since = time.monotonic()
        elif time.monotonic() - quiet_since >= quiet:
            return
        time.sleep(0.02)


# The session's Windows once a test has asked for them (chromium_windows), for the hook below.
_chromium_windows: list = []


@pytest.fixture(scope="session")
def chromium_windows():
    """The session's Chromium windows, lent to one test at a time (tests/chromium.py, Windows):
    a browser test's window without a service worker, without starting Chromium for each test.
    Quit when this process comes to a stretch of short tests (the hook below)."""
    from tests.chromium import Windows

    windows = Windows()
    _chromium_windows.append(windows)
    yield windows
    windows.close()
    _chromium_windows.clear()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    """The session's Chromium windows are quit when the next test this process runs is a short
    one without a database (an xdist worker knows its next test before it tears the last one
    down): no real part, no slow mark, so a stretch of short tests follows it. Left open on their
    blank tabs, the windows used some 0.8 % of a core each (their browser, GPU and renderer
    processes: five of them 4.7 s of CPU in 120 s; docs/benchmarks.md, suite37) through those
    stretches. Where that happens depends on the order of the long files (`_longest_files_first`:
    by their recorded seconds); a later browser test starts the windows again (some 0.8 s of CPU).
    Quitting them whenever the next test borrows none would start them again more often: slow and
    server files lie between the browser files."""
    yield
    if not _chromium_windows or nextitem is None or nextitem.get_closest_marker("db") is not None:
        return
    if not any(nextitem.get_closest_marker(mark) for mark in LONG):
        _chromium_windows[0].close()


@pytest.fixture(scope="session", autouse=True)
def fast_password_hashing():
    """Django's advice for test suites: a cheap hasher first. PBKDF2's 1 000 000 rounds cost a
    quarter of a second per log-in, and the accounts tests log in dozens of times; production (the
    server tests in tests/ run their own process with the default settings) keeps PBKDF2."""
    from django.conf import settings

    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher", *settings.PASSWORD_HASHERS]


@pytest.fixture(scope="session", autouse=True)
def no_memory_settling():
    """A serving process that opens an index generation thaws, collects and freezes everything
    alive (lawbook/search/reader.py, `_settle_memory`: no search then pays for a full pass of the
    collector). A test process opens one each time a test points the setting at an index of its
    own, and its heap is several times a server's: in lawbook/tests/search and editions 34 passes,
    6.5 s of CPU (docs/benchmarks.md, "Session 39"). It saves a serving latency, which no test
    measures; here the collector's thresholds (pytest_collection_finish above) do its work."""
    from lawbook.search import reader

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(reader, "_settle_memory", lambda: None)
        yield


@pytest.fixture(scope="session", autouse=True)
def constraints_checked_after_writes():
    """Django's TestCase checks the deferred foreign keys at the end of every test, before the
    rollback; on SQLite that is `PRAGMA foreign_key_check` over the whole database (every table
    of the imported Laws: 1-1.5 ms a test, some 2 800 tests). A test that changed no row cannot
    have left a dangling key, so on SQLite the check is made only when the connection counted a
    row inserted, updated or deleted (`total_changes`, triggers included) since the test's
    transaction began; every test that writes is checked as before. Elsewhere (PostgreSQL: `SET
    CONSTRAINTS ALL IMMEDIATE`, cheap) nothing changes."""
    from django.db import connections
    from django.test import TestCase

    enter_atomics, should_check = TestCase._enter_atomics.__func__, TestCase._should_check_constraints
    at_start: dict[str, tuple[object, int]] = {}

    def _enter_atomics(cls):
        atomics = enter_atomics(cls)
        for alias in atomics:
            raw = connections[alias].connection
            if connections[alias].vendor == "sqlite" and raw is not None:
                at_start[alias] = (raw, raw.total_changes)
        return atomics

    def _should_check_constraints(self, connection):
        if not should_check(self, connection):
            return False
        start = at_start.pop(connection.alias, None)
        if start is None or connection.vendor != "sqlite":
            return True
        raw, changes = start
        return raw is not connection.connection or raw.total_changes != changes

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(TestCase, "_enter_atomics", classmethod(_enter_atomics))
        patch.setattr(TestCase, "_should_check_constraints", _should_check_constraints)
        yield


# The session's SQLite test database with draft 2017.1 opened (`module_draft`), kept once the
# first module has opened it.
_with_draft: list[sqlite3.Connection] = []


@pytest.fixture(scope="module")
def module_draft(django_db_setup, django_db_blocker):
    """Draft 2017.1, opened once for a test module (opening one copies some 6 500 rows and their
    history: 0.1 s of CPU since suite34 copies them in SQL, half a second before; the admin and
    publication tests open one each), in a `held_transaction`. Tests of
    the module that do not ask for it see the draft too, once one that does has run.

    On SQLite the draft is opened once a session: the first module opens it and the database is
    saved as it then is; the next modules copy that back (SQLite's backup, milliseconds: the same
    rows, ids and history, byte for byte), and each module's end copies back the database as it
    was after the import (`_imported`), as the rollback of the held transaction would leave it
    (22 modules of the suite ask for it: some 8 s of CPU)."""
    from django.db import connection

    from lawbook.editions import editions
    from lawbook.tests.held import held_transaction

    if not (_imported and connection.vendor == "sqlite"):
        with held_transaction(django_db_blocker):
            with django_db_blocker.unblock():
                editions.open_draft("2017.1")
            yield "2017.1"
        return
    with django_db_blocker.unblock():
        connection.ensure_connection()
        if _with_draft:
            _copy_back(_with_draft[0], connection)
        else:
            editions.open_draft("2017.1")  # committed, then saved for the next modules
            saved = sqlite3.connect(":memory:", check_same_thread=False)
            connection.connection.backup(saved)
            _with_draft.append(saved)
    try:
        with held_transaction(django_db_blocker):
            yield "2017.1"
    finally:
        with django_db_blocker.unblock():
            _copy_back(_imported[0], connection)


def _copy_back(saved: sqlite3.Connection, connection) -> None:
    """A saved copy of the session's SQLite database over the test database."""
    from django.contrib.contenttypes.models import ContentType

    saved.backup(connection.connection)
    ContentType.objects.clear_cache()  # ids as the copy has them


@pytest.fixture
def draft(module_draft, db):
    """The module's draft 2017.1 as this test starts it."""
    from lawbook.models import Edition

    return Edition.objects.get(code=module_draft)


@pytest.fixture(scope="session")
def parsed_lawbook():
    from django.conf import settings

    from lawbook.text.parser import parse_lawbook

    return parse_lawbook(settings.LAWS_FIXTURE.read_text(encoding="utf-8"))


@pytest.fixture(autouse=True)
def empty_page_cache():
    """Each test starts with no cached page: a page cached by one test (under the same content
    version, in a transaction since rolled back) must not answer another."""
    from django.core.cache import cache

    from lawbook.content_version import forget_stamp

    cache.clear()
    forget_stamp()


@pytest.fixture(autouse=True)
def language_of_a_fresh_process():
    """Each test starts in the language a fresh process has (settings.LANGUAGE_CODE, nothing
    activated). Django's LocaleMiddleware activates the page's language for the thread and nothing
    takes it back, so a test that asked for an /en/ page left English active for the next test the
    process ran. modeltranslation writes a row's untranslated column (`text`, beside `text_tr` and
    `text_en`) in the active language, so rows a test made then held the English there: after
    lawbook/tests/editions/test_note_47e1_63a1_official_words.py (its last page is Law 47 in English),
    test_open_draft_copy.py's drafts differed from its Turkish reference copy in that column
    (session 91, fix261). No page reads that column; the server activates each request's language
    before any view runs."""
    from django.utils import translation

    translation.deactivate()


# One prepared production var dir per test session (migrated, the Laws imported, the quiz
# fixtures loaded, static files collected): each server test (tests/, the editor's walk in
# lawbook/tests) copies it instead of running `make setup`'s four commands again. Under
# pytest-xdist the workers share it: the first one to take the lock prepares it.
@pytest.fixture(scope="session")
def production_template(tmp_path_factory):
    from tests.search_index import session_folder

    return _prepare_production_template(session_folder(tmp_path_factory))


def _prepare_production_template(root: Path) -> Path:
    template = root / "production-template"
    with open(root / "production-template.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (template / "ready").exists():
            from tests.production_server import SessionDatabase, prepare_template

            built, building = root / TEST_DATABASE, root / TEST_DATABASE_LOCK
            # The test database the workers share (above), where this session builds one (SQLite,
            # xdist): the production template copies it as migrated and as imported rather than
            # migrate and import a second time (some 5 s of CPU); elsewhere it does both itself.
            shared = SessionDatabase(building, migrated_database(built), built) if building.exists() else None
            prepare_template(template, shared)
            (template / "ready").touch()
    return template
