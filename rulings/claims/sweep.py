"""Rule 8 of the model of normal play (docs/rulings-cli.md, "Additions"): the claiming side
does not lose the link between its hands when every remaining trick is a top trick (Laws 70A,
70D1; footnote 21).

Footnote 21 (TR: "“normal” söz konusu oyuncunun düzeyi için dikkatsiz veya düşük nitelikli
oyunları kapsamaktadır"; EN: "'normal' includes play that would be careless or inferior for the
class of player involved") bounds normal play from above, as the model's other rules do: a
play worse than careless is not normal. The Danish Laws Commission (LKU-20, example 2.1) rules
it "fornuftstridigt" (irrational) to play the suits in an order that loses the link between
the hands when all the tricks are top tricks, and the ACBL panel of Spring 2006 (Non-NABC+ Three)
found "no doubtful point" in a claim of "all good cards" (rulings/tests/claims/test_claim_published.py).

A *sweep* is a way for the claiming side to win every remaining trick, the current one
included, each with a *top* card of the suit led: a card no opponent's live card of its suit
beats (a trump only when trumps are led, the opponents holding none). The defenders' cards then
decide nothing (they can neither beat a top card nor ruff), so whether a sweep exists is a
puzzle of the claiming side's two hands alone. When one exists, the claiming side plays only
cards that keep one. The rule is off while an opponent holds a trump (70C stays whole), and a
card that is not top, such as a finesse card (70E1) or a small card of a suit an opponent still
holds higher, never counts as a winner, so no unstated finesse and no suit that is not all
masters is rescued. Nor is a trick won by a ruff counted: ruffing a loser is a line of its own
(an order of ruffs and entries), and 70D1 (TR "talep edenin orijinal açıklama beyanında
belirtmediği hiçbir başarılı oyun tarzını kabul etmeyecektir"; EN "shall not accept from claimer
any successful line of play not embraced in the original clarification statement") does not let
the model make it the only normal play when the claimer did not state it (BBO "Claim problem",
2010: "No mention of ruffing a heart in the claim statement, so one heart trick to South"). A
stated ruff is still played: the statement (rule 2) comes before this rule. Pure Python; no
Django.
"""

from __future__ import annotations

import functools

from ..cards import SUIT_MASKS


