"""python manage.py serve: the production server, as `make run` starts it.

gunicorn serves the site (workers from the core count unless WEB_CONCURRENCY says otherwise, each
with --threads threads; gunicorn.conf.py says why threads, and config.gunicorn_worker why a new
connection waits on the worker's poller rather than in a thread) and,
beside it, the indexer: every --index-every seconds, when the search index or the whole-book PDFs
(lawbook.pages.book) are older than the text, `manage.py run_indexer --once` rebuilds them (the index
and the books in two processes, so that a book being laid out never holds search back), so a
machine's index and books follow the text in the database it shares with other machines
(README.md, "Running in production"). The books are missing after a set-up, so its first pass
builds them. TERM or INT stops both, an indexer pass under way included: it removes what it had
half written (run_indexer) and the server stops within seconds, not after the pass.

Before gunicorn starts, when this machine has no index this code can read (none yet, or one of
another format: a release that changed lawbook.search.index.FORMAT_VERSION), the indexer builds it
first and `serve` says so: gunicorn does not listen until then (seconds: 9 s for the imported Laws
on a loaded machine, README.md, "Releasing"), where it
would otherwise answer every search 503 until the indexer's first pass. A web process never writes
the index: the build is the indexer's own pass (`run_indexer --once --no-books`) in its process.

Every --clear-sessions-every seconds (and once at start) it deletes the expired sessions
(`clearsessions`): an anonymous answerer gets a session for the quizzes, and Django never removes
an expired one by itself, so the table would only grow.
"""

import argparse
import logging
import os
import runpy
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand
from django.db import DatabaseError, close_old_connections

logger = logging.getLogger(__name__)


def default_workers() -> int:
    return int(os.environ.get("WEB_CONCURRENCY") or 2 * (os.cpu_count() or 1) + 1)


GUNICORN_CONF = settings.BASE_DIR / "gunicorn.conf.py"
DEFAULT_THREADS: int = runpy.run_path(str(GUNICORN_CONF))["threads"]  # one number for serve and plain gunicorn


@dataclass
class Periodic:
    """A job serve's loop runs every `every` seconds (0: never), the first time at `next_run`."""

    every: float
    job: Callable[[], None]
    next_run: float

    def run_if_due(self, now: float) -> None:
        if self.every and now >= self.next_run:
            self.job()
            self.next_run = time.monotonic() + self.every


def clear_expired_sessions() -> None:
    """Delete the expired sessions; a database that is away for a moment is tried again next time
    rather than stopping the server."""
    close_old_connections()
    try:
        call_command("clearsessions")
    except DatabaseError:
        logger.exception("clearsessions failed; tried again at the next interval")


# The arguments' types: a value out of range is argparse's one error line before anything starts
# (--port 99999999999 was gunicorn's OverflowError traceback, after the indexer had run).
def _port(text: str) -> int:
    port = _whole(text)
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"a port is from 0 to 65535, not {text}")
    return port


def _at_least_one(text: str) -> int:
    number = _whole(text)
    if number < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {text}")
    return number


def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None


