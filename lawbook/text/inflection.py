"""Whether a word is a term's word with inflectional suffixes after it: a typed query word
against a vocabulary term (search), a word of the Laws against a defined term (term links).

Turkish inflects a noun with suffixes in a fixed order: plural, possessive, case (after a
third-person possessive with a pronominal n: "kartını", "komitesince"), -ki, the copula. Each is
written by vowel harmony (A: a/e; I: ı/i/u/ü), with d/t and c/ç after voiced or voiceless
consonants and a buffer y, n or s after a vowel; a final p, ç, t, k of the term softens before a
vowel ("talebi", "ortağı", "rengi"). Also accepted: the derivations "with" and "without"
("kontrlu", "itirazsız"), and for a verbal noun ("konuşma", "açıklama") the infinitive and the
negative ("açıklamak", "konuşmamış"); a verb ("renge uymak") conjugated, with its person ("uymadığı", "uyamıyorsa", "uymadım",
"oynuyordum": a root's last vowel drops before -Iyor);
a compound's plural in place of its possessive ("defans oyuncuları"); the Arabic relative adjective
("cezai"). The rest is another word: "destek" (support) is no form of
"deste" (pack), "uyarınca" (according to) none of "uyarı" (alert), "ortaklık" none of "ortak".
English takes only -s, -ed, -ing and -ly ("revoked", "tricks"): "player" is not "play".

Typed words are folded (no diacritics), words of the Laws keep theirs (`diacritics=True`); terms
keep theirs, which decide the harmony.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from lawbook.text.textfold import fold_diacritics

_BACK, _FRONT = "aıou", "eiöü"
_VOWELS = _BACK + _FRONT
_VOICELESS = "çfhkpsşt"
_HIGH = {"a": "ı", "ı": "ı", "o": "u", "u": "u", "e": "i", "i": "i", "ö": "ü", "ü": "ü"}
_FRONTED = {"a": "e", "ı": "i", "o": "ö", "u": "ü"}
_SOFTENED = {"p": "b", "ç": "c", "t": "d", "k": "ğ"}

# Suffixes by the state they follow, each with the state it leads to. A letter in brackets is
# written only where it keeps vowels apart, or consonants: "(y)I" is "yı" after a vowel, "(I)m" is
# "ım" after a consonant.
_COPULA = (("DIr", "copula"), ("(y)DI", "copula"), ("(y)mIş", "copula"), ("(y)sA", "end"), ("(y)ken", "end"))
_CASES = (
    ("(y)I", "case"),
    ("(n)In", "genitive"),
    ("(y)A", "case"),
    ("DA", "locative"),
    ("DAn", "case"),
    ("(y)lA", "case"),
    ("CA", "case"),
)
_CASES_AFTER_N = (
    ("nI", "case"),
    ("nIn", "genitive"),
    ("nA", "case"),
    ("nDA", "locative"),
    ("nDAn", "case"),
    ("(y)lA", "case"),
    ("nCA", "case"),
)
_POSSESSIVES = (
    ("(I)m", "possessive"),
    ("(I)mIz", "possessive"),
    ("(I)nIz", "possessive"),
    ("(s)I", "possessive3"),
    ("lArI", "possessive3"),
)
_AFTER_PLURAL = (("I", "possessive3"), ("Im", "possessive"), ("ImIz", "possessive"), ("InIz", "possessive"))
_NOUN = (("lAr", "plural"),) + _POSSESSIVES + _CASES + _COPULA
# The person after a past ("uymadım", "anlaşamadık") or a condition ("oynarsam").
_PERSONS_AFTER_PAST = (("m", "copula"), ("n", "copula"), ("k", "copula"), ("nIz", "copula"), ("lAr", "copula"))
# The copula after a tense, whose past and condition take the person: "oynuyordum", "oynarsam".
_TENSE_COPULA = (
    ("DIr", "copula"),
    ("(y)DI", "tense_past"),
    ("(y)mIş", "copula"),
    ("(y)sA", "tense_condition"),
    ("(y)ken", "end"),
)
_VERB_FORMS = (
    ("(I)yor", "tense"),
    ("mIş", "tense"),
    ("DI", "past"),
    ("mAlI", "tense"),
    ("mAk", "infinitive"),
    ("mA", "noun"),
    ("(y)An", "noun"),
    ("(y)AcAk", "noun"),
    ("(y)AcAğ", "participle"),
    ("DIk", "noun"),
    ("DIğ", "participle"),
    ("(y)Ip", "end"),
    ("(y)ArAk", "end"),
    ("(y)IncA", "end"),
    ("mAdAn", "end"),
)
_FOLLOWS = {
    # "with", "without", and the Arabic relative adjective of a word ending in a vowel: "cezai" (penal).
    "stem": (("lI", "noun"), ("sIz", "noun"), ("-i", "noun")) + _NOUN,
    "noun": _NOUN,
    "plural": _AFTER_PLURAL + _CASES + _COPULA,
    "possessive": _CASES + _COPULA,
    "possessive3": _CASES_AFTER_N + _COPULA,
    "case": _COPULA,
    "genitive": (("ki", "ki"),) + _COPULA,
    "locative": (("ki", "ki"),) + _COPULA,
    "ki": _CASES_AFTER_N + (("lAr", "plural"),) + _COPULA,
    "copula": (("(y)sA", "end"), ("(y)ken", "end")),
    "end": (),
    # A verbal noun is also its verb: the infinitive, the negative, the evidential.
    "verbal": (
        ("k", "infinitive"),
        ("mA", "noun"),
        ("mIş", "copula"),
        ("z", "copula"),
        ("dI", "copula"),
        ("yAn", "noun"),
    ),
    "infinitive": _CASES + _COPULA,
    # A verb ("renge uymak") is its root conjugated: "uymadığı", "uyamıyorsa", "uyarken", "uyabilecek".
    "verb": (
        ("mA", "negative"),
        ("(y)AmA", "negative"),
        ("(y)Abil", "able"),
        ("mIyor", "tense"),
        ("(y)AmIyor", "tense"),
        ("Ar", "tense"),
        ("(I)r", "tense"),
    )
    + _VERB_FORMS,
    "negative": (("z", "tense"),) + _VERB_FORMS,
    "dropped_vowel": (("Iyor", "tense"),),
    "able": (("Ir", "tense"),) + _VERB_FORMS,
    # The person of a conjugated verb: "uymadım", "anlaşamadık", "bakıyorum", "oynamalıyım".
    # "lAr" before the copula's past or condition too: "konuşuyorlardı", "oynamışlarsa".
    "tense": (("(y)Im", "copula"), ("sIn", "copula"), ("(y)Iz", "copula"), ("sInIz", "copula"), ("lAr", "they"))
    + _TENSE_COPULA,
    "they": _COPULA,
    "past": _PERSONS_AFTER_PAST + _COPULA,
    # A tense's copula takes the person after it: "oynuyordum", "oynamıştık", "oynardım",
    # "oynamalıydım", "oynarsam" (search68). Not the future's ("açacaktım"), read as a noun: let
    # through, it drew a bid's "açacaktım" (was going to open) to the Laws' leads.
    "tense_past": _PERSONS_AFTER_PAST + (("(y)sA", "end"), ("(y)ken", "end")),
    "tense_condition": _PERSONS_AFTER_PAST,
    # A participle's k softens before the possessive: "uymadığı", "uyacağı".
    "participle": (("(I)m", "possessive"), ("(I)mIz", "possessive"), ("(I)nIz", "possessive"), ("I", "possessive3")),
    # The plural of a compound replaces its possessive: "defans oyuncuları", "maç puanlarını".
    "compound_plural": (("lArI", "possessive3"),),
}
# The few suffixes a term of three letters or fewer may take and still be the term, since longer
# chains are mostly other words: "yerin" is the dummy's, "yerine" (instead of) is not.
_SHORT_WORD_SUFFIXES = frozenset(
    {
        "i",
        "u",
        "in",
        "un",
        "e",
        "a",
        "ye",
        "ya",
        "de",
        "da",
        "den",
        "dan",
        "te",
        "ta",
        "ten",
        "tan",
        "ler",
        "lar",
        "leri",
        "lari",
    }
)
_ENGLISH_SUFFIXES = ("s", "es", "ed", "ing", "ly")
_DIGITS = "0123456789"
# The possessive ending a compound's last word: "oyuncusu" (oyuncu), "puanı" (puan).
_POSSESSIVE = re.compile(r"(.+?[aeıioöuü])s[ıiuü]|(.+?[^aeıioöuü])[ıiuü]")


def word_matches(typed: str, word: str, lang: str = "tr", compound: bool = False, diacritics: bool = False) -> bool:
    """Whether `typed` (folded) is `word` (case folded, diacritics kept) or an inflection of it.

    `compound`: the word ends a Turkish noun compound ("ceza kartı", "itiraz komitesi"), so a final
    ı/i/u/ü may be the compound's possessive, taking the pronominal n ("komitesince"), or give way
    to the plural's ("defans oyuncuları" for "defans oyuncusu").
    `diacritics`: `typed` keeps its diacritics (a word of the Laws), and they must be the term's:
    "tür" (strain) is not "tur" (round).
    """
    # A footnote number glued to a word of the text ("kart14") is no part of it.
    typed = typed.rstrip(_DIGITS) or typed
    return _matches(typed, word, lang, compound, diacritics)


def forms_among(candidates: Iterable[str], word: str) -> set[str]:
    """The candidates (folded words) that are `word` (a Turkish word, case folded, diacritics
    kept) or an inflection of it: those word_matches(candidate, word) is true of, found together.

    The candidates are laid out as a tree of their letters, and each suffix chain is followed
    once along it, instead of once per candidate: the search asks this of the hundreds of words
    of the Laws that begin with a verb's root (lawbook.search.forms).
    """
    by_typed: dict[str, list[str]] = {}
    for candidate in candidates:
        by_typed.setdefault(candidate.rstrip(_DIGITS) or candidate, []).append(candidate)
    folded = _fold(word)
    if len(folded) < 4:  # a short word's few suffixes: word_matches decides them one by one
        return {c for typed, cs in by_typed.items() if word_matches(typed, word) for c in cs}
    found = {typed for typed in by_typed if typed == folded}
    pool = [typed for typed in by_typed if typed[:1] == folded[:1] and typed != folded]
    for stem, starts, softened in _stems(word, False):
        written = _fold(stem)
        tree: dict = {}
        for typed in pool:
            if typed.startswith(written) and len(typed) > len(written):
                _plant(tree, typed[len(written) :], typed)
        if tree:
            for state in starts:
                found |= _suffixes_along(tree, stem, state, softened, first=True)
    return {c for typed in found for c in by_typed[typed]}


_END = ""  # a tree node's key for the word that ends there (a letter is never empty)


def _plant(tree: dict, rest: str, typed: str) -> None:
    node = tree
    for letter in rest:
        node = node.setdefault(letter, {})
    node[_END] = typed


def _along(node: dict, text: str) -> dict | None:
    for letter in text:
        below = node.get(letter)
        if below is None:
            return None
        node = below
    return node


def _suffixes_along(node: dict, tail: str, state: str, softened: bool = False, first: bool = False) -> set[str]:
    """The words of the tree below `node` whose rest is a chain of suffixes allowed after
    `state`, written after `tail`: _suffixes for every word of the tree at once."""
    found = {node[_END]} if _END in node and not softened else set()
    if len(node) == len(found):  # no letters further down
        return found
    for pattern, following in _FOLLOWS[state]:
        for written in _realisations(pattern, tail, first):
            if softened and written[0] not in _VOWELS:
                continue
            for spelling in _spellings(written, tail, first):
                below = _along(node, _fold(spelling))
                if below is not None:
                    found |= _suffixes_along(below, tail + spelling, following)
    return found


def _same(text: str) -> str:
    return text


# Folding the few short strings suffixes are written with, again and again.
_fold = lru_cache(maxsize=8192)(fold_diacritics)


@lru_cache(maxsize=65536)
def _matches(typed: str, word: str, lang: str, compound: bool, diacritics: bool) -> bool:
    fold = _same if diacritics else _fold
    folded = fold(word)
    if typed == folded:
        return True
    if typed[:1] != folded[:1]:
        return False
    if lang == "en":
        return len(typed) > len(folded) and _english(typed, folded)
    if len(folded) < 4 and fold_diacritics(typed[len(folded) :]) not in _SHORT_WORD_SUFFIXES:
        return False
    for stem, starts, softened in _stems(word, compound):
        written = fold(stem)
        if typed.startswith(written) and len(typed) > len(written):
            rest = typed[len(written) :]
            if any(_suffixes(rest, stem, state, fold, softened, first=True) for state in starts):
                return True
    return False


def _stems(word: str, compound: bool) -> list[tuple[str, list[str], bool]]:
    """The stems the suffixes of `word` follow: (stem, the states it may start from, softened)."""
    starts = ["stem"]
    if _is_verbal_noun(word):
        starts.append("verbal")
    if compound and word[-1] in "ıiuü":
        starts.append("possessive3")
    stems = [(word, starts, False)]
    if len(word) >= 4 and word[-1] in _SOFTENED:
        stems.append((word[:-1] + ("g" if word.endswith("nk") else _SOFTENED[word[-1]]), starts, True))
    if len(word) >= 5 and word[-3:] in ("mak", "mek"):
        stems.append((word[:-3], ["verb"], False))
        if len(word) >= 6 and word[-4] in _VOWELS:
            # A root's last vowel drops before -Iyor: "oyna" -> "oynuyor", "iste" -> "istiyor".
            stems.append((word[:-4], ["dropped_vowel"], False))
    possessive = _POSSESSIVE.fullmatch(word) if compound else None
    if possessive:
        stems.append((possessive.group(1) or possessive.group(2), ["compound_plural"], False))
    return stems


def _suffixes(rest: str, tail: str, state: str, fold=_fold, softened: bool = False, first: bool = False) -> bool:
    """Whether `rest` (folded) is a chain of suffixes allowed after `state`, written after `tail`."""
    if not rest:
        return not softened
    for pattern, following in _FOLLOWS[state]:
        for written in _realisations(pattern, tail, first):
            if softened and written[0] not in _VOWELS:
                continue
            for spelling in _spellings(written, tail, first):
                folded = fold(spelling)
                if rest.startswith(folded) and _suffixes(rest[len(folded) :], tail + spelling, following, fold):
                    return True
    return False


def _spellings(written: str, tail: str, first: bool) -> list[str]:
    """A consonant doubled where the term meets its first suffix is sometimes written once: the
    official text has "bordan" (Law 17A) for "borddan"."""
    if first and written[0] == tail[-1] and written[0] not in _VOWELS:
        return [written, written[1:]]
    return [written]


def _realisations(pattern: str, tail: str, first: bool) -> tuple[str, ...]:
    """How a suffix is written after `tail`: the buffer, vowel harmony, d/t and c/ç."""
    # All that the writing depends on in `tail`: its last letter, its last vowel, and (at the
    # term's end) whether it ends in l; so the answers are kept by those, not by the whole tail.
    return _written(pattern, tail[-1], _last_vowel(tail), first)


@lru_cache(maxsize=16384)
def _written(pattern: str, last: str, tail_vowel: str | None, first: bool) -> tuple[str, ...]:
    """_realisations for a tail ending in `last` whose last vowel is `tail_vowel`."""
    if pattern.startswith("-"):  # written only after a vowel
        return (pattern[1:],) if last in _VOWELS else ()
    if pattern.startswith("("):
        # A consonant (y, n, s) is written after a vowel, the vowel I after a consonant.
        buffer, pattern = pattern[1], pattern[3:]
        if (last in _VOWELS) == (buffer != "I"):
            pattern = buffer + pattern
    written = []
    for vowel in _harmonies(tail_vowel, first and last == "l"):
        text = ""
        for letter in pattern:
            before, current = (text or last)[-1], _last_vowel(text) or vowel
            if letter == "A":
                text += "a" if current in _BACK else "e"
            elif letter == "I":
                text += _HIGH[current]
            elif letter in "DC":
                voiced = "d" if letter == "D" else "c"
                text += {"d": "t", "c": "ç"}[voiced] if before in _VOICELESS else voiced
            else:
                text += letter
        written.append(text)
    return tuple(written)


def _harmonies(vowel: str | None, after_final_l: bool) -> list[str]:
    """The vowels a suffix harmonises with, after a tail whose last vowel is `vowel`: that one,
    and at the term's end a front one too where Arabic loans keep front suffixes after a final l
    ("ihlalden", "kontrolü", `after_final_l`), or both when the term has no vowel ("mp")."""
    if vowel is None:
        return ["a", "e"]
    if after_final_l and vowel in _FRONTED:
        return [vowel, _FRONTED[vowel]]
    return [vowel]


def _last_vowel(text: str) -> str | None:
    for letter in reversed(text):
        if letter in _VOWELS:
            return letter
    return None


# A word the Laws end on two consonants and an r, as the French "contre", "surcontre" did ("kontr", "sürkontr"): Turkish
# ends no syllable on such a cluster, so it is said, and written by players, with a high vowel
# before the r in the word's harmony ("kontur", "sürkontur"); Law 77 itself writes "Konturlu",
# "Kontursuz" and "Sürkonturlu" where Laws 19 and 36 write "kontr" and "sürkontr".
_FINAL_CLUSTER = re.compile(rf"[^{_VOWELS}\W\d]{{2}}r")


def spoken_forms(word: str) -> tuple[str, ...]:
    """The other words a Turkish noun (case folded, diacritics kept) is written as by players:
    its final cluster broken with a vowel ("kontr": "kontur"), and the verb made of it with -lA
    ("kontrlamak", "konturlamak": to double, "konturladı"), which word_matches conjugates."""
    vowel = _last_vowel(word)
    if vowel is None or word.endswith(("mak", "mek")):
        return ()  # "mp", a verb already
    spellings = [word]
    if _FINAL_CLUSTER.fullmatch(word[-3:]):
        spellings.append(word[:-1] + _HIGH[vowel] + "r")
    if len(word) < 3 or _is_verbal_noun(word):
        # "el" (hand) is no verb of "ellemek" (to handle); "konuşma" is a verb's noun already.
        return tuple(spellings[1:])
    verb = "lamak" if vowel in _BACK else "lemek"  # the inserted vowel keeps the harmony
    return (*spellings[1:], *(spelling + verb for spelling in spellings))


def _is_verbal_noun(word: str) -> bool:
    # "konuşma", "çakma": a verb root of three letters or more and -ma/-me.
    return len(word) >= 5 and word[-2:] in ("ma", "me")


def _english(typed: str, word: str) -> bool:
    rest = typed[len(word) :] if typed.startswith(word) else None
    if rest in _ENGLISH_SUFFIXES or (rest == "d" and word.endswith("e")):
        return True
    if word.endswith("e") and typed in {word[:-1] + "ing", word[:-1] + "ed"}:
        return True  # "revoking"
    if word.endswith("y") and typed in {word[:-1] + "ies", word[:-1] + "ied"}:
        return True  # "penalties"
    return rest is not None and rest[:1] == word[-1] and rest[1:] in ("ing", "ed")  # "bidding"
