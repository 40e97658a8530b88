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

Only `accept` differs from gunicorn's ThreadWorker: the rest (the poller's "pending" connections,
their timeout, a readable one handed to a thread) is gunicorn's own.
"""

from __future__ import annotations

import errno
import selectors
import time
from functools import partial

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
