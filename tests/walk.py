"""What the Chromium walks share (the editor's, lawbook/tests/editions/test_editor_walk_browser.py,
and the ruling desk's, desk/tests/test_desk_walk_browser.py): the production server as `make run`
starts it (`manage.py serve`: gunicorn plus the indexer) on a throwaway var dir copied from the
prepared template, with the walk's people created by a shell snippet; an anonymous reader's
requests to it; waiting for a condition; one person's Chromium window, driven by clicks and typing
on elements found by id, name or address."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sqlite3
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

from tests.chromium import wait_for_new_page
from tests.production_server import HOST, PYTHON, ROOT, copy_prepared, free_port, production_env

POLL_SECONDS = 25
# How often wait_for asks again: a file read or one request to the server (a page, a search). At
# half a second a condition met just after a look was waited for up to 0.5 s more, at each of the
# walk's waits (the server's start, the first search, each index rebuild).
POLL_INTERVAL = 0.1
# How often the walks' indexer asks whether the index is stale (one query and a stat): at each tick
# of `serve`'s loop (half a second), where each second let a rebuild the walk waits for (after an
# edit, after a publication) start up to a second after the change, half a second on average.
INDEX_EVERY = 0.5


@dataclass(frozen=True)
class Person:
    username: str
    group: str
    password: str
    staff: bool = True  # reaches the admin (editors, publishers); a director does not


# The people are stored with their passwords already hashed (`stored_password`), by PBKDF2 with
# few rounds: create_user hashed each with the production hasher's million rounds, some 0.4 s of
# CPU a person (3 in the editor's walk, 2 in the desk's) in a process beside the server's start.
# Logging in is as in production: the server checks the password with its PBKDF2 hasher and, the
# stored work factor being below its own, saves it again with its own (Django's check_password,
# `must_update`), the million rounds once per person as before.
STORED_ROUNDS = 1_000

CREATE_PEOPLE = """
import json, os
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
for person in json.loads(os.environ["WALK_PEOPLE"]):
    user = get_user_model()(username=person["username"], password=person["stored_password"], is_staff=person["staff"])
    user.save()
    user.groups.add(Group.objects.get(name=person["group"]))
