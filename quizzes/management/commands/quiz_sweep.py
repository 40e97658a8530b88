"""Seeds an exam may draw, swept for server errors: every question type generated for many seeds
spread over the whole range `quizzes.bank.next_ref` draws from (below 2**31), not only the first
thousand the goldens and the tests cover.

    python manage.py quiz_sweep                 # 20 000 seeds of each type (2 000 of claim); exit 1 on a defect
    python manage.py quiz_sweep --seeds 500     # fewer, for a quick look

A generator may refuse a seed with GenerationError (the bank then draws another); anything else
it raises is a defect an exam shows as a server error (session 37 found two: a bid drawn from an
empty list after 7NT, in insufficient_bid and call_out_of_rotation). The seeds are drawn from a
fixed random sequence, so a run can be repeated, and each defect is printed with its type and seed.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from django.core.management.base import BaseCommand, CommandError
from django.db import DatabaseError

from quizzes.bank import MAX_SEED
from quizzes.generators import GenerationError, generate
from quizzes.question_types import TYPES

# The claim type solves deals (about 10 ms a seed); the others take well under a millisecond.
SLOW_TYPES = {"claim": 10}
SHOWN = 3  # defects printed per type


@dataclass
class Sweep:
    qtype: str
    seeds: int
    refused: int = 0
    defects: int = 0
    seconds: float = 0.0


def sweep(qtype: str, seeds: list[int], write) -> Sweep:
    result = Sweep(qtype, len(seeds))
    start = time.process_time()
    for seed in seeds:
        try:
            generate(qtype, seed)
        except GenerationError:
            result.refused += 1
        except DatabaseError as error:  # the definitions and where types read the imported Laws
            raise CommandError(f"{qtype}: {error}: the database is not set up (make setup)") from None
        except Exception as error:  # noqa: BLE001  # any other exception is what this command finds
            result.defects += 1
            if result.defects <= SHOWN:
                write(f"  {qtype} seed {seed}: {type(error).__name__}: {error}")
    result.seconds = time.process_time() - start
    return result


class Command(BaseCommand):
    help = (
        "Generate every question type for seeds spread over the exam's whole range; exit 1 on any error but a refusal."
    )

    def add_arguments(self, parser):
        parser.add_argument("--seeds", type=int, default=20000, help="seeds per type (a tenth of it for claim)")
        parser.add_argument("--only", nargs="+", choices=TYPES, help="these types only")

    def handle(self, *args, seeds, only, **options):
        if seeds < 1:
            raise CommandError("--seeds must be at least 1")
        draw = random.Random(37)
        defects = 0
        for qtype in only or TYPES:
            count = max(1, seeds // SLOW_TYPES.get(qtype, 1))
            # Half from the start of the range (the seeds the tests know), half from all of it.
            chosen = [draw.randrange(MAX_SEED) if i % 2 else i for i in range(count)]
            result = sweep(qtype, chosen, self.stdout.write)
            defects += result.defects
            self.stdout.write(
                f"{qtype}: {result.seeds} seeds, {result.refused} refused, {result.defects} defects, "
                f"{result.seconds:.1f} s CPU"
            )
        if defects:
            raise CommandError(f"{defects} seeds raised an error other than GenerationError")
