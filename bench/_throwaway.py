"""Django on a throw-away SQLite database and var dir, for the benchmarks that measure a fresh
import (bench/lawbook_speed.py, bench/book_pdf.py). Not a benchmark itself (`make bench` runs
bench/[a-z]*.py)."""

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def setup_django(prefix: str) -> Path:
    """Point Django at a new empty folder and set it up; returns the folder."""
    sys.path.insert(0, str(ROOT))
    work = Path(tempfile.mkdtemp(prefix=prefix))
    os.environ["DATABASE_URL"] = f"sqlite:///{work}/db.sqlite3"
    os.environ["VAR_DIR"] = str(work)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

    import django
    from django.core.management.utils import get_random_secret_key

    # With DEBUG off (the default) settings want a secret key, and the new folder has none.
    os.environ.setdefault("SECRET_KEY", get_random_secret_key())
    django.setup()
    return work