def applies(hands: tuple, side: int, trick: list, trump: int | None) -> bool:
    """Whether the rule can apply: no opponent holds a trump or has played one to this trick."""
    if trump is None:
        return True
    theirs = hands[side ^ 1] | hands[side ^ 3]
    played = any(seat & 1 != side and card // 13 == trump for seat, card in trick)
    return not theirs & SUIT_MASKS[trump] and not played


def tops(hands: tuple, side: int, trick: list, trump: int | None) -> int:
    """The claiming side's top cards (in hand or on the trick): those no card in an opponent's hand of the same suit
    beats (the cards on the trick in progress are `sweeps`' bar); every trump of the side (the rule applies only when the opponents
    hold none)."""
    theirs = hands[side ^ 1] | hands[side ^ 3]
    ours = hands[side] | hands[side ^ 2]
    for seat, card in trick:
        if seat & 1 == side:
            ours |= 1 << card
    out = 0
    for suit, mask in enumerate(SUIT_MASKS):  # by suit: the cards above their highest card of it
        in_suit = ours & mask
        if in_suit and suit != trump:
            in_suit &= ~((1 << (theirs & mask).bit_length()) - 1)
        out |= in_suit
    return out


def sweeps(hands: tuple, side: int, trick: list, leader: int, trump: int | None, top: int) -> bool:
    """Whether the claiming side can win `trick` (in progress; `leader` leads it when it is
    empty, one of the side's hands) and every later one with a card of `top`."""
    return _sweeps(hands[side], hands[side ^ 2], side, _seen(trick, side), leader, -1 if trump is None else trump, top)


def _seen(trick: list, side: int) -> tuple:
    """What a sweep reads of the trick in progress: the side's cards on it, its leader, how many
    cards it holds, its suit (-1: none yet) and the opponents' highest card of that suit on it
    (-1: none; the side's winning card must beat it too)."""
    if not trick:
        return (), -1, 0, -1, -1
    led = trick[0][1] // 13
    mine = tuple((s, c) for s, c in trick if s & 1 == side)
    bar = max((c for s, c in trick if s & 1 != side and c // 13 == led), default=-1)
    return mine, trick[0][0], len(trick), led, bar


def _sweeps(a: int, b: int, side: int, seen: tuple, leader: int, trump: int, top: int) -> bool:
    """`sweeps` on what it reads: `a` the hand of seat `side`, `b` its partner's, `seen` the
    trick's (`_seen`)."""
    mine, first, count, led, bar = seen
    if count:
        later = tuple(s for s in ((first + i) % 4 for i in range(count, 4)) if s & 1 == side)
    else:
        later = (leader, leader ^ 2)
    return _search(a, b, side, mine, led, later, trump, top, bar)


@functools.lru_cache(maxsize=65536)
def _search(a: int, b: int, side: int, mine: tuple, led: int, later: tuple, trump: int, top: int, bar: int) -> bool:
    """`a` the hand of seat `side`, `b` its partner's; `mine` the side's cards on the trick so
    far, `led` its suit (-1: none yet), `later` the side's seats still to play to it; `bar` the
    opponents' highest card of the suit led already on it (-1: none)."""
    if not later:
        winner = _trick_winner(mine, led, trump)
        if winner is None or not top >> winner[1] & 1:
            return False
        if winner[1] // 13 == led and winner[1] < bar:
            return False
        if not (a | b):
            return True
        if (top & (a | b)).bit_count() < a.bit_count():
            return False  # each trick left needs a top card of its own to win it
        return _search(a, b, side, (), -1, (winner[0], winner[0] ^ 2), trump, top, -1)
    seat = later[0]
    hand = a if seat == side else b
    if not hand:
        return False
    follow = hand & SUIT_MASKS[led] if led >= 0 else 0
    legal = follow or hand
    # The cards a sweep compares this hand's cards with: the other hand's, the side's on the
    # trick, and the opponents' highest card of the suit led on it. Two cards of the hand with none
    # of these between them, both top or neither, win and lose alike: swapping them changes no
    # comparison a sweep makes, so only the lower is tried (the answer is whether one card keeps a
    # sweep, not which).
    others = ((a | b) & ~hand) | (1 << bar if bar >= 0 else 0)
    for _, played in mine:
        others |= 1 << played
    previous = -1
    while legal:
        low = legal & -legal
        legal ^= low
        card = low.bit_length() - 1
        if (
            previous >= 0
            and previous // 13 == card // 13
            and (top >> previous ^ top >> card) & 1 == 0
            and not others & (low - 1) & ~((2 << previous) - 1)
        ):
            previous = card
            continue
        previous = card
        na, nb = (a & ~low, b) if seat == side else (a, b & ~low)
        if _search(na, nb, side, mine + ((seat, card),), card // 13 if led < 0 else led, later[1:], trump, top, bar):
            return True
    return False


def _trick_winner(mine: tuple, led: int, trump: int) -> tuple[int, int] | None:
    """The side's card that wins the trick as a sweep counts it: its highest card of the suit led
    (the opponents' cards are below every top card and hold no trump). None when the side ruffs:
    a trick won by a ruff is not a top trick (the module's docstring: no unstated ruff, 70D1)."""
    if led != trump and any(p[1] // 13 == trump for p in mine):
        return None
    followed = [p for p in mine if p[1] // 13 == led]
    return max(followed, key=lambda p: p[1]) if followed else None


def keep_the_sweep(
    candidates: list[int], legal: list[int], hands: tuple, side: int, seat: int, trick: list, trump: int | None
) -> list[int]:
    """Rule 8: when a sweep exists, the cards of `seat` after which one remains: those of its
    normal `candidates`, else those of its `legal` unstated cards (the link comes before rules
    3-7: N6 would forbid the overtake that reaches the other hand); `candidates` otherwise."""
    if len(legal) < 2 or not applies(hands, side, trick, trump):
        return candidates
    top = tops(hands, side, trick, trump)
    # Each trick of a sweep is won by a top card of its own: fewer top cards than tricks left
    # (this one included), no sweep, without searching for one.
    tricks_left = hands[side].bit_count() + any(s == side for s, _ in trick)
    if top.bit_count() < tricks_left:
        return candidates
    # From here the answer reads the position only as `_keep` does: the side's two hands, its
    # top cards and what a sweep reads of the trick. Positions that differ in the opponents'
    # cards below the side's tops ask the same question (the Zietman claim of
    # rulings/tests/claims/test_claim.py: 247 386 asks, 5 011 different), so it is remembered.
    kept = _keep(
        tuple(candidates),
        tuple(legal),
        hands[side],
        hands[side ^ 2],
        side,
        seat,
        _seen(trick, side),
        -1 if trump is None else trump,
        top,
    )
    return list(kept) if kept is not None else candidates


@functools.lru_cache(maxsize=65536)
def _keep(
    candidates: tuple, legal: tuple, a: int, b: int, side: int, seat: int, seen: tuple, trump: int, top: int
) -> tuple | None:
    """`keep_the_sweep`'s cards once a sweep may exist: None when none does (or no card keeps
    one). `a` the hand of seat `side`, `b` its partner's; `seen` what a sweep reads of the trick
    (`_seen`)."""
    if not _sweeps(a, b, side, seen, seat, trump, top):
        return None
    mine, first, count, led, bar = seen
    for pool in (candidates, legal):
        kept = []
        for card in pool:
            # the trick with `card` on it, as `_seen` reads it: the side's card, the suit led if
            # it is the first, the opponents' highest card unchanged
            after = (mine + ((seat, card),), first if count else seat, count + 1, led if count else card // 13, bar)
            low = ~(1 << card)
            if (
                _sweeps(a & low, b, side, after, seat, trump, top)
                if seat == side
                else _sweeps(a, b & low, side, after, seat, trump, top)
            ):
                kept.append(card)
        if kept:
            return tuple(kept)
    return None
