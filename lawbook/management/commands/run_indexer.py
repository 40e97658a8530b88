"""python manage.py run_indexer: this machine's search indexer.

Every couple of seconds it compares the content version of the shared database with the one its
index was built from (lawbook.search.index.is_stale), and when they differ (a publication, an
import, an admin edit) it rebuilds the index of the current published edition into a fresh folder
and swaps it in. Serving processes only read the index; this is the one process that writes it,
so every machine of a deployment runs its own beside its web server (`make run` starts it).

After the index, it builds the whole-book PDFs of the current edition (lawbook.pages.book) that are
missing or older than the text: on its first pass after a set-up, and after each publication.

TERM stops it at once, and like Ctrl-C it first removes the generation folder or PDF it was
writing (both are written aside and swapped in, so readers never saw them).
"""

import os
import signal
import time
from contextlib import contextmanager

from django.conf import settings
from django.core.management.base import BaseCommand
from django.db import close_old_connections

from lawbook.pages import book
from lawbook.search.index import is_stale, rebuild

BOOKS_NICENESS = 10  # added to the books process's niceness (`nice`): the index and the pages first


class Command(BaseCommand):
    help = "Keep the search index in step with the database: rebuild it whenever the text changed."

    def add_arguments(self, parser):
        parser.add_argument("--interval", type=float, default=2.0, help="seconds between checks (default 2)")
        parser.add_argument("--dir", help="the index location (default: settings.SEARCH_INDEX_DIR)")
        parser.add_argument("--once", action="store_true", help="check (and rebuild) once, then stop")
        parser.add_argument("--no-books", action="store_true", help="keep the search index only, build no PDF")
        parser.add_argument(
            "--books-only", action="store_true", help="build the stale PDFs only (serve runs them in a process apart)"
        )

    def handle(self, *args, interval, dir=None, once=False, no_books=False, books_only=False, **options):
        try:
            with _term_unwinds():
                if books_only:
                    # Background work: the PDFs give way to the index (which follows a
                    # publication) and to the web workers on the same cores.
                    os.nice(BOOKS_NICENESS)
                    self.build_books(None, check_index=False)
                    return
                self.loop(interval, dir, once, not no_books and settings.INDEXER_BUILDS_BOOKS)
        except Stopped:
            # TERM delivered while its handler was being installed (a `make run` stopped in its
            # first second): nothing was started, so there is nothing to clean up.
            pass

    def loop(self, interval, dir, once, books) -> None:
        while True:
            self.check_once(dir)
            if books:
                self.build_books(dir)
            if once:
                return
            time.sleep(max(interval, 0.1))
            # A long-running loop: drop a connection the database closed meanwhile. Not before a
            # single pass, which may run inside a caller's transaction (Django closes a
            # connection whose autocommit differs from its settings).
            close_old_connections()

    def check_once(self, target) -> None:
        try:
            if is_stale(target):
                report = rebuild(target)
                self.stdout.write(
                    f"search index: {report.documents} documents in {report.seconds:.1f}s -> {report.path}"
                )
                self.stdout.flush()
        except Exception as error:  # a database restart must not stop the indexer: try again later
            self.stderr.write(f"search index: not rebuilt ({error.__class__.__name__}: {error})")

    def build_books(self, dir, check_index: bool = True) -> None:
        # After the index, and the index checked again before each book: search follows a
        # publication within seconds, the PDFs take longer.
        try:
            if not book.is_stale():
                return
            for built in book.refresh(before_each=(lambda: self.check_once(dir)) if check_index else None):
                done = f"{built.pages} pages" if built.pages is not None else "unchanged"
                self.stdout.write(f"book: {built.path} {done} in {built.seconds:.1f}s")
                self.stdout.flush()
        except Exception as error:  # like the index: a failed build is tried again on the next pass
            self.stderr.write(f"book: not built ({error.__class__.__name__}: {error})")


class Stopped(BaseException):
    """TERM, raised where the indexer is so that the cleanup of a half-built index or book runs
    (lawbook.search.index._build, lawbook.pages.book.write_pdf clean up on any BaseException)."""


@contextmanager
def _term_unwinds():
    def raise_stopped(signum, frame):
        raise Stopped

    previous = signal.getsignal(signal.SIGTERM)
    if previous is None:  # a handler not set from Python: restore the default
        previous = signal.SIG_DFL
    try:
        signal.signal(signal.SIGTERM, raise_stopped)
    except ValueError:  # not the main thread (a caller's thread): TERM is left as it was
        yield
        return
    except Stopped:  # TERM landed before signal.signal() returned: put back what was there
        signal.signal(signal.SIGTERM, previous)
        raise
    try:
        yield
    except (Stopped, KeyboardInterrupt):  # Ctrl-C on `make run` reaches the indexer too
        pass
    finally:
        signal.signal(signal.SIGTERM, previous)
