"""A bid a player types by its level and strain ("2 kupa", "3 karo", "4 spades", "8 notrump").

Law 18A: "Bir deklare birden yediye kadar bir artı löve sayısı ... ve bir tür belirtir" / "A bid
designates a number of odd tricks ..., from one to seven, and a strain". A player telling what
happened names the bid itself ("2 kupa yerine 2 pik çıktı", "meant to bid 2 hearts"); the Laws
never do, and their one paragraph that lists the suits by name is 1A (the rank of the suits). So
a level followed by a strain is read as one concept, a bid ("deklare" / "bid", and a call: BID),
not as a suit and a number; a level above seven is a bid of more than seven (Law 38: "Yediden
yüksek deklare" / "Bid of more than seven"). A bid written in one word, as on a scorecard or a
bidding card ("1s", "3nt", "7sa"), is read the same way. The card "the 2 of spades" is written
otherwise and is not read as a bid.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lawbook.text.inflection import word_matches

# Folded forms (lawbook.search.analysis.exact_form), singular and plural, both languages.
# Not "trump(s)" alone: "4 trumps" counts a player's trumps.
STRAINS = frozenset(
    {"trefl", "trefle", "sinek", "karo", "kupa", "kor", "pik", "sanzatu", "sa", "nt", "notrump", "notrumps"}
    | {"club", "clubs", "diamond", "diamonds", "heart", "hearts", "spade", "spades"}
)
# "no trump" in two words: the level, "no", "trump(s)".
_NO = "no"
_LEVEL_WORDS = {
    "bir": 1, "iki": 2, "uc": 3, "dort": 4, "bes": 5, "alti": 6, "yedi": 7, "sekiz": 8, "dokuz": 9,
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
}  # fmt: skip
MAX_LEVEL = 7
# A bid is a call (Definitions: "Call" / "Konuşma": any bid, double, redouble or pass), and what
# a player tells of a bid put down by mistake or changed, Law 25 says of a call ("İstem Dışı
# Konuşma" / "Unintended Call"). Searched also as the English "call" only: the Turkish "konuşma"
# is as well talk and remarks ("konuşmalar ... duymak", 16D1; 74), which would draw those.
BID = (("tr", ("deklare",)), ("en", ("bid",)), ("en", ("call",)))
ABOVE_SEVEN = (("tr", ("yediden", "yüksek", "deklare")), ("en", ("bid", "of", "more", "than", "seven")))


@dataclass(frozen=True)
class TypedBid:
    start: int  # span of query words
    end: int
    level: int

    @property
    def terms(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """The Laws' words for it, per language."""
        return ABOVE_SEVEN if self.level > MAX_LEVEL else BID


# The levels as digits: str.isdigit() is true of "❶" too, which int() refuses.
_LEVEL_DIGITS = "123456789"
# A bid written in one word, as on a scorecard or a bidding box card ("1s", "3nt", "2sa", "4p"):
# the level and the strain's letter. English C D H S NT, Turkish SA (sanzatu), P (pik), T (trefl);
# not the Turkish K, which is both karo and kupa.
SHORT_STRAINS = frozenset({"c", "d", "h", "s", "nt", "n", "sa", "p", "t"})


# A bid written with the suit's symbol, as a player copies it from a bidding card or a scoring app
# ("3♣", "4 ♥"): the level before the symbol. The symbol is no letter, and the words of the query
# drop it, which left "2" a number of its own and the call's "kart" of the bidding box a playing
# card. Read as the strain's letter ("2c"), a bid written in one word. A card is written the other
# way round, the suit before the rank ("♦9", "♠K"), and is left alone.
_SYMBOL_STRAINS = {"♣": "c", "♧": "c", "♦": "d", "♢": "d", "♥": "h", "♡": "h", "♠": "s", "♤": "s"}
_LEVEL_AND_SYMBOL = re.compile(rf"(?<!\w)([{_LEVEL_DIGITS}])\s?([{''.join(_SYMBOL_STRAINS)}])")


def with_strain_letters(text: str) -> str:
    """The text with each bid written level and suit symbol ("2♣") written level and letter ("2c")."""
    return _LEVEL_AND_SYMBOL.sub(lambda m: m.group(1) + _SYMBOL_STRAINS[m.group(2)], text)


def level(folded: str) -> int | None:
    if len(folded) == 1 and folded in _LEVEL_DIGITS:
        return int(folded)
    return _LEVEL_WORDS.get(folded)


def find(folded: list[str]) -> list[TypedBid]:
    """The bids among the query's folded words, left to right, not overlapping; each with the word
    for its card when one follows it (`_card_of_the_bid`)."""
    found: list[TypedBid] = []
    index = 0
    while index < len(folded):
        short = _short_bid(folded[index])
        number = level(folded[index])
        following = folded[index + 1] if index + 1 < len(folded) else ""
        if short is not None:
            number, end = short, index + 1
        elif number is not None and following in STRAINS:
            end = index + 2
        elif number is not None and following == _NO and folded[index + 2 : index + 3] in (["trump"], ["trumps"]):
            end = index + 3
        else:
            index += 1
            continue
        if end < len(folded) and _card_of_the_bid(folded[end]):
            end += 1
        found.append(TypedBid(index, end, number))
        index = end
    return found


# The card a bid is written on: "5 karo kartını çektim", "the 4s card". The Laws keep the
# bidding card and the playing card apart: Law 25A "İstem Dışı Konuşma" / "Unintended Call" is the
# call's, Law 24 "ARTIRIM SIRASINDA KART GÖRÜNMESİ" / "CARD EXPOSED ... DURING THE AUCTION" a playing
# card's. A card named by its bid is the bidding box's; read as a word of its own it drew the
# playing cards' Laws (13, the incorrect number of cards; 24B, a card exposed in the auction).
_CARD_WORDS = (("tr", "kart"), ("en", "card"))


def _card_of_the_bid(folded: str) -> bool:
    return any(word_matches(folded, word, lang) for lang, word in _CARD_WORDS)


def _short_bid(folded: str) -> int | None:
    """The level of a bid written in one word ("1s", "7nt"), else None."""
    if len(folded) < 2 or folded[0] not in _LEVEL_DIGITS or folded[1:] not in SHORT_STRAINS:
        return None
    return int(folded[0])
