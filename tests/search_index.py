"""Pytest fixtures for the search tests (lawbook/tests/search/test_search_*.py import them).

`search_index_dir` builds the index of the test database (the imported official text) once per
session into a temporary folder (under pytest-xdist the first worker to need it builds it, 2-3 s of
CPU, and the other copies it: their test databases are copies of one template); `search_index`
points settings.SEARCH_INDEX_DIR at it for a test.
`writable_index` gives a test its own copy of it, up to date, for a test that rebuilds.
`tiny_index` builds an index of documents a test writes itself, e.g. to have or lack English.
`first_paragraph` and `assert_first_within` are what a ranking test asks of a search: the first
hit that is not a guide, and that it is within the paragraph expected; `top_labels`, the labels of
the first n hits, guides included (the players' stories tests ask whether a paragraph is among them).
"""

from __future__ import annotations

import fcntl
import os
import shutil
from pathlib import Path

import pytest

from lawbook.labels import parse_label
from lawbook.search import reader
from lawbook.search.documents import PARTS, Collection, IndexDocument, Shown
from lawbook.search.guides import KIND as GUIDE
from lawbook.search.index import is_stale, rebuild
from lawbook.search.service import search

# Each test module that imports the fixture gets its own copy of it: build once all the same.
_built: list[Path] = []


@pytest.fixture(scope="session")
def search_index_dir(django_db_setup, django_db_blocker, tmp_path_factory) -> Path:
    if not _built:
        target = tmp_path_factory.mktemp("search") / "index"
        shared = session_folder(tmp_path_factory) / "search-index"
        with open(shared.with_suffix(".lock"), "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # one worker builds (2-3 s of CPU), the other waits
            if not (shared / "ready").exists():
                with django_db_blocker.unblock():
                    _rebuild_from_the_imported_text(shared / "index")
                (shared / "ready").touch()
        copy_index(shared / "index", target)
        _built.append(target)
    return _built[0]


def session_folder(tmp_path_factory) -> Path:
    """The folder of the whole test session, shared by its xdist workers (each has its own below it):
    where the first worker builds what the others copy (this index; conftest.py's test database and
    production template)."""
    root = tmp_path_factory.getbasetemp()
    return root.parent if os.environ.get("PYTEST_XDIST_WORKER") else root


def copy_index(index: Path, target: Path) -> None:
    """A built index (a link to its generation's folder) copied as a deployment holds it: the
    generation's folder beside `target`, and `target` a relative link to it, as the indexer links it."""
    generation = index.resolve()
    shutil.copytree(generation, target.parent / generation.name)
    target.symlink_to(generation.name)


def _rebuild_from_the_imported_text(target: Path) -> None:
    """The index of the imported Laws, whatever the tables hold now. A session fixture is set up
    before the test's own fixtures, so after a live-server test (whose tables are emptied after it)
    the tables may be empty here: the index then held the guides alone, and a later search test
    found no paragraph (the desk's laws picker after the polls' tests, in that order). The text is
    then imported in a transaction rolled back after the build, so the tables are left as found."""
    from django.db import transaction

    from lawbook.importer import import_text
    from lawbook.models import Paragraph

    if Paragraph.objects.exists():
        rebuild(target)
        return
    with transaction.atomic():
        import_text()
        rebuild(target)
        transaction.set_rollback(True)


@pytest.fixture
def search_index(search_index_dir, settings, db) -> Path:
    # The reader follows the setting by itself; keeping the index open spares the next test.
    # `db`: search pages and the API read which edition is current (lawbook.editions.editions).
    settings.SEARCH_INDEX_DIR = search_index_dir
    return search_index_dir


@pytest.fixture
def writable_index(search_index_dir, tmp_path, settings, db) -> Path:
    """The session's index copied into the test's own folder as a deployment holds it (a link to
    its generation), made the current one: up to date with the database as every test starts it,
    so that a test of what makes it stale or rebuilds it need not build it first (3 s or more)."""
    link = tmp_path / "index"
    copy_index(search_index_dir, link)
    settings.SEARCH_INDEX_DIR = link
    assert not is_stale(), "the test database changed since the session's index was built"
    return link


def paragraph_document(
    label: str,
    law: int,
    text: dict[str, str],
    heading: dict[str, str] | None = None,
    title: dict[str, str] | None = None,
    chapter: int = 6,
) -> IndexDocument:
    """A paragraph as the index holds it, written by a test."""
    empty = {"tr": "", "en": ""}
    heading = {**empty, **(heading or {})}
    title = {**empty, **(title or {})}
    body = {**empty, **text}
    shown = Shown(
        kind="paragraph",
        label=label,
        law=law,
        chapter=chapter,
        anchor=label.replace("(", "").replace(")", ""),
        order=law * 10_000,
        law_title=title,
        heading=heading,
        body=body,
    )
    parts = dict.fromkeys(PARTS, empty)
    parts.update(context=title, heading=heading, body=body)
    return IndexDocument(f"p:{label}", shown, parts)


@pytest.fixture
def tiny_index(tmp_path, settings, db):
    """Call with a list of IndexDocuments: builds them into an index and makes it the current one."""

    def build(documents: list[IndexDocument]) -> Path:
        target = tmp_path / "tiny" / "index"
        target.parent.mkdir(exist_ok=True)
        rebuild(target, Collection(documents))
        settings.SEARCH_INDEX_DIR = target
        return target

    yield build
    reader.reset()


def first_paragraph(query: str, lang: str) -> str:
    """The label of the first hit of `query` that is not a guide (a paragraph, a definition...)."""
    return next(h.label for h in search(query, lang).hits if h.kind != GUIDE)


def assert_first_within(query: str, lang: str, label: str) -> None:
    """The first hit that is not a guide is `label` or a paragraph within it."""
    first = first_paragraph(query, lang)
    assert parse_label(first).is_within(parse_label(label)), first


def top_labels(query: str, lang: str, n: int) -> list[str]:
    """The labels of the first `n` hits of `query`, guides and Endings included."""
    return [hit.label for hit in search(query, lang).hits[:n]]
