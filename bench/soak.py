"""A soak of one machine (issue 27): gunicorn with DEBUG off on SQLite in a throwaway var dir,
under a steady mixed load (every Law page in both languages, the API, searches, quiz questions and
answers) for --minutes, loopback only. It prints the workers' resident memory at the start, every
minute and at the end, and the growth of each worker and of all of them.

    .venv/bin/python bench/soak.py [--minutes 10] [--workers 4] [--clients 4]

Memory that grows without bound would show as a steady climb minute after minute; a cache that
fills (the page cache holds at most PAGE_CACHE_ENTRIES pages) levels off.
"""

from __future__ import annotations

import argparse
import http.cookiejar
import shutil
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.production_server import prepare, production_env, running  # noqa: E402
from tests.quiz_load import ANSWER_PATH, CHOICE, CSRF, QUESTION_PATH, SERVED  # noqa: E402

PATHS = [f"/{lang}/{slug}/{n}/" for lang, slug in (("tr", "yasa"), ("en", "law")) for n in range(1, 94)]
PATHS += [f"/api/laws/{n}/" for n in range(1, 94)]
PATHS += ["/api/search/?" + urllib.parse.urlencode({"q": q}) for q in ("rönons", "cezalı kart", "revoke", "claim")]


def client(server, stop: threading.Event, counts: dict, lock: threading.Lock, offset: int) -> None:
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    i = offset
    while not stop.is_set():
        status = get(opener, server.url(PATHS[i % len(PATHS)]))
        if i % 10 == 0:  # now and then a quiz question, answered
            status = min(status, answer(opener, server))
        with lock:
            counts["requests"] += 1
            counts["failed"] += status != 200
        i += 1


def get(opener, url: str, data: bytes | None = None) -> int:
    try:
        with opener.open(url, data=data, timeout=60) as response:
            response.read()
            return response.status
    except urllib.error.HTTPError as error:
        return error.code
    except OSError:
        return 0


def answer(opener, server) -> int:
    try:
        with opener.open(server.url(QUESTION_PATH), timeout=60) as response:
            html = response.read().decode()
    except OSError:
        return 0
    form = {"served": SERVED.search(html).group(1), "csrfmiddlewaretoken": CSRF.search(html).group(1)}
    choices = CHOICE.findall(html)
    form.update({"choice": choices[0]} if choices else {"number": "0"})
    return get(opener, server.url(ANSWER_PATH), urllib.parse.urlencode(form).encode())


def total_mib(sizes: dict[int, int]) -> float:
    return sum(sizes.values()) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--clients", type=int, default=4)
    args = parser.parse_args()
    var_dir = Path(tempfile.mkdtemp(prefix="bench-soak-"))
    env = production_env(var_dir)
    prepare(env)
    try:
        with running(env, workers=args.workers) as server:
            for path in PATHS:  # each page once before the clock starts
                get(urllib.request.build_opener(), server.url(path))
            start = server.worker_rss_kib()
            print(f"soak: {args.minutes:g} min, {args.workers} workers, {args.clients} clients")
            print(f"  start: {total_mib(start):.1f} MiB in all")
            counts, lock, stop = {"requests": 0, "failed": 0}, threading.Lock(), threading.Event()
            threads = [
                threading.Thread(target=client, args=(server, stop, counts, lock, n * 37)) for n in range(args.clients)
            ]
            for thread in threads:
                thread.start()
            began = time.monotonic()
            minute = 1
            while time.monotonic() - began < args.minutes * 60:
                time.sleep(1)
                if time.monotonic() - began >= minute * 60:
                    print(
                        f"  {minute:>3} min: {total_mib(server.worker_rss_kib()):.1f} MiB, {counts['requests']} requests"
                    )
                    minute += 1
            stop.set()
            for thread in threads:
                thread.join()
            end = server.worker_rss_kib()
            for pid in sorted(start):
                after = end.get(pid)
                shown = f"{after / 1024:.1f} MiB" if after else "gone (restarted)"
                print(f"  worker {pid}: {start[pid] / 1024:.1f} MiB at the start, {shown} at the end")
            print(
                f"soak: {counts['requests']} requests, {counts['failed']} failed; workers "
                f"{total_mib(start):.1f} -> {total_mib(end):.1f} MiB ({total_mib(end) - total_mib(start):+.1f})"
            )
    finally:
        shutil.rmtree(var_dir, ignore_errors=True)


if __name__ == "__main__":
    main()
