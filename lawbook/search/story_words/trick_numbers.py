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
"""

from __future__ import annotations

import re

# Folded forms (lawbook.search.analysis.exact_form) of the trick a player types the number beside.
TRICK_WORDS = frozenset({"trick"})
_NUMBER_WORDS = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
}  # fmt: skip
# "12th", "1st", "3rd": the number typed as an ordinal, before the trick.
_TYPED_ORDINAL = re.compile(r"^(\d{1,2})(st|nd|rd|th)$")
# The tricks the Laws name, by their ordinals as the Laws spell them (73A2 "ilk", 62D "Onikinci",
# 53A "On üçüncü").
NAMED_TRICKS = {1: ("first", "ilk"), 12: ("twelfth", "onikinci"), 13: ("thirteenth", "on üçüncü")}
TRICKS = 13


def _number(folded: str) -> int | None:
    number = int(folded) if folded.isascii() and folded.isdigit() else _NUMBER_WORDS.get(folded, 0)
    return number if 1 <= number <= TRICKS else None


def find(folded: list[str]) -> dict[int, int]:
    """The positions of the words that number a typed trick, and the trick's number: the number
    right after the trick ("trick five", "trick 12"), or an ordinal typed in digits right before it
    ("12th trick")."""
    found: dict[int, int] = {}
    for index, word in enumerate(folded):
        if word not in TRICK_WORDS:
            continue
        after = _number(folded[index + 1]) if index + 1 < len(folded) else None
        if after is not None:
            found[index + 1] = after
            continue
        typed = _TYPED_ORDINAL.match(folded[index - 1]) if index else None
        if typed and 1 <= int(typed.group(1)) <= TRICKS:
            found[index - 1] = int(typed.group(1))
    return found


def terms(number: int) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for the trick of that number, per language; none for a trick they never name."""
    if number not in NAMED_TRICKS:
        return ()
    english, turkish = NAMED_TRICKS[number]
    return (("en", (english, "trick")), ("tr", (*turkish.split(), "löve")))
