"""How config/suite_schedule.py hands the suite's tests to two xdist workers: the browser walks, one
test of a minute each, go one to each worker (issue 21; docs/benchmarks.md, session 82 suite51, where
one worker ran both while the other stood idle for three minutes); and the order conftest.py collects the long
files in, the costliest first by the same record (session 87 suite57)."""

import json

from config.suite_schedule import FileRunScheduling

SHORT = 0.05
WALK = 60.0


class Worker:
    """What the scheduler sees of an xdist worker: the tests sent to it and whether it is told to stop."""

    def __init__(self, name):
        self.gateway = type("Gateway", (), {"id": name})()
        self.shutting_down = False
        self.sent = []

    def send_runtest_some(self, indices):
        self.sent.extend(indices)

    def shutdown(self):
        self.shutting_down = True


class Config:
    """The two options LoadScheduling reads: two workers, no chunk size."""

    def getvalue(self, name):
        return ["2*popen"]

    def getoption(self, name):
        return None


COLLECTION = [
    *(f"a/test_short.py::test_{n}" for n in range(3)),
    *(f"b/test_other.py::test_{n}" for n in range(3)),
    "lawbook/test_editor_walk_browser.py::test_walk",
    "desk/test_desk_walk_browser.py::test_walk",
    *(f"c/test_tail.py::test_{n}" for n in range(3)),
]


def scheduled(tmp_path, costs):
    """The scheduler with `costs` recorded, after the first worker has finished its first two tests
    while the second still runs its first (the moment the walks are the next runs pending)."""
    record = tmp_path / "suite_costs.json"
    record.write_text(json.dumps(costs))
    scheduler = FileRunScheduling(Config(), costs=record)
    first, second = Worker("gw0"), Worker("gw1")
    for worker in (first, second):
        scheduler.add_node(worker)
        scheduler.add_node_collection(worker, COLLECTION)
    scheduler.schedule()
    for index in (0, 1):
        scheduler.mark_test_complete(first, first.sent[index])
    return first, second


def walks(worker):
    return [COLLECTION[index] for index in worker.sent if "walk" in COLLECTION[index]]


def test_the_two_walks_go_one_to_each_worker(tmp_path):
    long_files = {file.split("::")[0]: WALK for file in COLLECTION if "walk" in file}
    costs = {"files": long_files, "other": SHORT, "total": 700.0}
    first, second = scheduled(tmp_path, costs)
    assert walks(first) == ["lawbook/test_editor_walk_browser.py::test_walk"]
    assert walks(second) == ["desk/test_desk_walk_browser.py::test_walk"]
    # each worker still gets its tests in the collection's order (pytest-django's parts)
    assert first.sent == sorted(first.sent) and second.sent == sorted(second.sent)


def test_without_a_record_every_run_goes_to_the_worker_that_asks(tmp_path):
    first, second = scheduled(tmp_path, {})
    assert len(walks(first)) == 2 and walks(second) == []


class Item:
    """What conftest.py's ordering reads of a collected test: its node id and its marks."""

    def __init__(self, nodeid, *marks):
        self.nodeid, self.marks = nodeid, set(marks)

    def get_closest_marker(self, name):
        return name if name in self.marks else None


def ordered(items, costs, tmp_path, monkeypatch):
    import conftest
    from config import suite_schedule

    record = tmp_path / "suite_costs.json"
    record.write_text(json.dumps(costs))
    monkeypatch.setattr(suite_schedule, "COSTS", record)
    conftest._longest_files_first(items)
    return [item.nodeid for item in items]


COLLECTED = [
    Item("a/test_short.py::test_0"),
    Item("b/test_browser.py::test_0", "browser"),
    Item("b/test_browser.py::test_1", "browser"),
    Item("c/test_short.py::test_0"),
    Item("d/test_serving.py::test_0", "server"),
    Item("d/test_serving.py::test_1", "server"),
    Item("d/test_serving.py::test_2", "server"),
    Item("e/test_slow.py::test_0", "slow"),
]


def test_the_costliest_long_file_comes_first_and_the_short_ones_last(tmp_path, monkeypatch):
    # tests/test_serving.py's module server was the last long file of its part, and ran alone at the end of
    # `pytest -m "browser or server or pdf"` (docs/benchmarks.md, session 87 suite57): 3 x 12 s here.
    costs = {"files": {"b/test_browser.py": 5.0, "d/test_serving.py": 12.0, "e/test_slow.py": 20.0}, "other": SHORT}
    costs["total"] = 700.0
    assert ordered(list(COLLECTED), costs, tmp_path, monkeypatch) == [
        "d/test_serving.py::test_0",
        "d/test_serving.py::test_1",
        "d/test_serving.py::test_2",
        "e/test_slow.py::test_0",
        "b/test_browser.py::test_0",
        "b/test_browser.py::test_1",
        "a/test_short.py::test_0",
        "c/test_short.py::test_0",
    ]


def test_without_a_record_the_long_files_keep_the_collections_order(tmp_path, monkeypatch):
    assert ordered(list(COLLECTED), {}, tmp_path, monkeypatch) == [
        "b/test_browser.py::test_0",
        "b/test_browser.py::test_1",
        "d/test_serving.py::test_0",
        "d/test_serving.py::test_1",
        "d/test_serving.py::test_2",
        "e/test_slow.py::test_0",
        "a/test_short.py::test_0",
        "c/test_short.py::test_0",
    ]
