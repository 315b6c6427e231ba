# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Character summary columns: the searched name, the headline and the issue count, indexed.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_BATCH = 200


def _add_columns() -> None:
    """The columns (filled below) and the indexes lists and searches use."""
    with op.batch_alter_table("characters") as batch:
        batch.add_column(sa.Column("name_key", sa.String(200), nullable=False, server_default=""))
        batch.add_column(sa.Column("headline", sa.String(200), nullable=False, server_default=""))
        batch.add_column(sa.Column("issue_count", sa.Integer(), nullable=False, server_default="0"))
        batch.create_index(op.f("ix_characters_name_key"), ["name_key"])
        batch.create_index(op.f("ix_characters_deleted_at"), ["deleted_at"])


def _fill() -> None:
    """Replay every character once, in batches, and store its summary (documents untouched)."""
    from sqlalchemy.orm import Session

    from model.library import stored_summary

    bind = op.get_bind()
    characters = sa.table(
        "characters",
        sa.column("id", sa.String()),
        sa.column("document", sa.JSON()),
        sa.column("name_key", sa.String()),
        sa.column("headline", sa.String()),
        sa.column("issue_count", sa.Integer()),
    )
    ids = [row[0] for row in bind.execute(sa.select(characters.c.id).order_by(characters.c.id))]
    session = Session(bind=bind)  # joins the migration's transaction
    for start in range(0, len(ids), _BATCH):
        batch = ids[start : start + _BATCH]
        rows = bind.execute(
            sa.select(characters.c.id, characters.c.document).where(characters.c.id.in_(batch))
        ).all()
        for character_id, document in rows:
            if not isinstance(document, dict) or not isinstance(document.get("system"), str):
                continue  # an unreadable document keeps empty columns (and stays as it is)
            values = stored_summary(session, document)
            bind.execute(
                characters.update().where(characters.c.id == character_id).values(**values)
            )


def upgrade() -> None:
    """Add the summary columns and fill them for every character."""
    _add_columns()
    _fill()


def downgrade() -> None:
    """Drop the summary columns."""
    with op.batch_alter_table("characters") as batch:
        batch.drop_index(op.f("ix_characters_deleted_at"))
        batch.drop_index(op.f("ix_characters_name_key"))
        batch.drop_column("issue_count")
        batch.drop_column("headline")
        batch.drop_column("name_key")
