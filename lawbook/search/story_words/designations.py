"""Declarer's incomplete designation of a card from dummy, as a player tells it ("declarer said spade",
"declarer told dummy take it", "deklaran yerden küçük dedi", "deklaran maça ver dedi"): the word declarer
said is searched as typed and as the words of the paragraph of Law 46B that reads it.

The Laws say it so (the index holds the site's English):
- 46B1(a) "Eğer deklaran, yerden oynarken, “büyük” veya benzer anlamlı kelimeler kullanırsa, en büyük kartı
  tanımlamış sayılır" / "If declarer, in playing from dummy, uses the word “high” or words of similar meaning,
  he is deemed to have designated the highest card" (WBF "calls `high', or words of like meaning"): a player
  says "the big one", "top", "büyük", "en üsttekini";
- 46B1(b) "Eğer yerin ‘kazan’masını isterse, löveyi kazanacağı bilinen en küçük kartı tanımlamış sayılır" /
  "If he asks dummy to ‘win’, he is deemed to have designated the lowest card known to win the trick" (WBF
  "If he directs dummy to `win' the trick"): a player says "take it", "al", "kazanan kartı oyna";
- 46B1(c) "Eğer “küçük” veya benzer anlamlı kelimeler ile çağrı yaparsa, en küçük kartı tanımlamış sayılır" /
  "If he calls for a card with “low” or words of similar meaning, he is deemed to have designated the lowest
  card": a player says "small", "ufak";
- 46B2 "Eğer deklaran rengi belirtir ancak dereceyi belirtmezse, belirtilen rengin en küçük kartını çağırmış
  sayılır" / "If declarer designates a suit but not a rank, he is deemed to have called for the lowest card of
  the suit designated": a player says declarer said "spade", "maça ver", "karo oyna" and no rank.
Typed alone, a suit said without a rank was only the deal's suit ("declarer told dummy 'a diamond', dummy has
the king and the four" found 46B4 first, 46B2 nowhere; "deklaran yerden sadece kupa oyna dedi" 46B3(b)), and
"the big one" found no 46B1(a) among the first ten.

Read only where declarer says it (declarer a few words before the saying verb); in English the word follows
the verb ("said spade", "told dummy take it"), in Turkish it comes before ("küçük dedi", "maça ver dedi").
A suit with a rank beside it ("said the ace of spades", "karo as dedi") designates a card: not read. "take
it back", "geri al" is Law 47's retraction: not read. A suit to lead ("said lead a heart", "kupa çık dedi") is
not read either: 46B3(a)'s Ending ("a rank but no suit, leading from dummy") shares every word of such a story
but the suit's, and in Turkish it is as often declarer asking a defender for a lead (51B1(a)). Nor what declarer
says to a defender ("declarer told me to play low", "said play your highest heart", "bana küçük oyna dedi", "en büyük
kupanı oyna dedi"): after a premature play it is 57A1's or 57A2's choice ("require offender's partner to play the
highest card he holds of the suit led"), and "highest" read as 46B1(a) came first above 57B for a partner who had
none (session 85, search117).
"""

from __future__ import annotations

from .sayings import Saying, verbs

HIGH, WIN, LOW, SUIT = "high", "win", "low", "suit"
# The Laws' words for each, per language: every word of an alternative must be in the paragraph (the 46B1
# paragraphs share "words of similar meaning"; only 46B1(a) says it of "high", only 46B1(c) of "low"). The
# English "lowest" and "highest" alone too, as the vocabulary read "small" and "top": "a small club" is also
# 46B2's lowest card of the suit (a dev11 question, 46B1 and 46B2, fell without it), "the top diamond" 46B1(a)'s
# highest (dev8). Not the Turkish "küçük" alone: it lowered dev14 tr and the check set's tr (search116,
# docs/benchmarks.md).
_TERMS = {
    HIGH: (("en", ("high", "similar", "meaning")), ("tr", ("büyük", "benzer", "anlamlı")), ("en", ("highest",))),
    WIN: (("en", ("asks", "dummy", "win")), ("tr", ("yerin", "kazan", "isterse"))),
    LOW: (
        ("en", ("low", "similar", "meaning")),
        ("tr", ("küçük", "benzer", "anlamlı")),
        ("en", ("lowest",)),
    ),
    # 46B2's suit and its lowest card: 46B5 ("without designating either a suit or a rank") has the rest.
    SUIT: (("en", ("designates", "suit", "lowest")), ("tr", ("rengi", "dereceyi", "küçük"))),
}

