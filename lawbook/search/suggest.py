""" "Did you mean": the closest words of the index's own vocabulary to the words nothing matched.

Each unmatched word is replaced by the nearest indexed word (one edit for words of up to four
letters, two for longer ones; a swap of two neighbouring letters is one edit; same first letter),
the most frequent on a tie, and shown in the spelling the text uses ("cezali krat" -> "cezalı
kart"). Words of markup typed or pasted into the box ("<script>", "</div>", "<img src=x>") are
no typing errors: they are neither corrected nor shown in the suggestion. A correction close
enough (SURE_TWO_EDITS) is searched at once ("rönnons" shows the results for "rönons"), the "did
you mean" line kept. A word some Ending of the situation guides says (its phrasings, its way
there: lawbook.search.endings.say) is no typing error, though the index does not hold it: the
players' phrasings are read by the Endings' scores alone, and a player's "ran", "threw" or
"kağıdına" searched as "rank", "three" or "kanısına" lost the Ending that says it (search68).
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass

from . import endings
from .analysis import LANGS, exact_form, words
from .query import Plan
from .reader import OpenIndex
from .termtable import view_name

VIEWS = tuple(view_name(lang, "x") for lang in LANGS)
# A correction is searched at once when it is one edit away, or two in a word this long: shorter
# words two edits apart are often other words ("pişman" is not "pastan").
SURE_TWO_EDITS = 8
NEAREST_KEPT = 4096
# An HTML tag: "<", perhaps "/", a letter, anything but brackets, ">".
_TAG = re.compile(r"</?[^\W\d_][^<>]*>")


def _by_initial(ix: OpenIndex) -> dict[tuple[str, int], list[tuple[str, int]]]:
    """Indexed words grouped by first letter and length, each with its letters as a bit set
    (_letters), built once per index generation."""
    return ix.once("suggest-buckets", lambda: _buckets(ix))


def _buckets(ix: OpenIndex) -> dict[tuple[str, int], list[tuple[str, int]]]:
    buckets: dict[tuple[str, int], list[tuple[str, int]]] = defaultdict(list)
    words = {t for name in VIEWS for t in ix.terms.terms(name) if t.isalpha()}
    for word in sorted(words):
        buckets[(word[0], len(word))].append((word, _letters(word)))
    return buckets


def _letters(word: str) -> int:
    """The letters a word uses, one bit each: an edit adds or drops at most two letters from this
    set (a swap none), so words whose sets differ by more than twice the edits allowed are
    further apart than that, and their distance need not be computed."""
    bits = 0
    for letter in word:
        bits |= 1 << (ord(letter) % 1024)
    return bits


def distance(a: str, b: str, limit: int) -> int:
    """Edit distance counting a swap of neighbours as one edit; limit+1 once it exceeds limit."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before, previous = None, list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            cost = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb))
            if before is not None and i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cost = min(cost, before[j - 2] + 1)
            current.append(cost)
        if min(current) > limit:
            return limit + 1
        before, previous = previous, current
    return previous[-1]


def closest(ix: OpenIndex, term: str) -> str | None:
    found = nearest(ix, term)
    return found[0] if found else None


def nearest(ix: OpenIndex, term: str) -> tuple[str, int] | None:
    """The closest indexed word and its distance; kept per index generation, as a word typed
    wrong comes back with the same query."""
    return ix.kept("nearest", term, lambda: _nearest(ix, term), NEAREST_KEPT)


def _nearest(ix: OpenIndex, term: str) -> tuple[str, int] | None:
    limit = 1 if len(term) <= 4 else 2
    buckets = _by_initial(ix)
    letters = _letters(term)
    best: tuple[int, int, str] | None = None
    for length in range(len(term) - limit, len(term) + limit + 1):
        for word, its_letters in buckets.get((term[0], length), ()):
            if (letters ^ its_letters).bit_count() > 2 * limit:
                continue
            d = distance(word, term, limit)
            if d <= limit:
                key = (d, -ix.terms.frequency(word, VIEWS), word)
                best = key if best is None or key < best else best
    return (best[2], best[0]) if best else None


@dataclass(frozen=True)
class Correction:
    shown: str | None  # the "did you mean" line
    searched: str | None  # the query searched in place of the typed one, when a word was sure enough


def suggestion(ix: OpenIndex, plan: Plan, unmatched: set[str]) -> str | None:
    return correction(ix, plan, unmatched).shown


def correction(ix: OpenIndex, plan: Plan, unmatched: set[str]) -> Correction:
    """The query with each unmatched word corrected and markup left out (None when nothing was
    corrected), and the query to search instead: the words one edit away from an indexed word
    (two for long words) replaced, the others kept as typed."""
    changed, searched_changed, shown, searched = False, False, [], []
    markup = {exact_form(w.text) for tag in _TAG.findall(plan.text) for w in words(tag)}
    for word in plan.words:
        term = exact_form(word.text)
        if term in markup:
            continue
        found = (
            nearest(ix, term)
            if term in unmatched and len(term) >= 3 and not term.isdigit() and not endings.say(ix, term)
            else None
        )
        if found is None:
            shown.append(word.text)
            searched.append(word.text)
            continue
        fixed = ix.surfaces.get(found[0], [found[0]])[0]
        changed = True
        shown.append(fixed)
        if found[1] <= (2 if len(term) >= SURE_TWO_EDITS else 1):
            searched_changed = True
            searched.append(fixed)
        else:
            searched.append(word.text)
    return Correction(" ".join(shown) if changed else None, " ".join(searched) if searched_changed else None)
