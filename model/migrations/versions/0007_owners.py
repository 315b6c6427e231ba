# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Who may change what in a shared library: the database role that owns each character, the
role of each campaign's GM, and the roles that play in each campaign (PostgreSQL's row-level
security reads them; on SQLite they stay empty).

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-02
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add the owner and GM columns and the players table."""
    op.add_column("characters", sa.Column("owner", sa.String(63), nullable=True))
    op.add_column("campaigns", sa.Column("gm", sa.String(63), nullable=True))
    op.create_table(
        "campaign_players",
        sa.Column("campaign_id", sa.String(36), nullable=False),
        sa.Column("role", sa.String(63), nullable=False),
        sa.ForeignKeyConstraint(
            ["campaign_id"],
            ["campaigns.id"],
            name=op.f("fk_campaign_players_campaign_id_campaigns"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("campaign_id", "role", name=op.f("pk_campaign_players")),
    )


def downgrade() -> None:
    """Drop them."""
    op.drop_table("campaign_players")
    with op.batch_alter_table("campaigns") as batch:
        batch.drop_column("gm")
    with op.batch_alter_table("characters") as batch:
        batch.drop_column("owner")
