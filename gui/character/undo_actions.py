# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Edit menu's Undo and Redo actions, labelled by the undo stack."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import QMenu, QWidget

from model.errors import LibraryError

Failed = Callable[[LibraryError], None]


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
