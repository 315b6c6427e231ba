# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Undo and redo of a library character through its revisions, so they survive a restart.

Every change is saved at once as a revision named by its label ("Buy Flair: Parry"); undo and
redo ask the library to step back and forward along them, like a QUndoStack kept on disk. They
take back any kind of change, also one made before the window was opened or in another window.

When the library cannot be reached (its file unwritable, the disk full, the server stopped), a change
is kept unsaved in the session, still shown and built on; `retry` (and the next change) saves it,
and undo takes it back without the library.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal
from sqlalchemy.exc import SQLAlchemyError

from gui.widgets.error_dialog import library_unreachable
from model.character_build import CharacterBuild
from model.character_session import CharacterSession
from model.errors import LibraryError
from model.records import CharacterRecord

Failed = Callable[[Exception], None]
Save = Callable[[str, int], CharacterRecord]


class RevisionStack(QObject):
    """A character's undo stack, kept in the library: `push` saves a change under its label."""

    labels_changed = Signal(str, str)
    """What undo and redo would do now ("" when nothing), after every `refresh`."""
    stepping = Signal()
    """Undo, redo or revert is about to save: the owner saves what is still being typed first."""

    saved = Signal()
    """The changes kept unsaved were saved (by `retry` or with the next change)."""

    def __init__(
        self,
        session: CharacterSession,
        changed: Callable[[], None],
        failed: Failed,
        parent: QObject | None = None,
        kept: Callable[[Exception], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._changed = changed
        self._failed = failed
        self._kept = kept or failed
        """Told when a change was kept unsaved because the library cannot be reached."""

    def push(self, label: str, document: dict[str, Any]) -> bool:
        """Save a new document as the revision `label`; False (and reported) when refused.

        When the library cannot be reached the change is kept unsaved (shown; True)."""
        session = self._session
        try:
            summary = session.summary_with_unsaved(label)
            was_unsaved = bool(session.unsaved)
            record = session.record
            session.library.save_character(record.id, document, record.version, summary)
            session.reload()
        except (LibraryError, SQLAlchemyError, OSError) as error:
            if not library_unreachable(error):
                return self._refused(error)
            session.hold(session.preview_document(document)[0], label)
            return self._keep(error)
        return self._done(was_unsaved)

    def push_built(self, label: str, built: CharacterBuild) -> bool:
        """Save a previewed build as the revision `label`, keeping the build (no second replay)."""
        was_unsaved = bool(self._session.unsaved)
        try:
            self._session.save_built(built, label)
        except (LibraryError, SQLAlchemyError, OSError) as error:
            if not library_unreachable(error):
                return self._refused(error)
            self._session.hold(built, label)
            return self._keep(error)
        return self._done(was_unsaved)

    def retry(self) -> bool:
        """Save the changes kept unsaved (Try Again, the timer, closing); False while it fails."""
        if not self._session.unsaved:
            return True
        try:
            self._session.save_unsaved()
        except (LibraryError, SQLAlchemyError, OSError) as error:
            if library_unreachable(error):
                self._kept(error)
                return False
            return self._refused(error)
        return self._done(True)

    def _keep(self, error: Exception) -> bool:
        self._kept(error)
        self.refresh()
        return True

    def _refused(self, error: Exception) -> bool:
        if not isinstance(error, LibraryError):
            raise error
        self._failed(error)
        return False

    def _done(self, was_unsaved: bool) -> bool:
        self._changed()
        if was_unsaved:
            self.saved.emit()
        return True

    def undo(self) -> bool:
        """Take back the last change of any kind; False (and reported) when it cannot be saved.

        A change kept unsaved is taken back without the library."""
        self.stepping.emit()
        if self._session.unsaved:
            self._session.drop_unsaved()
            return self._done(True)
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
        if self._session.unsaved:
            return self._session.summary_with_unsaved(None) or ""
        return self._session.library.undo_label(self._session.record.id) or ""

    def redo_text(self) -> str:
        """What redo would apply again, or "" when there is nothing (or a change is unsaved)."""
        if self._session.unsaved:
            return ""
        return self._session.library.redo_label(self._session.record.id) or ""

    def refresh(self) -> None:
        """Tell the Undo and Redo actions what they would do now."""
        try:
            undo, redo = self.undo_text(), self.redo_text()
        except (LibraryError, SQLAlchemyError, OSError):  # trashed or unreachable: the next step
            undo = redo = ""  # says so in plain words
        self.labels_changed.emit(undo, redo)

    def run(self, save: Save) -> bool:
        """Make one saved step (given the character's id and the version it expects), then show it;
        a refused save (someone else saved in between) goes to `failed` and changes nothing."""
        if self._session.unsaved and not self.retry():
            return False  # the unsaved changes first; the banner says why they still are not
        record = self._session.record
        try:
            save(record.id, record.version)
            self._session.reload()  # one replay of exactly what the library now has
        except (LibraryError, SQLAlchemyError, OSError) as error:
            if library_unreachable(error):
                self._failed(error)  # an undo or revert needs the library: nothing was kept
                return False
            return self._refused(error)
        self._changed()
        return True
