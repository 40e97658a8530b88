"""The production server as `make run` starts it: gunicorn behind `manage.py serve`, static files
from collectstatic through WhiteNoise (hashed names, brotli and gzip, cached for a year), the
indexer beside it, and a clean stop on TERM (issue 10)."""

import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

import pytest

from lawbook.management.commands.serve import DEFAULT_THREADS

from .production import BASE_DIR, environment, free_port, secret_key
from .production_server import MIGRATED, children_of, copy_prepared

pytestmark = pytest.mark.server

YEAR = "max-age=315360000, public, immutable"

# How often a test looks again for what `serve` is starting (a listening port, the first index's
# file, the server's first answer): each look is a refused connection, a stat or a 404, next to
# nothing; a longer interval only added to the wait, half of it on average.
POLL_INTERVAL = 0.05


def stop(process: subprocess.Popen) -> None:
    """Stop a `serve` the test has not stopped itself, as an operator does (TERM: gunicorn and the
    indexer with it); a KILL only to `serve` would leave its gunicorn running after the suite."""
    _terminate(process, lambda: process.communicate(timeout=30))


def _terminate(process: subprocess.Popen, wait) -> None:
    """TERM, `wait()` up to its timeout for the process to end, else KILL to its whole session."""
    if process.poll() is None:
        process.terminate()
        try:
            wait()
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)  # its own session (start_new_session)
            process.wait()


class Output:
    """`serve`'s output read as it comes, by a thread, so that a test can wait for a line in it."""

    def __init__(self, process: subprocess.Popen):
        self.process = process
        self.lines: list[str] = []
        self.thread = threading.Thread(target=self.lines.extend, args=(process.stdout,), daemon=True)
        self.thread.start()

    @property
    def text(self) -> str:
        return "".join(self.lines)

    def wait_for(self, pattern: str, count: int, seconds: float) -> bool:
        deadline = time.monotonic() + seconds
        while len(re.findall(pattern, self.text)) < count:
            if time.monotonic() > deadline or self.process.poll() is not None:
                return False
            time.sleep(0.1)
        return True

    def stop(self) -> None:
        """As stop() does, the output being read by this thread rather than by communicate()."""
        _terminate(self.process, lambda: self.process.wait(timeout=30))
        self.thread.join(timeout=10)


def get(url, **headers):
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def start_serve(var, port: int, workers: str, index_every: str, **settings: str) -> subprocess.Popen:
    """`manage.py serve` as `make run` starts it, on the SQLite database and static files in `var`."""
    env = environment(
        var,
        SECRET_KEY=secret_key(),
        DEBUG="0",
        DATABASE_URL=f"sqlite:///{var / 'db.sqlite3'}",
        STATIC_ROOT=str(var / "static"),
        **settings,
    )
    return subprocess.Popen(
        [sys.executable, "manage.py", "serve", "--port", str(port), "--workers", workers, "--index-every", index_every],
        cwd=BASE_DIR,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,  # its own process group, for stop()
    )


def wait_for_path(process: subprocess.Popen, path, what: str, seconds: float = 90) -> None:
    """Until `path` exists, `serve` still running; "no {what} within 90 s" otherwise."""
    deadline = time.monotonic() + seconds
    while not path.exists():
        assert process.poll() is None and time.monotonic() < deadline, f"no {what} within {seconds:g} s"
        time.sleep(POLL_INTERVAL)


def wait_for_first_index(process: subprocess.Popen, var) -> None:
    """Until the indexer's first pass has put the search index in (the books, if any, come next)."""
    wait_for_path(process, var / "index" / "meta.json", "index")


def wait_for_the_first_book_to_be_laid_out(process: subprocess.Popen, var) -> None:
    """Until the first book's layout has begun: its folder is made just before WeasyPrint lays the
    book out (lawbook.pages.book.write_pdf, some ten seconds), so a TERM sent then lands in the
    layout, not in the start of the process that builds the books."""
    wait_for_path(process, var / "books" / "2017", "book begun")
    time.sleep(0.5)


def wait_until_listening(process: subprocess.Popen, port: int, seconds: float = 180) -> None:
    """Until gunicorn accepts connections: no HTTP request, so that the search below is the first."""
    deadline = time.monotonic() + seconds
    while True:
        assert process.poll() is None, process.stdout.read()
        assert time.monotonic() < deadline, f"not listening within {seconds} s"
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            time.sleep(POLL_INTERVAL)


# The module server's indexer interval, and how many of its rounds a test waits for: `serve`'s
# loop ticks every 0.5 s, so a shorter interval is each tick. Three rounds of one second each were
# three seconds of a sleep (test_the_indexer_runs_beside_the_server_and_term_stops_both).
INDEX_EVERY = 0.5
ROUNDS = 3


