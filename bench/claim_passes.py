"""Where one of bench/claim_speed.py's 13-card claims spends its positions, pass by pass of the claim
search (rulings/claims/search.py, `least`: "is there a line taking k tricks or fewer?" for k = 0,
1, ...; issue 24, docs/benchmarks.md, claimfloor11): each pass's positions and whether it refuted
(no such line) or found the line; then, with `--told`, the pass that finds the line again with its
`low` set to the answer's own value, as if a bound had told the search the answer in advance (the
most any upper bound on the answer, the double-dummy tricks among them, could spare it: the search
ends a loop early only on a lower bound); with `--off-line`, that pass's positions by how many whole
tricks of the answer's line had been played where they were searched (the cards of its first t
tricks all gone from the hands), i.e. where along the line the alternatives the model tries before
it cost their refutations.

    .venv/bin/python bench/claim_passes.py CLAIM [--no-top-down] [--budget N] [--told] [--off-line]

CLAIM: the claim's index among the bench's eight 13-card claims (seed 1, --n 30), as in
bench/claim_oracle.py. A measuring tool: it wraps methods of the search; nothing else imports it.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from claim_oracle import bench_claim  # noqa: E402

from rulings.claims import search  # noqa: E402
from rulings.claims.claim import start  # noqa: E402
from rulings.claims.key import RelativeKeys  # noqa: E402
from rulings.claims.normal_play import NormalPlay  # noqa: E402
from rulings.claims.stated_runs import StatedRuns  # noqa: E402


def searcher(play: NormalPlay, budget: int) -> search._Bounded:
    """The search as `least` builds it for a claim (relative keys, stated runs, every bound)."""
    finesses = play.claim.bound_statement.finesses
    found = search._Bounded(play, budget=budget, keys=RelativeKeys(play.stated, finesses, play.side), bounds=True)
    found.runs = StatedRuns(play.stated, finesses)
    return found


def passes(play: NormalPlay, budget: int, told: int | None = None, probe=None) -> list[tuple]:
    """`least`'s loop written out: each pass's k, answer ('refuted' or the value found), positions and
    CPU seconds. `told`: the finding pass's `low` (else the pass before's bound, as `least` has it).
    `probe(search, k)` is called before each pass."""
    hands, seat, trick, known = start(play.claim)
    found = searcher(play, budget)
    rows = []
    try:
        tricks = found.surely(hands, seat & 1 == play.side) if not trick else 0
        low = 4 * tricks
        while True:
            if probe is not None:
                probe(found, tricks)
            nodes, cpu = found.nodes, time.process_time()
            last = told is not None and tricks == told >> 2
            got = found.trick(hands, seat, trick, known, 4 * (tricks + 1), told if last else low)
            what = "refuted" if got.line is None else f"finds value {got.value}"
            rows.append((tricks, what, found.nodes - nodes, time.process_time() - cpu, got))
            if got.line is not None:
                return rows
            tricks += 1
            low = got.value
    except search.SearchBudgetExceeded:
        rows.append((tricks, "budget", found.nodes - nodes, time.process_time() - cpu, None))
        return rows
    finally:
        found.release()


def off_line(play: NormalPlay, budget: int, value: int, line: tuple) -> collections.Counter:
    """The finding pass's positions (each card tried, as the budget counts them) by the whole tricks of
    `line` already played where they were searched."""
    hands = start(play.claim)[0]
    dealt = hands[0] | hands[1] | hands[2] | hands[3]
    prefix, gone = [0], 0
    for i in range(0, len(line), 4):
        for _, card in line[i : i + 4]:
            gone |= 1 << card
        prefix.append(gone)
    counts: collections.Counter = collections.Counter()
    counting = [False]
    plain = search._Bounded._trick

    def counted(self, hands, seat, trick, known, bound, low, winning):
        if counting[0]:
            played = dealt & ~(hands[0] | hands[1] | hands[2] | hands[3])
            t = 0
            while t + 1 < len(prefix) and not prefix[t + 1] & ~played:
                t += 1
            counts[t] += 1
        return plain(self, hands, seat, trick, known, bound, low, winning)

    def probe(found, tricks):
        counting[0] = tricks == value >> 2

    search._Bounded._trick = counted
    try:
        passes(play, budget, probe=probe)
    finally:
        search._Bounded._trick = plain
    return counts


def _card(seat: int, card: int) -> str:
    """A card of the line as seat, suit and rank (rulings.cards: suit * 13 + rank, clubs 0, the two 0)."""
    return "NESW"[seat] + "CDHS"[card // 13] + "23456789TJQKA"[card % 13]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("claim", type=int)
    parser.add_argument("--no-top-down", action="store_true")
    parser.add_argument("--budget", type=int, default=search.NODE_BUDGET)
    parser.add_argument("--told", action="store_true", help="the finding pass again, told the answer's value")
    parser.add_argument("--off-line", action="store_true", help="the finding pass's positions along the line")
    args = parser.parse_args()
    play = NormalPlay(bench_claim(args.claim, not args.no_top_down))
    rows = passes(play, args.budget)
    for k, what, nodes, cpu, _ in rows:
        print(f"pass k<={k}: {what} in {nodes} positions, {cpu:.1f} s CPU", flush=True)
    found = rows[-1][4]
    if found is None:
        return
    if args.told:
        again = passes(play, args.budget, told=found.value)[-1]
        same = again[4] is not None and (again[4].value, again[4].line) == (found.value, found.line)
        print(f"told the value {found.value}: {again[2]} positions in that pass, same value and line {same}")
    if args.off_line:
        print(
            "line:",
            " | ".join(" ".join(_card(s, c) for s, c in found.line[i : i + 4]) for i in range(0, len(found.line), 4)),
        )
        counts = off_line(play, args.budget, found.value, found.line)
        total = sum(counts.values())
        for t in sorted(counts):
            leader = "NESW"[found.line[4 * t][0]] if 4 * t < len(found.line) else "-"
            print(
                f"after {t} tricks of the line ({leader} leads the next): {counts[t]} ({100 * counts[t] / total:.1f} %)"
            )


if __name__ == "__main__":
    main()
