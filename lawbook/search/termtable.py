"""Every term's postings with their Whoosh BM25F scores, computed once per index generation.

Whoosh scores a posting in pure Python, several microseconds each; a query with its vocabulary,
stems and prefixes reads thousands of postings over sixteen fields, far beyond the 10 ms a search
may take. The collection is small and fixed between rebuilds, so right after Whoosh writes a
generation we ask it for every term's scored postings and positions and fold the four parts of a
document (title, context, heading, body) into one *view* per language and analysis ("tr_x",
"tr_s", "en_x", "en_s"), each part's BM25F score weighted by PART_WEIGHTS. The result is kept in
`terms.pickle` in the same folder; a serving process loads it once (about 0.1 s) and then only
looks things up. The file is written and read by this project only, inside the index folder.
"""

from __future__ import annotations

import bisect
import pickle
from pathlib import Path

from whoosh import index as whoosh_index

from .analysis import LANGS
from .documents import PARTS

TABLE_FILE = "terms.pickle"
MODES = ("x", "s")  # exact, stem
# How much a match in each part of a document counts (measured: bench/search_quality.py).
PART_WEIGHTS = {"title": 3.0, "context": 2.0, "heading": 2.0, "body": 1.0}
# Positions of the parts are kept apart in a view so that no phrase spans two parts.
PART_GAP = 100_000

Postings = dict[int, float]  # docnum -> score
Positions = dict[int, tuple[int, ...]]  # docnum -> positions
_EMPTY: dict = {}


def view_name(lang: str, mode: str) -> str:
    return f"{lang}_{mode}"


VIEWS = tuple(view_name(lang, mode) for lang in LANGS for mode in MODES)


class TermTable:
    def __init__(self, views: dict[str, dict[str, tuple[Postings, Positions]]]):
        self.views = views
        self._sorted = {name: sorted(terms) for name, terms in views.items()}

    def postings(self, view: str, term: str) -> Postings:
        entry = self.views.get(view, _EMPTY).get(term)
        return entry[0] if entry else _EMPTY

    def positions(self, view: str, term: str) -> Positions:
        entry = self.views.get(view, _EMPTY).get(term)
        return entry[1] if entry else _EMPTY

    def expand(self, view: str, prefix: str, limit: int) -> list[str]:
        """Terms of the view that begin with `prefix`, in order, at most `limit`."""
        terms = self._sorted.get(view, [])
        found: list[str] = []
        for i in range(bisect.bisect_left(terms, prefix), len(terms)):
            if not terms[i].startswith(prefix) or len(found) >= limit:
                break
            found.append(terms[i])
        return found

    def frequency(self, term: str, views: tuple[str, ...]) -> int:
        """In how many documents the term occurs, summed over the views."""
        return sum(len(self.postings(name, term)) for name in views)

    def terms(self, view: str) -> list[str]:
        return self._sorted.get(view, [])


def build(folder: Path) -> None:
    """Score every posting of the Whoosh index in `folder` and write the table beside it."""
    ix = whoosh_index.open_dir(str(folder))
    views: dict[str, dict[str, tuple[Postings, Positions]]] = {name: {} for name in VIEWS}
    with ix.searcher() as searcher:
        for lang in LANGS:
            for mode in MODES:
                for index, part in enumerate(PARTS):
                    _fold_in(searcher, f"{part}_{lang}_{mode}", index, views[view_name(lang, mode)])
    ix.close()
    with open(Path(folder) / TABLE_FILE, "wb") as out:
        pickle.dump(views, out, protocol=pickle.HIGHEST_PROTOCOL)


def _fold_in(searcher, field: str, part_index: int, view: dict) -> None:
    weight = PART_WEIGHTS[PARTS[part_index]]
    offset = part_index * PART_GAP
    for raw in searcher.reader().lexicon(field):
        term = raw.decode("utf-8") if isinstance(raw, bytes) else raw
        scores, positions = view.setdefault(term, ({}, {}))
        matcher = searcher.postings(field, term)
        while matcher.is_active():
            doc = matcher.id()
            scores[doc] = round(scores.get(doc, 0.0) + weight * matcher.score(), 5)
            positions[doc] = positions.get(doc, ()) + tuple(p + offset for p in matcher.value_as("positions"))
            matcher.next()


def load(folder: Path | str) -> TermTable:
    with open(Path(folder) / TABLE_FILE, "rb") as source:
        return TermTable(pickle.load(source))
