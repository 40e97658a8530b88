"""Finding the defined terms of TANIMLAR (and their English names) in the text of the Laws.

Turkish adds suffixes to the word ("rönonsun", "cezalı kartı", "Yer’in"), so a term matches at
the start of a word followed by a short suffix (English: only a plural or possessive); a term of three letters or fewer ("El", "Yer",
"Pas") only as a whole word or before an apostrophe, so that "yerine" (instead) is not "Yer"
(dummy). The longest term wins ("Cezalı kart" before "Ceza"). Only the first use of each term in
a paragraph is returned: the page links that one.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .textfold import fold_case

_MAX_SUFFIX = {"tr": 6}
# Words that begin like a term but are other words: "oyuncu" (player) is not "oyun" (play),
# "tarafından" (by) is not "taraf" (side), "sıralanır" (ranks) is not "sıra" (turn).
NOT_THE_TERM = {"oyun": ("cu", "cı"), "taraf": ("ından",), "sıra": ("la", "sı ile"), "yer": ("ine",)}


@dataclass(frozen=True)
class TermMatch:
    key: str  # the term as defined, identifying the Definition
    start: int
    end: int


def _variants(term: str) -> list[str]:
    """"Maç Puanı (MP)" is used as "maç puanı": drop the bracketed abbreviation."""
    base = re.sub(r"\s*\([^)]*\)", "", term).strip()
    return [base] if base else []


def build_matcher(terms: list[str], lang: str = "tr") -> re.Pattern | None:
    alternatives = []
    for term in sorted(terms, key=len, reverse=True):
        for variant in _variants(term):
            words = r"\s+".join(re.escape(fold_case(w, lang)) for w in variant.split())
            exclusions = NOT_THE_TERM.get(fold_case(variant, lang), ()) if lang == "tr" else ()
            if exclusions:
                words += "(?!" + "|".join(re.escape(e) for e in exclusions) + ")"
            if lang == "en":
                tail = r"(?:['’]s|es|s)?"  # English inflects little: "play" is not "player"
            elif len(variant) <= 3:
                tail = r"(?:['’]\w*)?"
            else:
                tail = rf"\w{{0,{_MAX_SUFFIX[lang]}}}"
            alternatives.append(rf"(?P<t{len(alternatives)}>{words}){tail}")
    if not alternatives:
        return None
    return re.compile(r"(?<!\w)(?:" + "|".join(alternatives) + r")(?!\w)")


def find_terms(text: str, terms: list[str], matcher: re.Pattern | None, lang: str = "tr") -> list[TermMatch]:
    """The first use of each term in `text`; spans index the original text."""
    if matcher is None or not text:
        return []
    folded = fold_case(text, lang)
    if len(folded) != len(text):
        return []  # spans would not line up; no links rather than wrong ones
    keys = [term for term in sorted(terms, key=len, reverse=True) for _ in _variants(term)]
    seen, found = set(), []
    for match in matcher.finditer(folded):
        index = next(int(name[1:]) for name, value in match.groupdict().items() if value)
        key = keys[index]
        if key in seen:
            continue
        seen.add(key)
        found.append(TermMatch(key, match.start(), match.end()))
    return found
