# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The library window's first listing, read from an up-to-date SQLite file with stdlib sqlite3.

Importing SQLAlchemy and the model layer costs about half a second of a cold start, so the window
first lists what `Library.list_characters()` and `list_campaigns()` would return by plain SQL on
a read-only connection, and opens the real library after. It answers None, and the caller takes
the normal path, for anything unusual: no file, another schema revision, a locked or damaged
file, an address that is not a plain SQLite file. A test holds its rows equal to the library's.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import urlsplit

from model.identifiers import CampaignId
from model.records import CampaignRecord, CharacterRecord, summary_records
from model.schema_revisions import head_revision

Document = dict[str, Any]
# The columns and order of Library.list_characters(): outside the trash, newest change first.
_CHARACTERS = (
    "SELECT id, name, system, ruleset_version, campaign_id, version, created_at, updated_at,"
    " deleted_at, headline, issue_count FROM characters WHERE deleted_at IS NULL"
    " ORDER BY updated_at DESC, name_key, id"
)
_CAMPAIGNS = "SELECT id, name, system, notes, created_at, updated_at FROM campaigns"


class QuickListing(NamedTuple):
    """The characters outside the trash (newest change first) and the campaigns (by name)."""

    characters: list[CharacterRecord]
    campaigns: list[CampaignRecord]


def read_quick_listing(url: str, load_document: Callable[[str], Document]) -> QuickListing | None:
    """The listing of the SQLite library at `url`, or None when it cannot be read quickly (the
    caller then opens the library as usual); `load_document(id)` reads a character's document."""
    path = sqlite_file(url)
    if path is None or not path.is_file():
        return None
    try:
        with _read_only(path) as connection:
            return _listing(connection, load_document)
    except Exception:  # any doubt at all: the normal open says what is wrong, if anything is
        return None


def sqlite_file(url: str) -> Path | None:
    """The file of a plain `sqlite:///path` address; None for PostgreSQL, memory, URI
    filenames, query options or anything else the quick listing leaves to SQLAlchemy."""
    parts = urlsplit(url)
    if parts.scheme not in ("sqlite", "sqlite+pysqlite") or parts.netloc or parts.query:
        return None
    database = parts.path[1:]  # sqlite:///relative and sqlite:////absolute, as SQLAlchemy reads
    if not database or database == ":memory:" or database.startswith(("file:", "~")):
        return None
    if "%" in database or "#" in url:
        return None
    return Path(database)


def _read_only(path: Path) -> closing[sqlite3.Connection]:
    """A read-only connection that never waits for a lock (closed when the block ends)."""
    return closing(sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True, timeout=0))


def _listing(
    connection: sqlite3.Connection, load_document: Callable[[str], Document]
) -> QuickListing | None:
    """Both lists from one snapshot, if the schema is the one this Sheetwright writes."""
    connection.execute("BEGIN")  # one read transaction: the revision and the rows agree
    stored = [row[0] for row in connection.execute("SELECT version_num FROM alembic_version")]
    if stored != [head_revision()]:
        return None
    characters = summary_records(connection.execute(_CHARACTERS), _utc, load_document)
    campaigns = [_campaign(row) for row in connection.execute(_CAMPAIGNS)]
    campaigns.sort(key=lambda record: (record.name.casefold(), record.id))
    return QuickListing(characters, campaigns)


def _campaign(row: tuple[Any, ...]) -> CampaignRecord:
    """A campaign record from its row."""
    campaign_id, name, system, notes, created_at, updated_at = row
    return CampaignRecord(
        CampaignId(campaign_id), name, system, notes, _utc(created_at), _utc(updated_at)
    )


def _utc(value: str) -> datetime:
    """An aware UTC datetime from the text SQLAlchemy stores in SQLite ("2026-12-01 16:58:40.1")."""
    try:
        return datetime.fromisoformat(value + "+00:00")  # one step: a list reads 20,000 of them
    except ValueError:  # text that carries its own offset, or that other tools wrote
        parsed = datetime.fromisoformat(value)
        return parsed.replace(tzinfo=UTC) if parsed.tzinfo is None else parsed.astimezone(UTC)
