"""Finding the defined terms of TANIMLAR (and their English names) in the text of the Laws.

Turkish adds suffixes to the word ("rönonsun", "cezalı kartı", "renge uymadığı"): a term matches
when its last word is followed by a chain of real Turkish suffixes (lawbook.text.inflection), so
"ortaklık" (partnership) is not "Ortak" (partner) nor "destek" (support) "Deste" (pack). What the
suffix chain cannot tell is kept here: a term of three letters or fewer ("El", "Yer", "Pas") only
as a whole word or before an apostrophe ("Yer’in"), since "yerine" (instead) is not "Yer" (dummy);
English terms take only a plural or possessive ("play" is not "player"); and a few words that are
the term with a true suffix yet mean something else (NOT_THE_TERM).
The longest term wins ("Cezalı kart" before "Ceza"). Only the first use of each term in a
paragraph is returned: the page links that one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

from .inflection import word_matches
from .textfold import fold_case

# The term with a true Turkish suffix, in another sense: "tarafından" is the postposition "by",
# not the side's; "cezalı" (penalised: the penalty card) is not "ceza" (a disciplinary or
# procedural penalty); "sırasıyla" or "sırası ile" is "respectively" (Law 4: "yarışmacılar sırasıyla
# çift veya takım olarak katılır"). Each continues the term's word.
NOT_THE_TERM = {
    "taraf": ("ından",),
    "sıra": ("sıyla", "sı ile"),
    "ceza": ("lı",),
}
# A term's word in a phrase that gives it another sense, "{}" standing for the word (case folded,
# uninflected): "yer değiştirmek" (to move, Laws 5B, 8A1; Tur's definition), "yer almak" (to take
# part, 93C3(a)) and "kuşkuya yer bırakmayan" (leaving no doubt, 16B1) are not "Yer" (dummy); "el
# sürmek" (to touch, 66D) and "her el için" (for each deal, Law 2: WBF "for each deal to be
# played") are not "El" (hand); "belirlenen sırayla" (in the sequence set, Law 3: WBF "numbered in
# a sequence established by the Director") is not "Sıra" (turn); "bu tür" (this kind of, 40A2, 63A1, 73D1, 92A) is not
# "Tür" (strain). In the English: "left-hand opponent" is not a "Hand"; "the game" (74A2, 74B1,
# 80B2(i), 81C1, 90A) and "a game scored by IMPs" (12C2(b)) are bridge, not "Game" (100 trick
# points on a deal, Law 77); "in the event of a tie" (78D) is not an "Event"; "comes round again"
# (60A3) and "the first round of the auction" (73A2) are not a "Round" (a part of a session);
# "deviations turn into" (40C1), "turn his own card face down" (45G) are not a "Turn".
NOT_THE_TERM_IN = {
    "tr": {
        "yer": ("{} değiş", "{} al", "{} bırak"),
        "el": ("{} sür", "her {} için"),
        "sıra": ("belirlenen {}",),
        "tür": ("bu {}",),
    },
    "en": {
        "hand": ("left-{}", "right-{}"),
        "game": ("the {}", "{} scored by"),
        "event": ("in the {} of",),
        "round": ("comes {}", "{} of the auction"),
        "turn": ("{} into", "{} his own card"),
    },
}
_WORD = re.compile(r"\w+(?:['’]\w+)?")
_APOSTROPHE = re.compile(r"(['’])")
_ENGLISH_TAILS = ("", "s", "es", "'s")


@dataclass(frozen=True)
class TermMatch:
    key: str  # the term as defined, identifying the Definition
    start: int
    end: int


@dataclass(frozen=True)
class _Term:
    key: str
    words: tuple[str, ...]  # case folded, diacritics kept
    separators: tuple[str, ...]  # between the words: " " or what the term writes ("part-score")


# Inflection changes only the end of a word (a suffix, a softened or doubled final consonant), so
# a term can start only at a word that begins with the first letters of the term's first word.
_START = 2


@dataclass(frozen=True)
class TermMatcher:
    lang: str
    terms: tuple[_Term, ...]  # longest first
    by_start: dict[str, tuple[_Term, ...]]  # the terms by their first letters, longest first

    def candidates(self, word: str) -> tuple[_Term, ...]:
        return self.by_start.get(word[:_START], ())


def _variants(term: str) -> list[str]:
    """ "Maç Puanı (MP)" is used as "maç puanı": drop the bracketed abbreviation."""
    base = re.sub(r"\s*\([^)]*\)", "", term).strip()
    return [base] if base else []


def _split(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A term's words and what stands between them, whitespace as one space."""
    words = re.findall(r"\w+", text)
    separators = re.split(r"\w+", text)[1:-1]
    return tuple(words), tuple(" " if not s.strip() else s for s in separators)


