"""The curated bridge vocabulary (fixtures/search_vocabulary.tsv): groups of equivalent terms.

A query that contains a term of a group also searches for the group's other terms, Turkish and
English, so "revoke" finds the Turkish "rönons" and "yanlış çıkış" finds "sırasız çıkış". A
one-word Turkish term is also found as players write it ("kontur" for "kontr") and as the verb
made of it ("konturladı"): lawbook.text.inflection.spoken_forms. Terms are
found in the query by their exact (folded) words; the last word may carry suffixes
(lawbook.text.inflection), because Turkish inflects a noun phrase on its last word ("cezalı
kartın", "rönonsun").
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from django.conf import settings

from lawbook.text.inflection import spoken_forms, word_matches

from .analysis import analyze, case_form, normalize
from .analysis import words as text_words

# Typed words whose terms are kept (Vocabulary._starting); more are dropped all at once.
STARTS_KEPT = 16384


@dataclass(frozen=True)
class Term:
    lang: str
    text: str  # as written in the file
    words: tuple[str, ...]  # exact (folded) forms
    spelled: tuple[str, ...] = ()  # case folded, diacritics kept: "tür" (strain) is not "tur" (round)
    # A one-word Turkish term's other written forms, each matched with its inflections: the
    # players' spelling and the verb made of it ("kontr": "kontur", "kontrlamak"; inflection.spoken_forms).
    spoken: tuple[str, ...] = ()


@dataclass(frozen=True)
class Group:
    terms: tuple[Term, ...]
    # Terms for what the group's terms are a kind of, searched for a query naming the group but
    # not the other way: a bid is a call (Definitions: "Call: Any bid, double, redouble or pass" /
    # "Konuşma: Herhangi bir deklare, kontr, sürkontr veya pas"), a call not always a bid.
    broader: tuple[Term, ...] = ()


@dataclass(frozen=True)
class Match:
    """A term of a group found in the query, over the query words [start, end)."""

    start: int
    end: int
    group: Group
    term: Term

    @property
    def length(self) -> int:
        return self.end - self.start


class Vocabulary:
    def __init__(self, groups: list[Group]):
        self.groups = groups
        self._by_first_word: dict[str, list[tuple[Group, Term]]] = {}
        for group in groups:
            for term in group.terms:
                self._by_first_word.setdefault(term.words[0][:2], []).append((group, term))
        # Per typed word, the terms that may start at it (_starting), kept: a word comes back in
        # query after query, and deciding its inflections is most of finding the terms.
        self._starting_at: dict[str, list[tuple[Group, Term]]] = {}
        # The (folded) words written in terms of both languages ("partner", "alert", "tempo",
        # "bidding", "box", "once"): no evidence of the language a query is written in
        # (lawbook.search.query.reading).
        words_of = {
            lang: {w for g in groups for t in g.terms if t.lang == lang for w in t.words} for lang in ("tr", "en")
        }
        self.both_languages = frozenset(words_of["tr"] & words_of["en"])

    def find(self, typed: list[str], spelled: list[str] | None = None) -> list[Match]:
        """The terms in a query's folded words, longest first and without overlaps.

        Of two terms over the same words, the one typed exactly wins over one typed inflected
        ("kontrat" is contract, not "kontr" + a suffix), then the one spelled as typed, when
        `spelled` gives the case-folded words with their diacritics ("tür" is strain, "tur" round),
        then the one leaving the shorter suffix ("kontratı" is contract).
        """
        candidates = []
        for start in range(len(typed)):
            for group, term in self._starting(typed[start]):
                if len(term.words) == 1 or self._matches_at(typed, start, term):
                    candidates.append(Match(start, start + len(term.words), group, term))
        chosen: list[Match] = []
        taken: set[int] = set()
        for match in sorted(candidates, key=lambda m: (-m.length, m.start, _misfit(m, typed, spelled))):
            span = set(range(match.start, match.end))
            if not span & taken:
                chosen.append(match)
                taken |= span
        return sorted(chosen, key=lambda m: m.start)

    def _starting(self, word: str) -> list[tuple[Group, Term]]:
        """The terms _matches_at may find starting at the typed word: the one-word terms it is
        (an inflection of), in full, and the longer terms whose first word it is, to be checked
        on; in the order of _by_first_word."""
        found = self._starting_at.get(word)
        if found is None:
            found = [
                (group, term)
                for group, term in self._by_first_word.get(word[:2], ())
                if (term.words[0] == word if len(term.words) > 1 else self._matches_at([word], 0, term))
            ]
            if len(self._starting_at) >= STARTS_KEPT:
                self._starting_at.clear()
            self._starting_at[word] = found
        return found

    @staticmethod
    def _matches_at(typed: list[str], start: int, term: Term) -> bool:
        words = term.words
        if start + len(words) > len(typed):
            return False
        inner = all(typed[start + i] == w for i, w in enumerate(words[:-1]))
        last = term.spelled[-1] if len(term.spelled) == len(words) else words[-1]
        typed_last = typed[start + len(words) - 1]
        return inner and any(word_matches(typed_last, form, term.lang, len(words) > 1) for form in (last, *term.spoken))


def _misfit(match: Match, typed: list[str], spelled: list[str] | None) -> tuple[bool, bool, int]:
    """How far a match is from what was typed: not typed exactly, not spelled as typed, and the
    length of the suffix left."""
    term = match.term
    exact = tuple(typed[match.start : match.end]) == term.words
    suffix = len(typed[match.end - 1]) - len(term.words[-1])
    if spelled is None or len(term.spelled) != match.length:
        return not exact, True, suffix
    written = spelled[match.start : match.end]
    as_spelled = list(written[:-1]) == list(term.spelled[:-1]) and written[-1].startswith(term.spelled[-1])
    return not exact, not as_spelled, suffix


def parse(text: str) -> list[Group]:
    groups = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        columns = line.split("\t")
        if len(columns) not in (2, 4):
            raise ValueError(
                f"vocabulary line {number}: expected two tab-separated columns (or four, with the broader terms)"
            )
        groups.append(Group(_terms(columns[:2]), _terms(columns[2:])))
    return groups


def _terms(columns: list[str]) -> tuple[Term, ...]:
    """The terms of a Turkish and an English column (none for no columns)."""
    terms = []
    for lang, column in zip(("tr", "en"), columns, strict=False):
        for text_ in column.split("|"):
            words = tuple(analyze(text_, lang, "exact"))
            spelled = tuple(case_form(w.text, lang) for w in text_words(normalize(text_)))
            if words:
                spoken = spoken_forms(spelled[-1]) if lang == "tr" and len(spelled) == len(words) == 1 else ()
                terms.append(Term(lang, text_.strip(), words, spelled, spoken))
    return tuple(terms)


def vocabulary_path() -> Path:
    return Path(getattr(settings, "SEARCH_VOCABULARY", Path(settings.BASE_DIR) / "fixtures" / "search_vocabulary.tsv"))


@lru_cache(maxsize=4)
def load(path: Path | None = None) -> Vocabulary:
    path = Path(path or vocabulary_path())
    return Vocabulary(parse(path.read_text(encoding="utf-8")))
