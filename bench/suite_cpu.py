"""Where the test suite's CPU goes: a pytest plugin that times every test phase in CPU seconds.

    nice -n 5 .venv/bin/python -m pytest -n 2 -p bench.suite_cpu [--suite-cpu-dir=DIR] ...
    .venv/bin/python bench/suite_cpu.py DIR     # the report of a run, finished or not

Write the folder with `=`: pytest looks for pytest.ini before it knows this plugin's option, so
`--suite-cpu-dir DIR` with no test path after it makes DIR the path it searches from, and the run
goes without pytest.ini (no config.testenv, no markers, no testpaths: the indexer then lays out
the books, and every figure is another suite's).

CPU, not wall-clock: the machine the suite is measured on is shared, and wall-clock there is
mostly other jobs' load. Each test process (each xdist worker) records `time.process_time()` and
its waited-for children's CPU (`RUSAGE_CHILDREN`: `python -m rulings`, `manage.py`, chromedriver
once quit) around the setup, call and teardown of every test, and around every fixture's setup
(its own CPU, without the fixtures it requests). At the end the controller prints the totals per
file, per fixture, per mark, the 40 costliest tests, and when each worker finished (an idle core
at the end shows there).

The processes a test starts and does not wait for are read from /proc around each phase of a
real-part test (browser, server, pdf), twice a second while it runs, and so for any test while such
a process lives (`Beside`):
Chromium (its browser, zygotes, renderers, GPU and network processes, most of which no one this
process waits for reaps: a quit Chromium's zygotes outlive it), chromedriver, gunicorn and `serve`.
Their CPU is shown beside suite_cpu's own figure, by tier and kind, as "by process" (the two added,
less what both count: a chromedriver this process waited for). Without it a browser test's figure
is its Python side only, under half of what the browser group costs (suite48, suite49).

Each phase's wall time is recorded too, with the time the test's thread spent ready to run but
waiting for a core (the run-queue delay, Linux's /proc/thread-self/schedstat): what is left of the
wall after the CPU and that delay is time the test waited (a sleep, a poll's interval, a server
or browser process working or starting, a lock). The report lists the tests that waited most.
On a loaded machine the run-queue delay is the other jobs' share; the wait is the test's own. Only
the test's thread's delay is known: the delays of its other threads (a live server's) and of its
child processes (a server, Chromium, a subprocess) count as waiting, so on a loaded machine the
wait of a test that drives other processes is overstated. Each process also
appends its records to DIR/<worker>.jsonl as it goes (default /tmp/suite-cpu), so a run stopped
halfway on a loaded machine can still be read. Not a benchmark itself: `make bench` runs it as
a script, which without a folder prints this text.
"""

from __future__ import annotations

import json
import os
import resource
import sys
import threading
import time
from collections import defaultdict
from contextlib import contextmanager
from pathlib import Path

import pytest

MARKS = ("browser", "server", "pdf", "slow", "db")


def _waited_children() -> float:
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return children.ru_utime + children.ru_stime


def _cpu() -> float:
    """This process's CPU plus its waited-for children's, in seconds."""
    return time.process_time() + _waited_children()


SCHEDSTAT = Path("/proc/thread-self/schedstat")
# Bound now: a test may replace time.monotonic (lawbook/tests/text/test_content_version.py's slow clock).
_clock = time.monotonic


