"""Two counts of the tricks won told in one story ("they wrote 10 tricks, partner says 9", "rakip 10
löve yazdı, ortağım 9 diyor"): the players disagree on the tricks won.

The Laws call it so: 79B "Kazanılmış Löveler Üzerinde Anlaşmazlık ... Bir anlaşmazlık çıkarsa, hakem
çağrılmak zorundadır" / "Disagreement on Tricks Won ... If a disagreement arises, the Director must be
summoned". A player never writes "disagreement": he tells both counts, the first with its tricks ("10
tricks", "nine tricks", "10 löve"), the other a bare number after it ("partner says 9", "biz 9
diyoruz"). Read as a word, that other number matched nothing of 79B (and "says" nothing either), so
the question drew the misinformation Laws (21B1(a), 20F1) by its "says" and "director". The other
count is searched as the Laws' words for it, 79B's "disagreement" / "anlaşmazlık" and its heading's
"tricks won" / "kazanılmış löveler"; the first keeps its tricks. Measured (docs/benchmarks.md, Session 82
(search114)): "disagreement" alone moved a dev12 question whose answer is 66D (the cards mixed after the
dispute) from 1st to 3rd; 65D's and 66D's "number of tricks won" / "lövelerin sayısı" instead of "tricks
won" put 79A1 ("The number of tricks won shall be agreed") above 79B in fresh stories.

Only a count of tricks a deal can hold (1 to 13), the other a different one, not followed by what
it would count instead (cards, trumps, boards, minutes, points: "10 tricks with 3 trumps out" is a
claim's story) and not a bid (`bids`: "3 sanzatu 10 löve" names the contract, then the count).
"""

from __future__ import annotations

from lawbook.text.inflection import word_matches

from . import bids
from .trick_numbers import ENGLISH_NUMBERS, is_turkish_trick, trick_number

# Folded forms (lawbook.search.analysis.exact_form).
# Not "one" nor "bir" (also the article: "bir löve eksik", "one trick short") nor "on" (ten, and the
# English preposition): a count of one or ten is typed in digits or not read.
_NUMBER_WORDS = ENGLISH_NUMBERS | {
    "iki": 2, "uc": 3, "dort": 4, "bes": 5, "alti": 6, "yedi": 7, "sekiz": 8, "dokuz": 9,
    "onbir": 11, "oniki": 12, "onuc": 13,
}  # fmt: skip
_ENGLISH_TRICKS = frozenset({"trick", "tricks"})
# What a number after the first count may count instead of tricks (folded, a Turkish word with its
# endings): then it is no second count of the tricks.
_ENGLISH_OTHER = frozenset(
    {"card", "cards", "trump", "trumps", "board", "boards", "minute", "minutes", "point", "points", "imp", "imps"}
)
_TURKISH_OTHER = ("kart", "koz", "bord", "dakika", "puan")
# A story that names the score's record ("the score sheet says 10 tricks, we made 9", "skor kağıdına 10
# löve yazılmış") tells a score agreed and recorded wrongly: 79C1's "error in recording or computing the
# agreed-upon score" / "Üzerinde anlaşılan skoru ... kaydederken yapılan hatalar", not a disagreement.
_RECORD = frozenset({"score", "scores", "scoresheet", "traveller", "traveler", "scorecard"})


def _is_tricks(folded: str) -> bool:
    return folded in _ENGLISH_TRICKS or is_turkish_trick(folded)


def _names_the_record(folded: str) -> bool:
    return folded in _RECORD or word_matches(folded, "skor")


def _counts_other(folded: str) -> bool:
    return folded in _ENGLISH_OTHER or any(word_matches(folded, word) for word in _TURKISH_OTHER)


def find(folded: list[str]) -> list[tuple[int, int]]:
    """The span (start, end) of the other count of the tricks won, after a first count told with
    its tricks; none when the story tells one count only, or names the score's record."""
    if any(_names_the_record(word) for word in folded):  # measured: two dev8 questions of 79C fell
        return []
    in_bids = {i for bid in bids.find(folded) for i in range(bid.start, bid.end)}
    first = None
    for index, word in enumerate(folded):
        if index in in_bids:
            continue
        number = trick_number(word, _NUMBER_WORDS)
        if number is None:
            continue
        following = folded[index + 1] if index + 1 < len(folded) else ""
        if first is None:
            if following and _is_tricks(following):
                first = number
            continue
        if number != first and not (following and _counts_other(following)):
            return [(index, index + 2 if following and _is_tricks(following) else index + 1)]
    return []


def terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for two counts of the tricks won, per language: 79B's disagreement, and the
    number of tricks won that 65D and 66D settle."""
    return (
        ("en", ("disagreement",)),
        ("en", ("tricks", "won")),
        ("tr", ("anlaşmazlık",)),
        ("tr", ("kazanılmış", "löveler")),
    )
