# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Shared test setup: an isolated data directory, and Qt made absent when asked."""

from __future__ import annotations

import importlib.abc
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest


class _BlockQt(importlib.abc.MetaPathFinder):
    """Makes PySide6 unimportable, as in an environment where it is not installed."""

    def find_spec(self, name: str, path: object, target: object = None) -> None:
        if name.split(".")[0] in ("PySide6", "shiboken6"):
            raise ImportError(f"{name} is blocked: this run proves rules/ and model/ need no Qt")


if os.environ.get("SHEETWRIGHT_BLOCK_QT") == "1":
    sys.meta_path.insert(0, _BlockQt())


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
