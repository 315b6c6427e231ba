# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Trying a database before it is saved as the library: open it, migrate it, ask it one question."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QEventLoop, QObject, Signal

POSTGRES_EXAMPLE = "postgresql+psycopg://user:password@host/sheetwright"


def sqlite_url(path: str) -> str:
    """The database URL of an SQLite file."""
    return f"sqlite:///{Path(path).expanduser().resolve()}"


def sqlite_path(url: str) -> str | None:
    """The file of an SQLite URL, or None for another kind of database."""
    return url.removeprefix("sqlite:///") if url.startswith("sqlite:///") else None


def check_database(url: str) -> str | None:
    """None if the database opens and answers; otherwise why not, in plain words."""
    from sqlalchemy import text
    from sqlalchemy.exc import ArgumentError, SQLAlchemyError

    from model.database import open_engine
    from model.errors import LibraryError

    try:
        engine = open_engine(url)
        try:
            with engine.connect() as connection:
                connection.execute(text("SELECT 1"))
        finally:
            engine.dispose()
    except LibraryError as error:
        return str(error)
    except ArgumentError:
        return f"“{url}” is not a database address. Use an SQLite file or {POSTGRES_EXAMPLE}."
    except ModuleNotFoundError:
        return "PostgreSQL support is not installed; install sheetwright[postgresql] first."
    except (SQLAlchemyError, OSError, ValueError) as error:
        return f"Could not open that database: {error}"
    return None


class DatabaseCheck(QObject):
    """Runs check_database in a worker thread so the window keeps painting meanwhile."""

    finished = Signal(str)
    """The reason it failed, or "" if the database works."""

    def run(self, url: str) -> str | None:
        """Check a database, waiting (with the event loop running) for the answer."""
        answer: list[str] = []
        loop = QEventLoop()
        self.finished.connect(lambda reason: (answer.append(reason), loop.quit()))
        threading.Thread(target=self._work, args=(url,), daemon=True).start()
        if not answer:
            loop.exec()
        return answer[0] or None

    def _work(self, url: str) -> None:
        self.finished.emit(check_database(url) or "")
