# SPDX-License-Identifier: LicenseRef-Sheetwright
"""New characters made ready to store and turned into rows: the checked header columns, the
document's JSON text (the id first, so a copy's fresh id goes in its place), revision 1's words.
What `Library.add_prepared` stores, and what an import's worker processes hand over."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from sqlalchemy import select
from sqlalchemy.orm import Session

from model.content_pins import shipped_pin
from model.document import decode_portrait, require_storable_text
from model.errors import ConflictError, LibraryError
from model.identifiers import CharacterId
from model.records import CharacterRecord
from model.store import clean_name
from model.tables import Character, EncodedJSON, encoded, utcnow

Document = dict[str, Any]


class PreparedCharacter(NamedTuple):
    """A new character made ready to store, away from the library (in a worker process, say):
    its document's JSON text and header columns, checked, and the summary columns of its build.
    Text and plain values, so it is cheap to hand from one process to another."""

    id: str
    text: EncodedJSON
    mirror: dict[str, Any]
    """The columns that repeat the document's header (see `header_columns`)."""
    columns: Mapping[str, Any]
    """The summary columns of its build: name_key, headline, issue_count."""
    first_words: str
    """Revision 1's summary."""
    shipped_pin: str | None
    document: Document | None = None
    """The document itself where it is at hand (not copied); else read back from `text`."""

    def pin_header(self) -> Document:
        """As much of the document as keep_pinned_shipped reads."""
        return {"system": self.mirror["system"], "ruleset": {"fingerprint": self.shipped_pin}}

    def loaded(self) -> Document:
        """The document: the one given, or read back from its text."""
        return self.document if self.document is not None else json.loads(self.text)


def prepare_character(
    document: Document, columns: Mapping[str, Any], *, keep_document: bool = True
) -> PreparedCharacter | LibraryError:
    """A character made ready for add_prepared, or why it cannot be stored (add_character's
    words). A document without an id gets one. `keep_document=False` leaves the document out of
    it, to be read back from its text where it is needed (across processes)."""
    doc = {"id": str(uuid.uuid4()), **document} if "id" not in document else document
    text = encoded({"id": doc["id"], **doc})  # the id first, where _renewed can replace it
    try:
        mirror = header_columns(doc, text)
    except LibraryError as error:
        return error
    return PreparedCharacter(
        str(doc["id"]), text, mirror, columns, first_words(doc), shipped_pin(doc),
        doc if keep_document else None,
    )  # fmt: skip


@dataclass(slots=True)
class NewRow:
    """A character add_prepared stores: its column values, the document among them as its JSON
    text (made once, for the row and its revision 1)."""

    values: dict[str, Any]
    first_words: str
    load_document: Callable[[], Document]

    def record(self) -> CharacterRecord:
        """The record of the character as stored."""
        values = self.values
        return CharacterRecord(
            id=CharacterId(values["id"]), name=values["name"], system=values["system"],
            ruleset_version=values["ruleset_version"], campaign_id=values["campaign_id"],
            version=1, created_at=values["created_at"], updated_at=values["updated_at"],
            deleted_at=None, headline=values["headline"], issue_count=values["issue_count"],
            load_document=self.load_document,
        )  # fmt: skip


def new_rows(
    session: Session,
    items: Sequence[PreparedCharacter | LibraryError],
    campaign_id: str | None,
    owner: str | None,
    fresh_ids: bool,
) -> list[NewRow | LibraryError]:
    """The rows add_prepared stores, or why each cannot be: an id the library or an earlier
    row has is refused (ConflictError), or with `fresh_ids` renewed (its text made again)."""
    wanted = [item.id for item in items if isinstance(item, PreparedCharacter)]
    taken = set(session.scalars(select(Character.id).where(Character.id.in_(wanted))))
    rows: list[NewRow | LibraryError] = []
    for item in items:
        if isinstance(item, LibraryError):
            rows.append(item)
            continue
        if item.id in taken and fresh_ids:
            item = _renewed(item)
        if item.id in taken:
            rows.append(
                ConflictError(f"A character with id '{item.id}' is already in the library.")
            )
            continue
        taken.add(item.id)
        rows.append(_new_row(item, campaign_id, owner))
    return rows


def _renewed(item: PreparedCharacter) -> PreparedCharacter:
    """The character under a new id, the rest of its document as it was (the id is put in the
    place of the old one at the start of its text)."""
    fresh = str(uuid.uuid4())
    old = _ID_FIRST + json.dumps(item.id)
    if item.text.startswith(old):
        text = EncodedJSON(_ID_FIRST + json.dumps(fresh) + item.text[len(old) :])
        return item._replace(id=fresh, text=text, document=None)
    doc = {**item.loaded(), "id": fresh}
    return item._replace(id=fresh, text=encoded({"id": fresh, **doc}), document=doc)


_ID_FIRST = '{"id": '
"""How the text of every prepared character starts."""


def _new_row(item: PreparedCharacter, campaign_id: str | None, owner: str | None) -> NewRow:
    """The row add_prepared stores. Plain column values, not an ORM object: 500 of those cost
    more than their INSERT."""
    now = utcnow()
    columns = item.columns
    values = {
        "id": item.id, "campaign_id": campaign_id, "document": item.text, "version": 1,
        "created_at": now, "updated_at": now, "deleted_at": None, "owner": owner, **item.mirror,
        "name_key": columns["name_key"], "headline": columns["headline"],
        "issue_count": columns["issue_count"],
    }  # fmt: skip
    return NewRow(values, item.first_words, item.loaded)


def first_words(document: Document) -> str:
    """Revision 1's summary: "Created", or "Imported with N events" for a history brought in."""
    events = document.get("events")
    count = len(events) if isinstance(events, list) else 0
    if count == 0:
        return "Created"
    return f"Imported with {count} event{'s' if count != 1 else ''}"


def header_columns(document: Document, text: str | None = None) -> dict[str, Any]:
    """The row columns that repeat the document's header, checked (quicker given the
    document's JSON `text`)."""
    name, system = document.get("name"), document.get("system")
    ruleset = document.get("ruleset")
    version = ruleset.get("version") if isinstance(ruleset, dict) else None
    if not isinstance(name, str) or not isinstance(system, str) or not isinstance(version, str):
        raise LibraryError("The character document lacks its name, system or ruleset version.")
    require_storable_text(document, text)  # what the file reader refuses (NUL breaks PostgreSQL)
    try:
        portrait = decode_portrait(document.get("portrait"))
    except ValueError as error:
        raise LibraryError(f"The character's portrait cannot be used: {error}.") from None
    return {
        "name": clean_name(name, "character"),
        "system": system,
        "ruleset_version": version,
        "portrait": portrait,
    }
