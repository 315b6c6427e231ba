# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Importing a campaign file in the library: every write of it in one transaction.

`model.campaign_file` decides what an import writes (`CampaignWrites`); this stores it all or
nothing: the campaign, its packs (new, replaced, earlier texts kept), the packs it uses, and its
characters (new ones with their revision 1, replaced ones as a new, undoable revision)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from model.change_rights import identity
from model.content_pins import KeptVersion
from model.content_version_store import keep_version
from model.errors import ConflictError
from model.new_characters import header_columns
from model.revisions import RevisionStore
from model.tables import Campaign, Character, HomebrewPack, campaign_packs, utcnow

if TYPE_CHECKING:
    from model.campaign_format import FilePack

Document = dict[str, Any]


@dataclass(frozen=True)
class CharacterSave:
    """A character replaced by the file's document: the version it was planned from, and the
    words of its new revision."""

    character_id: str
    document: Document
    expected_version: int
    summary: str


@dataclass(frozen=True)
class CampaignWrites:
    """Everything one campaign import writes."""

    campaign_id: str
    campaign: dict[str, Any] | None = None
    """name, system, notes and house_rules to store (None: the library's stay)."""
    new_campaign: bool = False
    packs_used: tuple[str, ...] = ()
    new_packs: tuple[FilePack, ...] = ()
    replaced_packs: tuple[tuple[FilePack, str], ...] = ()
    """Each pack the file's text replaces, with the fingerprint of the text it replaces."""
    kept_texts: tuple[FilePack, ...] = ()
    new_characters: tuple[tuple[Document, str], ...] = ()
    """Each new character's document and the words of its revision 1."""
    saves: tuple[CharacterSave, ...] = field(default=())


class CampaignFileStore(RevisionStore):
    """The campaign-file half of the library."""

    def import_campaign(self, writes: CampaignWrites) -> None:
        """Store an import, all or nothing: ConflictError if a pack or character it replaces
        changed since it was planned, or a pack it adds was added meanwhile."""
        with self._transaction() as session:
            self._put_campaign(session, writes)
            _put_packs(session, writes)
            _use_packs(session, writes.campaign_id, writes.packs_used)
            self._put_characters(session, writes)

    def _put_campaign(self, session: Session, writes: CampaignWrites) -> None:
        values = writes.campaign
        if values is None:
            self._get(session, Campaign, writes.campaign_id, "campaign")
            return
        if writes.new_campaign:
            now = utcnow()
            session.add(
                Campaign(
                    id=writes.campaign_id,
                    created_at=now,
                    updated_at=now,
                    gm=identity(self.engine).role,
                    **values,
                )
            )
            session.flush()
            return
        row = self._get(session, Campaign, writes.campaign_id, "campaign")
        for key, value in values.items():
            setattr(row, key, value)
        row.updated_at = utcnow()

    def _put_characters(self, session: Session, writes: CampaignWrites) -> None:
        from model.library import stored_summary  # the library mixes this store in

        owner = identity(self.engine).role
        for document, words in writes.new_characters:
            if session.get(Character, str(document["id"])) is not None:
                raise ConflictError(
                    f"{document['name']} was added to the library since the import was "
                    "prepared, so nothing was imported; look again and repeat it."
                )
            now = utcnow()
            row = Character(
                id=str(document["id"]), campaign_id=writes.campaign_id, document=document,
                version=1, created_at=now, updated_at=now, deleted_at=None, owner=owner,
                **header_columns(document), **stored_summary(session, document),
            )  # fmt: skip
            session.add(row)
            session.flush()
            self._first_revision(session, row.id, document, words)
        for save in writes.saves:
            self._save(
                session, save.character_id, save.document, save.expected_version, save.summary
            )
            session.execute(
                update(Character)
                .where(Character.id == save.character_id)
                .values(campaign_id=writes.campaign_id)
                .execution_options(synchronize_session=False)
            )


def _put_packs(session: Session, writes: CampaignWrites) -> None:
    """New packs, packs whose text the file's replaces, and earlier texts kept for pins."""
    from model.content_versions import pack_fingerprint

    now = utcnow()
    for pack in writes.new_packs:
        if session.get(HomebrewPack, pack.id) is not None:
            raise ConflictError(
                f"The pack {pack.name} was added to the library since the import was prepared, "
                "so nothing was imported; look again and repeat it."
            )
        session.add(
            HomebrewPack(
                id=pack.id,
                system=pack.system,
                name=pack.name,
                version=pack.version,
                document=pack.text,
                enabled=True,
                created_at=now,
                updated_at=now,
            )
        )
    session.flush()
    for pack, replaced in writes.replaced_packs:
        row = session.get(HomebrewPack, pack.id)
        if row is None or pack_fingerprint(row.document) != replaced:
            raise ConflictError(
                f"The pack {pack.name} was changed in the library since the import was "
                "prepared, so nothing was imported; look again and repeat it."
            )
        row.name, row.version, row.document, row.updated_at = (
            pack.name, pack.version, pack.text, now,
        )  # fmt: skip
    for pack in (*writes.new_packs, *(p for p, _ in writes.replaced_packs), *writes.kept_texts):
        keep_version(session, _kept(pack))


def _kept(pack: FilePack) -> KeptVersion:
    from model.content_versions import PACK

    return KeptVersion(
        pack.fingerprint, PACK, pack.system, pack.id, pack.name, pack.version, pack.text
    )


def _use_packs(session: Session, campaign_id: str, pack_ids: tuple[str, ...]) -> None:
    """Add packs to those the campaign uses (each pack that is in the library)."""
    if not pack_ids:
        return
    columns = campaign_packs.c
    used = set(session.scalars(select(columns.pack_id).where(columns.campaign_id == campaign_id)))
    stored = set(session.scalars(select(HomebrewPack.id).where(HomebrewPack.id.in_(pack_ids))))
    rows = [
        {"campaign_id": campaign_id, "pack_id": pack_id}
        for pack_id in dict.fromkeys(pack_ids)
        if pack_id in stored and pack_id not in used
    ]
    if rows:
        session.execute(campaign_packs.insert(), rows)
