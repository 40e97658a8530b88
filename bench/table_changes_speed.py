"""The table page's change links after cards played at once (58B3, 47D; eng264): CPU and wall time per
page, p50 and p95, and the share of it the change links take (situations/table_views._changes).

The links ask the engine once per card of each hand that may change (at most 52 replays of the
record), and only when the record holds cards played at once (`simultaneous`). The records timed are
the test deal of situations/tests/table/test_table.py (4H by South), every hand at 13 cards or 12,
where the most players may change: West's ♦2 and ♦3 played at once, both faces visible, West
designates ♦2 (58B2); North follows (58B3 lets him change); then East and South follow and North
changes (47D for East, 58B3 for South). A record with no cards at once is timed beside them, as the
page without the links. In-process with Django's test client on a throw-away SQLite database with the
Laws imported; each page is asked once untimed first.

    .venv/bin/python bench/table_changes_speed.py [--repeats 30]
"""

import argparse
import math
import os
import time
from urllib.parse import urlencode

from _throwaway import setup_django

setup_django("bench-table-changes-")

from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402

import rulings  # noqa: E402
from lawbook.importer import import_text  # noqa: E402
from situations import table_views  # noqa: E402

DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
AT_ONCE = "simultaneous:W:D2+D3,choose_card:W:D2,N:DQ"
RECORDS = (
    ("no cards at once (no links asked)", "W:D2,N:DQ"),
    ("58B3: North may change", AT_ONCE),
    ("58B3: North and South may change", f"{AT_ONCE},E:D9,S:D8"),
    ("47D and 58B3: East and South may change", f"{AT_ONCE},E:D9,S:D8,substitute:N:DA"),
    # Later in play, a longer record to replay: East plays ♠8 and ♠7 at once to trick 4 (South may change).
    (
        "trick 4, 58B3: South may change",
        "W:S2,N:SA,E:ST,S:S6,N:SK,E:S9,S:S5,W:H5,W:H4,N:HA,E:HJ,S:H8,N:SQ,simultaneous:E:S8+S7,choose_card:E:S8,"
        "S:S4,W:H3",
    ),
)


def nearest_rank(samples: list[float], share: float) -> float:
    """The ceil(share * n)-th smallest sample (never interpolated)."""
    ordered = sorted(samples)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


class Counted:
    """rulings.answer with a count of its calls, and the CPU and wall time spent in _changes."""

    def __init__(self):
        self.answers = 0
        self.changes_cpu = 0.0
        self.changes_wall = 0.0
        self.changes_answers = 0
        self._answer = rulings.answer
        self._changes = table_views._changes

    def install(self):
        def answer(query):
            self.answers += 1
            return self._answer(query)

        def changes(*args, **kwargs):
            cpu, wall, before = time.process_time(), time.perf_counter(), self.answers
            try:
                return self._changes(*args, **kwargs)
            finally:
                self.changes_cpu += time.process_time() - cpu
                self.changes_wall += time.perf_counter() - wall
                self.changes_answers += self.answers - before

        rulings.answer = answer
        table_views._changes = changes


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=30)
    args = parser.parse_args()
    call_command("migrate", verbosity=0)
    import_text()
    setup_test_environment()
    client = Client()
    counted = Counted()
    counted.install()
    print(f"load average {os.getloadavg()[0]:.2f}; {args.repeats} pages each, ms per page (nearest rank)")
    for name, play in RECORDS:
        url = "/en/table/?" + urlencode({"deal": DEAL, "contract": "4H", "declarer": "S", "vul": "0", "play": play})
        assert client.get(url).status_code == 200, url
        cpu, wall, changes_cpu, changes_wall, answers, links = [], [], [], [], 0, 0
        for _ in range(args.repeats):
            counted.answers, counted.changes_answers = 0, 0
            counted.changes_cpu, counted.changes_wall = 0.0, 0.0
            start_cpu, start_wall = time.process_time(), time.perf_counter()
            client.get(url)
            cpu.append((time.process_time() - start_cpu) * 1000)
            wall.append((time.perf_counter() - start_wall) * 1000)
            changes_cpu.append(counted.changes_cpu * 1000)
            changes_wall.append(counted.changes_wall * 1000)
            answers, links = counted.answers, counted.changes_answers
        print(
            f"{name:40s} CPU p50 {nearest_rank(cpu, 0.5):6.1f} p95 {nearest_rank(cpu, 0.95):6.1f}   "
            f"wall p50 {nearest_rank(wall, 0.5):6.1f} p95 {nearest_rank(wall, 0.95):6.1f}   "
            f"its change links CPU p50 {nearest_rank(changes_cpu, 0.5):5.1f} p95 {nearest_rank(changes_cpu, 0.95):5.1f}, "
            f"wall p50 {nearest_rank(changes_wall, 0.5):5.1f} p95 {nearest_rank(changes_wall, 0.95):5.1f}   "
            f"engine answers {answers} ({links} for the links)"
        )


if __name__ == "__main__":
    main()
