"""Where a stronger lower bound would pay in the claim search (rulings/claims/search.py; issue 24,
docs/benchmarks.md, claimspeed70): one of bench/claim_speed.py's 13-card claims is searched once
with its table kept, then again with each trick start's floor (`_Bounded.floor`) raised to the
lower bound the first search proved for its key, at most one trick above the floor: an oracle no
real count has (it is the answer), given only where asked, to measure how many positions a bound
that strong there would leave. Checks that the second search gives the first's value and line.

    .venv/bin/python bench/claim_oracle.py CLAIM [--no-top-down] [--budget N] [--where W ...] [--any-line-code]

CLAIM: the claim's index among the bench's eight 13-card claims (seed 1, --n 30). W: `all`,
`leN` (N cards a hand or fewer), `geN` (N or more), `opp` (the opponents on lead), `side` (the
claimer's side on lead), `pN` (N % of the keys, by a hash of the key that does not change between
runs), or several joined by `+`, all of which must hold (`opp+ge9+le11`: an opponent leads with 9
to 11 cards, where claim 6 needs its floor: docs/benchmarks.md, claimfloor11). `--any-line-code`: the
raised floor carries the code `least_code(hands)` gives any line (as `_Bounded.floor` does for a
counted trick) rather than the floor's own, which `least_code(hands, seat)` gives only the lines
winning no more trick: what a bound that proves tricks but not the paragraph codes could give
(docs/benchmarks.md, claimfloor12). A measuring tool: it wraps two methods of the search; nothing
else imports it.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import claim_speed  # noqa: E402

from rulings.claims import search  # noqa: E402
from rulings.claims.claim import start  # noqa: E402
from rulings.claims.normal_play import NormalPlay  # noqa: E402
from rulings.claims.query import parse_claim  # noqa: E402


def bench_claim(index: int, top_down: bool):
    """The bench's 13-card claim `index` (bench/claim_speed.py, --n 30 --n13 8 --seed 1)."""
    rng = random.Random(1)
    for _ in range(30):
        claim_speed.query(rng, rng.randint(1, 5))
    queries = [claim_speed.query(rng, 13, top_down=top_down) for _ in range(8)]
    return parse_claim(queries[index])


def given(where: str, key, hands: tuple, seat: int, side: int) -> bool:
    """Whether the oracle is given at this trick start."""
    if "+" in where:
        return all(given(part, key, hands, seat, side) for part in where.split("+"))
    n = hands[seat].bit_count()
    if where.startswith("le"):
        return n <= int(where[2:])
    if where.startswith("ge"):
        return n >= int(where[2:])
    if where == "opp":
        return seat & 1 != side
    if where == "side":
        return seat & 1 == side
    if where.startswith("p"):
        return hashlib.sha256(repr(key).encode()).digest()[0] * 100 < int(where[1:]) * 256
    return True


def run(claim, budget: int) -> tuple[tuple, int, dict]:
    """The search's value and line, its positions and its table."""
    kept: dict = {}
    release = search._Bounded.release

    def keep(self) -> None:
        kept["table"], kept["nodes"] = dict(self.table), self.nodes
        release(self)

    search._Bounded.release = keep
    try:
        answer = search.least(NormalPlay(claim), *start(claim), claim.claimed, budget=budget)
    finally:
        search._Bounded.release = release
    return answer, kept["nodes"], kept["table"]


def with_oracle(claim, budget: int, oracle: dict, where: str, any_line_code: bool = False) -> tuple[tuple, int, int]:
    """The search again, the floor raised where the oracle is given: value and line, positions,
    floors raised. `any_line_code`: the code of a raised floor is the least of any line's."""
    floor, position = search._Bounded.floor, search._Bounded.position
    raised = [0]

    def floor_given(self, hands, seat, code):
        value = floor(self, hands, seat, code)
        key = self.keys.key(hands, seat, self.known_here)
        proven = oracle.get(key)
        if proven is None or proven <= value or not given(where, key, hands, seat, self.play.side):
            return value
        raised[0] += 1
        code = self.least_code(hands) if any_line_code else value & 3
        return min(proven, (value & ~3) + 4 + code)  # one trick at most above the floor

    def position_told(self, hands, seat, known, bound):
        self.known_here = known
        return position(self, hands, seat, known, bound)

    search._Bounded.floor, search._Bounded.position = floor_given, position_told
    try:
        answer, nodes, _ = run(claim, budget)
    finally:
        search._Bounded.floor, search._Bounded.position = floor, position
    return answer, nodes, raised[0]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("claim", type=int)
    parser.add_argument("--no-top-down", action="store_true")
    parser.add_argument("--budget", type=int, default=3_000_000)
    parser.add_argument("--where", nargs="+", default=["all"])
    parser.add_argument("--any-line-code", action="store_true")
    args = parser.parse_args()
    claim = bench_claim(args.claim, not args.no_top_down)
    t = time.process_time()
    answer, nodes, table = run(claim, args.budget)
    print(f"as it is: value {answer[0]}, {nodes} positions, {time.process_time() - t:.1f} s CPU", flush=True)
    oracle = {key: result.value for key, (result, _) in table.items() if result.line is None}
    for where in args.where:
        t = time.process_time()
        again, nodes, raised = with_oracle(claim, args.budget, oracle, where, args.any_line_code)
        print(
            f"oracle {where}: value {again[0]}, same line {again == answer}, {nodes} positions,"
            f" {raised} floors raised, {time.process_time() - t:.1f} s CPU",
            flush=True,
        )


if __name__ == "__main__":
    main()