def _queued() -> float:
    """Seconds this thread has spent runnable but waiting for a core (0 where Linux does not say)."""
    try:
        return int(SCHEDSTAT.read_text().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


TICK = os.sysconf("SC_CLK_TCK")
REAL_PARTS = ("browser", "server", "pdf")


def _kind(comm: str) -> str:
    """A process's group in the report, by its name: Chromium's processes (the browser, its zygotes,
    renderers, GPU and utility processes, crashpad) as one."""
    if comm == "chromedriver":
        return comm
    if comm.startswith("chrom"):
        return "chromium"
    return comm


# Whose CPU a process's reaped children (its cutime) is: chromedriver reaps only the browser it started.
_CHILDREN_KIND = {"chromedriver": "chromium"}


def _stat(pid: int) -> tuple[int, int, str, float, float] | None:
    """A process's start time (clock ticks since boot: with the pid, its identity), parent, name,
    own CPU and its reaped children's, from /proc/<pid>/stat; None once it has gone."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as f:
            line = f.read()
    except OSError:
        return None
    comm = line[line.index("(") + 1 : line.rindex(")")]
    fields = line[line.rindex(")") + 2 :].split()
    utime, stime, cutime, cstime = (int(x) for x in fields[11:15])
    return int(fields[19]), int(fields[1]), comm, (utime + stime) / TICK, (cutime + cstime) / TICK


class Beside:
    """The CPU of the processes a test process starts and does not wait for: Chromium (chromedriver's
    child, whose renderers its zygotes reap, and whose zygotes outlive it as orphans), chromedriver
    while it runs, gunicorn, `serve`. RUSAGE_CHILDREN counts a child only once it has been waited for,
    with the descendants it waited for itself: a window kept for the session counts at its quit, in
    whatever test quits it, and the orphans a quit Chromium leaves (reaped by init) never.

    Each read lists /proc and reads the stat of every descendant of this process (and of every process
    once a descendant, by pid and start time, for its life: an orphan stays counted) and of every new
    pid once (one not descended from this process never becomes so: a pid seen outside is skipped while
    it lives). A process's own CPU and its reaped children's since the last read are counted by kind
    (`_kind`; a reaper's children's as `_CHILDREN_KIND` says); a process gone since is taken off again
    where its last reading reappears in a reaper's children (a tracked process's: off its kind; this
    process's, in RUSAGE_CHILDREN, so in suite_cpu's own figure: as `twice`); the moments between a
    process's last reading and its end are lost where init reaps it (an orphan), and counted otherwise.
    Some 4 ms for the first read on a machine of 100 processes, well under one after."""

    def __init__(self, sample: float | None = 0.5) -> None:
        self.me = os.getpid()
        self.tracked: dict[int, tuple[int, int, str, float, float]] = {}
        self.outside: set[int] = set()
        self.waited = _waited_children()
        # A process that starts and ends inside one phase (a window opened and quit in a test's body, a
        # Chromium's renderers) is only seen if read while it lives: a thread reads every `sample` seconds
        # while a real-part test runs or a tracked process lives, and keeps the sums for the next `take`.
        self.active = False
        self._lock = threading.Lock()
        self._spent: dict[str, float] = defaultdict(float)
        self._twice = 0.0
        if sample is not None:
            threading.Thread(target=self._sampling, args=(sample,), name="suite_cpu-beside", daemon=True).start()

    def _sampling(self, every: float) -> None:
        while True:
            time.sleep(every)
            if self.active or self.tracked:
                self._sample()

    def _sample(self) -> None:
        with self._lock:
            spent, twice = self.read()
            for kind, cpu in spent.items():
                self._spent[kind] += cpu
            self._twice += twice

    def take(self) -> tuple[dict[str, float], float]:
        """What the processes beside spent since the last `take`, read now."""
        self._sample()
        with self._lock:
            spent, twice = dict(self._spent), self._twice
            self._spent.clear()
            self._twice = 0.0
        return spent, twice

    def read(self) -> tuple[dict[str, float], float]:
        """CPU by kind since the last read, and the part of it this process has waited for (already
        in `_cpu`'s RUSAGE_CHILDREN)."""
        pids = {int(name) for name in os.listdir("/proc") if name.isdigit()}
        self.outside &= pids
        seen = {}
        for pid in pids - self.outside - {self.me}:
            stat = _stat(pid)
            if stat is not None:
                seen[pid] = stat
        # A tracked pid is the same process while its start time is (pids wrap at 32 768 here, within a run).
        same = {pid for pid, old in self.tracked.items() if pid in seen and seen[pid][0] == old[0]}
        ours = {self.me} | same
        grown = True
        while grown:  # a new child of a new child
            new = {pid for pid, stat in seen.items() if pid not in ours and stat[1] in ours}
            ours |= new
            grown = bool(new)
        self.outside |= set(seen) - ours
        spent: dict[str, float] = defaultdict(float)
        for pid in ours - {self.me}:
            _, _, comm, own, children = seen[pid]
            before = self.tracked[pid] if pid in same else (0, 0, "", 0.0, 0.0)
            _, _, _, own_before, children_before = before
            spent[_kind(comm)] += own - own_before
            spent[_CHILDREN_KIND.get(comm, _kind(comm))] += children - children_before
        waited = _waited_children()
        first, deeper = 0.0, 0.0  # the last readings of the gone children of this process, and of theirs
        gone = {pid: old for pid, old in self.tracked.items() if pid not in same}
        for pid, (_, parent, comm, own, children) in gone.items():
            if parent == self.me:
                first += own + children
            elif parent in ours:
                spent[_kind(comm)] -= own + children
            elif parent in gone:
                climbed = {pid}
                while parent in gone and parent not in climbed:
                    climbed.add(parent)
                    parent = gone[parent][1]
                if parent == self.me:
                    deeper += own + children
        # A process whose parent went too was reaped by that parent (chromedriver's browser, gunicorn's
        # workers) or, outliving it, by init (a quit Chromium's zygotes and their renderers). Which, the
        # readings do not say: what this process's waited-for children grew by beyond its gone children's
        # last readings does, up to the moments after those readings (a `python -m rulings` started and
        # waited for in the same interval counts as such a grandchild).
        twice = first + min(deeper, max(0.0, waited - self.waited - first))
        self.waited = waited
        self.tracked = {pid: seen[pid] for pid in ours - {self.me}}
        return dict(spent), twice


class Recorder:
    """One test process's records: phases of tests and fixture setups."""

    def __init__(self, worker: str, folder: Path) -> None:
        self.worker = worker
        folder.mkdir(parents=True, exist_ok=True)
        self.out = (folder / f"{worker}.jsonl").open("w", encoding="utf-8")  # noqa: SIM115 (the process's)
        self.start_cpu = 0.0  # process_time counts from the process start: collection and imports included
        self.start_wall = time.time()
        self.collect_cpu = 0.0
        self.tests: dict[str, dict] = {}
        self.fixtures: dict[str, dict] = defaultdict(lambda: {"cpu": 0.0, "count": 0, "scope": ""})
        self._stack: list[float] = []  # CPU spent in the fixtures nested in the one being set up
        self.finished_wall = 0.0
        self.beside = Beside()

    def test(self, item) -> dict:
        record = self.tests.get(item.nodeid)
        if record is None:
            marks = sorted({m.name for m in item.iter_markers() if m.name in MARKS})
            record = {"setup": 0.0, "call": 0.0, "teardown": 0.0, "marks": marks, "worker": self.worker}
            record |= {"elapsed": 0.0, "queued": 0.0}  # the three phases' wall, and its run-queue delay
            record |= {"beside": {}, "twice": 0.0}  # processes not waited for (Beside), by kind
            self.tests[item.nodeid] = record
        return record

    def write(self, **record) -> None:
        self.out.write(json.dumps(record) + "\n")
        self.out.flush()

    def dump(self) -> dict:
        return {
            "worker": self.worker,
            "collect_cpu": self.collect_cpu,
            "total_cpu": _cpu() - self.start_cpu,
            "start_wall": self.start_wall,
            "finished_wall": self.finished_wall,
            "tests": self.tests,
            "fixtures": dict(self.fixtures),
        }


_recorder: Recorder | None = None


def pytest_addoption(parser):
    parser.addoption("--suite-cpu-dir", default="/tmp/suite-cpu", help="bench.suite_cpu: where each process writes")


def pytest_configure(config):
    global _recorder
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    _recorder = Recorder(worker, Path(config.getoption("--suite-cpu-dir")))
    config._suite_cpu_records = []


def pytest_collection_finish(session):
    _recorder.collect_cpu = _cpu() - _recorder.start_cpu
    _recorder.write(kind="collected", cpu=_recorder.collect_cpu, wall=time.time())


@pytest.hookimpl(wrapper=True)
def pytest_fixture_setup(fixturedef, request):
    _recorder._stack.append(0.0)
    began = _cpu()
    try:
        return (yield)
    finally:
        spent = _cpu() - began
        nested = _recorder._stack.pop()
        if _recorder._stack:
            _recorder._stack[-1] += spent
        key = f"{fixturedef.argname} ({fixturedef.baseid or '<root>'})"
        record = _recorder.fixtures[key]
        record["cpu"] += spent - nested
        record["count"] += 1
        record["scope"] = fixturedef.scope
        if spent - nested >= 0.05:  # the costly ones, for a run that does not finish
            _recorder.write(kind="fixture", name=key, scope=fixturedef.scope, cpu=spent - nested)


@contextmanager
def _phase(item, name):
    record = _recorder.test(item)
    beside = _recorder.beside
    real = any(mark in REAL_PARTS for mark in record["marks"])
    if name == "setup" and (real or beside.tracked):
        beside.active = real
        _add_beside(record, *beside.take())  # what they spent between tests is this one's
    began, began_wall, began_queued = _cpu(), _clock(), _queued()
    try:
        yield
    finally:
        record[name] += _cpu() - began
        record["elapsed"] += _clock() - began_wall
        record["queued"] += _queued() - began_queued
        if real or beside.tracked:
            _add_beside(record, *beside.take())  # read after the CPU: its own cost is no test's
        if name == "teardown":
            beside.active = False
        _recorder.finished_wall = time.time()


def _add_beside(record: dict, spent: dict[str, float], twice: float) -> None:
    for kind, cpu in spent.items():
        record["beside"][kind] = record["beside"].get(kind, 0.0) + cpu
    record["twice"] += twice


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item):
    with _phase(item, "setup"):
        return (yield)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    with _phase(item, "call"):
        return (yield)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item, nextitem):
    try:
        with _phase(item, "teardown"):
            return (yield)
    finally:
        _recorder.write(kind="test", nodeid=item.nodeid, wall=time.time(), **_recorder.test(item))


