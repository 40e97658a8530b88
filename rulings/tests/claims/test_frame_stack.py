"""The claim search runs on a chunk of the frame stack of its own (rulings/claims/frame_stack.py),
so what a claim costs does not depend on how deep its caller's stack is: CPython 3.11 maps and
unmaps a 16 KiB chunk each time a recursion crosses a chunk's boundary (gh-142183), which made the
Zietman claim (70C, test_claim.py) 0.02 s or 20 s of system time according to the caller.

The test recurses as the search does, back and forth one call across a point, from every depth
of the caller over two chunks, and counts the process's page faults (each chunk mapped afresh
faults): a search running where its caller left it crosses a boundary at some depth. The count is
made with the interpreter's own chunks: the test processes otherwise keep chunks for reuse
(config/stack_chunks.py), which would hide the cost from both the search and the control.
"""

from __future__ import annotations

import inspect
import resource
import sys

import pytest

from config.stack_chunks import interpreters_own_chunks
from rulings.claims import search
from rulings.claims.frame_stack import ROOM, on_a_chunk_of_its_own

SWINGS = 3000


def _leaf(a=None, b=None, c=None, d=None, e=None, f=None, g=None, h=None, i=None, j=None) -> None:
    """One call below the turning point: a frame of some 20 words, as the search's are."""


def _swing(swings: int) -> None:
    for _ in range(swings):
        _leaf()


def _at_depth(frames: int, then) -> None:
    # a small frame per level, so the turning point passes every place in a chunk
    if frames:
        return _at_depth(frames - 1, then)
    return then()


def _worst_faults(run) -> int:
    """The most page faults one run of `run` made, over the caller's depths that cover two chunks."""
    worst = 0
    with interpreters_own_chunks():
        for frames in range(320):
            before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
            _at_depth(frames, run)
            worst = max(worst, resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before)
    return worst


def test_a_search_on_its_own_chunk_maps_no_chunk_whatever_the_callers_depth():
    anchored = on_a_chunk_of_its_own(_swing)
    assert _worst_faults(lambda: anchored(SWINGS)) < SWINGS // 10


@pytest.mark.skipif(sys.version_info >= (3, 13), reason="gh-142183: 3.13 keeps a spare chunk")
def test_without_it_some_depth_maps_a_chunk_at_every_swing():
    """The control: the count above sees the cost it is there to rule out."""
    assert _worst_faults(lambda: _swing(SWINGS)) >= SWINGS


def test_the_claim_search_is_the_one_given_the_chunk():
    inner = inspect.unwrap(search.least)
    assert inner is not search.least and inner.__name__ == "least"
    assert search.least.__code__.co_stacksize > ROOM
