# SPDX-License-Identifier: LicenseRef-Sheetwright
"""CLI tests run many commands in one process: each test starts with its own library."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from gui.cli import target as cli_target
from tests.gui.cli.test_cli import sw


@pytest.fixture(autouse=True)
def _fresh_library() -> Iterator[None]:
    cli_target.library.cache_clear()
    yield
    cli_target.library.cache_clear()


@pytest.fixture
def vex(tmp_path: Path) -> Path:
    """A new Gravedust character file named Vex (a module may give its own `vex`)."""
    path = tmp_path / "vex.sheetwright.json"
    assert sw("new", "--system", "gravedust", "--name", "Vex", "-o", path) == 0
    return path
