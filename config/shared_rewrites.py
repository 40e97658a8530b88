"""The test modules' assertion rewriting shared between the xdist workers of a run (issue 21).

pytest rewrites the `assert`s of every test module it imports and keeps the result beside it
(`__pycache__/*-pytest-<version>.pyc`, checked by the source's hash). In a clone that has never run
the suite (CI, a fresh checkout) no such file exists yet, and the two workers, which collect the
same ~650 modules in the same order at the same time, each rewrite all of them: some 7.5 s of CPU
a process, half of a worker's collection (docs/benchmarks.md, "Session 84 (suite54)"). Here each
worker rewrites, before collecting, its share of the modules that lack a current file (every
`workercount`-th, from its own index), writes them as pytest does (its own functions: the same
bytes), and waits for the other workers' shares; its collection then finds every module rewritten.
Where a file is current already (every later run) nothing is done but a hash of each module.

What pytest would do is done anyway where this cannot: a run in one process, assertions not
rewritten (`--assert=plain`), a pytest without these functions, a module this does not list (it is
rewritten on import as before), or a worker that does not finish its share in WAIT seconds.
"""

from __future__ import annotations

import fnmatch
import importlib.util
import os
import sys
import time
from pathlib import Path

# How long a worker waits for the other workers' shares: a share is seconds of CPU, far longer only
# on a loaded machine; past it a module still missing is rewritten on import, as without this.
WAIT = 120.0


def pytest_sessionstart(session) -> None:
    config = session.config
    workerinput = getattr(config, "workerinput", None)
    if workerinput is None or sys.dont_write_bytecode or config.getoption("assertmode", "rewrite") != "rewrite":
        return
    try:
        from _pytest.assertion import rewrite
    except ImportError:  # pragma: no cover (another pytest: it rewrites on import, as it always has)
        return
    needed = ("PYC_TAIL", "_rewrite_test", "_write_pyc", "assertstate_key", "get_cache_dir", "try_makedirs")
    if not all(hasattr(rewrite, name) for name in needed) or config.stash.get(rewrite.assertstate_key, None) is None:
        return
    count, index = int(workerinput["workercount"]), int(workerinput["workerid"].lstrip("gw") or 0)
    # The shares are of the whole list, so that every worker draws the same ones whatever the
    # others have written by the time it looks; then each rewrites what is missing of its own.
    modules = test_modules(config)
    for module in modules[index::count]:
        if _missing(rewrite, module):
            _rewrite(rewrite, config, module)
    _wait_for(rewrite, [module for i, module in enumerate(modules) if i % count != index])


def _pyc(rewrite, module: Path) -> Path:
    return rewrite.get_cache_dir(module) / (module.name[:-3] + rewrite.PYC_TAIL)


def _missing(rewrite, module: Path) -> bool:
    """No current rewritten file: _read_pyc's checks of the header and the source's hash, without
    loading the code."""
    try:
        with open(_pyc(rewrite, module), "rb") as kept:
            header = kept.read(16)
        source_hash = importlib.util.source_hash(module.read_bytes())
    except OSError:
        return True
    return header != importlib.util.MAGIC_NUMBER + b"\x03\x00\x00\x00" + source_hash[:8]


def _rewrite(rewrite, config, module: Path) -> None:
    """What pytest's import hook does for a module without a current file (exec_module)."""
    try:
        source_hash, code = rewrite._rewrite_test(module, config)
    except (OSError, SyntaxError):  # pytest reports it when it imports the module
        return
    if rewrite.try_makedirs(rewrite.get_cache_dir(module)):
        rewrite._write_pyc(config.stash[rewrite.assertstate_key], code, source_hash, _pyc(rewrite, module))


def _wait_for(rewrite, others: list[Path]) -> None:
    """Until the other workers' shares are written, or WAIT seconds. They write in the list's
    order: the first one missing is the one to wait for."""
    others = [module for module in others if _missing(rewrite, module)]
    deadline = time.monotonic() + WAIT
    while others and time.monotonic() < deadline:
        while others and not _missing(rewrite, others[0]):
            others.pop(0)
        if others:
            time.sleep(0.05)


def test_modules(config) -> list[Path]:
    """The test modules the run's arguments (or testpaths) name, in a fixed order: every file whose
    name matches `python_files` under each folder named (hidden folders and virtualenvs left out,
    as pytest leaves them), each file named, and the conftest.py files among them."""
    patterns = [*config.getini("python_files"), "conftest.py"]
    roots = [Path(arg.split("::", 1)[0]) for arg in config.args] or [Path(path) for path in config.getini("testpaths")]
    found: set[Path] = set()
    for root in roots:
        root = Path(os.path.normpath(config.invocation_params.dir / root))
        if root.is_file():
            if root.suffix == ".py":
                found.add(root)
            continue
        if not root.is_dir():
            continue
        for path in root.rglob("*.py"):
            parts = path.relative_to(root).parts[:-1]
            if any(part.startswith(".") or part in ("venv", "site-packages", "__pycache__") for part in parts):
                continue
            if any(fnmatch.fnmatch(path.name, pattern) for pattern in patterns):
                found.add(path)
    return sorted(found)
