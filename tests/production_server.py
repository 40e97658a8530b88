"""A real production server for the tests and benchmarks of issue 10: gunicorn serving
config.wsgi with DEBUG off and a generated secret key, on SQLite in a throwaway var dir that holds
a migrated database with the Laws imported and the quiz fixtures loaded, loopback only.
"""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import sqlite3
import subprocess
import sys
import time
import urllib.request
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
GUNICORN = str(Path(sys.executable).with_name("gunicorn"))
HOST = "127.0.0.1"


def production_env(var_dir: Path, **extra: str) -> dict[str, str]:
    """The environment of an operator's deployment on one machine, inside `var_dir`."""
    # Nothing of the caller's deployment leaks in (a PostgreSQL DATABASE_URL, another index dir).
    inherited = ("DJANGO_", "PYTEST", "DATABASE_URL", "SEARCH_INDEX_DIR", "STATIC_ROOT")
    env = {key: value for key, value in os.environ.items() if not key.startswith(inherited)}
    env.update(
        VAR_DIR=str(var_dir),
        STATIC_ROOT=str(var_dir / "static"),
        DEBUG="0",
        SECRET_KEY=secrets.token_urlsafe(50),
        ALLOWED_HOSTS=f"{HOST},localhost",
        DJANGO_SETTINGS_MODULE="config.settings",
    )
    env.update(extra)
    return env


def prepare(env: dict[str, str], root: Path = ROOT) -> None:
    """What `make setup` does, into the environment's var dir: migrate, import, load, collect."""
    Path(env["VAR_DIR"]).mkdir(parents=True, exist_ok=True)
    for command in (["migrate", "--noinput"], ["import_laws"], ["load_quiz_fixtures"], ["collectstatic", "--noinput"]):
        _manage(env, *command, root=root)


MIGRATED = "migrated.sqlite3"


INDEX = "index"  # settings.SEARCH_INDEX_DIR in a var dir: a link to the current generation's folder


@dataclass(frozen=True)
class SessionDatabase:
    """The test session's own SQLite database (the root conftest.py), built by one worker under
    `lock`: `migrated` as it was just after migrate, `imported` with the Laws imported too."""

    lock: Path
    migrated: Path
    imported: Path


def prepare_template(var_dir: Path, test_database: SessionDatabase | None = None) -> None:
    """A var dir to copy: `prepare`'s, with a copy of the database as it was just after migrate
    (MIGRATED) for the tests that want no Law in it, and the search index of its Laws built once
    by the indexer's own pass, for the servers that only need one to start from. Given the test
    session's `test_database`, its two databases are copied once it is built (the same migrations
    and import, run by the test process) instead of migrating and importing again; the static
    files are collected while it is being built."""
    env = production_env(var_dir)
    env.pop("STATIC_HASHED", None)  # hashed and compressed, as in production (tests/test_serving.py)
    Path(env["VAR_DIR"]).mkdir(parents=True, exist_ok=True)
    shared = (
        [str(test_database.lock), str(test_database.migrated), str(test_database.imported)] if test_database else []
    )
    # The commands in one process: a manage.py of its own each started Django five times
    # (some 0.7 s of CPU each, in every test session that has a server test).
    subprocess.run(
        [PYTHON, "-c", _PREPARE_TEMPLATE, str(var_dir), *shared],
        cwd=ROOT,
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
    )


# What prepare_template runs: the commands as `manage.py` would, in the production environment.
_PREPARE_TEMPLATE = f"""
import fcntl
import sys
from pathlib import Path

import django

django.setup()
from django.core.management import call_command
from django.db import connections

from tests.production_server import copy_database

var_dir = Path(sys.argv[1])
call_command("collectstatic", "--noinput", verbosity=0)
copied = False
if len(sys.argv) > 2:  # the test session's database: wait until its builder lets go of the lock
    lock, migrated, imported = map(Path, sys.argv[2:])
    with open(lock) as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        if migrated.exists() and imported.exists():
            copy_database(migrated, var_dir / {MIGRATED!r})
            copy_database(imported, var_dir / "db.sqlite3")
            copied = True
if not copied:
    call_command("migrate", "--noinput", verbosity=0)
    connections.close_all()
    copy_database(var_dir / "db.sqlite3", var_dir / {MIGRATED!r})
    call_command("import_laws", "--no-index", verbosity=0)
for command in (["load_quiz_fixtures"], ["run_indexer", "--once", "--no-books"]):
    call_command(*command, verbosity=0)
"""


