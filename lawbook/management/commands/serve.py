"""python manage.py serve: the production server, as `make run` starts it.

gunicorn serves the site (workers from the core count unless WEB_CONCURRENCY says otherwise) and,
beside it, the indexer: every --index-every seconds, when the search index or the whole-book PDFs
(lawbook.book) are older than the text, `manage.py run_indexer --once` rebuilds them, so a
machine's index and books follow the text in the database it shares with other machines
(README.md, "Running in production"). The books are missing after a set-up, so its first pass
builds them. TERM or INT stops both, an indexer pass under way included: it removes what it had
half written (run_indexer) and the server stops within seconds, not after the pass.
"""

import os
import signal
import subprocess
import sys
import time

from django.conf import settings
from django.core.management.base import BaseCommand


def default_workers() -> int:
    return int(os.environ.get("WEB_CONCURRENCY") or 2 * (os.cpu_count() or 1) + 1)


class Command(BaseCommand):
    help = "Serve the site with gunicorn and keep this machine's search index up to date."

    def add_arguments(self, parser):
        parser.add_argument("--host", default=os.environ.get("HOST", "127.0.0.1"))
        parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
        parser.add_argument("--workers", type=int, default=default_workers())
        # Every 2 s: a publication reaches search within seconds (the check is one query).
        parser.add_argument(
            "--index-every",
            type=float,
            default=2.0,
            metavar="SECONDS",
            help="how often the indexer checks whether the index is stale (0: never)",
        )

    def handle(self, *args, host, port, workers, index_every, **options):
        manage = [sys.executable, str(settings.BASE_DIR / "manage.py")]
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "gunicorn",
                "config.wsgi:application",
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
        self.stopping = False
        self.indexer: subprocess.Popen | None = None

        def stop(signum, frame):
            self.stopping = True
            server.send_signal(signal.SIGTERM)
            if self.indexer is not None and self.indexer.poll() is None:
                self.indexer.send_signal(signal.SIGTERM)

        signal.signal(signal.SIGTERM, stop)
        signal.signal(signal.SIGINT, stop)
        self.stdout.write(f"serving on http://{host}:{port}/ with {workers} gunicorn workers")
        next_index = time.monotonic() + index_every
        while server.poll() is None:
            time.sleep(0.5)
            if index_every and time.monotonic() >= next_index and not self.stopping:
                self.update_index(manage)
                next_index = time.monotonic() + index_every
        if server.returncode and not self.stopping:
            sys.exit(server.returncode)

    def update_index(self, manage):
        from django.db import close_old_connections

        from lawbook import book
        from lawbook.search.index import is_stale

        close_old_connections()
        if not is_stale() and not (settings.INDEXER_BUILDS_BOOKS and book.is_stale()):
            return
        # A child of its own that stop() can end: a first pass builds two books, half a minute.
        self.indexer = subprocess.Popen(
            [*manage, "run_indexer", "--once"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        if self.stopping:  # TERM came while it was starting
            self.indexer.send_signal(signal.SIGTERM)
        output, _ = self.indexer.communicate()
        self.indexer = None
        if output.strip():
            self.stdout.write(output.strip())
