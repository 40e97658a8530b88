"""Highlighted snippets: the part of a text where the query's words are densest, as escaped HTML.

A word of the text is highlighted when the query would have matched it: same folded form, same
stem, or beginning with one of the query's stems. Every piece of the text is escaped; only the
<mark> tags and the ellipses are ours.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from html import escape
from itertools import compress

from django.utils.safestring import SafeString, mark_safe

from .analysis import Word, case_form, exact_form, normalize, stem_cased, text_words

WIDTH = 200
ELLIPSIS = "…"
# Where a <mark> opens and closes while a snippet is escaped (never in a stored text; one that
# holds either is escaped piece by piece).
_OPEN, _CLOSE = "\x01", "\x02"
# A lexicon's words per prefix kept; more are dropped all at once.
PREFIXES_KEPT = 4096
# Keeps a Marked by its key: (key, compute) -> compute()'s answer, perhaps one computed before.
Shared = Callable[[Hashable, Callable[[], "Marked"]], "Marked"]
# Keys of a Highlighter's `seen` for the lexicon's words its patterns match (a word as written
# is a string, a phrase word's verdict a tuple of two ints and a string: neither is these).
_WORDS = ("lexicon", "words")
_PHRASE_WORDS = "lexicon-phrase"
# ... and for the lexicon's words that begin a phrase.
_PHRASE_STARTERS = ("lexicon", "phrase-starters")


@dataclass(frozen=True)
class WordPattern:
    """The forms of the text a query word matches: folded forms, stems, beginnings."""

    exact: frozenset[str]
    stems: frozenset[str]
    prefixes: tuple[str, ...] = ()

    def matches(self, word: str, lang: str) -> bool:
        exact, stem = word_forms(word, lang)
        if exact in self.exact or exact.startswith(self.prefixes):
            return True
        return bool(self.stems) and stem in self.stems


@lru_cache(maxsize=8192)
def _spellings(text: str) -> tuple[tuple[str, ...], frozenset[str]]:
    """The words of a text as written (text_words), and the distinct ones."""
    spelled = tuple(word.text for word in text_words(text))
    return spelled, frozenset(spelled)


@lru_cache(maxsize=100_000)
def word_forms(word: str, lang: str) -> tuple[str, str]:
    """A word's folded form and folded stem: one look-up for what every highlighter asks of the
    words of the stored texts, which come back query after query."""
    return exact_form(word, lang), stem_cased(case_form(word, lang), lang)


class Lexicon:
    """The distinct words of a fixed set of texts (an index generation's stored texts in one
    language), found by folded form (sorted too, for the beginnings) and by stem: the words a
    WordPattern matches are then a few look-ups, not a test of each word."""

    def __init__(self, texts: Iterable[str], lang: str):
        self.lang = lang
        by_exact: dict[str, set[str]] = {}
        by_stem: dict[str, set[str]] = {}
        known: set[str] = set()
        for text in texts:
            normalized = normalize(text or "")
            known.add(normalized)
            for word in dict.fromkeys(w.text for w in text_words(normalized)):
                exact, stem = word_forms(word, lang)
                by_exact.setdefault(exact, set()).add(word)
                by_stem.setdefault(stem, set()).add(word)
        self.by_exact = by_exact
        self.by_stem = by_stem
        self.words = frozenset(w for found in by_exact.values() for w in found)
        # The texts (normalised) whose words these are: every word of one of them is in `words`,
        # which need not be checked word by word (normalize returns a text already in NFC itself,
        # so these are the generation's own strings).
        self.texts = frozenset(known)
        self._sorted = sorted(by_exact)
        # The words beginning with a prefix, kept: a typed word's prefix comes back in the
        # highlighters of other queries.
        self._beginning: dict[str, frozenset[str]] = {}

    def matching(self, pattern: WordPattern) -> frozenset[str]:
        """The words w of the lexicon that pattern.matches(w, self.lang) is true of."""
        found: set[str] = set()
        for exact in pattern.exact:
            found |= self.by_exact.get(exact, set())
        for prefix in pattern.prefixes:
            found |= self._words_beginning(prefix)
        for stem in pattern.stems:
            found |= self.by_stem.get(stem, set())
        return frozenset(found)

    def _words_beginning(self, prefix: str) -> frozenset[str]:
        return _beginning_with(prefix, self._sorted, self.by_exact, self._beginning)


@dataclass(frozen=True)
class Highlighter:
    """Typed words are highlighted wherever they occur; a vocabulary term of several words
    ("renge uymamak" for "rönons") only where all its words stand together."""

    lang: str
    words: WordPattern
    phrases: tuple[tuple[WordPattern, ...], ...] = ()
    # Verdicts per word as written: a text repeats its words, and the same words come back in the
    # next hit.
    seen: dict = field(default_factory=dict, compare=False, hash=False)
    # The generation's words in this language: a word of it is judged by a look-up in the words
    # the pattern matches, found once (Lexicon.matching); another word by WordPattern.matches.
    lexicon: Lexicon | None = field(default=None, compare=False, hash=False)
    # The texts marked (mark()), by the text given: a query's highlighter is kept for its next
    # run (lawbook.search.shown_hits.highlighter), whose hits show the same texts.
    marks: dict = field(default_factory=dict, compare=False, hash=False)

    def _judge(self, word: str, pattern: WordPattern, key: Hashable) -> bool:
        lexicon = self.lexicon
        if lexicon is None or word not in lexicon.words:
            return pattern.matches(word, self.lang)
        return word in self._lexicon_matching(pattern, key)

    def _lexicon_matching(self, pattern: WordPattern, key: Hashable) -> frozenset[str]:
        """The lexicon's words the pattern matches (Lexicon.matching), kept under `key`."""
        assert self.lexicon is not None
        matched = self.seen.get(key)
        if matched is None:
            matched = self.seen[key] = self.lexicon.matching(pattern)
        return matched

    def matches(self, word: str) -> bool:
        verdict = self.seen.get(word)
        if verdict is None:
            verdict = self.seen[word] = self._judge(word, self.words, _WORDS)
        return verdict

    def _phrase_word(self, word: str, phrase: int, position: int) -> bool:
        key = (phrase, position, word)
        verdict = self.seen.get(key)
        if verdict is None:
            pattern = self.phrases[phrase][position]
            verdict = self.seen[key] = self._judge(word, pattern, (_PHRASE_WORDS, phrase, position))
        return verdict

    def _starting(self, word: str) -> tuple[int, ...]:
        """The phrases whose first word this word is."""
        key = ("starts", word)
        found = self.seen.get(key)
        if found is None:
            found = self.seen[key] = tuple(i for i in range(len(self.phrases)) if self._phrase_word(word, i, 0))
        return found

    def _matching(self, words: frozenset[str], known: bool = False) -> frozenset[str]:
        """Those of a text's distinct words that match the typed words: the lexicon's found by one
        set intersection with the words the pattern matches, any other judged on its own (this
        runs for every text a search marks). `known`: every word is the lexicon's."""
        lexicon = self.lexicon
        if lexicon is None:
            return frozenset(word for word in words if self.matches(word))
        found = words & self._lexicon_matching(self.words, _WORDS)
        unknown = None if known else words - lexicon.words
        return found | {word for word in unknown if self.matches(word)} if unknown else found

    def _starters(self, words: frozenset[str], known: bool = False) -> frozenset[str]:
        """Those of a text's distinct words that begin a phrase (_starting), found as _matching
        finds the typed words."""
        lexicon = self.lexicon
        if lexicon is None:
            return frozenset(word for word in words if self._starting(word))
        starters = self.seen.get(_PHRASE_STARTERS)
        if starters is None:
            firsts = (self._lexicon_matching(p[0], (_PHRASE_WORDS, i, 0)) for i, p in enumerate(self.phrases))
            starters = self.seen[_PHRASE_STARTERS] = frozenset().union(*firsts)
        found = words & starters
        unknown = None if known else words - lexicon.words
        return found | {word for word in unknown if self._starting(word)} if unknown else found

    def marked(self, text: str) -> list[Word]:
        return self.marking(text, None).hits

    def marking(self, text: str, shared: Shared | None) -> Marked:
        """The text (normalised) with its words to highlight. Without a phrase starting in it,
        what is marked depends on the text and the words of it the query matches only, so
        `shared(key, compute)` may answer with what another query's highlighter marked in it."""
        spelled, words = _spellings(text)
        known = self.lexicon is not None and text in self.lexicon.texts
        matching = self._matching(words, known)
        starters = self._starters(words, known) if self.phrases else frozenset()
        if starters or shared is None:
            return Marked(text, self._hits(text, spelled, matching, starters))
        return shared((text, matching), lambda: Marked(text, self._hits(text, spelled, matching, starters)))

    def _hits(
        self, text: str, spelled: tuple[str, ...], matching: frozenset[str], starters: frozenset[str]
    ) -> list[Word]:
        if not matching and not starters:
            return []  # most headings, and many texts of a hit in the other language
        found = text_words(text)
        flags = [word in matching for word in spelled]
        if starters:
            # The phrases each starting word starts, looked up by the word at each position.
            for i, word in enumerate(spelled):
                if word not in starters:
                    continue
                for phrase in self._starting(word):
                    end = i + len(self.phrases[phrase])
                    if end <= len(found) and all(
                        self._phrase_word(found[k].text, phrase, k - i) for k in range(i + 1, end)
                    ):
                        flags[i:end] = [True] * (end - i)
        return list(compress(found, flags))

    def matches_any(self, words: frozenset[str]) -> bool:
        """Whether any of the words (as written) matches: any(self.matches(w) for w in words),
        found by the set intersection marking uses."""
        return bool(self._matching(words))

    def finds(self, text: str) -> bool:
        """Whether marked(text) marks anything, found without marking the whole text."""
        found = text_words(normalize(text or ""))
        return any(self.matches(word.text) for word in found) or self.finds_phrase(text)

    def finds_phrase(self, text: str) -> bool:
        """Whether one of the phrases stands whole in the text."""
        if not self.phrases:
            return False
        found = text_words(normalize(text or ""))
        for i, word in enumerate(found):
            for phrase in self._starting(word.text):
                end = i + len(self.phrases[phrase])
                if end <= len(found) and all(
                    self._phrase_word(found[k].text, phrase, k - i) for k in range(i + 1, end)
                ):
                    return True
        return False


