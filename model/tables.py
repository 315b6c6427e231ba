# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The database schema: campaigns, characters, homebrew packs and which campaign uses which pack."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    DateTime,
    Dialect,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Table,
    Text,
    column,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.types import TypeDecorator

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class DocumentJSON(TypeDecorator[Any]):
    """JSONB on PostgreSQL (indexable, compact), plain JSON text on SQLite; the PostgreSQL
    dialect (≈ 40 ms of imports) is loaded only when a PostgreSQL library is opened."""

    impl = JSON
    cache_ok = True

    def load_dialect_impl(self, dialect: Dialect) -> Any:
        """The backend's JSON type."""
        if dialect.name == "postgresql":
            from sqlalchemy.dialects.postgresql import JSONB

            return dialect.type_descriptor(JSONB())
        return dialect.type_descriptor(JSON())

    def bind_processor(self, dialect: Dialect) -> Callable[[Any], Any] | None:
        """The backend's processor, except that a document already `encoded` is bound as it is."""
        process = super().bind_processor(dialect)
        as_text = _encoded_binder(dialect, process)

        def bind(value: Any) -> Any:
            if isinstance(value, EncodedJSON):
                return as_text(value)
            return process(value) if process is not None else value

        return bind


class EncodedJSON(str):
    """A document's JSON text made once for several columns (a character and its revision 1):
    a `DocumentJSON` column binds it without encoding the document again."""


def encoded(document: Any) -> EncodedJSON:
    """The document as JSON text, as `DocumentJSON` would encode it."""
    return EncodedJSON(json.dumps(document))


def _encoded_binder(
    dialect: Dialect, process: Callable[[Any], Any] | None
) -> Callable[[EncodedJSON], Any]:
    """How a backend takes JSON text for a JSON column: SQLite as the text, psycopg wrapped as
    JSONB whose text is given; any other driver gets the document back (encoded a second time)."""
    if dialect.name == "sqlite":
        return str
    if dialect.driver == "psycopg":
        from psycopg.types.json import Jsonb

        return lambda text: Jsonb(text, dumps=str)
    return lambda text: process(json.loads(text)) if process is not None else json.loads(text)


