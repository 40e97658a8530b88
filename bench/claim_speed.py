"""Time the `claim` query (rulings/claims/claim.py, Laws 70-71): p95 per claim with 13 cards left and
with 5 or fewer, on seeded random deals; also 7 cards and the Zietman ending of
rulings/tests/claims/test_claim.py (8 cards, 7S). The claimer is South, declarer, on lead, in a random
strain; 13-card claims state the claiming side's cards in order, from the top (70E2 top_down),
as a claim at trick one would; 7-card claims do so every other one; short endings state nothing.
A query that exceeds the search budget is listed with its CPU at refusal and counts as over the
limit. One query is answered first and not timed: the first imports endplay's DDS (about half a
second, once per process).

    .venv/bin/python bench/claim_speed.py [--n 30] [--n7 8] [--n13 5] [--zietman] [--seed 1]
        [--budget POSITIONS] [--defender] [--no-top-down]

`--defender` asks the same claims with West as declarer, so that South claims as a defender: a
failing defender's claim is searched a second time, his partner playing his best normal card, to
tell 70D2 from 70C/70D1/70E1 (rulings/claims/partners_choice.py).

`--no-top-down` asks the same claims, stated in the same order, without 70E2's `top_down` (issue 24's
figure "without the order": the same deals, the model free to play an unstated suit in any order).

`--budget` answers with the budget error after fewer positions than the query's 3 000 000 (a
claim over it costs minutes of CPU; the claims answered within it are timed the same).

The p95 (and the median) is a nearest-rank order statistic of every claim asked (the
ceil(0.95 n)-th smallest; the median the ceil(n/2)-th), never interpolated beyond the largest; a
claim refused (the budget error) counts as over any limit (+inf in the order, its CPU at refusal
listed apart), so a set with refusals in its top 5 % prints `p95_s=refused`. Each set's line says
how many claims were answered, whether issue 24's target is met (13 cards: p95 at most 2 s; 5
cards or fewer: under 100 ms; CPU and wall each), and the sha256 of its answers (each answer's
JSON, keys sorted, a refusal's error text included; first 16 hex), so that two runs of different
code can be checked to answer alike.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rulings import answer  # noqa: E402
from rulings.claims.claim import ClaimError  # noqa: E402
from rulings.claims.query import claim_answer  # noqa: E402

RANKS = "AKQJT98765432"
SUITS = "SHDC"


def hands_of(rng: random.Random, size: int) -> list[list[str]]:
    cards = [s + r for s in SUITS for r in RANKS]
    rng.shuffle(cards)
    return [
        sorted(cards[13 * i : 13 * i + size], key=lambda c: (SUITS.index(c[0]), RANKS.index(c[1]))) for i in range(4)
    ]


def pbn(hands: list[list[str]]) -> str:
    return "N:" + " ".join(".".join("".join(c[1] for c in hand if c[0] == s) for s in SUITS) for hand in hands)


def query(rng: random.Random, size: int, stated: bool | None = None, top_down: bool = True) -> dict:
    """A claim by South with `size` cards left; `stated` (by default with 13 cards): the claiming
    side's cards stated in order, South's then North's, from the top, with 70E2's top_down unless
    `top_down` is false."""
    hands = hands_of(rng, size)
    q = {
        "q": "claim",
        "deal": pbn(hands),
        "trump": rng.choice(["C", "D", "H", "S", "NT"]),
        "lead": "S",
        "claimer": "S",
        "declarer": "S",
        "claimed": size,
    }
    if size == 13 if stated is None else stated:
        q["statement"] = {"cards": hands[2] + hands[0]}
        if top_down:
            q["top_down"] = True
    return q


ZIETMAN = {
    "q": "claim",
    "deal": "N:9..Q93.Q953 QJ6.QT.6.A6 ..J842.KJ72 ..AKT75.T84",
    "trump": "S",
    "lead": "W",
    "claimer": "E",
    "declarer": "E",
    "claimed": 8,
    "statement": {"cards": ["DA", "DK", "C6"]},
}


def ask(q: dict, budget: int | None) -> dict:
    """The query's answer, within `budget` positions when one is given."""
    if budget is None:
        return answer(q)
    try:
        return claim_answer(q, budget=budget)
    except ClaimError as exc:
        return {"error": str(exc)}


