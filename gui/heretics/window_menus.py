# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Heretics window's menus (File, Edit, Character, GM, View) and its tool bar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QKeySequence

from gui.character.undo_actions import add_undo_actions

if TYPE_CHECKING:
    from gui.heretics.character_window import HereticsWindow


def build_menus(window: HereticsWindow) -> None:
    """Create every menu, its shortcuts, and the tool bar of the common actions."""
    bar = window.menuBar()
    file = bar.addMenu("&File")
    window.add_export_actions(file, cards_first=True)  # cards are the Heretics' own format
    file.addSeparator()
    file.addAction("&Close", QKeySequence(QKeySequence.StandardKey.Close), window.close)
    edit = bar.addMenu("&Edit")
    window.undo_action, window.redo_action = add_undo_actions(edit, window.stack, window)
    edit.addSeparator()
    edit.addAction("Re&name…", QKeySequence("F2"), window.ask_rename)
    character = bar.addMenu("&Character")
    spend = character.addAction("&Spend Exp…", QKeySequence("Ctrl+Shift+S"), window.spend_exp)
    rules = window.add_house_rules_action(character)
    window.add_portrait_action(character)
    window.add_packs_action(character)
    character.addSeparator()
    character.addAction(window.revisions_action)
    gm = bar.addMenu("&GM")
    award = gm.addAction("&Award Exp…", QKeySequence("Ctrl+Shift+A"), window.award_exp)
    gm.addAction(rules)
    view = bar.addMenu("&View")
    for dock in window.side_docks():
        view.addAction(dock.toggleViewAction())
    tools = window.addToolBar("Actions")
    tools.setObjectName("actions_toolbar")
    for action in (spend, award, rules):
        tools.addAction(action)
