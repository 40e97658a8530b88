"""The words of the Turkish text that are forms of a typed word the stemmer cannot reduce.

Two cases, both decided by the suffix chains of lawbook.text.inflection rather than by the snowball
stemmer, which knows noun suffixes only and cuts short words too far:
- a word of three letters or fewer takes only a few suffixes: "yer" (dummy) finds "yerin", "yere"
  and "yerden", not "yerine" (instead of), whose stem is also "yer";
- a conjugated verb ("duraksadı", "uymadım", "anlaşamadık", "verdim") is reduced to its roots,
  and the words of the text that conjugate or derive the same verb are its forms ("duraksama",
  "uymadığı", "anlaşma", "verilir"). A player asks in the first person and the past; the Laws
  speak in the third person and the present;
- for a verb whose passive is the same act, the Laws' passive is a form of the player's active:
  "değiştirebilir miyim" meets 45C4(b)'s "kartın değiştirilme sebebi" and 25A2's "konuşmaların
  değiştirilmesine". Only the roots listed: the passive of others is another meaning ("çıkılan"
  is the suit led, not who led).

Both sets are words of the exact (folded) Turkish view of the index, kept per index generation.
The verb forms of the text's own words (each word of its exact Turkish view and each of its
spellings, as a player may type them) are worked out by the indexer (`written`) and read from
the generation's folder (reader.FORMS_FILE): a typed word the text holds is then looked up, not
conjugated again by the first query that brings it (searchspeed13, docs/benchmarks.md).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import TYPE_CHECKING, TypeVar

from lawbook.text.inflection import forms_among, word_matches

from .analysis import case_form, exact_form
from .termtable import view_name

if TYPE_CHECKING:
    from .reader import OpenIndex
    from .termtable import TermTable

T = TypeVar("T")

SHORT_WORD = 3
# A verb root shorter than this is too ambiguous to expand ("ol", "de").
MIN_VERB_ROOT = 2
# Words of the text beginning with a root, examined for being its forms.
MAX_CANDIDATES = 400
# The forms of a typed word or of its root kept per index generation (the most recently used).
FORMS_KEPT = 16384
_BACK = "aıou"
_VOWELS = "aeıioöuü"
EXACT_VIEW = view_name("tr", "x")
# Roots (folded, as typed) whose passive stem (with its diacritics) names the same act in the Laws.
# Only "değiştir" (25A2's call, 45C4(b)'s card, 27B's insufficient bid "değiştirilirse", changed by
# the player who made it): "oyna", "düzelt" and "çek" each lowered a question of the development
# sets (docs/benchmarks.md, searchrank8), "göster", "söyle" and "karşılaştır" moved none.
PASSIVE_STEMS = {"degistir": "değiştiril"}


def short_forms(ix: OpenIndex, word: str) -> frozenset[str]:
    """The text's inflections of a short word (the word itself aside), or nothing for a longer one."""
    exact = exact_form(word, "tr")
    if len(exact) > SHORT_WORD or not exact.isalpha():
        return frozenset()
    cased = case_form(word, "tr")  # the key keeps the diacritics the stemmer is given
    return _cached(ix, ("short", cased), lambda: _inflections(ix, exact, cased))


def verb_forms(ix: OpenIndex, word: str) -> frozenset[str]:
    """The text's forms of the verbs a typed word may conjugate, the word itself aside."""
    exact = exact_form(word, "tr")
    if len(exact) <= SHORT_WORD or not exact.isalpha():
        return frozenset()
    cased = case_form(word, "tr")
    return _cached(ix, ("verb", cased), lambda: _written_or_conjugated(ix, exact, cased))


def _written_or_conjugated(ix: OpenIndex, exact: str, cased: str) -> tuple[str, ...] | set[str]:
    # The indexer's answer for a word of the text, worked out as below from the same terms; its
    # keys are case forms whose exact form is their own (written()), so the same two arguments.
    found = ix.verb_forms.get(cased) if ix.verb_forms is not None else None
    if found is not None and exact_form(cased, "tr") == exact:
        return found
    return _conjugations(ix, exact, cased)


class _Building:
    """What the functions above read of an open index, for the indexer: the term table just built
    and a cache of its own."""

    def __init__(self, terms: TermTable):
        self.terms = terms
        self.verb_forms = None
        self._kept: dict = {}

    def kept(self, name: str, key: Hashable, compute: Callable[[], T], limit: int) -> T:
        cache = self._kept.setdefault(name, {})
        if key not in cache:
            cache[key] = compute()
        return cache[key]


