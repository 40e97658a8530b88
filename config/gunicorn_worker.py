"""gunicorn's threaded worker, with each new connection waited on by the worker's poller until its
first request arrives, not by a thread (README.md, "Running in production").

Browsers open connections before they need them (Chromium's "preconnect") and leave some unused.
A synchronous worker blocks on such a connection until gunicorn's worker timeout kills it (30 s),
and a reader's page queued behind it waits that long or gets gunicorn's Internal Server Error.
gunicorn 27's own threaded worker (gthread) hands a new connection to a thread at once, and the
thread waits up to five seconds for the first bytes (`gthread.DEFAULT_WORKER_DATA_TIMEOUT`) before
giving it back to the poller, so as many idle connections as there are threads still hold a page
back five seconds. Here a new connection goes on the poller, as a kept-alive one does between two
requests, and reaches a thread only once it is readable; one that stays idle for the keep-alive
time (gunicorn's `keepalive` setting) is closed. gunicorn 21 to 23 did the same, and it is what the
open proposal for gunicorn (benoitc/gunicorn pull request 3635) brings back.

Only `accept` differs from gunicorn's ThreadWorker in how connections are served: the rest (the
poller's "pending" connections, their timeout, a readable one handed to a thread) is gunicorn's own.
`handle_error` answers a request line gunicorn cannot read (too long, or a raw non-ASCII letter)
with the site's page in both languages (config.request_line_pages), not gunicorn's bare English one.
"""

from __future__ import annotations

import errno
import selectors
import time
from functools import partial

from gunicorn import util
from gunicorn.workers.gthread import TConn, ThreadWorker

# A new connection is given at least this long to send its request, whatever `keepalive` says (0
# turns keep-alive off; it must not close a connection in the same turn of the loop that accepted it).
LEAST_WAIT = 1.0


class ThreadWorkerPollingNewConnections(ThreadWorker):
    def accept(self, listener):
        try:
            client, address = listener.accept()
        except OSError as error:
            if error.errno not in (errno.EAGAIN, errno.ECONNABORTED, errno.EWOULDBLOCK):
                raise
            return
        self.nr_conns += 1
        connection = TConn(self.cfg, client, address, listener.getsockname())  # non-blocking
        # The same wait for every new connection, so pending_conns stays in the order of their
        # deadlines, which murder_pending relies on (nothing else is put there: a connection
        # handed over readable is never deferred back).
        connection.timeout = time.monotonic() + max(self.cfg.keepalive, LEAST_WAIT)
        self.pending_conns.append(connection)
        self.poller.register(client, selectors.EVENT_READ, partial(self.on_pending_socket_readable, connection))

    def handle_error(self, req, client, addr, exc):
        try:
            # Imported here: the arbiter imports this class before Django is set up in a worker.
            from config.request_line_pages import response_for

            answer = response_for(exc)
        except Exception:  # the page could not be drawn: gunicorn's own answer, as before
            self.log.exception("The refused request line's page could not be drawn")
            answer = None
        if answer is None:
            super().handle_error(req, client, addr, exc)
            return
        # As gunicorn logs a client's error (its access line needs a request, and none was read).
        self.log.warning("Invalid request from ip=%s: %s", (addr or ("",))[0], exc)
        try:
            util.write_nonblock(client, answer)
        except Exception:
            self.log.debug("Failed to send error message.")
