"""Finding the defined terms of TANIMLAR (and their English names) in the text of the Laws.

Turkish adds suffixes to the word ("rönonsun", "cezalı kartı", "Yer’in"), so a term matches at
the start of a word followed by a short suffix (English: only a plural or possessive); a term of
three letters or fewer ("El", "Yer", "Pas") only as a whole word or before an apostrophe, so that
"yerine" (instead) is not "Yer" (dummy). A compound's plural counts ("defans oyuncuları" for
"Defans Oyuncusu"), a final consonant softened before a suffix ("ortağı" for "Ortak") and a
conjugated verb ("renge uyamıyorsa" for "Renge Uymak").
The longest term wins ("Cezalı kart" before "Ceza"). Only the first use of each term in a
paragraph is returned: the page links that one.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .textfold import fold_case

_MAX_SUFFIX = {"tr": 6}
# Words that begin like a term but are other words: "oyuncu" (player) is not "oyun" (play),
# "tarafından" (by) is not "taraf" (side), "sıralanır" (ranks) is not "sıra" (turn).
# "ortaklık" (partnership) is not "ortak" (partner), "cezalı" (penalised: the penalty card) is not
# "ceza" (a disciplinary or procedural penalty), "destek" (support) is not "deste" (pack).
NOT_THE_TERM = {
    "oyun": ("cu", "cı"),
    "taraf": ("ından",),
    "sıra": ("la", "sı ile"),
    "yer": ("ine",),
    "ortak": ("lık", "lığ"),
    "ceza": ("lı",),
    "deste": ("k",),
}
# A final p, ç, t, k softens before a vowel: "ortağı" (ortak), "rakibin" (rakip), "rengi" (renk),
# "usulsüzlüğü" (usulsüzlük).
_SOFT = {"p": "b", "ç": "c", "t": "d", "k": "ğ"}
_VOWEL = "aeıioöuü"


@dataclass(frozen=True)
class TermMatch:
    key: str  # the term as defined, identifying the Definition
    start: int
    end: int


def _variants(term: str) -> list[str]:
    """"Maç Puanı (MP)" is used as "maç puanı": drop the bracketed abbreviation."""
    base = re.sub(r"\s*\([^)]*\)", "", term).strip()
    return [base] if base else []


# The last word of a compound term carries the possessive ("defans oyuncusu", "maç puanı",
# "disiplin cezası"), which the plural replaces: "defans oyuncuları", "maç puanlarını".
_POSSESSIVE = re.compile(r"(.+?[aeıioöuü])s[ıiuü]|(.+?[^aeıioöuü])[ıiuü]")


def _plural_compound(words: list[str]) -> str | None:
    """The regex of a Turkish compound term's plural, or None when the term is not a compound."""
    if len(words) < 2:
        return None
    possessive = _POSSESSIVE.fullmatch(words[-1])
    if possessive is None:
        return None
    stem = possessive.group(1) or possessive.group(2)
    return r"\s+".join(re.escape(w) for w in words[:-1] + [stem]) + "l[ae]r"


def _softened(words: list[str]) -> str | None:
    """The regex of a Turkish term whose last consonant softens before a vowel-initial suffix."""
    last = words[-1]
    if len(last) < 3 or last[-1] not in _SOFT:
        return None
    soft = "g" if last.endswith("nk") else _SOFT[last[-1]]
    stem = r"\s+".join(re.escape(w) for w in words[:-1] + [last[:-1] + soft])
    return rf"{stem}(?=[{_VOWEL}])"


def _verb(words: list[str]) -> str | None:
    """A term that is a verb ("Renge Uymak") is used conjugated: "renge uyamıyorsa", "renge uyma"."""
    last = words[-1]
    if len(words) < 2 or not re.search(r"m[ae]k$", last):
        return None
    return r"\s+".join(re.escape(w) for w in words[:-1] + [last[:-3]]) + r"\w{0,3}"


def build_matcher(terms: list[str], lang: str = "tr") -> re.Pattern | None:
    alternatives = []
    for term in sorted(terms, key=len, reverse=True):
        for variant in _variants(term):
            folded = [fold_case(w, lang) for w in variant.split()]
            words = r"\s+".join(re.escape(w) for w in folded)
            forms = [_plural_compound(folded), _softened(folded), _verb(folded)] if lang == "tr" else []
            forms = [form for form in forms if form]
            if forms:
                words = "(?:" + "|".join([words] + forms) + ")"
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
