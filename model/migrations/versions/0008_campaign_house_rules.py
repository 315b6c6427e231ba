# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A campaign's house rules, per game: {system id: {setting: value}} (empty for every campaign
made before).

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-02
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def upgrade() -> None:
    """Add the column, empty for the campaigns there are."""
    with op.batch_alter_table("campaigns") as batch:
        batch.add_column(sa.Column("house_rules", _JSON, nullable=False, server_default="{}"))


def downgrade() -> None:
    """Drop it."""
    with op.batch_alter_table("campaigns") as batch:
        batch.drop_column("house_rules")
