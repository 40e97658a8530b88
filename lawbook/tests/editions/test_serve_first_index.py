"""Before gunicorn starts, `manage.py serve` has the indexer build the search index when there is
none this code can read (none, or one of another format after a release), so that no search is
answered 503 for want of one; an index of this code's format, stale or not, is served as it is and
the indexer rebuilds it beside gunicorn. Without starting a server (tests/test_release_index.py
starts the real one)."""

import json
from io import StringIO

import pytest

from lawbook.management.commands.serve import Command
from lawbook.search.index import FORMAT_VERSION, META_FILE, format_on_disk


class Recorded(Command):
    """serve's Command, with the indexer's pass recorded instead of started: it writes an index of
    this code's format into `builds` (None: the pass fails, the database being away)."""

    def __init__(self, builds=None):
        super().__init__(stdout=StringIO())
        self.stopping = False
        self.children = {}
        self.started = []
        self.builds = builds

    def start_child(self, name, command):
        self.started.append((name, command[-3:]))
        if self.builds is not None:
            index_of_format(self.builds, FORMAT_VERSION)

        class Done:
            def wait(self):
                return 0

            def poll(self):
                return 0

        self.children[name] = Done()


def index_of_format(folder, version) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / META_FILE).write_text(json.dumps({"version": version, "content_version": 1}), encoding="utf-8")


@pytest.mark.parametrize("on_disk", [None, FORMAT_VERSION - 1, FORMAT_VERSION + 1])
def test_no_index_of_this_format_is_built_by_the_indexer_before_gunicorn_starts(tmp_path, settings, on_disk):
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    if on_disk is not None:
        index_of_format(tmp_path / "index", on_disk)
    command = Recorded(builds=tmp_path / "index")
    command.index_before_serving(["manage.py"])
    assert command.started == [("index", ["run_indexer", "--once", "--no-books"])]
    said = command.stdout.getvalue()
    assert f"this release reads search index format {FORMAT_VERSION}" in said
    assert ("there is none" if on_disk is None else f"the one on disk is of format {on_disk}") in said
    assert "search index built in" in said


def test_a_failed_build_is_said_and_gunicorn_starts_all_the_same(tmp_path, settings):
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    command = Recorded(builds=None)
    command.index_before_serving(["manage.py"])  # returns: handle() goes on to start gunicorn
    assert command.started == [("index", ["run_indexer", "--once", "--no-books"])]
    said = command.stdout.getvalue()
    assert "no search index built" in said and "search index built in" not in said


def test_an_index_of_this_format_is_served_as_it_is(tmp_path, settings):
    """Stale or not (its content version here is not the database's): the indexer rebuilds it
    beside gunicorn, which serves it meanwhile."""
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    index_of_format(tmp_path / "index", FORMAT_VERSION)
    command = Recorded()
    command.index_before_serving(["manage.py"])
    assert command.started == [] and command.stdout.getvalue() == ""


def test_the_format_on_disk_is_none_without_an_index_or_a_readable_meta_file(tmp_path):
    assert format_on_disk(tmp_path / "none") is None
    (tmp_path / "broken").mkdir()
    (tmp_path / "broken" / META_FILE).write_text("{", encoding="utf-8")
    assert format_on_disk(tmp_path / "broken") is None
    index_of_format(tmp_path / "index", FORMAT_VERSION)
    assert format_on_disk(tmp_path / "index") == FORMAT_VERSION