# issue 24's targets, in seconds: (the limit, whether the limit itself meets it)
TARGETS = {"cards<=5": (0.1, False), "cards=13": (2.0, True)}


def nearest_rank(values: list[float], fraction: float) -> float:
    """The ceil(fraction * n)-th smallest of `values` (an order statistic: one of the values, never
    extrapolated beyond the largest as `statistics.quantiles` does with few values)."""
    ordered = sorted(values)
    return ordered[max(1, math.ceil(fraction * len(ordered))) - 1]


def run(label: str, make, n: int, rng: random.Random, budget: int | None = None) -> None:
    """Wall time (what a user waits) and this process's CPU time (steadier on a shared machine),
    over every claim asked: a refused one counts as +inf (over any limit)."""
    if n <= 0:
        return  # a set asked for with --n 0 (or --n13 0 ...) is left out, not printed as nan
    times, cpu, refused_cpu, digest = [], [], [], hashlib.sha256()
    for i in range(n):
        q = make(rng, i)
        start, start_cpu = time.perf_counter(), time.process_time()
        got = ask(q, budget)
        took, took_cpu = time.perf_counter() - start, time.process_time() - start_cpu
        digest.update(json.dumps(got, sort_keys=True).encode())
        if "error" in got:
            refused_cpu.append(took_cpu)
            print(f"  claim {i} refused after {took:.1f}s ({took_cpu:.2f}s cpu): {got['error'][:80]}", file=sys.stderr)
            times.append(math.inf)
            cpu.append(math.inf)
            continue
        times.append(took)
        cpu.append(took_cpu)
    answered = n - len(refused_cpu)
    refusals = " ".join(f"{c:.2f}" for c in refused_cpu) or "-"
    print(
        f"{label}: asked={n} answered={answered} {_figures('', times)} {_figures('cpu_', cpu)}"
        f" refused_cpu_s={refusals}{_target(label, times, cpu)} answers_sha256={digest.hexdigest()[:16]}"
    )


def _figures(prefix: str, values: list[float]) -> str:
    return (
        f"{prefix}p95_s={_seconds(nearest_rank(values, 0.95))} {prefix}median_s={_seconds(nearest_rank(values, 0.5))}"
    )


def _seconds(value: float) -> str:
    return "refused" if math.isinf(value) else f"{value:.3f}"


def _target(label: str, times: list[float], cpu: list[float]) -> str:
    if label not in TARGETS:
        return ""
    limit, inclusive = TARGETS[label]

    def met(values: list[float]) -> str:
        p95 = nearest_rank(values, 0.95)
        return "met" if (p95 <= limit if inclusive else p95 < limit) else "not_met"

    return f" target_p95{'<=' if inclusive else '<'}{limit:g}s: cpu {met(cpu)}, wall {met(times)}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=30)
    parser.add_argument("--n13", type=int, default=5, help="13-card claims (each can take a minute)")
    parser.add_argument("--n7", type=int, default=8, help="7-card claims")
    parser.add_argument("--zietman", action="store_true", help="the 8-card Zietman ending (slow)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=int, default=None, help="positions before the budget error")
    parser.add_argument("--defender", action="store_true", help="West declarer: South claims as a defender")
    parser.add_argument("--no-top-down", action="store_true", help="the stated claims without 70E2's top_down")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    declarer = {"declarer": "W"} if args.defender else {}
    answer(query(random.Random(0), 2))  # warm-up: endplay's DDS is imported on the first query
    run("cards<=5", lambda r, i: query(r, r.randint(1, 5)) | declarer, args.n, rng)
    order = not args.no_top_down
    run("cards=13", lambda r, i: query(r, 13, top_down=order) | declarer, args.n13, rng, args.budget)
    # after the others, on a generator of their own: the figures above stay those of earlier runs
    seven = random.Random(args.seed + 7)
    run("cards=7", lambda r, i: query(r, 7, stated=i % 2 == 0, top_down=order) | declarer, args.n7, seven)
    if args.zietman:
        run("zietman", lambda r, i: ZIETMAN, 1, rng)


if __name__ == "__main__":
    main()
