"""The production server under load (issue 10): gunicorn with DEBUG off and a generated secret,
on SQLite in a throwaway var dir with the Laws imported, loopback only.

    .venv/bin/python bench/serve_load.py [--workers 4] [--seconds 10] [--port 8110] [--parts pages,answers,memory]
    bin/with-postgres .venv/bin/python bench/serve_load.py --postgres   (the same on PostgreSQL)

- wrk (Debian's, installed with apt-get where missing) for --seconds at 8 and 32 connections on
  a static file served by the same server (WhiteNoise) and on the reading pages: Law 64, Law 80,
  Law 50 side by side, /api/laws/50/, and on searches (/api/search/, the players' questions of
  bench/player-questions.tsv in turn, each with a limit of its own, so that nearly every one is
  computed, not taken from the page cache). Each page's rate is printed as a ratio to the static
  file's rate in the same run, with p95 and p99 latency, errors (socket errors and non-2xx
  answers) and the server's CPU time per request (gunicorn's processes, from /proc).
  Targets: ratio >= 0.5, p99 < 50 ms at 32 connections, 0 errors.
- 200 quiz answers posted at once by 20 visitors: errors and lost answers. Target: 0 and 0.
- Resident memory of the workers before and after 10 000 requests over every Law page in both
  languages and the API. Target: flat.

SERVE_ROOT=/path/to/another/tree serves another checkout of the project with the same script
(docs/benchmarks.md compares with the code before issue 10 that way).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.production_server import prepare, production_env, running  # noqa: E402 (after the sys.path line)
from tests.quiz_load import POSTGRES_SCHEMES, answers_saved, post_answers_at_once  # noqa: E402

STATIC = "/static/css/site.css"
PAGES = {
    "Law 64": "/tr/yasa/64/",
    "Law 80": "/tr/yasa/80/",
    "Law 50 side by side": "/tr/yasa/50/?view=both",
    "API Law 50": "/api/laws/50/",
}
SEARCHES = "searches /api/search/"
QUESTIONS = ROOT / "bench" / "player-questions.tsv"
CONNECTIONS = (8, 32)
MEMORY_REQUESTS = 10_000


@dataclass(frozen=True)
class Load:
    rate: float
    p95_ms: float
    p99_ms: float
    errors: int
    requests: int
    cpu_ms: float  # the server's CPU time per request


# wrk's --latency prints no 95th percentile: its `done` hook does.
P95_SCRIPT = """
done = function(summary, latency, requests)
  io.write(string.format("p95_us %d\\n", latency:percentile(95)))
