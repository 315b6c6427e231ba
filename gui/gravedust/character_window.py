# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A Gravedust character's window: the sheet, XP, attributes, gear, items, skills and buffs."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal

from gui.character.window import CharacterWindow
from gui.gravedust.actions import CharacterActions
from gui.gravedust.gear_actions import GearActions
from gui.gravedust.sheet_view import SheetView
from gui.gravedust.window_menus import build_menus, connect_sheet
from gui.widgets.tab_order import follow_layout


class GravedustWindow(CharacterWindow):
    """The sheet of one Gravedust library character; every accepted edit is saved at once and undoable."""

    refreshed = Signal()
    """The window shows a new state of the character (after an edit, undo, redo or reload)."""

    GEOMETRY_KEY = "character_window/geometry"
    STATE_KEY = "character_window/state"

    def _make_parts(self) -> None:
        """The Gravedust sheet, its actions and its gear actions."""
        self.actions = CharacterActions(self)
        self.gear_actions = GearActions(self)
        self.sheet = SheetView()

    def _install(self) -> None:
        """The Gravedust menus and the sheet's buttons."""
        build_menus(self)
        connect_sheet(self)
        self.sheet_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a Tab stop that shows nothing

    def _follow_sheet(self) -> None:
        """Tab goes down the sheet as it shows (its boxes are made anew on each refresh)."""
        follow_layout(self.sheet)

    def refresh(self) -> None:
        """Show everything from the session's current build and tell open dialogs."""
        super().refresh()
        self._follow_sheet()
        self.refreshed.emit()
