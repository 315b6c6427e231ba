# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A Miridon character's window: the sheet, GM awards, spending, dual-class, editors, history,
issues, undo/redo and autosave — the shared character window's saving, undo and conflict handling."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction

from gui.character.window import CharacterWindow
from gui.miridon.sheet_view import MiridonSheetView
from gui.miridon.window_actions import MiridonActions
from gui.miridon.window_menus import build_menus, connect_sheet


class MiridonWindow(CharacterWindow):
    """The sheet of one Miridon library character; every accepted edit is saved at once and undoable."""

    refreshed = Signal()
    """The window shows a new state of the character (after an edit, undo, redo or reload)."""

    GEOMETRY_KEY = "miridon_window/geometry"
    STATE_KEY = "miridon_window/state"
    SIDE_WIDTH = 520

    def _make_parts(self) -> None:
        """The Miridon sheet and its actions."""
        self.pdf_action: QAction
        self.commands = MiridonActions(self)
        self.sheet = MiridonSheetView()

    def _install(self) -> None:
        """The Miridon menus and the sheet's buttons."""
        build_menus(self)
        connect_sheet(self)

    def refresh(self) -> None:
        """Show everything from the session's current build and tell open dialogs."""
        super().refresh()
        self.refreshed.emit()
