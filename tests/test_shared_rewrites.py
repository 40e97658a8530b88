"""config/shared_rewrites.py: two xdist workers of a fresh clone rewrite each test module's asserts
once between them, into the file pytest's import hook then reads instead of rewriting it again."""

import threading
import time
from pathlib import Path
from types import SimpleNamespace

from _pytest.assertion import rewrite

from config import shared_rewrites


class WorkerConfig:
    """A worker's config as the plugin reads it: its place among the workers, the folder it was
    started in and the run's arguments; the rest (the stash, the ini) is this run's."""

    def __init__(self, real, folder: Path, worker: int, count: int):
        self.real, self.args = real, [str(folder)]
        self.workerinput = {"workerid": f"gw{worker}", "workercount": count}
        self.invocation_params = SimpleNamespace(dir=folder)
        self.stash = real.stash

    def getoption(self, name, default=None):
        return self.real.getoption(name, default)

    def getini(self, name):
        return self.real.getini(name)


def modules(folder: Path, n: int) -> list[Path]:
    written = []
    for i in range(n):
        module = folder / ("tests" if i % 3 else "other") / f"test_m{i}.py"
        module.parent.mkdir(exist_ok=True)
        module.write_text(f"def test_{i}():\n    x = {i}\n    assert x + 1 == {i + 1}, 'said'\n")
        written.append(module)
    (folder / "helper.py").write_text("assert True\n")  # no test module: not rewritten
    return written


def test_two_workers_rewrite_each_module_once_into_the_file_pytest_reads(pytestconfig, tmp_path, monkeypatch):
    written = modules(tmp_path, 9)
    rewritten: list[Path] = []
    lock = threading.Lock()
    real = rewrite._rewrite_test

    def counted(module, config):
        with lock:
            rewritten.append(module)
        time.sleep(0.02)  # as long as a real module takes: both workers look before either writes
        return real(module, config)

    monkeypatch.setattr(rewrite, "_rewrite_test", counted)
    workers = [
        threading.Thread(
            target=shared_rewrites.pytest_sessionstart,
            args=(SimpleNamespace(config=WorkerConfig(pytestconfig, tmp_path, i, 2)),),
        )
        for i in range(2)
    ]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(timeout=60)
    assert sorted(rewritten) == sorted(written)  # each once, nothing else
    for module in written:
        kept = rewrite._read_pyc(module, shared_rewrites._pyc(rewrite, module))
        assert kept is not None
        assert kept.co_code == real(module, pytestconfig)[1].co_code  # what pytest writes itself

    # A later run finds every file current and rewrites nothing; a changed module is rewritten.
    rewritten.clear()
    written[4].write_text("def test_4():\n    assert 4 == 4\n")
    shared_rewrites.pytest_sessionstart(SimpleNamespace(config=WorkerConfig(pytestconfig, tmp_path, 0, 1)))
    assert rewritten == [written[4]]


def test_a_run_in_one_process_is_left_to_pytest(pytestconfig, tmp_path, monkeypatch):
    written = modules(tmp_path, 2)
    config = WorkerConfig(pytestconfig, tmp_path, 0, 1)
    del config.workerinput
    shared_rewrites.pytest_sessionstart(SimpleNamespace(config=config))
    assert all(shared_rewrites._missing(rewrite, module) for module in written)
