# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`revisions`, `revert`, `undo` and `redo` end to end, each command as if in a new process."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from gui.cli import target as cli_target
from gui.cli.main import main

DIFF_KEYS = ["changed", "pools", "errors", "resolved", "warnings"]
LINE = re.compile(r"^  +(\d+)  \d{4}-\d\d-\d\d \d\d:\d\d  (.*)$")


def sw(*args: str | Path) -> int:
    """Run one command in-process, with the library reopened as a new process would."""
    if cli_target.library.cache_info().currsize:
        cli_target.library().engine.dispose()
    cli_target.library.cache_clear()
    return main([str(a) for a in args])


def out(capsys: pytest.CaptureFixture[str]) -> str:
    """What the commands printed on stdout since the last call."""
    return capsys.readouterr().out


def revisions(capsys: pytest.CaptureFixture[str], name: str = "Vex") -> list[str]:
    """The summary of every revision, as `revisions` lists them."""
    out(capsys)
    assert sw("revisions", name) == 0
    lines = out(capsys).splitlines()
    matches = [LINE.match(line) for line in lines]
    assert all(matches), lines
    assert [int(m[1]) for m in matches if m] == list(range(1, len(lines) + 1))
    return [m[2] for m in matches if m]


def has_line(lines: list[str], *parts: str) -> bool:
    """Whether one indented diff line holds every part (`Gold: 40 → 0`)."""
    return any(line.startswith("  ") and all(p in line for p in parts) for line in lines)


def document(name: str = "Vex") -> dict[str, Any]:
    """The library character's current document."""
    cli_target.library.cache_clear()
    return cli_target.find_record(name).document


@pytest.fixture
def vex(capsys: pytest.CaptureFixture[str]) -> str:
    """A Gravedust character in the library with two events."""
    assert sw("new", "--system", "gravedust", "--name", "Vex") == 0
    assert sw("add", "Vex", "award-xp", "amount=12") == 0
    assert sw("add", "Vex", "gain-gold", "amount=40") == 0
    out(capsys)
    return "Vex"


def test_revisions_list_every_save_in_words(vex: str, capsys: pytest.CaptureFixture[str]) -> None:
    cli_target.library().rename_character(cli_target.find_record(vex).id, "Vexa")
    assert revisions(capsys, "Vexa") == [
        "Created",
        "Added event 1: Award 12 XP",
        "Added event 2: Gain 40 Gold",
        "Renamed to Vexa  ← current",
    ]


def test_house_rules_are_a_revision_undo_takes_back(capsys: pytest.CaptureFixture[str]) -> None:
    assert sw("new", "--system", "heretics", "--name", "Ilse") == 0
    assert sw("house-rules", "Ilse", "starting_exp=60") == 0
    last = revisions(capsys, "Ilse")[-1]
    assert last == "House rules changed: Starting Exp default → 60  ← current"
    assert sw("undo", "Ilse") == 0
    assert out(capsys).startswith("Undid: House rules changed: Starting Exp default → 60\n")
    assert document("Ilse")["settings"] == {}