class WordIndex:
    """Which of a fixed set of texts (a key's texts: the guides' titles and summaries) hold a word
    that a WordPattern matches, found from the pattern's forms instead of testing every word of
    every text: the texts' words by folded form (sorted too, for the beginnings) and by stem."""

    def __init__(self, texts: dict, lang: str):
        self.by_exact: dict[str, set] = {}
        self.by_stem: dict[str, set] = {}
        for key, parts in texts.items():
            for text in parts:
                for word in text_words(normalize(text or "")):
                    exact, stem = word_forms(word.text, lang)
                    self.by_exact.setdefault(exact, set()).add(key)
                    self.by_stem.setdefault(stem, set()).add(key)
        self._sorted = sorted(self.by_exact)
        self._beginning: dict[str, frozenset] = {}  # the keys per prefix, as in Lexicon

    def holding(self, pattern: WordPattern) -> set:
        """The keys of the texts with a word pattern.matches() is true of."""
        found: set = set()
        for exact in pattern.exact:
            found |= self.by_exact.get(exact, set())
        for stem in pattern.stems:
            found |= self.by_stem.get(stem, set())
        for prefix in pattern.prefixes:
            found |= self._beginning_with(prefix)
        return found

    def _beginning_with(self, prefix: str) -> frozenset:
        return _beginning_with(prefix, self._sorted, self.by_exact, self._beginning)


