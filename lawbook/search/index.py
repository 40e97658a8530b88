"""Building the search index and swapping it in atomically.

settings.SEARCH_INDEX_DIR (var/index by default) is a symbolic link to the current generation, a
sibling folder `index.<time>.<random>`. rebuild() writes a complete new generation, then replaces
the link with one rename(2), so a reader sees either the old index or the new one, never a half
written one, and a failed build leaves the old index in place. The newest complete generation
before the current one is kept, because a process that opened it may still be reading it; the
folder of a build that was killed (no meta file) is deleted by the next build.

The index records the content version (lawbook.content_version) it was built from: is_stale()
compares it with the database's, so a machine's indexer rebuilds only after the text changed. It
records too the code that turned the text into terms (builder_digest()): a release that changes
how a word is stemmed or split makes the old index stale, since a query is analysed by the new
code and would look for stems the old index does not hold.
"""

from __future__ import annotations

import fcntl
import gc
import hashlib
import inspect
import json
import logging
import os
import pickle
import secrets
import shutil
import time
from collections import defaultdict
from collections.abc import Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from django.conf import settings
from whoosh import index as whoosh_index
from whoosh.fields import ID, STORED, Schema

from .. import content_version
from ..text import inflection, textfold
from . import analysis, documents, termtable
from .analysis import case_form, exact_form, normalize, words
from .documents import PARTS, Collection, IndexDocument, collect, extra_documents
from .paths import GuidePath
from .paths import registered as registered_paths

logger = logging.getLogger(__name__)
META_FILE = "meta.json"
# The verb forms of the text's words (lawbook.search.forms.written): derived data, written here.
FORMS_FILE = "verb_forms.pickle"
# 2: the text is in the term table only, not in Whoosh's postings; 3: with its adjacent pairs and
# the paths' terms; 4: and the terms of the sentences the sub-paragraphs complete (lead-ins)
FORMAT_VERSION = 4
KEEP_GENERATIONS = 2
LEGACY = "0-legacy"  # the name part of an index folder from before generations, sorted first


@dataclass(frozen=True)
class BuildReport:
    path: Path  # the generation folder now in use
    documents: int
    seconds: float


def schema() -> Schema:
    # Whoosh keeps what a result shows and finds a document by its id; the text is scored and
    # looked up in the term table (termtable.py), built from the same documents.
    return Schema(id=ID(stored=True, unique=True), kind=ID(stored=True), shown=STORED)


def index_dir() -> Path:
    return Path(settings.SEARCH_INDEX_DIR)


def index_link() -> str:
    """index_dir() as a string, without making a Path (asked at every search: reader.linked)."""
    return os.fspath(settings.SEARCH_INDEX_DIR)


def rebuild(target: Path | str | None = None, collection: Collection | None = None) -> BuildReport:
    """Build the index into a fresh folder and make it the current one.

    `collection` defaults to everything in the database (lawbook.search.documents.collect()).
    """
    started = time.perf_counter()
    target = Path(target or index_dir())
    target.parent.mkdir(parents=True, exist_ok=True)
    with _one_build_at_a_time(target):
        # Read before collecting: a change committed during the build leaves the index stale. A
        # collection given by the caller is not the database's text and records no version.
        version = content_version.current() if collection is None else None
        fresh, count = _build(target, collection, version)
    report = BuildReport(fresh, count, time.perf_counter() - started)
    logger.debug("search index: %s documents in %.2fs (%s)", report.documents, report.seconds, fresh.name)
    return report


