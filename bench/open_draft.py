"""Opening a draft (lawbook.editions.editions.open_draft): wall and CPU time of one copy of the
current edition, and the queries it sends, each copy in a transaction rolled back afterwards.

On a throw-away SQLite database by default (migrated and imported first); with DATABASE_URL set
(`bin/with-postgres .venv/bin/python bench/open_draft.py`) on that database, migrated and imported
when empty. `--repeats N` (default 5). Prints figures; docs/benchmarks.md records them.
"""

import argparse
import os
import statistics
import sys
import time

from _throwaway import ROOT, setup_django

if os.environ.get("DATABASE_URL", "").startswith("postgres"):
    import tempfile

    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("VAR_DIR", tempfile.mkdtemp(prefix="bench-draft-"))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django
    from django.core.management.utils import get_random_secret_key

    os.environ.setdefault("SECRET_KEY", get_random_secret_key())
    django.setup()
else:
    setup_django("bench-draft-")

from django.core.management import call_command  # noqa: E402
from django.db import connection, transaction  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402

from lawbook.editions import editions  # noqa: E402
from lawbook.models import Paragraph  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    call_command("migrate", verbosity=0, interactive=False)
    if not Paragraph.objects.exists():
        call_command("import_laws", no_index=True, verbosity=0)
    walls, cpus, queries = [], [], []
    for n in range(args.repeats):
        with transaction.atomic(), CaptureQueriesContext(connection) as sent:
            wall, cpu = time.perf_counter(), time.process_time()
            editions.open_draft(f"bench.{n}")
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
            queries.append(len(sent))
            transaction.set_rollback(True)
    print(
        f"open_draft on {connection.vendor}, {args.repeats} times: "
        f"wall median {statistics.median(walls):.3f} s (min {min(walls):.3f}), "
        f"CPU median {statistics.median(cpus):.3f} s (min {min(cpus):.3f}), "
        f"queries {'/'.join(str(n) for n in sorted(set(queries)))}; load {os.getloadavg()[0]:.1f}"
    )


if __name__ == "__main__":
    main()
