"""A release that changes the search index's format (lawbook.search.index.FORMAT_VERSION) does not
show search as unavailable: `serve` finds the index on disk of an older format, which this code's
reader refuses, and has the indexer build the new one before gunicorn starts, so the first search
is answered with results, not 503 (README.md, "Running in production", releasing)."""

import json
import signal
import urllib.error
import urllib.parse
import urllib.request

import pytest

from lawbook.search.index import FORMAT_VERSION, META_FILE

from .production import free_port
from .production_server import copy_prepared
from .test_serving import start_serve, stop, wait_until_listening

pytestmark = pytest.mark.server


def older_format_index(var) -> None:
    """The index the previous release left: the one built from this database (the template's, by
    the indexer's pass), marked as of the format before. Copied rather than built again by a
    `rebuild_index` process (a Django start and a build, some 3 s of CPU): what `serve` is
    checked on is the format the meta file names, not how the folder came to be."""
    meta_file = var / "index" / META_FILE
    meta = json.loads(meta_file.read_text(encoding="utf-8"))
    meta["version"] = FORMAT_VERSION - 1
    meta_file.write_text(json.dumps(meta, ensure_ascii=False), encoding="utf-8")


def first_search(port: int, words: str) -> tuple[int, bytes]:
    """GET /api/search/, waiting as long as a worker booting on a busy machine takes (its first
    request also opens the index): the question is what it answers, not how soon."""
    url = f"http://127.0.0.1:{port}/api/search/?" + urllib.parse.urlencode({"q": words})
    try:
        with urllib.request.urlopen(url, timeout=120) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def test_the_first_search_after_a_release_that_changed_the_index_format_is_answered(tmp_path, production_template):
    var = tmp_path / "var"
    copy_prepared(production_template, var, index=True)  # the Laws imported and their index
    older_format_index(var)
    old_generation = (var / "index").resolve()
    port = free_port()
    # The indexer's passes beside gunicorn a minute apart: the index the first search finds is
    # the one built before gunicorn started, never one a pass beside it raced to build first.
    process = start_serve(var, port, workers="1", index_every="60")
    try:
        wait_until_listening(process, port)
        status, body = first_search(port, "rönons")
        process.send_signal(signal.SIGTERM)
        output, _ = process.communicate(timeout=60)
    finally:
        stop(process)
    assert status == 200, body[:300]
    assert json.loads(body)["results"], body[:300]
    assert (var / "index").resolve() != old_generation  # a new generation, swapped in by the indexer
    assert f"this release reads search index format {FORMAT_VERSION}" in output, output
    assert f"the one on disk is of format {FORMAT_VERSION - 1}" in output, output
