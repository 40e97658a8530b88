"""A lower bound on every line through a trick the claimer's side surely wins, counted before
the trick is finished, for the claim search (rulings/claims/search.py; Laws 44C, 44E, 44F, 70A).

The claim search asks of a position whether some line takes fewer than k tricks. When the trick
in progress is the side's whatever the hands still to play do (it is winning it and no opponent
still to play can beat the winning card), every line through it is worth that trick and the
rest; the search then played out the trick's last cards only to find, position after position,
that the side's sure tricks after it still reach the bound (a 13-card claim in hearts, the
bench's claim 7: 140 502 of its 179 740 last cards of a trick, docs/benchmarks.md,
claimspeed68). This counts those sure tricks once, for every way the trick can end.

Two counts of rulings/claims/bounds.py hold on every legal line and move only one way when cards
leave the hands, so each is counted on the hands as they are, the cards still to be played to
the trick included:

- *the tricks the opponents can win* (`opponents_bound`): with n cards a hand at the trick's
  start, n - 1 tricks follow it and the opponents win at most `opponents_bound` of them, which
  counts each suit's longer holding of theirs (and every trump of theirs): their cards only leave
  the hands, so it never grows. The side wins at least n - 1 less that;
- *a hand's trumps the opponents cannot each beat* (`unbeaten`): an opponent's trump leaving
  the hands never lowers the count (one fewer to match against), and one of the hand's own
  lowers it by at most one (it was matched or it was not). So a hand that has already played
  to the trick keeps at least its count; the hand about to play keeps the least count over the
  cards the search will try for it (`cards`, the model's normal cards: the lines the search
  tries are the model's, rulings/claims/normal_play.py); a hand of the side still to play after
  that may lose one, when it may play a trump (trumps were led, or it is void of the suit led).

The least paragraph code of a line from here (`least_code`, asked on the hands as they are) only
grows as cards leave the hands, so it bounds the code of the line after the trick. Nothing here
chooses a card: the search's order, its answers and its first losing line are unchanged; only
the positions it plays out are fewer.

Pure Python; no Django.
"""

from __future__ import annotations

from ..cards import SUIT_MASKS
from .bounds import opponents_bound, unbeaten


def tricks_after(hands: tuple, side: int, trump: int | None, seat: int, trick: list, cards: list[int]) -> int:
    """Tricks the side (0 N-S, 1 E-W) surely wins after the trick in progress (`trick`, at least
    one card; `seat` plays next, `cards` the cards the search tries for it): on every line on which
    the hands still to play each play one legal card to it and that seat one of `cards`."""
    n = hands[trick[0][0]].bit_count() + 1  # the leader has played: each hand held n at the start
    sure = n - 1 - opponents_bound(hands, side, trump)
    if trump is None:
        return max(sure, 0)
    trumps = SUIT_MASKS[trump]
    theirs = (hands[side ^ 1] | hands[side ^ 3]) & trumps
    led = trick[0][1] // 13
    played = {s for s, _ in trick}
    for hand in (side, side ^ 2):
        mine = hands[hand] & trumps
        if not mine:
            continue
        if hand == seat:
            # the least over the cards it may play: a card not a trump leaves its count whole
            count = min(unbeaten(mine & ~(1 << card), theirs) for card in cards)
        else:
            count = unbeaten(mine, theirs)
            if hand not in played and (led == trump or not hands[hand] & SUIT_MASKS[led]):
                count -= 1  # it may still play one of them to this trick
        sure = max(sure, count)
    return max(sure, 0)