def _beginning_with(prefix: str, ordered: list[str], by_exact: dict[str, set], kept: dict[str, frozenset]) -> frozenset:
    """The union of by_exact's values for the words beginning with `prefix` (`ordered`: by_exact's
    keys sorted), kept in `kept` (PREFIXES_KEPT at most; more are dropped all at once)."""
    found = kept.get(prefix)
    if found is None:
        union: set = set()
        for i in range(bisect.bisect_left(ordered, prefix), len(ordered)):
            if not ordered[i].startswith(prefix):
                break
            union |= by_exact[ordered[i]]
        if len(kept) >= PREFIXES_KEPT:
            kept.clear()
        found = kept[prefix] = frozenset(union)
    return found


@dataclass(frozen=True)
class Marked:
    """A text and the words of it to highlight (shared: not to be changed)."""

    text: str
    hits: list[Word]

    @cached_property
    def shown(self) -> SafeString:
        """snippet(self), computed once: a kept Marked comes back with its query."""
        return snippet(self)


def mark(text: str, highlighter: Highlighter, shared: Shared | None = None) -> Marked:
    """The text normalised and its words to highlight, kept by the highlighter (and by `shared`,
    Highlighter.marking)."""
    found = highlighter.marks.get(text)
    if found is None:
        found = highlighter.marks[text] = highlighter.marking(normalize(text or ""), shared)
    return found


