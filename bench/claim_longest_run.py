"""How far a "the opponents cannot take every trick" count has to reach where claim_oracle.py's oracle raises
a floor (issue 24; docs/benchmarks.md, claimfloor14): one of bench/claim_speed.py's 13-card claims is searched
once with its table kept, then again with the oracle given where `--where` says (as claim_oracle.py does), and
at each trick start where it raises the floor this prints the seat on lead, the cards a hand, the opponents'
longest run of tricks before the claimer's side wins one, and the four hands.

The longest run is found by trying every line: the claimer's side plays the model's cards
(rulings/claims/normal_play.py), the opponents any legal card, and each line stops at the side's first trick.
A count of the opponents' safe leads (leads of a trick the side cannot win) that says "they must make an unsafe
lead by trick S + 1" with S below this run is unsound; how far above it S lies is what the count gives away. claimfloor14's form 2 counted 1 to 5 tricks more
at claim 6's 97 raises of `opp+ge9+le11`.

    .venv/bin/python bench/claim_longest_run.py CLAIM [--where W] [--no-top-down]

A measuring tool, run by hand (BENCH_TOOLS in the Makefile): it wraps two methods of the search, as
claim_oracle.py does; nothing else imports it.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import claim_oracle  # noqa: E402

from rulings.claims import search  # noqa: E402
from rulings.claims.normal_play import NormalPlay, _winner  # noqa: E402

RANKS = "23456789TJQKA"


def raised_starts(claim, budget: int, where: str) -> list[tuple]:
    """The trick starts (hands, seat, known) where the oracle raises the floor, in the order met."""
    _, _, table = claim_oracle.run(claim, budget)
    oracle = {key: result.value for key, (result, _) in table.items() if result.line is None}
    floor, position = search._Bounded.floor, search._Bounded.position
    starts: list[tuple] = []

    def floor_given(self, hands, seat, code):
        value = floor(self, hands, seat, code)
        key = self.keys.key(hands, seat, self.known_here)
        proven = oracle.get(key)
        if proven is None or proven <= value or not claim_oracle.given(where, key, hands, seat, self.play.side):
            return value
        starts.append((hands, seat, self.known_here))
        return min(proven, (value & ~3) + 4 + (value & 3))

    def position_told(self, hands, seat, known, bound):
        self.known_here = known
        return position(self, hands, seat, known, bound)

    search._Bounded.floor, search._Bounded.position = floor_given, position_told
    try:
        claim_oracle.run(claim, budget)
    finally:
        search._Bounded.floor, search._Bounded.position = floor, position
    return starts


def longest_run(play: NormalPlay, hands: tuple, seat: int, known: frozenset) -> int:
    """The most tricks the opponents of the claimer's side win in a row from this trick start before
    the side wins one, over every line (the side's cards the model's, the opponents' any legal card)."""
    trump = play.claim.trump
    memo: dict = {}

    def start(hands: tuple, seat: int, known: frozenset) -> int:
        if not hands[seat]:
            return 0
        key = (hands, seat, known)
        if key not in memo:
            memo[key] = within(hands, seat, [], known)
        return memo[key]

    def within(hands: tuple, seat: int, trick: list, known: frozenset) -> int:
        best = 0
        for card in play.choices(seat, hands, trick, known):
            after = hands[:seat] + (hands[seat] & ~(1 << card),) + hands[seat + 1 :]
            played = trick + [(seat, card)]
            led = played[0][1] // 13
            shown = known | {(seat, led)} if card // 13 != led and seat & 1 != play.side else known
            if len(played) == 4:
                winner = _winner(played, trump)[0]
                value = 0 if winner & 1 == play.side else 1 + start(after, winner, shown)
            else:
                value = within(after, (seat + 1) % 4, played, shown)
            best = max(best, value)
        return best

    return start(hands, seat, known)


def holding(hand: int) -> str:
    """A hand as S.H.D.C, each suit from the top."""
    return ".".join(
        "".join(RANKS[card % 13] for card in range(13 * suit + 12, 13 * suit - 1, -1) if hand >> card & 1)
        for suit in (3, 2, 1, 0)
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("claim", type=int)
    parser.add_argument("--no-top-down", action="store_true")
    parser.add_argument("--budget", type=int, default=3_000_000)
    parser.add_argument("--where", default="opp+ge9+le11")
    args = parser.parse_args()
    claim = claim_oracle.bench_claim(args.claim, not args.no_top_down)
    play = NormalPlay(claim)
    t = time.process_time()
    starts = raised_starts(claim, args.budget, args.where)
    print(f"{len(starts)} floors raised where {args.where}, {time.process_time() - t:.1f} s CPU", flush=True)
    margins: collections.Counter = collections.Counter()
    for hands, seat, known in starts:
        n = hands[seat].bit_count()
        run = longest_run(play, hands, seat, known)
        margins[n - run] += 1
        print("NESW"[seat], n, run, " ".join(holding(hand) for hand in hands), flush=True)
    print("tricks left - longest run:", sorted(margins.items()))


if __name__ == "__main__":
    main()
