# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Content versions: the pack texts and shipped rules characters are pinned to, by fingerprint.

Revision ID: 0003
Revises: 0002
Create Date: 2026-03-01
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _content_versions() -> None:
    """Create content_versions, keyed by fingerprint."""
    op.create_table(
        "content_versions",
        sa.Column("fingerprint", sa.String(64), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("system", sa.String(64), nullable=False),
        sa.Column("pack_id", sa.String(200), nullable=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("version", sa.String(200), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("fingerprint", name=op.f("pk_content_versions")),
    )


def _keep_current_packs() -> None:
    """Keep the current text of every homebrew pack already in the library."""
    packs = sa.table(
        "homebrew_packs",
        *(sa.column(name, sa.String()) for name in ("id", "system", "name", "version")),
        sa.column("document", sa.Text()),
    )
    versions = sa.table(
        "content_versions",
        *(sa.column(n, sa.String()) for n in ("fingerprint", "kind", "system", "pack_id", "name")),
        sa.column("version", sa.String()),
        sa.column("text", sa.Text()),
        sa.column("created_at", sa.DateTime(timezone=True)),
    )
    now = datetime.now(UTC)
    rows: dict[str, dict[str, object]] = {}
    for pack_id, system, name, version, text in op.get_bind().execute(sa.select(packs)):
        fingerprint = hashlib.sha256(text.encode("utf-8")).hexdigest()
        rows[fingerprint] = {
            "fingerprint": fingerprint, "kind": "pack", "system": system, "pack_id": pack_id,
            "name": name, "version": version, "text": text, "created_at": now,
        }  # fmt: skip
    if rows:
        op.bulk_insert(versions, list(rows.values()))


def upgrade() -> None:
    """Create the table and keep the packs' current versions."""
    _content_versions()
    _keep_current_packs()


def downgrade() -> None:
    """Drop the kept versions."""
    op.drop_table("content_versions")
