# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The library: characters, campaigns and homebrew packs, each call one short transaction."""

from __future__ import annotations

import copy
import uuid
from collections.abc import Callable, Mapping, Sequence
from typing import Any, cast

from sqlalchemy import CursorResult, Dialect, Select, delete, func, insert, or_, select, update
from sqlalchemy.orm import Session

from model.campaign_file_store import CampaignFileStore
from model.campaign_store import CampaignStore
from model.change_rights import campaign_refusal, character_refusal, identity
from model.content_pins import PinnedContent, pack_pins, shipped_pin
from model.document import encode_portrait
from model.errors import ConflictError, LibraryError, NotAllowedError
from model.identifiers import CampaignId, CharacterId
from model.new_characters import (
    NewRow,
    PreparedCharacter,
    first_words,
    header_columns,
    new_rows,
    prepare_character,
)
from model.pack_store import PackStore
from model.party_store import PartyStore
from model.records import (
    CampaignRecord,
    CharacterRecord,
    character_record,
    pack_record,
    summary_records,
)
from model.revisions import RevisionStep
from model.store import clean_name
from model.tables import (
    Campaign,
    Character,
    ContentVersion,
    HomebrewPack,
    utcnow,
)

Document = dict[str, Any]
_EDIT_ATTEMPTS = 3
_CHARACTERS = Character.metadata.tables["characters"]  # for Core INSERTs of many rows
ADD_BATCH = 500  # characters add_prepared writes in one transaction
# What a list or a search reads of a character: never its document or portrait.
_SUMMARY = (
    Character.id, Character.name, Character.system, Character.ruleset_version,
    Character.campaign_id, Character.version, Character.created_at, Character.updated_at,
    Character.deleted_at, Character.headline, Character.issue_count,
)  # fmt: skip


class InTrashError(LibraryError):
    """A change to a character in the trash: refused, so restore it first (reading it is fine)."""


