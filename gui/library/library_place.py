# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Where the library is, in a player's words: a file for SQLite, a server and database for
PostgreSQL — never the raw database address (it may carry a password)."""

from __future__ import annotations


def library_place(url: str) -> str:
    """`Library: /home/vex/.local/share/Sheetwright/library.sqlite3`, `Library: PostgreSQL at
    games.example.org/sheetwright`, or `Library: in memory` for a database kept in memory."""
    from sqlalchemy.engine import make_url  # not before the window's first paint
    from sqlalchemy.exc import ArgumentError

    try:
        parsed = make_url(url)
    except ArgumentError:
        return "Library: an unrecognised database address"
    if parsed.get_backend_name() == "sqlite":
        return f"Library: {parsed.database}" if parsed.database else "Library: in memory"
    server = parsed.host or "this computer"
    where = f"{server}:{parsed.port}" if parsed.port else server
    return f"Library: PostgreSQL at {where}/{parsed.database or ''}".rstrip("/")
