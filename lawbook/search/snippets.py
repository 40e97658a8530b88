"""Highlighted snippets: the part of a text where the query's words are densest, as escaped HTML.

A word of the text is highlighted when the query would have matched it: same folded form, same
stem, or beginning with one of the query's stems. Every piece of the text is escaped; only the
<mark> tags and the ellipses are ours.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

from django.utils.safestring import SafeString, mark_safe

from .analysis import Word, case_form, exact_form, normalize, stem_cased, text_words

WIDTH = 200
ELLIPSIS = "…"


@dataclass(frozen=True)
class WordPattern:
    """The forms of the text a query word matches: folded forms, stems, beginnings."""

    exact: frozenset[str]
    stems: frozenset[str]
    prefixes: tuple[str, ...] = ()

    def matches(self, word: str, lang: str) -> bool:
        exact = exact_form(word, lang)
        if exact in self.exact or exact.startswith(self.prefixes):
            return True
        return bool(self.stems) and stem_cased(case_form(word, lang), lang) in self.stems


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

    def matches(self, word: str) -> bool:
        verdict = self.seen.get(word)
        if verdict is None:
            verdict = self.seen[word] = self.words.matches(word, self.lang)
        return verdict

    def _phrase_word(self, word: str, phrase: int, position: int) -> bool:
        key = (phrase, position, word)
        verdict = self.seen.get(key)
        if verdict is None:
            verdict = self.seen[key] = self.phrases[phrase][position].matches(word, self.lang)
        return verdict

    def _starting(self, word: str) -> tuple[int, ...]:
        """The phrases whose first word this word is."""
        key = ("starts", word)
        found = self.seen.get(key)
        if found is None:
            found = self.seen[key] = tuple(i for i in range(len(self.phrases)) if self._phrase_word(word, i, 0))
        return found

    def marked(self, text: str) -> list[Word]:
        found = text_words(text)
        flags = [self.matches(w.text) for w in found]
        if self.phrases:
            for i, word in enumerate(found):
                for phrase in self._starting(word.text):
                    end = i + len(self.phrases[phrase])
                    if end <= len(found) and all(
                        self._phrase_word(found[k].text, phrase, k - i) for k in range(i + 1, end)
                    ):
                        flags[i:end] = [True] * (end - i)
        return [w for w, flag in zip(found, flags, strict=True) if flag]


@dataclass(frozen=True)
class Marked:
    """A text and the words of it to highlight."""

    text: str
    hits: list[Word]


def mark(text: str, highlighter: Highlighter) -> Marked:
    text = normalize(text or "")
    return Marked(text, highlighter.marked(text))


def snippet(marked: Marked, width: int = WIDTH) -> SafeString:
    text, hits = marked.text, marked.hits
    start, end = _window(text, hits, width)
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
    for i, first in enumerate(hits):
        inside = sum(1 for h in hits[i:] if h.end <= first.start + width)
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
