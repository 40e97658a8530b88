"""Text analysis shared by the index and the queries: words, folded forms and stems.

Both sides call the same functions, so a word is indexed and looked up in the same form:
- the *exact* form: Turkish (or English) case folding, then diacritics folded (lawbook.text.textfold),
  so "RÖNONSUN", "rönonsun" and "rononsun" meet;
- the *stem*: the snowball stemmer of the language (PyStemmer) on the case-folded word, then
  diacritics folded, so "kartların" and "kart" meet; where the stemmer knows too little, the
  stem is the word a table gives: a noun of the Laws it splits (SPLIT_NOUNS), an English irregular
  past's present (IRREGULAR_VERBS: "held" -> "hold").
A number of tens and units is one word however it is written: "on ikinci" is "onikinci".

The index (termtable.py) keeps each term's positions in a document, for phrase queries.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache

import Stemmer

from lawbook.text.inflection import word_matches
from lawbook.text.textfold import fold, fold_case, fold_diacritics

LANGS = ("tr", "en")
_STEMMER_NAMES = {"tr": "turkish", "en": "english"}
# A word, and the suffix Turkish writes after an apostrophe ("Yasa 50’nin", "Yer’in"): the suffix
# belongs to the word for highlighting but is dropped for matching.
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?")
_APOSTROPHES = ("'", "’")
# Longer "words" are noise (pasted garbage); capping them bounds the work the stemmer does.
MAX_WORD = 40


@dataclass(frozen=True)
class Word:
    text: str  # the word as written, without an apostrophe suffix
    start: int  # offsets into the analysed text, suffix included
    end: int


def words(text: str) -> list[Word]:
    """The words of a text with their offsets (the text should already be NFC)."""
    found = []
    for match in _WORD.finditer(text):
        word = _contraction_joined(match.group(0))
        for mark in _APOSTROPHES:
            word = word.split(mark, 1)[0]
        found.append(Word(word[:MAX_WORD], match.start(), match.end()))
    return _joined_numbers(text, found)


# An English negative contraction whose first part is a word of its own is read as one word, as
# players also type it without the apostrophe ("won't" is "wont", "can't" "cant"): cut at the
# apostrophe, "won't" met the Laws' "won" (tricks won, 42A2 "tricks won and lost"). Not the others
# ("didn't", "hadn't"): their first part ("didn") is no word, and joined they met the guides'
# "didn't" where a player types "didnt" (dev and dev13 en fell by 0.010). No Turkish suffix after
# an apostrophe is a lone "t" ("Yasa 50’nin", "Yer’in").
_CONTRACTION = re.compile(r"(won|can)['’](t)", re.IGNORECASE)


def _contraction_joined(word: str) -> str:
    if match := _CONTRACTION.fullmatch(word):
        return match.group(1) + match.group(2)
    return word


# Turkish writes a number of tens and units, cardinal or ordinal, in two words or one: the text has
# both "on üçüncü" and "onikinci". The two words are read as one, so either spelling finds the other.
_TENS = frozenset({"on", "yirmi", "otuz", "kirk", "elli", "altmis", "yetmis", "seksen", "doksan"})
_UNITS = (
    "bir",
    "iki",
    "üç",
    "dört",
    "beş",
    "altı",
    "yedi",
    "sekiz",
    "dokuz",
    "birinci",
    "ikinci",
    "üçüncü",
    "dördüncü",
    "beşinci",
    "altıncı",
    "yedinci",
    "sekizinci",
    "dokuzuncu",
)


def _joined_numbers(text: str, found: list[Word]) -> list[Word]:
    joined: list[Word] = []
    for word in found:
        before = joined[-1] if joined else None
        if (
            before is not None
            and before.end - before.start == len(before.text)
            and text[before.end : word.start].isspace()
            and exact_form(before.text) in _TENS
            and _is_unit(exact_form(word.text))
        ):
            joined[-1] = Word((before.text + word.text)[:MAX_WORD], before.start, word.end)
        else:
            joined.append(word)
    return joined


@lru_cache(maxsize=4096)
def _is_unit(folded: str) -> bool:
    """A unit's cardinal or ordinal, perhaps inflected ("üçe", "ikincisi"); not "altında" (under)."""
    return any(word_matches(folded, unit) for unit in _UNITS)


@lru_cache(maxsize=8192)
def text_words(text: str) -> tuple[Word, ...]:
    """words() of a stored text, kept: the same paragraphs come back in result after result."""
    return tuple(words(text))


def normalize(text: str) -> str:
    """NFC, so that a letter typed as base + combining mark is one word character."""
    return unicodedata.normalize("NFC", text)


@lru_cache(maxsize=100_000)
def exact_form(word: str, lang: str = "tr") -> str:
    return fold(unicodedata.normalize("NFKC", word), lang)


@lru_cache(maxsize=100_000)
def case_form(word: str, lang: str = "tr") -> str:
    """Case folded but with its diacritics: what the stemmer needs."""
    return fold_case(unicodedata.normalize("NFKC", word), lang)


