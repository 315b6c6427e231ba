# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Party actions: a change made to a campaign's whole party at once, and the characters it
changed (each with the version it left), so that it can be undone as one step.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-02
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add the two tables."""
    op.create_table(
        "party_actions",
        sa.Column("id", sa.String(36), nullable=False),
        sa.Column("campaign_id", sa.String(36), nullable=False),
        sa.Column("summary", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("undone_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["campaign_id"],
            ["campaigns.id"],
            name=op.f("fk_party_actions_campaign_id_campaigns"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_party_actions")),
    )
    op.create_index(op.f("ix_party_actions_campaign_id"), "party_actions", ["campaign_id"])
    op.create_table(
        "party_action_characters",
        sa.Column("action_id", sa.String(36), nullable=False),
        sa.Column("character_id", sa.String(36), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["action_id"],
            ["party_actions.id"],
            name=op.f("fk_party_action_characters_action_id_party_actions"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["character_id"],
            ["characters.id"],
            name=op.f("fk_party_action_characters_character_id_characters"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint(
            "action_id", "character_id", name=op.f("pk_party_action_characters")
        ),
    )


def downgrade() -> None:
    """Drop them."""
    op.drop_table("party_action_characters")
    op.drop_index(op.f("ix_party_actions_campaign_id"), table_name="party_actions")
    op.drop_table("party_actions")
