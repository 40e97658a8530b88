"""Who wins a trick (Law 44E, 44F): the highest trump if trumps were played to it, otherwise the
highest card of the suit led. The one place the rule is written; the play state machine
(play.py) and the quizzes' stories use it, the stories through `Tricks`, which counts the tricks
of a regular play as the cards are placed.

Cards are indices 0-51 (cards.py): suit * 13 + rank, so within a suit a higher index is a
higher card.
"""

from __future__ import annotations

from collections.abc import Sequence

from .revoke import TrickRecord


def beats(card: int, best: int, trump: int | None) -> bool:
    """Whether `card`, played after `best` (the card winning the trick so far), now wins it:
    a higher card of the same suit, or a trump on a card that is not a trump (44E, 44F)."""
    suit = card // 13
    return suit == best // 13 and card > best or suit == trump and best // 13 != trump


def trick_winner(cards: Sequence[tuple[int, int]], trump: int | None) -> int:
    """The seat that wins a trick of (seat, card) pairs, in the order they were played."""
    best_seat, best = cards[0]
    for seat, card in cards[1:]:
        if beats(card, best, trump):
            best_seat, best = seat, card
    return best_seat


class Tricks:
    """The tricks of a regular play as the cards are placed (Law 44): whose turn it is, the trick
    in progress, the completed tricks with their winners, and the tricks won by each side. The
    opening leader is declarer's left-hand opponent (41A); the winner of a trick leads to the
    next (44G). Irregularities are play.py's business: this counts only cards played in turn."""

    def __init__(self, trump: int | None, declarer: int):
        self.trump = trump
        self.declarer = declarer
        self.leader = (declarer + 1) % 4
        self.current: list[tuple[int, int]] = []
        self.completed: list[TrickRecord] = []
        self.won = [0, 0]  # by side: NS, EW
        self.best = (-1, -1)  # (seat, card) winning the trick in progress so far

    @property
    def trick_no(self) -> int:
        return len(self.completed) + 1

    @property
    def complete(self) -> bool:
        return len(self.completed) == 13

    def turn(self) -> int:
        return (self.leader + len(self.current)) % 4

    def place(self, seat: int, card: int) -> TrickRecord | None:
        """Put `seat`'s card on the trick; the completed trick when it is the fourth card."""
        if not self.current or beats(card, self.best[1], self.trump):
            self.best = (seat, card)
        self.current.append((seat, card))
        if len(self.current) < 4:
            return None
        winner = self.best[0]
        record = TrickRecord(self.trick_no, self.leader, tuple(self.current), winner)
        self.completed.append(record)
        self.won[winner & 1] += 1
        self.leader = winner
        self.current = []
        return record
