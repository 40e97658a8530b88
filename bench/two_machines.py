"""Several machines on one database (issue 27): two app machines share one PostgreSQL, each with
its own var dir (static files, search index) and its own `manage.py serve` (gunicorn and the
indexer beside it), as a federation runs on its championship weekend.

    .venv/bin/python bench/two_machines.py [--seconds 60] [--workers 2]

Without a PostgreSQL DATABASE_URL it runs itself under bin/with-postgres (a throwaway cluster).
For --seconds it drives, at both machines at once and loopback only, bounded reads of Law pages
and the API, searches, and quiz answers (each visitor opens a question at one machine and answers
it at the other: the session and the signed question travel through the database and the shared
SECRET_KEY, as behind a load balancer). A third of the way in, a draft is opened and published
through machine A (64B3 gains a word no text holds); halfway, machine B's gunicorn workers are
killed with SIGKILL once (gunicorn starts new ones). It prints what happened, and as its last line

    lost=<answers answered 200 but not stored> errors=<5xx answers> publish_to_search_s=<seconds
    from the publication until both machines' search finds the new word>

Connections cut by the kill are counted apart ("cut"): they were never answered, so nothing was
promised. Target (issue 27): lost=0 errors=0 and publish_to_search_s under 30 on two cores.
"""

from __future__ import annotations

import argparse
import http.cookiejar
import json
import os
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.production_server import HOST, PYTHON, free_port, prepare, production_env  # noqa: E402
from tests.quiz_load import ANSWER_PATH, CHOICE, CSRF, POSTGRES_SCHEMES, QUESTION_PATH, SERVED, answers_saved  # noqa: E402

NEW_WORD = "zeplinkuark"  # in no text of the Laws: search finds it only once the publication is indexed
PUBLISH = f"""
from lawbook.editions import editions
from lawbook.layers import Change, Scope, text_changed
from lawbook.models import Paragraph
draft = editions.open_draft("2017.1")
paragraph = Paragraph.objects.get(law__edition=draft.code, label="64B3")
paragraph.text_tr += " {NEW_WORD}"
paragraph.text_en += " {NEW_WORD}"
paragraph.save()
text_changed(Change(Scope.of(paragraph=[paragraph])))
editions.publish(draft)
"""
READ_PATHS = [f"/tr/yasa/{n}/" for n in range(1, 94, 7)] + [f"/en/law/{n}/" for n in range(2, 94, 9)]
READ_PATHS += ["/api/laws/64/", "/api/paragraphs/64B3/", "/tr/tanimlar/", "/tr/ne-oldu/"]
SEARCHES = ["rönons", "cezalı kart", "revoke", "lead out of turn", "yetersiz deklare", "64B3"]


@dataclass
class Machine:
    name: str
    env: dict[str, str]
    port: int
    process: subprocess.Popen | None = None

    def url(self, path: str) -> str:
        return f"http://{HOST}:{self.port}{path}"

    def workers(self) -> list[int]:
        """gunicorn's workers: the children of the master, which is serve's first child."""
        serve = self.process.pid
        for master in _children(serve):
            workers = _children(master)
            if workers:
                return workers
        return []


@dataclass
class Tally:
    lock: threading.Lock = field(default_factory=threading.Lock)
    requests: int = 0
    errors: list[str] = field(default_factory=list)  # 5xx
    cut: int = 0  # connections refused or reset (the kill)
    answered: int = 0  # quiz answers acknowledged with 200

    def count(self, status: int | None) -> None:
        with self.lock:
            self.requests += 1
            if status is None:
                self.cut += 1
            elif status >= 500:
                self.errors.append(str(status))


def _children(pid: int) -> list[int]:
    try:
        return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def fetch(opener, url: str, data: bytes | None = None) -> tuple[int | None, str]:
    try:
        with opener.open(url, data=data, timeout=60) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, ""
    except OSError:
        return None, ""


def reader(machines: list[Machine], tally: Tally, stop: threading.Event, offset: int) -> None:
    opener = urllib.request.build_opener()
    i = offset
    while not stop.is_set():
        machine = machines[i % 2]
        status, _ = fetch(opener, machine.url(READ_PATHS[i % len(READ_PATHS)]))
        tally.count(status)
        i += 1


def searcher(machines: list[Machine], tally: Tally, stop: threading.Event, offset: int) -> None:
    opener = urllib.request.build_opener()
    i = offset
    while not stop.is_set():
        query = urllib.parse.urlencode({"q": SEARCHES[i % len(SEARCHES)]})
        status, _ = fetch(opener, machines[i % 2].url(f"/api/search/?{query}"))
        tally.count(status)
        i += 1


def answerer(machines: list[Machine], tally: Tally, stop: threading.Event, offset: int) -> None:
    """One anonymous visitor: a question from one machine, its answer posted to the other."""
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    i = offset
    while not stop.is_set():
        status, html = fetch(opener, machines[i % 2].url(QUESTION_PATH))
        tally.count(status)
        i += 1
        if status != 200:
            continue
        form = {"served": SERVED.search(html).group(1), "csrfmiddlewaretoken": CSRF.search(html).group(1)}
        choices = CHOICE.findall(html)
        form.update({"choice": choices[0]} if choices else {"number": "0"})
        status, _ = fetch(opener, machines[i % 2].url(ANSWER_PATH), urllib.parse.urlencode(form).encode())
        tally.count(status)
        if status == 200:
            with tally.lock:
                tally.answered += 1


def finds(machine: Machine, word: str) -> bool:
    status, body = fetch(
        urllib.request.build_opener(), machine.url("/api/search/?" + urllib.parse.urlencode({"q": word}))
    )
    return status == 200 and any(hit.get("label") == "64B3" for hit in json.loads(body).get("results", []))