def build_matcher(terms: list[str], lang: str = "tr") -> TermMatcher | None:
    found: list[_Term] = []
    for term in sorted(terms, key=len, reverse=True):
        for variant in _variants(term):
            words, separators = _split(fold_case(variant, lang))
            if words:
                found.append(_Term(term, words, separators))
    if not found:
        return None
    by_start: dict[str, list[_Term]] = {}
    for entry in found:
        by_start.setdefault(entry.words[0][:_START], []).append(entry)
    return TermMatcher(lang, tuple(found), {start: tuple(terms) for start, terms in by_start.items()})


def find_terms(text: str, terms: list[str], matcher: TermMatcher | None, lang: str = "tr") -> list[TermMatch]:
    """The first use of each term in `text`; spans index the original text."""
    if matcher is None or not text:
        return []
    folded = fold_case(text, lang)
    if len(folded) != len(text):
        return []  # spans would not line up; no links rather than wrong ones
    tokens = list(_WORD.finditer(folded))
    seen, found = set(), []
    position = 0
    while position < len(tokens):
        candidates = matcher.candidates(tokens[position].group())
        term = next((t for t in candidates if _matches_at(folded, tokens, position, t, matcher.lang)), None)
        if term is None:
            position += 1
            continue
        end = tokens[position + len(term.words) - 1].end()
        if term.key not in seen:
            seen.add(term.key)
            found.append(TermMatch(term.key, tokens[position].start(), end))
        position += len(term.words)
    return found


def _matches_at(folded: str, tokens: list[re.Match], position: int, term: _Term, lang: str) -> bool:
    """Whether the words of the text from `position` are `term`, its last word inflected."""
    count = len(term.words)
    if position + count > len(tokens):
        return False
    words = tokens[position : position + count]
    if any(w.group() != t for w, t in zip(words[:-1], term.words[:-1], strict=True)):
        return False
    for (before, after), separator in zip(pairwise(words), term.separators, strict=True):
        between = folded[before.end() : after.start()]
        if (" " if not between.strip() else between) != separator:
            return False
    last, word = words[-1], term.words[-1]
    head, _, tail = (_APOSTROPHE.split(last.group(), maxsplit=1) + ["", ""])[:3]
    return (
        _inflects(head, tail, word, lang, count > 1)
        and not _excluded(folded, last.start() + len(word), term, lang)
        and not _in_another_sense(folded, words[0].start(), last.end(), term, lang)
    )


def _inflects(head: str, tail: str, word: str, lang: str, compound: bool) -> bool:
    """Whether a word of the text (`head`, then `tail` after an apostrophe if any) is `word` inflected."""
    if lang == "en":
        return head + ("'" + tail if tail else "") in {word + ending for ending in _ENGLISH_TAILS}
    if tail:  # "Yer’in", "Pas’tan", "Deklaran’ın": the term as written, a suffix after the apostrophe
        return head == word and word_matches(head + tail, word, lang, compound, diacritics=True)
    if len(word) <= 3:
        return head == word
    return word_matches(head, word, lang, compound, diacritics=True)


def _excluded(folded: str, stem_end: int, term: _Term, lang: str) -> bool:
    if lang != "tr" or len(term.words) > 1:
        return False
    return any(folded.startswith(other, stem_end) for other in NOT_THE_TERM.get(term.words[0], ()))


def _in_another_sense(folded: str, start: int, end: int, term: _Term, lang: str) -> bool:
    """Whether the term's word at folded[start:end] stands in a phrase of NOT_THE_TERM_IN."""
    phrases = NOT_THE_TERM_IN.get(lang, {}).get(" ".join(term.words), ())
    for phrase in phrases:
        before, _, after = phrase.partition("{}")
        if before and not (folded.endswith(before, 0, start) and _starts_a_word(folded, start - len(before))):
            continue
        if after and not folded.startswith(after, end):
            continue
        return True
    return False


def _starts_a_word(folded: str, position: int) -> bool:
    return position == 0 or not folded[position - 1].isalnum()
