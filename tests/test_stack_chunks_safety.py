"""The kept frame-stack chunks (config/stack_chunks.c) are sound under what the test processes do:
many threads taking and giving back chunks at once, a second install, fork, two processes
compiling it at the same moment, a checkout it cannot write, and it stays out of the servers
the tests start (qa112's review, docs/legal-review.md and docs/benchmarks.md, "qa112")."""

import os
import shutil
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from config import stack_chunks

from .production import BASE_DIR, environment, manage
from .test_stack_chunks import CAN_COMPILE, TURNED_OFF

needs_a_compiler = pytest.mark.skipif(
    not CAN_COMPILE or TURNED_OFF, reason="no C compiler or Python headers, or KEEP_STACK_CHUNKS=0"
)
installed_here = pytest.mark.skipif(not stack_chunks._installed, reason="the allocator is not installed")


def _frames(depth: int, salt: int) -> int:
    """`depth` frames, each holding a value of its own across the call below it, added up on the
    way back: a frame whose memory was handed to another thread too gives another sum."""
    mine = depth * 7919 + salt
    below = _frames(depth - 1, salt) if depth else 0
    return below + mine


def _frames_sum(depth: int, salt: int) -> int:
    return sum(d * 7919 + salt for d in range(depth + 1))


def _swings_at(depth: int, salt: int, swings: int) -> int:
    """Down `depth` frames, then `swings` calls in and out from there: at some depths every one
    of them crosses a chunk's edge, taking a chunk and giving it back."""
    mine = depth + salt
    if depth:
        return _swings_at(depth - 1, salt, swings) + mine
    return sum(_frames(40, salt) for _ in range(swings)) + mine


def _swings_sum(depth: int, salt: int, swings: int) -> int:
    return swings * _frames_sum(40, salt) + sum(d + salt for d in range(depth + 1))


@installed_here
def test_many_threads_swinging_across_chunk_edges_keep_their_frames():
    """Three waves of 12 threads and the main thread at once, each going down to every depth
    over two chunks and swinging across the edge there; each wave's threads end (their chunks
    given back, more than are kept) before the next starts and takes them. A switch interval of
    a microsecond makes the threads take turns between calls, in the middle of one another's
    swings."""
    wrong: list[tuple[int, object]] = []

    def walk(salt: int) -> None:
        try:
            for depth in range(0, 320, 11):
                if _swings_at(depth, salt, 4) != _swings_sum(depth, salt, 4):
                    wrong.append((salt, depth))
        except Exception as error:  # a thread's exception is otherwise only printed
            wrong.append((salt, error))

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        for wave in range(3):
            threads = [threading.Thread(target=walk, args=(wave * 100 + n,)) for n in range(12)]
            for thread in threads:
                thread.start()
            walk(wave * 100 + 99)
            for thread in threads:
                thread.join()
    finally:
        sys.setswitchinterval(interval)
    assert wrong == []


def _a_frame_bigger_than_a_chunk():
    """A function of 3 000 locals: its frame (24 000 bytes) needs a chunk of 32 KiB of its own."""
    names = [f"v{i}" for i in range(3_000)]
    lines = [f"    {name} = salt + {i}" for i, name in enumerate(names)]
    source = "def big(salt):\n" + "\n".join(lines) + "\n    return sum((" + ", ".join(names) + "))\n"
    namespace: dict = {}
    exec(source, namespace)  # noqa: S102 - the test's own source, built above
    return namespace["big"]


@installed_here
def test_a_frame_bigger_than_a_chunk_never_gets_a_kept_chunk_of_the_common_size():
    """Calls whose frames need 32 KiB, made at every depth over a chunk between recursions that
    leave 16 KiB chunks kept: each must get a block of its own size (a 16 KiB one would take
    its last 3 000 values from, and write them to, memory beyond the block)."""
    big = _a_frame_bigger_than_a_chunk()
    wrong = []
    for depth in range(0, 320, 7):
        _frames(400, depth)  # some chunks given back, kept
        for salt in (depth, depth + 1):
            got = _at_depth(depth, lambda salt=salt: big(salt))
            if got != 3_000 * salt + 2_999 * 3_000 // 2:
                wrong.append((depth, salt, got))
    assert wrong == []


def _at_depth(depth: int, then):
    return _at_depth(depth - 1, then) if depth else then()


def _python(code: str, timeout: float = 60, **env: str) -> subprocess.CompletedProcess:
    """`code` run by a fresh interpreter of this checkout (no pytest, so no allocator unless it installs it)."""
    environ = {**os.environ, "PYTHONPATH": str(BASE_DIR), **env}
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=BASE_DIR,
        env=environ,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


DEEP_AND_BACK = """
    import sys
    sys.setrecursionlimit(10_000)
    def down(n):
        mine = n * 3
        return (down(n - 1) if n else 0) + mine
    def check():
        for depth in (3_000, 50, 1_500, 600, 3_000):
            assert down(depth) == 3 * depth * (depth + 1) // 2
"""


