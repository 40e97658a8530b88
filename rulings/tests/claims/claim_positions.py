"""Seeded claim positions, and the references the claim search's tests (test_claim_search.py,
test_claim_bounds.py) check the bounded search and its bounds against, each found by trying every
line: the fewest tricks over every legal line (Law 44C for which cards are legal) and the least
value over every normal line (Laws 70A, 70C, 70D1, 70E1).

`normal_least` is written here, apart from rulings/claims/search.py, so that the search under test
and its reference share only the model of play (rulings/claims/normal_play.py), not the way a position
follows from a card."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

from rulings.cards import SUIT_MASKS, cards_in
from rulings.claims.claim import Claim, Statement, validate
from rulings.claims.normal_play import LOST, NormalPlay, _winner
from rulings.claims.search import combine

Line = tuple[tuple[int, int], ...]


def random_claim(rng: random.Random, size: int, tenace: bool = False) -> Claim:
    """A deal of `size` cards a hand, a random strain, leader, claimer and statement (some of
    the claiming side's cards in a random order, trumps mentioned or not, a finesse card, the
    70E2 order, a void shown) and sometimes a trick in progress. With `tenace`, the deal leans
    towards a finesse (70E1): the ace and queen of a suit go to one hand of the claiming side,
    the two to its partner and the king to the opponent after it (the slices may shift a card)."""
    cards = list(range(52))
    rng.shuffle(cards)
    claimer, lead = rng.randrange(4), rng.randrange(4)
    if tenace:
        suit = 13 * rng.randrange(4)
        for card in (suit + 12, suit + 10, suit + 11, suit):
            cards.remove(card)
        holder = (claimer & 1) + 2 * rng.randrange(2)
        cards[size * holder : size * holder] = [suit + 12, suit + 10]
        cards[size * (holder ^ 2) : size * (holder ^ 2)] = [suit]  # partner leads the suit
        behind = (holder + 1) % 4  # fourth hand when partner leads: the finesse loses to it
        cards[size * behind : size * behind] = [suit + 11]
    n, e, s, w = (sum(1 << c for c in cards[size * i : size * (i + 1)]) for i in range(4))
    hands = (n, e, s, w)
    side = [c for c in cards[: 4 * size] if hands[claimer & 1] >> c & 1 or hands[(claimer & 1) + 2] >> c & 1]
    stated = tuple(rng.sample(side, rng.randint(0, min(4, len(side)))))
    finesses = frozenset(rng.sample(side, 1)) if rng.random() < 0.3 else frozenset()
    statement = Statement(cards=stated, trumps=rng.random() < 0.3, finesses=finesses)
    shown = (
        frozenset({(rng.choice([claimer ^ 1, claimer ^ 3]), rng.randrange(4))}) if rng.random() < 0.2 else frozenset()
    )
    return Claim(
        hands=hands,
        trump=rng.choice([None, 0, 1, 2, 3]),
        lead=lead,
        trick=_trick_in_progress(rng, hands, lead) if rng.random() < 0.3 else (),
        claimer=claimer,
        declarer=rng.choice([claimer, claimer ^ 1]),
        claimed=rng.randint(0, size),
        statement=statement,
        top_down=rng.random() < 0.3,
        shown_out=shown,
    )


def _trick_in_progress(rng: random.Random, hands: tuple, lead: int) -> tuple[int, ...]:
    played: list[int] = []
    for i in range(rng.randint(1, 3)):
        hand = hands[(lead + i) % 4]
        follow = [c for c in range(52) if hand >> c & 1 and (not played or c // 13 == played[0] // 13)]
        played.append(rng.choice(follow or [c for c in range(52) if hand >> c & 1]))
    return tuple(played)


def seeded_claims(seed: int, count: int, sizes: tuple[int, ...]) -> list[Claim]:
    rng = random.Random(seed)
    out: list[Claim] = []
    while len(out) < count:
        claim = random_claim(rng, rng.choice(sizes), tenace=len(out) % 2 == 1)
        try:
            validate(claim)
        except ValueError:
            continue  # a stated card twice or in the trick: not a claim the query accepts
        out.append(claim)
    return out


def restated_with(
    seed: int, count: int, sizes: tuple[int, ...], restate: Callable[[Claim, random.Random, int], Claim]
) -> list[Claim]:
    """`count` seeded claims each given another statement by `restate(claim, rng, index)` (`rng`
    seeded with `seed`, `index` the number of claims kept so far); one the query would refuse (a
    stated card twice or in the trick) is skipped."""
    rng = random.Random(seed)
    out: list[Claim] = []
    for claim in seeded_claims(seed, 3 * count, sizes):
        restated = restate(claim, rng, len(out))
        try:
            validate(restated)
        except ValueError:
            continue
        out.append(restated)
        if len(out) == count:
            break
    return out


def restated_claims(seed: int, count: int, sizes: tuple[int, ...]) -> list[Claim]:
    """Seeded claims whose statement is 3-8 of the claiming side's cards in a random order, both
    hands' cards mixed (68C: the line the claimer states; 70B: played in that order), no finesse:
    a card of one hand stated just after one of the other's, for a discard "put there" (N2)."""

    def restate(claim: Claim, rng: random.Random, _index: int) -> Claim:
        side = claim.hands[claim.claimer & 1] | claim.hands[(claim.claimer & 1) + 2]
        held = [card for card in cards_in(side) if card not in claim.trick]
        stated = tuple(rng.sample(held, min(len(held), rng.randint(3, 8))))
        return dataclasses.replace(claim, statement=Statement(cards=stated, trumps=claim.statement.trumps))

    return restated_with(seed, count, sizes, restate)


