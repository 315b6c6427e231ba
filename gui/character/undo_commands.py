# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Undo/redo for character edits: an operation's events come out of, and go back into, the history."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QUndoCommand

from gui.character.operation import Operation
from model.character_session import CharacterSession
from model.errors import LibraryError
from rules.engine.event import Event

Failed = Callable[[LibraryError], None]


class _SavedEdit(QUndoCommand):
    """A saved edit: after each undo/redo the view refreshes; a failed save goes to `failed`."""

    def __init__(self, label: str, changed: Callable[[], None], failed: Failed | None) -> None:
        super().__init__(label)
        self._changed = changed
        self._failed = failed

    def _run(self, step: Callable[[], None]) -> None:
        # Qt calls undo/redo from C++: an exception must not escape, so a save error is reported.
        try:
            step()
        except LibraryError as error:
            if self._failed is None:
                raise
            self._failed(error)
            return
        self._changed()


class AppendEvents(_SavedEdit):
    """An operation already appended (and saved); undo removes its events, redo puts them back."""

    def __init__(
        self,
        session: CharacterSession,
        operation: Operation,
        index: int,
        changed: Callable[[], None],
        failed: Failed | None = None,
    ) -> None:
        super().__init__(operation.label, changed, failed)
        self._session = session
        self._events: list[Event] = list(operation.events)
        self._index = index
        self._first = True

    def redo(self) -> None:
        """Re-insert the events (the first call is a no-op: they were appended already)."""
        if self._first:
            self._first = False
            return
        self._run(lambda: self._session.insert(self._index, self._events))

    def undo(self) -> None:
        """Take the events back out of the history."""
        self._run(lambda: self._take_out())

    def _take_out(self) -> None:
        self._events = self._session.remove(self._index, len(self._events))


class EditDocument(_SavedEdit):
    """A change to top-level fields (name, notes, portrait, packs, settings)."""

    def __init__(
        self,
        session: CharacterSession,
        label: str,
        values: tuple[dict[str, Any], dict[str, Any]],
        changed: Callable[[], None],
        failed: Failed | None = None,
    ) -> None:
        super().__init__(label, changed, failed)
        self._session = session
        self._before, self._after = values

    def redo(self) -> None:
        """Apply the new values."""
        self._run(lambda: self._session.edit(**self._after))

    def undo(self) -> None:
        """Restore the old values."""
        self._run(lambda: self._session.edit(**self._before))
