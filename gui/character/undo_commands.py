# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Undo and redo of a library character through its revisions, so they survive a restart.

Every change is saved at once as a revision named by its label ("Buy Flair: Parry"); undo and
redo ask the library to step back and forward along them, like a QUndoStack kept on disk. They
take back any kind of change, also one made before the window was opened or in another window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from model.character_build import CharacterBuild
from model.character_session import CharacterSession
from model.errors import LibraryError
from model.records import CharacterRecord

Failed = Callable[[LibraryError], None]
Save = Callable[[str, int], CharacterRecord]


class RevisionStack(QObject):
    """A character's undo stack, kept in the library: `push` saves a change under its label."""

    labels_changed = Signal(str, str)
    """What undo and redo would do now ("" when nothing), after every `refresh`."""
    stepping = Signal()
    """Undo, redo or revert is about to save: the owner saves what is still being typed first."""

    def __init__(
        self,
        session: CharacterSession,
        changed: Callable[[], None],
        failed: Failed,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._changed = changed
        self._failed = failed

    def push(self, label: str, document: dict[str, Any]) -> bool:
        """Save a new document as the revision `label`; False (and reported) when refused."""
        library = self._session.library
        return self.run(lambda id_, version: library.save_character(id_, document, version, label))

    def push_built(self, label: str, built: CharacterBuild) -> bool:
        """Save a previewed build as the revision `label`, keeping the build (no second replay)."""
        try:
            self._session.save_built(built, label)
        except LibraryError as error:
            self._failed(error)
            return False
        self._changed()
        return True

    def undo(self) -> bool:
        """Take back the last change of any kind; False (and reported) when it cannot be saved."""
        self.stepping.emit()
        return self.run(self._session.library.undo_character)

    def redo(self) -> bool:
        """Apply again what the last undo took back."""
        self.stepping.emit()
        return self.run(self._session.library.redo_character)

    def revert(self, number: int) -> bool:
        """Go back to revision `number`: a new change, which undo takes back."""
        self.stepping.emit()
        library = self._session.library
        return self.run(lambda id_, version: library.revert_character(id_, number, version))

    def undo_text(self) -> str:
        """What undo would take back ("Rename to Vex"), or "" when there is nothing."""
        return self._session.library.undo_label(self._session.record.id) or ""

    def redo_text(self) -> str:
        """What redo would apply again, or "" when there is nothing."""
        return self._session.library.redo_label(self._session.record.id) or ""

    def refresh(self) -> None:
        """Tell the Undo and Redo actions what they would do now."""
        try:
            undo, redo = self.undo_text(), self.redo_text()
        except LibraryError:  # trashed or unreachable: the next step says so in plain words
            undo = redo = ""
        self.labels_changed.emit(undo, redo)

    def run(self, save: Save) -> bool:
        """Make one saved step (given the character's id and the version it expects), then show it;
        a refused save (someone else saved in between) goes to `failed` and changes nothing."""
        record = self._session.record
        try:
            save(record.id, record.version)
            self._session.reload()  # one replay of exactly what the library now has
        except LibraryError as error:
            self._failed(error)
            return False
        self._changed()
        return True
