"""Stated cards of the claiming side that win and lose alike, tried once by the claim search
(Laws 68C, 70B, 70D1; 44E, 44F).

The model of normal play (rulings/claims/normal_play.py) merges a hand's cards of one suit with
no live card of another hand between them (`_representatives`: they win and lose the same
tricks, Law 44F, "the highest card of the suit led"; 44E for trumps), but never a stated card,
since the statement is played in its order (68C: the claimer's "line of play ... through which
[he] proposes to win the tricks claimed"; 70B: it is repeated and followed; TR 70B: "talep
edenin orijinal açıklama beyanını tekrarlamasını"). A 13-card claim stated in full (every card
of the side, with `top_down`) therefore has every touching pair of a hand searched twice. When
the statement cannot tell them apart either, the second is a position the search has already
searched under another name.

It cannot when two cards `low` < `high` of one hand and one suit:

- have *no live card at all* between them (the cards on the trick in progress included): they
  win and lose every trick alike, and the hand's cards after either is played squeeze alike
  (rulings/claims/key.py: the key's ranks are relative to the live cards);
- are next to each other in the statement, and neither the card stated just before the pair nor
  the one just after it is held by the partner: the model reads the statement through its first
  card not yet played and, for a card stated just after one played to the present trick, N2's
  "the diamond ace, throwing the club" (`NormalPlay._in_turn`; one hand plays one card to a
  trick, so only the partner's card can follow on it there); with the pair's neighbours not the
  partner's, the card kept takes the place of the card played, and the key's list of the stated
  cards left (`RelativeKeys.statement_left`, with its flag of a card following on the one before
  it in the other hand) is the same after either;
- are both a ten or higher or both lower (a double finesse is "two above a ten or higher card",
  N4), and neither is a stated finesse (70E1).

Then playing `high` leads to the position playing `low` leads to, card for card with the two
swapped: the same value and the same line, so the search, which only lets a strictly smaller
value replace the best and tries the cards from the lowest, finds the same answer and line with
`high` left out. Only the claim search of rulings/claims/search.py (with its relative keys) uses
this; the model's choices, the second search of a defender's claim and the tests' reference try
every card. Pure Python; no Django.
"""

from __future__ import annotations

TEN = 8  # rank index of the ten (0 is the two), as in rulings/claims/key.py


class StatedRuns:
    """For one claim (its statement fixed): which of the claiming side's normal cards to try."""

    def __init__(self, stated: tuple[int, ...], finesses: frozenset[int]) -> None:
        self.stated = stated
        # Each pair of stated cards that can play alike, (low, high), worked out once: the two are
        # next to each other in the statement, of one suit, on one side of the ten and neither a
        # finesse (the conditions that do not change during play); with the cards between them and
        # the two stated cards around the pair (the partner must hold neither), as masks.
        self.pairs: dict[tuple[int, int], tuple[int, int]] = {}
        for first in range(len(stated) - 1):
            low, high = sorted(stated[first : first + 2])
            if (
                low in finesses
                or high in finesses
                or low // 13 != high // 13
                or (low % 13 >= TEN) != (high % 13 >= TEN)
            ):
                continue
            around = (1 << stated[first - 1] if first > 0 else 0) | (
                1 << stated[first + 2] if first + 2 < len(stated) else 0
            )
            self.pairs[low, high] = ((1 << high) - 1) & ~((2 << low) - 1), around

    def tried(self, cards: list[int], hands: tuple, seat: int, trick: list) -> list[int]:
        """`cards` (a hand's normal cards, from the lowest, as `NormalPlay.choices` gives them)
        without each stated card that plays as the one just below it in the list."""
        if len(cards) < 2:
            return cards
        live = hands[0] | hands[1] | hands[2] | hands[3]
        for _, card in trick:
            live |= 1 << card
        partner = hands[seat ^ 2]
        out = [cards[0]]
        for below, card in zip(cards, cards[1:], strict=False):
            if not self.alike(below, card, live, partner):
                out.append(card)
        return out

    def alike(self, low: int, high: int, live: int, partner: int) -> bool:
        """Whether the stated cards `low` < `high` of one hand play alike (the module's three
        conditions): a pair of `pairs` with no live card between them, the partner holding
        neither stated card around it."""
        pair = self.pairs.get((low, high))
        return pair is not None and not live & pair[0] and not partner & pair[1]
