# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Where the library and the caches live: the data and cache directories, the database URL."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

DATA_DIR_ENV = "SHEETWRIGHT_DATA_DIR"
DATABASE_URL_ENV = "SHEETWRIGHT_DATABASE_URL"
CACHE_DIR_ENV = "SHEETWRIGHT_CACHE_DIR"


def data_dir() -> Path:
    """The user's Sheetwright data directory (created if missing)."""
    configured = os.environ.get(DATA_DIR_ENV)
    path = (
        Path(configured)
        if configured
        else Path(platformdirs.user_data_dir("Sheetwright", appauthor=False))
    )
    path.mkdir(parents=True, exist_ok=True)
    return path


def database_url() -> str:
    """The database to open: `SHEETWRIGHT_DATABASE_URL`, else SQLite in the data directory."""
    configured = os.environ.get(DATABASE_URL_ENV)
    if configured:
        return configured
    return f"sqlite:///{data_dir() / 'library.sqlite3'}"


def cache_dir() -> Path:
    """Where caches live: `$SHEETWRIGHT_CACHE_DIR`, else the user's cache directory."""
    configured = os.environ.get(CACHE_DIR_ENV)
    if configured:
        return Path(configured)
    return Path(platformdirs.user_cache_dir("Sheetwright", appauthor=False)) / "packs"
