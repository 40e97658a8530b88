"""Cards, suits and ranks, with their names in the contract's notation and in Turkish/English.

Internally a card is an int 0-51 (suit * 13 + rank index, 2 = 0 ... A = 12) so that hands are
52-bit masks and following suit (Law 44C) is one AND. The contract writes cards as suit letter +
rank ("SA", "HT", "C2"); the site shows them as "♠A" or "Pik As" / "Ace of spades".
Honour rank (Law 50B, 24A): Ace, King, Queen, Jack or Ten (Definitions: "Onör").
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum


class Suit(IntEnum):
    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return SUIT_LETTERS[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    def name_in(self, language: str = "tr") -> str:
        return SUIT_NAMES[language][self]


class Rank(IntEnum):
    TWO = 0
    THREE = 1
    FOUR = 2
    FIVE = 3
    SIX = 4
    SEVEN = 5
    EIGHT = 6
    NINE = 7
    TEN = 8
    JACK = 9
    QUEEN = 10
    KING = 11
    ACE = 12

    @property
    def letter(self) -> str:
        return RANK_LETTERS[self]

    @property
    def is_honour(self) -> bool:
        return self >= Rank.TEN

    def name_in(self, language: str = "tr") -> str:
        return RANK_NAMES[language][self]

    def abbreviation(self, language: str = "tr") -> str:
        return RANK_ABBREVIATIONS[language][self]


SUIT_LETTERS = "CDHS"
RANK_LETTERS = "23456789TJQKA"
SUIT_NAMES = {
    "tr": ("Trefl", "Karo", "Kör", "Pik"),
    "en": ("Clubs", "Diamonds", "Hearts", "Spades"),
}
RANK_NAMES = {
    "tr": ("2", "3", "4", "5", "6", "7", "8", "9", "10", "Vale", "Dam", "Rua", "As"),
    "en": ("2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King", "Ace"),
}
RANK_ABBREVIATIONS = {
    "tr": ("2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A"),
    "en": ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"),
}

SUIT_MASKS = tuple(((1 << 13) - 1) << (13 * suit) for suit in range(4))
HONOUR_MASK = sum(((1 << 5) - 1) << (13 * suit + Rank.TEN) for suit in range(4))
CARD_CODES = tuple(SUIT_LETTERS[i // 13] + RANK_LETTERS[i % 13] for i in range(52))
CARD_INDEX = {code: i for i, code in enumerate(CARD_CODES)}


@dataclass(frozen=True, order=True)
class Card:
    suit: Suit
    rank: Rank

    @classmethod
    def parse(cls, code: str) -> Card:
        return card_of(parse_card(code))

    @property
    def index(self) -> int:
        return self.suit * 13 + self.rank

    @property
    def code(self) -> str:
        return CARD_CODES[self.index]

    @property
    def is_honour(self) -> bool:
        return self.rank.is_honour

    def display(self, language: str = "tr") -> str:
        """Short display with suit symbol: "♠A" / "♠10" (tr: "♠R" for the King)."""
        return self.suit.symbol + self.rank.abbreviation(language)

    def long_name(self, language: str = "tr") -> str:
        if language == "tr":
            return f"{self.suit.name_in('tr')} {self.rank.name_in('tr')}"
        return f"{self.rank.name_in('en')} of {self.suit.name_in('en').lower()}"

    def __str__(self) -> str:
        return self.code


def parse_card(code: object) -> int:
    """The index of a card written in the contract's notation ("SA"); ValueError otherwise."""
    if isinstance(code, str):
        index = CARD_INDEX.get(code)
        if index is not None:
            return index
    raise ValueError(f'{code!r} is not a card (suit C D H S + rank A K Q J T 9-2, e.g. "SA")')


def card_of(index: int) -> Card:
    return Card(Suit(index // 13), Rank(index % 13))


def suit_of(index: int) -> int:
    return index // 13


def is_honour(index: int) -> bool:
    return index % 13 >= Rank.TEN


def cards_in(mask: int) -> list[int]:
    """The card indices in a 52-bit mask, clubs 2 first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def codes_in(mask: int) -> list[str]:
    """Card codes of a mask, highest suit and rank first (spades ace first), as players sort."""
    return [CARD_CODES[i] for i in reversed(cards_in(mask))]


def lowest_card(mask: int) -> int:
    """The lowest card of a holding (its lowest bit); -1 for an empty mask."""
    return (mask & -mask).bit_length() - 1


def highest_card(mask: int) -> int:
    """The highest card of a holding (its highest bit); -1 for an empty mask."""
    return mask.bit_length() - 1


def higher_in_suit(card: int) -> int:
    """The mask of the cards of `card`'s suit that rank above it."""
    return SUIT_MASKS[card // 13] & ~((1 << (card + 1)) - 1)