"""


def stored_password(password: str) -> str:
    """The password as the user table keeps it: PBKDF2-SHA256, the production hasher's algorithm,
    with STORED_ROUNDS rounds and a random salt."""
    from django.contrib.auth.hashers import PBKDF2PasswordHasher

    hasher = PBKDF2PasswordHasher()
    return hasher.encode(password, hasher.salt(), iterations=STORED_ROUNDS)


# --- the production server -----------------------------------------------------------------------


@dataclass(frozen=True)
class Answer:
    status: int
    headers: dict[str, str]
    content: bytes  # as served: a page, JSON, a feed

    @property
    def body(self) -> str:
        return self.content.decode(errors="replace")

    def json(self):
        return json.loads(self.content)

    @property
    def text(self) -> str:
        return page_text(self.body)


class _Text(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skipping = 0

    def handle_starttag(self, tag, attrs):
        self.skipping += tag in ("script", "style")

    def handle_endtag(self, tag):
        self.skipping -= tag in ("script", "style")

    def handle_data(self, data):
        if not self.skipping:
            self.parts.append(data)


def page_text(html: str) -> str:
    """What a reader reads on a page: its text without markup, whitespace collapsed (a defined
    term's link inside a sentence leaves the sentence whole)."""
    parser = _Text()
    parser.feed(html)
    return " ".join("".join(parser.parts).split())


@dataclass
class Site:
    port: int
    var_dir: Path

    def url(self, path: str) -> str:
        return f"http://{HOST}:{self.port}{path}"

    def get(self, path: str) -> Answer:
        """An anonymous reader's request: no cookie, no session."""
        request = urllib.request.Request(self.url(path), headers={"Accept-Language": "tr"})
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return Answer(response.status, dict(response.headers), response.read())
        except urllib.error.HTTPError as error:
            return Answer(error.code, dict(error.headers), error.read())

    def database(self):
        return contextlib.closing(sqlite3.connect(f"file:{self.var_dir / 'db.sqlite3'}?mode=ro", uri=True))

    def paragraph_row(self, edition: str, label: str) -> dict:
        """The paragraph as stored in the server's database (read-only)."""
        with self.database() as db:
            db.row_factory = sqlite3.Row
            row = db.execute(
                "SELECT p.text_tr, p.text_en, p.version FROM lawbook_paragraph p"
                " JOIN lawbook_law l ON l.id = p.law_id WHERE l.edition = ? AND p.label = ?",
                (edition, label),
            ).fetchone()
        return dict(row)

    def content_version(self) -> int:
        with self.database() as db:
            return db.execute("SELECT number FROM lawbook_contentversion").fetchone()[0]

    def edition_status(self, code: str) -> str:
        with self.database() as db:
            return db.execute("SELECT status FROM lawbook_edition WHERE code = ?", (code,)).fetchone()[0]


def search_path(word: str) -> str:
    return "/api/search/?" + urllib.parse.urlencode({"q": word})


def search_labels(site: Site, word: str) -> list[str]:
    return [result["label"] for result in site.get(search_path(word)).json()["results"]]


def index_caught_up(site: Site, version: int) -> bool:
    """Whether the index the site searches was built from content version `version` or later."""
    try:
        meta = json.loads((site.var_dir / "index" / "meta.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):  # between two generations
        return False
    return meta["content_version"] >= version


def wait_for(what: str, condition: Callable[[], object], seconds: float = POLL_SECONDS):
    deadline = time.monotonic() + seconds
    while True:
        result = condition()
        if result:
            return result
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {seconds} s: {what}")
        time.sleep(POLL_INTERVAL)


@contextlib.contextmanager
def serving(
    tmp_path: Path, template: Path, people: list[Person], *, port_variable: str, ready_search: str, **env_extra: str
) -> Iterator[Site]:
    """`manage.py serve` (gunicorn and the indexer, every INDEX_EVERY seconds) on a migrated, imported var dir
    copied from `template`, with `people` created; stopped, with every process it started,
    whatever happens. Ready once the pages answer and search answers `ready_search`."""
    var_dir = tmp_path / "var"
    stored = [
        {"username": p.username, "group": p.group, "staff": p.staff, "stored_password": stored_password(p.password)}
        for p in people
    ]
    env = production_env(var_dir, WALK_PEOPLE=json.dumps(stored), **env_extra)
    # What `make setup` prepares (conftest.py), and the index of its Laws: the first index build
    # is tests/test_release_index.py's and lawbook/tests/editions/test_serve_first_index.py's.
    copy_prepared(template, var_dir, index=True)
    # The people are created while the server starts (two processes' Django start-up, 2-4 s
    # each, side by side rather than one after the other); nobody logs in before both are done.
    people = subprocess.Popen([PYTHON, "manage.py", "shell", "-c", CREATE_PEOPLE], cwd=ROOT, env=env)
    port = int(os.environ.get(port_variable) or free_port())
    log = (tmp_path / "serve.log").open("w")
    every = str(INDEX_EVERY)
    server = subprocess.Popen(
        [PYTHON, "manage.py", "serve", "--host", HOST, "--port", str(port), "--workers", "2", "--index-every", every],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its own process group: gunicorn, its workers, a running rebuild
    )
    running = Site(port, var_dir)
    try:
        assert people.wait(timeout=90) == 0, "the walk's people could not be created"
        # Ready once the pages answer and search does (from the copied index; 503 without one).
        wait_for("the server answers", lambda: _answers(running, "/tr/"), seconds=90)
        wait_for("the first search index", lambda: _answers(running, search_path(ready_search)), seconds=90)
        yield running
    finally:
        if people.poll() is None:
            people.kill()
            people.wait()
        _stop(server)
        log.close()
        print((tmp_path / "serve.log").read_text()[-5000:])  # shown by pytest when the walk fails


def _answers(site: Site, path: str) -> bool:
    try:
        return site.get(path).status == 200
    except OSError:
        return False


def _stop(server: subprocess.Popen) -> None:
    for sig, wait in ((signal.SIGTERM, 20), (signal.SIGKILL, 10)):
        try:
            os.killpg(server.pid, sig)
        except ProcessLookupError:
            return
        try:
            server.wait(timeout=wait)
            return
        except subprocess.TimeoutExpired:
            continue


# --- one person's window -------------------------------------------------------------------------


class Window:
    """One person in their own Chromium window on the site."""

    def __init__(self, driver, site: Site):
        self.driver = driver
        self.site = site

    def find(self, css: str):
        from selenium.webdriver.common.by import By

        return self.driver.find_element(By.CSS_SELECTOR, css)

    def finds(self, css: str) -> list:
        from selenium.webdriver.common.by import By

        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def click(self, css: str) -> None:
        """Click what leads to another page, and wait until that page has loaded."""
        self.click_element(self.find(css))

    def click_element(self, element) -> None:
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        self.leave_page(element.click)

    def leave_page(self, action: Callable[[], object]) -> None:
        """Do what loads a new page (a click, Enter in a field), and wait for the new page: a
        click returns before the browser has left the old one."""
        from selenium.webdriver.common.by import By

        old = self.driver.find_element(By.TAG_NAME, "html")
        action()
        wait_for_new_page(self.driver, old, 60)

    def type_into(self, css: str, text: str) -> None:
        field = self.find(css)
        field.clear()
        field.send_keys(text)
        assert field.get_attribute("value") == text  # every character arrived (ı, ş, ğ ...)

    def messages(self, level: str = "") -> list[str]:
        return [m.text for m in self.finds(f"ul.messagelist li{'.' + level if level else ''}")]

    def log_in(self, person: Person) -> None:
        """At the admin's log-in (staff only)."""
        self.driver.get(self.site.url("/tr/admin/"))
        self.type_into("#id_username", person.username)
        self.type_into("#id_password", person.password)
        self.click("#login-form [type=submit]")
        # One try only: django-axes locks out after failures, so a failure stops the walk here.
        assert not self.finds(".errornote"), f"{person.username} could not log in: {self.find('.errornote').text}"
        assert self.finds("#logout-form"), f"not logged in: {self.driver.current_url}"

    def log_out(self) -> None:
        self.click("#logout-form [type=submit]")
        assert not self.finds("#logout-form")
