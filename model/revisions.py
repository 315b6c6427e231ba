# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Every saved version of a library character, and undo, redo and revert through them.

The log is append-only. An ordinary change (a save or a revert) is a *state*: it records the
state it was made from (`undo_to`). An undo or redo row restores an earlier state (`same_as`).
Each row also carries the redo stack as it stands after it, so undo and redo behave like a
QUndoStack that survives a restart: undo steps back along `undo_to`, redo pops the stack, and a
new change starts with an empty one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import bindparam, insert, select
from sqlalchemy.orm import Session

from model.errors import LibraryError
from model.records import CharacterRecord, RevisionKind, RevisionRecord, revision_record
from model.revision_words import describe_change
from model.store import Store
from model.tables import Character, CharacterRevision, utcnow

Document = dict[str, Any]
_REVISIONS = CharacterRevision.metadata.tables["character_revisions"]  # for Core INSERTs
_CHARACTERS = CharacterRevision.metadata.tables["characters"]
_FIRST_REVISION = insert(_REVISIONS).values(
    document=select(_CHARACTERS.c.document)
    .where(_CHARACTERS.c.id == bindparam("source"))
    .scalar_subquery()
)
"""Revision 1 of a character just added: its document copied by the database from the character's
row, so the JSON is sent and parsed once, not twice."""


@dataclass(frozen=True)
class RevisionStep:
    """The next revision of a character: its document, words, kind and undo/redo links."""

    document: Document
    summary: str
    kind: RevisionKind = "change"
    same_as: int | None = None
    undo_to: int | None = None
    redo: tuple[int, ...] = ()


