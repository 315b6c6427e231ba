# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The character window's menu bar: File, Edit, Character and View."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QKeySequence

from gui.character.undo_actions import add_undo_actions

if TYPE_CHECKING:
    from gui.gravedust.character_window import GravedustWindow


def build_menus(window: GravedustWindow) -> None:
    """Create every menu and its shortcuts."""
    bar = window.menuBar()
    file = bar.addMenu("&File")
    window.add_export_actions(file)
    file.addSeparator()
    file.addAction("&Close", QKeySequence(QKeySequence.StandardKey.Close), window.close)
    edit = bar.addMenu("&Edit")
    window.undo_action, window.redo_action = add_undo_actions(edit, window.stack, window)
    edit.addSeparator()
    edit.addAction("Re&name…", QKeySequence("F2"), window.ask_rename)
    character = bar.addMenu("&Character")
    actions, gear = window.actions, window.gear_actions
    character.addAction("Award &XP…", QKeySequence("Ctrl+Shift+X"), actions.award_xp)
    character.addAction("&Gold…", QKeySequence("Ctrl+Shift+G"), actions.gold)
    character.addAction(
        "&Raise Attribute…", QKeySequence("Ctrl+Shift+R"), lambda: actions.choose_attribute()
    )
    character.addSeparator()
    character.addAction("&Equip Gear…", QKeySequence("Ctrl+Shift+E"), lambda: gear.equip())
    character.addAction(
        "&Define a New Piece of Gear…", QKeySequence("Ctrl+Shift+D"), lambda: gear.define()
    )
    character.addAction("Add &Item…", QKeySequence("Ctrl+Shift+I"), actions.add_item)
    character.addSeparator()
    character.addAction("&Learn Skill or Spell…", QKeySequence("Ctrl+Shift+L"), actions.learn)
    character.addAction(
        "E&quip Skill or Spell…", QKeySequence("Ctrl+Shift+Q"), actions.equip_ability
    )
    character.addSeparator()
    character.addAction("Add &Buff or Debuff…", QKeySequence("Ctrl+Shift+B"), actions.add_buff)
    character.addSeparator()
    window.add_house_rules_action(character)
    window.add_portrait_action(character)
    window.add_packs_action(character)
    character.addAction(window.revisions_action)
    view = bar.addMenu("&View")
    for dock in (window.history_dock, window.issues_dock, window.table_dock):
        view.addAction(dock.toggleViewAction())


def connect_sheet(window: GravedustWindow) -> None:
    """Wire the sheet's buttons and boxes to the window's actions."""
    sheet, actions, gear = window.sheet, window.actions, window.gear_actions
    sheet.banner.raise_requested.connect(actions.raise_attribute)
    sheet.gear.equip_requested.connect(gear.equip)
    sheet.gear.unequip_requested.connect(gear.unequip)
    sheet.gear.box_requested.connect(gear.box_menu)
    sheet.skills.ability_requested.connect(actions.ability_menu)
    sheet.skills.free_requested.connect(actions.equip_ability)
    sheet.items.item_requested.connect(actions.item_menu)
    sheet.items.empty_requested.connect(actions.add_item)
    sheet.buffs.remove_requested.connect(actions.remove_buff)
    sheet.learn_button.clicked.connect(actions.learn)
    sheet.equip_ability_button.clicked.connect(actions.equip_ability)
    sheet.add_item_button.clicked.connect(actions.add_item)
    sheet.add_buff_button.clicked.connect(actions.add_buff)