def copy_prepared(template: Path, var_dir: Path, database: str = "db.sqlite3", *, index: bool = False) -> None:
    """The template's static files and one of its databases into var_dir (as db.sqlite3); with
    `index`, its search index too (built from the imported Laws: only with db.sqlite3). Without
    it the server's indexer builds its own, as after a set-up (what the serving tests check)."""
    shutil.copytree(template / "static", var_dir / "static", dirs_exist_ok=True, copy_function=_link_or_copy)
    copy_database(template / database, var_dir / "db.sqlite3")
    if index:
        from tests.search_index import copy_index  # Django's apps are ready by then

        copy_index(template / INDEX, var_dir / INDEX)


def _link_or_copy(source: str, target: str) -> None:
    """A static file as a second name of the template's (a hard link), else a copy. The servers only
    read their static files (WhiteNoise): a test that writes into them (collectstatic again, whose
    compressed copies are rewritten in place) must copy them instead, or it changes the template's.
    Copying the 895 files took 1-4 s of waiting on this machine's disk at each server test's set-up,
    linking them some 0.05 s (docs/benchmarks.md, suite39)."""
    try:
        os.link(source, target)
    except OSError:  # another file system, or one without hard links
        shutil.copy2(source, target)


def copy_database(source: Path, target: Path) -> None:
    # SQLite's backup API: a consistent copy whatever is left in the source's WAL file.
    target.parent.mkdir(parents=True, exist_ok=True)
    with closing(sqlite3.connect(source)) as src, closing(sqlite3.connect(target)) as dst:
        src.backup(dst)


def _manage(env: dict[str, str], *command: str, root: Path = ROOT) -> None:
    subprocess.run(
        [PYTHON, "manage.py", *command, "--verbosity", "0"], cwd=root, env=env, check=True, stdout=subprocess.DEVNULL
    )


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return probe.getsockname()[1]


def children_of(pid: int) -> list[int]:
    """The processes `pid` started and that still run, from /proc (Linux); OSError once it has ended."""
    return [int(child) for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]


@dataclass
class Server:
    process: subprocess.Popen
    port: int

    def url(self, path: str) -> str:
        return f"http://{HOST}:{self.port}{path}"

    def worker_pids(self) -> list[int]:
        return sorted(children_of(self.process.pid))

    def cpu_seconds(self) -> float:
        """CPU time used so far by gunicorn's master and its live workers, from /proc (Linux)."""
        ticks = 0
        for pid in [self.process.pid, *self.worker_pids()]:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            ticks += int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15 of stat)
        return ticks / os.sysconf("SC_CLK_TCK")

    def worker_rss_kib(self) -> dict[int, int]:
        """Resident memory of each worker, from /proc (Linux)."""
        sizes = {}
        for pid in self.worker_pids():
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    sizes[pid] = int(line.split()[1])
        return sizes


@contextmanager
def running(
    env: dict[str, str], workers: int = 4, port: int | None = None, ready_path: str = "/tr/", root: Path = ROOT
):
    """gunicorn with `workers` workers on HOST:port until the block ends (`root`: the code tree to
    serve, this one unless a benchmark compares with another). gunicorn reads the tree's
    gunicorn.conf.py from its working directory, as `serve` does: threaded workers (a tree from
    before it has none: synchronous workers)."""
    port = port or free_port()
    process = subprocess.Popen(
        [
            GUNICORN,
            "config.wsgi:application",
            "--workers",
            str(workers),
            "--bind",
            f"{HOST}:{port}",
            "--access-logfile",
            "-" if env.get("ACCESS_LOG") else "/dev/null",
            "--log-level",
            "warning",
            "--timeout",
            "60",
        ],
        cwd=root,
        env=env,
    )
    server = Server(process, port)
    try:
        _wait_until_ready(server, ready_path)
        yield server
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _wait_until_ready(server: Server, path: str, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while True:
        if server.process.poll() is not None:
            raise RuntimeError(f"gunicorn exited with status {server.process.returncode}")
        try:
            with urllib.request.urlopen(server.url(path), timeout=5) as response:
                if response.status == 200 and len(server.worker_pids()) >= 1:
                    return
        except OSError:
            pass
        if time.monotonic() > deadline:
            raise RuntimeError(f"gunicorn did not answer {path} within {seconds} s")
        time.sleep(0.05)  # a refused connection costs next to nothing; a longer sleep only adds to the wait