class RevisionStore(Store):
    """The revision half of the library."""

    def list_revisions(self, character_id: str) -> list[RevisionRecord]:
        """Every revision of a character, oldest (number 1) first."""
        with self._transaction() as session:
            self._get(session, Character, character_id, "character")
            return [revision_record(row) for row in _rows(session, character_id)]

    def get_revision(self, character_id: str, number: int) -> RevisionRecord:
        """One revision; LibraryError naming the revisions there are when it does not exist."""
        with self._transaction() as session:
            return revision_record(self._revision(session, character_id, number))

    def latest_revision(self, character_id: str) -> RevisionRecord | None:
        """The newest revision (the current state), None for a character without any."""
        with self._transaction() as session:
            head = self._head(session, character_id)
            return revision_record(head) if head is not None else None

    def undo_label(self, character_id: str) -> str | None:
        """What undo would take back ("Buy flair: parry"), or None when there is nothing."""
        with self._transaction() as session:
            undone = self._undoable(session, character_id)
            return undone.summary if undone is not None else None

    def redo_label(self, character_id: str) -> str | None:
        """What redo would apply again, or None when there is nothing."""
        with self._transaction() as session:
            redone = self._redoable(session, character_id)
            return redone.summary if redone is not None else None

    def undo_target(self, character_id: str) -> Document | None:
        """The document undo would restore, or None when there is nothing to undo."""
        with self._transaction() as session:
            step = self._undo_step(session, character_id)
            return step.document if step is not None else None

    def redo_target(self, character_id: str) -> Document | None:
        """The document redo would restore, or None when there is nothing to redo."""
        with self._transaction() as session:
            step = self._redo_step(session, character_id)
            return step.document if step is not None else None

    def undo_character(self, character_id: str, expected_version: int) -> CharacterRecord:
        """Go back to the state before the last change (itself a new revision)."""
        with self._transaction() as session:
            step = self._undo_step(session, character_id)
            if step is None:
                raise LibraryError(f"{self._name(session, character_id)} has nothing to undo.")
            return self._save(session, character_id, step.document, expected_version, step=step)

    def redo_character(self, character_id: str, expected_version: int) -> CharacterRecord:
        """Apply again the change the last undo took back (itself a new revision)."""
        with self._transaction() as session:
            step = self._redo_step(session, character_id)
            if step is None:
                raise LibraryError(f"{self._name(session, character_id)} has nothing to redo.")
            return self._save(session, character_id, step.document, expected_version, step=step)

    def revert_character(
        self, character_id: str, number: int, expected_version: int
    ) -> CharacterRecord:
        """Go back to revision `number`: a new, undoable change."""
        with self._transaction() as session:
            target = self._revision(session, character_id, number)
            head = self._head(session, character_id)
            step = RevisionStep(
                target.document,
                f"Reverted to revision {number}",
                "revert",
                undo_to=_canonical(head) if head is not None else None,
            )
            return self._save(session, character_id, target.document, expected_version, step=step)

    def _save(
        self,
        session: Session,
        character_id: str,
        document: Document,
        expected: int,
        summary: str | None = None,
        step: RevisionStep | None = None,
    ) -> CharacterRecord:
        """The versioned write of a document and its revision; the Library provides it."""
        raise NotImplementedError

    def _first_revision(
        self, session: Session, character_id: str, document: Document, summary: str
    ) -> None:
        """Revision 1 of a character just added, in the caller's transaction."""
        _append(session, character_id, 1, RevisionStep(document, summary))

    def _first_revisions(self, session: Session, firsts: Sequence[tuple[str, str]]) -> None:
        """Revision 1 of each character just added (its id and words), in one statement: each
        document is copied by the database from the character's row."""
        if firsts:
            values = [
                {**_values(character_id, 1, RevisionStep({}, words)), "source": character_id}
                for character_id, words in firsts
            ]
            session.execute(_FIRST_REVISION, values)  # Core: no ORM work per row

    def _record_revision(
        self,
        session: Session,
        character_id: str,
        document: Document,
        summary: str | None,
        step: RevisionStep | None,
    ) -> None:
        """The revision of a save just written; an ordinary save that changed nothing has none."""
        head = self._head(session, character_id)
        if head is None:
            _append(session, character_id, 1, RevisionStep(document, summary or "First revision"))
            return
        if step is None:
            if head.document == document:
                return
            words = summary or describe_change(head.document, document)
            step = RevisionStep(document, words, undo_to=_canonical(head))
        _append(session, character_id, head.number + 1, replace(step, document=document))

    def _undo_step(self, session: Session, character_id: str) -> RevisionStep | None:
        """The undo row to append: the state the current one was made from."""
        head = self._head(session, character_id)
        undone = self._undoable(session, character_id)
        if head is None or undone is None or undone.undo_to is None:
            return None
        target = self._revision(session, character_id, undone.undo_to)
        return RevisionStep(
            target.document,
            f"Undo: {undone.summary}",
            "undo",
            same_as=_canonical(target),
            redo=(*head.redo, undone.number),
        )

    def _redo_step(self, session: Session, character_id: str) -> RevisionStep | None:
        """The redo row to append: the state on top of the redo stack."""
        head = self._head(session, character_id)
        redone = self._redoable(session, character_id)
        if head is None or redone is None:
            return None
        return RevisionStep(
            redone.document,
            f"Redo: {redone.summary}",
            "redo",
            same_as=redone.number,
            redo=tuple(head.redo[:-1]),
        )

    def _undoable(self, session: Session, character_id: str) -> CharacterRevision | None:
        """The change undo would take back, or None."""
        head = self._head(session, character_id)
        if head is None:
            return None
        current = self._revision(session, character_id, _canonical(head))
        return current if current.undo_to is not None else None

    def _redoable(self, session: Session, character_id: str) -> CharacterRevision | None:
        """The change redo would apply again, or None."""
        head = self._head(session, character_id)
        if head is None or not head.redo:
            return None
        return self._revision(session, character_id, head.redo[-1])

    def _head(self, session: Session, character_id: str) -> CharacterRevision | None:
        """The latest revision (the current state), or None for a character without any."""
        self._get(session, Character, character_id, "character")
        query = (
            select(CharacterRevision)
            .where(CharacterRevision.character_id == character_id)
            .order_by(CharacterRevision.number.desc())
            .limit(1)
        )
        return session.scalars(query).first()

    def _revision(self, session: Session, character_id: str, number: int) -> CharacterRevision:
        """One revision row, or LibraryError saying which revisions there are."""
        row = session.get(CharacterRevision, (character_id, number))
        if row is not None:
            return row
        name = self._name(session, character_id)
        head = self._head(session, character_id)
        if head is None:
            raise LibraryError(f"{name} has no revisions yet.")
        there = "only revision 1" if head.number == 1 else f"1–{head.number}"
        raise LibraryError(f"{name} has no revision {number} (it has {there}).")

    def _name(self, session: Session, character_id: str) -> str:
        """The character's name, for messages."""
        return self._get(session, Character, character_id, "character").name


def _canonical(row: CharacterRevision) -> int:
    """The revision whose state this one is: itself, or the one an undo or redo restored."""
    return row.same_as if row.same_as is not None else row.number


def _append(session: Session, character_id: str, number: int, step: RevisionStep) -> None:
    """Insert revision `number` and write it out, so the next lookup sees it."""
    session.add(_row(character_id, number, step))
    session.flush()


def _row(character_id: str, number: int, step: RevisionStep) -> CharacterRevision:
    """The revision row of a step."""
    return CharacterRevision(**_values(character_id, number, step), document=step.document)


def _values(character_id: str, number: int, step: RevisionStep) -> dict[str, Any]:
    """The columns of a step's revision row but its document."""
    return {
        "character_id": character_id, "number": number, "created_at": utcnow(),
        "summary": step.summary, "kind": step.kind, "same_as": step.same_as,
        "undo_to": step.undo_to, "redo": list(step.redo),
    }  # fmt: skip


def _rows(session: Session, character_id: str) -> list[CharacterRevision]:
    """Every revision row of a character, by number."""
    query = (
        select(CharacterRevision)
        .where(CharacterRevision.character_id == character_id)
        .order_by(CharacterRevision.number)
    )
    return list(session.scalars(query))
