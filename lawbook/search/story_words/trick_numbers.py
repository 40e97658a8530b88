"""A trick a player names by its number ("trick five", "on trick 12", "the 12th trick").

The Laws name a trick by its ordinal alone: 62D "Onikinci Lövede Rönons" / "Revoke on Trick
Twelve", 62D1 "Onikinci lövedeki, rönons" / "A revoke on the twelfth trick"; 53A "On üçüncü löve
öncesinde" / "Before the thirteenth trick"; 73A2 "ilk lövede" / "at the first trick" (and the
Definitions' opening lead, "the card led to the first trick"). A player writes the number after the
word ("trick five", "trick 12"); read as a bare number, "five" drew 45E "Löveye Oynanan Beşinci
Kart" / "Fifth Card Played to a Trick", whose fifth counts cards, not tricks. So the number beside
a typed trick is searched as the Laws' ordinal of a trick, "twelfth trick" / "onikinci löve", for
the first, twelfth and thirteenth tricks, the ones the Laws name; the number of any other trick
names no paragraph and is not searched (searched as "fifth" and "trick", both words, it still drew
45E2, "a fifth card to a trick"). Not "one" after the trick: it is as often the pronoun ("two cards
on one trick, one hidden under the other").

A Turkish player writes the ordinal before the trick, in words ("üçüncü lövede", "on ikinci löveye") or
in digits with the ordinal's dot ("3. lövede", "12. löveye"; "12 löve" without it counts tricks won).
The same rule holds: the first, twelfth and thirteenth tricks are searched as the Laws write them ("ilk
löve", "onikinci löve", "on üçüncü löve", read as one word, lawbook.search.analysis), and any other
trick's ordinal is not searched ("beşinci" is 45E's fifth card, "ikinci" any paragraph's second).
An English player who spells the ordinal before the trick ("on the third trick") is read the same way
(search113): before, "third" was a word of its own and "revoke ... trick" put 62D1, the twelfth trick's,
second.
"""

from __future__ import annotations

import re

from lawbook.text.inflection import word_matches
from lawbook.text.textfold import fold

# Folded forms (lawbook.search.analysis.exact_form) of the trick a player types the number beside.
TRICK_WORDS = frozenset({"trick"})
# The English numbers a trick's number or a count of tricks is spelled with (also trick_counts').
ENGLISH_NUMBERS = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
}  # fmt: skip
# "12th", "1st", "3rd": the number typed as an ordinal, before the trick.
_TYPED_ORDINAL = re.compile(r"^(\d{1,2})(st|nd|rd|th)$")
# The same spelled out ("the third trick"): the Laws' own three (73A2 "the first trick", 62D1 "the
# twelfth trick", 53A "the thirteenth trick") are their words already and stay as typed.
_ENGLISH_ORDINALS = {
    "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "eleventh": 11,
}  # fmt: skip
# The tricks the Laws name, by their ordinals as the Laws spell them (73A2 "ilk", 62D "Onikinci",
# 53A "On üçüncü").
# "On üçüncü" is one word to the index (lawbook.search.analysis joins tens and units).
NAMED_TRICKS = {1: ("first", "ilk"), 12: ("twelfth", "onikinci"), 13: ("thirteenth", "onüçüncü")}
TRICKS = 13
# The Turkish ordinals of the tricks, first to thirteenth (tens and units joined, as
# lawbook.search.analysis joins them): spelled out for a number typed in digits with the ordinal's dot.
_SPELLED = ("birinci", "ikinci", "üçüncü", "dördüncü", "beşinci", "altıncı", "yedinci", "sekizinci",
            "dokuzuncu", "onuncu", "onbirinci", "onikinci", "onüçüncü")  # fmt: skip
# The same, folded as the query's words are (lawbook.search.analysis.exact_form), with 73A2's "ilk".
_TURKISH_ORDINALS = {fold(word, "tr"): number for number, word in enumerate(_SPELLED, start=1)} | {"ilk": 1}
# "3. lövede", "12. löveye": a number, its ordinal's dot, then the trick (ö perhaps typed o).
_DOTTED = re.compile(r"(?<![\w.])(\d{1,2})\.(?=\s*l[öoÖO]ve)", re.IGNORECASE)


def trick_number(folded: str, spelled: dict[str, int] = ENGLISH_NUMBERS) -> int | None:
    """A folded word as a number a deal's tricks can hold (1 to 13), typed in digits or spelled as in
    `spelled`; None for any other word."""
    number = int(folded) if folded.isascii() and folded.isdigit() else spelled.get(folded, 0)
    return number if 1 <= number <= TRICKS else None


def with_ordinal_words(text: str) -> str:
    """The text with a trick's ordinal typed in digits ("3. lövede") spelled out ("üçüncü lövede")."""
    return _DOTTED.sub(lambda m: _SPELLED[int(m.group(1)) - 1] if 1 <= int(m.group(1)) <= TRICKS else m.group(0), text)


def is_turkish_trick(folded: str) -> bool:
    return word_matches(folded, "löve")


def find(folded: list[str]) -> dict[int, int]:
    """The positions of the words that number a typed trick, and the trick's number: the number
    right after the trick ("trick five", "trick 12"), or an ordinal typed in digits right before it
    ("12th trick"); in Turkish, the ordinal right before the trick ("üçüncü lövede")."""
    found: dict[int, int] = {}
    for index, word in enumerate(folded):
        if index + 1 < len(folded) and word in _TURKISH_ORDINALS and is_turkish_trick(folded[index + 1]):
            # The ordinal of a trick the Laws name is their word already ("onikinci lövede").
            if _TURKISH_ORDINALS[word] not in NAMED_TRICKS:
                found[index] = _TURKISH_ORDINALS[word]
            continue
        if word not in TRICK_WORDS:
            continue
        after = trick_number(folded[index + 1]) if index + 1 < len(folded) else None
        if after is not None:
            found[index + 1] = after
            continue
        before = folded[index - 1] if index else ""
        typed = _TYPED_ORDINAL.match(before)
        if typed and 1 <= int(typed.group(1)) <= TRICKS:
            found[index - 1] = int(typed.group(1))
        elif before in _ENGLISH_ORDINALS:
            found[index - 1] = _ENGLISH_ORDINALS[before]
    return found


def terms(number: int) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for the trick of that number, per language; none for a trick they never name."""
    if number not in NAMED_TRICKS:
        return ()
    english, turkish = NAMED_TRICKS[number]
    return (("en", (english, "trick")), ("tr", (turkish, "löve")))
