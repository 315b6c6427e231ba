# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The library's kept content versions: every pack text it stored, and shipped rules in use."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from model.content_pins import KeptVersion, PinnedContent, pack_pins, shipped_pin
from model.store import Store
from model.tables import ContentVersion, utcnow
from rules.systems import is_known


class ContentVersionStore(Store):
    """Kept versions of content, by fingerprint; rows are added, never changed or removed."""

    def keep_shipped_version(self, system_id: str) -> str:
        """Keep this release's shipped rules of a system (if not kept yet); their fingerprint."""
        from model import content_versions  # the content stack: not for listing the library

        fingerprint = content_versions.shipped_fingerprint(system_id)
        with self._transaction() as session:
            if session.get(ContentVersion, fingerprint) is not None:
                return fingerprint
        from model.character_build import shipped_rules_text

        name, version, text = shipped_rules_text(system_id)
        kept = KeptVersion(
            fingerprint, content_versions.SHIPPED, system_id, None, name, version, text
        )
        with self._transaction() as session:
            keep_version(session, kept)
        return fingerprint

    def keep_pinned_shipped(self, document: dict[str, Any]) -> None:
        """Keep this release's shipped rules if the document is pinned to them."""
        pin, system_id = shipped_pin(document), document.get("system")
        if not (pin and isinstance(system_id, str) and is_known(system_id)):
            return
        from model import content_versions

        if pin == content_versions.shipped_fingerprint(system_id):
            self.keep_shipped_version(system_id)

    def kept_version(self, fingerprint: str) -> KeptVersion | None:
        """The kept content version with that fingerprint, or None."""
        found = self._kept([fingerprint])
        return found[0] if found else None

    def pinned_content(self, document: dict[str, Any]) -> PinnedContent:
        """The kept versions a character's pins name, except the running release's shipped rules."""
        from model import content_versions

        wanted = {pin for pin in pack_pins(document).values() if pin}
        shipped = shipped_pin(document)
        if shipped and shipped != content_versions.shipped_fingerprint(str(document["system"])):
            wanted.add(shipped)
        return PinnedContent(tuple(self._kept(sorted(wanted)))) if wanted else PinnedContent()

    def _kept(self, fingerprints: list[str]) -> list[KeptVersion]:
        if not fingerprints:
            return []
        query = select(ContentVersion).where(ContentVersion.fingerprint.in_(fingerprints))
        with self._transaction() as session:
            return [_record(row) for row in session.scalars(query)]


def keep_version(session: Session, version: KeptVersion) -> None:
    """Add a content version inside the caller's transaction, unless it is already kept."""
    values = {**asdict(version), "name": version.name[:200], "version": version.version[:200]}
    values["created_at"] = utcnow()
    # The insert of the library's own dialect, loaded with its engine already: importing the
    # other would cost a SQLite library PostgreSQL's dialects on every command.
    if session.get_bind().dialect.name == "postgresql":
        from sqlalchemy.dialects.postgresql import insert as postgresql_insert

        on_pg = postgresql_insert(ContentVersion).values(**values)
        session.execute(on_pg.on_conflict_do_nothing(index_elements=["fingerprint"]))
    else:
        from sqlalchemy.dialects.sqlite import insert as sqlite_insert

        on_sqlite = sqlite_insert(ContentVersion).values(**values)
        session.execute(on_sqlite.on_conflict_do_nothing(index_elements=["fingerprint"]))


def _record(row: ContentVersion) -> KeptVersion:
    return KeptVersion(
        fingerprint=row.fingerprint,
        kind=row.kind,
        system=row.system,
        pack_id=row.pack_id,
        name=row.name,
        version=row.version,
        text=row.text,
    )
