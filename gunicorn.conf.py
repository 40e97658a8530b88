"""gunicorn's settings for this site: read by `manage.py serve` (`make run`), by the tests' and
benchmarks' servers, and by gunicorn itself when it is started from this folder (its default
configuration file is ./gunicorn.conf.py). README.md, "Running in production", says why.

Threaded workers whose new connections wait on the poller (config.gunicorn_worker): a connection a
browser opens ahead of need and leaves idle costs a file descriptor, not a worker, so it can no
longer hold a reader's page behind it (a synchronous worker waited on it until gunicorn's 30 s
timeout, and the page got an Internal Server Error). The command line (`serve --threads`,
`gunicorn --threads`) overrides what is set here.
"""

worker_class = "config.gunicorn_worker.ThreadWorkerPollingNewConnections"
# Threads per worker: a page or an answer mostly computes (Python holds one thread at a time), so a
# few cover what waits on the database or the disk; more would only queue inside the process.
threads = 4
