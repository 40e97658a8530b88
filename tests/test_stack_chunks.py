"""The test processes keep the frame stack's chunks (config/stack_chunks.py, installed by
config/testenv.py): calls that go in and out across a chunk's edge, as a page render's do, cost
no page fault each time, and the kept memory serves deep calls and threads alike."""

import os
import resource
import shutil
import sys
import sysconfig
import threading
from pathlib import Path

import pytest

from config import stack_chunks

CAN_COMPILE = shutil.which("cc") is not None and Path(sysconfig.get_paths()["include"], "Python.h").exists()
TURNED_OFF = os.environ.get("KEEP_STACK_CHUNKS") == "0"  # to measure the suite without it


def _down(depth: int) -> int:
    return 0 if depth == 0 else 1 + _down(depth - 1)


def _faults() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt


@pytest.mark.skipif(not CAN_COMPILE or TURNED_OFF, reason="no C compiler or Python headers, or KEEP_STACK_CHUNKS=0")
def test_the_allocator_is_installed_in_the_test_process():
    assert stack_chunks._installed, "config/testenv.py did not install config/stack_chunks.c"


@pytest.mark.skipif(not stack_chunks._installed, reason="the allocator is not installed (no C compiler)")
def test_calls_across_a_chunks_edge_cost_no_page_fault_each_time():
    """Without the kept chunk each of these 2 000 calls maps a fresh chunk (at least one page
    fault) and unmaps it on the way back; with it, the same memory is handed back each time."""
    _down(600)  # the chunks the loop needs, taken once
    before = _faults()
    for _ in range(2_000):
        _down(600)
    assert _faults() - before < 200


@pytest.mark.skipif(not stack_chunks._installed, reason="the allocator is not installed (no C compiler)")
def test_deep_calls_and_threads_get_sound_frames_from_the_kept_chunks():
    """More chunks than are kept (5 000 frames, some 30 chunks), taken and given back again and
    again, in the main thread and in threads at once: every frame holds its own values."""
    depth = 5_000
    answers: list[int] = []

    def deep() -> None:
        for size in (depth, 50, depth // 2, 600, depth):
            answers.append(_down(size) - size)

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(depth + 500)
    try:
        threads = [threading.Thread(target=deep) for _ in range(4)]
        for thread in threads:
            thread.start()
        deep()
        for thread in threads:
            thread.join()
    finally:
        sys.setrecursionlimit(limit)
    assert answers == [0] * 25
