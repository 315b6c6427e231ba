# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Opening the library database: SQLite or PostgreSQL, refused if newer, migrated to head."""

from __future__ import annotations

import os
import shutil
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import (
    Column,
    Connection,
    Engine,
    MetaData,
    PrimaryKeyConstraint,
    String,
    Table,
    create_engine,
    event,
    inspect,
    text,
)
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, DataError, DBAPIError, OperationalError, SQLAlchemyError

from model.data_paths import database_url
from model.errors import INSUFFICIENT_PRIVILEGE, LibraryError, NewerDatabaseError
from model.schema_revisions import MIGRATIONS, head_revision, known_revisions

if TYPE_CHECKING:
    from alembic.config import Config

# How long a command waits for a library another program holds locked, before giving up.
LOCK_WAIT_ENV = "SHEETWRIGHT_LOCK_WAIT"
DEFAULT_LOCK_WAIT_S = 30.0
# A statement still waiting after this long is announced (see `set_wait_notice`).
NOTICE_AFTER_S = 0.5
_FULL_DISK_BYTES = 64 * 1024
_wait_notice: Callable[[str], None] | None = None
# Any constant works; it keeps two Sheetwrights from migrating one PostgreSQL database at once.
_PG_MIGRATION_LOCK = 0x5357_4D49
NEEDS_UPGRADE = (
    "The shared library needs an upgrade; ask its owner to run `sheetwright library setup`."
)
NOT_LET_IN = (
    "This database role may not open the shared library yet; ask its owner to let it in "
    "(`sheetwright library grant ROLE --player CAMPAIGN`)."
)


def open_engine(url: str | None = None) -> Engine:
    """An engine on the library database, migrated to the current schema."""
    try:
        parsed = make_url(url or database_url())
    except ArgumentError:
        where = "That" if url else "The library address in SHEETWRIGHT_DATABASE_URL"
        raise LibraryError(
            f"{where} is not a database address; one looks like postgresql://user@host/name or "
            "sqlite:////path/to/library.sqlite3."
        ) from None
    engine = _create_engine(parsed)
    try:
        with engine.connect() as connection:
            stored = _stored_revisions(connection)
            _refuse_unknown(stored)
            if engine.dialect.name == "sqlite":
                # WAL is written into the file, so it is switched on only after the check passed;
                # outside a transaction (nothing was written yet), as SQLite requires.
                connection.exec_driver_sql("PRAGMA journal_mode=WAL")
                event.listen(engine, "connect", _sqlite_wal)
            elif stored and stored != [head_revision()] and not _owns_tables(connection):
                raise LibraryError(NEEDS_UPGRADE)  # players never migrate a shared library
        if stored != [head_revision()] and not _created_fresh(engine):
            _migrate(engine)
    except SQLAlchemyError as error:
        engine.dispose()
        if getattr(getattr(error, "orig", None), "sqlstate", None) == INSUFFICIENT_PRIVILEGE:
            raise LibraryError(NOT_LET_IN) from None
        reason = _first_line(getattr(error, "orig", None) or error)
        if reason == "disk I/O error" and _disk_full(parsed):
            reason = "the disk is full; free some space and try again"
        raise LibraryError(f"Could not open the library at {parsed}: {reason}.") from error
    except BaseException:
        engine.dispose()
        raise
    return engine


def _migrate(engine: Engine) -> None:
    """Upgrade to head with Alembic, holding the PostgreSQL lock and checking again under it."""
    from alembic import command

    with engine.begin() as connection:
        _lock(connection)
        refuse_newer(connection)
        command.upgrade(alembic_config(connection), "head")
        if connection.dialect.name == "postgresql":
            from model import row_security

            if row_security.is_set_up(connection):  # new tables get their grants and policies
                row_security.apply(connection)


def _created_fresh(engine: Engine) -> bool:
    """Make an empty SQLite library at the head revision without replaying the migrations
    (≈ 0.25 s of a first start): the mapped tables are what the migrations make there (a test
    compares them), stamped last. PostgreSQL always migrates (its trigram index and row
    security are made there)."""
    if engine.dialect.name != "sqlite":
        return False
    from model.tables import Base

    with engine.begin() as connection:
        # One write transaction for all of it (Python's sqlite3 would commit each CREATE on its
        # own): another Sheetwright creating it at once waits, then finds it made.
        connection.exec_driver_sql("BEGIN IMMEDIATE")
        if connection.exec_driver_sql("SELECT count(*) FROM sqlite_master").scalar():
            return False
        Base.metadata.create_all(connection)
        stamp = Table(
            "alembic_version",
            MetaData(),
            Column("version_num", String(32), nullable=False),
            PrimaryKeyConstraint("version_num", name="alembic_version_pkc"),
        )  # as Alembic makes it
        stamp.create(connection)
        connection.execute(stamp.insert().values(version_num=head_revision()))
    return True


def _owns_tables(connection: Connection) -> bool:
    """Whether this PostgreSQL role may change the library's tables (owns them, is a member of
    their owner, or is a superuser): only such a role migrates them."""
    query = text(
        "SELECT pg_has_role(relowner, 'USAGE') FROM pg_class WHERE oid = to_regclass('alembic_version')"
    )
    return bool(connection.execute(query).scalar())


