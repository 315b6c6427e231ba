# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The command line and a character in the trash: read it, restore it, but change nothing (issue 15, item 4)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gui.cli import target as cli_target
from gui.cli.main import main


def sw(*args: str | Path) -> int:
    return main([str(a) for a in args])


@pytest.fixture
def trashed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """Vex, imported into the library and moved to the trash; returns its id."""
    path = tmp_path / "ok.sheetwright.json"
    assert sw("new", "--system", "gravedust", "--name", "Vex", "-o", path) == 0
    assert sw("import", path) == 0
    assert sw("add", "Vex", "award-xp", "amount=2") == 0
    assert sw("delete", "Vex") == 0
    capsys.readouterr()
    (record,) = cli_target.library().list_characters(include_deleted=True)
    return record.id


@pytest.mark.parametrize(
    "command",
    [
        ["add", "Vex", "award-xp", "amount=1"],
        ["remove", "Vex", "1"],
        ["undo", "Vex"],
        ["portrait", "Vex", "none"],
    ],
    ids=lambda c: c[0],
)
def test_changing_a_trashed_character_says_restore_it_first(
    trashed: str, command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    before = cli_target.library().get_character(trashed)
    code = sw(*command)
    err = capsys.readouterr().err
    assert code == 2
    assert err.strip() == "sheetwright: Vex is in the trash; restore it first."
    after = cli_target.library().get_character(trashed)
    assert (after.version, after.document, after.in_trash) == (
        before.version,
        before.document,
        True,
    )


def test_reading_a_trashed_character_works(
    trashed: str, capsys: pytest.CaptureFixture[str]
) -> None:
    for command in (["sheet", "Vex"], ["check", "Vex"], ["history", "Vex"]):
        assert sw(*command) == 0, command
    assert "Vex" in capsys.readouterr().out


def test_restore_finds_the_trashed_character_and_then_it_can_be_changed(
    trashed: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("delete", "Vex") == 2
    assert "already in the trash" in capsys.readouterr().err
    assert sw("restore", "Vex") == 0
    assert f"Restored Vex ({trashed[:8]})." in capsys.readouterr().out
    assert sw("add", "Vex", "award-xp", "amount=1") == 0
    assert not cli_target.library().get_character(trashed).in_trash
