# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Undo commands that report a failed save (a conflict) instead of raising inside Qt."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import QMenu, QWidget

from gui.operation import Operation
from gui.undo_commands import AppendEvents, EditDocument
from model.character_session import CharacterSession
from model.errors import LibraryError

Failed = Callable[[LibraryError], None]


class GuardedAppend(AppendEvents):
    """`AppendEvents` whose undo/redo hand a save error to `failed` (nothing changed then)."""

    def __init__(
        self,
        session: CharacterSession,
        operation: Operation,
        index: int,
        changed: Callable[[], None],
        failed: Failed,
    ) -> None:
        super().__init__(session, operation, index, changed)
        self._failed = failed

    def redo(self) -> None:
        """Re-insert the events, or report why they could not be saved."""
        try:
            super().redo()
        except LibraryError as error:
            self._failed(error)

    def undo(self) -> None:
        """Take the events out, or report why that could not be saved."""
        try:
            super().undo()
        except LibraryError as error:
            self._failed(error)


class GuardedEdit(EditDocument):
    """`EditDocument` whose undo/redo hand a save error to `failed`."""

    def __init__(
        self,
        session: CharacterSession,
        label: str,
        values: tuple[dict[str, Any], dict[str, Any]],
        changed: Callable[[], None],
        failed: Failed,
    ) -> None:
        super().__init__(session, label, values[0], values[1], changed)
        self._failed = failed

    def redo(self) -> None:
        """Apply the new values, or report why they could not be saved."""
        try:
            super().redo()
        except LibraryError as error:
            self._failed(error)

    def undo(self) -> None:
        """Restore the old values, or report why they could not be saved."""
        try:
            super().undo()
        except LibraryError as error:
            self._failed(error)


def add_undo_actions(menu: QMenu, stack: QUndoStack, parent: QWidget) -> tuple[QAction, QAction]:
    """Edit ▸ Undo (Ctrl+Z) and Redo (Ctrl+Shift+Z and the platform's Redo), labelled by the stack."""
    undo = stack.createUndoAction(parent, "&Undo")
    undo.setShortcuts(QKeySequence.StandardKey.Undo)
    redo = stack.createRedoAction(parent, "&Redo")
    keys = [QKeySequence("Ctrl+Shift+Z")]
    keys += [k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo) if k not in keys]
    redo.setShortcuts(keys)
    menu.addAction(undo)
    menu.addAction(redo)
    return undo, redo
