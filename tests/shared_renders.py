"""A page rendered once per test process for the tests that only read it (issue 21): the walks
over every guide step and ending (test_guides, the guides' citation-links walk, the audits'
phrases through guide_pages) and the desk's judgement walks render the same pages test after test.

The page cache is emptied before every test (conftest.py's `empty_page_cache`), rightly: a test may
write, and a page made under one test's writes must not answer another. Here a GET is answered from
an earlier test's render only where the two tests' states are known to be the same, and the render
is handed over as its bytes (immutable: CONTRIBUTING.md's "expensive set-up is done once and
copied, never shared by reference"). A state is known when:

- the database is as the session imported it and nothing has been written in this test so far:
  the SQLite connection's count of rows changed (`total_changes`, rolled-back rows included) is
  what it was when the test's transaction began, no transaction was held open around the test's
  (a module's draft, a class's published edition: conftest.py's `module_draft`,
  lawbook/tests/held.py), and the test runs in a transaction (a test outside one, a live
  server's, commits and empties tables; pytest-django runs those after every test in a
  transaction, and none is answered here); or that state followed by set-up steps named with
  `set_up` (the desk's director and his log-in: desk/tests/conftest.py), nothing else written
  before, between or after them;
- no settings override is active, and the test asks for no `monkeypatch` nor a query count;
- the client has no default header and the cookies the state began with (none for a visitor,
  the director's session after his log-in);
- the GET is of the same path with the same query.

A render that wrote a row or set a cookie is not kept (its test goes on from the state its request
left). Anywhere else (PostgreSQL, a test whose state is not known, a test outside the folders whose
conftest.py reports the transaction's start) every request is made as before; a test gets the same
kind of answer, a `Page`, either way. A test that patches code by hand (`unittest.mock.patch`)
around its request must not read pages through here.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from types import MappingProxyType

from django.utils import translation
from django.utils.http import urlencode

# A test that asks for these reads its own pages: a settings override or a query count around a
# request (a patch is seen where it is made: `_patched`).
UNSHAREABLE_FIXTURES = frozenset({"settings", "django_assert_num_queries", "django_assert_max_num_queries"})


@dataclass(frozen=True)
class Page:
    """A GET's answer as a test reads it: the status, the bytes, the request's path and query string
    (`request["PATH_INFO"]`, as a test client's response has them), and whether it was shared."""

    status_code: int
    content: bytes
    request: MappingProxyType
    language: str | None  # the language the request left active, as a real request leaves it
    shared: bool = False


@dataclass(frozen=True)
class _State:
    test: str  # the test's node id
    item: object  # the test, whose fixtures' values are read (its monkeypatch)
    raw: object  # the SQLite connection whose changes are counted
    changes: int  # its total_changes while the state is known
    steps: tuple[str, ...]  # the set-up made since the transaction began ((): none)
    cookies: tuple[tuple[str, str], ...]  # the client's cookies in that state (none for a visitor)


_state: _State | None = None
_pages: dict[tuple, Page] = {}


def _current_test() -> str:
    # PYTEST_CURRENT_TEST is "<node id> (<phase>)": a state is known for the test that recorded it only.
    return os.environ.get("PYTEST_CURRENT_TEST", "").rsplit(" (", 1)[0]


def fixture_setup(fixturedef, request):
    """The body of a conftest.py's `pytest_fixture_setup` wrapper (situations/tests, desk/tests:
    `return (yield from shared_renders.fixture_setup(fixturedef, request))`): once a test's
    transaction has begun (pytest-django's `_django_db_helper`), whether its database is the
    session's as imported; whether a transaction was held open around it is known only before."""
    if fixturedef.argname != "_django_db_helper":
        return (yield)
    from django.db import connection

    held = connection.in_atomic_block
    result = yield
    _began(request.node, held)
    return result


def _began(item, held: bool) -> None:
    global _state
    from django.db import connection

    _state = None
    if held or not connection.in_atomic_block or connection.vendor != "sqlite":
        return  # around a held transaction, outside a transaction, or not SQLite: never known
    if UNSHAREABLE_FIXTURES & set(getattr(item, "fixturenames", ())):
        return
    raw = connection.connection
    _state = _State(item.nodeid, item, raw, raw.total_changes, (), ())


def _known() -> _State | None:
    """The state now, if it is still the one recorded: same test, same connection, nothing written."""
    from django.conf import UserSettingsHolder, settings
    from django.db import connection

    state = _state
    if state is None or state.test != _current_test() or isinstance(settings._wrapped, UserSettingsHolder):
        return None
    if connection.connection is not state.raw or state.raw.total_changes != state.changes:
        return None
    return None if _patched(state.item) else state


def _patched(item) -> bool:
    """Whether the test's `monkeypatch` has changed anything yet (pytest-django asks for the fixture
    in every test, and patches nothing unless told to fail on invalid template variables)."""
    patch = getattr(item, "funcargs", {}).get("monkeypatch")
    return patch is not None and bool(patch._setattr or patch._setitem or patch._cwd or patch._savesyspath)


class set_up:  # noqa: N801 (used as a context manager, like a function)
    """`with set_up("director"): ...`: set-up made in every test that asks for it alike (a user, a
    log-in); the state after it is known if it was known before it, and it is a state of its own
    (renders made in it are shared only with tests in it). `client`: the client whose cookies the
    state has from then on."""

    def __init__(self, step: str, client=None):
        self.step, self.client = step, client

    def __enter__(self):
        self.before = _known()

    def __exit__(self, kind, value, traceback):
        global _state
        if kind is not None or self.before is None:
            _state = None
            return
        cookies = _cookies(self.client) if self.client is not None else self.before.cookies
        changes = self.before.raw.total_changes
        steps = (*self.before.steps, self.step)
        _state = _State(self.before.test, self.before.item, self.before.raw, changes, steps, cookies)


def _cookies(client) -> tuple[tuple[str, str], ...]:
    return tuple(sorted((name, morsel.value) for name, morsel in client.cookies.items()))


def get(client, path: str, data: dict | None = None) -> Page:
    """`client.get(path, data)` as a Page: rendered once per test process for each known state (an
    earlier test's render when this test's state is the one it was made in), else made now."""
    state = _known()
    if state is not None and (client.defaults or _cookies(client) != state.cookies):
        state = None
    key = (state.steps, path, urlencode(data or {}, doseq=True)) if state else None
    if key in _pages:
        page = _pages[key]
        if page.language:
            translation.activate(page.language)
        return page
    response = client.get(path, data)
    kept = state is not None and _known() == state and not response.cookies
    page = Page(
        response.status_code,
        response.content,
        MappingProxyType({name: response.request[name] for name in ("PATH_INFO", "QUERY_STRING")}),
        translation.get_language(),
        shared=kept,
    )
    if kept:
        _pages[key] = page
    return page