def alembic_config(connection: Connection | None = None) -> Config:
    """An Alembic configuration built in code, running on `connection` when given."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def _stored_revisions(connection: Connection) -> list[str]:
    """The revisions alembic_version records (none in a new database)."""
    if not inspect(connection).has_table("alembic_version"):
        return []
    query = text("SELECT version_num FROM alembic_version")
    return list(connection.execute(query).scalars().all())


def refuse_newer(connection: Connection) -> None:
    """Raise NewerDatabaseError if the schema is a revision we have no migration for."""
    _refuse_unknown(_stored_revisions(connection))


def _refuse_unknown(stored: Sequence[str]) -> None:
    unknown = sorted(set(stored) - known_revisions())
    if unknown:
        raise NewerDatabaseError(
            f"This library was written by a newer version of Sheetwright (schema {unknown[0]}); "
            "update Sheetwright to open it. Nothing was changed."
        )


def _create_engine(url: URL) -> Engine:
    """The engine for a URL, with the per-connection settings of its backend."""
    if url.get_backend_name() == "postgresql":
        engine = create_engine(url.set(drivername="postgresql+psycopg"), pool_pre_ping=True)
        event.listen(engine, "connect", _postgresql_utc)
        return engine
    if url.get_backend_name() != "sqlite":
        raise LibraryError(
            f"Sheetwright stores its library in SQLite or PostgreSQL, not {url.drivername}."
        )
    if url.database and url.database != ":memory:" and not url.database.startswith("file:"):
        Path(url.database).expanduser().parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(url)
    event.listen(engine, "connect", _sqlite_pragmas)
    event.listen(engine, "before_cursor_execute", _start_watch)
    event.listen(engine, "after_cursor_execute", _stop_watch)
    event.listen(engine, "handle_error", _stop_watch_on_error)
    return engine


def lock_wait_seconds() -> float:
    """How long to wait for a locked library: `SHEETWRIGHT_LOCK_WAIT` seconds, else 30."""
    try:
        configured = float(os.environ.get(LOCK_WAIT_ENV, ""))
    except ValueError:
        return DEFAULT_LOCK_WAIT_S
    return configured if 0 <= configured <= 3600 else DEFAULT_LOCK_WAIT_S


def set_wait_notice(notice: Callable[[str], None] | None) -> None:
    """Call `notice` with a sentence when a statement waits for a library another program holds
    locked (the command line prints it), or stop announcing with None."""
    global _wait_notice
    _wait_notice = notice


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    """Foreign keys on and a busy timeout, for every SQLite connection."""
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute(f"PRAGMA busy_timeout={int(lock_wait_seconds() * 1000)}")
    cursor.close()


_watches: dict[int, threading.Timer] = {}


def _announce_wait() -> None:
    notice = _wait_notice
    if notice is not None:
        seconds = lock_wait_seconds()
        notice(
            f"the library is locked by another program; waiting up to {seconds:g} seconds for it"
        )


def _start_watch(connection: Connection, *_args: Any) -> None:
    """Announce, once NOTICE_AFTER_S has passed, a statement that is still waiting."""
    if _wait_notice is None:
        return
    timer = threading.Timer(NOTICE_AFTER_S, _announce_wait)
    timer.daemon = True
    previous = _watches.pop(id(connection), None)
    if previous is not None:
        previous.cancel()
    _watches[id(connection)] = timer
    timer.start()


def _stop_watch(connection: Connection, *_args: Any) -> None:
    timer = _watches.pop(id(connection), None)
    if timer is not None:
        timer.cancel()


def _stop_watch_on_error(context: Any) -> None:
    if context.connection is not None:
        _stop_watch(context.connection)


def explain_failure(error: BaseException) -> str | None:
    """One sentence for a database failure the user can act on, or None if it is not one."""
    if not isinstance(error, SQLAlchemyError):
        return None
    reason = _first_line(getattr(error, "orig", None) or error)
    lowered = reason.lower()
    if "database is locked" in lowered or "database table is locked" in lowered:
        return (
            f"The library stayed locked by another program for {lock_wait_seconds():g} seconds; "
            "nothing was changed. Close the other program (or wait) and try again."
        )
    if "database or disk is full" in lowered or "no space left" in lowered:
        return "The disk is full: the library could not be written and nothing was changed."
    if isinstance(error, DBAPIError) and error.connection_invalidated:
        return (
            f"The connection to the library database was lost ({reason}); the change was not "
            "saved. Try again when the database is back."
        )
    if isinstance(error, DataError):
        return f"The library database refused a value ({reason}); nothing was changed."
    if isinstance(error, OperationalError):
        return f"The library database failed ({reason}); the change was not saved."
    return None


def _first_line(error: BaseException | str) -> str:
    lines = str(error).strip().splitlines()
    return lines[0].strip().rstrip(".") if lines else type(error).__name__


def _disk_full(url: URL) -> bool:
    """Whether the SQLite file's disk has (almost) no room left."""
    if url.get_backend_name() != "sqlite" or not url.database or url.database == ":memory:":
        return False
    folder = Path(url.database).expanduser().parent
    try:
        return shutil.disk_usage(folder).free < _FULL_DISK_BYTES
    except OSError:
        return False


def _postgresql_utc(dbapi_connection: Any, _record: Any) -> None:
    """Sessions in UTC: timestamps then arrive in UTC already (a list of 10,000 characters
    reads 30,000 of them), whatever zone the server is set to."""
    with dbapi_connection.cursor() as cursor:
        cursor.execute("SET TIME ZONE 'UTC'")
    dbapi_connection.commit()


def _sqlite_wal(dbapi_connection: Any, _record: Any) -> None:
    """Write-ahead logging, so readers never wait for the writer."""
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.close()


def _lock(connection: Connection) -> None:
    """On PostgreSQL, hold the migration lock until the transaction ends."""
    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _PG_MIGRATION_LOCK})
