"""Many quiz answers posted at once against a real server, as visitors would (issue 10: no lost
writes). Each client is one anonymous visitor with its own cookies: it opens its questions first
(which saves nothing), then all clients post their answers at the same moment, and the database is
read afterwards to find every answer saved.
"""

from __future__ import annotations

import http.cookiejar
import re
import sqlite3
import threading
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

SERVED = re.compile(r'name="served" value="([^"]+)"')
CHOICE = re.compile(r'name="choice" value="([^"]+)"')
CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
QUESTION_PATH = "/en/quiz/practice/?topics=where"  # "Which Law?": always a choice to click
ANSWER_PATH = "/en/quiz/answer/"


@dataclass
class Outcome:
    posted: int = 0
    errors: list[str] = field(default_factory=list)


@dataclass
class Visitor:
    base_url: str
    opener: urllib.request.OpenerDirector = field(init=False)
    forms: list[dict] = field(default_factory=list)

    def __post_init__(self):
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))

    def open_questions(self, count: int) -> None:
        for _ in range(count):
            with self.opener.open(self.base_url + QUESTION_PATH, timeout=60) as response:
                html = response.read().decode()
            form = {"served": SERVED.search(html).group(1), "csrfmiddlewaretoken": CSRF.search(html).group(1)}
            choices = CHOICE.findall(html)
            form.update({"choice": choices[0]} if choices else {"number": "0"})
            self.forms.append(form)

    def answer_all(self, outcome: Outcome, lock: threading.Lock) -> None:
        for form in self.forms:
            data = urllib.parse.urlencode(form).encode()
            try:
                with self.opener.open(self.base_url + ANSWER_PATH, data=data, timeout=120) as response:
                    response.read()
                    status = response.status
            except urllib.error.HTTPError as error:
                status = error.code
            except OSError as error:
                status = repr(error)
            with lock:
                outcome.posted += 1
                if status != 200:
                    outcome.errors.append(str(status))


def post_answers_at_once(base_url: str, clients: int = 20, answers: int = 200) -> Outcome:
    """`answers` answers from `clients` threads; returns what was posted and every non-200."""
    visitors = [Visitor(base_url) for _ in range(clients)]
    for index, visitor in enumerate(visitors):
        visitor.open_questions(answers // clients + (index < answers % clients))
    outcome = Outcome()
    lock = threading.Lock()
    start = threading.Barrier(clients)

    def run(visitor: Visitor) -> None:
        start.wait()
        visitor.answer_all(outcome, lock)

    threads = [threading.Thread(target=run, args=(v,)) for v in visitors]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return outcome


POSTGRES_SCHEMES = ("postgres://", "postgresql://")
ANSWERED = "SELECT COUNT(*) FROM quizzes_servedquestion WHERE answered_at IS NOT NULL"


def answers_saved(env: dict[str, str]) -> int:
    """Answered questions in the server's database: its DATABASE_URL when it has one (PostgreSQL,
    read with psycopg), else the SQLite file in its var dir (read with the standard library)."""
    url = env.get("DATABASE_URL", "")
    if url.startswith(POSTGRES_SCHEMES):
        import psycopg  # only a PostgreSQL run needs it

        with psycopg.connect(url) as connection:
            return connection.execute(ANSWERED).fetchone()[0]
    with sqlite3.connect(Path(env["VAR_DIR"]) / "db.sqlite3") as connection:
        return connection.execute(ANSWERED).fetchone()[0]
