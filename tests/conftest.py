# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Shared test setup: an isolated data directory, Qt made absent when asked (else offscreen),
one application-context fixture for the window tests, and game systems registered for a test.

Qt is imported only inside the fixtures: the rules, model and command-line tests also run with
Qt made absent, and this file is loaded for them too."""

from __future__ import annotations

import importlib.abc
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from gui.app_context import AppContext


class _BlockQt(importlib.abc.MetaPathFinder):
    """Makes PySide6 unimportable, as in an environment where it is not installed."""

    def find_spec(self, name: str, path: object, target: object = None) -> None:
        if name.split(".")[0] in ("PySide6", "shiboken6"):
            raise ImportError(f"{name} is blocked: this run proves rules/ and model/ need no Qt")


if os.environ.get("SHEETWRIGHT_BLOCK_QT") == "1":
    sys.meta_path.insert(0, _BlockQt())
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _run_cache(tmp_path: Path) -> Path:
    """A pack cache shared by the tests of this run (pytest's base temporary folder)."""
    return tmp_path.parent / "sheetwright-pack-cache"


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test gets its own data directory and never touches the user's library."""
    data = tmp_path / "sheetwright-data"
    monkeypatch.setenv("SHEETWRIGHT_DATA_DIR", str(data))
    if not os.environ.get("SHEETWRIGHT_CACHE_DIR"):  # one cache for the run, never the user's
        monkeypatch.setenv("SHEETWRIGHT_CACHE_DIR", str(_run_cache(tmp_path)))
    monkeypatch.delenv("SHEETWRIGHT_DATABASE_URL", raising=False)
    return data


@pytest.fixture
def tinyquest(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The test-only fifth system, installed through a real `sheetwright.systems` entry point;
    its id. The entry points are read again before and after the test."""
    import importlib

    from rules.systems import forget_installed
    from tests.systems.install import write_distribution

    monkeypatch.syspath_prepend(str(write_distribution(tmp_path / "site")))
    importlib.invalidate_caches()
    forget_installed()
    yield "tinyquest"
    forget_installed()


@pytest.fixture
def register_systems(monkeypatch: pytest.MonkeyPatch) -> Callable[..., None]:
    """Register systems for one test as if installed packages had added them (no entry points)."""
    from rules import systems

    def register(*parts: systems.SystemParts) -> None:
        found = systems.Installed(tuple(parts), {})
        monkeypatch.setattr(systems, "installed", lambda: found)

    return register


@pytest.fixture
def context(tmp_path: Path, qapp: object) -> Iterator[AppContext]:
    """An application context on a new SQLite library and an empty settings file."""
    from PySide6.QtCore import QSettings

    from gui.app_context import AppContext

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    ctx = AppContext(settings, f"sqlite:///{tmp_path / 'library.sqlite3'}")
    yield ctx
    ctx.deleteLater()