@needs_a_compiler
def test_a_second_install_keeps_the_interpreters_allocator_behind_it():
    """config.stack_chunks reloaded installs again; the allocator must still hand what it does
    not keep to the interpreter's, not to itself (it looped for ever: the process hung)."""
    result = _python(
        DEEP_AND_BACK
        + """
    import importlib
    from config import stack_chunks
    assert stack_chunks.keep_stack_chunks()
    importlib.reload(stack_chunks)
    assert stack_chunks.keep_stack_chunks()
    check()
    blocks = [bytearray(64) for _ in range(200_000)]  # new pymalloc arenas, given back below
    del blocks
    check()
    print("sound")
    """,
        timeout=30,
    )
    assert result.stdout.strip() == "sound", result.stderr


@needs_a_compiler
def test_a_forked_child_uses_the_kept_chunks_it_inherits():
    """A process forked with chunks kept (an xdist worker's fork, multiprocessing's default on
    Linux) takes them in its main thread and in threads; so does the parent meanwhile."""
    result = _python(
        DEEP_AND_BACK
        + """
    import os, threading
    from config import stack_chunks
    assert stack_chunks.keep_stack_chunks()
    check()  # some 20 chunks given back: 16 kept
    child = os.fork()
    failures = []
    def checked():
        try:
            check()
        except Exception as error:  # a thread's exception is otherwise only printed
            failures.append(error)
    threads = [threading.Thread(target=checked) for _ in range(4)]
    for thread in threads:
        thread.start()
    checked()
    for thread in threads:
        thread.join()
    if child == 0:
        os._exit(len(failures))
    _, status = os.waitpid(child, 0)
    print("child", os.waitstatus_to_exitcode(status), "parent", len(failures))
    """
    )
    assert result.stdout.strip() == "child 0 parent 0", result.stderr


def _copy_of_the_source(folder: Path) -> Path:
    folder.mkdir()
    return Path(shutil.copy(stack_chunks.SOURCE, folder / "stack_chunks.c"))


def _install_from(source: Path, **env: str) -> subprocess.Popen:
    code = (
        DEEP_AND_BACK
        + f"""
    from pathlib import Path
    from config import stack_chunks
    stack_chunks.SOURCE = Path({str(source)!r})
    installed = stack_chunks.keep_stack_chunks()
    check()
    print(installed)
    """
    )
    environ = {**os.environ, "PYTHONPATH": str(BASE_DIR), **env}
    return subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=BASE_DIR,
        env=environ,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@needs_a_compiler
def test_a_checkout_it_cannot_write_runs_the_tests_without_it(tmp_path):
    """Where config/__pycache__ cannot be made (here a file stands in its place; a read-only
    checkout fails the same way), the test process starts without the allocator, not with an
    exception in the plugin that stops pytest before any test."""
    source = _copy_of_the_source(tmp_path / "config")
    (source.parent / "__pycache__").write_text("not a folder")
    process = _install_from(source)
    out, err = process.communicate(timeout=60)
    assert (process.returncode, out.strip()) == (0, "False"), err


@needs_a_compiler
def test_two_processes_compiling_at_once_each_load_a_whole_library(tmp_path):
    """Two test processes that find no compiled allocator both compile it. The compiler here
    writes a few bytes, waits a second and only then compiles, as a slow one would be seen
    half-way: the second process starts while the first is in that second and must load a whole
    library (its own or the first's), never the first's half-written file."""
    source = _copy_of_the_source(tmp_path / "config")
    slow_compiler = tmp_path / "slow-cc"
    slow_compiler.write_text(
        '#!/bin/sh\nfor a; do [ "$prev" = -o ] && printf half > "$a"; prev=$a; done\n'
        f'sleep 1\nexec {shutil.which("cc")} "$@"\n'
    )
    slow_compiler.chmod(0o755)
    first = _install_from(source, CC=str(slow_compiler))
    cache = source.parent / "__pycache__"
    deadline = time.monotonic() + 30
    while not (cache.is_dir() and any(cache.iterdir())) and time.monotonic() < deadline:
        time.sleep(0.02)  # until the first has begun writing
    second = _install_from(source, CC=str(slow_compiler))
    results = [
        (process.returncode, out.strip(), err)
        for process in (first, second)
        for out, err in [process.communicate(timeout=60)]
    ]
    assert [(code, out) for code, out, _ in results] == [(0, "True"), (0, "True")], results
    assert [path.suffix for path in cache.iterdir()] == [".so"]  # one library, no partial file left


@installed_here
@pytest.mark.server
@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="reads /proc/PID/maps (Linux)")
def test_the_servers_the_tests_start_do_not_load_it(tmp_path):
    """manage.py with the WSGI application gunicorn serves, started from this test process with
    its environment, as the server tests start them: the allocator is mapped here, not there."""
    assert "/stack_chunks." in Path("/proc/self/maps").read_text()
    result = manage(
        environment(tmp_path, DEBUG="1"),
        "shell",
        "-c",
        "import config.wsgi, pathlib; print(pathlib.Path('/proc/self/maps').read_text().count('/stack_chunks.'))",
    )
    assert result.stdout.split()[-1:] == ["0"], result.stderr  # after shell's line on what it imported