def pytest_sessionfinish(session):
    """A worker sends its records to the controller; the controller (or a run without xdist) keeps them."""
    records = _recorder.dump()
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput["suite_cpu"] = json.dumps(records)
    elif _recorder.worker == "main" and not _recorder.tests:
        session.config._suite_cpu_controller = records
    else:
        session.config._suite_cpu_records.append(records)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    data = getattr(node, "workeroutput", {}).get("suite_cpu")
    if data:
        node.config._suite_cpu_records.append(json.loads(data))


def pytest_terminal_summary(terminalreporter, config):
    records = config._suite_cpu_records
    if not records:
        return
    for line in report(records):
        terminalreporter.write_line(line)


def read_folder(folder: Path) -> list[dict]:
    """The records of every process of a run from their .jsonl files, whether it finished or not."""
    records = []
    for path in sorted(folder.glob("*.jsonl")):
        lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        if not lines:
            continue
        tests = {r["nodeid"]: r for r in lines if r["kind"] == "test"}
        if not tests:  # the xdist controller runs none
            continue
        fixtures: dict[str, dict] = defaultdict(lambda: {"cpu": 0.0, "count": 0, "scope": ""})
        for r in lines:
            if r["kind"] == "fixture":
                fixtures[r["name"]]["cpu"] += r["cpu"]
                fixtures[r["name"]]["count"] += 1
                fixtures[r["name"]]["scope"] = r["scope"]
        collect = next((r for r in lines if r["kind"] == "collected"), {"cpu": 0.0, "wall": 0.0})
        total = collect["cpu"] + sum(t["setup"] + t["call"] + t["teardown"] for t in tests.values())
        records.append(
            {
                "worker": path.stem,
                "collect_cpu": collect["cpu"],
                "total_cpu": total,
                "start_wall": collect["wall"],
                "finished_wall": max((t["wall"] for t in tests.values()), default=collect["wall"]),
                "tests": tests,
                "fixtures": dict(fixtures),
            }
        )
    return records


