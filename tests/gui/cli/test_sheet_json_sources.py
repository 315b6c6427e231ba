# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheet --json` gives each source's rulebook line next to its citation; text never does."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from gui.cli.main import main
from rules.engine.content_loader import resources_dir


def sw(*args: str | Path) -> int:
    return main([str(a) for a in args])


def test_a_value_source_names_the_section_and_in_json_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "miridon.sheetwright.json"
    shutil.copy(resources_dir() / "samples" / "miridon.sheetwright.json", path)
    assert sw("sheet", path, "--json") == 0
    values = json.loads(capsys.readouterr().out)["values"]
    # miridon.txt, Chapter 7: Ghost Rules, Spell List starts at l. 3282
    weapon = values["spell:elemental-weapon"]
    assert weapon["source"] == "Miridon rulebook, Chapter 7: Ghost Rules — Spell List"
    assert weapon["source_line"] == "3282"
    assert all("source_line" in value for value in values.values())
    assert sw("sheet", path) == 0
    text = capsys.readouterr().out
    assert "3282" not in text
    assert "(l. " not in text


def test_an_issue_source_gives_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "vex.sheetwright.json"
    assert sw("new", "--system", "lyrian", "--name", "Vex", "-o", path) == 0
    capsys.readouterr()
    assert sw("sheet", path, "--json") == 0
    issues = json.loads(capsys.readouterr().out)["issues"]
    assert issues
    assert all("source_line" in issue for issue in issues)
    # lyrian-chronicles.txt, Character Creation — 4. Choose Classes (l. 100-104)
    not_started = next(i for i in issues if i["code"] == "not-started")
    assert not_started["source_line"] == "100-104"
    assert "100" not in not_started["source"]
