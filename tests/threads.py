"""Tests whose threads each reach the database on a connection of their own, as the site's
threads and processes do (a transactional test: what one thread commits, the others see).

On PostgreSQL that is the test database. On SQLite the test database is in memory with a shared
cache, where a second writer fails at once ("database table is locked") instead of waiting its
turn as on the site's file database (WAL, BEGIN IMMEDIATE and a timeout: config/settings.py); so
the threads get a file copy of it, set up as the site's."""

from __future__ import annotations

import sqlite3
import threading
import time
from contextlib import contextmanager
from pathlib import Path

from django.db import DEFAULT_DB_ALIAS, connection, connections


@contextmanager
def threads_reach_the_database(folder: Path):
    """Inside, a thread's new connection reaches the test database as it was on entering (on
    SQLite a file copy of it in `folder`; this thread keeps its own connection)."""
    if connection.vendor != "sqlite":
        yield
        return
    path = folder / "db.sqlite3"
    copy = sqlite3.connect(path)
    connection.ensure_connection()
    connection.connection.backup(copy)
    copy.execute("PRAGMA journal_mode=WAL")
    copy.close()
    settings = connections.settings[DEFAULT_DB_ALIAS]
    memory = settings["NAME"]
    settings["NAME"] = str(path)  # for the connections the threads open
    try:
        yield
    finally:
        settings["NAME"] = memory


def in_thread(work):
    """`work()` run in a thread of its own, on that thread's connection (threads_reach_the_database)."""
    result = []

    def run():
        try:
            result.append(work())
        finally:
            connection.close()

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(60)
    return result[0]


# How long a thread of these tests waits for the other before the test fails (a hang is a failure).
PATIENCE = 60.0


def blocked_by_another(pid: int | None) -> bool:
    """Whether the connection `pid` waits for a lock another transaction holds (PostgreSQL)."""
    if pid is None:
        return False
    with connection.cursor() as cursor:
        cursor.execute("SELECT cardinality(pg_blocking_pids(%s)) > 0", [pid])
        return cursor.fetchone()[0]


def until_waiting_or_done(done: threading.Event, pid, what: str) -> bool:
    """Wait until the other thread has finished its write (`done` set) or, on PostgreSQL, waits for
    a lock this one holds (its connection's `pid()`); True when it waits. `what` names it in the
    TimeoutError a test that neither gets ends with."""
    deadline = time.monotonic() + PATIENCE
    while not done.wait(0.005):
        if blocked_by_another(pid()):
            return True
        if time.monotonic() > deadline:
            raise TimeoutError(f"{what} neither waited nor finished")
    return False


def at_once(*sides) -> None:
    """Each of `sides` run in a thread of its own, on its own connection, all at once; the first error
    any of them raised is raised here, once all have ended (or PATIENCE has passed twice)."""
    errors: list[BaseException] = []

    def run(side):
        try:
            side()
        except BaseException as error:  # handed to the test's thread
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(side,)) for side in sides]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(2 * PATIENCE)
    if errors:
        raise errors[0]