def legal_least(hands: tuple, seat: int, side: int, trump: int | None) -> int:
    """The fewest tricks of `side` over every legal line (Law 44C), by trying them all."""
    if not hands[seat]:
        return 0
    best = 99

    def play(hands: tuple, seat: int, trick: list) -> None:
        nonlocal best
        if len(trick) == 4:
            winner = _winner(trick, trump)[0]
            best = min(best, int(winner & 1 == side) + legal_least(hands, winner, side, trump))
            return
        hand = hands[seat]
        legal = (hand & SUIT_MASKS[trick[0][1] // 13] or hand) if trick else hand
        for card in cards_in(legal):
            after = hands[:seat] + (hand & ~(1 << card),) + hands[seat + 1 :]
            play(after, (seat + 1) % 4, trick + [(seat, card)])

    play(hands, seat, [])
    return best


def step(play: NormalPlay, hands: tuple, seat: int, trick: list, known: frozenset, card: int):
    """`seat` plays `card`: the hands after it, the trick, and the voids shown (an opponent who
    does not follow shows a void, 70E1: "failed to follow to the suit")."""
    after = hands[:seat] + (hands[seat] & ~(1 << card),) + hands[seat + 1 :]
    played = trick + [(seat, card)]
    led = played[0][1] // 13
    shown = known | {(seat, led)} if card // 13 != led and seat & 1 != play.side else known
    return after, played, shown


def normal_least(play: NormalPlay, hands: tuple, seat: int, trick: list, known: frozenset) -> tuple[int, Line]:
    """The least value over every normal line (70A: "any doubtful point ... resolved against the
    claimer"; 70D1: the "less successful" normal line) and the first line, in the order of
    `play.choices`, that reaches it, by trying every line. A position at the start of a trick is
    remembered (its value does not depend on how it was reached) under `_memo_key`. Slow: at six
    and seven cards a hand seconds a claim, where the search under test takes a hundredth of it."""
    memo: dict = {}

    def search(hands: tuple, seat: int, trick: list, known: frozenset) -> tuple[int, Line]:
        if not trick:
            if hands[seat] == 0:
                return LOST, ()
            key = _memo_key(hands, seat, known, play.side)
            hit = memo.get(key)
            if hit is not None:
                return hit
        best: tuple[int, Line] | None = None
        for card in play.choices(seat, hands, trick, known):
            after, played, shown = step(play, hands, seat, trick, known, card)
            if len(played) == 4:
                rest, line = search(after, _winner(played, play.claim.trump)[0], [], shown)
                value = combine(play.trick_value(played, hands), rest)
            else:
                value, line = search(after, (seat + 1) % 4, played, shown)
            if best is None or value < best[0]:
                best = value, ((seat, card),) + line
        assert best is not None  # a hand with cards always has a legal card
        if not trick:
            memo[key] = best
        return best

    return search(hands, seat, trick, known)


def _memo_key(hands: tuple, seat: int, known: frozenset, side: int) -> tuple:
    """A position at the start of a trick: the hands, the seat on lead and the voids shown that
    can still change a card the model allows. Two positions with the same key have the same
    value and the same first line, since the model reads a void (opponent, suit) only for the
    claiming side's third hand to a trick its partner led in that suit (rulings/claims/normal_play.py):
    - N5 ("fourth hand is known to be void": the finesse is no longer in question, 70E1's
      exception), which needs the partner to lead the suit and the third hand to hold it (both
      hands of the side hold the suit) and the second hand, the other opponent, to win the trick
      so far with a card of the suit (a discard wins nothing, and the third hand's card of the
      suit led cannot beat a ruff): the other opponent holds the suit too;
    - N4's `_behind_a_void` (second hand, the opponent, has shown out), which needs the partner
      to lead the suit: the hand before the opponent holds it. An opponent void of the suit shows
      out on that trick before the third hand plays, so this reads a void given before the claim
      only while the opponent still holds the suit (a `shown_out` the cards contradict).
    Cards only leave the hands, and a void read within a trick was worth keeping at its start,
    so a void left out here is never read again on any line from the position; voids of the
    claiming side are never read. Should the model read a void anywhere else, this key must keep
    it. Without it, every order in which the opponents showed out was searched again (a tenth to a
    sixth of this search's time at six and seven cards: docs/benchmarks.md, session 36)."""
    kept = []
    for opponent, suit in known:
        if opponent & 1 == side:
            continue
        holds = [hands[(opponent + i) % 4] & SUIT_MASKS[suit] for i in range(4)]  # from the opponent round
        leads = holds[3]  # the hand before the opponent: it leads the suit to it, or plays third before it
        if leads and (holds[0] or (holds[1] and holds[2])):
            kept.append((opponent, suit))
    return hands, seat, frozenset(kept)
