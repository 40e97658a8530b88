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
# few cover what waits on the database or the disk; more only queue inside the process, behind
# the interpreter lock, while a browser's kept-alive connection stays with one worker. Two, not
# four: bench/serve_load.py on this two-core machine (docs/benchmarks.md, "threaded workers"), two
# runs each, gave the pages' p99 at 32 connections 14-37 and 14-55 ms with two threads (issue 10's
# target is 50 ms) against 22-47 and 30-74 ms with four, with as many requests a second.
threads = 2


def post_worker_init(worker):
    """Each worker takes up its release (lawbook.release: a digest of some 420 files, about 26 ms)
    and makes its first search (opening the index, about a second, in the background) as it
    starts, not when a reader asks for a page or a search (config.search_warmup)."""
    from config.search_warmup import warm_in_background
    from lawbook import release

    release.current()
    warm_in_background()
