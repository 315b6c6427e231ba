# SPDX-License-Identifier: LicenseRef-Sheetwright
"""GUI tests: offscreen Qt, a fresh library and fresh settings per test, one context fixture.

Qt is imported inside the fixture: the command line's tests (tests/gui/cli/) also run with Qt
made absent, and this file is loaded for them too."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from gui.app_context import AppContext

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def context(tmp_path: Path, qapp: object) -> Iterator[AppContext]:
    """An application context on a new SQLite library and an empty settings file."""
    from PySide6.QtCore import QSettings

    from gui.app_context import AppContext

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    ctx = AppContext(settings, f"sqlite:///{tmp_path / 'library.sqlite3'}")
    yield ctx
    ctx.deleteLater()
