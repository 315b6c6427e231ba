# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Opening the library database: SQLite or PostgreSQL, refused if newer, migrated to head."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, Engine, create_engine, event, inspect, text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import SQLAlchemyError

from model.data_paths import database_url
from model.errors import LibraryError, NewerDatabaseError

MIGRATIONS = Path(__file__).parent / "migrations"
BUSY_TIMEOUT_MS = 5000
# Any constant works; it keeps two Sheetwrights from migrating one PostgreSQL database at once.
_PG_MIGRATION_LOCK = 0x5357_4D49


def open_engine(url: str | None = None) -> Engine:
    """An engine on the library database, migrated to the current schema."""
    parsed = make_url(url or database_url())
    engine = _create_engine(parsed)
    try:
        with engine.begin() as connection:
            _lock(connection)
            refuse_newer(connection)
        if engine.dialect.name == "sqlite":
            # WAL is written into the file, so it is switched on only after the check passed.
            engine.dispose()
            event.listen(engine, "connect", _sqlite_wal)
        with engine.begin() as connection:
            _lock(connection)
            command.upgrade(alembic_config(connection), "head")
    except SQLAlchemyError as error:
        engine.dispose()
        reason = getattr(error, "orig", None) or error
        raise LibraryError(f"Could not open the library at {parsed}: {reason}") from error
    except BaseException:
        engine.dispose()
        raise
    return engine


def alembic_config(connection: Connection | None = None) -> Config:
    """An Alembic configuration built in code, running on `connection` when given."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def known_revisions() -> set[str]:
    """Every schema revision this Sheetwright has a migration for."""
    script = ScriptDirectory.from_config(alembic_config())
    return {revision.revision for revision in script.walk_revisions()}


def refuse_newer(connection: Connection) -> None:
    """Raise NewerDatabaseError if the schema is a revision we have no migration for."""
    if not inspect(connection).has_table("alembic_version"):
        return
    stored = connection.execute(text("SELECT version_num FROM alembic_version")).scalars().all()
    unknown = sorted(set(stored) - known_revisions())
    if unknown:
        raise NewerDatabaseError(
            f"This library was written by a newer version of Sheetwright (schema {unknown[0]}); "
            "update Sheetwright to open it. Nothing was changed."
        )


def _create_engine(url: URL) -> Engine:
    """The engine for a URL, with the per-connection settings of its backend."""
    if url.get_backend_name() == "postgresql":
        return create_engine(url.set(drivername="postgresql+psycopg"), pool_pre_ping=True)
    if url.get_backend_name() != "sqlite":
        raise LibraryError(
            f"Sheetwright stores its library in SQLite or PostgreSQL, not {url.drivername}."
        )
    if url.database and url.database != ":memory:" and not url.database.startswith("file:"):
        Path(url.database).expanduser().parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(url)
    event.listen(engine, "connect", _sqlite_pragmas)
    return engine


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    """Foreign keys on and a busy timeout, for every SQLite connection."""
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    cursor.close()


def _sqlite_wal(dbapi_connection: Any, _record: Any) -> None:
    """Write-ahead logging, so readers never wait for the writer."""
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.close()


def _lock(connection: Connection) -> None:
    """On PostgreSQL, hold the migration lock until the transaction ends."""
    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _PG_MIGRATION_LOCK})