end
"""

# The searches in turn, each wrk thread from a place of its own; the limit (1 to 50) makes a repeated
# question another address, so the page cache rarely answers.
SEARCH_SCRIPT = """
local questions = %s
local i = 0
init = function(args) i = math.random(0, 100000) end
request = function()
  i = i + 1
  local limit = 1 + (math.floor(i / #questions) %% 50)
  return wrk.format("GET", "/api/search/?q=" .. questions[(i %% #questions) + 1] .. "&limit=" .. limit)
end
"""


def search_script() -> str:
    from urllib.parse import quote

    questions = [line.split("\t")[0] for line in QUESTIONS.read_text(encoding="utf-8").splitlines()]
    quoted = [quote(q) for q in questions if q and not q.startswith("#")]
    return SEARCH_SCRIPT % ("{" + ", ".join(json.dumps(q) for q in quoted) + "}") + P95_SCRIPT


def ensure_wrk() -> str:
    found = shutil.which("wrk")
    if found:
        return found
    if not shutil.which("apt-get"):
        sys.exit("wrk is missing and apt-get is not there to install it: install wrk")
    subprocess.run(["apt-get", "update", "-qq"], check=True)
    subprocess.run(
        ["apt-get", "install", "-y", "-qq", "wrk"], check=True, env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    )
    return shutil.which("wrk")


def milliseconds(text: str) -> float:
    found = re.fullmatch(r"([\d.]+)(us|ms|s|m|h)", text)
    if found is None:
        raise ValueError(f"wrk printed a latency this script cannot read: {text!r}")
    number, unit = found.groups()
    return float(number) * {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0, "h": 3_600_000.0}[unit]


def wrk(binary: str, server, url: str, connections: int, seconds: int, script: str = P95_SCRIPT) -> Load:
    # A browser's request: it accepts gzip, so the pages are compressed as they would be.
    with tempfile.NamedTemporaryFile("w", suffix=".lua") as lua:
        lua.write(script)
        lua.flush()
        cpu_before = server.cpu_seconds()
        out = subprocess.run(
            [
                binary,
                f"-t{min(2, connections)}",
                f"-c{connections}",
                f"-d{seconds}s",
                "--latency",
                "-s",
                lua.name,
                "-H",
                "Accept-Encoding: gzip",
                url,
            ],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        cpu = server.cpu_seconds() - cpu_before
    socket_errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out)
    non_2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    errors = sum(map(int, socket_errors.groups())) if socket_errors else 0
    errors += int(non_2xx.group(1)) if non_2xx else 0
    requests = int(re.search(r"(\d+) requests in", out).group(1))
    return Load(
        rate=float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)),
        p95_ms=int(re.search(r"^p95_us (\d+)", out, re.MULTILINE).group(1)) / 1000,
        p99_ms=milliseconds(re.search(r"^\s*99%\s+(\S+)", out, re.MULTILINE).group(1)),
        errors=errors,
        requests=requests,
        cpu_ms=1000 * cpu / max(requests, 1),
    )


def status_of(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def page_load(server, binary: str, seconds: int) -> None:
    static_ok = status_of(server.url(STATIC)) == 200
    if not static_ok:
        print(f"  {STATIC} is not served (no WhiteNoise in this tree): no ratios")
    for url in PAGES.values():  # every worker renders each page once before the clock starts
        for _ in range(8):
            status_of(server.url(url))
    for _ in range(8):  # and opens the search index
        status_of(server.url("/api/search/?q=revoke"))
    print(
        f"  {'what':<22} {'conns':>5} {'req/s':>9} {'ratio':>6} {'p95 ms':>8} {'p99 ms':>8} {'errors':>7} {'cpu ms/req':>10}"
    )

    def line(name: str, connections: int, load: Load, static: Load | None) -> None:
        ratio = f"{load.rate / static.rate:.2f}" if static else "n/a"
        print(
            f"  {name:<22} {connections:>5} {load.rate:>9.0f} {ratio:>6} {load.p95_ms:>8.1f} {load.p99_ms:>8.1f}"
            f" {load.errors:>7} {load.cpu_ms:>10.2f}"
        )

    for connections in CONNECTIONS:
        static = wrk(binary, server, server.url(STATIC), connections, seconds) if static_ok else None
        if static:
            line("static " + STATIC, connections, static, static)
        for name, url in PAGES.items():
            line(name, connections, wrk(binary, server, server.url(url), connections, seconds), static)
        searches = wrk(binary, server, server.url("/"), connections, seconds, search_script())
        line(SEARCHES, connections, searches, static)


def memory_under_requests(server) -> None:
    urls = [f"/{lang}/{slug}/{number}/" for lang, slug in (("tr", "yasa"), ("en", "law")) for number in range(1, 94)]
    urls += [f"/api/laws/{number}/" for number in range(1, 94)] + ["/tr/", "/en/", "/tr/tanimlar/", "/api/laws/"]
    for _ in range(4):  # each worker sees (nearly) every page once: its cache is full
        fetch_all(server, urls, len(urls))
    before = server.worker_rss_kib()
    failures = fetch_all(server, urls, MEMORY_REQUESTS)
    after = server.worker_rss_kib()
    print(f"  {MEMORY_REQUESTS} requests over {len(urls)} addresses, {failures} failed")
    for pid in sorted(before):
        print(f"  worker {pid}: {before[pid] / 1024:6.1f} MiB before, {after.get(pid, 0) / 1024:6.1f} MiB after")


def fetch_all(server, urls: list[str], count: int, clients: int = 8) -> int:
    failures = []
    lock = threading.Lock()

    def run(offset: int) -> None:
        for index in range(offset, count, clients):
            if status_of(server.url(urls[index % len(urls)])) != 200:
                with lock:
                    failures.append(index)

    threads = [threading.Thread(target=run, args=(offset,)) for offset in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return len(failures)


def quiz_answers(server, env: dict[str, str]) -> None:
    before = answers_saved(env)
    outcome = post_answers_at_once(server.url(""), clients=20, answers=200)
    saved = answers_saved(env) - before
    statuses = ", ".join(sorted(set(outcome.errors))) or "none"
    print(
        f"  200 answers from 20 visitors at once: {len(outcome.errors)} errors ({statuses}), "
        f"{outcome.posted - saved} lost, {saved} saved"
    )


def machine() -> str:
    lscpu = subprocess.run(["lscpu"], check=False, capture_output=True, text=True).stdout.splitlines()
    model = next((line.split(":", 1)[1].strip() for line in lscpu if line.startswith("Model name")), "?")
    return f"{model}, {os.cpu_count()} cores, Python {sys.version.split()[0]}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--port", type=int, default=int(os.environ.get("BENCH_PORT", "8110")))
    parser.add_argument(
        "--postgres",
        action="store_true",
        help="serve from the PostgreSQL database in $DATABASE_URL (as bin/with-postgres gives) instead of SQLite",
    )
    parser.add_argument(
        "--parts", default="pages,answers,memory", help="comma-separated: pages, answers, memory (default: all)"
    )
    args = parser.parse_args()
    parts = set(args.parts.split(","))
    if unknown := parts - {"pages", "answers", "memory"}:
        parser.error(f"unknown part(s): {', '.join(sorted(unknown))}")
    database = {}
    if args.postgres:
        if not os.environ.get("DATABASE_URL", "").startswith(POSTGRES_SCHEMES):
            parser.error("--postgres needs a PostgreSQL DATABASE_URL: run it under bin/with-postgres")
        database = {"DATABASE_URL": os.environ["DATABASE_URL"]}
    root = Path(os.environ.get("SERVE_ROOT", ROOT)).resolve()
    binary = ensure_wrk()
    var_dir = Path(tempfile.mkdtemp(prefix="bench-serve-"))
    env = production_env(var_dir, **database)
    engine = "PostgreSQL" if args.postgres else "SQLite"
    print(f"serving {root} with gunicorn, {args.workers} workers, DEBUG off, {engine}; {machine()}")
    prepare(env, root=root)
    try:
        with running(env, workers=args.workers, port=args.port, root=root) as server:
            if "pages" in parts:
                print(f"pages under wrk, {args.seconds} s each, Accept-Encoding: gzip")
                page_load(server, binary, args.seconds)
            if "answers" in parts:
                print("quiz answers")
                quiz_answers(server, env)
            if "memory" in parts:
                print("worker memory")
                memory_under_requests(server)
    finally:
        shutil.rmtree(var_dir, ignore_errors=True)


if __name__ == "__main__":
    main()