class UTCDateTime(TypeDecorator[datetime]):
    """A timezone-aware UTC timestamp on every backend (SQLite stores it without a zone)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        """Store the instant in UTC."""
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("timestamps must be timezone-aware")
        return value.astimezone(UTC)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        """Read the instant back as an aware UTC datetime."""
        return _aware_utc(value)

    def result_processor(self, dialect: Dialect, coltype: Any) -> Any:
        """One plain function per value where the driver allows: a list of 10,000 characters
        reads 30,000 timestamps, and the generic path (the driver's conversion, then ours) takes
        several times longer. SQLite's stored UTC text is parsed in one step."""
        if dialect.name == "sqlite":
            return _sqlite_utc
        if self.impl_instance.dialect_impl(dialect).result_processor(dialect, coltype) is None:
            return _aware_utc  # psycopg hands over datetimes already
        return super().result_processor(dialect, coltype)


def _aware_utc(value: datetime | None) -> datetime | None:
    """The instant as an aware UTC datetime (a naive one is taken to be in UTC)."""
    if value is None or value.tzinfo is UTC:  # PostgreSQL's, as our sessions are in UTC
        return value
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def _sqlite_utc(value: str | None) -> datetime | None:
    """An aware UTC datetime from the text SQLite stores ("2026-12-01 16:58:40.123456")."""
    if value is None:
        return None
    try:
        return datetime.fromisoformat(value + "+00:00")
    except ValueError:  # text that carries its own offset, or that was written by other tools
        parsed = datetime.fromisoformat(value)
        return parsed.replace(tzinfo=UTC) if parsed.tzinfo is None else parsed.astimezone(UTC)


def utcnow() -> datetime:
    """The current instant, timezone-aware, in UTC."""
    return datetime.now(UTC)


class Base(DeclarativeBase):
    """Declarative base of every Sheetwright table."""

    metadata = MetaData(naming_convention=NAMING)


campaign_packs = Table(
    "campaign_packs",
    Base.metadata,
    Column(
        "campaign_id", String(36), ForeignKey("campaigns.id", ondelete="CASCADE"), primary_key=True
    ),
    Column(
        "pack_id",
        String(200),
        ForeignKey("homebrew_packs.id", ondelete="CASCADE"),
        primary_key=True,
    ),
)


class Campaign(Base):
    """A group of characters played together, optionally tied to one system."""

    __tablename__ = "campaigns"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    system: Mapped[str | None] = mapped_column(String(64))
    notes: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    # The database role of its GM in a shared PostgreSQL library (None on SQLite).
    gm: Mapped[str | None] = mapped_column(String(63))
    # Its house rules per game: {system id: {setting: value}}.
    house_rules: Mapped[dict[str, dict[str, Any]]] = mapped_column(
        DocumentJSON(), default=dict, server_default="{}"
    )


# The database roles that play in a campaign (a shared PostgreSQL library's row security).
campaign_players = Table(
    "campaign_players",
    Base.metadata,
    Column(
        "campaign_id", String(36), ForeignKey("campaigns.id", ondelete="CASCADE"), primary_key=True
    ),
    Column("role", String(63), primary_key=True),
)


class Character(Base):
    """One character: its document (the event history) and columns mirroring its header."""

    __tablename__ = "characters"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    system: Mapped[str] = mapped_column(String(64))
    ruleset_version: Mapped[str] = mapped_column(String(64))
    campaign_id: Mapped[str | None] = mapped_column(
        String(36), ForeignKey("campaigns.id", ondelete="SET NULL"), index=True
    )
    document: Mapped[dict[str, Any]] = mapped_column(DocumentJSON())
    version: Mapped[int] = mapped_column(Integer, nullable=False)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    deleted_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    portrait: Mapped[bytes | None] = mapped_column(LargeBinary)
    # The summary the library lists and searches, kept with every save (never the document).
    name_key: Mapped[str] = mapped_column(String(200), index=True, server_default="")
    headline: Mapped[str] = mapped_column(String(200), server_default="")
    issue_count: Mapped[int] = mapped_column(Integer, server_default="0")
    # The database role that made it in a shared PostgreSQL library (None on SQLite, and for
    # characters made before there were owners). Last, as migration 0007 added it.
    owner: Mapped[str | None] = mapped_column(String(63))

    # Lists and searches read only this index: SQLite keeps the columns after the document in
    # its overflow pages, so reading them from the table walks every document. It leads with
    # deleted_at (and no other index does, nor one on system), so that SQLite, which keeps no
    # statistics, picks it for every list outside the trash; then the list's order, unsorted.
    __table_args__ = (
        Index(
            "ix_characters_listing",
            "deleted_at", column("updated_at").desc(), "name_key", "id", "name", "system",
            "ruleset_version", "campaign_id", "version", "created_at", "headline", "issue_count",
        ),
    )  # fmt: skip


class CharacterRevision(Base):
    """One saved version of a character, numbered from 1, with the undo/redo bookkeeping.

    `same_as` is the revision an undo or redo row restores; `undo_to` the revision an ordinary
    change was made from; `redo` the stack of revisions a redo would re-apply, top last.
    """

    __tablename__ = "character_revisions"

    character_id: Mapped[str] = mapped_column(
        String(36), ForeignKey("characters.id", ondelete="CASCADE"), primary_key=True
    )
    number: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    document: Mapped[dict[str, Any]] = mapped_column(DocumentJSON())
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    summary: Mapped[str] = mapped_column(Text)
    kind: Mapped[str] = mapped_column(String(16))
    same_as: Mapped[int | None] = mapped_column(Integer)
    undo_to: Mapped[int | None] = mapped_column(Integer)
    redo: Mapped[list[int]] = mapped_column(DocumentJSON())


class PartyAction(Base):
    """One change a GM made to a campaign's whole party at once (an award, an arc started): an
    event in each character's history, undone together."""

    __tablename__ = "party_actions"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    campaign_id: Mapped[str] = mapped_column(
        String(36), ForeignKey("campaigns.id", ondelete="CASCADE"), index=True
    )
    summary: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    undone_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


party_action_characters = Table(
    "party_action_characters",
    Base.metadata,
    Column(
        "action_id",
        String(36),
        ForeignKey("party_actions.id", ondelete="CASCADE"),
        primary_key=True,
    ),
    Column(
        "character_id",
        String(36),
        ForeignKey("characters.id", ondelete="CASCADE"),
        primary_key=True,
    ),
    Column("version", Integer, nullable=False),  # the character's version the action left
)


class HomebrewPack(Base):
    """A homebrew content pack, stored as its single-file YAML text."""

    __tablename__ = "homebrew_packs"

    id: Mapped[str] = mapped_column(String(200), primary_key=True)
    system: Mapped[str] = mapped_column(String(64), index=True)
    name: Mapped[str] = mapped_column(String(200))
    version: Mapped[str] = mapped_column(String(64))
    document: Mapped[str] = mapped_column(Text)
    enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


class ContentVersion(Base):
    """A version of content some character may be built from, kept by its fingerprint.

    `kind` is "pack" (text: the homebrew pack's YAML) or "shipped" (text: JSON of a release's
    shipped packs, validated entries); rows are only ever added, so deleting or updating a pack
    never changes a character that pins an older version.
    """

    __tablename__ = "content_versions"

    fingerprint: Mapped[str] = mapped_column(String(64), primary_key=True)
    kind: Mapped[str] = mapped_column(String(16))
    system: Mapped[str] = mapped_column(String(64))
    pack_id: Mapped[str | None] = mapped_column(String(200))
    name: Mapped[str] = mapped_column(String(200))
    version: Mapped[str] = mapped_column(String(200))
    text: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
