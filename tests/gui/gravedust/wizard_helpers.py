# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Support for the wizard tests (no tests here): a homebrew pack, clicks on rows and buttons."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QWizard

from gui.app_context import AppContext
from gui.gravedust.wizard import GravedustWizard

SRC = '{book: "homebrew: test table"}'
RACES = f"""\
  race:
    - {{id: dwarf, name: Dwarf, source: {SRC}, adjustments: {{end: 2, agi: -1}}, leveling_bonus: str}}
"""
GEAR = f"""\
  gear:
    - {{id: iron-sword, name: Iron Sword, source: {SRC}, slot: hand, type: Sword, weapon: true, bonuses: {{ma: 2}}, drawbacks: {{vis: 1}}, boxes: [enhancement, strike]}}
    - {{id: chainmail, name: Chainmail, source: {SRC}, slot: body, type: Armor, bonuses: {{arm: 2, hp: 5}}}}
    - {{id: example-sword, name: Example Sword, source: {SRC}, slot: hand, type: Sword, weapon: true, level: 5, bonuses: {{ma: 4}}}}
"""
ITEMS = f"""\
  item:
    - {{id: arrow, name: Arrow, source: {SRC}, type: ammunition, stack_size: 20}}
"""


def pack_text(*kinds: str) -> str:
    """A homebrew pack (docs/format.md section 3) with the given content blocks."""
    header = (
        "format: sheetwright-pack\nformat_version: 1\nid: test-table\nname: Test table\n"
        'system: gravedust\nversion: "1"\nhomebrew: true\ncontent:\n'
    )
    return header + "".join(kinds)


def add_pack(context: AppContext, *kinds: str) -> None:
    """Put the test pack in the library and tell the windows."""
    context.library.add_pack("test-table", "gravedust", "Test table", "1", pack_text(*kinds))
    context.library_changed.emit()


def update_pack(context: AppContext, *kinds: str) -> None:
    """Change the test pack's content and tell the windows."""
    context.library.update_pack("test-table", "Test table", "1", pack_text(*kinds))
    context.library_changed.emit()


def button(wizard: GravedustWizard, which: QWizard.WizardButton) -> Any:
    """One of the wizard's own buttons."""
    return wizard.button(which)


def click(qtbot: Any, widget: Any) -> None:
    """A left click in the middle of a widget."""
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def click_next(qtbot: Any, wizard: GravedustWizard) -> None:
    """Press Next."""
    click(qtbot, button(wizard, QWizard.WizardButton.NextButton))


def click_row(qtbot: Any, view: QListWidget, text: str) -> None:
    """Click the row whose text starts with `text`."""
    rows = [view.item(r) for r in range(view.count()) if view.item(r).text().startswith(text)]
    assert rows, f"no row {text!r} in {[view.item(r).text() for r in range(view.count())]}"
    rect = view.visualItemRect(rows[0])
    view.scrollToItem(rows[0])
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def row(view: QListWidget, text: str) -> Any:
    """The row whose text starts with `text`."""
    return next(view.item(r) for r in range(view.count()) if view.item(r).text().startswith(text))


def texts(view: QListWidget) -> list[str]:
    """Every row's text."""
    return [view.item(r).text() for r in range(view.count())]
