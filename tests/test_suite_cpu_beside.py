"""bench/suite_cpu.py's `Beside`: the CPU of processes a test starts and does not wait for, which
RUSAGE_CHILDREN never sees. Chromium's zygotes outlive the browser that chromedriver reaps and are
reaped by init; a child that starts a worker and exits leaves the same kind of orphan here.

Each case is measured in a fresh Python process (`_alone`) and asserted on here: a pytest worker may
have processes of its own alive (a session's Chromium window or server, in whatever order the tests
ran), and they spend CPU while the case reads (an idle window: 0.85 s beside the child's 0.3 s, seen;
the cases used to skip then). The fresh process has no descendants but the case's; its start-up is
some 0.2 s of CPU, in its waited-for children's figure."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bench.suite_cpu import Beside, _waited_children

# Each busies a process for BUSY seconds of CPU and reads /proc while it runs: seconds on a loaded machine.
pytestmark = pytest.mark.slow

# A child that starts a grandchild busy for about `BUSY` seconds of CPU, never waits for it, and
# exits when its input closes: the grandchild is reaped by init once the child has gone (a quit
# Chromium's zygote and its renderers), never by the child nor by this process. The grandchild, its
# loop done, waits for the same input to close rather than exiting at once, and is read then: the
# first loop stops at BUSY / 2 counted, which on a loaded machine was mostly the child's own start-up
# (taken off again once the child is waited for), and a grandchild read no more before init reaped it
# kept only its CPU up to that read: 0.09 s of the 0.3 (CI, session 91). The race was in the test.
BUSY = 0.3
ORPHAN = f"""
import os, sys, time
if os.fork() == 0:
    end = time.process_time() + {BUSY}
    while time.process_time() < end:
        pass
    os.read(0, 1)
    os._exit(0)
sys.stdin.read()
"""


def _state(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "gone"


ROOT = Path(__file__).resolve().parent.parent


def _alone(case: str, *args: str) -> dict[str, float]:
    """What `case` (a function of this module) returns, run in a fresh Python process of its own."""
    run = f"import json, sys\nfrom tests.test_suite_cpu_beside import {case}\nprint(json.dumps({case}(*sys.argv[1:])))"
    done = subprocess.run([sys.executable, "-c", run, *args], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def _read_alone() -> Beside:
    """A Beside read here only, after a first read that sets its baseline (in the fresh process,
    nothing is alive beside it: a read that finds something is no measurement)."""
    beside = Beside(sample=None)
    beside.read()
    assert not beside.tracked, beside.tracked
    return beside


def _grandchild_reaped_by_init() -> dict[str, float]:
    beside = _read_alone()
    waited_before = _waited_children()
    child = subprocess.Popen([sys.executable, "-c", ORPHAN], stdin=subprocess.PIPE)
    counted = 0.0
    deadline = time.monotonic() + 60
    while counted < BUSY / 2 and time.monotonic() < deadline:  # read while both run, as between phases
        reading, twice = beside.read()
        counted += sum(reading.values()) - twice
        time.sleep(0.02)
    grandchild = next(pid for pid in beside.tracked if pid != child.pid)
    while _state(grandchild) not in ("S", "Z", "gone") and time.monotonic() < deadline:  # its loop done
        time.sleep(0.02)
    reading, twice = beside.read()  # all its CPU, read while it lives
    counted += sum(reading.values()) - twice
    child.communicate()  # the child goes, and with it the grandchild, in one interval between reads
    while _state(grandchild) != "gone" and time.monotonic() < deadline:  # init reaps it
        time.sleep(0.02)
    reading, twice = beside.read()
    counted += sum(reading.values()) - twice
    return {"waited": _waited_children() - waited_before, "counted": counted}


def test_a_grandchild_reaped_by_init_is_counted_beside_and_not_in_rusage_children():
    measured = _alone("_grandchild_reaped_by_init")
    waited, counted = measured["waited"], measured["counted"]
    # The child itself cost a Python start-up, well under the grandchild's loop, which it never waited for.
    assert waited < BUSY / 2, waited
    # The grandchild's CPU up to the last reading while it ran is counted, and not taken off again as
    # if this process's waited-for children held it.
    assert counted >= BUSY * 0.4, counted
    assert counted <= BUSY * 1.5 + waited, counted


def _child_waited_for() -> dict[str, float]:
    beside = _read_alone()
    waited_before = _waited_children()
    worker = subprocess.Popen(
        [
            sys.executable,
            "-c",
            f"import time\nend = time.process_time() + {BUSY}\nwhile time.process_time() < end: pass",
        ]
    )
    counted = 0.0
    while worker.poll() is None:
        reading, twice = beside.read()
        counted += sum(reading.values()) - twice
        time.sleep(0.05)
    reading, twice = beside.read()  # it has gone: reaped by this process, so in RUSAGE_CHILDREN
    counted += sum(reading.values()) - twice
    return {"waited": _waited_children() - waited_before, "counted": counted}


def test_a_child_waited_for_is_not_counted_twice():
    measured = _alone("_child_waited_for")
    waited, counted = measured["waited"], measured["counted"]
    assert waited >= BUSY * 0.9, waited
    # Beside's own figure comes back to about nothing: the child is suite_cpu's waited-for CPU.
    assert abs(counted) < 0.1, counted


def _born_and_gone_between_two_takes(folder: str) -> dict[str, float]:
    done = Path(folder) / "done"
    brief = f"""
import os, time
if os.fork() == 0:
    end = time.process_time() + {BUSY}
    while time.process_time() < end:
        pass
    open({str(done)!r}, "w").close()
    os._exit(0)
time.sleep(0.3)
"""
    beside = Beside(sample=0.05)
    beside.active = True  # a real-part test runs
    waited_before = _waited_children()
    subprocess.run([sys.executable, "-c", brief], check=True)  # the child goes first, the grandchild is orphaned
    deadline = time.monotonic() + 60
    while not done.exists() and time.monotonic() < deadline:
        time.sleep(0.02)
    time.sleep(0.2)  # init reaps it
    reading, twice = beside.take()
    beside.active = False
    return {"waited": _waited_children() - waited_before, "counted": sum(reading.values()) - twice}


def test_a_process_born_and_gone_between_two_takes_is_counted_by_the_sampling_thread(tmp_path):
    """A window opened and quit inside a test's body lives between the reads around its phases: the
    thread reading while a real-part test runs sees its processes alive, before they are orphaned."""
    measured = _alone("_born_and_gone_between_two_takes", str(tmp_path))
    assert measured["waited"] < BUSY / 2, measured["waited"]
    assert measured["counted"] >= BUSY * 0.4, measured["counted"]
