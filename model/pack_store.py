# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Homebrew packs in the library: each one a single YAML text, enabled or not."""

from __future__ import annotations

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from model.content_pins import KeptVersion
from model.content_version_store import ContentVersionStore, keep_version
from model.content_versions import PACK, pack_fingerprint
from model.errors import ConflictError, LibraryError
from model.records import PackRecord, pack_record
from model.store import clean_name
from model.tables import HomebrewPack, utcnow


class PackStore(ContentVersionStore):
    """The homebrew-pack half of the library; every text a pack had is kept (by fingerprint)."""

    def add_pack(self, pack_id: str, system: str, name: str, version: str, text: str) -> PackRecord:
        """Store a new homebrew pack; ConflictError if its id is taken."""
        if not pack_id.strip():
            raise LibraryError("A homebrew pack needs an id.")
        now = utcnow()
        row = HomebrewPack(
            id=pack_id,
            system=system,
            name=clean_name(name, "homebrew pack"),
            version=version,
            document=text,
            enabled=True,
            created_at=now,
            updated_at=now,
        )
        with self._transaction() as session:
            if session.get(HomebrewPack, pack_id) is not None:
                raise ConflictError(
                    f"A homebrew pack with id '{pack_id}' is already in the library; "
                    "update that one instead."
                )
            session.add(row)
            _keep_text(session, row)
        return pack_record(row)

    def get_pack(self, pack_id: str) -> PackRecord:
        """The homebrew pack with that id."""
        with self._transaction() as session:
            return pack_record(self._get(session, HomebrewPack, pack_id, "homebrew pack"))

    def list_packs(self, system: str | None = None) -> list[PackRecord]:
        """Every homebrew pack (of one system, if given), by name."""
        query = select(HomebrewPack)
        if system is not None:
            query = query.where(HomebrewPack.system == system)
        with self._transaction() as session:
            records = [pack_record(row) for row in session.scalars(query)]
        return sorted(records, key=lambda record: (record.name.casefold(), record.id))

    def update_pack(self, pack_id: str, name: str, version: str, text: str) -> PackRecord:
        """Replace a pack's name, version and YAML text."""
        with self._transaction() as session:
            row = self._get(session, HomebrewPack, pack_id, "homebrew pack")
            row.name = clean_name(name, "homebrew pack")
            row.version = version
            row.document = text
            row.updated_at = utcnow()
            _keep_text(session, row)
            return pack_record(row)

    def set_pack_enabled(self, pack_id: str, enabled: bool) -> PackRecord:
        """Switch a homebrew pack on or off."""
        with self._transaction() as session:
            row = self._get(session, HomebrewPack, pack_id, "homebrew pack")
            row.enabled = enabled
            row.updated_at = utcnow()
            return pack_record(row)

    def delete_pack(self, pack_id: str) -> None:
        """Remove a homebrew pack (and from every campaign that used it)."""
        with self._transaction() as session:
            self._get(session, HomebrewPack, pack_id, "homebrew pack")
            session.execute(delete(HomebrewPack).where(HomebrewPack.id == pack_id))


def _keep_text(session: Session, row: HomebrewPack) -> None:
    """Keep the pack's text as a content version, so characters pinned to it keep it."""
    fingerprint = pack_fingerprint(row.document)
    kept = KeptVersion(fingerprint, PACK, row.system, row.id, row.name, row.version, row.document)
    keep_version(session, kept)
