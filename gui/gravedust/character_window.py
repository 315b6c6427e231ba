# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A Gravedust character's window: the sheet, XP, attributes, gear, items, skills and buffs."""

from __future__ import annotations

from gui.character.window import CharacterWindow
from gui.gravedust.actions import CharacterActions
from gui.gravedust.gear_actions import GearActions
from gui.gravedust.sheet_view import SheetView
from gui.gravedust.window_menus import build_menus, connect_sheet


class GravedustWindow(CharacterWindow):
    """The sheet of one Gravedust library character; every accepted edit is saved at once and undoable."""

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
