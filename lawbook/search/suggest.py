""""Did you mean": the closest words of the index's own vocabulary to the words typed.

Only words the index does not hold are corrected; each is replaced by the nearest indexed word
(edit distance 1, or 2 for longer words, first letter kept), the most frequent on a tie, and shown
in the spelling the text uses ("cezali karr" -> "cezalı kart").
"""
from __future__ import annotations

from .analysis import LANGS, exact_form
from .query import Plan
from .reader import OpenIndex

_FIELDS = tuple(f"{part}_{lang}_x" for lang in LANGS for part in ("body", "heading", "title"))


def _known(ix: OpenIndex, term: str) -> bool:
    reader = ix.searcher.reader()
    return any((field, term) in reader for field in _FIELDS)


def _closest(ix: OpenIndex, term: str) -> str | None:
    reader = ix.searcher.reader()
    maxdist = 1 if len(term) <= 4 else 2
    best: tuple[int, int, str] | None = None
    for field in _FIELDS:
        for candidate in reader.terms_within(field, term, maxdist, prefix=1):
            if candidate.isdigit():
                continue
            distance = _distance(candidate, term)
            key = (distance, -reader.doc_frequency(field, candidate), candidate)
            if best is None or key < best:
                best = key
    return best[2] if best else None


def _distance(a: str, b: str) -> int:
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def suggestion(ix: OpenIndex, plan: Plan) -> str | None:
    """A corrected query, or None when every word is known or nothing closer was found."""
    changed, shown = False, []
    for word in plan.words:
        term = exact_form(word.text)
        if len(term) < 3 or term.isdigit() or _known(ix, term):
            shown.append(word.text)
            continue
        closest = _closest(ix, term)
        if closest is None:
            shown.append(word.text)
            continue
        changed = True
        shown.append(ix.surfaces.get(closest, [closest])[0])
    return " ".join(shown) if changed else None
