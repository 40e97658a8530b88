"""Queries per second of the ruling engine for `state` and `result` on random complete play
records, and for `auction` on random auctions (legal, and with irregularities), in-process
(rulings.answer) and through the command line (one subprocess, many lines).

    .venv/bin/python bench/rulings_speed.py [--records 2000] [--cli-lines 20000]

Target (issue): at least 5 000 `result` queries per second in-process.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import rulings.deal as deal_module  # noqa: E402
from rulings import answer  # noqa: E402
from rulings.auction import Auction, AuctionAct, Call, CallEvent  # noqa: E402
from rulings.cards import CARD_CODES  # noqa: E402
from rulings.contract import Contract  # noqa: E402
from rulings.deal import SEAT_NAMES, Deal  # noqa: E402
from rulings.play import CardPlay, Table  # noqa: E402

CONTRACTS = ("1NT", "2S", "3NT", "4H", "4S", "5D", "6C", "3NTX", "4SXX")


def random_record(rng: random.Random) -> dict:
    """A complete play of a random deal: each player plays a random legal card."""
    cards = list(range(52))
    rng.shuffle(cards)
    hands = tuple(sum(1 << c for c in cards[i * 13 : (i + 1) * 13]) for i in range(4))
    declarer = rng.randrange(4)
    contract = Contract.parse(rng.choice(CONTRACTS))
    table = Table(hands, contract, declarer)
    play = []
    while not table.complete:
        snap = table.snapshot()
        card = rng.choice(snap.legal)
        play.append(f"{SEAT_NAMES[snap.turn]}:{CARD_CODES[card]}")
        table.apply(CardPlay(snap.turn, card), len(play) - 1)
    return {
        "deal": Deal(hands).pbn(rng.randrange(4)),
        "contract": contract.code,
        "declarer": SEAT_NAMES[declarer],
        "vul": rng.random() < 0.5,
        "play": play,
    }


def random_auction(rng: random.Random, irregular: float) -> dict:
    """An auction to its end: legal calls at each turn (pass half the time), and with
    probability `irregular` a random call by a random player, or a choice when one is due."""
    dealer = rng.randrange(4)
    auction = Auction(dealer)
    events: list = []
    codes = ["pass", "X", "XX"] + [f"{lv}{st}" for lv in range(1, 8) for st in ("C", "D", "H", "S", "NT")]
    while not auction.over and len(events) < 60:
        snap = auction.snapshot()
        if snap.decision is not None:
            event = AuctionAct(rng.choice(snap.decision[1]), snap.decision[0])
        elif rng.random() < irregular:
            event = CallEvent(rng.randrange(4), Call.parse(rng.choice(codes)))
        else:
            event = CallEvent(snap.turn, snap.legal[0] if rng.random() < 0.5 else rng.choice(snap.legal))
        try:
            auction.apply(event, len(events))
        except ValueError:
            auction = Auction(dealer)
            for i, kept in enumerate(events):
                auction.apply(kept, i)
            continue
        events.append(event)
    names = "NESW"
    calls = [
        {"act": e.act, "seat": names[e.seat]} if isinstance(e, AuctionAct) else f"{names[e.seat]}:{e.call.code}"
        for e in events
    ]
    return {"q": "auction", "dealer": names[dealer], "calls": calls}


def in_process(queries: list[dict]) -> float:
    deal_module._PBN_CACHE.clear()  # every deal parsed again: no record repeats a deal
    start = time.perf_counter()
    for query in queries:
        answer(query)
    return len(queries) / (time.perf_counter() - start)


def through_cli(queries: list[dict]) -> float:
    payload = "".join(json.dumps(q, separators=(",", ":")) + "\n" for q in queries)
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "rulings"], input=payload, capture_output=True, text=True, cwd=ROOT, check=True
    )
    elapsed = time.perf_counter() - start
    assert done.stdout.count("\n") == len(queries)
    return len(queries) / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=2000)
    parser.add_argument("--cli-lines", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=2017)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    records = [random_record(rng) for _ in range(args.records)]
    results = [{"q": "result", **r} for r in records]
    states = [
        {"q": "state", **{k: v for k, v in r.items() if k != "vul"}, "play": r["play"][: rng.randrange(53)]}
        for r in records
    ]
    for query in results[:50] + states[:50]:
        assert "error" not in answer(query)
    auctions = [random_auction(rng, 0.0) for _ in range(args.records)]
    irregular = [random_auction(rng, 0.15) for _ in range(args.records)]
    for query in auctions[:50] + irregular[:50]:
        assert "error" not in answer(query)
    repeat = max(1, args.cli_lines // len(records))
    figures = {
        "result in-process": max(in_process(results) for _ in range(3)),
        "state in-process": max(in_process(states) for _ in range(3)),
        "result via CLI": through_cli(results * repeat),
        "state via CLI": through_cli(states * repeat),
        "auction in-process": max(in_process(auctions) for _ in range(3)),
        "irregular auction in-process": max(in_process(irregular) for _ in range(3)),
        "auction via CLI": through_cli(auctions * repeat),
    }
    print(f"machine: {platform.machine()}, {os.cpu_count()} cpus, Python {platform.python_version()}")
    print(
        f"records: {len(records)} random complete plays (52 cards each); "
        f"state queries cut at a random point; CLI: {len(records) * repeat} lines per run "
        f"(each record {repeat} times), process start included"
    )
    calls = sum(len(q["calls"]) for q in auctions) / len(auctions)
    events = sum(len(q["calls"]) for q in irregular) / len(irregular)
    print(
        f"auctions: {len(auctions)} legal ({calls:.1f} calls each) and {len(irregular)} with "
        f"irregularities ({events:.1f} events each)"
    )
    for name, rate in figures.items():
        print(f"{name:>28}: {rate:10,.0f} queries/s")


if __name__ == "__main__":
    main()
