"""Running manage.py and the production server as an operator would, from the tests."""

import os
import socket
import subprocess
import sys
from pathlib import Path

from django.core.management.utils import get_random_secret_key

BASE_DIR = Path(__file__).resolve().parent.parent
# What a deployment behind a TLS proxy sets (README.md, "Running in production").
PRODUCTION = {
    "DEBUG": "0",
    "HTTPS": "1",
    "ALLOWED_HOSTS": "bridge.example.org",
    "EMAIL_BACKEND": "django.core.mail.backends.smtp.EmailBackend",
}
_OURS = {
    "DEBUG",
    "SECRET_KEY",
    "HTTPS",
    "ALLOWED_HOSTS",
    "EMAIL_BACKEND",
    "STATIC_HASHED",
    "STATIC_ROOT",
    "VAR_DIR",
    "DATABASE_URL",
    "SEARCH_INDEX_DIR",
}


def environment(var_dir: Path, **settings) -> dict:
    """The test process's environment without our settings variables, with var/ in var_dir (so
    that no var/secret_key of the working tree is found) and the given ones."""
    env = {k: v for k, v in os.environ.items() if k not in _OURS}
    env.update(VAR_DIR=str(var_dir), **settings)
    return env


def secret_key() -> str:
    return get_random_secret_key()


def manage(env: dict, *args, timeout=120) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        check=False,
        cwd=BASE_DIR,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]
