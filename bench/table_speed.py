"""The table page in each of its modes (play, expose, correct, replace, two, claim), a full deal mid-play:
CPU and wall time per page, p50 and p95, the engine calls one page makes and their CPU (perf316).

Each card shown is a link only where the engine records its event (situations/table_views._card_urls):
asked once per card, that was a replay of the whole record per card, up to 52 per page. The deal is
the one of rulings/tests/play/test_revoke_corrections.py (4H by South, West leads); the records are
the first trick only, and six tricks played (28 cards left, East to lead to trick 7); a revoke by
West not yet established (correct mode) and after its correction (replace mode). In-process with
Django's test client on a throw-away SQLite database with the Laws imported; each page is asked once
untimed first.

Each page is timed both ways, one after the other: "one call" (the cards' events asked together,
rulings.answers_after) and "per card" (as before perf316: `ask` left out, each card's event asked alone).

    .venv/bin/python bench/table_speed.py [--repeats 20]
"""

import argparse
import math
import os
import time
from urllib.parse import urlencode

from _throwaway import setup_django

setup_django("bench-table-")

from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402

import rulings  # noqa: E402
from lawbook.importer import import_text  # noqa: E402
from situations import table_views  # noqa: E402

DEAL = "N:AK52.QJ3.K84.Q96 QJ98.765.AQ7.K85 73.AKT984.J6.AJ4 T64.2.T9532.T732"
FIRST = "W:D2,N:D4,E:DA,S:D6"
SIX_TRICKS = (
    FIRST + ",E:C5,S:C4,W:C2,N:C6,N:C9,E:C8,S:CJ,W:C3,S:CA,W:C7,N:CQ,E:CK,S:DJ,W:D3,N:D8,E:D7,S:H4,W:H2,N:H3,E:H5"
)
WEST_REVOKES = FIRST + ",E:H5,S:HA,W:C2,N:H3"  # West, holding the H2, discards the C2
PAGES = (
    ("play, no card yet", "", {"mode": "play"}),
    ("play, trick 1 led", "W:D2", {"mode": "play"}),
    ("play, six tricks played", SIX_TRICKS, {"mode": "play"}),
    ("expose, six tricks played", SIX_TRICKS, {"mode": "expose"}),
    ("two, six tricks played", SIX_TRICKS, {"mode": "two"}),
    ("claim, six tricks played", SIX_TRICKS, {"mode": "claim", "claimer": "E", "tricks": "7"}),
    ("correct, West's revoke", WEST_REVOKES, {"mode": "correct"}),
    ("replace, after its correction", WEST_REVOKES + ",correct:W:H2", {"mode": "replace"}),
)


def nearest_rank(samples: list[float], share: float) -> float:
    """The ceil(share * n)-th smallest sample (never interpolated)."""
    ordered = sorted(samples)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


class Counted:
    """rulings.answer, and rulings.answers_after where the engine has it, with a count of their calls
    and the CPU spent in them."""

    def __init__(self):
        self.calls = 0
        self.cpu = 0.0  # seconds of CPU inside the calls
        for name in ("answer", "answers_after"):
            original = getattr(rulings, name, None)
            if original is not None:
                setattr(rulings, name, self._counting(original))

    def _counting(self, function):
        def counted(*args, **kwargs):
            self.calls += 1
            start = time.process_time()
            try:
                return function(*args, **kwargs)
            finally:
                self.cpu += time.process_time() - start

        return counted


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=20)
    args = parser.parse_args()
    call_command("migrate", verbosity=0)
    import_text()
    setup_test_environment()
    client = Client()
    counted = Counted()
    asked = getattr(table_views._NextEvent, "ask", None)
    # The per-card path (each card asked alone, before perf316) beside the one call, page after page,
    # so that the machine's load weighs on both alike; on older code both columns are the per-card path.
    paths = {"one call": asked, "per card": None} if asked else {"per card": None}
    print(f"load average {os.getloadavg()[0]:.2f}; {args.repeats} pages each way, ms per page (nearest rank)")
    for name, play, params in PAGES:
        query = {"deal": DEAL, "contract": "4H", "declarer": "S", "vul": "0", "play": play, **params}
        url = "/en/table/?" + urlencode(query)
        assert client.get(url).status_code == 200, url
        cpu: dict[str, list[float]] = {path: [] for path in paths}
        wall: dict[str, list[float]] = {path: [] for path in paths}
        calls: dict[str, int] = {}
        engine: dict[str, list[float]] = {path: [] for path in paths}
        for _ in range(args.repeats):
            for path, ask in paths.items():
                if asked:
                    table_views._NextEvent.ask = ask or (lambda self, tokens: None)
                counted.calls, counted.cpu = 0, 0.0
                start_cpu, start_wall = time.process_time(), time.perf_counter()
                client.get(url)
                cpu[path].append((time.process_time() - start_cpu) * 1000)
                wall[path].append((time.perf_counter() - start_wall) * 1000)
                calls[path] = counted.calls
                engine[path].append(counted.cpu * 1000)
        if asked:
            table_views._NextEvent.ask = asked
        for path in paths:
            print(
                f"{name:31s} {path:8s} CPU p50 {nearest_rank(cpu[path], 0.5):6.1f} p95 {nearest_rank(cpu[path], 0.95):6.1f}"
                f"   wall p50 {nearest_rank(wall[path], 0.5):6.1f} p95 {nearest_rank(wall[path], 0.95):6.1f}"
                f"   engine calls {calls[path]}, their CPU p50 {nearest_rank(engine[path], 0.5):5.1f}"
            )


if __name__ == "__main__":
    main()