def _file(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


def _tier(marks: list[str]) -> str:
    real = [m for m in marks if m in ("browser", "server", "pdf")]
    if real:
        return "real part (" + "+".join(real) + ")"
    if "slow" in marks:
        return "slow" + (" db" if "db" in marks else "")
    return "db" if "db" in marks else "fast (no db)"


def report(records: list[dict]) -> list[str]:
    """The report's lines: totals, per worker, per tier, per file, per fixture, the top 40 tests."""
    tests = {nodeid: t for r in records for nodeid, t in r["tests"].items()}
    lines = ["", "=== bench.suite_cpu: CPU seconds (process + waited-for children) ==="]
    start = min(r["start_wall"] for r in records)
    for r in sorted(records, key=lambda r: r["worker"]):
        own = sum(t["setup"] + t["call"] + t["teardown"] for t in r["tests"].values())
        lines.append(
            f"worker {r['worker']}: {len(r['tests'])} tests, process total {r['total_cpu']:.1f} s"
            f" (collection {r['collect_cpu']:.1f}, tests {own:.1f}),"
            f" last test ended {r['finished_wall'] - start:.0f} s after the start"
        )
    total = sum(t["setup"] + t["call"] + t["teardown"] for t in tests.values())
    lines.append(f"all tests: {len(tests)}, {total:.1f} s (setup + call + teardown)")

    def table(title, groups, limit):
        lines.append("")
        lines.append(f"--- {title} ---")
        rows = sorted(groups.items(), key=lambda kv: -kv[1][0])
        for name, (cpu, count, *extra) in rows[:limit]:
            lines.append(f"{cpu:8.1f} s {count:5d}  {name}" + (f"  {extra[0]}" if extra else ""))

    tiers: dict[str, list] = defaultdict(lambda: [0.0, 0])
    files: dict[str, list] = defaultdict(lambda: [0.0, 0, ""])
    tiers_beside: dict[str, float] = defaultdict(float)
    files_beside: dict[str, float] = defaultdict(float)
    for nodeid, t in tests.items():
        cpu = t["setup"] + t["call"] + t["teardown"]
        tiers[_tier(t["marks"])][0] += cpu
        tiers[_tier(t["marks"])][1] += 1
        tiers_beside[_tier(t["marks"])] += _beside(t)
        f = files[_file(nodeid)]
        f[0] += cpu
        f[1] += 1
        files_beside[_file(nodeid)] += _beside(t)
    for name, f in files.items():
        setup = sum(t["setup"] for n, t in tests.items() if _file(n) == name)
        f[2] = f"(setup {setup:.1f})" + _by_process(f[0], files_beside[name])
    table(
        "per tier (marks)",
        {name: [*tier, _by_process(tier[0], tiers_beside[name])] for name, tier in tiers.items()},
        20,
    )
    lines.extend(_beside_report(tests))
    table("per file (top 60)", files, 60)
    fixtures: dict[str, list] = defaultdict(lambda: [0.0, 0, ""])
    for r in records:
        for name, fx in r["fixtures"].items():
            f = fixtures[name]
            f[0] += fx["cpu"]
            f[1] += fx["count"]
            f[2] = fx["scope"]
    table("per fixture, own setup CPU (top 40)", fixtures, 40)
    top = {
        nodeid: [
            t["setup"] + t["call"] + t["teardown"],
            1,
            f"setup {t['setup']:.1f} call {t['call']:.1f} {t['worker']}"
            + _by_process(t["setup"] + t["call"] + t["teardown"], _beside(t)),
        ]
        for nodeid, t in tests.items()
    }
    table("tests (top 40)", top, 40)
    waits = {nodeid: _waited(t) for nodeid, t in tests.items() if "elapsed" in t}
    if waits:
        lines.append("")
        lines.append("--- tests that waited most: wall - CPU - run-queue delay (top 40) ---")
        for nodeid, (waited, t) in sorted(waits.items(), key=lambda kv: -kv[1][0])[:40]:
            cpu = t["setup"] + t["call"] + t["teardown"]
            lines.append(
                f"{waited:8.1f} s  {nodeid}  (wall {t['elapsed']:.1f}, CPU {cpu:.1f}, queued {t['queued']:.1f},"
                f" {t['worker']})"
            )
        waited_files: dict[str, list] = defaultdict(lambda: [0.0, 0])
        for nodeid, (waited, _) in waits.items():
            waited_files[_file(nodeid)][0] += waited
            waited_files[_file(nodeid)][1] += 1
        table("files that waited most (top 30)", waited_files, 30)
    return lines


def _beside(test: dict) -> float:
    """The CPU of the processes beside the test (Beside), less what suite_cpu's own figure has of it."""
    return sum(test.get("beside", {}).values()) - test.get("twice", 0.0)


def _by_process(cpu: float, beside: float) -> str:
    return f"  + beside {beside:.1f} = {cpu + beside:.1f} s by process" if abs(beside) >= 0.05 else ""


def _beside_report(tests: dict[str, dict]) -> list[str]:
    """The CPU of the processes the tests start and do not wait for, by tier and kind, and the
    real-part tests by process."""
    kinds: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for t in tests.values():
        for kind, cpu in t.get("beside", {}).items():
            kinds[_tier(t["marks"])][kind] += cpu
        kinds[_tier(t["marks"])]["less: reaped by the test process (so in its figure)"] -= t.get("twice", 0.0)
    if not any(any(abs(v) >= 0.05 for v in by.values()) for by in kinds.values()):
        return []
    lines = [
        "",
        "--- processes beside the tests, not waited for (Chromium, chromedriver, gunicorn), by tier and kind ---",
    ]
    for tier, by in sorted(kinds.items(), key=lambda kv: -sum(kv[1].values())):
        if all(abs(v) < 0.05 for v in by.values()):
            continue
        lines.append(f"{sum(by.values()):8.1f} s  {tier}")
        lines.extend(
            f"{cpu:14.1f} s  {kind}" for kind, cpu in sorted(by.items(), key=lambda kv: -kv[1]) if abs(cpu) >= 0.05
        )
    real = {n: t for n, t in tests.items() if any(m in REAL_PARTS for m in t["marks"])}
    lines.append("")
    lines.append(
        "--- real-part tests by process: the test process, its waited-for children and the processes beside (top 40) ---"
    )
    total = {n: t["setup"] + t["call"] + t["teardown"] + _beside(t) for n, t in real.items()}
    for nodeid in sorted(total, key=lambda n: -total[n])[:40]:
        t = real[nodeid]
        by = ", ".join(
            f"{kind} {cpu:.1f}" for kind, cpu in sorted(t["beside"].items(), key=lambda kv: -kv[1]) if abs(cpu) >= 0.05
        )
        lines.append(
            f"{total[nodeid]:8.1f} s  {nodeid}  (test {t['setup'] + t['call'] + t['teardown']:.1f}; {by}; waited-for {-t['twice']:.1f})"
        )
    return lines


def _waited(test: dict) -> tuple[float, dict]:
    """The wall of a test's phases that was neither CPU nor a wait for a core."""
    return test["elapsed"] - test["setup"] - test["call"] - test["teardown"] - test["queued"], test


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print(__doc__)
        sys.exit(0)
    print("\n".join(report(read_folder(Path(sys.argv[1])))))
