# SPDX-License-Identifier: LicenseRef-Sheetwright
"""GUI tests: offscreen Qt, a fresh library and fresh settings per test, one context fixture."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings

from gui.app_context import AppContext


@pytest.fixture
def context(tmp_path: Path, qapp: object) -> Iterator[AppContext]:
    """An application context on a new SQLite library and an empty settings file."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    ctx = AppContext(settings, f"sqlite:///{tmp_path / 'library.sqlite3'}")
    yield ctx
    ctx.deleteLater()