# Folded forms (lawbook.search.analysis.exact_form).
_DECLARER_EN = frozenset({"declarer"})
_VERBS_EN = frozenset({"said", "says", "say", "told", "tells", "asked", "asks", "called", "calls"})
_MOST_WORDS_EN = 6
# How far after the verb the designation is looked for ("told dummy to take it", "said a spade please").
_AFTER_EN = 4
_WORDS_EN = {
    HIGH: frozenset({"high", "highest", "big", "biggest", "top"}),
    WIN: frozenset({"win", "take"}),
    LOW: frozenset({"low", "lowest", "small", "smallest"}),
    SUIT: frozenset({"spade", "spades", "heart", "hearts", "diamond", "diamonds", "club", "clubs"}),
}
_RANKS_EN = frozenset(
    {"ace", "king", "queen", "jack", "ten", "nine", "eight", "seven", "six", "five", "four", "three", "two", "deuce"}
    | {"k", "q", "j"}
    | {str(n) for n in range(2, 11)}
)
_LEADING_EN = frozenset({"lead", "leads", "led", "leading"})
# Declarer speaking to a defender, not to dummy ("declarer told me to play my lowest club", "said play your highest
# heart": after a premature play, 57A's choice), in the words right after the verb.
_DEFENDERS_EN = frozenset({"me", "my", "your", "partner", "lho", "rho", "defender"})
# The second person's possessive a suit takes when declarer speaks to a defender ("en büyük kupanı oyna").
_YOUR_TR = frozenset({"n", "ni", "nu", "in", "ini", "un", "unu"})
_DECLARER_TR = frozenset({"deklaran", "deklran", "dekleran"})
_VERBS_TR = ("dedi", "diyor", "demis", "istedi")
_MOST_WORDS_TR = 8
# How far before the verb ("küçük dedi", "maça ver dedi", "kazanan kartı oyna dedi").
_BEFORE_TR = 3
# Prefixes of the folded words: "büyüğü", "üsttekini", "kazanan", "küçüğü".
_WORDS_TR = {
    HIGH: ("buyuk", "buyug", "ustteki", "yuksek"),
    WIN: ("kazan",),
    LOW: ("kucuk", "kucug", "ufak", "dusuk"),
    SUIT: ("maca", "pik", "kupa", "kor", "karo", "trefl", "sinek"),
}
# "al" (take) only as typed: its prefixes are "almak"'s every form.
_WIN_TR = frozenset({"al", "alsin"})
_RANKS_TR = (
    "papaz",
    "rua",
    "vale",
    "bacak",
    "onlu",
    "dokuz",
    "sekiz",
    "yedi",
    "alti",
    "besli",
    "dortlu",
    "uclu",
    "ikili",
)
# The short ranks as typed, with the endings a holding or a call writes: "as", "ası", "kızı".
_SHORT_RANKS_TR = frozenset({"as", "asi", "asini", "kiz", "kizi", "kizini", "dam", "dami"})


def _kind_en(word: str, after: list[str]) -> str | None:
    for kind, names in _WORDS_EN.items():
        if word in names:
            if kind == WIN and "back" in after:
                return None
            return kind
    return None


def _kind_tr(word: str, before: str) -> str | None:
    if word in _WIN_TR:
        # "geri al" is taking a card back (Law 47), not winning the trick.
        return None if before == "geri" else WIN
    for kind, prefixes in _WORDS_TR.items():
        if word.startswith(prefixes):
            return kind
    return None


def _rank_tr(word: str) -> bool:
    return word in _RANKS_EN or word in _SHORT_RANKS_TR or word.startswith(_RANKS_TR)


def _designation(found: list[tuple[int, str]], ranked: bool) -> list[tuple[int, str]]:
    """The words of one designation: its high, win or low word (which names the suit's card), else its
    suit when no rank is said beside it."""
    kinds = [(i, kind) for i, kind in found if kind != SUIT]
    if kinds:
        return kinds[:1]
    return [] if ranked else found[:1]


def _to_a_defender_tr(window: list[str]) -> bool:
    """Declarer speaking to a defender: "bana", or a suit with the second person's possessive ("kupanı", "karonu")."""
    for word in window:
        if word == "bana":
            return True
        for suit in _WORDS_TR[SUIT]:
            if word.startswith(suit) and word[len(suit) :] in _YOUR_TR:
                return True
    return False


def find(folded: list[str]) -> list[tuple[int, int, str]]:
    """The spans (start, end) of the words declarer designates a card from dummy with, and their kind."""
    spans: list[tuple[int, int, str]] = []
    for start, _ in verbs(folded, _SAYING_EN, None):
        window = folded[start + 1 : start + 1 + _AFTER_EN]
        if _DEFENDERS_EN & set(window[:3]):
            continue
        found = [
            (start + 1 + i, kind)
            for i, word in enumerate(window)
            if (kind := _kind_en(word, folded[start + 2 + i : start + 4 + i])) is not None
        ]
        # "said lead a heart": a suit named to lead from dummy, where 46B3(a)'s "in leading" (a rank without a
        # suit) shares every word of the story but the suit's; left to the vocabulary's suit.
        leading = any(w in _LEADING_EN for w in window)
        spans += [(i, i + 1, kind) for i, kind in _designation(found, leading or any(w in _RANKS_EN for w in window))]
    for start, _ in verbs(folded, None, _SAYING_TR):
        first = max(0, start - _BEFORE_TR)
        window = folded[first:start]
        if _to_a_defender_tr(window):
            continue
        found = [
            (first + i, kind)
            for i, word in enumerate(window)
            if (kind := _kind_tr(word, folded[first + i - 1] if first + i else "")) is not None
        ]
        # "kupa çık dedi": a suit to lead (from dummy, or asked of a defender: 51B1(a)), as in English.
        leading = any(w.startswith("cik") for w in window)
        spans += [(i, i + 1, kind) for i, kind in _designation(found, leading or any(_rank_tr(w) for w in window))]
    return spans


def terms(kind: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The words of the paragraph of Law 46B that reads a designation of this kind, per language."""
    return _TERMS[kind]


_SAYING_EN = Saying(_DECLARER_EN.__contains__, _VERBS_EN.__contains__, _MOST_WORDS_EN)
_SAYING_TR = Saying(_DECLARER_TR.__contains__, lambda word: word.startswith(_VERBS_TR), _MOST_WORDS_TR)