def test_revisions_json_has_one_object_per_revision(
    vex: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("revisions", vex, "--json") == 0
    listed = json.loads(out(capsys))
    assert [(r["revision"], r["summary"], r["current"]) for r in listed] == [
        (1, "Created", False),
        (2, "Added event 1: Award 12 XP", False),
        (3, "Added event 2: Gain 40 Gold", True),
    ]
    assert all(set(r) == {"revision", "at", "summary", "current"} for r in listed)
    assert listed[0]["at"].endswith("+00:00")


def test_undo_and_redo_of_an_event_survive_restarts(
    vex: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("undo", vex) == 0
    printed = out(capsys)
    assert printed.startswith("Undid: Added event 2: Gain 40 Gold\n")
    assert has_line(printed.splitlines(), "Gold", "40 → 0")
    assert [e["op"] for e in document()["events"]] == ["award-xp"]
    assert sw("redo", vex) == 0
    assert out(capsys).startswith("Redid: Added event 2: Gain 40 Gold\n")
    assert [e["op"] for e in document()["events"]] == ["award-xp", "gain-gold"]
    assert revisions(capsys)[3:] == [
        "Undo: Added event 2: Gain 40 Gold",
        "Redo: Added event 2: Gain 40 Gold  ← current",
    ]


def test_undo_takes_back_a_rename(vex: str, capsys: pytest.CaptureFixture[str]) -> None:
    cli_target.library().rename_character(cli_target.find_record(vex).id, "Vexa")
    assert sw("undo", "Vexa") == 0
    assert out(capsys).startswith("Undid: Renamed to Vexa\n")
    assert document()["name"] == "Vex"
    assert sw("redo", "Vex") == 0
    assert document("Vexa")["name"] == "Vexa"


def test_a_new_change_leaves_nothing_to_redo(vex: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert sw("undo", vex) == 0
    assert sw("add", vex, "gain-gold", "amount=5") == 0
    capsys.readouterr()
    assert sw("redo", vex) == 2
    assert capsys.readouterr().err == "sheetwright: Vex has nothing to redo.\n"


def test_nothing_to_undo_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert sw("new", "--system", "gravedust", "--name", "Vex") == 0
    capsys.readouterr()
    assert sw("undo", "Vex") == 2
    assert capsys.readouterr().err == "sheetwright: Vex has nothing to undo.\n"


def test_revert_goes_back_and_can_be_undone(vex: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert sw("revert", vex, "1") == 0
    printed = out(capsys).splitlines()
    assert printed[0] == "Reverted Vex to revision 1 (now revision 4)."
    assert has_line(printed, "LV", "2 → 1")
    assert document()["events"] == []
    assert sw("undo", vex) == 0
    assert out(capsys).startswith("Undid: Reverted to revision 1\n")
    assert len(document()["events"]) == 2
    assert revisions(capsys)[3:] == [
        "Reverted to revision 1",
        "Undo: Reverted to revision 1  ← current",
    ]


def test_revert_to_a_missing_revision_says_which_there_are(
    vex: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("revert", vex, "9") == 2
    assert capsys.readouterr().err == "sheetwright: Vex has no revision 9 (it has 1–3).\n"


@pytest.mark.parametrize(
    "command", [("undo",), ("redo",), ("revert", "1")], ids=["undo", "redo", "revert"]
)
def test_dry_run_changes_nothing(
    vex: str, command: tuple[str, ...], capsys: pytest.CaptureFixture[str]
) -> None:
    if command[0] == "redo":
        assert sw("undo", vex) == 0
    before = document()
    count = len(revisions(capsys))
    assert sw(command[0], vex, *command[1:], "--dry-run") == 0
    printed = out(capsys).splitlines()
    assert printed[-1] == "Nothing was changed."
    assert document() == before
    assert len(revisions(capsys)) == count
    assert sw(command[0], vex, *command[1:], "--dry-run", "--json") == 0
    assert list(json.loads(out(capsys))) == DIFF_KEYS
    assert document() == before


def test_json_is_the_diff(vex: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert sw("undo", vex, "--json") == 0
    diff = json.loads(out(capsys))
    assert list(diff) == DIFF_KEYS
    assert {"key": "gold", "label": "Gold", "old": 40, "new": 0} in diff["changed"]
    assert len(document()["events"]) == 1


@pytest.fixture
def vex_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A Gravedust character file with one event."""
    path = tmp_path / "vex.sheetwright.json"
    assert sw("new", "--system", "gravedust", "--name", "Vex", "-o", path) == 0
    assert sw("add", path, "award-xp", "amount=5", "--note", "rats") == 0
    capsys.readouterr()
    return path


def test_undo_on_a_file_removes_its_last_event(
    vex_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = vex_file.read_bytes()
    assert sw("undo", vex_file, "--dry-run") == 0
    printed = out(capsys).splitlines()
    assert printed[0] == f"Would remove event 1 (award-xp — rats) from {vex_file}."
    assert printed[-1] == "Nothing was changed."
    assert vex_file.read_bytes() == before
    assert sw("undo", vex_file) == 0
    assert out(capsys).startswith(f"Removed event 1 (award-xp — rats) from {vex_file}.\n")
    assert json.loads(vex_file.read_text())["events"] == []


@pytest.mark.parametrize("command", [("redo",), ("revisions",), ("revert", "1")])
def test_files_keep_no_revisions(
    vex_file: Path, command: tuple[str, ...], capsys: pytest.CaptureFixture[str]
) -> None:
    before = vex_file.read_bytes()
    assert sw(command[0], vex_file, *command[1:]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"sheetwright: {vex_file} is a file, and files keep no revisions")
    assert err.endswith("Nothing was changed.\n")
    assert err.count("\n") == 1
    assert vex_file.read_bytes() == before
