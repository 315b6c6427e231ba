# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A new SQLite library is made from the mapped tables and stamped, exactly as migrated."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import create_engine

from model import database
from model.database import alembic_config, open_engine
from model.library import Library
from model.schema_revisions import head_revision
from tests.model.documents import vex

type _Schema = list[tuple[str, str, str, str]]


def _schema(path: Path) -> _Schema:
    """Every table, index and trigger the file holds, its SQL with whitespace runs made one
    space (a column Alembic adds is written on the same line as the one before it)."""
    with sqlite3.connect(path) as connection:
        rows = connection.execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall()
        stamp = connection.execute("SELECT version_num FROM alembic_version").fetchall()
    connection.close()
    assert stamp == [(head_revision(),)]
    return sorted(
        (kind, name, table, re.sub(r"\s+", " ", sql or "")) for kind, name, table, sql in rows
    )


def _migrated(path: Path, revision: str = "head") -> None:
    """Run the migrations on the file, one by one, as an older library would have them."""
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), revision)
    engine.dispose()


def test_a_new_library_has_exactly_the_migrated_schema(tmp_path: Path) -> None:
    migrated, created = tmp_path / "migrated.sqlite3", tmp_path / "created.sqlite3"
    _migrated(migrated)
    open_engine(f"sqlite:///{created}").dispose()
    assert _schema(created) == _schema(migrated)
    assert len(_schema(created)) > 10  # tables, their indexes and the stamp


def _back_to_0007_and_reopened(url: str) -> None:
    """Take migration 0008 off, as if it were newer than the library, and open it again."""
    engine = create_engine(url)
    with engine.begin() as connection:
        command.downgrade(alembic_config(connection), "0007")
    engine.dispose()
    open_engine(url).dispose()


def test_a_created_library_reopens_and_takes_later_migrations(tmp_path: Path) -> None:
    created, migrated = tmp_path / "created.sqlite3", tmp_path / "migrated.sqlite3"
    url = f"sqlite:///{created}"
    engine = open_engine(url)
    record = Library(engine).add_character(vex())
    engine.dispose()
    _back_to_0007_and_reopened(url)
    again = open_engine(url)
    assert Library(again).get_character(record.id).document == record.document
    again.dispose()
    _migrated(migrated)
    _back_to_0007_and_reopened(f"sqlite:///{migrated}")
    assert _schema(created) == _schema(migrated)


def test_a_file_with_other_tables_is_migrated_not_created(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE notes (text TEXT)")
    connection.close()
    open_engine(f"sqlite:///{path}").dispose()
    with sqlite3.connect(path) as connection:
        columns = [row[1] for row in connection.execute("PRAGMA table_info(characters)")]
    connection.close()
    assert columns[-1] == "owner"  # in the column order the migrations give


def test_a_creation_that_fails_leaves_no_tables(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "library.sqlite3"

    def broken(*_args: object, **_kwargs: object) -> None:
        raise OSError("the stamp could not be made")

    monkeypatch.setattr(database, "Table", broken)
    with pytest.raises(OSError, match="stamp"):
        open_engine(f"sqlite:///{path}")
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT name FROM sqlite_master").fetchall() == []
    connection.close()
    monkeypatch.undo()
    open_engine(f"sqlite:///{path}").dispose()
    assert len(_schema(path)) > 10
