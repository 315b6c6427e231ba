# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What the library hands out: frozen snapshots of rows, never live ORM objects."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from functools import cached_property, partial
from typing import TYPE_CHECKING, Any, Literal, cast

from model.identifiers import CampaignId, CharacterId, PackId

if TYPE_CHECKING:  # only annotations: the quick listing builds records without SQLAlchemy
    from model.tables import Campaign, Character, CharacterRevision, HomebrewPack

RevisionKind = Literal["change", "revert", "undo", "redo"]


@dataclass(frozen=True)
class CharacterRecord:
    """A character as stored: its summary, the version to pass back when saving, its document.

    A record from a list or search holds only the summary columns; its `document` is read from
    the library the first time it is asked for (`Library.get_character` reads it at once).
    """

    id: CharacterId
    name: str
    system: str
    ruleset_version: str
    campaign_id: CampaignId | None
    version: int
    created_at: datetime
    updated_at: datetime
    deleted_at: datetime | None
    headline: str
    issue_count: int
    load_document: Callable[[], dict[str, Any]] = field(repr=False, compare=False)

    @cached_property
    def document(self) -> dict[str, Any]:
        """The character's document (its event history)."""
        return self.load_document()

    @property
    def in_trash(self) -> bool:
        """Whether the character is in the trash."""
        return self.deleted_at is not None


@dataclass(frozen=True)
class RevisionRecord:
    """One saved version of a library character: number (from 1), when, what changed, document.

    `kind` says how it was made: an ordinary change, a revert, an undo or a redo; an undo or redo
    `restores` the state of an earlier revision.
    """

    character_id: CharacterId
    number: int
    created_at: datetime
    summary: str
    kind: RevisionKind
    restores: int | None
    document: dict[str, Any]


@dataclass(frozen=True)
class CampaignRecord:
    """A campaign as stored."""

    id: CampaignId
    name: str
    system: str | None
    notes: str
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True)
class PartyActionRecord:
    """A change made to a campaign's whole party at once: what it was, and whom it changed."""

    id: str
    campaign_id: CampaignId
    summary: str
    created_at: datetime
    undone_at: datetime | None
    character_ids: tuple[str, ...]


@dataclass(frozen=True)
class PackRecord:
    """A homebrew pack as stored, with its YAML text."""

    id: PackId
    system: str
    name: str
    version: str
    text: str
    enabled: bool
    created_at: datetime
    updated_at: datetime


def character_record(
    row: Character, load_document: Callable[[], dict[str, Any]] | None = None
) -> CharacterRecord:
    """Snapshot of a character row: with its document, or (from a summary row) with what reads it."""
    if load_document is None:
        load_document = _given(row.document)
    return CharacterRecord(
        id=CharacterId(row.id),
        name=row.name,
        system=row.system,
        ruleset_version=row.ruleset_version,
        campaign_id=CampaignId(row.campaign_id) if row.campaign_id is not None else None,
        version=row.version,
        created_at=row.created_at,
        updated_at=row.updated_at,
        deleted_at=row.deleted_at,
        headline=row.headline or "",
        issue_count=row.issue_count or 0,
        load_document=load_document,
    )


_SUMMARY_FIELDS = tuple(CharacterRecord.__dataclass_fields__)[:-1]  # all but load_document


def summary_record(
    values: Iterable[Any], load_document: Callable[[], dict[str, Any]]
) -> CharacterRecord:
    """A record from the summary columns in field order (id … issue_count, checked by a test),
    built without the dataclass __init__: its one `object.__setattr__` per field is half the
    cost of listing 10,000 characters. The values must already have the fields' types."""
    record = object.__new__(CharacterRecord)
    fields = record.__dict__
    fields.update(zip(_SUMMARY_FIELDS, values, strict=True))
    fields["load_document"] = load_document
    return record


def summary_records(
    rows: Iterable[Sequence[Any]],
    read_time: Callable[[Any], datetime],
    read_document: Callable[[CharacterId], dict[str, Any]],
) -> list[CharacterRecord]:
    """Records from summary rows in field order whose timestamps are still as the driver gave
    them (`read_time` converts one), each reading its document with the shared
    `read_document(id)` when first asked for. Equal to `summary_record`'s, and faster: no
    dataclass __init__, and a character never changed since it was made has its one timestamp
    converted once."""
    new, set_field = object.__new__, object.__setattr__
    records: list[CharacterRecord] = []
    add = records.append
    with _collector_paused():
        for row in rows:
            key, name, system, ruleset, campaign, version, made, changed, deleted, head, issues = (
                row
            )
            created = read_time(made)
            record = new(CharacterRecord)
            set_field(
                record,
                "__dict__",
                {
                    "id": key, "name": name, "system": system, "ruleset_version": ruleset,
                    "campaign_id": campaign, "version": version, "created_at": created,
                    "updated_at": created if changed == made else read_time(changed),
                    "deleted_at": None if deleted is None else read_time(deleted),
                    "headline": head, "issue_count": issues,
                    "load_document": partial(read_document, key),
                },
            )  # fmt: skip
            add(record)
    return records


@contextmanager
def _collector_paused() -> Iterator[None]:
    """The cyclic garbage collector paused while a block makes many objects and no cycles: it
    would otherwise scan the growing list again and again (a sixth of listing 10,000)."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _given(document: dict[str, Any]) -> Callable[[], dict[str, Any]]:
    """The loader of a document already read."""
    return lambda: document


def revision_record(row: CharacterRevision) -> RevisionRecord:
    """Snapshot of a revision row."""
    return RevisionRecord(
        character_id=CharacterId(row.character_id),
        number=row.number,
        created_at=row.created_at,
        summary=row.summary,
        kind=cast(RevisionKind, row.kind),
        restores=row.same_as,
        document=row.document,
    )


def campaign_record(row: Campaign) -> CampaignRecord:
    """Snapshot of a campaign row."""
    return CampaignRecord(
        id=CampaignId(row.id),
        name=row.name,
        system=row.system,
        notes=row.notes,
        created_at=row.created_at,
        updated_at=row.updated_at,
    )


def pack_record(row: HomebrewPack) -> PackRecord:
    """Snapshot of a homebrew pack row."""
    return PackRecord(
        id=PackId(row.id),
        system=row.system,
        name=row.name,
        version=row.version,
        text=row.document,
        enabled=row.enabled,
        created_at=row.created_at,
        updated_at=row.updated_at,
    )