def snippet(marked: Marked, width: int = WIDTH) -> SafeString:
    text, hits = marked.text, marked.hits
    start, end = _window(text, hits, width)
    if _OPEN in text or _CLOSE in text:
        return _snippet_piecewise(text, hits, start, end)
    # html.escape replaces characters one by one, so the window is escaped whole with the marks
    # held by two control characters, then the marks written: one escape, not one per piece.
    parts = [ELLIPSIS] if start > 0 else []
    position = start
    for hit in hits:
        if hit.start < start or hit.end > end:
            continue
        parts += (text[position : hit.start], _OPEN, text[hit.start : hit.end], _CLOSE)
        position = hit.end
    parts.append(text[position:end])
    if end < len(text):
        parts.append(ELLIPSIS)
    shown = escape("".join(parts)).replace(_OPEN, "<mark>").replace(_CLOSE, "</mark>")
    return mark_safe(shown.replace("\n", " "))


def _snippet_piecewise(text: str, hits: list[Word], start: int, end: int) -> SafeString:
    """snippet() for a text holding one of its control characters, each piece escaped alone."""
    parts = [ELLIPSIS] if start > 0 else []
    position = start
    for hit in hits:
        if hit.start < start or hit.end > end:
            continue
        parts.append(escape(text[position : hit.start]))
        parts.append(f"<mark>{escape(text[hit.start : hit.end])}</mark>")
        position = hit.end
    parts.append(escape(text[position:end]))
    if end < len(text):
        parts.append(ELLIPSIS)
    return mark_safe("".join(parts).replace("\n", " "))


def _window(text: str, hits: list[Word], width: int) -> tuple[int, int]:
    """The span of at most `width` characters holding the most hits, cut at spaces."""
    if len(text) <= width:
        return 0, len(text)
    best_start, best_count = 0, 0
    # The hits are the text's words in order, so their ends rise: those ending within the width
    # from a hit are the ones before a bisection point.
    ends = [h.end for h in hits]
    for i, first in enumerate(hits):
        inside = bisect.bisect_right(ends, first.start + width, i) - i
        if inside > best_count:
            best_start, best_count = first.start, inside
    # Some words before the first hit read better than a cut right before it.
    start = max(0, best_start - width // 4)
    if start > 0:
        space = text.find(" ", start)
        start = space + 1 if 0 <= space < best_start else start
    end = min(len(text), start + width)
    if end < len(text):
        space = text.rfind(" ", start, end)
        end = space if space > start else end
    return start, end
