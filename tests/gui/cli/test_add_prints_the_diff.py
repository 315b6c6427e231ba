# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`add` prints what the event changed and the issues it brought, never the standing warnings."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from gui.cli.main import main
from rules.engine.content_loader import resources_dir


def sample_copy(system: str, folder: Path) -> Path:
    path = folder / f"{system}.sheetwright.json"
    shutil.copy(resources_dir() / "samples" / f"{system}.sheetwright.json", path)
    return path


def test_an_unrelated_event_does_not_reprint_standing_warnings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # lyrian-chronicles.txt, Interlude Actions: the sample's 2 unspent Interlude Points stand as
    # a warning; spending 1 Clim changes only Clim
    path = sample_copy("lyrian", tmp_path)
    assert main(["check", str(path)]) == 0
    assert "Interlude Points unspent" in capsys.readouterr().out
    assert main(["add", str(path), "spend-clim", "amount=1"]) == 0
    out = capsys.readouterr().out
    assert "Clim: 3000 → 2999" in out
    assert "unspent" not in out


def test_an_event_that_brings_a_warning_prints_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # gravedust.txt, XP Gain, Leveling: 40 XP at level 3 reaches level 4 and one attribute point
    path = sample_copy("gravedust", tmp_path)
    assert main(["add", str(path), "award-xp", "amount=40"]) == 0
    out = capsys.readouterr().out
    assert "LV: 3 → 4" in out
    assert "New warnings:" in out
    assert "attribute point(s) from levelling up not chosen yet" in out
