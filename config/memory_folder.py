"""Where the tests' throwaway files go to be quick to write, sync and remove: /dev/shm where it is
a tmpfs (Linux's memory file system), else nowhere in particular (the system's temporary folder).

This machine's disk is ext4 mounted with `discard`: every freed block is trimmed as the file goes,
and every fsync reaches the disk. Removing the 2 700 files of a Chromium profile took 7.1 s there
and 0.16 s in /dev/shm; 200 SQLite commits (one transaction each, the default journal) 6.0 s and
0.06 s (docs/benchmarks.md, suite39 and suite41). Used by config/testenv.py (pytest's temporary
trees: the server tests' var dirs, databases and indexes) and tests/chromium.py (the windows'
profiles). Nothing of the Laws is decided here; no law is cited.
"""

from __future__ import annotations

import os
from pathlib import Path

SHM = "/dev/shm"
# A run's trees take some 240 MB and pytest keeps the last three runs; a container's /dev/shm is
# often 64 MB (Docker's default), where the tests would fail for want of space: then the disk.
ROOM_NEEDED = 2 * 1024**3


def in_memory() -> str | None:
    """/dev/shm if it is a tmpfs this process may write to with ROOM_NEEDED free, else None (the
    caller's default)."""
    try:
        mounts = Path("/proc/mounts").read_text().splitlines()
    except OSError:
        return None
    found = any(line.split()[1:3] == [SHM, "tmpfs"] for line in mounts if len(line.split()) > 2)
    return SHM if found and os.access(SHM, os.W_OK) and _free(SHM) >= ROOM_NEEDED else None


def _free(folder: str) -> int:
    stats = os.statvfs(folder)
    return stats.f_bavail * stats.f_frsize
