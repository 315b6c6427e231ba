# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Campaigns in the library: create, list, rename, delete, and the packs each one uses."""

from __future__ import annotations

import uuid

from sqlalchemy import delete, insert, select

from model.change_rights import identity
from model.identifiers import PackId
from model.records import CampaignRecord, PackRecord, campaign_record, pack_record
from model.store import Store, clean_name
from model.tables import Campaign, HomebrewPack, campaign_packs, utcnow


class CampaignStore(Store):
    """The campaign half of the library."""

    def add_campaign(self, name: str, system: str | None = None, notes: str = "") -> CampaignRecord:
        """Create a campaign."""
        now = utcnow()
        row = Campaign(
            id=str(uuid.uuid4()),
            name=clean_name(name, "campaign"),
            system=system,
            notes=notes,
            created_at=now,
            updated_at=now,
            gm=identity(self.engine).role,
        )
        with self._transaction() as session:
            session.add(row)
        return campaign_record(row)

    def get_campaign(self, campaign_id: str) -> CampaignRecord:
        """The campaign with that id."""
        with self._transaction() as session:
            return campaign_record(self._get(session, Campaign, campaign_id, "campaign"))

    def list_campaigns(self) -> list[CampaignRecord]:
        """Every campaign, by name."""
        with self._transaction() as session:
            rows = session.scalars(select(Campaign)).all()
            records = [campaign_record(row) for row in rows]
        return sorted(records, key=lambda record: (record.name.casefold(), record.id))

    def rename_campaign(self, campaign_id: str, name: str) -> CampaignRecord:
        """Give a campaign a new name."""
        with self._transaction() as session:
            row = self._changeable_campaign(session, campaign_id)
            row.name = clean_name(name, "campaign")
            row.updated_at = utcnow()
            return campaign_record(row)

    def set_campaign_notes(self, campaign_id: str, notes: str) -> CampaignRecord:
        """Replace a campaign's notes."""
        with self._transaction() as session:
            row = self._changeable_campaign(session, campaign_id)
            row.notes = notes
            row.updated_at = utcnow()
            return campaign_record(row)

    def delete_campaign(self, campaign_id: str) -> None:
        """Delete a campaign; its characters stay in the library without a campaign."""
        with self._transaction() as session:
            self._changeable_campaign(session, campaign_id)
            session.execute(delete(Campaign).where(Campaign.id == campaign_id))

    def campaign_packs(self, campaign_id: str) -> list[PackRecord]:
        """The homebrew packs a campaign uses, by name."""
        with self._transaction() as session:
            self._get(session, Campaign, campaign_id, "campaign")
            query = (
                select(HomebrewPack)
                .join(campaign_packs, campaign_packs.c.pack_id == HomebrewPack.id)
                .where(campaign_packs.c.campaign_id == campaign_id)
            )
            records = [pack_record(row) for row in session.scalars(query)]
        return sorted(records, key=lambda record: (record.name.casefold(), record.id))

    def set_campaign_packs(self, campaign_id: str, pack_ids: list[PackId]) -> None:
        """Make a campaign use exactly these homebrew packs."""
        with self._transaction() as session:
            self._changeable_campaign(session, campaign_id)
            for pack_id in pack_ids:
                self._get(session, HomebrewPack, pack_id, "homebrew pack")
            session.execute(
                delete(campaign_packs).where(campaign_packs.c.campaign_id == campaign_id)
            )
            rows = [{"campaign_id": campaign_id, "pack_id": pid} for pid in dict.fromkeys(pack_ids)]
            if rows:
                session.execute(insert(campaign_packs), rows)
