# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Party actions in the library: one change saved to several characters of a campaign in one
transaction (an award, an arc started), remembered so that it can be undone as one step.

Each character gets an ordinary revision, so its own undo and revisions list show the change
too. Undoing the party action undoes every character's revision at once, and only while none of
them changed since: a character saved after the action is named, and nothing is undone.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import delete, insert, select
from sqlalchemy.orm import Session

from model.errors import ConflictError, LibraryError
from model.identifiers import CampaignId
from model.records import CharacterRecord, PartyActionRecord
from model.revisions import RevisionStore
from model.tables import (
    Campaign,
    Character,
    PartyAction,
    campaign_packs,
    party_action_characters,
    utcnow,
)


@dataclass(frozen=True)
class PartySave:
    """One character's part of a party action: its new document, the version it was made from,
    and the words for its revisions list."""

    character_id: str
    document: dict[str, Any]
    expected_version: int
    summary: str


class PartyStore(RevisionStore):
    """The party-action half of the library."""

    def save_party_change(
        self, campaign_id: str, summary: str, saves: Sequence[PartySave]
    ) -> PartyActionRecord:
        """Save every character's new document and remember the action, all or nothing.

        ConflictError, naming each of them, if a character changed, went to the trash or left
        the campaign since its part was made; nothing is saved then."""
        if not saves:
            raise LibraryError("A party action needs at least one character to change.")
        with self._transaction() as session:
            saved = self._save_all(session, campaign_id, saves)
            return self._remember(session, campaign_id, summary, saved)

    def save_campaign_change(
        self,
        campaign_id: str,
        saves: Sequence[PartySave],
        house_rules: dict[str, dict[str, Any]] | None = None,
        pack_ids: Sequence[str] | None = None,
    ) -> list[CharacterRecord]:
        """Save several of a campaign's characters at once (and, if given, the campaign's new
        house rules or homebrew packs), all or nothing: ConflictError, naming each, if one
        changed since."""
        with self._transaction() as session:
            if house_rules is not None or pack_ids is not None:  # the GM's, in a shared library
                self._changeable_campaign(session, campaign_id)
            saved = self._save_all(session, campaign_id, saves)
            campaign = self._get(session, Campaign, campaign_id, "campaign")
            if house_rules is not None:
                campaign.house_rules = house_rules
            if pack_ids is not None:
                session.execute(
                    delete(campaign_packs).where(campaign_packs.c.campaign_id == campaign_id)
                )
                rows = [{"campaign_id": campaign_id, "pack_id": pid} for pid in pack_ids]
                if rows:
                    session.execute(insert(campaign_packs), rows)
            if house_rules is not None or pack_ids is not None:
                campaign.updated_at = utcnow()
            return saved

    def campaign_house_rules(self, campaign_id: str) -> dict[str, dict[str, Any]]:
        """A campaign's house rules per game ({system id: {setting: value}})."""
        with self._transaction() as session:
            row = self._get(session, Campaign, campaign_id, "campaign")
            return {game: dict(values) for game, values in (row.house_rules or {}).items()}

    def _save_all(
        self, session: Session, campaign_id: str, saves: Sequence[PartySave]
    ) -> list[CharacterRecord]:
        """Each save, in the caller's transaction, after checking that none of the characters
        changed, went to the trash or left the campaign since its part was made."""
        campaign = self._get(session, Campaign, campaign_id, "campaign")
        rows = [self._get(session, Character, s.character_id, "character") for s in saves]
        stale = [
            row
            for row, save in zip(rows, saves, strict=True)
            if row.version != save.expected_version
            or row.deleted_at is not None
            or row.campaign_id != campaign_id
        ]
        if stale:
            raise ConflictError(
                f"{_names(stale)} changed since this was prepared, so nothing was changed "
                f"in {campaign.name}; look again and repeat it."
            )
        return [
            self._save(session, s.character_id, s.document, s.expected_version, s.summary)
            for s in saves
        ]

    def last_party_action(self, campaign_id: str) -> PartyActionRecord | None:
        """The campaign's newest party action not yet undone, or None."""
        with self._transaction() as session:
            self._get(session, Campaign, campaign_id, "campaign")
            query = (
                select(PartyAction)
                .where(PartyAction.campaign_id == campaign_id, PartyAction.undone_at.is_(None))
                .order_by(PartyAction.created_at.desc(), PartyAction.id)
                .limit(1)
            )
            row = session.scalars(query).first()
            return _record(session, row) if row is not None else None

    def undo_party_action(self, action_id: str) -> list[CharacterRecord]:
        """Undo a party action in every character it changed, in one transaction.

        ConflictError naming the characters changed (or trashed) since; LibraryError if it was
        undone already. Each character gets an undo revision, as its own undo would make."""
        with self._transaction() as session:
            action = self._get(session, PartyAction, action_id, "party action")
            if action.undone_at is not None:
                raise LibraryError(f"“{action.summary}” was undone already.")
            members = _members(session, action_id)
            rows = [self._get(session, Character, cid, "character") for cid in members]
            changed = [
                row for row in rows if row.version != members[row.id] or row.deleted_at is not None
            ]
            if changed:
                raise ConflictError(
                    f"Could not undo “{action.summary}”: {_names(changed)} changed since, so "
                    "nothing was undone. Take back their later changes first, or undo it on "
                    "each character by itself."
                )
            undone = []
            for row in rows:
                step = self._undo_step(session, row.id)
                if step is None:  # every party action leaves an undoable revision
                    raise LibraryError(f"{row.name} has nothing to undo.")
                undone.append(
                    self._save(session, row.id, step.document, members[row.id], step=step)
                )
            action.undone_at = utcnow()
            return undone

    def _remember(
        self,
        session: Session,
        campaign_id: str,
        summary: str,
        saved: Sequence[CharacterRecord],
    ) -> PartyActionRecord:
        """The party action row and its characters, each with the version the action left."""
        action = PartyAction(
            id=str(uuid.uuid4()), campaign_id=campaign_id, summary=summary, created_at=utcnow()
        )
        session.add(action)
        session.flush()
        session.execute(
            insert(party_action_characters),
            [{"action_id": action.id, "character_id": r.id, "version": r.version} for r in saved],
        )
        return _record(session, action)


def _members(session: Session, action_id: str) -> dict[str, int]:
    """The characters a party action changed, each with the version it left them at."""
    columns = party_action_characters.c
    query = (
        select(columns.character_id, columns.version)
        .where(columns.action_id == action_id)
        .order_by(columns.character_id)
    )
    return {cid: version for cid, version in session.execute(query)}


def _record(session: Session, row: PartyAction) -> PartyActionRecord:
    return PartyActionRecord(
        id=row.id,
        campaign_id=CampaignId(row.campaign_id),
        summary=row.summary,
        created_at=row.created_at,
        undone_at=row.undone_at,
        character_ids=tuple(_members(session, row.id)),
    )


def _names(rows: Sequence[Character]) -> str:
    """`Vex`, `Vex and Sable`, `Vex, Sable and Maren`."""
    names = sorted((row.name for row in rows), key=str.casefold)
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
