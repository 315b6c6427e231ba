# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Two commands changing one character file: the second waits its turn and both changes land."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest

from gui.cli import target as cli_target
from model import atomic_file, file_lock
from model.file_lock import FileLock
from tests.gui.cli.test_cli import sw

WAIT = 5.0  # seconds a step may take before the test gives up on it (never slept)


def notes(path: Path) -> list[str | None]:
    return [event.get("note") for event in json.loads(path.read_text())["events"]]


def test_two_adds_at_once_both_land(
    vex: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 15, item 1: A is held inside its save; B starts, waits for A, then adds to A's file."""
    a_is_saving, b_is_waiting, let_a_finish = (
        threading.Event(),
        threading.Event(),
        threading.Event(),
    )
    real_write = atomic_file.write_atomic
    real_tell = cli_target._tell_waiting

    def slow_write(path: Path, data: bytes) -> None:
        if b'"A"' in data and b'"B"' not in data:  # A's save: pause inside the locked section
            a_is_saving.set()
            let_a_finish.wait(WAIT)
        real_write(path, data)

    def telling(path: Path) -> None:
        real_tell(path)
        b_is_waiting.set()

    monkeypatch.setattr("gui.cli.target.write_atomic", slow_write)
    monkeypatch.setattr(cli_target, "_tell_waiting", telling)
    codes: dict[str, int] = {}

    def add(note: str) -> None:
        codes[note] = sw("add", vex, "award-xp", "amount=1", "--note", note)

    first = threading.Thread(target=add, args=("A",))
    first.start()
    assert a_is_saving.wait(WAIT)
    second = threading.Thread(target=add, args=("B",))
    second.start()
    waited = b_is_waiting.wait(WAIT)
    let_a_finish.set()
    first.join(WAIT)
    second.join(WAIT)
    assert codes == {"A": 0, "B": 0}
    assert notes(vex) == ["A", "B"]
    assert waited
    err = capsys.readouterr().err
    assert err.count("Waiting for another Sheetwright to finish saving vex.sheetwright.json…") == 1


def test_a_file_changed_by_someone_not_waiting_is_not_overwritten(
    vex: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A writer that ignores the lock changes the file between read and save: refused, exit 2."""
    real_read = cli_target.read_bytes

    def read_then_change(path: Path) -> bytes:
        data = real_read(path)
        document: dict[str, Any] = json.loads(data)
        document["name"] = "Vexa"
        path.write_text(json.dumps(document))
        return data

    monkeypatch.setattr(cli_target, "read_bytes", read_then_change)
    assert sw("add", vex, "award-xp", "amount=1", "--note", "late") == 2
    err = capsys.readouterr().err
    assert "was changed elsewhere since this command read it, so nothing was saved" in err
    assert len(err.strip().splitlines()) == 1
    assert json.loads(vex.read_text())["name"] == "Vexa"
    assert notes(vex) == []


def test_a_save_that_never_ends_makes_the_next_add_give_up_with_one_line(
    vex: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(file_lock, "WAIT_SECONDS", 0.2)
    held = threading.Event()
    done = threading.Event()

    def hold() -> None:  # another thread is a different holder, like another process
        with FileLock(vex):
            held.set()
            done.wait(WAIT)

    holder = threading.Thread(target=hold)
    holder.start()
    try:
        assert held.wait(WAIT)
        assert sw("add", vex, "award-xp", "amount=1") == 2
    finally:
        done.set()
        holder.join(WAIT)
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "Waiting for another Sheetwright to finish saving vex.sheetwright.json…",
        "sheetwright: Another Sheetwright has been saving vex.sheetwright.json for more than "
        "0.2 s; try again once it is done. Nothing was changed.",
    ]
    assert notes(vex) == []
    assert sw("add", vex, "award-xp", "amount=1", "--note", "later") == 0  # lock released
    assert notes(vex) == ["later"]


def test_the_lock_is_shared_by_a_symlink_and_its_target(tmp_path: Path) -> None:
    real = tmp_path / "vex.sheetwright.json"
    real.write_text("{}")
    link = tmp_path / "link.sheetwright.json"
    link.symlink_to(real)
    assert file_lock.lock_file_of(link) == file_lock.lock_file_of(real)
    assert file_lock.lock_file_of(real) == tmp_path / ".vex.sheetwright.json.lock"


def test_reading_commands_take_no_lock(vex: Path) -> None:
    assert sw("sheet", vex) == 0
    assert not (vex.parent / ".vex.sheetwright.json.lock").exists()
