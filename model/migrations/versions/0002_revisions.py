# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Character revisions: every saved version of a character, with the undo/redo bookkeeping.

Revision ID: 0002
Revises: 0001
Create Date: 2026-02-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
FIRST_SUMMARY = "As it was when revisions began"


def _revisions() -> None:
    """Create character_revisions, keyed by character and 1-based number."""
    op.create_table(
        "character_revisions",
        sa.Column("character_id", sa.String(36), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("document", _JSON, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("summary", sa.Text(), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("same_as", sa.Integer(), nullable=True),
        sa.Column("undo_to", sa.Integer(), nullable=True),
        sa.Column("redo", _JSON, nullable=False),
        sa.ForeignKeyConstraint(
            ["character_id"],
            ["characters.id"],
            name=op.f("fk_character_revisions_character_id_characters"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("character_id", "number", name=op.f("pk_character_revisions")),
    )


def _first_revisions() -> None:
    """Revision 1 of every existing character: its current document."""
    characters = sa.table(
        "characters",
        sa.column("id", sa.String(36)),
        sa.column("document", _JSON),
        sa.column("updated_at", sa.DateTime(timezone=True)),
    )
    revisions = sa.table(
        "character_revisions",
        *(sa.column(name) for name in ("character_id", "number", "document", "created_at")),
        *(sa.column(name) for name in ("summary", "kind", "redo")),
    )
    first = sa.select(
        characters.c.id,
        sa.literal(1, sa.Integer()),
        characters.c.document,
        characters.c.updated_at,
        sa.literal(FIRST_SUMMARY, sa.Text()),
        sa.literal("change", sa.String(16)),
        sa.literal([], _JSON),
    )
    columns = ["character_id", "number", "document", "created_at", "summary", "kind", "redo"]
    op.execute(revisions.insert().from_select(columns, first))


def upgrade() -> None:
    """Create the table and give every character its first revision."""
    _revisions()
    _first_revisions()


def downgrade() -> None:
    """Drop the revisions."""
    op.drop_table("character_revisions")