class Library(CampaignStore, PackStore, PartyStore, CampaignFileStore):
    """The repository of everything Sheetwright stores; hands out frozen records, never rows."""

    def add_character(
        self, document: Document, campaign_id: str | None = None, *, summary: str | None = None
    ) -> CharacterRecord:
        """Store a new character with its revision 1; ConflictError if its id is already taken."""
        doc = copy.deepcopy(document)
        doc.setdefault("id", str(uuid.uuid4()))
        self.keep_pinned_shipped(doc)
        now = utcnow()
        row = Character(
            id=str(doc["id"]), campaign_id=campaign_id, document=doc, version=1,
            created_at=now, updated_at=now, deleted_at=None, owner=identity(self.engine).role,
            **header_columns(doc),
        )  # fmt: skip
        with self._transaction() as session:
            if session.get(Character, row.id) is not None:
                raise ConflictError(f"A character with id '{row.id}' is already in the library.")
            if campaign_id is not None:
                self._get(session, Campaign, campaign_id, "campaign")
            for key, value in stored_summary(session, doc).items():
                setattr(row, key, value)
            session.add(row)
            session.flush()
            self._first_revision(session, row.id, doc, summary or first_words(doc))
        return character_record(row)

    def add_characters(
        self,
        items: Sequence[tuple[Document, Mapping[str, Any]]],
        campaign_id: str | None = None,
        *,
        fresh_ids: bool = False,
    ) -> list[CharacterRecord | LibraryError]:
        """Store new characters, each with the summary columns of the build its caller made and
        its revision 1, one transaction per ADD_BATCH; per item its record or why it was refused
        (add_character's words). `fresh_ids` gives an id already taken a new one instead.

        The documents are stored as given, not copied: do not change them afterwards."""
        prepared = [prepare_character(document, columns) for document, columns in items]
        return self.add_prepared(prepared, campaign_id, fresh_ids=fresh_ids)

    def add_prepared(
        self,
        items: Sequence[PreparedCharacter | LibraryError],
        campaign_id: str | None = None,
        *,
        fresh_ids: bool = False,
    ) -> list[CharacterRecord | LibraryError]:
        """`add_characters` of characters made ready by `prepare_character` (in another process,
        say); an error among them stays the answer at its place."""
        found: list[CharacterRecord | LibraryError] = []
        for start in range(0, len(items), ADD_BATCH):
            found += self._add_batch(items[start : start + ADD_BATCH], campaign_id, fresh_ids)
        return found

    def _add_batch(
        self,
        items: Sequence[PreparedCharacter | LibraryError],
        campaign_id: str | None,
        fresh_ids: bool,
    ) -> list[CharacterRecord | LibraryError]:
        """One batch of add_prepared: the checks of add_character, then one transaction."""
        ready = [item for item in items if isinstance(item, PreparedCharacter)]
        for item in {(item.mirror["system"], item.shipped_pin): item for item in ready}.values():
            self.keep_pinned_shipped(item.pin_header())
        owner = identity(self.engine).role
        with self._transaction() as session:
            if campaign_id is not None:
                try:
                    self._get(session, Campaign, campaign_id, "campaign")
                except LibraryError as error:
                    return [error] * len(items)
            rows = new_rows(session, items, campaign_id, owner, fresh_ids)
            added = [row for row in rows if isinstance(row, NewRow)]
            if added:  # one Core statement, many rows: no ORM work for rows nothing else holds
                session.execute(insert(_CHARACTERS), [row.values for row in added])
            self._first_revisions(session, [(row.values["id"], row.first_words) for row in added])
        return [row if isinstance(row, LibraryError) else row.record() for row in rows]

    def has_character(self, character_id: str) -> bool:
        """Whether a character (trashed or not) has that id."""
        with self._transaction() as session:
            return session.get(Character, character_id) is not None

    def get_character(self, character_id: str) -> CharacterRecord:
        """The character with that id, even if it is in the trash."""
        with self._transaction() as session:
            return character_record(self._get(session, Character, character_id, "character"))

    def get_portrait(self, character_id: str) -> bytes | None:
        """The character's portrait image bytes, or None."""
        with self._transaction() as session:
            return self._get(session, Character, character_id, "character").portrait

    def find(self, prefix_or_name: str, include_trash: bool = False) -> list[CharacterRecord]:
        """Characters whose id starts with, or whose name is, the text; outside the trash unless
        `include_trash` (to restore one, or to read one)."""
        wanted = prefix_or_name.strip()
        if not wanted:
            return []
        folded = wanted.casefold()
        query = self._summaries().where(
            or_(
                Character.name_key == folded,
                func.lower(Character.id).like(_escape_like(folded) + "%", escape="\\"),
            )
        )
        if not include_trash:
            query = query.where(Character.deleted_at.is_(None))
        return _newest_first(self._summary_records(query))

    def list_characters(
        self,
        system: str | None = None,
        campaign_id: str | None = None,
        search: str | None = None,
        include_deleted: bool = False,
    ) -> list[CharacterRecord]:
        """Characters, most recently changed first, filtered by system, campaign and name."""
        query = self._summaries()
        if system is not None:
            query = query.where(Character.system == system)
        if campaign_id is not None:
            query = query.where(Character.campaign_id == campaign_id)
        if not include_deleted:
            # Ordering by the (here always empty) deleted_at too: PostgreSQL does not take
            # `IS NULL` as fixing the listing index's first column, and sorted 10,000 rows.
            query = query.where(Character.deleted_at.is_(None)).order_by(Character.deleted_at)
        needle = (search or "").strip().casefold()
        if needle:
            query = query.where(
                Character.name_key.like("%" + _escape_like(needle) + "%", escape="\\")
            )
        query = query.order_by(Character.updated_at.desc(), Character.name_key, Character.id)
        return self._summary_records(query)

    @staticmethod
    def _summaries() -> Select[*tuple[Any, ...]]:
        """SELECT of the summary columns only: plain rows read from the listing index (never
        ORM objects, and never the document or portrait)."""
        return select(*_SUMMARY)

    def _summary_records(self, query: Select[*tuple[Any, ...]]) -> list[CharacterRecord]:
        """Records of a query's summary rows, each reading its document when first asked for.

        The rows come straight from the driver's cursor, their timestamps converted by the
        column type's own function: SQLAlchemy's per-row result handling was a third of listing
        10,000 characters, and the timestamps are all it converts on SQLite and psycopg (on a
        backend where it converts more, its rows are used)."""
        with self._transaction() as session:
            result = session.connection().execute(query)
            try:
                cursor = result.cursor
                read_time = _timestamp_reader(session.get_bind().dialect, cursor.description)
                if read_time is None:
                    return summary_records(result, _as_given, self._document_of)
                return summary_records(cursor.fetchall(), read_time, self._document_of)
            finally:
                result.close()

    def _document_of(self, character_id: str) -> Document:
        """The stored document of a character (what a summary record reads on demand)."""
        return self.get_character(character_id).document

    def save_character(
        self,
        character_id: str,
        document: Document,
        expected_version: int,
        summary: str | None = None,
    ) -> CharacterRecord:
        """Store a new document (and revision) if nobody saved since `expected_version`.

        `summary` says what changed, in words; without it the change is described from the
        documents. A save from an old version raises ConflictError; a character in the trash is
        never changed (InTrashError: restore it first).
        """
        with self._transaction() as session:
            return self._save(session, character_id, document, expected_version, summary)

    def _save(
        self,
        session: Session,
        character_id: str,
        document: Document,
        expected: int,
        summary: str | None = None,
        step: RevisionStep | None = None,
    ) -> CharacterRecord:
        """The versioned UPDATE … WHERE id = ? AND version = ? (and not in the trash) and its
        revision, in one transaction."""
        doc = {**copy.deepcopy(document), "id": character_id}
        statement = (
            update(Character)
            .where(
                Character.id == character_id,
                Character.version == expected,
                Character.deleted_at.is_(None),
            )
            .values(
                document=doc,
                version=expected + 1,
                updated_at=utcnow(),
                **header_columns(doc),
                **stored_summary(session, doc),
            )
            .execution_options(synchronize_session=False)
        )
        result = cast(CursorResult[Any], session.execute(statement))
        if result.rowcount == 0:
            current = self._get(session, Character, character_id, "character")
            _refuse_if_trashed(current)
            if current.version == expected:  # visible, current, live: row security refused it
                role = identity(self.engine).role
                raise NotAllowedError(
                    character_refusal(session, current, role) or _NOT_YOURS.format(current.name)
                )
            raise ConflictError(
                f"{current.name} was changed elsewhere since you opened it (version {expected} "
                f"is now {current.version}); reload it to see the other changes. "
                "Your edit was not saved."
            )
        self._record_revision(session, character_id, doc, summary, step)
        session.expire_all()
        return character_record(self._get(session, Character, character_id, "character"))

    def _edit(self, character_id: str, change: Callable[[Document], Document]) -> CharacterRecord:
        """Apply a change to the latest document, retrying if another save slips in between."""
        for attempt in range(_EDIT_ATTEMPTS):
            try:
                with self._transaction() as session:
                    row = self._get(session, Character, character_id, "character")
                    _refuse_if_trashed(row)
                    return self._save(session, character_id, change(row.document), row.version)
            except ConflictError:
                if attempt == _EDIT_ATTEMPTS - 1:
                    raise
        raise AssertionError("unreachable")

    def rename_character(self, character_id: str, name: str) -> CharacterRecord:
        """Give a character a new name (in its document too)."""
        cleaned = clean_name(name, "character")
        return self._edit(character_id, lambda doc: {**doc, "name": cleaned})

    def set_portrait(self, character_id: str, image: bytes | None) -> CharacterRecord:
        """Set (PNG or JPEG, at most 2 MiB) or remove a character's portrait."""
        try:
            portrait = encode_portrait(image) if image is not None else None
        except ValueError as error:
            raise LibraryError(f"Could not use that picture: {error}.") from None
        return self._edit(character_id, lambda doc: {**doc, "portrait": portrait})

    def duplicate_character(self, character_id: str) -> CharacterRecord:
        """A copy of a character under a new id, named "X (copy)"."""
        original = self.get_character(character_id)
        doc = copy.deepcopy(original.document)
        doc["id"] = str(uuid.uuid4())
        doc["name"] = f"{original.name[:193]} (copy)"
        return self.add_character(
            doc, original.campaign_id, summary=f"Duplicated from {original.name}"
        )

    def trash_character(self, character_id: str) -> CharacterRecord:
        """Move a character to the trash."""
        return self._set_columns(character_id, deleted_at=utcnow())

    def restore_character(self, character_id: str) -> CharacterRecord:
        """Take a character out of the trash."""
        return self._set_columns(character_id, deleted_at=None)

    def move_character(self, character_id: str, campaign_id: str | None) -> CharacterRecord:
        """Put a character in a campaign, or in none."""
        if campaign_id is not None:
            self.get_campaign(campaign_id)
        return self._set_columns(character_id, live_only=True, campaign_id=campaign_id)

    def purge_character(self, character_id: str) -> None:
        """Delete a character for good."""
        with self._transaction() as session:
            self._changeable(session, character_id)
            session.execute(delete(Character).where(Character.id == character_id))

    def _set_columns(
        self, character_id: str, live_only: bool = False, **values: Any
    ) -> CharacterRecord:
        """Change row-only columns (not the document, so not the version); `live_only` refuses a
        character in the trash."""
        with self._transaction() as session:
            row = self._changeable(session, character_id)
            if live_only:
                _refuse_if_trashed(row)
            for key, value in values.items():
                setattr(row, key, value)
            row.updated_at = utcnow()
            session.flush()
            return character_record(row)

    def may_change(self, record: CharacterRecord | CampaignRecord) -> str | None:
        """None if this library's role may change the character or campaign; else, in a
        shared library, the sentence saying who may (the app shows it read-only)."""
        if not identity(self.engine).restricted:
            return None
        role = identity(self.engine).role
        with self._transaction() as session:
            if isinstance(record, CampaignRecord):
                return campaign_refusal(self._get(session, Campaign, record.id, "campaign"), role)
            row = self._get(session, Character, record.id, "character")
            return character_refusal(session, row, role)

    def _changeable(self, session: Session, character_id: str) -> Character:
        """The character, if this role may change it; else NotAllowedError saying who may (the
        database refuses it anyway: this only puts it in words)."""
        row = self._get(session, Character, character_id, "character")
        who = identity(self.engine)
        refusal = character_refusal(session, row, who.role) if who.restricted else None
        if refusal is not None:
            raise NotAllowedError(refusal)
        return row


