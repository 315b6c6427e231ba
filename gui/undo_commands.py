# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Undo/redo for character edits: an operation's events come out of, and go back into, the history."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QUndoCommand

from gui.operation import Operation
from model.character_session import CharacterSession
from rules.engine.event import Event


class AppendEvents(QUndoCommand):
    """An operation already appended (and saved); undo removes its events, redo puts them back."""

    def __init__(
        self,
        session: CharacterSession,
        operation: Operation,
        index: int,
        changed: Callable[[], None],
    ) -> None:
        super().__init__(operation.label)
        self._session = session
        self._events: list[Event] = list(operation.events)
        self._index = index
        self._changed = changed
        self._first = True

    def redo(self) -> None:
        """Re-insert the events (the first call is a no-op: they were appended already)."""
        if self._first:
            self._first = False
            return
        self._session.insert(self._index, self._events)
        self._changed()

    def undo(self) -> None:
        """Take the events back out of the history."""
        self._events = self._session.remove(self._index, len(self._events))
        self._changed()


class EditDocument(QUndoCommand):
    """A change to a top-level field (name, notes, portrait, packs, settings)."""

    def __init__(
        self,
        session: CharacterSession,
        label: str,
        before: dict[str, Any],
        after: dict[str, Any],
        changed: Callable[[], None],
    ) -> None:
        super().__init__(label)
        self._session = session
        self._before, self._after = before, after
        self._changed = changed

    def redo(self) -> None:
        """Apply the new values."""
        self._session.edit(**self._after)
        self._changed()

    def undo(self) -> None:
        """Restore the old values."""
        self._session.edit(**self._before)
        self._changed()