@cache
def _stemmer(lang: str):
    return Stemmer.Stemmer(_STEMMER_NAMES[lang])


@lru_cache(maxsize=50_000)
def stem_cased(cased: str, lang: str) -> str:
    """The folded stem of a word that is already case folded (with diacritics)."""
    if lang == "tr" and (lemma := _split_noun(cased)):
        return fold_diacritics(lemma)
    if lang == "en":
        cased = IRREGULAR_VERBS.get(cased, cased)
    return fold_diacritics(_stemmer(lang).stemWord(cased))


# The English stemmer leaves an irregular past as it is ("held", "found"), so a player's story ("a
# defender held a card where his partner could see its face", "we found a trick with five cards")
# never met the Laws' present ("holds", 45C1; "finds"), nor the Laws' own pasts their present. Each
# is read as its base verb, in the index and in the query alike. Of 35 verbs players tell a bridge
# story with (their forms as whoosh.lang.morph_en's table of exceptions gives them), each measured
# alone on the development sets (docs/benchmarks.md, searchrank15), these two moved questions up
# and none down; "led" and "said" moved one down each, "made", "meant", "won" and others more.
IRREGULAR_VERBS = {"held": "hold", "found": "find"}


# Nouns of the Laws that the snowball Turkish stemmer cuts into two or more stems, so that one form
# never meets the others: it drops a root's last vowel ("deklare", "masa", "yasa", "hata" ->
# "deklar", "mas", "yas", "ha", against "deklareyi" -> "deklare"), reads a root's final d as a
# suffix's ("bordu" -> "bor"), keeps the s of "-sI" ("cezası" -> "cezas", "sırası" -> "sıras")
# and leaves a softened root ("rengi", "renge" against "renk"). Each is stemmed to itself instead,
# with every inflection of it (lawbook.text.inflection), but not the words derived from it with
# "-lI" / "-sIz" ("cezalı kart", "sırasız çıkış", "hatalı"), which name other things.
# Not "kart" ("kartı", "kartın", "karta" -> "kar") nor "löve" ("löve" -> "löv"), split the same
# way: joined, "kart" lowered the players' questions and "löve" put 65D ("lövelerin sayısında
# anlaşmaya varılıncaya kadar") above 79B for tricks the players disagree on (docs/benchmarks.md,
# searchrank4).
SPLIT_NOUNS = ("deklare", "masa", "renk", "bord", "yasa", "hata", "ceza", "sıra", "durum")
_DERIVED = ("lı", "li", "lu", "lü", "sız", "siz", "suz", "süz")


def _split_noun(cased: str) -> str | None:
    for noun in SPLIT_NOUNS:
        if cased[:3] != noun[:3] or not word_matches(fold_diacritics(cased), noun):
            continue
        # A softened root ("reng") is as long as the noun: what follows is the suffix.
        if not cased[len(noun) :].startswith(_DERIVED):
            return noun
    return None


def stem_form(word: str, lang: str = "tr") -> str:
    return stem_cased(case_form(word, lang), lang)


# The snowball Turkish stemmer knows noun suffixes only: it leaves the verbal noun and infinitive
# ("çağırma", "çağırmak", "resmileşmesi" -> "resmileşmes"), whose root begins the other forms of
# the verb ("çağırabilir", "resmileştikten"). Folded forms, longest first.
_VERBAL_SUFFIXES = ("masi", "mesi", "mak", "mek", "mas", "mes", "ma", "me")
MIN_ROOT = 4


def verb_root(stem: str) -> str:
    """The folded stem without a verbal-noun or infinitive ending, when a long enough root is left."""
    for suffix in _VERBAL_SUFFIXES:
        if stem.endswith(suffix) and len(stem) - len(suffix) >= MIN_ROOT:
            return stem[: -len(suffix)]
    return stem


def analyze(text: str, lang: str, mode: str) -> list[str]:
    """The terms of a text: mode "exact" or "stem"."""
    return list(_analysed(text, lang)[0 if mode == "exact" else 1])


def analyze_both(text: str, lang: str) -> tuple[list[str], list[str]]:
    """`analyze(text, lang, "exact")` and `analyze(text, lang, "stem")`, from one pass over the words."""
    exact, stem = _analysed(text, lang)
    return list(exact), list(stem)


@lru_cache(maxsize=32_768)
def _analysed(text: str, lang: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A text's exact and stemmed terms, kept by text: a rebuild of the index (the indexer's after a
    publication, an import's) reads again the some 11 000 texts the last one read, all but the
    edited ones the same. The analysis is a pure function of the text (its tables are constants)."""
    exact, stem = [], []
    for word in words(normalize(text)):
        if term := exact_form(word.text, lang):
            exact.append(term)
        if term := stem_form(word.text, lang):
            stem.append(term)
    return tuple(exact), tuple(stem)
