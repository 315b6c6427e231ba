# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Homebrew packs in the library: each one a single YAML text, enabled or not."""

from __future__ import annotations

from typing import Any, cast

from sqlalchemy import CursorResult, delete, select, update
from sqlalchemy.orm import Session

from model.content_pins import KeptVersion
from model.content_version_store import ContentVersionStore, keep_version
from model.errors import ConflictError, LibraryError
from model.records import PackRecord, pack_record
from model.store import clean_name
from model.tables import ContentVersion, HomebrewPack, utcnow
from rules.systems import title_of


class PackStore(ContentVersionStore):
    """The homebrew-pack half of the library; every text a pack had is kept (by fingerprint).

    A pack's version, for the optimistic check of `update_pack`, is the fingerprint of its text
    (`pack_version`): an update made from an older text is refused, as a character's save is.
    """

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
            taken = session.get(HomebrewPack, pack_id)
            if taken is not None and taken.system != system:
                raise ConflictError(_other_system(taken, system))
            if taken is not None:
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

    def update_pack(
        self,
        pack_id: str,
        name: str,
        version: str,
        text: str,
        *,
        system: str | None = None,
        expected: str | None = None,
    ) -> PackRecord:
        """Replace a pack's name, version and YAML text, in one versioned UPDATE.

        `system` is the system the new text is for: a pack of another system is refused
        (ConflictError naming both), as its characters would break. `expected` is the
        `pack_version` the change was made from: if someone saved another text since, the update
        is refused (ConflictError) and their text stays. Left out, either check is skipped.
        """
        cleaned = clean_name(name, "homebrew pack")
        where = [HomebrewPack.id == pack_id]
        if system is not None:
            where.append(HomebrewPack.system == system)
        if expected is not None:  # every text a pack had is kept under its fingerprint
            kept = select(ContentVersion.text).where(ContentVersion.fingerprint == expected)
            where.append(HomebrewPack.document == kept.scalar_subquery())
        statement = (
            update(HomebrewPack)
            .where(*where)
            .values(name=cleaned, version=version, document=text, updated_at=utcnow())
            .execution_options(synchronize_session=False)
        )
        with self._transaction() as session:  # the UPDATE first: it takes the write lock
            result = cast(CursorResult[Any], session.execute(statement))
            row = self._get(session, HomebrewPack, pack_id, "homebrew pack")
            if result.rowcount == 0 and system is not None and row.system != system:
                raise ConflictError(_other_system(row, system))
            if result.rowcount == 0:
                raise ConflictError(_changed_elsewhere(row.name))
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


def pack_version(record: PackRecord) -> str:
    """The version of a stored pack that `update_pack(expected=…)` checks: its text's fingerprint."""
    from model.content_versions import pack_fingerprint  # the content stack: not for listing

    return pack_fingerprint(record.text)


def _other_system(row: HomebrewPack, system: str) -> str:
    return (
        f"The library already has a {title_of(row.system)} pack with id '{row.id}', and this one "
        f"is for {title_of(system)}: give it another id. Nothing was changed."
    )


def _changed_elsewhere(name: str) -> str:
    return (
        f"The pack '{name}' was changed elsewhere since you opened it; reload it to see the other "
        "changes. Your change was not saved."
    )


def _keep_text(session: Session, row: HomebrewPack) -> None:
    """Keep the pack's text as a content version, so characters pinned to it keep it."""
    from model.content_versions import PACK, pack_fingerprint

    fingerprint = pack_fingerprint(row.document)
    kept = KeptVersion(fingerprint, PACK, row.system, row.id, row.name, row.version, row.document)
    keep_version(session, kept)