@pytest.fixture(scope="module")
def server(tmp_path_factory, production_template):
    """A production server on an empty migrated SQLite database (pages that need no Law)."""
    var = tmp_path_factory.mktemp("var")
    copy_prepared(production_template, var, MIGRATED)  # migrated, static files collected
    port = free_port()
    # The indexer looks every half second, as often as `serve`'s loop asks (see ROUNDS below).
    process = start_serve(var, port, workers="2", index_every=str(INDEX_EVERY))
    base = f"http://127.0.0.1:{port}"
    for _ in range(1200):  # 60 s of sleeps between refused connections, as 120 of 0.5 s were
        try:
            urllib.request.urlopen(base + "/api/laws/x/", timeout=2)
        except urllib.error.HTTPError:
            break  # a JSON 404: the server answers
        except OSError:
            time.sleep(POLL_INTERVAL)
    yield base, process, var
    stop(process)


def test_static_files_have_hashed_names_compressed_copies_and_a_year_of_cache(server):
    base, *_ = server
    status, _, page = get(base + "/en/accounts/login/")
    assert status == 200
    css = re.search(rb'href="(/static/css/site\.[0-9a-f]{12}\.css)"', page)
    assert css, "the page names the hashed stylesheet"
    for encoding in ("br", "gzip"):
        status, headers, _ = get(base + css.group(1).decode(), **{"Accept-Encoding": encoding})
        assert status == 200
        assert headers["Content-Encoding"] == encoding
        assert headers["Cache-Control"] == YEAR
        # WhiteNoise answers before the middleware that sends these on pages (config.security).
        assert "frame-ancestors 'none'" in headers["Content-Security-Policy"]
        assert headers["X-Frame-Options"] == "DENY"
    script = re.search(rb'src="(/static/js/law\.[0-9a-f]{12}\.js)"', page)
    assert script and get(base + script.group(1).decode())[0] == 200


def test_pages_carry_the_security_headers_and_errors_are_json(server):
    base, *_ = server
    status, headers, _ = get(base + "/en/accounts/login/")
    assert "script-src 'self'" in headers["Content-Security-Policy"]
    assert headers["X-Frame-Options"] == "DENY" and headers["X-Content-Type-Options"] == "nosniff"
    status, headers, body = get(base + "/api/laws/%C2%B2/")
    assert status == 404 and headers["Content-Type"].startswith("application/json")
    assert b'"error"' in body


def raw_request(port: int, request_line: bytes) -> tuple[str, dict[str, str], str]:
    """A request line sent as it is (urllib would percent-encode it), and gunicorn's answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(request_line + b"\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    status, *fields = head.decode("latin-1").split("\r\n")
    headers = {name.lower(): value for name, _, value in (field.partition(": ") for field in fields)}
    return status, headers, body.decode(headers.get("content-type", "").partition("charset=")[2] or "latin-1")


@pytest.mark.parametrize(
    "request_line,status,turkish,english",
    [
        # A long story in a hand-made search link: past gunicorn's limit_request_line (4 094 bytes).
        (
            b"GET /tr/ara/?q=" + b"%C5%9F" * 700 + b" HTTP/1.1",
            "HTTP/1.1 414 URI Too Long",
            "Bir aramaysa daha az sözcükle yeniden arayın: arama yalnızca ilk 200 karakteri okur.",
            "If it is a search, search again with fewer words: a search reads only its first 200 characters.",
        ),
        # A letter sent as it is, not percent-encoded (a hand-made link: a browser encodes it).
        (
            "GET /tr/ara/?q=şans HTTP/1.1".encode(),
            "HTTP/1.1 400 Bad Request",
            "ş gibi bir harf adreste %C5%9F olarak yazılır.",
            "a letter such as ş is written %C5%9F there.",
        ),
    ],
)
def test_a_request_line_gunicorn_cannot_read_gets_the_sites_page_in_both_languages(
    server, request_line, status, turkish, english
):
    """gunicorn answered these with its bare English page ("Request Line is too large (4224 > 4094)",
    or the refused line echoed back garbled); now the site's words, Turkish first, and a way on."""
    base, *_ = server
    got, headers, page = raw_request(int(base.rsplit(":", 1)[1]), request_line)
    assert got == status
    assert headers["content-type"] == "text/html; charset=utf-8"
    assert page.index(turkish) < page.index(english)
    assert '<a href="/tr/ara/">Ara</a>' in page and '<a href="/en/">All the Laws</a>' in page
    assert "şans" not in page and "%C5%9F%C5%9F" not in page  # the refused line is not drawn back


# More idle connections than `serve` has places to answer in (one worker here, with its threads),
# and some more. One worker, so that all of them go to it: with two, the kernel may hand every idle
# connection to one worker and the other answers the reader at once, whatever the worker class
# (gunicorn's own gthread passed one run in four that way).
IDLE_CONNECTIONS = 40
assert IDLE_CONNECTIONS > DEFAULT_THREADS + 8


