# SPDX-License-Identifier: LicenseRef-Sheetwright
"""One key, one command: no two menu items of a character window share a shortcut, and
Ctrl+Shift+H is House Rules… in every system's window (issue 13, point 4)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from gui.app_context import AppContext
from gui.miridon.editor_dialog import KEPT_AT_ONCE
from gui.miridon.mech_editor import NO_LIMITS, MechPanel
from tests.gui.keyboard_helpers import SYSTEMS, open_sample, plain

TEXT = QKeySequence.SequenceFormat.PortableText


def shortcuts(menu: Any) -> list[tuple[str, str]]:
    """(key, item) for every item of a menu bar or menu, its submenus too, shown or not; an item
    that is in two menus (Heretics' House Rules… in Character and GM) counts once."""
    return [
        (key.toString(TEXT), plain(action.text()))
        for action in items(menu)
        for key in action.shortcuts()
    ]


def items(menu: Any) -> list[QAction]:
    found: list[QAction] = []
    for action in menu.actions():
        submenu = action.menu()
        inner = items(submenu) if isinstance(submenu, QMenu) else [action]
        found += [a for a in inner if a not in found]
    return found


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_shortcut_names_one_item(context: AppContext, qtbot: Any, system: str) -> None:
    window = open_sample(context, qtbot, system)
    keys = shortcuts(window.menuBar())
    clashes = {key for key, n in Counter(k for k, _ in keys).items() if n > 1}
    assert not clashes, [(k, item) for k, item in keys if k in clashes]


@pytest.mark.parametrize("system", SYSTEMS)
def test_house_rules_is_ctrl_shift_h(context: AppContext, qtbot: Any, system: str) -> None:
    window = open_sample(context, qtbot, system)
    keys = dict(shortcuts(window.menuBar()))
    assert keys["Ctrl+Shift+H"].startswith("House Rules")


def test_the_mech_editor_says_what_it_is(context: AppContext, qtbot: Any) -> None:
    window = open_sample(context, qtbot, "miridon")
    dialog = window.commands.editor("mech")
    assert dialog.heading.text() == "Mech"
    assert dialog.intro.text() == f"{MechPanel.INTRO} {KEPT_AT_ONCE}"
    assert "Chapter 9: Mech Rules" in dialog.intro.text()  # Miridon rulebook, Mech Piloting
    if not any("mech" in key for key in window.build.sheet.values):
        assert dialog.panel.limits.text() == NO_LIMITS
    dialog.reject()
