# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Keeping a PostgreSQL password out of the settings file: in libpq's password file instead.

libpq (and so psycopg) reads `~/.pgpass` (`%APPDATA%\\postgresql\\pgpass.conf` on Windows, or
`$PGPASSFILE`) when a connection has no password, so the library address can be saved without one.
The file is written only readable by its owner, as libpq requires.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

from model.atomic_file import write_atomic

DEFAULT_PORT = 5432


def password_file() -> Path:
    """Where libpq looks for passwords on this machine."""
    configured = os.environ.get("PGPASSFILE")
    if configured:
        return Path(configured)
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA", Path.home())) / "postgresql" / "pgpass.conf"
    return Path.home() / ".pgpass"


def has_password(url: str) -> bool:
    """Whether a PostgreSQL address carries a password."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        return False
    return parsed.get_backend_name() == "postgresql" and bool(parsed.password)


def move_password(url: str) -> str:
    """Store the address's password in the password file; the address without it.

    Raises OSError or SaveFailed when the file cannot be written (nothing is then changed).
    """
    parsed = make_url(url)
    if parsed.get_backend_name() != "postgresql" or not parsed.password:
        return url
    fields = [
        parsed.host or "localhost",
        str(parsed.port or DEFAULT_PORT),
        parsed.database or "*",
        parsed.username or "*",
    ]
    entry = ":".join(_escape(f) for f in [*fields, str(parsed.password)])
    prefix = ":".join(_escape(f) for f in fields) + ":"
    path = password_file()
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    kept = [line for line in lines if not line.startswith(prefix)]
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, ("\n".join([*kept, entry]) + "\n").encode("utf-8"), mode=0o600)
    if sys.platform != "win32":
        path.chmod(0o600)
    return parsed._replace(password=None).render_as_string(hide_password=False)


def _escape(field: str) -> str:
    r"""libpq's escaping: `\` and `:` in a field are written `\\` and `\:`."""
    return field.replace("\\", "\\\\").replace(":", "\\:")