_NOT_YOURS = "The shared library does not let you change {}. Nothing was changed."


def _refuse_if_trashed(row: Character) -> None:
    """InTrashError for a character in the trash: nothing of it changes until it is restored."""
    if row.deleted_at is not None:
        raise InTrashError(f"{row.name} is in the trash; restore it first.")


def _timestamp_reader(dialect: Dialect, description: Any) -> Callable[[Any], Any] | None:
    """What turns a summary row's driver value into the record's timestamp, if the timestamps
    (created_at, updated_at, deleted_at) are the only summary columns the backend converts."""
    convert = [
        column.type.result_processor(dialect, described[1])
        for column, described in zip(_SUMMARY, description, strict=True)
    ]
    times = convert[6:9]
    if any(convert[:6]) or any(convert[9:]) or times[0] is None or times.count(times[0]) != 3:
        return None
    return cast(Callable[[Any], Any], times[0])


def _as_given(value: Any) -> Any:
    """A value already converted."""
    return value


def _escape_like(text: str) -> str:
    """Text for a LIKE pattern (escape character backslash), matching itself only."""
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def name_key(name: str) -> str:
    """The name as searched: without surrounding spaces, casefolded."""
    return name.strip().casefold()


def stored_summary(session: Session, document: Document) -> dict[str, Any]:
    """The summary columns of a document, replayed with the packs and kept content it uses."""
    system = str(document["system"])
    packs = []
    if document.get("packs"):
        query = select(HomebrewPack).where(HomebrewPack.system == system)
        packs = [pack_record(row) for row in session.scalars(query)]
    return summary_columns(document, packs, _pinned(session, document))


