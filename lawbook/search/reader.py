"""The read side of the index in a serving process: one searcher, reopened when the index changes.

`with reader.session() as ix:` checks where settings.SEARCH_INDEX_DIR points (one readlink) and
reopens when a rebuild has swapped in a new generation. What is opened: the Whoosh searcher, the
stored display records of every document, the term table (lawbook.search.termtable) and the
index's metadata. Whoosh readers share file handles and the per-generation caches are plain
dicts, neither safe to use from two threads at once, so sessions are serialised by one lock; a
search holds it for a few milliseconds.
"""

from __future__ import annotations

import gc
import json
import os
import pickle
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from whoosh import index as whoosh_index
from whoosh.searching import Searcher

from .documents import Shown
from .index import FORMAT_VERSION, FORMS_FILE, META_FILE, index_link
from .paths import GuidePath
from .termtable import TABLE_FILE, TermTable
from .termtable import load as load_table

T = TypeVar("T")


class IndexMissing(RuntimeError):
    """No index has been built (run `manage.py rebuild_index`)."""


@dataclass(frozen=True)
class ChapterInfo:
    number: int
    roman: str
    name_tr: str
    name_en: str

    def name(self, lang: str) -> str:
        return (self.name_en if lang == "en" else "") or self.name_tr


@dataclass
class OpenIndex:
    path: str  # the generation folder
    searcher: Searcher
    built: str
    labels: frozenset[str]
    chapters: list[ChapterInfo]
    surfaces: dict[str, list[str]]
    shown: dict[int, Shown]  # by document number: small enough to keep, and a hit reads no file
    terms: TermTable
    paths: tuple[GuidePath, ...] = ()  # the situation guides' paths (lawbook.search.paths)
    # The verb forms of the text's own words, by case form, as the indexer wrote them
    # (lawbook.search.forms.written); None for a generation written without them.
    verb_forms: dict[str, tuple[str, ...]] | None = None
    # What is derived from this generation (word scores, highlighters, URLs, the guides' words):
    # valid for it only, dropped with it. `kept` holds its answers by name, then by key, `once`
    # its own apart, so that the two never take each other's answers.
    cache: dict = field(default_factory=dict)
    _once: dict = field(default_factory=dict, init=False, repr=False)

    def close(self) -> None:
        self.searcher.close()

    def once(self, name: Hashable, compute: Callable[[], T]) -> T:
        """compute()'s answer, computed the first time `name` is asked in this generation and kept
        with it: for what is derived from the generation alone, whole (the guides' docnums, a
        language's lexicon) or by one of its things (a path, a document, a label), and so is
        bounded by it. `name` tells the answers apart: a string, or a tuple led by one
        (("lexicon", lang)). The answer is shared between queries: not to be changed."""
        try:
            return self._once[name]
        except KeyError:
            value = self._once[name] = compute()
            return value

    def kept(self, name: str, key: Hashable, compute: Callable[[], T], limit: int) -> T:
        """compute()'s answer for `key`, kept in this generation's cache `name` (the `limit` most
        recently used answers): for what queries ask again and again, words, concepts,
        highlighters, and is not bounded by the generation. The answer is shared between queries:
        not to be changed."""
        cache = self.cache.get(name)
        if cache is None:  # not setdefault(name, OrderedDict()), which makes one at every call
            cache = self.cache[name] = OrderedDict()
        try:
            value = cache[key]
        except KeyError:
            pass
        else:
            cache.move_to_end(key)
            return value
        value = cache[key] = compute()
        if len(cache) > limit:
            cache.popitem(last=False)
        return value


_lock = threading.RLock()
_current: OpenIndex | None = None


def _open(path: str) -> OpenIndex:
    meta_path = Path(path) / META_FILE
    if not meta_path.is_file() or not (Path(path) / TABLE_FILE).is_file() or not whoosh_index.exists_in(path):
        raise IndexMissing(path)
    try:
        return _read(path, json.loads(meta_path.read_text(encoding="utf-8")))
    except IndexMissing:
        raise
    except Exception as error:
        # Whatever is wrong with the files (an older format, a disk error), the index is not
        # usable: searches say so (503) instead of failing, and a rebuild replaces it.
        raise IndexMissing(f"{path}: {error!r}") from error


def _read(path: str, meta: dict) -> OpenIndex:
    if meta.get("version") != FORMAT_VERSION:
        raise IndexMissing(f"{path}: index format {meta.get('version')}, expected {FORMAT_VERSION}")
    searcher = whoosh_index.open_dir(path).searcher()
    shown = {docnum: Shown.from_stored(fields["shown"]) for docnum, fields in searcher.reader().iter_docs()}
    return OpenIndex(
        path=path,
        searcher=searcher,
        built=meta["built"],
        labels=frozenset(meta["labels"]),
        chapters=[ChapterInfo(**c) for c in meta["chapters"]],
        surfaces=meta["surfaces"],
        shown=shown,
        terms=load_table(path),
        paths=tuple(GuidePath.from_stored(p) for p in meta.get("paths", ())),
        verb_forms=_verb_forms(path),
    )


def _verb_forms(path: str) -> dict[str, tuple[str, ...]] | None:
    try:
        with open(Path(path) / FORMS_FILE, "rb") as source:
            return pickle.load(source)
    except FileNotFoundError:
        return None


def linked() -> str:
    """The generation folder settings.SEARCH_INDEX_DIR links to now (one readlink): the one a search
    opens, and what the indexer swaps when it rebuilds. Asked at every search: the link's target
    beside it (index.py writes its folder's name), not os.path.realpath, which looks at every
    folder of the path in turn (some 40 microseconds a search, searchspeed14); realpath for what
    is not a link (a folder built before the links, or none)."""
    link = index_link()
    try:
        target = os.readlink(link)
    except OSError:
        return os.path.realpath(link)
    return os.path.join(os.path.dirname(link), target)


def _fresh() -> OpenIndex:
    global _current
    path = linked()
    if _current is not None and _current.path == path:
        return _current
    opened = _open(path)
    if _current is not None:
        _current.close()
    _current = opened
    _settle_memory()
    return opened


def _settle_memory() -> None:
    """Move what is alive now (Django, the open index) out of the collector's sight.

    A full garbage collection walks every live object, some 60 ms in a serving process; with the
    long-lived objects frozen it walks only what searches allocate, so no search pays 60 ms for it.
    Unfreezing first lets the previous generation of the index be collected.
    """
    gc.unfreeze()
    gc.collect()
    gc.freeze()


@contextmanager
def session():
    """The current index, for the duration of one search."""
    with _lock:
        yield _fresh()


def reset() -> None:
    """Forget the open index (tests switch SEARCH_INDEX_DIR)."""
    global _current
    with _lock:
        if _current is not None:
            _current.close()
        _current = None
