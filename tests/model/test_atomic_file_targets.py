# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What a save replaces: a symlink's target (not the link), a regular file only, keeping its mode;
and the temporaries killed saves left behind are swept, never a live save's."""

from __future__ import annotations

import os
import stat
import sys
import time
from pathlib import Path

import pytest

from model.atomic_file import sweep_stale_temporaries, write_atomic
from model.errors import SaveFailed

unix = pytest.mark.skipif(sys.platform == "win32", reason="symlinks, FIFOs and flock")


@unix
def test_saving_through_a_symlink_writes_its_target_and_keeps_the_link(tmp_path: Path) -> None:
    real = tmp_path / "real" / "vex.sheetwright.json"
    real.parent.mkdir()
    real.write_bytes(b"old")
    link = tmp_path / "vex.sheetwright.json"
    link.symlink_to(real)
    write_atomic(link, b"new")
    assert link.is_symlink()
    assert real.read_bytes() == b"new"
    assert sorted(os.listdir(tmp_path)) == ["real", "vex.sheetwright.json"]
    assert os.listdir(real.parent) == ["vex.sheetwright.json"]


@unix
def test_saving_through_a_dangling_symlink_creates_its_target(tmp_path: Path) -> None:
    link = tmp_path / "vex.sheetwright.json"
    link.symlink_to(tmp_path / "elsewhere.json")
    write_atomic(link, b"new")
    assert link.is_symlink()
    assert (tmp_path / "elsewhere.json").read_bytes() == b"new"


@unix
def test_saving_keeps_the_files_permission_bits(tmp_path: Path) -> None:
    target = tmp_path / "vex.sheetwright.json"
    target.write_bytes(b"old")
    target.chmod(0o600)
    write_atomic(target, b"new")
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    target.chmod(0o640)
    write_atomic(target, b"newer")
    assert stat.S_IMODE(target.stat().st_mode) == 0o640


@unix
def test_a_secret_stays_private_even_if_its_file_was_readable(tmp_path: Path) -> None:
    target = tmp_path / ".pgpass"
    target.write_bytes(b"old")
    target.chmod(0o644)
    write_atomic(target, b"new", mode=0o600)
    assert stat.S_IMODE(target.stat().st_mode) == 0o600


@unix
@pytest.mark.parametrize("kind", ["folder", "fifo", "device"])
def test_something_that_is_not_a_regular_file_is_refused_and_left_alone(
    tmp_path: Path, kind: str
) -> None:
    target = tmp_path / "out.json"
    if kind == "folder":
        target.mkdir()
    elif kind == "fifo":
        os.mkfifo(target)
    else:
        target.symlink_to("/dev/null")  # as root, replacing it would break the system
    with pytest.raises(SaveFailed) as caught:
        write_atomic(target, b"new")
    what = {"folder": "a folder", "fifo": "a named pipe (FIFO)", "device": "a device"}[kind]
    assert str(caught.value) == (
        f"Could not save out.json: it is {what}, not a regular file, so it was left alone. "
        "No file was written."
    )
    assert os.listdir(tmp_path) == ["out.json"]
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)
    if kind == "device":
        assert target.is_symlink()


def _temporary(folder: Path, name: str, age: float) -> Path:
    path = folder / name
    path.write_bytes(b"half a save")
    then = time.time() - age
    os.utime(path, (then, then))
    return path


@unix
def test_a_temporary_left_by_a_killed_save_is_swept_at_the_next_save(tmp_path: Path) -> None:
    target = tmp_path / "vex.sheetwright.json"
    target.write_bytes(b"old")
    _temporary(tmp_path, ".vex.sheetwright.json.0badf00d.tmp", age=5)
    _temporary(tmp_path, ".vex.sheetwright.json.deadbeef.tmp", age=3600)
    write_atomic(target, b"new")
    assert os.listdir(tmp_path) == ["vex.sheetwright.json"]


@unix
def test_a_temporary_a_save_is_writing_now_is_kept(tmp_path: Path) -> None:
    import fcntl

    target = tmp_path / "vex.sheetwright.json"
    busy = _temporary(tmp_path, ".vex.sheetwright.json.12345678.tmp", age=5)
    young = _temporary(tmp_path, ".vex.sheetwright.json.87654321.tmp", age=0)
    with busy.open("rb") as writer:
        fcntl.flock(writer.fileno(), fcntl.LOCK_EX)  # a save in progress holds this
        assert sweep_stale_temporaries(target) == []
        write_atomic(target, b"new")
        assert busy.exists()
    assert young.exists()  # possibly created a moment ago, not locked yet
    assert sweep_stale_temporaries(target) == [busy]


@unix
def test_only_this_files_temporaries_are_swept(tmp_path: Path) -> None:
    target = tmp_path / "vex.sheetwright.json"
    others = [
        _temporary(tmp_path, ".other.sheetwright.json.0badf00d.tmp", age=3600),
        _temporary(tmp_path, ".vex.sheetwright.json.notours.tmp", age=3600),
        _temporary(tmp_path, "vex.sheetwright.json.0badf00d.tmp", age=3600),
    ]
    (tmp_path / ".vex.sheetwright.json.0badf00e.tmp").mkdir()
    write_atomic(target, b"new")
    assert all(path.exists() for path in others)
    assert (tmp_path / ".vex.sheetwright.json.0badf00e.tmp").is_dir()
