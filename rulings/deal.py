"""Seats, rotation, sides, hands and the deal, read from and written to a PBN `Deal` tag.

Rotation is clockwise N, E, S, W (Definitions, Rotation: TR "konuşma ya da oyunun saat yönündeki
dizilişi", WBF "the clockwise progression of the normal turns to call or play"; Law 44B: after the
lead each other player plays in turn, TR "sırayla"). A hand is
a 52-bit mask of card indices (see cards.py). A deal must give 13 different cards to each seat
(Law 1 deck, Law 6 dealing); the PBN value is "first seat:hand hand hand hand", clockwise, each
hand spades.hearts.diamonds.clubs with "-" or nothing for a void.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from .cards import RANK_LETTERS, SUIT_MASKS, cards_in, codes_in


class Seat(IntEnum):
    N = 0
    E = 1
    S = 2
    W = 3

    @property
    def lho(self) -> Seat:
        return Seat((self + 1) % 4)

    @property
    def partner(self) -> Seat:
        return Seat((self + 2) % 4)

    @property
    def rho(self) -> Seat:
        return Seat((self + 3) % 4)

    @property
    def side(self) -> str:
        return SIDES[self & 1]

    @classmethod
    def parse(cls, text: object) -> Seat:
        if isinstance(text, str) and text in SEAT_NAMES:
            return cls(SEAT_NAMES.index(text))
        raise ValueError(f"{text!r} is not a seat (N, E, S or W)")


SEAT_NAMES = "NESW"
SIDES = ("NS", "EW")


def side_of(seat: int) -> str:
    return SIDES[seat & 1]


@dataclass(frozen=True)
class Hand:
    """Thirteen (or fewer, during play) cards of one seat, as a mask."""

    mask: int

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __contains__(self, index: int) -> bool:
        return bool(self.mask >> index & 1)

    def suit_mask(self, suit: int) -> int:
        return self.mask & SUIT_MASKS[suit]

    @property
    def codes(self) -> list[str]:
        return codes_in(self.mask)

    def pbn(self) -> str:
        parts = []
        for suit in (3, 2, 1, 0):
            ranks = [RANK_LETTERS[i % 13] for i in reversed(cards_in(self.mask & SUIT_MASKS[suit]))]
            parts.append("".join(ranks))
        return ".".join(parts)


@dataclass(frozen=True)
class Deal:
    """The four hands, indexed by Seat."""

    hands: tuple[int, int, int, int]

    def hand(self, seat: Seat) -> Hand:
        return Hand(self.hands[seat])

    def pbn(self, first: Seat = Seat.N) -> str:
        order = [Seat((first + i) % 4) for i in range(4)]
        return SEAT_NAMES[first] + ":" + " ".join(Hand(self.hands[s]).pbn() for s in order)

    @classmethod
    def from_pbn(cls, text: object) -> Deal:
        return cls(parse_pbn(text))


class DealError(ValueError):
    """A PBN Deal value that cannot be read. str() is the contract's English message; `problem` and
    `values` say the same as data, so that a page can say it in its reader's language."""

    def __init__(self, message: str, problem: str, **values: object) -> None:
        super().__init__(message)
        self.problem = problem
        self.values = values


_RANK_BIT = {letter: i for i, letter in enumerate(RANK_LETTERS)}
_PBN_CACHE: dict[str, tuple[int, int, int, int]] = {}


def parse_pbn(text: object) -> tuple[int, int, int, int]:
    """Hands (masks by seat) of a PBN Deal value; ValueError naming the problem otherwise."""
    if not isinstance(text, str):
        raise DealError('must be a PBN Deal string like "N:AKQ2.J93.T8.7654 ..."', "not_text")
    cached = _PBN_CACHE.get(text)
    if cached is not None:
        return cached
    hands = _parse_pbn(text)
    if len(_PBN_CACHE) > 4096:
        _PBN_CACHE.clear()
    _PBN_CACHE[text] = hands
    return hands


def _parse_pbn(text: str) -> tuple[int, int, int, int]:
    head, colon, body = text.strip().partition(":")
    if not colon or head.upper() not in ("N", "E", "S", "W"):
        raise DealError('must start with the first seat and a colon, e.g. "N:"', "first_seat")
    first = SEAT_NAMES.index(head.upper())
    texts = body.split()
    if len(texts) != 4:
        raise DealError(f"must give four hands, found {len(texts)}", "four_hands", found=len(texts))
    hands = [0, 0, 0, 0]
    seen = 0
    for offset, hand_text in enumerate(texts):
        seat = (first + offset) % 4
        mask = _parse_hand(hand_text, SEAT_NAMES[seat])
        if mask & seen:
            duplicate = codes_in(mask & seen)[0]
            # Both hands, so that a page can say where the two copies are (Law 6B: one hand each).
            other = next(SEAT_NAMES[s] for s in range(4) if duplicate in codes_in(hands[s]))
            raise DealError(
                f"{duplicate} is dealt twice", "dealt_twice", card=duplicate, other=other, seat=SEAT_NAMES[seat]
            )
        seen |= mask
        hands[seat] = mask
    return tuple(hands)  # type: ignore[return-value]


_RANKS_CACHE: dict[str, int] = {"-": 0, "": 0}


def _ranks_mask(ranks: str, suit: int, seat_name: str) -> int:
    """The 13-bit mask of one suit's ranks ("AKT2"), cached: deals repeat suit holdings."""
    mask = _RANKS_CACHE.get(ranks)
    if mask is None:
        mask = 0
        for letter in ranks.upper():
            bit = _RANK_BIT.get(letter)
            if bit is None:
                raise DealError(
                    f"{seat_name}'s hand: {letter!r} is not a rank", "not_a_rank", seat=seat_name, letter=letter
                )
            if mask >> bit & 1:
                card = codes_in(1 << (13 * suit + bit))[0]
                raise DealError(f"{seat_name}'s hand: {card} is given twice", "given_twice", seat=seat_name, card=card)
            mask |= 1 << bit
        if len(_RANKS_CACHE) < 65536:
            _RANKS_CACHE[ranks] = mask
    return mask


def parse_hand(text: object, seat_name: str = "N") -> int:
    """The mask of one hand of 13 cards written as in a PBN Deal value ("AK32.KQJ54.A7.82", spades
    first); DealError naming the problem otherwise (a player poll gives one hand, not a deal)."""
    if not isinstance(text, str):
        raise DealError('must be a PBN hand like "AK32.KQJ54.A7.82"', "not_text")
    return _parse_hand(text.strip(), seat_name)


def _parse_hand(text: str, seat_name: str) -> int:
    suits = text.split(".")
    if len(suits) != 4:
        raise DealError(f"{seat_name}'s hand must have four suits separated by dots", "four_suits", seat=seat_name)
    mask = (
        _ranks_mask(suits[0], 3, seat_name) << 39
        | _ranks_mask(suits[1], 2, seat_name) << 26
        | _ranks_mask(suits[2], 1, seat_name) << 13
        | _ranks_mask(suits[3], 0, seat_name)
    )
    if mask.bit_count() != 13:
        raise DealError(
            f"{seat_name}'s hand has {mask.bit_count()} cards, not 13",
            "thirteen",
            seat=seat_name,
            found=mask.bit_count(),
        )
    return mask
