"""The claim search's Python frames kept on one stretch of the interpreter's frame stack (Laws 70A,
70D1: the search of rulings/claims/search.py tries every normal line, a recursion a trick deep per
card played).

Why: CPython 3.11 keeps its Python frames in chunks of 16 KiB allocated with `mmap` and frees a
chunk as soon as the frame at its base returns (`_PyThreadState_PopFrame`; CPython issue
gh-142183, fixed in 3.13 by keeping one spare chunk). A recursion that goes back and forth across
a chunk's boundary therefore maps and unmaps a chunk at every crossing. Where the boundary falls
depends on how deep the caller's stack already is, so the same claim cost 0.02 s or 20 s of system
time (2.5 million page faults, the Zietman claim of rulings/tests/claims/test_claim.py) according
to the caller (a pytest test, a gunicorn thread, the command line): docs/benchmarks.md, session 38.

`on_a_chunk_of_its_own` gives the search a chunk no other frame shares: its wrapper's frame
reserves more words than any chunk left over can hold, so the interpreter allocates a fresh chunk
for it, with `ROOM` words free above it, and keeps it until the wrapper returns. The search's
deepest line (thirteen tricks, about 22 KiB of frames) fits in that room, so it never crosses a
boundary. Only the pages the frames touch are mapped; the answer is the function's, unchanged.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import ParamSpec, TypeVar

# Words (8 bytes) reserved by the wrapper's frame, and so about as many left free above it: the
# interpreter sizes a new chunk as the first power of two from 16 KiB over the frame plus 1 000
# words, 128 KiB for 8 192, of which the wrapper holds 64 KiB. The deepest search (a 13-card
# claim) needs about 2 800 words.
ROOM = 8192

P = ParamSpec("P")
R = TypeVar("R")


def on_a_chunk_of_its_own(search: Callable[P, R]) -> Callable[P, R]:
    """`search`, called from a frame that starts a chunk of the frame stack of its own (the
    module's docstring)."""

    def anchored(*args: P.args, **kwargs: P.kwargs) -> R:
        return search(*args, **kwargs)

    # A frame's size is its locals plus its value stack (co_stacksize): a larger value stack only
    # reserves room, which the wrapper never uses.
    anchored.__code__ = anchored.__code__.replace(co_stacksize=anchored.__code__.co_stacksize + ROOM)
    return functools.update_wrapper(anchored, search)
