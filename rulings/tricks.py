"""Who wins a trick (Law 44E, 44F): the highest trump if trumps were played to it, otherwise the
highest card of the suit led. The one place the rule is written; the play state machine
(play.py) and the quizzes' stories use it.

Cards are indices 0-51 (cards.py): suit * 13 + rank, so within a suit a higher index is a
higher card.
"""
from __future__ import annotations

from collections.abc import Sequence


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
