"""python manage.py run_indexer: this machine's search indexer.

Every couple of seconds it compares the content version of the shared database with the one its
index was built from (lawbook.search.index.is_stale), and when they differ (a publication, an
import, an admin edit) it rebuilds the index of the current published edition into a fresh folder
and swaps it in. Serving processes only read the index; this is the one process that writes it,
so every machine of a deployment runs its own beside its web server (`make run` starts it).
"""

import time

from django.core.management.base import BaseCommand
from django.db import close_old_connections

from lawbook.search.index import is_stale, rebuild


class Command(BaseCommand):
    help = "Keep the search index in step with the database: rebuild it whenever the text changed."

    def add_arguments(self, parser):
        parser.add_argument("--interval", type=float, default=2.0, help="seconds between checks (default 2)")
        parser.add_argument("--dir", help="the index location (default: settings.SEARCH_INDEX_DIR)")
        parser.add_argument("--once", action="store_true", help="check (and rebuild) once, then stop")

    def handle(self, *args, interval, dir=None, once=False, **options):
        while True:
            self.check_once(dir)
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
