# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Edit menu's Undo and Redo actions, named by the step they take ("Undo Rename to Vex")."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from gui.character.undo_commands import RevisionStack

LONGEST_LABEL = 70
"""A step's words beyond this many characters are cut with "…" in the menu."""


def add_undo_actions(menu: QMenu, stack: RevisionStack, parent: QWidget) -> tuple[QAction, QAction]:
    """Edit ▸ Undo (Ctrl+Z) and Redo (Ctrl+Shift+Z and the platform's Redo), named by the stack."""
    undo = QAction("&Undo", parent)
    undo.setShortcuts(QKeySequence.StandardKey.Undo)
    undo.triggered.connect(lambda: stack.undo())
    redo = QAction("&Redo", parent)
    keys = [QKeySequence("Ctrl+Shift+Z")]
    keys += [k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo) if k not in keys]
    redo.setShortcuts(keys)
    redo.triggered.connect(lambda: stack.redo())
    for action in (undo, redo):
        action.setEnabled(False)  # until the window shows the character (RevisionStack.refresh)
    stack.labels_changed.connect(lambda u, r: (_name(undo, "&Undo", u), _name(redo, "&Redo", r)))
    menu.addAction(undo)
    menu.addAction(redo)
    return undo, redo


def _name(action: QAction, prefix: str, label: str) -> None:
    """`&Undo Buy Flair: Parry`, or a disabled `&Undo` when there is nothing to take."""
    shown = label if len(label) <= LONGEST_LABEL else f"{label[: LONGEST_LABEL - 1]}…"
    action.setText(f"{prefix} {shown.replace('&', '&&')}" if label else prefix)
    action.setEnabled(bool(label))
