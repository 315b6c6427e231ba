# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A library that is locked, full, misaddressed or gone: one line and exit 2, never a traceback
(issue 15, item 16)."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import event
from sqlalchemy.exc import DataError, OperationalError

from gui.cli import target as cli_target
from model import database
from model.data_paths import data_dir
from model.database import explain_failure
from tests.gui.cli.test_cli import sw


def _library_file() -> Path:
    return data_dir() / "library.sqlite3"


def test_a_locked_library_is_waited_for_with_a_line_saying_so(
    vex: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("list") == 0  # the library exists, migrated
    cli_target.library.cache_clear()
    monkeypatch.setenv(database.LOCK_WAIT_ENV, "10")
    locked, release = threading.Event(), threading.Event()

    def hold() -> None:
        other = sqlite3.connect(_library_file(), isolation_level=None, check_same_thread=False)
        other.execute("BEGIN EXCLUSIVE")
        locked.set()
        release.wait(5)
        time.sleep(0.2)
        other.execute("COMMIT")
        other.close()

    holder = threading.Thread(target=hold)
    holder.start()
    assert locked.wait(5)
    # Let go once the CLI has said that it waits: the import then lands.
    monkeypatch.setattr(database, "NOTICE_AFTER_S", 0.1)
    notices: list[str] = []
    original = database.set_wait_notice

    def spy(notice: object) -> None:
        if notice is None:
            original(None)
            return

        def both(words: str) -> None:
            notices.append(words)
            notice(words)  # type: ignore[operator]
            release.set()

        original(both)

    monkeypatch.setattr(database, "set_wait_notice", spy)
    try:
        assert sw("import", vex) == 0
    finally:
        release.set()
        holder.join()
    err = capsys.readouterr().err
    assert "the library is locked by another program; waiting up to 10 seconds" in err
    assert notices
    assert "Traceback" not in err


def test_a_library_locked_for_longer_than_the_wait_exits_2_in_one_line(
    vex: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("list") == 0
    cli_target.library.cache_clear()
    monkeypatch.setenv(database.LOCK_WAIT_ENV, "0.3")
    other = sqlite3.connect(_library_file(), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        capsys.readouterr()
        assert sw("import", vex) == 2
    finally:
        other.execute("COMMIT")
        other.close()
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1] == (
        "sheetwright: The library stayed locked by another program for 0.3 seconds; nothing was "
        "changed. Close the other program (or wait) and try again."
    )
    assert sw("list") == 0  # nothing was imported
    assert "No characters" in capsys.readouterr().out


def test_a_full_disk_during_a_library_write_says_so(
    vex: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("list") == 0
    engine = cli_target.library().engine
    pages = sqlite3.connect(_library_file()).execute("PRAGMA page_count").fetchone()[0]

    @event.listens_for(engine, "connect")
    def _no_room(dbapi_connection: sqlite3.Connection, _record: object) -> None:
        dbapi_connection.execute(f"PRAGMA max_page_count={pages}")

    engine.dispose()
    document = json.loads(vex.read_text())
    vex.write_text(json.dumps({**document, "notes": "A long tale. " * 20_000}))  # needs new pages
    capsys.readouterr()
    assert sw("import", vex) == 2
    err = capsys.readouterr().err.strip()
    assert err == (
        "sheetwright: The disk is full: the library could not be written and nothing was changed."
    )


def test_a_database_url_that_is_not_a_url_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("SHEETWRIGHT_DATABASE_URL", "not a url")
    assert sw("list") == 2
    assert capsys.readouterr().err.startswith(
        "sheetwright: The library address in SHEETWRIGHT_DATABASE_URL is not a database address"
    )


def test_a_full_disk_at_open_says_the_disk_is_full(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def failing_upgrade(*_args: object) -> bool:
        raise OperationalError("PRAGMA", {}, sqlite3.OperationalError("disk I/O error"))

    from alembic import command  # model.database imports it only to migrate

    monkeypatch.setattr(command, "upgrade", failing_upgrade)
    monkeypatch.setattr(database, "_created_fresh", failing_upgrade)  # a new file is created
    monkeypatch.setattr(database.shutil, "disk_usage", lambda _p: type("U", (), {"free": 0}))
    assert sw("list") == 2
    err = capsys.readouterr().err
    assert err.endswith(": the disk is full; free some space and try again.\n")


class _PgDataError(Exception):
    pass


_PgDataError.__name__ = "DataError"


def test_a_lost_database_server_and_a_refused_value_are_sentences() -> None:
    lost = OperationalError(
        "INSERT",
        {},
        Exception("server closed the connection unexpectedly\n\tThis probably…"),
        connection_invalidated=True,
    )
    assert explain_failure(lost) == (
        "The connection to the library database was lost (server closed the connection "
        "unexpectedly); the change was not saved. Try again when the database is back."
    )
    nul = DataError(
        "INSERT", {}, _PgDataError("PostgreSQL text fields cannot contain NUL (0x00) bytes")
    )
    assert explain_failure(nul) == (
        "The library database refused a value (PostgreSQL text fields cannot contain NUL "
        "(0x00) bytes); nothing was changed."
    )
