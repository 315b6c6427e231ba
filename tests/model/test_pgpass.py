# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A PostgreSQL password goes to libpq's password file, not into the settings."""

from __future__ import annotations

import stat
import sys
from pathlib import Path

import pytest

from model.pgpass import has_password, move_password


@pytest.fixture
def pgpass(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private password file for the test."""
    path = tmp_path / "pgpass"
    monkeypatch.setenv("PGPASSFILE", str(path))
    return path


def test_the_password_moves_to_the_file(pgpass: Path) -> None:
    url = "postgresql+psycopg://gm:s3cr:et@db.example:5433/campaign"
    assert has_password(url)
    assert move_password(url) == "postgresql+psycopg://gm@db.example:5433/campaign"
    assert pgpass.read_text() == "db.example:5433:campaign:gm:s3cr\\:et\n"
    if sys.platform != "win32":
        assert stat.S_IMODE(pgpass.stat().st_mode) == 0o600


def test_a_new_password_replaces_the_old_line_and_keeps_others(pgpass: Path) -> None:
    pgpass.write_text("other:5432:*:me:x\n")
    move_password("postgresql+psycopg://gm:one@db/campaign")
    move_password("postgresql+psycopg://gm:two@db/campaign")
    assert pgpass.read_text() == "other:5432:*:me:x\ndb:5432:campaign:gm:two\n"


def test_addresses_without_a_password_are_left_alone(pgpass: Path) -> None:
    for url in (
        "sqlite:////tmp/library.sqlite3",
        "postgresql+psycopg://gm@db/campaign",
        "nonsense",
    ):
        assert not has_password(url)
    assert (
        move_password("postgresql+psycopg://gm@db/campaign")
        == "postgresql+psycopg://gm@db/campaign"
    )
    assert not pgpass.exists()