def _pinned(session: Session, document: Document) -> PinnedContent:
    """The kept versions a document pins, read in the caller's transaction."""
    from model import content_versions
    from model.content_version_store import _record

    wanted = {pin for pin in pack_pins(document).values() if pin}
    shipped = shipped_pin(document)
    if shipped and shipped != content_versions.shipped_fingerprint(str(document["system"])):
        wanted.add(shipped)
    if not wanted:
        return PinnedContent()
    query = select(ContentVersion).where(ContentVersion.fingerprint.in_(sorted(wanted)))
    return PinnedContent(tuple(_record(row) for row in session.scalars(query)))


def summary_columns(
    document: Document, packs: Any = (), pinned: PinnedContent | None = None
) -> dict[str, Any]:
    """name_key, headline (level or what stands for it) and issue count, from a replay that
    does not derive the whole sheet."""
    from model.character_build import summarise_character

    columns: dict[str, Any] = {
        "name_key": name_key(str(document.get("name", ""))),
        "headline": "",
        "issue_count": 0,
    }
    try:
        headline, issues = summarise_character(document, packs, pinned)
    except Exception:  # a document this release cannot replay is still stored and listed
        return columns
    columns["headline"] = headline[:200]
    columns["issue_count"] = len(issues)
    return columns


def _newest_first(records: list[CharacterRecord]) -> list[CharacterRecord]:
    """Most recently updated first; ties by name then id, so the order is stable."""
    records.sort(key=lambda r: (r.name.casefold(), r.id))
    records.sort(key=lambda r: r.updated_at, reverse=True)
    return records


__all__ = ["CampaignId", "CharacterId", "CharacterRecord", "InTrashError", "Library"]
