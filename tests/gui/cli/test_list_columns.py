# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright list` lines its columns up whatever the games' names: the time starts in one
column on every line."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.gui.cli.test_cli import sw

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples"


def test_every_line_has_its_time_in_the_same_column(capsys: pytest.CaptureFixture[str]) -> None:
    assert sw("import", *sorted(SAMPLES.glob("*.sheetwright.json"))) == 0
    capsys.readouterr()
    assert sw("list") == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 4
    assert any("Lyrian Chronicles" in line for line in lines)
    assert len({len(line) for line in lines}) == 1  # same width: the times line up at the end
    assert len({line.index(" 20") for line in lines}) == 1