def wait_until(check, seconds: float, what: str) -> float:
    start = time.monotonic()
    while not check():
        if time.monotonic() - start > seconds:
            raise SystemExit(f"{what}: not within {seconds:.0f} s")
        time.sleep(0.2)
    return time.monotonic() - start


def start(machine: Machine, workers: int, log_dir: Path) -> None:
    log = open(log_dir / f"serve-{machine.name}.log", "w")  # noqa: SIM115 (open while serve runs)
    machine.process = subprocess.Popen(
        [PYTHON, "manage.py", "serve", "--host", HOST, "--port", str(machine.port), "--workers", str(workers)],
        cwd=ROOT,
        env=machine.env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )


def stop_all(machines: list[Machine]) -> None:
    for machine in machines:
        if machine.process and machine.process.poll() is None:
            machine.process.send_signal(signal.SIGTERM)
    for machine in machines:
        if machine.process:
            try:
                machine.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                machine.process.kill()


def publish_through(machine: Machine) -> float:
    """Open, correct and publish a draft with machine A's settings; the moment it is published."""
    subprocess.run([PYTHON, "manage.py", "shell", "-c", PUBLISH], cwd=ROOT, env=machine.env, check=True)
    return time.monotonic()


def run(args) -> None:
    database = os.environ["DATABASE_URL"]
    secret = secrets.token_urlsafe(50)  # one SECRET_KEY for the deployment: signed questions travel
    root = Path(tempfile.mkdtemp(prefix="two-machines-"))
    machines = [
        Machine(name, production_env(root / name, DATABASE_URL=database, SECRET_KEY=secret), free_port())
        for name in ("A", "B")
    ]
    try:
        prepare(machines[0].env)  # migrate, import, quiz fixtures, static files: once for the database
        (root / "B").mkdir()
        subprocess.run(
            [PYTHON, "manage.py", "collectstatic", "--noinput", "--verbosity", "0"],
            cwd=ROOT,
            env=machines[1].env,
            check=True,
        )
        for machine in machines:
            start(machine, args.workers, root)
        for machine in machines:
            wait_until(lambda m=machine: finds_anything(m), 180, f"machine {machine.name}'s first index")
        print(f"two machines on one PostgreSQL, {args.workers} workers each; load for {args.seconds} s")
        summary, followed = drive(machines, args)
        if not followed:
            for machine in machines:  # what each indexer did, to see why search did not follow
                log = (root / f"serve-{machine.name}.log").read_text().splitlines()
                said = [line for line in log if not line.startswith(HOST)][-12:]
                print(f"  machine {machine.name}'s serve log, its indexer's lines:", *said, sep="\n    ")
        print(summary)
    finally:
        stop_all(machines)
        shutil.rmtree(root, ignore_errors=True)


def finds_anything(machine: Machine) -> bool:
    return finds(machine, "64B3")


def drive(machines: list[Machine], args) -> tuple[str, bool]:
    """The load, the publication and the kill: the summary line, and whether both machines' search
    followed the publication."""
    tally = Tally()
    before = answers_saved(machines[0].env)
    stop = threading.Event()
    kinds = [(reader, args.readers), (searcher, args.searchers), (answerer, args.answerers)]
    threads = [
        threading.Thread(target=kind, args=(machines, tally, stop, n)) for kind, count in kinds for n in range(count)
    ]
    began = time.monotonic()
    for thread in threads:
        thread.start()
    time.sleep(args.seconds / 3)
    published = publish_through(machines[0])
    print(f"  published 2017.1 through machine A at {published - began:.1f} s")
    reached = {}
    kill_at = began + args.seconds / 2
    killed = False
    while time.monotonic() < began + args.seconds or len(reached) < 2:
        for machine in machines:
            if machine.name not in reached and finds(machine, NEW_WORD):
                reached[machine.name] = time.monotonic() - published
                print(f"  machine {machine.name}'s search finds the new word {reached[machine.name]:.1f} s after")
        if not killed and time.monotonic() >= kill_at:
            workers = machines[1].workers()
            for pid in workers:
                os.kill(pid, signal.SIGKILL)
            killed = True
            print(f"  SIGKILL to machine B's {len(workers)} gunicorn workers at {time.monotonic() - began:.1f} s")
        if time.monotonic() - published > 120 and len(reached) < 2:
            break
        time.sleep(0.2)
    stop.set()
    for thread in threads:
        thread.join()
    saved = answers_saved(machines[0].env) - before
    lost = max(0, tally.answered - saved)
    seconds = max(reached.values()) if len(reached) == 2 else float("inf")
    print(
        f"  {tally.requests} requests, {len(tally.errors)} 5xx, {tally.cut} cut by the kill; "
        f"{tally.answered} answers acknowledged, {saved} stored"
    )
    return f"lost={lost} errors={len(tally.errors)} publish_to_search_s={seconds:.1f}", len(reached) == 2


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers per machine")
    parser.add_argument("--readers", type=int, default=4)
    parser.add_argument("--searchers", type=int, default=2)
    parser.add_argument("--answerers", type=int, default=4)
    args = parser.parse_args()
    if not os.environ.get("DATABASE_URL", "").startswith(POSTGRES_SCHEMES):
        # A throwaway cluster of its own, removed afterwards (bin/with-postgres).
        os.execv(
            str(ROOT / "bin" / "with-postgres"),
            [str(ROOT / "bin" / "with-postgres"), PYTHON, str(Path(__file__).resolve()), *sys.argv[1:]],
        )
    run(args)


if __name__ == "__main__":
    main()
