# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Miridon window's menus (File, Edit, Character, GM, View) and its sheet buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QKeySequence

from gui.character.undo_actions import add_undo_actions

if TYPE_CHECKING:
    from gui.miridon.character_window import MiridonWindow

EDITOR_KEYS = (
    ("equipment", "E&quipment…", "Ctrl+Shift+Q"),
    ("crew", "C&rew…", "Ctrl+Shift+R"),
    ("mech", "&Mech…", "Ctrl+Shift+K"),
)


def build_menus(window: MiridonWindow) -> None:
    """Create every menu and its shortcuts; editors appear once the rules have their ops."""
    bar, commands = window.menuBar(), window.commands
    file = bar.addMenu("&File")
    window.add_export_actions(file)
    file.addSeparator()
    file.addAction("&Close", QKeySequence(QKeySequence.StandardKey.Close), window.close)
    edit = bar.addMenu("&Edit")
    window.undo_action, window.redo_action = add_undo_actions(edit, window.stack, window)
    edit.addSeparator()
    edit.addAction("Re&name…", QKeySequence("F2"), window.ask_rename)
    character = bar.addMenu("&Character")
    character.addAction(
        "&Spend Skill Points…", QKeySequence("Ctrl+Shift+S"), lambda: commands.spend()
    )
    character.addAction("Dual-C&lass…", QKeySequence("Ctrl+Shift+D"), commands.dual_class)
    character.addSeparator()
    for key, text, shortcut in EDITOR_KEYS:
        if commands.available(key):
            character.addAction(text, QKeySequence(shortcut), lambda k=key: commands.editor(k))
    character.addSeparator()
    window.add_house_rules_action(character)
    window.add_portrait_action(character)
    window.add_packs_action(character)
    character.addAction(window.revisions_action)
    gm = bar.addMenu("&GM")
    gm.addAction("Award Skill &Points…", QKeySequence("Ctrl+Shift+P"), commands.award_points)
    gm.addAction("Award &Maximum Points…", QKeySequence("Ctrl+Shift+M"), commands.award_stats)
    gm.addAction("Assign M&utation…", QKeySequence("Ctrl+Shift+U"), commands.assign_mutation)
    view = bar.addMenu("&View")
    for dock in (window.history_dock, window.issues_dock, window.table_dock):
        view.addAction(dock.toggleViewAction())


def connect_sheet(window: MiridonWindow) -> None:
    """Wire the sheet's buttons; editor buttons are hidden until the rules have their ops."""
    buttons, commands = window.sheet.buttons, window.commands
    buttons["spend"].clicked.connect(lambda: commands.spend())
    buttons["award_points"].clicked.connect(commands.award_points)
    buttons["award_stats"].clicked.connect(commands.award_stats)
    buttons["mutation"].clicked.connect(commands.assign_mutation)
    buttons["dual_class"].clicked.connect(commands.dual_class)
    for key, _text, _shortcut in EDITOR_KEYS:
        buttons[key].setVisible(commands.available(key))
        buttons[key].clicked.connect(lambda _=False, k=key: commands.editor(k))
