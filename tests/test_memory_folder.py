"""config/memory_folder: the tests' throwaway trees go to /dev/shm only where it has room for them."""

import os

import pytest

from config import memory_folder


@pytest.mark.skipif(not os.path.isdir(memory_folder.SHM), reason="no /dev/shm here")
def test_a_small_dev_shm_is_not_chosen(monkeypatch):
    # Docker's default /dev/shm is 64 MB, a run's trees some 240 MB: more room than it has -> disk.
    free = memory_folder._free(memory_folder.SHM)
    monkeypatch.setattr(memory_folder, "ROOM_NEEDED", free + 1)
    assert memory_folder.in_memory() is None


def test_a_folder_that_is_not_a_tmpfs_is_not_chosen(monkeypatch):
    monkeypatch.setattr(memory_folder, "SHM", "/")
    monkeypatch.setattr(memory_folder, "ROOM_NEEDED", 0)
    assert memory_folder.in_memory() is None
