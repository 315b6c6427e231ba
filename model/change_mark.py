# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A small mark of everything in the library someone else could change, so that open windows
see another user's (or another process's) change without reading the library again.

Two marks differ when a character, campaign, homebrew pack or party action was added, changed or
removed since the first was taken. On PostgreSQL the mark is each table's row count and newest
row version (`xmin`, the transaction that wrote the row): it moves with every write, whatever the
writer's clock says. On SQLite, a file on this computer, it is the count, the sum of character
versions and the newest change time. The mark covers the rows this connection may see, so with
row-level security a player is not woken by other campaigns' changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sqlalchemy import text

if TYPE_CHECKING:
    from sqlalchemy import Engine

Mark = tuple[Any, ...]

_TABLES = ("characters", "campaigns", "homebrew_packs", "party_actions")

_POSTGRESQL = "SELECT " + ", ".join(
    f"(SELECT count(*) FROM {table}), (SELECT max(xmin::text::bigint) FROM {table})"
    for table in _TABLES
)
_SQLITE = (
    "SELECT (SELECT count(*) FROM characters), (SELECT total(version) FROM characters), "
    "(SELECT max(updated_at) FROM characters), "
    "(SELECT count(*) FROM campaigns), (SELECT max(updated_at) FROM campaigns), "
    "(SELECT count(*) FROM homebrew_packs), (SELECT max(updated_at) FROM homebrew_packs), "
    "(SELECT count(*) FROM party_actions), (SELECT max(coalesce(undone_at, created_at)) "
    "FROM party_actions)"
)


def change_mark(engine: Engine) -> Mark:
    """The library's mark now: equal to an earlier one when nothing visible changed since."""
    query = _POSTGRESQL if engine.dialect.name == "postgresql" else _SQLITE
    with engine.connect() as connection:
        row = connection.execute(text(query)).one()
    return tuple(row)
