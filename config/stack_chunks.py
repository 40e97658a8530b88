"""The frame stack's chunks kept for reuse in the test processes (config/testenv.py installs it).

CPython 3.11 keeps a thread's frames in 16 KiB chunks that it maps (mmap) when a call does not
fit and unmaps (munmap) when the chunk's first frame returns. A page render whose calls go in and
out across a chunk's edge maps and unmaps one each time: in one of the guides' citation-link
walks some 145 000 pairs, with them its page faults fell from 193 000 to 49 000 and its system
time from 1.4 to 0.3 s (docs/benchmarks.md, "suite29"; CPython issue gh-142183, fixed from 3.13
by keeping one chunk).
stack_chunks.c wraps the interpreter's arena allocator so that up to 16 such blocks are kept and
handed back. Nothing a test sees changes: the same memory, only not returned to the kernel.

It is compiled once per source and interpreter, with the system's C compiler, into
config/__pycache__ (gitignored). Without a compiler or Python's headers, in a checkout it cannot
write, or with KEEP_STACK_CHUNKS=0 in the environment (to measure without it), nothing is installed
and the tests run as before. Never in the product: servers are started without it.
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

SOURCE = Path(__file__).with_name("stack_chunks.c")
_installed: list[ctypes.CDLL] = []


def _library() -> Path | None:
    """The compiled allocator for this source and interpreter, compiled now if need be (None if it cannot be)."""
    tag = hashlib.sha256(SOURCE.read_bytes() + sys.version.encode()).hexdigest()[:12]
    library = SOURCE.parent / "__pycache__" / f"stack_chunks.{tag}.so"
    if library.exists():
        return library
    compiler = shutil.which(os.environ.get("CC", "cc"))
    include = sysconfig.get_paths()["include"]
    if compiler is None or not Path(include, "Python.h").exists():
        return None
    partial = library.with_name(f"{library.name}.{os.getpid()}.partial")  # renamed whole: xdist workers may race
    command = [compiler, "-O2", "-shared", "-fPIC", f"-I{include}", "-o", str(partial), str(SOURCE)]
    # A checkout that cannot be written (a read-only folder, a __pycache__ that is not a folder) runs without it.
    with suppress(OSError):
        library.parent.mkdir(exist_ok=True)
        if subprocess.run(command, capture_output=True, check=False).returncode == 0:
            partial.rename(library)
            return library
    with suppress(OSError):
        partial.unlink(missing_ok=True)
    return None


def keep_stack_chunks() -> bool:
    """Install the allocator in this process, once; False where it is not (see the module's docstring)."""
    if _installed:
        return True
    if sys.implementation.name != "cpython" or os.environ.get("KEEP_STACK_CHUNKS", "1") == "0":
        return False
    library = _library()
    if library is None:
        return False
    try:
        loaded = ctypes.PyDLL(str(library))  # PyDLL: called with the GIL held, as the allocator must be
    except OSError:  # not a library this process can load (another machine's, a damaged file)
        return False
    loaded.keep_stack_chunks()
    _installed.append(loaded)
    return True


@contextmanager
def interpreters_own_chunks() -> Iterator[None]:
    """Within the block, every chunk is mapped and unmapped by the interpreter as without this
    module: for a test that measures what the interpreter itself does (rulings/tests/claims/
    test_frame_stack.py, the claim search's own chunk)."""
    if not _installed:
        yield
        return
    _installed[0].stack_chunks_paused(1)
    try:
        yield
    finally:
        _installed[0].stack_chunks_paused(0)
