# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The listing index (every summary column, so lists never read the table) in place of the
indexes on deleted_at and system, and on PostgreSQL with pg_trgm a trigram index for searches.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# In the list's order (newest change first, then by name), so that a list is never sorted.
LISTING = (
    "deleted_at", sa.text("updated_at DESC"), "name_key", "id", "name", "system",
    "ruleset_version", "campaign_id", "version", "created_at", "headline", "issue_count",
)  # fmt: skip
# Not in model.tables: it exists only where the pg_trgm extension could be used.
TRIGRAM_INDEX = "ix_characters_name_key_trigram"


def upgrade() -> None:
    """Add the listing index, and the trigram index where PostgreSQL allows it."""
    with op.batch_alter_table("characters") as batch:
        batch.drop_index("ix_characters_deleted_at")
        batch.drop_index("ix_characters_system")
        batch.create_index("ix_characters_listing", list(LISTING))
    if op.get_bind().dialect.name == "postgresql":
        _trigram_index(op.get_bind())


def _trigram_index(bind: sa.Connection) -> None:
    """A GIN trigram index on name_key if pg_trgm is (or may be made) available; else none,
    and searches stay correct, only slower."""
    schema = _trigram_schema(bind)
    if schema is None:
        try:
            with bind.begin_nested():
                bind.execute(sa.text("CREATE EXTENSION IF NOT EXISTS pg_trgm"))
        except sa.exc.DBAPIError:  # not installed, or not allowed to this role
            return
        schema = _trigram_schema(bind)
    if schema is None:
        return
    operators = f"{bind.dialect.identifier_preparer.quote_identifier(schema)}.gin_trgm_ops"
    create = f"CREATE INDEX {TRIGRAM_INDEX} ON characters USING gin (name_key {operators})"
    try:
        with bind.begin_nested():
            bind.execute(sa.text(create))
    except sa.exc.DBAPIError:  # installed in a schema this role may not use
        return


def _trigram_schema(bind: sa.Connection) -> str | None:
    """The schema pg_trgm is installed in, or None."""
    query = sa.text(
        "SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace "
        "WHERE e.extname = 'pg_trgm'"
    )
    return bind.execute(query).scalar()


def downgrade() -> None:
    """Drop both indexes, and bring back the ones they replaced."""
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"DROP INDEX IF EXISTS {TRIGRAM_INDEX}")
    with op.batch_alter_table("characters") as batch:
        batch.drop_index("ix_characters_listing")
        batch.create_index("ix_characters_system", ["system"])
        batch.create_index("ix_characters_deleted_at", ["deleted_at"])