def answered_within(url: str, seconds: float) -> tuple[int, float]:
    """The status of GET url and the time it took; a timeout is a failure the test names."""
    start = time.monotonic()
    try:
        with urllib.request.urlopen(url, timeout=seconds) as response:
            response.read()
            status = response.status
    except urllib.error.HTTPError as error:
        status = error.code
    except OSError as error:  # the timeout: the request waited behind the idle connections
        pytest.fail(f"{url} not answered within {seconds} s: {error}")
    return status, time.monotonic() - start


def test_idle_connections_opened_ahead_of_need_do_not_hold_the_pages_back(tmp_path, production_template):
    """A browser opens connections before it needs them (Chromium's "preconnect") and leaves some
    unused. Each used to hold a synchronous worker until gunicorn's 30 s timeout, so with more of
    them than workers a reader's page waited behind them and got gunicorn's Internal Server Error
    (or half a minute). With them open, a page and a search still answer 200 at once."""
    var = tmp_path / "var"
    # The Laws imported and their index (the first build is test_release_index.py's to check).
    copy_prepared(production_template, var, index=True)
    port = free_port()
    process = start_serve(var, port, workers="1", index_every="1")
    output = Output(process)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_listening(process, port)
        # Each worker opens the index and makes its first search as it starts (config.search_warmup),
        # not at a reader's first search; and a worker busy warming while the idle connections come
        # would leave them all to the other, which must not decide whether this test passes.
        assert output.wait_for(WARMED, 1, 60), output.text
        idle = [socket.create_connection(("127.0.0.1", port)) for _ in range(IDLE_CONNECTIONS)]
        try:
            # The worker accepts them before the reader comes (a fixed second until now). A worker
            # that does not (a synchronous one, each idle connection holding it) is waited for no
            # longer than that second, and the reader's requests below fail as they should.
            accepted = lambda: max(sockets_held(process.pid).values()) > IDLE_CONNECTIONS  # noqa: E731
            deadline = time.monotonic() + 1
            while not accepted() and time.monotonic() < deadline:
                time.sleep(POLL_INTERVAL)
            for path in ("/en/law/64/", "/api/search/?q=revoke&lang=en"):
                status, seconds = answered_within(base + path, 10)
                assert status == 200, path
                assert seconds < 3, f"{path} took {seconds:.1f} s behind {IDLE_CONNECTIONS} idle connections"
        finally:
            for connection in idle:
                connection.close()
    finally:
        output.stop()


def sockets_held(pid: int) -> dict[int, int]:
    """How many sockets each of `serve`'s processes holds (its own, gunicorn's master, the
    workers): a worker's are the listening socket and the connections it has accepted (Linux's
    /proc; a process that ends meanwhile is left out)."""
    held = {}
    pids = [pid]
    while pids:
        current = pids.pop()
        try:
            fds = os.listdir(f"/proc/{current}/fd")
            children = children_of(current)
        except OSError:
            continue
        count = 0
        for fd in fds:
            with contextlib.suppress(OSError):
                count += os.readlink(f"/proc/{current}/fd/{fd}").startswith("socket:")
        held[current] = count
        pids.extend(children)
    return held


WARMED = r"search index opened and warmed in [\d.]+ s \(process \d+\)"


def test_the_indexer_runs_beside_the_server_and_term_stops_both(server):
    _, process, var = server
    wait_for_first_index(process, var)  # it was missing
    time.sleep(ROUNDS * INDEX_EVERY)  # a few more indexer rounds, which find nothing to do
    process.send_signal(signal.SIGTERM)
    output, _ = process.communicate(timeout=30)
    assert process.returncode == 0, output
    assert "with 2 gunicorn workers" in output
    assert re.search(r"search index: \d+ documents", output), output  # built once: it was missing
    assert output.count("search index:") == 1  # then up to date, and quiet


def test_term_during_a_first_pass_stops_the_indexer_too_and_leaves_no_half_written_book(tmp_path, production_template):
    """On a set-up's first pass the indexer builds two books (half a minute): a TERM while a book
    is being laid out stops `serve` within seconds, not after the pass, and the book it was writing
    is removed, not left half written beside the folder readers are served. The index is there, as
    `make setup` leaves it (import_laws builds it): building it first (some 6 s of CPU in a process
    of its own) would add nothing to what is checked here; the first build before gunicorn starts is
    tests/test_release_index.py's and test_the_indexer_runs_beside_the_server_and_term_stops_both's."""
    var = tmp_path / "var"
    copy_prepared(production_template, var, index=True)  # the Laws imported and their index; no book yet
    process = start_serve(var, free_port(), workers="1", index_every="0.5", INDEXER_BUILDS_BOOKS="1")
    try:
        wait_for_the_first_book_to_be_laid_out(process, var)
        process.send_signal(signal.SIGTERM)
        output, _ = process.communicate(timeout=10)
    finally:
        stop(process)
    assert process.returncode == 0, output
    assert not (var / "books" / "2017" / "tr.pdf").exists(), output  # stopped before it was done
    assert list((var / "books").rglob("*.tmp")) == [], "a half-written book was left behind"
    assert "Traceback" not in output, output
