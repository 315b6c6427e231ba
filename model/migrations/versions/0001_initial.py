# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The first schema: campaigns, characters, homebrew packs and campaign packs.

Revision ID: 0001
Revises:
Create Date: 2026-01-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def _timestamps() -> list[sa.Column[object]]:
    """created_at and updated_at, timezone-aware."""
    return [
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    ]


def _campaigns() -> None:
    """Create campaigns."""
    op.create_table(
        "campaigns",
        sa.Column("id", sa.String(36), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("system", sa.String(64), nullable=True),
        sa.Column("notes", sa.Text(), nullable=False),
        *_timestamps(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_campaigns")),
    )


def _characters() -> None:
    """Create characters, with the indexes the library lists by."""
    op.create_table(
        "characters",
        sa.Column("id", sa.String(36), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("system", sa.String(64), nullable=False),
        sa.Column("ruleset_version", sa.String(64), nullable=False),
        sa.Column("campaign_id", sa.String(36), nullable=True),
        sa.Column("document", _JSON, nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        *_timestamps(),
        sa.Column("deleted_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("portrait", sa.LargeBinary(), nullable=True),
        sa.ForeignKeyConstraint(
            ["campaign_id"],
            ["campaigns.id"],
            name=op.f("fk_characters_campaign_id_campaigns"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_characters")),
    )
    op.create_index(op.f("ix_characters_system"), "characters", ["system"])
    op.create_index(op.f("ix_characters_campaign_id"), "characters", ["campaign_id"])


def _packs() -> None:
    """Create homebrew_packs."""
    op.create_table(
        "homebrew_packs",
        sa.Column("id", sa.String(200), nullable=False),
        sa.Column("system", sa.String(64), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("version", sa.String(64), nullable=False),
        sa.Column("document", sa.Text(), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        *_timestamps(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_homebrew_packs")),
    )
    op.create_index(op.f("ix_homebrew_packs_system"), "homebrew_packs", ["system"])


def _campaign_packs() -> None:
    """Create campaign_packs, the packs each campaign uses."""
    op.create_table(
        "campaign_packs",
        sa.Column("campaign_id", sa.String(36), nullable=False),
        sa.Column("pack_id", sa.String(200), nullable=False),
        sa.ForeignKeyConstraint(
            ["campaign_id"],
            ["campaigns.id"],
            name=op.f("fk_campaign_packs_campaign_id_campaigns"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["pack_id"],
            ["homebrew_packs.id"],
            name=op.f("fk_campaign_packs_pack_id_homebrew_packs"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("campaign_id", "pack_id", name=op.f("pk_campaign_packs")),
    )


def upgrade() -> None:
    """Create the four tables."""
    _campaigns()
    _characters()
    _packs()
    _campaign_packs()


def downgrade() -> None:
    """Drop the four tables."""
    op.drop_table("campaign_packs")
    op.drop_index(op.f("ix_homebrew_packs_system"), table_name="homebrew_packs")
    op.drop_table("homebrew_packs")
    op.drop_index(op.f("ix_characters_campaign_id"), table_name="characters")
    op.drop_index(op.f("ix_characters_system"), table_name="characters")
    op.drop_table("characters")
    op.drop_table("campaigns")
