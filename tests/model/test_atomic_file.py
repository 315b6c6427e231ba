# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Atomic writes: the new content or the old file, never half of one, and no litter."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from model import atomic_file
from model.atomic_file import write_atomic
from model.errors import LibraryError, SaveFailed


def test_writes_new_and_replaces_existing(tmp_path: Path) -> None:
    target = tmp_path / "vex.sheetwright.json"
    write_atomic(target, b"first")
    write_atomic(target, b"second")
    assert target.read_bytes() == b"second"
    assert os.listdir(tmp_path) == ["vex.sheetwright.json"]


def test_a_failing_rename_leaves_the_original_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "vex.sheetwright.json"
    target.write_bytes(b"original")

    def no_space(src: object, dst: object) -> None:
        """A disk that fills up at the last moment."""
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomic_file.os, "replace", no_space)
    with pytest.raises(SaveFailed) as caught:
        write_atomic(target, b"new")
    assert str(caught.value) == (
        "Could not save vex.sheetwright.json: No space left on device. The previous file is unchanged."
    )
    assert isinstance(caught.value, LibraryError)
    assert target.read_bytes() == b"original"
    assert os.listdir(tmp_path) == ["vex.sheetwright.json"]


def test_a_failing_write_cleans_up(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "vex.sheetwright.json"

    def broken_fsync(descriptor: int) -> None:
        """A disk that fails while flushing."""
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    monkeypatch.setattr(atomic_file.os, "fsync", broken_fsync)
    with pytest.raises(SaveFailed, match=r"Input/output error\. No file was written\.$"):
        write_atomic(target, b"new")
    assert os.listdir(tmp_path) == []


def test_a_read_only_directory_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    target = folder / "vex.sheetwright.json"
    target.write_bytes(b"original")
    folder.chmod(0o555)
    try:
        if os.access(folder, os.W_OK):  # root ignores permissions: refuse like the OS would
            real_open = os.open

            def refuse(path: str, flags: int, mode: int = 0o777) -> int:
                """Creating files is refused, as in a read-only directory."""
                if flags & os.O_CREAT:
                    raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), path)
                return real_open(path, flags, mode)

            monkeypatch.setattr(atomic_file.os, "open", refuse)
        with pytest.raises(
            SaveFailed, match=r"Permission denied\. The previous file is unchanged\.$"
        ):
            write_atomic(target, b"new")
    finally:
        folder.chmod(0o755)
    assert target.read_bytes() == b"original"
    assert os.listdir(folder) == ["vex.sheetwright.json"]