# The words `written` reads (the exact Turkish view's, as `_Building.terms.expand` finds them, and
# the words typed) and the forms it found for them, of the last WRITTEN_KEPT builds' vocabularies
# (a dict replaced whole). A rebuild whose text brings no new word nor spelling (a draft's save,
# a guide's new ending said in words the text has, the same text imported again) reuses them
# instead of conjugating every word again: 0.5-1.5 s of CPU of each of the indexer's builds
# (docs/benchmarks.md, suite35). Kept as tuples, so no caller's change to its answer is kept.
Vocabulary = tuple[tuple[str, ...], tuple[str, ...]]
WRITTEN_KEPT = 3
_written_kept: dict[Vocabulary, tuple[tuple[str, tuple[str, ...]], ...]] = {}


def written(
    terms: TermTable, surfaces: dict[str, list[str]], players: Iterable[str] = ()
) -> dict[str, tuple[str, ...]]:
    """For the indexer: the verb forms (verb_forms) of every word of the text as a player may type
    it, its folded form and each spelling the Turkish text uses (surfaces), and of the Turkish
    words `players` type (the vocabulary's, the guides' players' phrasings), by its case form; a
    word without forms maps to (). Which words are written decides only which are looked up
    rather than conjugated at a first run, never an answer: each is worked out from the
    generation's own terms. Sorted, so that a generation's file is the same for the same text."""
    typed = set(terms.terms(EXACT_VIEW)) | {spelled for spellings in surfaces.values() for spelled in spellings}
    typed |= {case_form(word, "tr") for word in players}
    global _written_kept
    vocabulary: Vocabulary = (tuple(terms.terms(EXACT_VIEW)), tuple(sorted(typed)))
    kept = _written_kept
    if (known := kept.get(vocabulary)) is not None:
        return dict(known)
    building = _Building(terms)
    found: dict[str, tuple[str, ...]] = {}
    for word in vocabulary[1]:
        cased = case_form(word, "tr")
        exact = exact_form(word, "tr")
        if cased != word or exact_form(cased, "tr") != exact or len(exact) <= SHORT_WORD or not exact.isalpha():
            continue
        found[cased] = tuple(sorted(_conjugations(building, exact, cased)))  # type: ignore[arg-type]
    _written_kept = {**dict(list(kept.items())[1 - WRITTEN_KEPT :]), vocabulary: tuple(found.items())}
    return found


def _cached(ix: OpenIndex, key: tuple, compute) -> frozenset[str]:
    # Kept by the typed word, which any query may bring: the most recently used only.
    return ix.kept("word-forms", key, lambda: frozenset(compute()), FORMS_KEPT)


def _inflections(ix: OpenIndex, exact: str, cased: str) -> set[str]:
    candidates = ix.terms.expand(EXACT_VIEW, exact, MAX_CANDIDATES)
    return {t for t in candidates if t != exact and word_matches(t, cased)}


def infinitive(root: str) -> str:
    """The infinitive of a verb root, by its last vowel: "uy" -> "uymak", "düş" -> "düşmek"."""
    vowel = next((letter for letter in reversed(root) if letter in _VOWELS), "a")
    return root + ("mak" if vowel in _BACK else "mek")


def verb_roots(exact: str, cased: str, begins=None) -> list[str]:
    """The roots (case folded, as typed) of which the typed word is a conjugated form.

    `begins(folded_root)`: whether any word may begin with the root; a root no word begins with
    is not tested (the suffix chains are the cost).
    """
    spelled = cased if exact_form(cased, "tr") == exact else exact
    roots = []
    for end in range(len(spelled) - 1, MIN_VERB_ROOT - 1, -1):
        root = spelled[:end]
        if begins is not None and not begins(exact_form(root, "tr")):
            continue
        if word_matches(exact, infinitive(root)):
            roots.append(root)
    return roots


def _conjugations(ix: OpenIndex, exact: str, cased: str) -> set[str]:
    found: set[str] = set()
    # Only the roots some word of the text begins with can have forms in it.
    for root in verb_roots(exact, cased, lambda folded: bool(ix.terms.expand(EXACT_VIEW, folded, 1))):
        found |= _cached(ix, ("root", root), lambda root=root: _root_forms(ix, root)) - {exact}
    return found


def _root_forms(ix: OpenIndex, root: str) -> set[str]:
    """The words of the text that are forms of the verb of `root` (case folded, as typed): the
    same for every typed form of the verb ("uymadım", "uymadı", "uymuyor"), so kept by the root."""
    folded = exact_form(root, "tr")
    candidates = ix.terms.expand(EXACT_VIEW, folded, MAX_CANDIDATES)
    found = forms_among(candidates, infinitive(root))
    if passive := PASSIVE_STEMS.get(folded):
        passives = ix.terms.expand(EXACT_VIEW, exact_form(passive, "tr"), MAX_CANDIDATES)
        found |= forms_among(passives, infinitive(passive))
    return found