@contextmanager
def _one_build_at_a_time(target: Path):
    """Two imports at once would each prune the other's folder while it is being written."""
    with open(target.with_name(f".{target.name}.build-lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def is_stale(target: Path | str | None = None) -> bool:
    """True when there is no index, or it was built from an older content version, by an older
    format, or from other documents of the registered sources (a situation guide changed in a
    release: the database's version does not see it)."""
    meta = _meta_on_disk(target)
    if meta is None:
        return True
    return (
        meta.get("version") != FORMAT_VERSION
        or meta.get("content_version") != content_version.current()
        or meta.get("sources") != sources_digest()
        or meta.get("builder") != builder_digest()
    )


def format_on_disk(target: Path | str | None = None) -> int | None:
    """The format of the index on disk (FORMAT_VERSION of the code that built it), None when there
    is none. The reader opens only its own format (reader._read), so after a release that changes
    it `serve` has the indexer build the index before gunicorn starts, rather than answer every
    search 503 for the half minute of a rebuild (lawbook/management/commands/serve.py)."""
    meta = _meta_on_disk(target)
    return None if meta is None else meta.get("version")


def _meta_on_disk(target: Path | str | None) -> dict | None:
    """The index's meta.json as written by `build`, None when there is none or it is unreadable."""
    try:
        meta = json.loads((Path(target or index_dir()) / META_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return meta if isinstance(meta, dict) else None


# The modules whose code decides which terms a document's text becomes.
BUILDER_MODULES = (analysis, inflection, textfold, documents, termtable)


def builder_digest() -> str:
    """A fingerprint of the code that turns the text into the index's terms (any edit counts: a
    needless rebuild costs the indexer half a minute, a missed one wrong answers)."""
    from . import forms  # the verb forms written beside the table (imports the reader, which imports this module)

    digest = hashlib.sha256()
    for module in (*BUILDER_MODULES, forms):
        digest.update(inspect.getsource(module).encode())
    return digest.hexdigest()


def sources_digest() -> str:
    """A fingerprint of the registered sources' documents (lawbook.search.documents.register_source)
    and paths (lawbook.search.paths.register_source)."""
    digest = hashlib.sha256()
    for document in extra_documents():
        digest.update(json.dumps(document.fields(), default=str, sort_keys=True, ensure_ascii=False).encode())
    for path in registered_paths():
        digest.update(json.dumps(path.stored(), sort_keys=True, ensure_ascii=False).encode())
    return digest.hexdigest()


def _build(target: Path, collection: Collection | None, version: int | None) -> tuple[Path, int]:
    # Sortable to the nanosecond, so that pruning keeps the newest generations.
    now = time.time_ns()
    stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime(now // 1_000_000_000)) + f"{now % 1_000_000_000:09d}"
    fresh = target.with_name(f"{target.name}.{stamp}.{secrets.token_hex(4)}")
    fresh.mkdir()
    try:
        collection = collection or collect()
        write_generation(fresh, collection, version)
        swap(target, fresh)
    except BaseException:
        shutil.rmtree(fresh, ignore_errors=True)
        raise
    prune(target)
    return fresh, len(collection.documents)


def write_generation(folder: Path, collection: Collection, version: int | None = None) -> None:
    with _collector_paused():
        _write_generation(folder, collection, version)


@contextmanager
def _collector_paused():
    """The garbage collector held off while a generation is written. The build makes some two
    million objects that refer to no one that refers back (the term table's dicts of tuples of
    numbers and strings, Whoosh's postings), all freed by their counts or kept; with CPython's
    thresholds the collector still ran some 980 times over them, its full passes walking everything
    alive, 0.4-0.7 s of a 1.8 s rebuild in a process collected as the indexer's is (docs/benchmarks.md,
    suite56). Only the processes that build call this (the indexer, the import and rebuild commands,
    tests), never a serving one, which only reads an index (lawbook.search.reader): the collector
    is the process's, and a request beside a build would go uncollected for a second. Cycles made
    meanwhile are collected once it runs again; a collector someone else stopped stays stopped."""
    running = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if running:
            gc.enable()


def _write_generation(folder: Path, collection: Collection, version: int | None) -> None:
    documents = collection.documents
    ix = whoosh_index.create_in(str(folder), schema())
    writer = ix.writer()
    try:
        for document in documents:
            writer.add_document(**document.stored())
    except BaseException:
        writer.cancel()
        raise
    writer.commit()
    ix.close()
    table = termtable.build(folder, documents, collection.paths)
    surfaces = surface_forms(documents)
    _write_verb_forms(folder, table, surfaces, collection.paths)
    meta = {
        "version": FORMAT_VERSION,
        "content_version": version,
        "sources": sources_digest() if version is not None else None,
        "builder": builder_digest(),
        "built": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "documents": len(documents),
        "labels": sorted(d.shown.label for d in documents if d.shown.kind == "paragraph"),
        "chapters": collection.chapters,
        "surfaces": surfaces,
        "paths": [path.stored() for path in collection.paths],
    }
    (folder / META_FILE).write_text(json.dumps(meta, ensure_ascii=False), encoding="utf-8")


def _write_verb_forms(
    folder: Path, table: termtable.TermTable, surfaces: dict[str, list[str]], paths: Sequence[GuidePath]
) -> None:
    """The verb forms of the text's words and of the players' words (the vocabulary's Turkish terms,
    the guides' Turkish phrasings: lawbook.search.forms.written), which a serving process reads
    (reader.FORMS_FILE) instead of working them out at the first query that types one."""
    from . import forms, vocabulary  # forms imports the reader, which imports this module

    texts = [term.text for group in vocabulary.load().groups for term in group.terms if term.lang == "tr"]
    texts += [path.said.get("tr", "") for path in paths]
    players = [word.text for text in texts for word in words(normalize(text))]
    with open(folder / FORMS_FILE, "wb") as out:
        pickle.dump(forms.written(table, surfaces, players), out, protocol=pickle.HIGHEST_PROTOCOL)


def surface_forms(documents: list[IndexDocument]) -> dict[str, list[str]]:
    """Folded word -> the case-folded spellings the Turkish text uses, most frequent first.

    A query typed without diacritics ("cezali") is stemmed and suggested in its real spelling
    ("cezalı"): the Turkish stemmer needs the letters.
    """
    counts: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for document in documents:
        for part in PARTS:
            for folded, spelled in _spellings(document.text[part]["tr"]):
                counts[folded][spelled] += 1
    return {folded: sorted(forms, key=lambda f: -forms[f]) for folded, forms in counts.items()}


@lru_cache(maxsize=16_384)
def _spellings(text: str) -> tuple[tuple[str, str], ...]:
    """Each word of a Turkish text as (folded, spelled), kept by text as analysis._analysed is: the
    next rebuild reads the same texts."""
    return tuple((exact_form(word.text, "tr"), case_form(word.text, "tr")) for word in words(normalize(text)))


def swap(target: Path, fresh: Path) -> None:
    """Point `target` at `fresh` with one atomic rename."""
    if target.exists() and not target.is_symlink():
        # An index folder from before generations: move it aside once (not atomic, only once).
        target.rename(target.with_name(f"{target.name}.{LEGACY}.{secrets.token_hex(4)}"))
    link = target.with_name(f".{target.name}.link.{secrets.token_hex(4)}")
    os.symlink(fresh.name, link)
    try:
        os.replace(link, target)
    except BaseException:
        link.unlink(missing_ok=True)
        raise


def generations(target: Path) -> list[Path]:
    """Generation folders beside `target`, oldest first."""
    found = [p for p in target.parent.glob(f"{target.name}.*") if p.is_dir() and not p.is_symlink()]
    return sorted(found, key=lambda p: p.name.split(".", 1)[1])


def prune(target: Path) -> None:
    """Delete the folders of builds that never finished, then all but the newest complete older
    generation.

    Runs under the build lock, so an incomplete folder is one whose build was killed (its meta
    file is written last), never one being written. Counting it as "the previous generation"
    would delete the last complete one, which a reader may still have open.
    """
    current = target.resolve()
    older = [p for p in generations(target) if p.resolve() != current]
    complete = []
    for folder in older:
        if is_complete(folder):
            complete.append(folder)
        else:
            shutil.rmtree(folder, ignore_errors=True)
    for folder in complete[: max(0, len(complete) - (KEEP_GENERATIONS - 1))]:
        shutil.rmtree(folder, ignore_errors=True)


def is_complete(folder: Path) -> bool:
    """A generation whose build finished (its meta file is the last thing written), or the index
    folder from before generations (moved aside by swap(): it was the index being served)."""
    return (folder / META_FILE).is_file() or f".{LEGACY}." in folder.name
