# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A character window that may only read its character (someone else's, in a shared library):
every command that would change it is greyed, and comes back when it may be changed again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDockWidget, QMenu, QToolBar

if TYPE_CHECKING:
    from gui.character.window import CharacterWindow

READING_MENUS = ("&File", "&View")
"""The titles of the character windows' menus that only read the character."""


def offer_changes(window: CharacterWindow, writable: bool) -> None:
    """Grey, unless `writable`, the sheet, the tool bars, the panels of the game's own (its
    Abilities, Equipment, Session…), the menus that change the character (their shortcuts too)
    and the History's event actions."""
    window.sheet.setEnabled(writable)
    for bar in window.findChildren(QToolBar):
        bar.setEnabled(writable)
    for dock in changing_docks(window):
        dock.widget().setEnabled(writable)
    for menu in changing_menus(window):
        menu.setEnabled(writable)
    window.history_actions.set_writable(writable)


def changing_menus(window: CharacterWindow) -> list[QMenu]:
    """The menu bar's menus whose commands change the character: all but File (exports,
    Close) and View (the panels)."""
    menus = [action.menu() for action in window.menuBar().actions()]
    return [m for m in menus if isinstance(m, QMenu) and m.title() not in READING_MENUS]


def changing_docks(window: CharacterWindow) -> list[QDockWidget]:
    """The panels of the game's own, whose buttons change the character: all but the shared
    History (its event actions follow the window), Issues and At the Table."""
    reading = (window.history_dock, window.issues_dock, window.table_dock)
    return [d for d in window.findChildren(QDockWidget) if d not in reading and d.widget()]
