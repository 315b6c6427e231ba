# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Opening the library: migrations on first open, idempotent reopen, refusal of newer schemas."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import Engine, create_engine, inspect, text

from model.data_paths import data_dir, database_url
from model.database import open_engine
from model.errors import LibraryError, NewerDatabaseError
from model.library import Library
from model.tables import Base
from tests.model.documents import vex

TABLES = {"alembic_version", "campaigns", "characters", "homebrew_packs", "campaign_packs"}
NEWER = (
    "This library was written by a newer version of Sheetwright (schema abc123); "
    "update Sheetwright to open it. Nothing was changed."
)


def schema_version(engine: Engine) -> list[str]:
    """The revisions recorded in alembic_version."""
    with engine.connect() as connection:
        return list(connection.execute(text("SELECT version_num FROM alembic_version")).scalars())


def test_first_open_creates_the_tables(engine: Engine) -> None:
    assert set(inspect(engine).get_table_names()) >= TABLES
    assert schema_version(engine) == [_head()]


# Made by migration 0005 only where PostgreSQL has pg_trgm, so not among the mapped tables.
TRIGRAM_INDEX = "ix_characters_name_key_trigram"


def test_the_migrations_match_the_mapped_tables(engine: Engine) -> None:
    with engine.connect() as connection:
        changes = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    assert [c for c in changes if c[:1] != ("remove_index",) or c[1].name != TRIGRAM_INDEX] == []


def test_postgresql_searches_names_through_a_trigram_index(engine: Engine) -> None:
    if engine.dialect.name != "postgresql":
        pytest.skip("the trigram index is PostgreSQL's")
    with engine.connect() as connection:
        trigram = connection.execute(
            text("SELECT count(*) FROM pg_extension WHERE extname = 'pg_trgm'")
        ).scalar()
    indexes = {index["name"] for index in inspect(engine).get_indexes("characters")}
    assert (TRIGRAM_INDEX in indexes) == bool(trigram)


def test_reopening_is_idempotent_and_keeps_the_data(database_url: str, library: Library) -> None:
    record = library.add_character(vex())
    for _ in range(2):
        again = open_engine(database_url)
        assert schema_version(again) == [_head()]
        assert Library(again).get_character(record.id).document == record.document
        again.dispose()


def _mark_newer(url: str) -> None:
    """Make the database claim a schema revision this Sheetwright has never heard of."""
    engine = create_engine(url)
    with engine.begin() as connection:
        connection.execute(text("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)"))
        connection.execute(text("INSERT INTO alembic_version VALUES ('abc123')"))
    engine.dispose()


def test_a_newer_database_is_refused_and_left_alone(database_url: str) -> None:
    _mark_newer(database_url)
    with pytest.raises(NewerDatabaseError) as caught:
        open_engine(database_url)
    assert str(caught.value) == NEWER
    engine = create_engine(database_url)
    assert set(inspect(engine).get_table_names()) == {"alembic_version"}
    assert schema_version(engine) == ["abc123"]
    engine.dispose()


@pytest.mark.parametrize("journal", ["delete", "wal"])
def test_a_newer_sqlite_file_keeps_every_byte(tmp_path: Path, journal: str) -> None:
    path = tmp_path / "library.sqlite3"
    with sqlite3.connect(path) as connection:
        connection.execute(f"PRAGMA journal_mode={journal}")
        connection.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)")
        connection.execute("INSERT INTO alembic_version VALUES ('abc123')")
        connection.execute("CREATE TABLE characters (id TEXT PRIMARY KEY, hologram BLOB)")
    connection.close()
    before = path.read_bytes()
    with pytest.raises(NewerDatabaseError, match=r"schema abc123\); update Sheetwright"):
        open_engine(f"sqlite:///{path}")
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["library.sqlite3"]


def test_sqlite_connections_use_wal_foreign_keys_and_a_busy_timeout(tmp_path: Path) -> None:
    engine = open_engine(f"sqlite:///{tmp_path / 'nested' / 'library.sqlite3'}")
    with engine.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert (
            connection.exec_driver_sql("PRAGMA busy_timeout").scalar() == 30_000
        )  # issue 15: wait up to 30 s for a locked library
    engine.dispose()


def test_default_location_is_the_data_directory(monkeypatch: pytest.MonkeyPatch) -> None:
    assert database_url() == f"sqlite:///{data_dir() / 'library.sqlite3'}"
    assert data_dir().is_dir()
    monkeypatch.setenv("SHEETWRIGHT_DATABASE_URL", "postgresql+psycopg://db.example/sheets")
    assert database_url() == "postgresql+psycopg://db.example/sheets"


def test_opening_the_default_library_creates_it() -> None:
    engine = open_engine()
    assert (data_dir() / "library.sqlite3").is_file()
    engine.dispose()


def test_a_file_that_is_not_a_database_gives_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("shopping list\n" * 200)
    with pytest.raises(LibraryError, match=r"Could not open the library at sqlite:///.*notes\.txt"):
        open_engine(f"sqlite:///{path}")
    assert path.read_text() == "shopping list\n" * 200


def test_other_databases_are_refused() -> None:
    with pytest.raises(LibraryError, match="SQLite or PostgreSQL, not mysql"):
        open_engine("mysql://db.example/sheets")


def _head() -> str:
    """The newest migration: a fresh database is created at it."""
    from alembic.script import ScriptDirectory

    from model.database import alembic_config

    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None
    return head


def test_the_head_read_as_text_is_alembics() -> None:
    from alembic.script import ScriptDirectory

    from model.database import alembic_config, head_revision, known_revisions

    script = ScriptDirectory.from_config(alembic_config())
    assert head_revision() == _head()
    assert known_revisions() == {revision.revision for revision in script.walk_revisions()}


@pytest.mark.parametrize("made_before", [True, False], ids=["up to date", "new"])
def test_opening_a_library_up_to_date_or_new_never_imports_alembic(
    tmp_path: Path, made_before: bool
) -> None:
    url = f"sqlite:///{tmp_path / 'library.sqlite3'}"
    if made_before:
        open_engine(url).dispose()  # created here; a new one is made in the process below
    program = (
        "import sys\n"
        "from model.database import open_engine\n"
        f"open_engine({url!r}).dispose()\n"
        "print(sorted(name for name in sys.modules if name.split('.')[0] == 'alembic'))\n"
    )
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", program], cwd=root, capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "[]"


def test_a_library_behind_the_head_is_migrated(database_url: str) -> None:
    from alembic import command

    from model.database import alembic_config

    engine = create_engine(database_url)
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), "0004")
    engine.dispose()
    opened = open_engine(database_url)
    assert schema_version(opened) == [_head()]
    assert "ix_characters_listing" in {
        index["name"] for index in inspect(opened).get_indexes("characters")
    }
    opened.dispose()
