# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Character summary columns: the searched name, the headline and the issue count, indexed.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

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


_CHARACTERS = sa.table(
    "characters",
    sa.column("id", sa.String()),
    sa.column("document", sa.JSON()),
    sa.column("name_key", sa.String()),
    sa.column("headline", sa.String()),
    sa.column("issue_count", sa.Integer()),
)
# The tables as they stand at this revision (never the current ORM classes, which move on).
_PACKS = sa.table(
    "homebrew_packs",
    *(sa.column(name, sa.String()) for name in ("id", "system", "name", "version", "document")),
    sa.column("enabled", sa.Boolean()),
    sa.column("created_at", sa.DateTime()),
    sa.column("updated_at", sa.DateTime()),
)
_KEPT = sa.table(
    "content_versions",
    *(
        sa.column(name, sa.String())
        for name in ("fingerprint", "kind", "system", "pack_id", "name", "version", "text")
    ),
)


def _fill() -> None:
    """Replay every character once, in batches, and store its summary (documents untouched)."""
    bind = op.get_bind()
    ids = [row[0] for row in bind.execute(sa.select(_CHARACTERS.c.id).order_by(_CHARACTERS.c.id))]
    for start in range(0, len(ids), _BATCH):
        batch = ids[start : start + _BATCH]
        rows = bind.execute(
            sa.select(_CHARACTERS.c.id, _CHARACTERS.c.document).where(_CHARACTERS.c.id.in_(batch))
        ).all()
        for character_id, document in rows:
            if not isinstance(document, dict) or not isinstance(document.get("system"), str):
                continue  # an unreadable document keeps empty columns (and stays as it is)
            values = _summary(bind, document)
            bind.execute(
                _CHARACTERS.update().where(_CHARACTERS.c.id == character_id).values(**values)
            )


def _summary(bind: sa.Connection, document: dict[str, Any]) -> dict[str, Any]:
    """The summary columns of one document, replayed with the packs and kept content it uses."""
    from model.library import summary_columns

    system = str(document["system"])
    packs = []
    if document.get("packs"):
        query = sa.select(_PACKS).where(_PACKS.c.system == system)
        packs = [_pack(row) for row in bind.execute(query)]
    return summary_columns(document, packs, _pinned(bind, document))


def _pack(row: sa.Row[Any]) -> Any:
    from model.identifiers import PackId
    from model.records import PackRecord

    return PackRecord(
        id=PackId(row.id), system=row.system, name=row.name, version=row.version,
        text=row.document, enabled=bool(row.enabled), created_at=row.created_at,
        updated_at=row.updated_at,
    )  # fmt: skip


def _pinned(bind: sa.Connection, document: dict[str, Any]) -> Any:
    """The kept versions a document pins (those that differ from the shipped content)."""
    from model.content_pins import KeptVersion, PinnedContent, pack_pins, shipped_pin
    from model.content_versions import shipped_fingerprint

    wanted = {pin for pin in pack_pins(document).values() if pin}
    shipped = shipped_pin(document)
    if shipped and shipped != shipped_fingerprint(str(document["system"])):
        wanted.add(shipped)
    if not wanted:
        return PinnedContent()
    query = sa.select(_KEPT).where(_KEPT.c.fingerprint.in_(sorted(wanted)))
    return PinnedContent(tuple(KeptVersion(**row._asdict()) for row in bind.execute(query)))


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