def _seconds(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0 <= seconds < float("inf"):  # NaN fails too
        raise argparse.ArgumentTypeError(f"seconds are 0 or more, not {text}")
    return seconds


class Command(BaseCommand):
    help = (
        "Serve the site with gunicorn and keep this machine's search index up to date. gunicorn runs "
        "threaded workers (gunicorn.conf.py) whose new connections wait on the worker's poller, not "
        "in a thread, so connections a browser opens ahead of need and leaves idle never hold a "
        "reader's page behind them."
    )

    def add_arguments(self, parser):
        parser.add_argument("--host", default=os.environ.get("HOST", "127.0.0.1"))
        parser.add_argument("--port", type=_port, default=int(os.environ.get("PORT", "8000")))
        parser.add_argument(
            "--workers",
            type=_at_least_one,
            default=default_workers(),
            help="gunicorn worker processes (default: WEB_CONCURRENCY, else twice the cores plus one)",
        )
        parser.add_argument(
            "--threads",
            type=_at_least_one,
            default=DEFAULT_THREADS,
            help=f"threads per worker, each answering one request at a time (default {DEFAULT_THREADS})",
        )
        # Every 2 s: a publication reaches search within seconds (the check is one query).
        parser.add_argument(
            "--index-every",
            type=_seconds,
            default=2.0,
            metavar="SECONDS",
            help="how often the indexer checks whether the index is stale (0: never)",
        )
        parser.add_argument(
            "--clear-sessions-every",
            type=_seconds,
            default=3600.0,
            metavar="SECONDS",
            help="how often expired sessions are deleted, the first time at start (0: never)",
        )

    def handle(self, *args, host, port, workers, threads, index_every, clear_sessions_every, **options):
        manage = [sys.executable, str(settings.BASE_DIR / "manage.py")]
        self.stopping = False
        self.server: subprocess.Popen | None = None
        self.children: dict[str, subprocess.Popen] = {}  # "index", "books": the indexer's passes

        def stop(signum, frame):
            self.stopping = True
            if self.server is not None:
                self.server.send_signal(signal.SIGTERM)
            self.stop_children()

        signal.signal(signal.SIGTERM, stop)
        signal.signal(signal.SIGINT, stop)
        if index_every:
            self.index_before_serving(manage)
            if self.stopping:
                return
        self.server = server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "gunicorn",
                "config.wsgi:application",
                "--config",
                str(GUNICORN_CONF),
                "--threads",
                str(threads),
                "--bind",
                f"{host}:{port}",
                "--workers",
                str(workers),
                "--access-logfile",
                "-",
                "--error-logfile",
                "-",
                # gunicorn's control socket is one path per user: a second server would take it over.
                "--no-control-socket",
            ],
            cwd=settings.BASE_DIR,
        )
        self.stdout.write(f"serving on http://{host}:{port}/ with {workers} gunicorn workers of {threads} threads")
        periodic = self.schedule(manage, index_every, clear_sessions_every)
        while server.poll() is None:
            time.sleep(0.5)
            for task in periodic:
                if not self.stopping:
                    task.run_if_due(time.monotonic())
        self.stop_children()
        self.wait_for_children()
        if server.returncode and not self.stopping:
            sys.exit(server.returncode)

    def index_before_serving(self, manage) -> None:
        """When there is no index this code can read (none yet on this machine, or one of another
        format after a release that changed it), the indexer builds it before gunicorn starts
        (seconds, said on the output): a search would otherwise answer 503 until the
        indexer's first pass. A stale index of this format is served while the indexer rebuilds
        it, as ever. Should the build fail (the database away), gunicorn starts all the same and
        the indexer tries again every --index-every seconds."""
        from lawbook.search.index import FORMAT_VERSION, format_on_disk

        found = format_on_disk()
        if found == FORMAT_VERSION:
            return
        on_disk = "there is none" if found is None else f"the one on disk is of format {found}"
        self.stdout.write(
            f"serve: this release reads search index format {FORMAT_VERSION} and {on_disk}: "
            "the indexer builds it before gunicorn starts"
        )
        started = time.monotonic()
        self.start_child("index", [*manage, "run_indexer", "--once", "--no-books"])
        self.children["index"].wait()
        self.reap()
        if self.stopping:
            return
        if format_on_disk() == FORMAT_VERSION:
            self.stdout.write(f"serve: search index built in {time.monotonic() - started:.1f}s; starting gunicorn")
        else:  # the indexer said why; it tries again beside gunicorn
            self.stdout.write(
                "serve: no search index built; starting gunicorn, search answers 503 until the indexer succeeds"
            )

    def schedule(self, manage, index_every: float, clear_sessions_every: float) -> list[Periodic]:
        """What the loop runs beside gunicorn: the indexer, and the expired sessions' removal."""
        now = time.monotonic()
        return [
            Periodic(index_every, lambda: self.update_index(manage), next_run=now + index_every),
            Periodic(clear_sessions_every, clear_expired_sessions, next_run=now),
        ]

    def update_index(self, manage):
        """Start what is due and not running: the index first, the books once the index is in.
        Each runs in a child of its own and neither waits for the other, so a publication reaches
        search within seconds even while a book (half a minute) is being laid out."""
        from lawbook.pages import book
        from lawbook.search.index import is_stale

        close_old_connections()
        self.reap()
        if "index" in self.children:
            return
        if is_stale():
            self.start_child("index", [*manage, "run_indexer", "--once", "--no-books"])
        elif settings.INDEXER_BUILDS_BOOKS and "books" not in self.children and book.is_stale():
            self.start_child("books", [*manage, "run_indexer", "--once", "--books-only"])

    def start_child(self, name: str, command: list[str]) -> None:
        # Its output goes to serve's own (the operator's log); stop() can end it.
        self.stdout.flush()
        self.children[name] = subprocess.Popen(command)
        if self.stopping:  # TERM came while it was starting
            self.children[name].send_signal(signal.SIGTERM)

    def reap(self) -> None:
        for name, child in list(self.children.items()):
            if child.poll() is not None:
                del self.children[name]

    def stop_children(self) -> None:
        for child in self.children.values():
            if child.poll() is None:
                child.send_signal(signal.SIGTERM)

    def wait_for_children(self) -> None:
        """After TERM: each child removes what it had half written, then stops (seconds)."""
        for child in self.children.values():
            try:
                child.wait(timeout=30)
            except subprocess.TimeoutExpired:
                child.kill()
